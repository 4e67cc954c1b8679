package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * When the cards of a tensor-parallel group each keep a whole KV cache (DeepSeek's latent cache has no heads to split),
 * the per-card figure times the cards exceeds the total needed; the fit note says by how much and why, so the
 * buyer's engineer can add the figures up (16 × 65.5 GB is not 854.3 GB).
 */
class KvReplicatedNoteTest {

    private static final String R1_TEN_USERS = "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"id\":\"deepseek-r1\"},\"precision\":\"fp8\","
            + "\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10,\"tokensPerSecondPerUser\":15},"
            + "\"rental\":{\"durationDays\":90},\"budget\":{\"monthlyCny\":100000}";

    @Test
    void theLatentCacheHeldOnEveryCardIsExplained() {
        Candidate lead = AdvisorFixture.advise(R1_TEN_USERS).leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(16, lead.cards());
        // KV 23.03 GB (ModernModelsAdviceTest); MLA on 2 servers: 23.03 ÷ 2 on each of the 16 cards = 184.2 GB held.
        assertEquals("16 × NVIDIA H20 96GB hold the 854.3 GB needed (65.5 GB per card including the 20% spare; a card "
                + "holds 103.1 GB, its 96 GB as marketed being binary). The 23 GB KV cache is counted once in the 854.3 GB, "
                + "but the cards of a tensor-parallel group each keep a whole copy of it (the attention cannot be split over "
                + "more cards than it has KV heads), so the cards hold 184.2 GB of it in all.",
                Messages.forLocale(Messages.EN).format(lead.reasons().get(0)));
        assertEquals("reason.fitsKvReplicated", lead.reasons().get(0).key());
    }

    @Test
    void aCacheSplitOverTheCardsKeepsThePlainNote() {
        // 70B dense GQA (8 KV heads) on up to 8 cards: the heads split, nothing is held twice.
        Candidate lead = AdvisorFixture.advise(AdvisorFixture.SEVENTY_B_CHAT).leading().orElseThrow();
        assertEquals("reason.fits", lead.reasons().get(0).key());
    }
}
