package com.gpurental.sizing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Minimums;
import org.junit.jupiter.api.Test;

/**
 * The memory formulas of docs/domain.md §3, checked against hand-computed values. GB = 10^9 bytes
 * throughout (Assumptions.BYTES_PER_GB).
 */
class MemoryModelTest {

    /** Llama-2-7B: 6.74B parameters, 32 layers, hidden 4096, 32 heads, 32 KV heads, head dim 128 (Meta model card). */
    static final Architecture LLAMA2_7B = new Architecture(6.74, 6.74, 32, 4096, 32, 32, 128, null);
    /** A 70B model with Llama-2/3-70B's shape: 80 layers, hidden 8192, 64 heads, 8 KV heads (GQA), head dim 128. */
    static final Architecture SEVENTY_B = new Architecture(70, 70, 80, 8192, 64, 8, 128, null);

    static Workload inference(Architecture a, Precision p, int context, int users) {
        return new Workload(WorkloadKind.LLM_INFERENCE, a, p, TrainingMethod.FULL, 1, 2048, 1, true, null,
                context, users, null, null, null, Minimums.NONE);
    }

    static Workload training(Architecture a, Precision p, TrainingMethod method, int seq, int microBatch, boolean checkpointing) {
        return new Workload(WorkloadKind.LLM_TRAINING, a, p, method, 1, seq, microBatch, checkpointing, null,
                4096, 1, null, null, null, Minimums.NONE);
    }

    // ------------------------------------------------------------------ inference

    @Test
    void llama2SevenBKvCacheAt4096TokensIsTwoGiB() {
        // docs/domain.md §3 check: 2 × 32 layers × 32 KV heads × 128 × 4,096 tokens × 1 sequence × 2 bytes
        // = 2,147,483,648 bytes = 2.147 GB = 2.0 GiB.
        double gb = MemoryModel.kvCacheGb(LLAMA2_7B, 4096, 1);
        assertEquals(2_147_483_648L / 1e9, gb, 1e-12);
        assertEquals(2.0, gb * 1e9 / (1L << 30), 1e-12);
    }

    @Test
    void kvCacheUsesKvHeadsNotAttentionHeads() {
        // docs/domain.md §3 (LLM-Viewer #12, vllm-fit #2): grouped-query attention stores 8 KV heads, not 64.
        // 2 × 80 × 8 × 128 × 4,096 × 2 bytes = 1,342,177,280 bytes.
        assertEquals(1.34217728, MemoryModel.kvCacheGb(SEVENTY_B, 4096, 1), 1e-12);
        // Ten sequences hold ten caches.
        assertEquals(13.4217728, MemoryModel.kvCacheGb(SEVENTY_B, 4096, 10), 1e-9);
    }

    @Test
    void llama2SevenBFp16WeightsAre13Point48Gb() {
        // docs/domain.md §3 check: 6.74B × 2 bytes = 13.48 GB.
        MemoryBreakdown m = MemoryModel.breakdown(inference(LLAMA2_7B, Precision.FP16, 4096, 1), 1);
        assertEquals(13.48, m.weightsGb(), 1e-9);
        assertEquals(2.147483648, m.kvCacheGb(), 1e-12);
        assertEquals(1.0, m.overheadGb(), 0.0);
        // (13.48 + 2.147483648 + 1) × 1.2 = 19.9529803776 GB: fits a 24 GB card, not a 16 GB one.
        assertEquals(19.9529803776, m.requiredGb(), 1e-9);
        assertEquals(19.9529803776, m.perCardGb(), 1e-9);
        assertEquals(19.9529803776 - 16.627483648, m.headroomGb(), 1e-9);
        assertTrue(m.perCardGb() < 24 && m.perCardGb() > 16);
    }

    @Test
    void seventyBillionFp16WeightsAre140GbAndNeed172GbOnTwoCards() {
        // docs/domain.md §3 check: 70B × 2 bytes = 140 GB; on 2 cards (140 + 1.342 + 2 × 1 GB overhead) × 1.2 = 172.0 GB.
        MemoryBreakdown m = MemoryModel.breakdown(inference(SEVENTY_B, Precision.FP16, 4096, 1), 2);
        assertEquals(140.0, m.weightsGb(), 1e-9);
        assertEquals(2.0, m.overheadGb(), 0.0);
        assertEquals((140 + 1.34217728 + 2) * 1.2, m.requiredGb(), 1e-9);
        assertEquals(172.0, m.requiredGb(), 0.05);
        // Each of the two cards holds half of weights + KV plus its own overhead, with the spare: 86.0 GB < 96 GB (H20).
        assertEquals(((140 + 1.34217728) / 2 + 1) * 1.2, m.perCardGb(), 1e-9);
        assertTrue(m.perCardGb() < 96);
        // One card would need 170.8 GB: more than an H20's 96 GB.
        assertTrue(MemoryModel.breakdown(inference(SEVENTY_B, Precision.FP16, 4096, 1), 1).perCardGb() > 96);
    }

    @Test
    void seventyBillionInt8WeightsAre70GbAndFitOneH20WithHeadroom() {
        // docs/domain.md §3 check: 70B × 1 byte = 70 GB, fits one H20 96GB with headroom.
        MemoryBreakdown m = MemoryModel.breakdown(inference(SEVENTY_B, Precision.INT8, 4096, 1), 1);
        assertEquals(70.0, m.weightsGb(), 1e-9);
        assertEquals((70 + 1.34217728 + 1) * 1.2, m.perCardGb(), 1e-9);
        assertTrue(m.perCardGb() < 96);
    }

    @Test
    void bytesPerParameterFollowThePrecision() {
        // docs/domain.md §3: FP32 4 · BF16/FP16 2 · FP8/INT8 1 · INT4 0.5.
        assertEquals(4.0, Precision.FP32.bytesPerParameter(), 0.0);
        assertEquals(2.0, Precision.BF16.bytesPerParameter(), 0.0);
        assertEquals(2.0, Precision.FP16.bytesPerParameter(), 0.0);
        assertEquals(1.0, Precision.FP8.bytesPerParameter(), 0.0);
        assertEquals(1.0, Precision.INT8.bytesPerParameter(), 0.0);
        assertEquals(0.5, Precision.INT4.bytesPerParameter(), 0.0);
    }

    @Test
    void int4IsStoredAsAwqGptqGroup128AtFourPointOneSixBits() {
        // docs/domain.md §3: real 4-bit checkpoints carry scales; AWQ/GPTQ g128 store 4.1–4.25 bits per weight. AutoAWQ
        // layout: 4-bit weight + one FP16 scale + one 4-bit zero per 128 weights = 4 + 20/128 = 4.15625 bits.
        assertEquals(WeightFormat.INT4_AWQ_GPTQ_G128, WeightFormat.assumedFor(Precision.INT4));
        assertEquals(4.15625, WeightFormat.INT4_AWQ_GPTQ_G128.bits(), 0.0);
        // No vocabulary known: every weight at 4.15625 bits → 70e9 × 4.15625 / 8 = 36.37 GB (not the bare 35 GB).
        assertEquals(36.3671875, MemoryModel.breakdown(inference(SEVENTY_B, Precision.INT4, 4096, 1), 1).weightsGb(), 1e-9);
        // Embeddings and head stay at 16 bits: Llama-3-8B (vocab 128,256 × hidden 4096, untied = 1.0507 B parameters)
        // → (6.9793 B × 4.15625 + 1.0507 B × 16) / 8 = 3.626 + 2.101 = 5.727 GB.
        Architecture llama3 = new Architecture(8.03, 8.03, 32, 4096, 32, 8, 128, null,
                Architecture.embeddingParametersB(128_256, 4096, false));
        double embed = 128_256.0 * 4096 * 2;
        assertEquals(((8.03e9 - embed) * 4.15625 + embed * 16) / 8 / 1e9, MemoryModel.weightsGb(llama3, Precision.INT4), 1e-9);
        assertEquals(5.727, MemoryModel.weightsGb(llama3, Precision.INT4), 0.001);
    }

    @Test
    void theSpareIsAPlanSetting() {
        // Plan memory.sparePercent (docs/domain.md §3: the 20% spare is the default, visible and adjustable; vLLM keeps 10%).
        Workload ten = new Workload(WorkloadKind.LLM_INFERENCE, LLAMA2_7B, Precision.FP16, TrainingMethod.FULL, 1, 2048, 1,
                true, null, 4096, 1, null, null, null, Minimums.NONE, 10, KvPrecision.FP16);
        MemoryBreakdown m = MemoryModel.breakdown(ten, 1);
        assertEquals((13.48 + 2.147483648 + 1) * 1.10, m.perCardGb(), 1e-9);
        assertEquals((13.48 + 2.147483648 + 1) * 0.10, m.headroomGb(), 1e-9);
        assertEquals(10, m.sparePercent(), 0.0);
        assertEquals(1.1, MemoryModel.fixedPerCardGb(ten), 1e-12);
        // The default stays 20%.
        assertEquals(20, MemoryModel.breakdown(inference(LLAMA2_7B, Precision.FP16, 4096, 1), 1).sparePercent(), 0.0);
    }

    @Test
    void anFp8OrInt8KvCacheIsHalfTheFp16One() {
        // vLLM --kv-cache-dtype fp8 / LMDeploy quant_policy=8: one byte per value instead of two.
        assertEquals(1.073741824, MemoryModel.kvCacheGb(LLAMA2_7B, 4096, 1, KvPrecision.FP8), 1e-12);
        assertEquals(1.073741824, MemoryModel.kvCacheGb(LLAMA2_7B, 4096, 1, KvPrecision.INT8), 1e-12);
        Workload fp8 = new Workload(WorkloadKind.LLM_INFERENCE, LLAMA2_7B, Precision.FP16, TrainingMethod.FULL, 1, 2048, 1,
                true, null, 4096, 10, null, null, null, Minimums.NONE, 20, KvPrecision.FP8);
        assertEquals(10.73741824, MemoryModel.breakdown(fp8, 1).kvCacheGb(), 1e-9);
    }

    // ------------------------------------------------------------------ training

    @Test
    void fullFineTuneIsSixteenBytesPerParameterPlusActivations() {
        // Transformer Math 101 / ZeRO (arXiv 1910.02054) §3: 2 weights + 2 gradients + 12 Adam (fp32 copy,
        // momentum, variance) = 16 bytes per parameter. 6.74B → 13.48 + 13.48 + 80.88 = 107.84 GB.
        MemoryBreakdown m = MemoryModel.breakdown(training(LLAMA2_7B, Precision.BF16, TrainingMethod.FULL, 2048, 1, true), 1);
        assertEquals(13.48, m.weightsGb(), 1e-9);
        assertEquals(13.48, m.gradientsGb(), 1e-9);
        assertEquals(80.88, m.optimizerGb(), 1e-9);
        assertEquals(107.84, m.weightsGb() + m.gradientsGb() + m.optimizerGb(), 1e-9);
        assertEquals(6.74, m.trainableParametersB(), 0.0);
        // Activations with checkpointing: 2·s·b·h·L = 2 × 2048 × 1 × 4096 × 32 bytes = 0.536870912 GB.
        assertEquals(0.536870912, m.activationsGb(), 1e-12);
        assertEquals((107.84 + 0.536870912 + 1) * 1.2, m.perCardGb(), 1e-9);
    }

    @Test
    void sevenBillionFullTrainingDoesNotFitOne24GbCard() {
        // docs/gpu-specs.md "Errors in the market articles": a 7B model cannot be fully trained on one 24 GB card
        // (16 bytes/param ≈ 112 GB before activations).
        MemoryBreakdown m = MemoryModel.breakdown(training(LLAMA2_7B, Precision.BF16, TrainingMethod.FULL, 2048, 1, true), 1);
        assertTrue(m.perCardGb() > 100, "per card " + m.perCardGb());
    }

    @Test
    void zeroThreeShardsTheSixteenBytesButNotTheActivations() {
        // docs/domain.md §3: sharded over N cards (ZeRO-3/FSDP) the 16 bytes/param divide by N; activations are per card.
        Workload w = training(LLAMA2_7B, Precision.BF16, TrainingMethod.FULL, 2048, 1, true);
        MemoryBreakdown four = MemoryModel.breakdown(w, 4);
        assertEquals((107.84 / 4 + 0.536870912 + 1) * 1.2, four.perCardGb(), 1e-9);
        // Totals over all cards: the states once, activations and overhead on every card.
        assertEquals(4 * 0.536870912, four.activationsGb(), 1e-12);
        assertEquals(4.0, four.overheadGb(), 0.0);
        assertEquals((107.84 + 4 * 0.536870912 + 4) * 1.2, four.requiredGb(), 1e-9);
        MemoryBreakdown eight = MemoryModel.breakdown(w, 8);
        assertEquals((107.84 / 8 + 0.536870912 + 1) * 1.2, eight.perCardGb(), 1e-9);
    }

    @Test
    void activationsWithoutCheckpointingFollowKorthikanti() {
        // Korthikanti et al. arXiv 2205.05198: without recomputation s·b·h·L·(34 + 5·a·s/h) bytes.
        // 2048 × 1 × 4096 × 32 × (34 + 5 × 32 × 2048 / 4096) = 268,435,456 × 114 = 30,601,641,984 bytes.
        assertEquals(30.601641984, MemoryModel.activationsPerCardGb(LLAMA2_7B, 2048, 1, false), 1e-12);
        // With full recomputation 2·s·b·h·L: micro-batch 4 is four times micro-batch 1.
        assertEquals(4 * 0.536870912, MemoryModel.activationsPerCardGb(LLAMA2_7B, 2048, 4, true), 1e-12);
        // The shape matters: a = 64, h = 8192, L = 80, s = 4096, b = 2.
        double sbhL = 4096.0 * 2 * 8192 * 80;
        assertEquals(sbhL * (34 + 5.0 * 64 * 4096 / 8192) / 1e9, MemoryModel.activationsPerCardGb(SEVENTY_B, 4096, 2, false),
                1e-9);
        assertEquals(2 * sbhL / 1e9, MemoryModel.activationsPerCardGb(SEVENTY_B, 4096, 2, true), 1e-12);
    }

    @Test
    void loraKeepsTheFrozenBaseAndSixteenBytesPerTrainableParameter() {
        // docs/domain.md §3 / LoRA arXiv 2106.09685: frozen base weights at training precision + ~16 bytes per
        // trainable parameter + activations. Rank 16 on q, k, v, o: 32 layers × 8 × 4096 × 16 = 16,777,216.
        double trainable = 32.0 * 8 * 4096 * 16;
        assertEquals(trainable / 1e9, MemoryModel.loraTrainableB(LLAMA2_7B), 1e-15);
        MemoryBreakdown m = MemoryModel.breakdown(training(LLAMA2_7B, Precision.BF16, TrainingMethod.LORA, 2048, 1, true), 1);
        assertEquals((6.74e9 * 2 + trainable * 2) / 1e9, m.weightsGb(), 1e-9);
        assertEquals(trainable * 2 / 1e9, m.gradientsGb(), 1e-12);
        assertEquals(trainable * 12 / 1e9, m.optimizerGb(), 1e-12);
        assertEquals(trainable * 16 / 1e9, m.weightsGb() - 13.48 + m.gradientsGb() + m.optimizerGb(), 1e-9);
        assertEquals((13.48 + trainable * 16 / 1e9 + 0.536870912 + 1) * 1.2, m.perCardGb(), 1e-9);
        // LoRA on a 7B model fits one 24 GB card (docs/gpu-specs.md: "true for LoRA/QLoRA").
        assertTrue(m.perCardGb() < 24);
    }

    @Test
    void qloraKeepsTheBaseInNf4WithDoubleQuantization() {
        // QLoRA arXiv 2305.14314 §3: NF4 with double quantization = 4 + 8/64 + 32/(64·256) = 4.127 bits per
        // parameter (≈0.52 byte), + adapters + activations.
        MemoryBreakdown m = MemoryModel.breakdown(training(SEVENTY_B, Precision.BF16, TrainingMethod.QLORA, 2048, 1, true), 1);
        double trainable = 80.0 * 8 * 8192 * 16;
        double bits = 4 + 8.0 / 64 + 32.0 / (64 * 256);
        assertEquals(4.127, bits, 0.001);
        assertEquals((70e9 * bits / 8 + trainable * 2) / 1e9, m.weightsGb(), 1e-9);
        assertEquals(trainable * 12 / 1e9, m.optimizerGb(), 1e-12);
        // 36.11 GB base + 1.34 GB adapter states + 2.68 GB activations + 1 GB overhead, × 1.2.
        double activations = 2.0 * 2048 * 8192 * 80 / 1e9;
        assertEquals((70 * bits / 8 + trainable * 16 / 1e9 + activations + 1) * 1.2, m.perCardGb(), 1e-9);
    }

    @Test
    void aCardSmallerThanTheFixedPartCanNeverHoldItsShare() {
        // Activations and overhead do not shrink with more cards: without checkpointing a 7B model needs
        // (30.60 + 1) × 1.2 = 37.9 GB on every card, more than a 24 GB card whatever the count.
        Workload w = training(LLAMA2_7B, Precision.BF16, TrainingMethod.FULL, 2048, 1, false);
        assertEquals((30.601641984 + 1) * 1.2, MemoryModel.fixedPerCardGb(w), 1e-9);
        assertEquals(1.2, MemoryModel.fixedPerCardGb(inference(LLAMA2_7B, Precision.FP16, 4096, 1)), 1e-12);
    }
}
