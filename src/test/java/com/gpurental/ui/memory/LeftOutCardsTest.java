package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.GpuFit;
import com.gpurental.advice.Rejection;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * A Qwen3-235B serving plan: 16 V100 cards hold the weights, but serving the users at their speed takes 48, and that
 * option is left out as no real alternative. The memory row's cards say 48 (16 hold the memory), as its reason does,
 * instead of "16" beside a reason that needs 48.
 */
class LeftOutCardsTest {

    private static final String PLAN = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
            + "\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-235b-a22b\"},\"precision\":\"fp8\","
            + "\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"mode\":\"auto\",\"durationDays\":30}}";

    @Test
    void theLeftOutOptionsCardsAreTheRowsCards() throws Exception {
        Advice a = new Advisor(CatalogLoader.bundled(), LocalDate.of(2026, 11, 1))
                .advise(PlanJson.parse("qwen3", PLAN.getBytes(StandardCharsets.UTF_8)), "qwen3");
        GpuFit v100 = a.memoryCheck().stream().filter(f -> f.gpu().name().contains("V100")).findFirst().orElseThrow();
        assertEquals(16, v100.cards());
        assertEquals(Rejection.Code.LEFT_OUT, v100.rejection().code());
        // 24 since the serving stage takes the load's own chat-turn prompt (354 tokens, serving.RequestKind; 32 with the
        // 778-token default it took before), 48 under the old per-card user rule
        assertEquals(24, v100.plannedCards());
        assertEquals(v100.rejection().option().memoryUtilization(), v100.plannedUtilization(), 0);
        Messages en = Messages.forLocale(Messages.EN);
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("24\n(16 by memory alone)", MemoryPageViewModel.cardsText(v100, en));
        assertEquals("24\n（单按显存核算为 16 张）", MemoryPageViewModel.cardsText(v100, zh));
        String note = MemoryPageViewModel.note(v100, zh);
        assertTrue(note.contains("24 × NVIDIA V100"), note);
        assertEquals("放得下，\n未入选", MemoryPageViewModel.fitsText(v100, zh));
    }
}
