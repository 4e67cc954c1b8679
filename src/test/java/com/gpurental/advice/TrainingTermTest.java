package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.catalog.RentalMode;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.PlanJson;
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
     * Request 10: Qwen2.5-7B (7.61 B parameters) on 1 T tokens within 60 days. A training over several servers is a
     * cluster whatever its term (issue 32): bare metal, not hourly containers. 40 × H100 SXM (989.4 dense FP16 TFLOPS,
     * bare metal ¥84,480 a server-month): central 8 × 7.61e9 × 1e12 ÷ (40 × 989.4e12 × 0.57) = 31.24 days; the slow end
     * at HFU 0.38 (Llama 3 405B's lowest measured MFU, arXiv 2407.21783 Table 4) is 46.85 days, ÷ 0.9 effective training
     * time 52.06 → a 53-day term; 5 servers × ¥84,480 = ¥422,400 a month, two whole months ¥844,800 (the central
     * 31.24 × 1.1 → 35 days would bill the same two months). The A800s, priced only as hourly containers in the
     * catalog, need a bare-metal cluster quote.
     */
    @Test
    void thePreTrainingIsRentedAndBudgetedForItsCautiousFiftyThreeDays() throws Exception {
        Advice a = request("10-pretrain-7b.json");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h100-sxm", lead.gpu().id());
        assertEquals(40, lead.cards());
        assertEquals(RentalMode.MONTHLY, lead.cost().mode());
        assertEquals(53, a.term().billableDays());
        assertEquals(31.24, a.term().taskDays(), 0.005);
        assertEquals(52.06, a.term().cautiousTaskDays(), 0.005);
        assertEquals(35, a.term().central().billableDays());
        assertEquals(new BigDecimal("422400"), lead.cost().monthlyCostCny().amount().stripTrailingZeros().setScale(0));
        assertEquals(new BigDecimal("844800"), lead.cost().termCostCny().amount().stripTrailingZeros().setScale(0));
        assertTrue(lead.budget().within());
        assertTrue(a.needsQuote().stream().anyMatch(c -> c.gpu().id().equals("a800-80g")
                && c.reasons().stream().anyMatch(r -> r.key().equals("reason.clusterQuote.short"))), a.needsQuote()::toString);

        assertEquals("Task: about 31.2 days on the central estimate, 52.1 days on the cautious one; rental term sized for "
                + "the cautious estimate: 53 days (the central estimate with the 10% buffer would be 35 days).",
                EN.format(a.termNote()));
        assertEquals("任务：中间估计约 31.2 天，保守估计 52.1 天；租期按保守估计订：53 天（按中间估计加 10% 缓冲为 35 天）。",
                ZH.format(a.termNote()));
        // the assumptions say the term holds the cautious end, not "task + 10 % buffer" (session 19 tester, N)
        assertTrue(a.assumptions().stream().map(ZH::format).anyMatch(s -> s.equals("租期按训练的保守估计订：保守估计 52.1 天"
                + "（已计入中断与重启），向上取整为 53 天；它长于任务时长加 10% 缓冲，因此不再另加缓冲。")),
                () -> a.assumptions().stream().map(ZH::format).toList().toString());
        assertTrue(a.assumptions().stream().noneMatch(m -> m.key().equals("assumption.term")));
        // the plain text and the JSON carry the same figures
        String text = AdviceText.render(a, EN);
        assertTrue(text.contains("¥422,400.00 per month, ¥844,800.00 for the term."), text);
        JsonNode json = AdviceJson.toJson(a, EN);
        assertEquals(53, json.path("term").path("billableDays").asInt());
        assertEquals(52.06, json.path("term").path("cautiousTaskDays").asDouble(), 0.005);
        assertTrue(json.path("term").path("sizedForCautious").asBoolean());
        assertEquals(35, json.path("term").path("centralBillableDays").asInt());
        JsonNode c = json.path("candidates").get(0);
        assertEquals(0, new BigDecimal("844800").compareTo(c.path("termCostCny").decimalValue()));
    }

    /**
     * By the hour the rental stops when the training ends, so the central cost is what it likely costs, and the cautious
     * term is what to budget. LoRA on Qwen2.5-7B, 0.5 B tokens within 3 days (request 03 with 0.5 B instead of 0.2 B:
     * since the slow end is the 38% HFU of published runs, issue 32, 0.2 B fits one card within its buffered central
     * term), on 2 × RTX 4090 at ¥1.96 a card-hour: central 1.5 days; the slow end ÷ 0.9 = 2.5 days → 60 started hours,
     * a 3-day term: 2 × 1.96 × 60 = ¥235.20; the central 1.5 × 1.1 × 24 → 40 h: 2 × 1.96 × 40 = ¥156.80.
     */
    @Test
    void anHourlyTrainingBudgetsTheCautiousHoursAndNamesTheCentralCost() throws Exception {
        Advice a = AdvisorFixture.advise("\"scenario\":\"training\",\"preset\":\"small-training\",\"model\":{\"id\":"
                + "\"qwen2.5-7b\"},\"precision\":\"bf16\",\"training\":{\"method\":\"lora\",\"tokens\":\"0.5B\","
                + "\"targetDays\":3},\"budget\":{\"totalCny\":3000}");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(RentalMode.HOURLY, lead.cost().mode());
        assertEquals(2, lead.cards());
        assertEquals(3, a.term().billableDays());
        assertEquals(new BigDecimal("60"), a.term().billableHours(24).stripTrailingZeros().setScale(0));
        assertEquals(new BigDecimal("235.20"), lead.cost().termCostCny().amount());
        assertEquals(new BigDecimal("156.80"), lead.atCentralEstimate().termCostCny().amount());
        assertEquals("The term is ordered for the cautious estimate, 2.5 days (the slow end with restarts), so 3 days at "
                + "¥235.20 is what to budget. If the training runs as the central estimate, 1.5 days (2 days with the 10% "
                + "buffer), it costs ¥156.80: billed by use, the rental stops when the training ends.",
                reason(lead, "reason.termCautious", EN));
        assertEquals("租期按保守估计订：2.5 天（慢端加上中断与重启），因此预算应按 3 天、¥235.20 准备。如训练按中间估计 1.5 天"
                + "完成（加 10% 缓冲为 2 天），费用为 ¥156.80：按用量计费，训练结束即停租。", reason(lead, "reason.termCautious", ZH));
    }

    /** A service is rented for its fixed period: no cautious end, no second cost. */
    @Test
    void aServiceTermHasNoCautiousEnd() throws Exception {
        Advice a = request("11-chat-13b-300.json");
        assertEquals(null, a.term().cautiousTaskDays());
        assertTrue(a.candidates().stream().allMatch(c -> c.atCentralEstimate() == null));
        assertTrue(a.leading().orElseThrow().reasons().stream().map(Message::key)
                .noneMatch(k -> k.startsWith("reason.termCautious")));
    }
}
