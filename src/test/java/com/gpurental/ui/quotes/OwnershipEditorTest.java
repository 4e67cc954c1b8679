package com.gpurental.ui.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanDocument;
import com.gpurental.quotes.OwnershipCost;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.document.PlanHistory;
import com.gpurental.ui.model.WorkloadModel;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The rent-or-buy editor of the Quotes page, without a window. */
class OwnershipEditorTest {

    /** The issue's check: ¥1,200,000 8-card H20 server, 10% residual over 3 years, 6.5 kW × PUE 1.3 × ¥0.80. */
    private static final Map<String, String> ISSUE = Map.of("serverPriceCny", "1,200,000", "serverCards", "8", "gpu", "h20",
            "powerKw", "6.5", "pue", "1.3", "electricityCnyPerKwh", "0.80", "hostingCnyPerMonth", "3000",
            "opsCnyPerYear", "60000", "depreciationYears", "3", "residualPercent", "10");

    AppContext context;
    WorkloadModel model;
    OwnershipEditor editor;
    PlanHistory history;
    Wizard wizard;

    @BeforeEach
    void setUp() {
        context = UiFixture.context(Messages.EN);
        model = context.model();
        model.setToday(QuoteFixture.TODAY);
        wizard = new Wizard(context);
        history = wizard.history();
        model.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.YI, QuoteFixture.BING)));
        editor = wizard.quotes().ownershipEditor();
    }

    private void type(Map<String, String> values) {
        values.forEach((k, v) -> editor.field(k).set(v));
    }

    @Test
    void theIssuesServerGivesItsMonthlyCostAndBreakEven() {
        type(ISSUE);
        assertEquals(Map.of(), editor.problemsProperty().get());
        OwnershipCost o = model.quotes().ownership();
        // (1,200,000 − 10%) ÷ 36 = 30,000 + 6.5 × 1.3 × 0.80 × 720 = 4,867.20 + 3,000 + 5,000 = ¥42,867.20.
        assertEquals(new BigDecimal("42867.20"), o.monthlyCostCny().amount());
        assertEquals(new BigDecimal("116.7"), o.breakEvenUtilizationPercent());
        assertTrue(model.snapshot().plan().purchase().ownership() != null, "saved with the plan");
        // A break-even above 100% ("116.7% use") is said in plain words, once (the engine's verdict), and the server's
        // GPU by its name, not the catalog id h20.
        assertEquals("Owning the server (8 × NVIDIA H20 96GB) per month: depreciation ¥30,000.00 + power ¥4,867.20"
                + " + hosting ¥3,000.00 + operations ¥5,000.00 = ¥42,867.20.\n"
                + "Owning costs ¥42,867.20 a month; renting the same cards for the plan's hours costs ¥37,440.00. Renting is"
                + " cheaper even with the cards in use all 720 hours a month: at this price, buying never pays off.",
                wizard.quotes().ownership().get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("自购整机（8 张 NVIDIA H20 96GB）每月：折旧 ¥30,000.00 + 电费 ¥4,867.20 + 托管 ¥3,000.00 + 运维 ¥5,000.00 = ¥42,867.20。\n"
                + "自购每月 ¥42,867.20；按方案用时租用同样的卡每月 ¥37,440.00。即使每月 720 小时满负荷使用，租用也更便宜：按这个价格，"
                + "自购永远不划算。", wizard.quotes().ownership().get());
    }

    @Test
    void aWrongFieldSaysWhatIsWrongInTheUsersLanguageAndLeavesTheComparisonOut() {
        type(ISSUE);
        editor.field("pue").set("0.5");
        assertEquals("PUE (site power ÷ IT power) must be between 1 and 5, not 0.5.", editor.error("pue", context.messages()));
        assertNull(model.ownership.get());
        assertNull(model.quotes().ownership());
        assertEquals("PUE（机房总耗电 ÷ 设备耗电）必须在 1 到 5 之间，当前为 0.5。", editor.error("pue", Messages.forLocale(Messages.ZH)));
        editor.field("gpu").set("h2o");
        assertTrue(editor.error("gpu", context.messages())
                .startsWith("GPU \"h2o\" is not in the price book; use one of: rtx-4090"),
                editor.error("gpu", context.messages()));
        editor.field("powerKw").set("");
        assertEquals("Power draw (kW) is missing; e.g. 6.5", editor.error("powerKw", context.messages()));
    }

    @Test
    void halfTypedFieldsAreSavedWithThePlanAndComeBackWithTheirMessage(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        type(ISSUE);
        editor.field("pue").set("0.5");
        Path file = dir.resolve("owner" + PlanDocument.EXTENSION);
        wizard.document().document().write(file);
        PlanDocument saved = PlanDocument.read(file);
        assertEquals("0.5", saved.ownershipDraft().get("pue"));
        assertNull(saved.plan().purchase().ownership(), "the engine never sees a wrong block");

        setUp(); // a fresh app opens the file
        assertTrue(wizard.document().openFile(file));
        assertEquals("0.5", editor.field("pue").get());
        assertEquals("1200000", editor.field("serverPriceCny").get().replace(",", ""));
        assertEquals("PUE (site power ÷ IT power) must be between 1 and 5, not 0.5.", editor.error("pue", context.messages()));
        editor.field("pue").set("1.3");
        assertEquals(new BigDecimal("42867.20"), model.quotes().ownership().monthlyCostCny().amount());
        assertEquals(Map.of(), model.ownershipDraft.get());
    }

    @Test
    void emptyFieldsRemoveTheComparison() {
        type(ISSUE);
        ISSUE.keySet().forEach(k -> editor.field(k).set(""));
        assertEquals(Map.of(), editor.problemsProperty().get());
        assertNull(model.ownership.get());
    }

    @Test
    void undoBringsTheFieldsBack() {
        type(ISSUE);
        editor.field("hostingCnyPerMonth").set("5000");
        assertEquals(new BigDecimal("44867.20"), model.quotes().ownership().monthlyCostCny().amount());
        assertTrue(history.undo());
        assertEquals("3000", editor.field("hostingCnyPerMonth").get());
        assertEquals(new BigDecimal("42867.20"), model.quotes().ownership().monthlyCostCny().amount());
    }
}
