package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.plan.PlanJson;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The trial the plain answer asks for names its price from the engine (session 18 tester m12). */
class TrialPriceTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    private static Message trial(Advice a, String prefix) {
        return a.plain().actions().stream().filter(m -> m.key().startsWith(prefix)).findFirst().orElseThrow();
    }

    @Test
    void aProvisionalLeadsTrialIsPricedOnTheCardsHourlyOffer() {
        // Qwen2.5-32B for 20 in flight, domestic only, 20 days: Ascend 910B by the hour, whose speed no published figure
        // confirms; one copy (4 cards) for a day: 4 × ¥3.58 × 24 h = ¥343.68 (catalog.json ascend-910b-container-hourly)
        Advice a = AdvisorFixture.advise("\"preset\":\"chat-inference\",\"model\":{\"id\":\"qwen2.5-32b\"},"
                + "\"precision\":\"bf16\",\"domesticOnly\":true,\"inference\":{\"contextTokens\":8192,"
                + "\"concurrentUsers\":20,\"tokensPerSecondPerUser\":15},\"rental\":{\"durationDays\":20}");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        Message t = trial(a, "plain.action.TRIAL_BEFORE_SIGNING");
        assertEquals("plain.action.TRIAL_BEFORE_SIGNING.priced", t.key());
        assertEquals("签约前先按小时租 4 张卡试跑 1 天，约 ¥343.68，速度达到验收数字再签 20 天的合同。", ZH.format(t));
        assertEquals("Before signing, rent 1 server (4 cards) by the hour for a trial of one day, about ¥343.68; sign the"
                + " 20-day contract only when the speed meets the acceptance figures.", EN.format(t));
    }

    @Test
    void aMonthlyLeadsTrialIsPricedByTheHour() throws Exception {
        // examples/requests/05: 8 × RTX 4090 on a bare-metal month; the trial by the hour: 8 × ¥1.96 × 24 h = ¥376.32
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests/05-72b-few-users.json")));
        assertEquals(new BigDecimal("376.32"), a.trialCost().termCostCny().amount());
        assertEquals("签约前按本方案按小时试跑 1 天，约 ¥376.32，确认速度和稳定性。", ZH.format(trial(a, "plain.action.trial")));
    }
}
