package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import org.junit.jupiter.api.Test;

/**
 * Published speed and memory figures of the 2026 models, reproduced by the engine with the models' own
 * architectures from the catalog (their config.json). Each test names its source and tolerance. Speeds are batch-1
 * decode: the model makers' tables report (prompt + generated) / time with a 1-token prompt and 2,048 tokens
 * generated, so their speed is the decode speed. Memory in the tables is in MiB (2^20 bytes).
 */
class ModelReferenceTest {

    private static final double MIB = 1L << 20;
    /** 2,048 tokens generated after a 1-token prompt: the cache read per step averages 1,025 tokens. */
    private static final int AVERAGE_CONTEXT = 1_025;

    private static Workload workload(String model, String precision, int context) {
        try {
            return PlanResolver.resolve(AdvisorFixture.plan("\"scenario\":\"inference\",\"preset\":\"llm-inference\","
                    + "\"model\":{\"id\":\"" + model + "\"},\"precision\":\"" + precision + "\","
                    + "\"inference\":{\"contextTokens\":" + context + ",\"concurrentUsers\":1}"), AdvisorFixture.CATALOG,
                    "test").workload();
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static Gpu gpu(String id) {
        return AdvisorFixture.CATALOG.gpu(id).orElseThrow();
    }

    /** Batch-1 decode range on {@code cards} cards in one server (NVLink efficiency of the catalog's table). */
    private static Estimate speed(Workload w, String gpu, int cards) {
        double efficiency = cards == 1 ? 1.0 : AdvisorFixture.CATALOG.scalingEfficiency(gpu(gpu).interconnect().type(), cards);
        return Performance.tokensPerSecondPerUserRange(w, gpu(gpu), cards, 1, efficiency);
    }

    private static void assertInRange(double measured, Estimate range) {
        assertTrue(range.contains(measured), () -> measured + " outside " + range);
    }

    private static void assertWithin(double expected, double actual, double tolerance) {
        assertTrue(Math.abs(actual - expected) <= tolerance * expected,
                () -> "expected " + expected + " ± " + tolerance * 100 + "%, was " + actual);
    }

    // ------------------------------------------------------------------ memory

    @Test
    void deepSeekV3CachesSeventyKilobytesATokenWithLatentAttention() {
        // DeepSeek-V2 paper (arXiv 2405.04434) §2.1: MLA caches (d_c + d_h^R) × l elements a token; DeepSeek-V3's
        // config.json: kv_lora_rank 512, qk_rope_head_dim 64, 61 layers → 35,136 values, 70,272 bytes in BF16. Exact.
        Workload w = workload("deepseek-v3", "fp8", 1);
        assertEquals(70_272e-9, MemoryModel.kvCacheGb(w.architecture(), 1, 1, w.kvPrecision()), 1e-15);
        // A plain 128-head cache of the same model would be 2 × 128 × 128 values a layer: 57× more.
        assertEquals(56.9, 2.0 * 128 * 128 / 576, 0.05);
    }

    @Test
    void qwen3EightBTransformersMemoryGrowsByItsGqaCache() {
        // Qwen3 speed benchmark (QwenLM docs, Transformers, H20, BF16, 2,048 tokens generated): 15,947 MiB at input 1,
        // 20,267 MiB at input 30,720. The difference, 30,719 more tokens, is the KV cache: 36 layers × 8 KV heads × 128
        // × 2 × 2 bytes = 147,456 bytes a token → 4.530 GB; measured 4,320 MiB = 4.530 GB. Tolerance 0.5%.
        Workload w = workload("qwen3-8b", "bf16", 1);
        double grown = MemoryModel.kvCacheGb(w.architecture(), 30_720 + 2_048, 1, w.kvPrecision())
                - MemoryModel.kvCacheGb(w.architecture(), 1 + 2_048, 1, w.kvPrecision());
        assertWithin((20_267 - 15_947) * MIB / 1e9, grown, 0.005);
        // And the weights plus the short cache are the 15,947 MiB (16.72 GB) at input 1, within 1%.
        assertWithin(15_947 * MIB / 1e9, MemoryModel.weightsGb(w.architecture(), w.weightFormat())
                + MemoryModel.kvCacheGb(w.architecture(), 2_049, 1, w.kvPrecision()), 0.01);
    }

    @Test
    void qwen3MoeHoldsAllItsExpertsInMemory() {
        // Same table: Qwen3-30B-A3B BF16 at input 1 takes 58,462 MiB = 61.30 GB — all 30.5 B parameters (61.06 GB),
        // not the 3.3 B active ones, + 2,049 tokens × 98,304 bytes of cache. Tolerance 1%.
        Workload w = workload("qwen3-30b-a3b", "bf16", 1);
        assertWithin(58_462 * MIB / 1e9, MemoryModel.weightsGb(w.architecture(), w.weightFormat())
                + MemoryModel.kvCacheGb(w.architecture(), 2_049, 1, w.kvPrecision()), 0.01);
        // FP8: 30,296 MiB = 31.77 GB; FP8 body + BF16 embeddings and head = 31.15 GB + cache. Tolerance 2% (block scales).
        Workload fp8 = workload("qwen3-30b-a3b", "fp8", 1);
        assertWithin(30_296 * MIB / 1e9, MemoryModel.weightsGb(fp8.architecture(), fp8.weightFormat())
                + MemoryModel.kvCacheGb(fp8.architecture(), 2_049, 1, fp8.kvPrecision()), 0.02);
    }

    @Test
    void qwen3ThirtyTwoBAndItsAwqMemory() {
        // Same table: Qwen3-32B BF16 62,751 MiB (65.80 GB) and AWQ-INT4 19,109 MiB (20.04 GB) at input 1. Weights as
        // the engine stores them (AWQ g128 at 4.16 bits, embeddings and head at 16) + 2,049 tokens of cache.
        // Tolerance 1% (BF16) and 4% (AWQ: its zero points and scales are packed differently).
        Workload bf16 = workload("qwen3-32b", "bf16", 1);
        assertWithin(62_751 * MIB / 1e9, MemoryModel.weightsGb(bf16.architecture(), bf16.weightFormat())
                + MemoryModel.kvCacheGb(bf16.architecture(), 2_049, 1, bf16.kvPrecision()), 0.01);
        Workload int4 = workload("qwen3-32b", "int4", 1);
        assertWithin(19_109 * MIB / 1e9, MemoryModel.weightsGb(int4.architecture(), int4.weightFormat())
                + MemoryModel.kvCacheGb(int4.architecture(), 2_049, 1, int4.kvPrecision()), 0.04);
    }

    // ------------------------------------------------------------------ dense decode, the makers' tables

    @Test
    void qwen25ThirtyTwoBBf16OnOneA100IsNoLongerTooSlow() {
        // Qwen2.5 speed benchmark (QwenLM docs, vLLM 0.6.3, A100 80GB, batch 1): Qwen2.5-32B-Instruct BF16 22.13 tok/s.
        // The engine's fastest was 0.60 of the bandwidth (18.7 tok/s); now inside the range.
        assertInRange(22.13, speed(workload("qwen2.5-32b", "bf16", AVERAGE_CONTEXT), "a100-80g", 1));
    }

    @Test
    void qwen25SevenBBf16OnOneA100() {
        // Same table: Qwen2.5-7B-Instruct BF16 84.28 tok/s. Inside the range.
        assertInRange(84.28, speed(workload("qwen2.5-7b", "bf16", AVERAGE_CONTEXT), "a100-80g", 1));
    }

    @Test
    void qwen25SeventyTwoBInt4OnOneA100IsNoLongerTooFast() {
        // Same table: Qwen2.5-72B-Instruct GPTQ-Int4 on 1 GPU 16.47 tok/s. The engine said 25–36 tok/s
        // (0.42–0.60 of the bandwidth over 41.5 GB); with the INT4 kernel factor it is inside the range and the
        // central within 40% (it was 80% too fast).
        Estimate e = speed(workload("qwen2.5-72b", "int4", AVERAGE_CONTEXT), "a100-80g", 1);
        assertInRange(16.47, e);
        assertWithin(16.47, e.central(), 0.40);
    }

    @Test
    void qwen25SeventyTwoBBf16AcrossTwoAndFourA100s() {
        // Same table: Qwen2.5-72B-Instruct BF16, tensor parallel 2: 18.19 tok/s; 4: 31.37 tok/s. Both inside the range
        // (the tensor-parallel floor of Assumptions was measured from these two).
        assertInRange(18.19, speed(workload("qwen2.5-72b", "bf16", AVERAGE_CONTEXT), "a100-80g", 2));
        assertInRange(31.37, speed(workload("qwen2.5-72b", "bf16", AVERAGE_CONTEXT), "a100-80g", 4));
    }

    @Test
    void qwen3DenseBf16OnOneH20() {
        // Qwen3 speed benchmark (QwenLM docs, SGLang 0.4.6.post1, H20 96GB, batch 1): Qwen3-8B BF16 81.73 tok/s,
        // Qwen3-32B BF16 20.72 tok/s. Inside the range (the H20 sits at its slow end).
        assertInRange(81.73, speed(workload("qwen3-8b", "bf16", AVERAGE_CONTEXT), "h20", 1));
        assertInRange(20.72, speed(workload("qwen3-32b", "bf16", AVERAGE_CONTEXT), "h20", 1));
    }

    @Test
    void qwen3FourBitOnOneH20() {
        // Same table: Qwen3-32B AWQ-INT4 47.67 tok/s, Qwen3-14B AWQ-INT4 96.49 tok/s. Inside the range.
        assertInRange(47.67, speed(workload("qwen3-32b", "int4", AVERAGE_CONTEXT), "h20", 1));
        assertInRange(96.49, speed(workload("qwen3-14b", "int4", AVERAGE_CONTEXT), "h20", 1));
    }

    // ------------------------------------------------------------------ MoE and multi-card decode

    @Test
    void qwen3ThirtyBA3BOnOneH20IsNotTheActiveWeightRoofline() {
        // Same table: Qwen3-30B-A3B BF16 on 1 H20, 137.18 tok/s. The active-weight roofline (6.7 GB at 0.45 of 4 TB/s)
        // said 268 tok/s; with the MoE floor the range holds the measurement and the central is within 25%.
        Estimate e = speed(workload("qwen3-30b-a3b", "bf16", AVERAGE_CONTEXT), "h20", 1);
        assertInRange(137.18, e);
        assertWithin(137.18, e.central(), 0.25);
    }

    @Test
    void qwen3TwoHundredThirtyFiveBOnEightAndFourH20s() {
        // Same table: Qwen3-235B-A22B BF16 on 8 H20 (TP 8) 74.50 tok/s; FP8 on 4 H20 (TP 4) 71.65 tok/s. The roofline
        // on active weights said 3–4× faster; now inside the range, the central within 15%.
        Estimate bf16 = speed(workload("qwen3-235b-a22b", "bf16", AVERAGE_CONTEXT), "h20", 8);
        assertInRange(74.50, bf16);
        assertWithin(74.50, bf16.central(), 0.15);
        Estimate fp8 = speed(workload("qwen3-235b-a22b", "fp8", AVERAGE_CONTEXT), "h20", 4);
        assertInRange(71.65, fp8);
        assertWithin(71.65, fp8.central(), 0.15);
    }

    @Test
    void deepSeekV3OnEightH200sAtBatchOne() {
        // SGLang v0.4.1.post2 release notes (sgl-project/sglang PR #2643, 2024-12-29): DeepSeek-V3 FP8, TP 8 on
        // 8 × H200, batch 1, 30.29 tok/s; batch 8, 206.32 tok/s in all (25.8 per user). Both inside the range.
        Workload w = workload("deepseek-v3", "fp8", 384);
        assertInRange(30.29, speed(w, "h200", 8));
        double efficiency = AdvisorFixture.CATALOG.scalingEfficiency(gpu("h200").interconnect().type(), 8);
        assertInRange(206.32 / 8, Performance.tokensPerSecondPerUserRange(w, gpu("h200"), 8, 8, efficiency));
    }

    @Test
    void deepSeekFamilyBatchOneDecodeMatchesItsPublishedMeasurements() {
        // Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS, docs/domain.md §8.2. Published batch-1 decode of DeepSeek-V3/R1 FP8:
        // SGLang PR #2643 (2024-12-29) V3 on 8 × H200 30.29 tok/s; vLLM issue #30832 (2025-12-17) V3.2 on 8 × H20
        // 30 tok/s; tt-inference-server issue #356 (2025-07-09) R1-0528 on 16 × H100 (2 servers) TPOT 23.1 ms, 43.3
        // tok/s. Each inside the range, the centrals within 35 % (the third, the fastest, is the range's fast side).
        Estimate h200 = speed(workload("deepseek-v3", "fp8", 384), "h200", 8);
        assertInRange(30.29, h200);
        assertWithin(30.29, h200.central(), 0.05);
        Estimate h20 = speed(workload("deepseek-v3", "fp8", 3_072), "h20", 8);
        assertInRange(30.0, h20);
        assertWithin(30.0, h20.central(), 0.05);
        Gpu h100 = gpu("h100-sxm");
        Estimate twoServers = Performance.tokensPerSecondPerUserRange(workload("deepseek-r1", "fp8", 256), h100, 8, 2, 1,
                AdvisorFixture.CATALOG.scalingEfficiency(h100.interconnect().type(), 8));
        assertInRange(43.3, twoServers);
        assertWithin(43.3, twoServers.central(), 0.35);
        // A grouped-query MoE keeps the Qwen3-derived floor: 0.10 ms × 94 layers for Qwen3-235B-A22B.
        assertEquals(0.10e-3 * 94, Performance.layerFloorSeconds(workload("qwen3-235b-a22b", "bf16", 1_025), 8).central(),
                1e-12);
        assertEquals(0.50e-3 * 61, Performance.layerFloorSeconds(workload("deepseek-r1", "fp8", 1_025), 8).central(),
                1e-12);
    }

    @Test
    void aBatchOfMoeUsersTouchesMoreExperts() {
        // docs/domain.md §8: at batch 1 a step reads the active weights; a batch touches more distinct experts. DeepSeek-V3
        // with 10 users: E × (1 − (1 − k/E)^B) = 256 × (1 − (248/256)^10) = 69.7 of 256 routed experts a layer.
        Workload w = workload("deepseek-v3", "fp8", 1);
        double perExpertB = (671.03 - 37.55) / 248;
        double expected = (37.55 - 8 * perExpertB + 256 * (1 - Math.pow(248.0 / 256, 10)) * perExpertB) / 671.03;
        assertEquals(expected, w.architecture().readShare(10), 1e-3);
        assertEquals(37.55 / 671.03, w.architecture().readShare(1), 1e-3);
    }

    @Test
    void deepSeekR1OverTwoServersDecodesStageAfterStage() {
        // docs/domain.md §3.6: a copy over 2 servers × 8 H20 (pipeline stages 2, tensor parallel 8 each) passes every
        // token through the first server, then the second: each reads half the weights on its 8 cards, together the
        // whole copy at one server's bandwidth, plus one hop (Assumptions.PIPELINE_HOP_SECONDS, central 0.060 ms). The
        // former estimate summed all 16 cards' bandwidth, as if one tensor-parallel group of 16 read it.
        Workload w = workload("deepseek-r1", "fp8", 32_768);
        Gpu h20 = gpu("h20");
        double eff8 = AdvisorFixture.CATALOG.scalingEfficiency(h20.interconnect().type(), 8);
        Estimate oneServer = Performance.decodeStepSecondsRange(w, h20, 8, 1, eff8);
        Estimate pipeline = Performance.pipelineStepSecondsRange(w, h20, 8, 2, 1, eff8);
        assertEquals(oneServer.central() + 0.060e-3, pipeline.central(), 1e-12);
        assertEquals(oneServer.low() + 0.0065e-3, pipeline.low(), 1e-12);
        assertEquals(oneServer.high() + 0.085e-3, pipeline.high(), 1e-12);
        Estimate tps = Performance.tokensPerSecondPerUserRange(w, h20, 8, 2, 1, eff8);
        assertEquals(1 / pipeline.central(), tps.central(), 1e-9);
        // 1 ÷ (one server's step + 0.060 ms) = 29.66 tokens/s central at batch 1: slower than 16 cards summed. It read
        // 107.38 with the Qwen3-derived MoE floor (0.10 ms a layer); DeepSeek's own family floor (0.50 ms a layer,
        // Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS) puts it beside the ~30 tok/s measured on one 8-card server.
        assertEquals(29.66, tps.central(), 0.005);
        Estimate summed = Performance.tokensPerSecondPerUserRange(w, h20, 16, 1,
                AdvisorFixture.CATALOG.scalingEfficiency(h20.interconnect().type(), 16));
        assertTrue(tps.central() < summed.central(), tps + " vs " + summed);
        // The advice's own H20 candidate (10 users × 32k) reports the pipeline's speed for its 10 users.
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":"
                + "\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},\"rental\":{\"durationDays\":3"
                        + "0}");
        Candidate c = AdvisorFixture.candidate(a, "h20", RentalMode.HOURLY);
        // Issue 31: the engines serve it with data-parallel attention and EP-16 over the two servers, no pipeline stages
        // (lmsys.org, 2025-09-26); its speed is the serving stage's p95 at the load (docs/domain.md §9.3).
        assertEquals(1, c.deployment().pipelineStages());
        assertEquals(16, c.deployment().expertParallel());
        assertEquals(1 / c.deployment().serving().tpotS().central(), c.tokensPerSecond(), 1e-9);
        // 10 users: 20.9 tokens/s each (42.72 with the Qwen3-derived floor), still above the preset's 20.
        // p95 at the load with EP-16 and the chat turn's 354-token default prompt (20.35 at 778 tokens; it was 20.9 as the
        // pipeline's mean step for 10 users); 20.52 since DeepSeek-R1's answer defaults to its 1,527 tokens with the thinking
        // (Assumptions.REASONING_ANSWER_TOKENS, ServeGen): a decoding sequence holds prompt + half the answer (it was 20.46
        // with LMSYS-Chat-1M's 215); 21.60 with the 10 users at their own pace (serving.ClosedLoop: the p95 batch is at
        // most the 10, where the open model's Poisson count reached 10 + 1.645 √10)
        assertEquals(21.60, c.tokensPerSecond(), 0.005);
    }

    @Test
    void aTensorParallelGroupLargerThanTheKvHeadsHoldsEachHeadTwice() {
        // Qwen3-235B-A22B (config.json): 94 layers, 4 KV heads of 128. On tensor parallel 8 (the Qwen3 speed table's
        // BF16 run on 8 × H20) a card cannot hold half a head: each of the 8 cards keeps one whole head, the cache is
        // held 8 ÷ 4 = 2 times. 32k context, 1 user, FP16: 2 × 94 × 4 × 128 × 2 bytes × 32,768 = 6.308 GB in all, a card
        // 6.308 ÷ 4 = 1.577 GB (not 6.308 ÷ 8 = 0.789). On 4 cards (4 heads, one each) it divides as before: 1.577.
        Workload w = workload("qwen3-235b-a22b", "bf16", 32_768);
        double kv = MemoryModel.kvCachePerSequenceGb(w);
        assertEquals(2.0 * 94 * 4 * 128 * 2 * 32_768 / 1e9, kv, 1e-6);
        assertEquals(kv / 4, MemoryModel.kvPerCard(w.architecture(), kv, 8), 1e-12);
        assertEquals(kv / 4, MemoryModel.kvPerCard(w.architecture(), kv, 4), 1e-12);
        assertEquals(kv / 2, MemoryModel.kvPerCard(w.architecture(), kv, 2), 1e-12);
        // Over 2 servers of 8 (pipeline), each server holds half the layers: a card 6.308 ÷ 2 ÷ 4 = 0.789 GB.
        assertEquals(kv / 2 / 4, MemoryModel.kvPerCard(w.architecture(), kv, 16), 1e-12);
        // Llama-3.1-70B's 8 KV heads on 8 cards: one each, divided by 8 as before.
        Workload llama = workload("llama-3.1-70b", "bf16", 32_768);
        double kv8 = MemoryModel.kvCachePerSequenceGb(llama);
        assertEquals(kv8 / 8, MemoryModel.kvPerCard(llama.architecture(), kv8, 8), 1e-12);
        // The memory a card needs counts the copy: weights ÷ 8 + 1.577 GB + 1 GB overhead, + 20 % spare.
        MemoryBreakdown m = MemoryModel.breakdown(w, 8);
        assertEquals((m.weightsGb() / 8 + kv / 4 + 1.0) * 1.2, m.perCardGb(), 1e-9);
    }
}
