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
    void theSpeedNoteNamesThePerLayerWorkThatSetsAMixtureOfExpertsSpeed() {
        // DeepSeek-R1: 61 layers × the latent-attention MoE floor's central 0.50 ms (Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS)
        // = 30.5 ms a token, more than reading its 37B active FP8 weights on tensor parallel 8 takes.
        Advice a = AdvisorFixture.advise(R1_TEN_USERS);
        Candidate lead = a.leading().orElseThrow();
        Messages en = Messages.forLocale(Messages.EN);
        assertEquals("About 20.9 tokens/s per user with 10 users at once (for a mixture of experts each token also pays "
                + "about 30.5 ms of per-layer work, routing it to its experts and joining the cards' results, more than "
                + "reading its weights takes: that work, more than the memory bandwidth, sets the speed).",
                en.format(lead.reasons().get(1)));
        assertEquals("10 位用户同时使用时，每位用户约 20.9 token/秒（混合专家模型每出一个 token 还要花约 30.5 毫秒做逐层的工作："
                + "把它路由到对应的专家，并汇总各张卡的结果；这比读取权重的时间还长，所以速度主要由这部分工作决定，而不是显存带宽）。",
                Messages.forLocale(Messages.ZH).format(lead.reasons().get(1)));
        // Its assumptions speak of the latent cache, not of grouped-query attention's KV heads.
        java.util.List<String> assumptions = a.assumptions().stream().map(en::format).toList();
        org.junit.jupiter.api.Assertions.assertTrue(assumptions.stream().anyMatch(s -> s.startsWith(
                "KV cache uses the model's compressed latent (multi-head latent attention")), assumptions::toString);
        org.junit.jupiter.api.Assertions.assertTrue(assumptions.stream().noneMatch(s -> s.contains("grouped-query")),
                assumptions::toString);
    }

    @Test
    void aCacheSplitOverTheCardsKeepsThePlainNote() {
        // 70B dense GQA (8 KV heads) on up to 8 cards: the heads split, nothing is held twice.
        Candidate lead = AdvisorFixture.advise(AdvisorFixture.SEVENTY_B_CHAT).leading().orElseThrow();
        assertEquals("reason.fits", lead.reasons().get(0).key());
        // and a dense model's speed note stays the bandwidth one
        assertEquals("reason.decode", lead.reasons().get(1).key());
    }
}
