package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model released in FP8 on a card without FP8 tensor cores (docs/gpu-specs.md "FP8"): Ampere (A100, A800, A10),
 * Volta, Turing, CDNA 2 and Ascend run it weight-only — FP8 weights in memory, computed in BF16/FP16 (vLLM's Marlin
 * W8A16) — or upcast; the advice says so and never credits them with FP8 compute.
 */
class Fp8WeightOnlyTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final String R1 = AdvisorFixture.ANY_STACK + "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"id\":\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},"
            + "\"rental\":{\"durationDays\":30}";

    private static Gpu gpu(String id) {
        return AdvisorFixture.CATALOG.gpu(id).orElseThrow();
    }

    @Test
    void theCatalogSaysWhichCardsComputeInFp8() {
        // The makers' architecture whitepapers: FP8 tensor cores from Ada Lovelace, Hopper, Blackwell and AMD CDNA 3 on.
        for (String id : List.of("h100-sxm", "h100-pcie", "h200", "h20", "h800-80g", "rtx-4090", "rtx-4090d", "l40s",
                "l20", "rtx-5090", "rtx-5090d", "mi300x")) {
            assertTrue(gpu(id).fp8TensorCores(), id);
        }
        for (String id : List.of("a100-40g", "a100-80g", "a800-80g", "a10", "v100", "t4", "mi250", "ascend-910b",
                "ascend-310p", "hygon-z100")) {
            assertFalse(gpu(id).fp8TensorCores(), id);
        }
        assertEquals("Ampere", gpu("a800-80g").architecture());
        assertEquals("Hopper", gpu("h20").architecture());
        assertEquals(null, gpu("hygon-z100").architecture(), "no source names it: never assumed to compute in FP8");
    }

    @Test
    void anFp8ModelOnAnAmpereCardIsWarnedAboutInBothLanguages() {
        Advice a = advise(R1);
        Candidate a800 = AdvisorFixture.candidates(a, "a800-80g").get(0);
        Warning w = a800.warnings().stream().filter(x -> x.code() == Warning.Code.FP8_WEIGHT_ONLY).findFirst()
                .orElseThrow(() -> new AssertionError(a800.warnings().toString()));
        assertEquals("NVIDIA A800 80GB SXM has no FP8 tensor cores (architecture: Ampere): the FP8 model runs weight-only, its "
                + "weights held in FP8 as sized here but dequantized and computed in BF16/FP16 (vLLM's Marlin W8A16 "
                + "kernels), at the speed of 8-bit weight-only kernels and FP16 compute, not FP8 compute; or it is "
                + "upcast to BF16, which doubles the weights.", EN.format(w.text()));
        assertEquals("NVIDIA A800 80GB SXM 没有 FP8 张量核心（架构：Ampere）：FP8 模型只能按“仅权重”方式运行，权重按 FP8 存放（即此处的"
                + "显存估算），计算时反量化为 BF16/FP16（vLLM 的 Marlin W8A16 内核），速度按 8 位仅权重内核和 FP16 算力计，而不是"
                + " FP8 算力；或者升精度为 BF16，权重翻倍。", ZH.format(w.text()));
        assertEquals("warning.FP8_WEIGHT_ONLY.action", w.action().key());
        // A Hopper card computes in FP8: no such warning.
        for (Candidate c : AdvisorFixture.candidates(a, "h20")) {
            assertTrue(c.warnings().stream().noneMatch(x -> x.code() == Warning.Code.FP8_WEIGHT_ONLY), c.warnings()::toString);
        }
    }

    @Test
    void weightOnlyFp8DecodesAtTheEightBitWeightOnlyFactorNotAtFullShare() throws Exception {
        // Assumptions.DECODE_FORMAT_FACTOR_FP8_WEIGHT_ONLY = the INT8 weight-only factor (0.83–0.86–0.89, GPTQ-Int8 on
        // A100 with vLLM): an A800 keeps 86% of its bandwidth share for FP8 weights at the central; an H20 all of it.
        Workload w = PlanResolver.resolve(AdvisorFixture.plan(R1), AdvisorFixture.CATALOG, "test").workload();
        assertEquals(new Estimate(0.83, 0.86, 0.89), Performance.formatFactor(w, gpu("a800-80g")));
        assertEquals(Assumptions.DECODE_FORMAT_FACTOR_INT8, Performance.formatFactor(w, gpu("a100-80g")));
        assertEquals(Estimate.exactly(1.0), Performance.formatFactor(w, gpu("h20")));
        // On one 8-card A800 server the step reads the same bytes as it would at full share, ÷ 0.86 slower on the
        // bandwidth side: the memory-bound part of the central step is 1 ÷ 0.86 = 1.163 times an FP8-capable card's.
        double eff = AdvisorFixture.CATALOG.scalingEfficiency(gpu("a800-80g").interconnect().type(), 8);
        Estimate a800 = Performance.decodeStepSecondsRange(w, gpu("a800-80g"), 8, 1, eff);
        Estimate floor = Performance.layerFloorSeconds(w, 8);
        Gpu asIfFp8 = Gpu.builder().id("x").name("x").vendor("NVIDIA").memoryGb(80.0).memoryType("HBM2e")
                .bandwidthGbPerS(gpu("a800-80g").bandwidthGbPerS()).fp16DenseTflops(gpu("a800-80g").fp16DenseTflops())
                .interconnect(gpu("a800-80g").interconnect()).stack(gpu("a800-80g").stack())
                .formFactor(gpu("a800-80g").formFactor()).notes(gpu("a800-80g").notes()).architecture("Hopper").build();
        Estimate full = Performance.decodeStepSecondsRange(w, asIfFp8, 8, 1, eff);
        assertEquals((full.central() - floor.central()) / 0.86, a800.central() - floor.central(), 1e-12);
    }
}
