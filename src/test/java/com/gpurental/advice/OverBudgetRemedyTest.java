package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.json.AdviceJson;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Over budget, the plain answer names the best remedy the budget stage found within the budget, with its rental and
 * cost, before "ask for more budget" (issue 32: "budget remedies that keep the project"): a buyer reads it on the first
 * screen, the text to paste and the approval, not only in the engineer's detail.
 */
class OverBudgetRemedyTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Message overBudgetAction(Advice a) {
        List<Message> actions = PlainAnswer.actions(a, a.leading().orElseThrow());
        return actions.stream().filter(m -> m.key().startsWith("plain.action.overBudget")).findFirst().orElseThrow();
    }

    @Test
    void deepSeekForTwoHundredStaffOnFiftyThousandAMonthIsToldTheEngineSpareRemedy() {
        // 200 staff × 30 % in the busiest hour × 6 requests an hour: 16 × H100 by the month, ¥168,960, over ¥50,000 a
        // month; the first remedy within it keeps the model: the serving engine's own spare (vLLM's 90 % of a card,
        // 11.1 % of the need) on 8 × H20 96GB at catalog.json h20-container-hourly ¥6.20 × 8 × 720 h = ¥35,712 a month
        Advice a = AdvisorFixture.advise("\"preset\":\"deepseek-private\",\"inference\":{\"users\":{\"people\":200,"
                + "\"busyShare\":30,\"requestsPerHour\":6}},\"budget\":{\"monthlyCny\":50000},"
                + "\"rental\":{\"durationDays\":365}");
        Message m = overBudgetAction(a);
        assertEquals("plain.action.overBudget.remedy", m.key());
        String en = EN.format(m);
        assertTrue(en.startsWith("Over budget. Within it: Keep a memory spare of 11.1% instead of 20%"), en);
        assertTrue(en.contains(": 8 × NVIDIA H20 96GB, container by the hour, ¥35,712.00 a month (¥434,496.00 for the term). "
                + "Only the "
                + "engine's own 11.1%"
                + " spare is left"), en);
        assertTrue(en.endsWith("Otherwise ask for more budget."), en);
        String zh = ZH.format(m);
        assertTrue(zh.startsWith("超出预算。预算内的办法：显存余量从 20% 降到 11.1%"), zh);
        assertTrue(zh.contains("：8 张 NVIDIA H20 96GB，容器按小时，每月 ¥35,712.00（整个租期 ¥434,496.00）。"), zh);
        assertTrue(zh.endsWith("否则请申请追加预算。"), zh);
        // the JSON answer carries the plain layer too, the remedy first among the actions (docs/cli.md answer.plain)
        com.fasterxml.jackson.databind.JsonNode plain = AdviceJson.toJson(a, ZH).get("answer")
                .get("plain");
        assertEquals(zh, plain.get("actions").get(0).asText());
        // a year of a 2-server cluster with only container prices: the bare-metal cluster at its container estimate,
        // catalog.json h20-container-hourly ¥6.20 × 16 cards × 720 h = ¥71,424 a month, × 24 h × 365 days = ¥868,992
        assertEquals("租 2 台服务器，每台 8 张 NVIDIA H20 96GB（共 16 张）", plain.get("what").asText());
        assertEquals("裸金属集群，估算价，每月 ¥71,424.00，整个租期 365 天共 ¥868,992.00", plain.get("cost").asText());
        assertTrue(plain.get("why").size() <= PlainAnswer.MAX_WHY, plain::toString);
    }

    @Test
    void aRemedyThatOnlyJustFitsSaysSoFirst() {
        // the session 19 tester's plan (20 % in the busiest hour): the first remedy within ¥50,000 is an FP8 KV cache on
        // 8 × H20, ¥35,712 a month (¥6.20 × 8 × 720 h), ¥434,496 over the 365 days (
        // 12 months × ¥35,712 + 5 days × 24 h × 8 × ¥6.20); after it, 0.1 GB a card is left beyond the spare (Budget › 采用 said
        // "刚好放得下"), less than the 1 GB a card the runtime overhead needs, so the trial is said with the remedy (A)
        Advice a = AdvisorFixture.advise("\"preset\":\"deepseek-private\",\"model\":{\"id\":\"deepseek-r1\"},"
                + "\"precision\":\"fp8\",\"inference\":{\"users\":{\"people\":200,\"busyShare\":20,"
                + "\"requestsPerHour\":6}},\"rental\":{\"mode\":\"auto\",\"durationDays\":365},"
                + "\"budget\":{\"monthlyCny\":50000}");
        Suggestion first = a.budget().suggestions().stream().filter(Suggestion::withinBudget).findFirst().orElseThrow();
        assertEquals("suggest.downside.tight", first.downsides().get(0).key());
        String zh = ZH.format(overBudgetAction(a));
        assertTrue(zh.startsWith("超出预算。预算内的办法：模型的对话记忆改用 FP8 存储（原为 FP16）：8 张 NVIDIA H20 96GB，容器按小时，"
                + "每月 ¥35,712.00（整个租期 ¥434,496.00）。按此改动刚好放得下：余量之外每张卡只多出 0.1 GB，签约前必须先试跑一天"), zh);
    }

    @Test
    void withoutARemedyWithinTheBudgetTheGenericStepsStay() {
        // a ¥100 monthly budget for the 7B chat preset: no remedy the engine tries is within it
        Advice a = AdvisorFixture.advise("\"preset\":\"chat-inference\",\"budget\":{\"monthlyCny\":100}");
        Message m = overBudgetAction(a);
        assertEquals("plain.action.overBudget", m.key());
        assertEquals("Over budget: ask for more budget, or shorten the term or serve fewer people at once.", EN.format(m));
    }
}
