package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.SEVENTY_B_CHAT;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.candidate;
import static com.gpurental.advice.AdvisorFixture.cny;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Advisor behaviour of "The engine": the budget check and its suggestions. */
class AdvisorBudgetTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    // ------------------------------------------------------------------ budget

    @Test
    void withinTheMonthlyBudget() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        Advice a = AdvisorFixture.adviseSharesRented(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":10000}");
        assertEquals(BudgetCheck.Status.WITHIN, a.budget().status());
        assertEquals(BudgetCheck.Kind.MONTHLY, a.budget().kind());
        // The whole 33-day term (¥9,820.80) against the budget for 33 days: ¥10,000 × 33 / 30 = ¥11,000.
        assertEquals(cny("9820.80"), a.budget().costCny().amount());
        assertEquals(cny("10000"), a.budget().budgetCny());
        assertEquals(cny("11000.00"), a.budget().verdict().budgetForTermCny());
        assertEquals("Within budget: ¥9,820.80 for the 33-day term against ¥11,000.00 (¥10,000.00 a month).",
                EN.format(a.budget().verdict().sentence()));
        assertTrue(a.budget().suggestions().isEmpty());
        assertEquals(Boolean.TRUE, a.leading().orElseThrow().withinBudget());
        assertEquals(Boolean.FALSE, candidate(a, "h100-sxm", RentalMode.MONTHLY).withinBudget());
    }

    @Test
    void withoutABudgetTheStatusIsUnknown() {
        Advice a = advise(SEVENTY_B_CHAT);
        assertEquals(BudgetCheck.Status.UNKNOWN, a.budget().status());
        assertEquals(BudgetCheck.Kind.NONE, a.budget().kind());
        assertNull(a.budget().budgetCny());
        assertEquals(cny("9820.80"), a.budget().costCny().amount());
        a.candidates().forEach(c -> assertNull(c.withinBudget()));
    }

    @Test
    void overBudgetSuggestsInt8OnOneH20At4464() {
        // docs/domain.md §1 step 5: if over budget, lower precision (FP16→INT8) among others. The 70B chat at ¥8,000/month:
        // 2 × H20 cost ¥8,928; at INT8 one H20 holds it for ¥4,464.
        Advice a = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        assertEquals(BudgetCheck.Status.OVER, a.budget().status());
        assertEquals(cny("9820.80"), a.budget().costCny().amount());
        assertEquals("Over budget: ¥9,820.80 for the 33-day term against ¥8,800.00 (¥8,000.00 a month), ¥1,020.80 over.",
                EN.format(a.budget().verdict().sentence()));
        assertEquals("超出预算：33 天租期合计 ¥9,820.80，对应预算 ¥8,800.00（每月 ¥8,000.00），超出 ¥1,020.80。",
                ZH.format(a.budget().verdict().sentence()));
        Suggestion int8 = a.budget().suggestions().stream()
                .filter(s -> ((Message) s.description().args().get(0)).equals(
                        Message.of("suggest.precision", Message.of("papers.precision.FP16"),
                                Message.of("papers.precision.INT8"))))
                .findFirst().orElseThrow();
        assertEquals("h20", int8.gpuId());
        assertEquals(1, int8.cards());
        assertEquals(RentalMode.HOURLY, int8.mode());
        assertEquals(cny("4464.00"), int8.monthlyCostCny().amount());
        assertTrue(int8.withinBudget());
        assertEquals("Run the model at INT8 instead of FP16: 1 × NVIDIA H20 96GB, container by the hour",
                EN.format(int8.description()));
        assertEquals("模型从 16 位精度（FP16）改为 8 位整数精度（INT8）运行：1 张 NVIDIA H20 96GB，容器按小时", ZH.format(int8.description()));
        // Applying INT8 says what the buyer gives up.
        assertEquals("Answer quality may drop at INT8: check it on your own questions before you commit.",
                EN.format(int8.downsides().get(0)));
        assertEquals(List.of("h20-container-hourly"), int8.cost().offers().stream().map(o -> o.id()).toList());
    }

    @Test
    void suggestionsAreOnlyChangesThatFitTheBudgetOnTheWholeTermOneLinePerResult() {
        // At ¥8,000 a month a bare-metal month of 8 × RTX 4090 (¥7,920) costs ¥15,840 for the 33-day job (two
        // whole months): not within the ¥8,800 for the term, so not a suggestion; no line repeats another's result.
        Advice a = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        List<Suggestion> all = a.budget().suggestions();
        assertFalse(all.isEmpty());
        for (Suggestion s : all) {
            assertTrue(s.withinBudget(), s.toString());
            assertTrue(s.termCostCny().amount().compareTo(cny("8800.00")) <= 0, s.toString());
            assertFalse(s.downsides().isEmpty(), s.toString());
        }
        assertTrue(all.stream().noneMatch(s -> s.mode() == RentalMode.MONTHLY && s.gpuId().equals("rtx-4090")), all::toString);
        assertEquals(all.size(), all.stream().map(s -> s.gpuId() + s.cards() + s.mode() + s.termCostCny()).distinct().count());
        // In the order of the remedies (issue 32), not of their cost: fewer hours a day before quantized weights,
        // each remedy's least change that fits (INT8, not INT4 as well).
        assertEquals(List.of("suggest.hours", "suggest.precision"), all.stream()
                .map(s -> ((Message) s.description().args().get(0)).key()).toList());
    }

    @Test
    void aOneHourJobIsBilledForTheHoursItUsesAndHeldAgainstOneMonthsBudget() {
        // A one-hour job on 2 × H20 was billed as a 24-hour day (¥297.60) and flagged over a monthly budget.
        // 1 h + 10% = 1.1 h, started hours billed: 2 h × 2 cards × ¥6.20 = ¥24.80, within one month's ¥8,000.
        Advice a = advise(fromFields(SEVENTY_B_CHAT).durationDays(0.0416666667).set("budget.monthlyCny", 8000).plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(cny("24.80"), lead.cost().termCostCny().amount());
        assertEquals(BudgetCheck.Status.WITHIN, a.budget().status());
        assertEquals("Within budget: the 1-day job costs ¥24.80, inside one month's budget of ¥8,000.00.",
                EN.format(a.budget().verdict().sentence()));
    }

    @Test
    void everySuggestionIsCheaperThanNowAndReproducibleByTheEngine() throws Exception {
        Advice a = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        // 12 hours a day and INT8 (one line per remedy, its least change that fits: issue 32)
        assertEquals(2, a.budget().suggestions().size(), a.budget().suggestions()::toString);
        for (Suggestion s : a.budget().suggestions()) {
            assertTrue(s.termCostCny().amount().compareTo(cny("9820.80")) < 0, s.toString());
            // Re-running the engine on the suggested plan gives that configuration at that cost.
            Advice rerun = AdvisorFixture.advisor().advise(s.plan());
            Candidate c = candidate(rerun, s.gpuId(), s.mode());
            assertEquals(s.cards(), c.cards());
            assertEquals(s.monthlyCostCny(), c.cost().monthlyCostCny());
            assertEquals(s.termCostCny(), c.cost().termCostCny());
        }
        // Those that get under the budget come first.
        List<Boolean> within = a.budget().suggestions().stream().map(Suggestion::withinBudget).toList();
        assertEquals(within.stream().sorted((x, y) -> Boolean.compare(y, x)).toList(), within);
    }

    @Test
    void overATotalBudgetComparesTheWholeTerm() {
        // Full fine-tune of Qwen2.5-7B on domestic cards: 8 × 7.61e9 × 1e9 ÷ (4 × 320 TFLOPS × HFU 0.57 × HCCS 0.90 ÷
        // NVLink 0.93) = 1.0 day of training (docs/domain.md §3.5), + 10% = 27 started hours on 4 × Ascend 910B at
        // ¥3.58 per card-hour = ¥386.64 on the central estimate. The term holds the cautious end instead (the slow end
        // at HFU 0.38, Llama 3 405B's lowest measured MFU, arXiv 2407.21783 Table 4, issue 32; ÷ 0.9 effective time:
        // 1.663 days = 39.9 h → 40 started hours, a 2-day term): 4 × 3.58 × 40 = ¥572.80 against ¥380 (billed by the
        // hours used, not 2 whole days; at the former 0.15 it was 102 h, ¥1,460.64).
        Advice a = advise("\"scenario\":\"training\",\"model\":{\"id\":\"qwen2.5-7b\"},\"training\":{\"method\":\"full\",\"tokens"
                + "\":\"1B\"},"
                + "\"domesticOnly\":true,\"budget\":{\"totalCny\":380}");
        assertEquals(BudgetCheck.Status.OVER, a.budget().status());
        assertEquals(BudgetCheck.Kind.TOTAL, a.budget().kind());
        assertEquals(cny("572.80"), a.budget().costCny().amount());
        // the central term (1.0 day + 10% → 2 days) holds the cautious 1.66 days too: one term, no second cost
        assertEquals(null, a.leading().orElseThrow().atCentralEstimate());
        assertEquals("Over budget: ¥572.80 for the 2-day term against a total budget of ¥380.00 (¥192.80 over).",
                EN.format(a.budget().verdict().sentence()));
        // On the cautious term no change of the plan comes within ¥380 (LoRA trains as many days on this basis): nothing
        // fits, and the headline says so with the cheapest option and the gap.
        for (Suggestion s : a.budget().suggestions()) {
            assertTrue(s.termCostCny().amount().compareTo(cny("380")) <= 0, s.toString());
        }
        assertTrue(a.budget().nothingFits());
        assertEquals("Nothing fits the budget: ¥380.00 in total for the 2-day term; the first choice that meets the need is "
                + "4 × Huawei Ascend 910B (container by the hour) at ¥572.80 for the term, ¥192.80 over.",
                EN.format(a.budget().headline()));
    }

}
