package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Session 16: DeepSeek-R1 for 200 staff, sized on R1's thinking-length answers (1,527 tokens, 16 requests in flight),
 * misses 8 × H20 by the seed's 20 % spare alone, and the lead becomes 16 × H100 at ¥168,960 a month against a ¥50,000
 * budget. The budget's remedies now offer the spare the serving engine keeps itself (vLLM uses 90 % of a card by
 * default: a spare of 11.1 % on the need, docs/domain.md §9.1): the same work on 8 × H20 at ¥35,712 a month, with a trial
 * first.
 */
class EngineSpareRemedyTest {

    private static final String DS_BUDGET = MemoryWindowTest.DEEPSEEK + ",\"budget\":{\"monthlyCny\":50000}";

    @Test
    void theEnginesOwnSpareKeepsDeepSeekOnEightH20WithinTheBudget() {
        Advice a = AdvisorFixture.advise(DS_BUDGET);
        // 16 × H20 over 2 servers for a year, the bare-metal cluster at its container estimate (¥71,424 a month)
        assertEquals("h20", a.leading().orElseThrow().gpu().id());
        Suggestion spare = a.budget().suggestions().stream()
                .filter(s -> ((Message) s.description().args().get(0)).key().equals("suggest.engineSpare"))
                .findFirst().orElseThrow(() -> new AssertionError(a.budget().suggestions().toString()));
        assertEquals("h20", spare.gpuId());
        assertEquals(8, spare.cards());
        // 8 × H20 by the hour, 720 h: the catalog's ¥6.20 a card-hour (the figure the 215-token plan also gets)
        assertEquals(0, new BigDecimal("35712").compareTo(spare.monthlyCostCny().amount()));
        assertTrue(spare.withinBudget());
        assertEquals(11.1, spare.plan().memory().sparePercent(), 1e-9);
        Messages zh = Messages.forLocale(Messages.ZH);
        assertTrue(zh.format(spare.description()).startsWith("显存余量从 20% 降到 11.1%（推理软件默认只用每张卡 90% 的显存"),
                zh.format(spare.description()));
    }

    @Test
    void aPlanAlreadyAtTheEnginesSpareIsNotOfferedIt() {
        Advice a = AdvisorFixture.advise(DS_BUDGET + ",\"memory\":{\"sparePercent\":10}");
        assertTrue(a.budget().suggestions().stream()
                .noneMatch(s -> ((Message) s.description().args().get(0)).key().equals("suggest.engineSpare")));
    }
}
