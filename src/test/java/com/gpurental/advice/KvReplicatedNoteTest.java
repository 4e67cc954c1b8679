package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.output.text.AdviceText;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Messages;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
            // 60 days: a cluster held 3 months or more is rented as bare metal (issue 32, ClusterRentalTest)
            + "\"rental\":{\"durationDays\":60},\"budget\":{\"monthlyCny\":100000}";

    @Test
    void theLatentCacheHeldOnEveryCardIsExplained() {
        Candidate lead = AdvisorFixture.advise(R1_TEN_USERS).leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(16, lead.cards());
        // Issue 31: served as the engines serve it — data-parallel attention with EP-16 — each card keeps only its own
        // requests' latent cache (23.03 GB ÷ 16), not the whole of it (184.2 GB held before); what each card holds twice
        // now is the shared weights: 17.2 GB × 16 + 655.7 GB of experts = 930.3 GB. A request is not split over the
        // ranks, so a card must also hold one whole 32,768-token request, 2.303 GB, within vLLM's default 90 % of the card
        // (docs/domain.md §9.1): (58.1 + 2.303 + 1) ÷ 0.9 = 68.2 GB a card, below the typical load's (58.1 + 1.44 + 1)
        // × 1.2 = 72.7 GB, so (930.3 + 23.0 + 16) × 1.2 = 1,163.2 GB, 72.7 GB a card.
        assertEquals("16 × NVIDIA H20 96GB hold the 1,163.2 GB needed (72.7 GB per card including the 20% spare; a card "
                + "holds 103.1 GB, its 96 GB as marketed being binary).",
                Messages.forLocale(Messages.EN).format(lead.reasons().get(0)));
        assertEquals("reason.fits", lead.reasons().get(0).key());
    }

    @Test
    void theSpeedNoteNamesTheFixedTimeOfEveryStepThatSetsAMixtureOfExpertsSpeed() {
        // DeepSeek-R1: 61 layers × the latent-attention MoE floor's central 0.50 ms (Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS)
        // = 30.5 ms a token, more than reading its 37B active FP8 weights on tensor parallel 8 takes.
        Advice a = AdvisorFixture.advise(R1_TEN_USERS);
        Candidate lead = a.leading().orElseThrow();
        Messages en = Messages.forLocale(Messages.EN);
        // (the serving stage's p95 at the load: 21.6 tokens/s with the 10 users at their own pace, serving.ClosedLoop; 21.4
        // at the targets' pace, with the chat turn's 354-token default prompt and DeepSeek-R1's
        // default answer with its thinking, 1,527 tokens — Assumptions.REASONING_ANSWER_TOKENS, ServeGen; 21.3 with
        // LMSYS-Chat-1M's 215; 21 with 778 tokens; it was 20.9 as one copy's mean step)
        assertEquals("About 21.6 tokens/s per user with 10 users at once. A mixture of experts spends about 30.5 ms on "
                + "every decode step beyond reading its weights (sending each token to its experts, many small expert "
                + "products, the cards' exchanges); that is longer than reading the weights, so this fixed time, not the "
                + "memory bandwidth, sets the speed.",
                en.format(lead.reasons().get(1)));
        assertEquals("10 位用户同时使用时，每位用户每秒约 21.6 个词元。混合专家模型每生成一步，除读取权重外还要约 30.5 毫秒"
                + "（把词元分给各专家、许多小矩阵运算、卡间交换结果），比读取权重还久：速度主要由这段固定耗时决定，而不是显存带宽。",
                Messages.forLocale(Messages.ZH).format(lead.reasons().get(1)));
        // The fixed time in plain words: per layer, per step over R1's 61 layers (0.32–0.50–0.80 ms × 61 =
        // 19.5–30.5–48.8 ms as shown, Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS), shared by the users of a step.
        List<String> assumptions = a.assumptions().stream().map(en::format).toList();
        org.junit.jupiter.api.Assertions.assertTrue(assumptions.contains("Mixture of experts: besides reading the weights, "
                + "every decode step (one token for each user at once) takes a fixed time for sending tokens to their "
                + "experts, the many small expert products and the cards' exchanges: 320–500–800 µs per layer, "
                + "19.5–30.5–48.8 ms a step over the 61 layers, shared by all users in that step. It is the published "
                + "speed of a single user minus the time to read the weights, measured on DeepSeek-V3/R1 (SGLang on 8 × "
                + "H200 and 16 × H100, vLLM on 8 × H20: about 30–43 tokens/s for one user); speculative decoding "
                + "(multi-token prediction) is not in it."), assumptions::toString);
        // Its assumptions speak of the latent cache, not of grouped-query attention's KV heads.
        org.junit.jupiter.api.Assertions.assertTrue(assumptions.stream().anyMatch(s -> s.startsWith(
                "KV cache uses the model's compressed latent (multi-head latent attention")), assumptions::toString);
        org.junit.jupiter.api.Assertions.assertTrue(assumptions.stream().noneMatch(s -> s.contains("grouped-query")),
                assumptions::toString);
    }

    @Test
    void thePerCardColumnAddsUpToEachCardsNeed() {
        Advice a = AdvisorFixture.advise(R1_TEN_USERS);
        MemoryBreakdown mem = a.memory();
        // Data-parallel attention: each card keeps its own requests' latent cache, 23.027 GB ÷ 16 = 1.439 GB; one whole
        // request of the 32,768-token window, 70,272 B × 32,768 = 2.303 GB, fits within vLLM's default 90 % of a card
        // beside it (docs/domain.md §9.1), so the typical load's cache is the one shown.
        assertEquals(23.027, mem.kvCacheGb(), 0.001);
        assertEquals(1.439, mem.kvCachePerCardGb(), 0.001);
        assertEquals(0, mem.kvCacheCopiesGb(), 1e-9);
        Map<String, Double> perCard = new LinkedHashMap<>();
        a.memoryParts().forEach(p -> perCard.put(p.key(), p.perCardGb()));
        assertEquals(List.of("weights", "kvCache", "overhead", "headroom"), List.copyOf(perCard.keySet()));
        // shared weights 17.17 GB on every card + 655.71 GB of routed experts ÷ 16 = 58.15 GB a card
        assertEquals(930.32 / 16, perCard.get("weights"), 0.01);
        assertEquals(1.439, perCard.get("kvCache"), 0.001);
        assertEquals(1.0, perCard.get("overhead"), 1e-9);
        // the 20% spare on what a card keeps: (58.145 + 1.439 + 1) × 0.2
        assertEquals(12.117, perCard.get("headroom"), 0.01);
        assertEquals(mem.perCardGb(), perCard.values().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
        assertEquals(72.70, mem.perCardGb(), 0.01);
        // the totals add up to the need
        assertEquals(mem.requiredGb(), a.memoryParts().stream().mapToDouble(MemoryPart::totalGb).sum(), 1e-9);
    }

    @Test
    void theMemoryTextSaysOnceHowManyTimesTheCardsKeepTheCache() {
        // The tester's plans/ds.json: DeepSeek-R1 on 8 × H20, tensor parallel 8. The latent cache of 3 requests × 569
        // tokens, 70,272 B a token, is 0.120 GB and every card keeps all of it: 8 copies, 0.96 GB — the KV line and the
        // need count what the cards keep, (84.11 + 0.12 + 1) × 1.2 × 8 = 818.2 GB (817.2 GB with the cache counted once
        // beside a per-card 102.3 GB, tester m6), and one sentence says why.
        Advice ds = AdvisorFixture.advise(MemoryWindowTest.deepseek215().plan());
        assertEquals(8, ds.memory().kvCacheCopies());
        assertEquals(8 * 70_272.0 * 569 * 3 / 1e9, ds.memory().kvCacheHeldGb(), 1e-9);
        assertEquals(818.2, ds.memory().requiredGb(), 0.05);
        assertEquals(ds.memory().perCardGb() * 8, ds.memory().requiredGb(), 1e-9);
        String zh = AdviceText.render(ds, Messages.forLocale(Messages.ZH));
        org.junit.jupiter.api.Assertions.assertTrue(zh.contains("所需显存：818.2 GB，含 20% 余量（按 8 张卡计）："), zh);
        org.junit.jupiter.api.Assertions.assertTrue(zh.contains("  KV 缓存：1 GB"), zh);
        org.junit.jupiter.api.Assertions.assertTrue(zh.contains("张量并行的卡要重复存放 KV 缓存（注意力无法拆到比 KV 头数更多的卡上，"
                + "潜在注意力的缓存则完全不能拆）：这 8 张卡共存 8 份，计 1 GB，即上面 KV 缓存一项和所需显存里计入的数字。"), zh);
        String en = AdviceText.render(ds, Messages.forLocale(Messages.EN));
        org.junit.jupiter.api.Assertions.assertTrue(en.contains("The cards of a tensor-parallel group keep the KV cache more "
                + "than once (it cannot be split over more cards than it has KV heads, and a latent cache not at all): the 8 "
                + "cards keep 8 copies, 1 GB, the figure in the KV cache line and in the memory needed."), en);
        // the fit reason no longer tells it a second way
        assertEquals("reason.fits", ds.leading().orElseThrow().reasons().get(0).key());
        // With data-parallel attention (issue 31) each rank keeps its own requests' cache: no sentence on copies.
        String dp = AdviceText.render(AdvisorFixture.advise(R1_TEN_USERS),
                Messages.forLocale(Messages.EN));
        org.junit.jupiter.api.Assertions.assertFalse(dp.contains("keep the KV cache more than once"), dp);
        // a cache that divides over the cards has no such sentence either
        String plain = AdviceText.render(AdvisorFixture.advise(AdvisorFixture.SEVENTY_B_CHAT),
                Messages.forLocale(Messages.EN));
        org.junit.jupiter.api.Assertions.assertFalse(plain.contains("keep the KV cache more than once"), plain);
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
