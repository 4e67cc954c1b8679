package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.PlanJson;
import com.gpurental.catalog.RentalMode;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A training's rental term and its budget hold the cautious estimate its deadline is checked on, and the advice says
 * what the central estimate would cost beside it: a buyer never signs a term the cautious estimate overruns.
 */
class TrainingTermTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Advice request(String name) throws Exception {
        return AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests", name)));
    }

    private static String reason(Candidate c, String key, Messages m) {
        return m.format(c.reasons().stream().filter(r -> r.key().equals(key)).findFirst()
                .orElseThrow(() -> new AssertionError(key + " not in " + c.reasons())));
    }

    /**
     * Qwen2.5-7B (7.61 B parameters) on 1T tokens within 60 days, 88 × H100 SXM (989.4 dense FP16 TFLOPS): central
     * 8 × 7.61e9 × 1e12 ÷ (88 × 989.4e12 × 0.57) = 14.198 days; the slow end at 15 % is 53.95 days and ÷ 0.9 effective
     * time 59.948 days. The term is 60 days (not 14.198 × 1.1 → 16), so 11 servers × ¥84,480 = ¥929,280 a month are
     * billed for 2 months, ¥1,858,560; the 16-day term would bill one month, ¥929,280. The monthly budget of ¥2,000,000
     * is ¥4,000,000 over the 60 days.
     */
    @Test
    void thePreTrainingIsRentedAndBudgetedForItsCautiousSixtyDays() throws Exception {
        Advice a = request("10-pretrain-7b.json");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h100-sxm", lead.gpu().id());
        assertEquals(88, lead.cards());
        assertEquals(RentalMode.MONTHLY, lead.cost().mode());
        assertEquals(60, a.term().billableDays());
        assertEquals(14.198, a.term().taskDays(), 0.001);
        assertEquals(59.948, a.term().cautiousTaskDays(), 0.001);
        assertEquals(16, a.term().central().billableDays());
        assertEquals(new BigDecimal("1858560.00"), lead.cost().termCostCny());
        assertEquals(60, lead.cost().billedDays());
        assertEquals(new BigDecimal("929280.00"), lead.atCentralEstimate().termCostCny());
        assertEquals(new BigDecimal("4000000.00"), lead.budget().budgetForTermCny());
        assertTrue(lead.budget().within());

        assertEquals("Task: about 14.2 days on the central estimate, 59.9 days on the cautious one; rental term sized for "
                + "the cautious estimate: 60 days (the central estimate with the 10% buffer would be 16 days).",
                EN.format(a.termNote()));
        assertEquals("任务：中间估计约 14.2 天，保守估计 59.9 天；租期按保守估计订：60 天（按中间估计加 10% 缓冲为 16 天）。",
                ZH.format(a.termNote()));
        assertEquals("The term is ordered for the cautious estimate, 59.9 days (the slow end with restarts), so 60 days "
                + "at ¥1,858,560 is what to budget: a term sized for the central estimate, 14.2 days (16 days with the 10% "
                + "buffer, ¥929,280), would run out before a slow training ends and lose its servers mid-run. Ask the "
                + "vendor whether the last month can be cancelled or refunded if the training ends early.",
                reason(lead, "reason.termCautious.bareMetal", EN));
        assertEquals("租期按保守估计订：59.9 天（慢端加上中断与重启），因此预算应按 60 天、¥1,858,560 准备；按中间估计 14.2 天"
                + "（加 10% 缓冲为 16 天，¥929,280）订的租期，训练慢时会在中途到期、失去服务器。请向供应商确认：训练提前结束时，"
                + "最后一个月能否退订或退款。", reason(lead, "reason.termCautious.bareMetal", ZH));
        assertEquals("Within budget: ¥1,858,560 for the 60-day term against ¥4,000,000 (¥2,000,000 a month).",
                EN.format(a.budget().headline()));
        // the plain text and the JSON carry the same figures
        String text = AdviceText.render(a, EN);
        assertTrue(text.contains("¥929,280 per month, ¥1,858,560 for the term."), text);
        JsonNode json = AdviceJson.toJson(a, EN);
        assertEquals(60, json.path("term").path("billableDays").asInt());
        assertEquals(59.95, json.path("term").path("cautiousTaskDays").asDouble(), 1e-9);
        assertTrue(json.path("term").path("sizedForCautious").asBoolean());
        assertEquals(16, json.path("term").path("centralBillableDays").asInt());
        JsonNode c = json.path("candidates").get(0);
        assertEquals(0, new BigDecimal("1858560.00").compareTo(c.path("termCostCny").decimalValue()));
        assertEquals(0, new BigDecimal("929280.00").compareTo(c.path("atCentralEstimate").path("termCostCny").decimalValue()));
        assertEquals(30, c.path("atCentralEstimate").path("billedDays").asInt());
    }

    /**
     * By the hour the rental stops when the training ends, so the central cost is what it likely costs, and the cautious
     * term is what to budget. LoRA on Qwen2.5-7B, 0.2 B tokens within 3 days, on 2 × RTX 4090 at ¥1.96 a card-hour:
     * 6 × 7.61e9 × 0.2e9 ÷ (2 × 165.2 TFLOPS × HFU 54.1 %, the 57 % with this link's 94.9 %) = 0.591 days central;
     * the slow end at 15 % ÷ 0.9 = 2.497 days = 59.92 h → 60 started hours, a 3-day term: 2 × 1.96 × 60 = ¥235.20;
     * the central 0.591 × 1.1 × 24 = 15.6 h → 16 h: 2 × 1.96 × 16 = ¥62.72.
     */
    @Test
    void anHourlyTrainingBudgetsTheCautiousHoursAndNamesTheCentralCost() throws Exception {
        Advice a = request("03-lora-7b.json");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(RentalMode.HOURLY, lead.cost().mode());
        assertEquals(2, lead.cards());
        assertEquals(3, a.term().billableDays());
        assertEquals(new BigDecimal("60"), a.term().billableHours(24).stripTrailingZeros().setScale(0));
        assertEquals(new BigDecimal("235.20"), lead.cost().termCostCny());
        assertEquals(new BigDecimal("62.72"), lead.atCentralEstimate().termCostCny());
        assertEquals("The term is ordered for the cautious estimate, 2.5 days (the slow end with restarts), so 3 days at "
                + "¥235.20 is what to budget. If the training runs as the central estimate, 0.6 days (1 day with the 10% "
                + "buffer), it costs ¥62.72: billed by use, the rental stops when the training ends.",
                reason(lead, "reason.termCautious", EN));
        assertEquals("租期按保守估计订：2.5 天（慢端加上中断与重启），因此预算应按 3 天、¥235.20 准备。如训练按中间估计 0.6 天"
                + "完成（加 10% 缓冲为 1 天），费用为 ¥62.72：按用量计费，训练结束即停租。", reason(lead, "reason.termCautious", ZH));
    }

    /** A service is rented for its fixed period: no cautious end, no second cost. */
    @Test
    void aServiceTermHasNoCautiousEnd() throws Exception {
        Advice a = request("11-chat-13b-300.json");
        assertEquals(null, a.term().cautiousTaskDays());
        assertTrue(a.candidates().stream().allMatch(c -> c.atCentralEstimate() == null));
        assertTrue(a.leading().orElseThrow().reasons().stream().map(Message::key).noneMatch(k -> k.startsWith("reason.termCautious")));
    }
}
