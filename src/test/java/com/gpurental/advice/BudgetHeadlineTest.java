package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.RenderInput;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.papers.SummaryText;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * The budget headline cannot be misread. The text said "在预算内（预算 ¥20,000，费用 ¥22,809.60）", a monthly
 * budget beside a term's cost; a budget far too small (72B for 100 users at ¥3,000 a month) was headed "推荐".
 */
class BudgetHeadlineTest {

    /** 72B for 100 users, 90 days, ¥3,000 a month: far too small a budget. */
    private static final String TOO_SMALL = "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"parameters\":\"72B\"},\"precision\":\"fp16\","
            + "\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":100,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"durationDays\":90,\"hoursPerDay\":24},\"budget\":{\"monthlyCny\":3000}";

    /** 7B for 20 users, 90 days, ¥20,000 a month: within. */
    private static final String ENOUGH = "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"parameters\":\"7B\"},\"precision\":\"fp16\","
            + "\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":20,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"durationDays\":90,\"hoursPerDay\":24},\"budget\":{\"monthlyCny\":20000}";

    private final Messages zh = Messages.forLocale(Messages.ZH);
    private final Messages en = Messages.forLocale(Messages.EN);

    @Test
    void theTextNamesTheMonthlyBudgetTheBudgetForTheTermAndTheTermsCost() {
        Advice a = AdvisorFixture.advise(ENOUGH);
        BudgetCheck b = a.budget();
        assertEquals(BudgetCheck.Status.WITHIN, b.status());
        assertFalse(b.nothingFits());
        String text = AdviceText.render(a, zh);
        // 90 days of a ¥20,000 monthly budget: ¥60,000 for the term
        String cost = zh.fen(b.costCny()); // a sentence states money to the fen
        assertTrue(text.contains("预算：在预算内：90 天租期合计 " + cost + "，对应预算 ¥60,000.00（每月 ¥20,000.00）。"), text);
        assertFalse(text.contains("（预算 ¥20,000.00，费用"), text);
    }

    @Test
    void aBudgetFarTooSmallIsHeadedNothingFitsWithTheCheapestOptionAndTheGap() {
        Advice a = AdvisorFixture.advise(TOO_SMALL);
        BudgetCheck b = a.budget();
        assertEquals(BudgetCheck.Status.OVER, b.status());
        assertTrue(b.nothingFits());
        Candidate cheapest = b.cheapest();
        assertNotNull(cheapest);
        // the option named is the recommendation itself, the one the text leads with
        assertTrue(cheapest == a.leading().orElseThrow());
        // ¥3,000 a month for 90 days = ¥9,000 for the term; the gap is the recommendation's term cost less that
        assertEquals(0, b.verdict().budgetForTermCny().compareTo(new BigDecimal("9000")));
        assertEquals(0, b.gapCny().compareTo(cheapest.cost().termCostCny().amount().subtract(new BigDecimal("9000"))));
        String zhHeadline = zh.format(b.headline());
        assertTrue(zhHeadline.startsWith("没有方案在预算之内：每月预算 ¥3,000.00，90 天租期的预算 ¥9,000.00；能满足需求的首选方案是 "
                + cheapest.cards() + " 张 " + cheapest.gpu().name()), zhHeadline);
        assertTrue(zhHeadline.endsWith("，差额 " + zh.fen(b.gapCny()) + "。"), zhHeadline);
        assertTrue(en.format(b.headline())
                .startsWith("Nothing fits the budget: ¥3,000.00 a month, ¥9,000.00 for the 90-day term;"));

        String text = AdviceText.render(a, zh);
        assertFalse(text.contains("\n推荐："), "the first option is not headed 推荐: " + text);
        assertTrue(text.contains("没有方案在预算之内；能满足需求的首选方案（超出预算）："), text);
        assertTrue(AdviceText.render(a, en)
                .contains("Nothing fits the budget; the first choice that meets the need, over budget:"));
    }

    @Test
    void whatFitsWithinTheBudgetIsASmallerModelTheEngineReRan() {
        Advice a = AdvisorFixture.advise(TOO_SMALL);
        Suggestion s = a.budget().suggestions().stream().filter(Suggestion::changesWork).findFirst().orElseThrow(
                () -> new AssertionError("no smaller model fits: " + a.budget().suggestions()));
        assertTrue(s.withinBudget());
        assertTrue(s.verdict().within());
        String d = en.format(s.description());
        assertTrue(d.startsWith("Use the smaller model "), d);
        assertTrue(d.contains("instead of 72B"), d);
        assertTrue(AdviceText.render(a, zh).contains("在预算内能做到的（需要改变需求）："));
    }

    @Test
    void theJsonCarriesTheHeadlineAndTheNearestOption() {
        Advice a = AdvisorFixture.advise(TOO_SMALL);
        var tree = AdviceJson.toJson(a, en);
        var budget = tree.get("budget");
        assertTrue(budget.get("nothingFits").asBoolean());
        assertTrue(budget.get("headline").asText().startsWith("Nothing fits the budget"));
        assertEquals(a.budget().cheapest().gpu().id(), budget.get("nearest").get("gpu").asText());
        assertEquals(0, budget.get("nearest").get("gapCny").decimalValue().compareTo(a.budget().gapCny()));
        assertFalse(AdviceJson.toJson(AdvisorFixture.advise(ENOUGH), en)
                .get("budget").get("nothingFits").asBoolean());
    }

    @Test
    void theSummaryAndTheReportHeadItNothingFits() {
        Advice a = AdvisorFixture.advise(TOO_SMALL);
        String summary = SummaryText.render(
                RenderInput.of(a, AdvisorFixture.CATALOG,
                ChecklistState.EMPTY, AdvisorFixture.PRICE_DATE), zh);
        assertTrue(summary.contains("预算内没有可行方案；能满足需求的首选："), summary);
        assertTrue(summary.contains("预算：没有方案在预算之内（每月预算 ¥3,000.00，租期预算 ¥9,000.00）；能满足需求的首选方案超出 "
                + zh.fen(a.budget().gapCny()) + "。"), summary);
        assertFalse(summary.contains("推荐："), summary);
    }

    @Test
    void theGapIsTheFirstChoicesNotThatOfACheaperCardTheRankingSendsAfterIt() {
        // Audit 31/32 §13: Llama-3.3-70B for 500 staff at 32,768 tokens, 180 days, ¥6,000 a month (¥36,000 for the term).
        // The first choice, 4 × A800 by the hour: 4 × ¥4.98 × 24 h × 180 days = ¥86,054.40, ¥50,054.40 over; the cheaper
        // 8 × RTX 5090 (¥83,940, not sold in China) comes after it and is not the one the headline measures.
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"chat-inference\","
                + "\"model\":{\"id\":\"llama-3.3-70b\"},\"inference\":{\"contextTokens\":32768,"
                + "\"users\":{\"people\":500,\"busyShare\":30,\"requestsPerHour\":6}},"
                + "\"rental\":{\"durationDays\":180},\"budget\":{\"monthlyCny\":6000}");
        BudgetCheck b = a.budget();
        assertTrue(b.nothingFits());
        assertTrue(a.candidates().stream().anyMatch(c -> c.gpu().id().equals("rtx-5090")
                && c.cost().termCostCny().amount().compareTo(new BigDecimal("86054.40")) < 0));
        assertEquals("a800-80g", b.cheapest().gpu().id());
        assertEquals(new BigDecimal("50054.40"), b.gapCny());
        assertEquals("Nothing fits the budget: ¥6,000.00 a month, ¥36,000.00 for the 180-day term; the first choice that meets "
                + "the"
                + " need is 4 × NVIDIA A800 80GB SXM (container by the hour) at ¥86,054.40 for the term, ¥50,054.40 over.",
                en.format(b.headline()));
        assertEquals("没有方案在预算之内：每月预算 ¥6,000.00，180 天租期的预算 ¥36,000.00；能满足需求的首选方案是 4 张 NVIDIA A800 80GB SXM"
                + "（容器按小时），租期费用 ¥86,054.40，差额 ¥50,054.40。", zh.format(b.headline()));
        String summary = SummaryText.render(
                RenderInput.of(a, AdvisorFixture.CATALOG,
                ChecklistState.EMPTY, AdvisorFixture.PRICE_DATE), zh);
        assertTrue(summary.contains("预算：没有方案在预算之内（每月预算 ¥6,000.00，租期预算 ¥36,000.00）；能满足需求的首选方案超出 ¥50,054.40。"),
                summary);
    }
}
