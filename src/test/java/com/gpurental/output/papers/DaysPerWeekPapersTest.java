package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A customer-service bot used 9–18 h Monday to Friday (issue 32, tester finding m2): the approval, the RFQ (PDF and
 * workbook) and the report's inputs say "每周 5 天、每天使用 9 小时" / "5 days a week, 9 hours a day", formatted from
 * the engine's one value (ResolvedPlan.use()); a plan run every day says the hours alone, as before.
 */
class DaysPerWeekPapersTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** examples' 7B chat scale: a 90-day service, 9 hours a day, 5 days a week. */
    static final String OFFICE = """
            {"format":"gpu-rental-plan","version":1,"title":"客服机器人（工作日）","scenario":"inference",
             "preset":"chat-inference","model":{"id":"qwen2.5-7b"},"precision":"bf16",
             "rental":{"durationDays":90,"hoursPerDay":9,"daysPerWeek":5}}""";

    @TempDir
    Path dir;

    private static String flat(String s) {
        return s.replaceAll("\\s+", "");
    }

    @Test
    void everyPaperSaysTheDaysAWeekBesideTheHours() throws Exception {
        Advice a = PeakAndTrialPapersTest.advise(OFFICE);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        assertEquals("每周 5 天、每天使用 9 小时", ZH.format(a.plan().use()));
        assertEquals("5 days a week, 9 hours a day", EN.format(a.plan().use()));
        for (Messages m : new Messages[] {ZH, EN}) {
            String use = flat(m.format(a.plan().use()));
            assertTrue(RfqSpec.lines(in, m).stream().anyMatch(r -> flat(r[1]).contains(use)), "the RFQ");
            Path approval = dir.resolve("approval-" + m.locale() + ".pdf");
            ApprovalPdf.write(in, m, approval);
            assertTrue(flat(PapersFixture.pdfText(approval)).contains(use), "the approval");
            Path rfq = dir.resolve("rfq-" + m.locale() + ".xlsx");
            RfqXlsx.write(in, m, rfq);
            assertTrue(PapersFixture.sheet(rfq, 1).stream().anyMatch(r -> r.stream().anyMatch(c -> c != null
                    && flat(c.getText()).contains(use))), "the RFQ workbook's guide");
            Path report = dir.resolve("report-" + m.locale() + ".pdf");
            PdfReport.write(in, m, report);
            assertTrue(flat(PapersFixture.pdfText(report)).contains(use), "the report's inputs");
        }
        // advise --format json: the days a week and the same sentence beside the planned hours a month
        var rental = AdviceJson.toJson(a, ZH).get("rental");
        assertEquals(5, rental.get("daysPerWeek").asInt());
        assertEquals("每周 5 天、每天使用 9 小时", rental.get("use").asText());
        // 9 h × 30 × 5 ÷ 7 = 9 × 21.4285714286 = 192.857 h → 192.9
        assertEquals(192.9, rental.get("plannedHoursPerMonth").asDouble(), 0.0);
        // the trial is one day whatever the days a week: 2 × RTX 4090 × 9 h × ¥1.96 = ¥35.28 (catalog.json)
        assertEquals(new BigDecimal("35.28"), a.trialCost().termCostCny().amount());
        // the RFQ's term row: the term note, then the use
        assertTrue(RfqSpec.lines(in, ZH).stream().anyMatch(r -> r[1].endsWith("每周 5 天、每天使用 9 小时。")));
    }

    @Test
    void aPlanRunEveryDaySaysTheHoursAlone() throws Exception {
        Advice a = PeakAndTrialPapersTest.advise(PlanBuilder.fromJson(OFFICE).remove("rental.daysPerWeek").json());
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        assertEquals("每天使用 9 小时", ZH.format(a.plan().use()));
        assertTrue(RfqSpec.lines(in, ZH).stream().anyMatch(r -> r[1].endsWith("每天使用 9 小时。")));
        assertFalse(RfqSpec.lines(in, ZH).stream().anyMatch(r -> r[1].contains("每周")));
    }
}
