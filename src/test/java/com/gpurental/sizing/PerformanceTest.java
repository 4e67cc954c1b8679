package com.gpurental.sizing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.VisionWorkload;
import org.junit.jupiter.api.Test;

/** Speed estimates of docs/domain.md §3 with the calibration of Assumptions (MFU 15–40–50%, bandwidth share by memory type). */
class PerformanceTest {

    private static Gpu gpu(String id) {
        return CatalogLoader.bundled().gpu(id).orElseThrow();
    }

    /** LLaMA-7B (LLaMA paper, arXiv 2302.13971, Table 2): 6.7B parameters, 32 layers, hidden 4096, 32 heads. */
    private static final Architecture LLAMA_7B = new Architecture(6.7, 6.7, 32, 4096, 32, 32, 128, null);

    private static Workload training(Architecture a, Precision p, double tokensB) {
        return new Workload(WorkloadKind.LLM_TRAINING, a, p, TrainingMethod.FULL, tokensB, 2048, 1, true, null,
                2048, 1, null, null, null, Minimums.NONE);
    }

    private static Workload decode(Architecture a, Precision p, int context) {
        return new Workload(WorkloadKind.LLM_INFERENCE, a, p, TrainingMethod.FULL, 1, 2048, 1, true, null,
                context, 1, null, null, null, Minimums.NONE);
    }

    @Test
    void llamaSevenBOnOneTrillionTokensIsWithinTenPercentOfTheLlamaPaper() {
        // LLaMA paper (arXiv 2302.13971, Table 15): LLaMA-7B, 1T tokens, 82,432 A100-80GB GPU-hours.
        // Engine, with activation checkpointing: 8 × 6.7e9 × 1e12 hardware FLOPs / (312 TFLOPS dense × HFU 0.57) =
        // 83,721 GPU-hours (+1.6%; docs/domain.md §3.5).
        double days = Performance.trainingDays(training(LLAMA_7B, Precision.BF16, 1000), gpu("a100-80g"), 1, 1.0);
        double gpuHours = days * 24;
        assertEquals(8 * 6.7e9 * 1e12 / (312e12 * 0.57) / 3600, gpuHours, 1e-6);
        assertEquals(82_432, gpuHours, 82_432 * 0.10);
    }

    @Test
    void trainingTimeDividesByCardsAndTheLinkFactor() {
        // docs/domain.md §3.5: time = 8·N·D / (cards × dense FP16 × HFU × link factor); 0.88 stands for a link keeping
        // 88% of an NVLink cluster's scaling.
        Workload w = training(LLAMA_7B, Precision.BF16, 1000);
        double one = Performance.trainingDays(w, gpu("a100-80g"), 1, 1.0);
        assertEquals(one / (8 * 0.88), Performance.trainingDays(w, gpu("a100-80g"), 8, 0.88), 1e-9);
        // FP32 training runs on the FP32 figure (19.5 TFLOPS on an A100), 16× slower than 312 dense FP16.
        double fp32 = Performance.trainingDays(training(LLAMA_7B, Precision.FP32, 1000), gpu("a100-80g"), 1, 1.0);
        assertEquals(one * 312 / 19.5, fp32, 1e-6);
    }

    @Test
    void h100UsesItsDenseNotItsSparseFigure() {
        // docs/gpu-specs.md "Which FP16 figure": H100 SXM is 989.4 dense; 1978.9 is with sparsity.
        Workload w = training(LLAMA_7B, Precision.BF16, 1000);
        double days = Performance.trainingDays(w, gpu("h100-sxm"), 1, 1.0);
        assertEquals(8 * 6.7e9 * 1e12 / (989.4e12 * 0.57) / 86_400, days, 1e-9);
    }

    @Test
    void unknownFiguresGiveNoEstimateRatherThanZero() {
        // docs/gpu-specs.md: Hygon Z100's FP16 and bandwidth are unverified and stay empty.
        assertNull(Performance.trainingDays(training(LLAMA_7B, Precision.BF16, 1), gpu("hygon-z100"), 1, 1.0));
        assertNull(Performance.tokensPerSecondPerUser(decode(LLAMA_7B, Precision.FP16, 2048), gpu("hygon-z100"), 1, 1, 1.0));
        assertNull(Performance.maxUsers(decode(LLAMA_7B, Precision.FP16, 2048), gpu("hygon-z100"), 1, 20, 1.0));
    }

    @Test
    void aFigureWhoseSourcesDisagreeGivesASpeedOverItsWholeSpread() {
        // docs/gpu-specs.md: Ascend 910B bandwidth, public sources 0.4–1.6 TB/s (confidence U); HBM share 0.33–0.45–0.77
        // (the model makers' batch-1 tables widened it from 0.42–0.50–0.60).
        Workload w = decode(LLAMA_7B, Precision.FP16, 2048);
        Estimate bw = Performance.effectiveBandwidthGbPerS(gpu("ascend-910b"));
        assertEquals(400 * 0.33, bw.low(), 1e-9);
        assertEquals(1000 * 0.45, bw.central(), 1e-9);
        assertEquals(1600 * 0.77, bw.high(), 1e-9);
        Estimate tps = Performance.tokensPerSecondPerUserRange(w, gpu("ascend-910b"), 1, 1, 1.0);
        double bytes = 13.4e9 + 2.0 * 32 * 32 * 128 * 2048 * 2;
        assertEquals(132e9 / bytes, tps.low(), 1e-9);
        assertEquals(1232e9 / bytes, tps.high(), 1e-9);
        assertEquals(450e9 / bytes, Performance.tokensPerSecondPerUser(w, gpu("ascend-910b"), 1, 1, 1.0), 1e-9);
        // A spread of over 9× between the ends (1,232 ÷ 132): the speed cannot be confirmed, only bracketed.
        assertTrue(tps.high() / tps.low() > 9.3);
    }

    @Test
    void llamaSevenBFp16DecodeOnA100At100PercentBandwidthIsAbout6Point6Milliseconds() {
        // llm-analysis (cli99/llm-analysis): LLaMA-7B FP16 decode on A100-80GB ≈ 6.7 ms/token at ideal
        // bandwidth. Weight bytes / bandwidth: 6.74e9 × 2 bytes / 2,039 GB/s = 6.61 ms.
        Architecture llama2 = new Architecture(6.74, 6.74, 32, 4096, 32, 32, 128, null);
        double ideal = llama2.parameters() * Precision.FP16.bytesPerParameter() / (gpu("a100-80g").bandwidthGbPerS() * 1e9);
        assertEquals(6.61, ideal * 1000, 0.01);
        assertTrue(ideal * 1000 >= 6.6 && ideal * 1000 <= 6.7);
    }

    @Test
    void decodeRunsAtTheMeasuredShareOfAnHbmCardsBandwidth() {
        // docs/domain.md §3: tokens/s per sequence ≈ share × bandwidth / (weight bytes + KV bytes read per step). The A100
        // 80GB is HBM2e: share 0.33 (Qwen3-32B on H20, SGLang) – 0.45 (median of nine) – 0.77 (Llama-3.1-8B on A100
        // 40GB, vLLM 0.23.0), see Assumptions.
        Architecture llama2 = new Architecture(6.74, 6.74, 32, 4096, 32, 32, 128, null);
        Workload w = decode(llama2, Precision.FP16, 2048);
        double kvBytes = 2.0 * 32 * 32 * 128 * 2048 * 2;
        double expected = (13.48e9 + kvBytes) / (2039e9 * 0.45);
        assertEquals(expected, Performance.decodeStepSeconds(w, gpu("a100-80g"), 1, 1, 1.0), 1e-12);
        assertEquals(1 / expected, Performance.tokensPerSecondPerUser(w, gpu("a100-80g"), 1, 1, 1.0), 1e-9);
        Estimate step = Performance.decodeStepSecondsRange(w, gpu("a100-80g"), 1, 1, 1.0);
        assertEquals((13.48e9 + kvBytes) / (2039e9 * 0.77), step.low(), 1e-12);
        assertEquals((13.48e9 + kvBytes) / (2039e9 * 0.33), step.high(), 1e-12);
        // A batch reads the weights once and every sequence's KV cache.
        assertEquals((13.48e9 + 8 * kvBytes) / (2039e9 * 0.45),
                Performance.decodeStepSeconds(w, gpu("a100-80g"), 1, 8, 1.0), 1e-12);
        // Two cards at 97% efficiency share the reads, and pay the all-reduce floor: 32 layers × 0.060 ms.
        assertEquals((13.48e9 + kvBytes) / (2 * 2039e9 * 0.45 * 0.97) + 32 * 0.060e-3,
                Performance.decodeStepSeconds(w, gpu("a100-80g"), 2, 1, 0.97), 1e-12);
        // A GDDR card reaches a larger share: RTX 4090 at 0.84 (0.81–0.87).
        assertEquals((13.48e9 + kvBytes) / (1008e9 * 0.84), Performance.decodeStepSeconds(w, gpu("rtx-4090"), 1, 1, 1.0), 1e-12);
    }

    @Test
    void largeBatchesBecomeComputeBound() {
        // docs/domain.md §3: compute bound at 2 × params FLOPs per token, here at MFU 0.4 of dense FP16.
        Architecture llama2 = new Architecture(6.74, 6.74, 32, 4096, 32, 32, 128, null);
        Workload w = decode(llama2, Precision.INT4, 16);
        int batch = 2000;
        double compute = batch * 2 * 6.74e9 / (312e12 * 0.4);
        // INT4 weights as AWQ/GPTQ g128: 4.15625 bits per weight.
        // At the slowest share and INT4 kernel factor (0.33 × 0.47) it still reads faster than it computes.
        double memory = (6.74e9 * 4.15625 / 8 + batch * 2.0 * 32 * 32 * 128 * 16 * 2) / (2039e9 * 0.33 * 0.47);
        assertTrue(compute > memory);
        assertEquals(Estimate.exactly(compute), Performance.decodeStepSecondsRange(w, gpu("a100-80g"), 1, batch, 1.0));
    }

    @Test
    void anFp8StepOnFp8TensorCoresComputesAtFp8AtTheFastEndOnly() {
        // TensorRT-LLM docs/source/blogs/H100vsA100.md: "FP8 is a W8A8 format ... as are the activations, or compute".
        // Llama-2-7B FP8 at batch 2,000 on one H100 SXM (catalog: 989.4 dense FP16, 1,978.9 dense FP8): compute-bound at
        // every end; the centre and slow end at MFU 0.4 of FP16, the fast end of FP8, half the time.
        Architecture llama2 = new Architecture(6.74, 6.74, 32, 4096, 32, 32, 128, null);
        Workload w = decode(llama2, Precision.FP8, 16);
        int batch = 2000;
        double fp16 = batch * 2 * 6.74e9 / (989.4e12 * 0.4);
        Estimate step = Performance.decodeStepSecondsRange(w, gpu("h100-sxm"), 1, batch, 1.0);
        assertEquals(fp16, step.central(), 1e-12);
        assertEquals(fp16, step.high(), 1e-12);
        assertEquals(batch * 2 * 6.74e9 / (1978.9e12 * 0.4), step.low(), 1e-12);
        // A card without FP8 tensor cores dequantizes FP8 to 16 bits: one compute figure at every end (A100: 312).
        Estimate a100 = Performance.decodeStepSecondsRange(w, gpu("a100-80g"), 1, batch, 1.0);
        assertEquals(batch * 2 * 6.74e9 / (312e12 * 0.4), a100.low(), 1e-12);
    }

    @Test
    void maxUsersIsTheSmallestOfBandwidthComputeAndMemoryBounds() {
        // 70B FP16 on 2 × H20 at 20 tokens/s each (the docs/domain.md §3 70B check). Per sequence KV 1.342 GB.
        Architecture seventy = new Architecture(70, 70, 80, 8192, 64, 8, 128, null);
        Workload w = decode(seventy, Precision.FP16, 4096);
        double kv = 1.34217728e9;
        double bandwidth = 2 * 4000e9 * 0.45 * 0.97;                             // HBM3, central share 0.45
        // A step also pays the tensor-parallel floor, 80 layers × 0.060 ms = 4.8 ms of the 50 ms a token.
        double byBandwidth = ((0.05 - 80 * 0.060e-3) * bandwidth - 140e9) / kv;   // 13.3
        double byCompute = 2 * 148e12 * 0.4 * 0.97 / (20 * 2 * 70e9);            // 41.0
        // An H20 "96 GB" holds 96 × 2^30 bytes = 103.08 GB (binary capacity).
        double byMemory = ((96 * 1.073741824 / 1.2 - 1) * 2 * 1e9 - 140e9) / kv; // 22.2
        assertEquals((int) Math.floor(Math.min(byBandwidth, Math.min(byCompute, byMemory))),
                Performance.maxUsers(w, gpu("h20"), 2, 20, 0.97));
        assertEquals(13, Performance.maxUsers(w, gpu("h20"), 2, 20, 0.97));
        // At the low share (0.33) and the high floor (0.085 ms a layer) not even one user gets 20 tokens/s.
        assertEquals(0, Performance.maxUsersRange(w, gpu("h20"), 2, 20, 0.97).low(), 0.0);
    }

    @Test
    void visionLatencyIsPerImageComputeOverInt8AtFortyPercent() {
        // vision-inspection preset: 20 MP × 403 GFLOPs/MP (YOLOv8-L: 165.2 GFLOPs at 640×640) = 8.06 TOPs per image;
        // RTX 4090 INT8 660.6 TOPS dense × 0.4 → 30.5 ms per image, 32.8 images/s.
        VisionWorkload v = new VisionWorkload(20, 500_000, 403, "test");
        Workload w = new Workload(WorkloadKind.VISION, null, Precision.INT8, null, 0, 0, 1, true, null, 0, 0, null, v, 16.0,
                Minimums.NONE);
        assertEquals(8.06, Performance.visionTeraOpsPerImage(w), 1e-12);
        assertEquals(8.06 / (660.6 * 0.4) * 1000, Performance.visionLatencyMs(w, gpu("rtx-4090")), 1e-9);
        assertEquals(660.6 * 0.4 / 8.06, Performance.visionImagesPerSecond(w, gpu("rtx-4090")), 1e-9);
        // The L40S runs on its dense 733 TOPS, not the article's "140 TOPS" (docs/gpu-specs.md errors list).
        assertEquals(8.06 / (733 * 0.4) * 1000, Performance.visionLatencyMs(w, gpu("l40s")), 1e-9);
        assertNull(Performance.visionLatencyMs(w, gpu("hygon-z100")));
    }

    @Test
    void assumptionsAreTheDocumentedConstants() {
        // docs/domain.md §3: training HFU 15–57–71.1% (§3.5, replacing the MFU band 15–40–50% that was multiplied by
        // the scaling efficiency too), bandwidth share by memory type, 20% spare by default (0–50), ~1 GB overhead per
        // card, 1 month = 30 days = 720 h, capacity binary.
        // docs/domain.md §3.5: low 38% (Llama 3 405B's lowest measured MFU, arXiv 2407.21783 Table 4; issue 32)
        assertEquals(new Estimate(0.38, 0.57, 0.711), Assumptions.TRAINING_HFU_BAND);
        assertEquals(2.0, Assumptions.TRAINING_RECOMPUTE_FLOPS_PER_PARAM_TOKEN, 0.0);
        assertEquals(new Estimate(0.81, 0.84, 0.87), Assumptions.DECODE_SHARE_GDDR);
        assertEquals(new Estimate(0.33, 0.45, 0.77), Assumptions.DECODE_SHARE_HBM);
        assertEquals(0.2, Assumptions.HEADROOM, 0.0);
        assertEquals(20, Assumptions.DEFAULT_SPARE_PERCENT, 0.0);
        assertEquals(50, Assumptions.MAX_SPARE_PERCENT, 0.0);
        assertEquals(1073741824.0, Assumptions.CAPACITY_BYTES_PER_CATALOG_GB, 0.0);
        assertEquals(1.0, Assumptions.OVERHEAD_GB_PER_CARD, 0.0);
        assertEquals(30, Assumptions.DAYS_PER_MONTH);
        assertEquals(720, Assumptions.HOURS_PER_MONTH);
        assertEquals(0.10, Assumptions.TERM_BUFFER, 0.0);
    }
}
