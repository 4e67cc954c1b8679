package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * "busyShare" is a percentage (docs/domain.md §3.9): 30 means 30 %. A buyer who types 0.3 for 30 % gets a service sized
 * for 0.3 % — a hundred times too small — without a word. The advice reads the value as typed and says so first, in both
 * languages, with what to enter instead; 1 and above are taken as they are.
 */
class BusyShareFractionTest {

    static final Messages ZH = Messages.forLocale(Messages.ZH);
    static final Messages EN = Messages.forLocale(Messages.EN);

    private static Advice advise(String busyShare) {
        return AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"inference\":{\"users\":"
                + "{\"people\":200,\"busyShare\":" + busyShare + ",\"requestsPerHour\":6}},\"rental\":{\"durationDays\":30}");
    }

    @Test
    void aShareBelowOnePercentIsQuestionedFirstAndKeptAsTyped() {
        Advice a = advise("0.3");
        Warning w = a.warnings().get(0);
        assertEquals(Warning.Code.BUSY_SHARE_FRACTION, w.code());
        // 200 × 0.3 % = 0.6 people in the busiest hour; as typed, not 30 %
        assertEquals(0.003, a.plan().load().busyShare(), 1e-12);
        assertEquals("“最忙时段使用比例（%）”填的是 0.3，即 0.3%：200 人中最忙的一小时只有约 0.6 人在用。0.3 看起来像小数。",
                ZH.format(w.text()));
        assertEquals("如果指 30%，请输入 30（这一栏按百分数填写，例如 30 表示 30%）；如果确实只有 0.3%，可以不改。",
                ZH.format(w.action()));
        assertEquals("The share in the busiest hour (%) is 0.3, that is 0.3 %: of 200 people only about 0.6 use the service"
                + " in that hour. 0.3 looks like a fraction.", EN.format(w.text()));
        assertEquals("If you mean 30 %, enter 30 (the field is in percent: 30 means 30 %); if it really is 0.3 %, leave it.",
                EN.format(w.action()));
        // the plain layer's first thing to do (summary, approval summary, Results' first screen)
        assertEquals("“最忙时段使用比例”填的是 0.3%，看起来像小数：如果指 30%，请改成 30 再出方案。",
                ZH.format(a.plain().actions().get(0)));
    }

    @Test
    void onePercentAndAboveAreTakenAsTheyAre() {
        for (String share : new String[] {"1", "30", "100"}) {
            assertTrue(advise(share).warnings().stream().noneMatch(w -> w.code() == Warning.Code.BUSY_SHARE_FRACTION), share);
        }
    }
}
