package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.Gpu;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Scientific codes that need double precision (VASP, CP2K, Gaussian, CFD solvers) are judged on FP64, not FP32: the
 * RTX 4090 that wins on FP32 gives 1.29 TFLOPS of FP64 against an A100's 9.7 (vendors' datasheets, catalog.json).
 */
class DoublePrecisionTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** The scientific-computing preset for a team that may run any stack, so every card is judged. */
    private static final String SINGLE = "\"preset\":\"research-compute\",\"software\":\"any\"";
    private static final String DOUBLE = SINGLE + ",\"compute\":{\"doublePrecision\":true}";

    private static Gpu gpu(String id) {
        return CATALOG.gpu(id).orElseThrow();
    }

    @Test
    void everyCatalogCardHasAnFp64FigureWithASourceOrIsUnknown() {
        // The datasheets' FP64 (vector) figures: A100 9.7, H100 SXM 34, H100 PCIe 26, H200 34, V100 SXM2 7.8,
        // MI250 45.3, MI300X 81.7; consumer Ada/Blackwell at 1/64 of FP32 (RTX 4090 82.6 ÷ 64 = 1.29), T4 and A10 at 1/32.
        assertEquals(9.7, gpu("a100-80g").fp64Tflops());
        assertEquals(34.0, gpu("h100-sxm").fp64Tflops());
        assertEquals(26.0, gpu("h100-pcie").fp64Tflops());
        assertEquals(34.0, gpu("h200").fp64Tflops());
        assertEquals(7.8, gpu("v100").fp64Tflops());
        assertEquals(81.7, gpu("mi300x").fp64Tflops());
        assertEquals(1.29, gpu("rtx-4090").fp64Tflops());
        assertEquals(1.64, gpu("rtx-5090").fp64Tflops());
        assertEquals(1.43, gpu("l40s").fp64Tflops());
        assertEquals(1.0, gpu("h20").fp64Tflops());
        assertEquals(Confidence.V, gpu("a100-80g").confidenceOf("fp64Tflops"));
        assertEquals(Confidence.U, gpu("h20").confidenceOf("fp64Tflops"));
        for (String domestic : new String[] {"ascend-910b", "ascend-310p", "ascend-310b", "hygon-z100"}) {
            assertNull(gpu(domestic).fp64Tflops(), domestic + ": no public FP64 figure, so it stays unknown");
        }
        for (Gpu g : CATALOG.gpus()) {
            if (g.fp64Tflops() != null) {
                assertTrue(g.confidenceOf("fp64Tflops") != null, g.id() + " has an FP64 figure without a source");
            }
        }
    }

    @Test
    void singlePrecisionStillGoesToTheRtx4090() {
        // On FP32 the consumer card is the cheapest fit: 82.6 TFLOPS for ¥62.72 over the 4-day term.
        Advice a = advise(SINGLE);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(Speed.Metric.FP32_TFLOPS, lead.speed().metric());
    }

    @Test
    void doublePrecisionRanksOnFp64AndRulesOutConsumerAndInferenceCards() {
        Advice a = advise(DOUBLE);
        Candidate lead = a.leading().orElseThrow();
        // The A800 (A100's FP64: 9.7 TFLOPS) is the cheapest card built for double precision in the catalog.
        assertEquals("a800-80g", lead.gpu().id());
        assertEquals(Speed.Metric.FP64_TFLOPS, lead.speed().metric());
        assertEquals(9.7, lead.speed().value());
        assertEquals("9.7 TFLOPS of double precision (FP64) per card, 50% of its FP32 (19.5 TFLOPS): a card built for"
                + " double precision.", EN.format(lead.reasons().get(1)));
        Rejection rtx = rejection(a, "rtx-4090");
        assertEquals(Rejection.Code.MISSES_INDICATOR, rtx.code());
        assertEquals("Poor choice for double precision: NVIDIA GeForce RTX 4090 gives 1.3 TFLOPS of FP64, only 1/64 of"
                + " its FP32 (82.6 TFLOPS): its double-precision units are cut down, as on consumer, inference and export"
                + " cards. Codes that need double precision (VASP, CP2K, Gaussian, CFD solvers) run at that rate; cards"
                + " built for it run FP64 at half their FP32 (A100 9.7, H100 SXM 34 TFLOPS).", EN.format(rtx.reason()));
        assertEquals("不适合双精度计算：NVIDIA GeForce RTX 4090 的 FP64 算力为 1.3 TFLOPS，只有其 FP32（82.6 TFLOPS）的"
                + " 1/64，其双精度单元被削减（消费级、推理卡和出口特供卡都是如此）。需要双精度的程序（VASP、CP2K、Gaussian、"
                + "CFD 求解器）只能按这个速度运行；为双精度设计的卡 FP64 可达 FP32 的一半（A100 9.7、H100 SXM 34 TFLOPS）。",
                ZH.format(rtx.reason()));
        // H20: 44 ÷ 1 = 1/44; L40S 91.6 ÷ 1.43 = 1/64; T4 8.1 ÷ 0.25 = 1/32; the H800 export part 66.9 ÷ 1 = 1/67.
        assertTrue(EN.format(rejection(a, "h20").reason()).contains("gives 1 TFLOPS of FP64, only 1/44 of its FP32 (44"));
        assertTrue(EN.format(rejection(a, "l40s").reason()).contains("1.4 TFLOPS of FP64, only 1/64"));
        assertTrue(EN.format(rejection(a, "t4").reason()).contains("0.3 TFLOPS of FP64, only 1/32"));
        assertTrue(EN.format(rejection(a, "h800-80g").reason()).contains("only 1/67"));
        for (String weak : new String[] {"rtx-5090", "a10", "l20", "rtx-4090d", "rtx-5090d"}) {
            assertEquals(Rejection.Code.MISSES_INDICATOR, rejection(a, weak).code(), weak);
        }
        // The V100 (7.8 of 15.7) is built for double precision: the preset's FP32 minimum (19.5) no longer applies.
        assertTrue(a.needsQuote().stream().anyMatch(c -> c.gpu().id().equals("v100")), "the V100 fits a double-precision code");
    }

    @Test
    void aCardWithoutAPublishedFp64FigureIsNotEnoughDataNeverAWin() {
        Advice a = advise(DOUBLE);
        for (String unknown : new String[] {"ascend-910b", "hygon-z100"}) {
            Rejection r = rejection(a, unknown);
            assertEquals(Rejection.Code.INSUFFICIENT_DATA, r.code(), unknown);
        }
        assertEquals("Not enough data to judge: Hygon DCU Z100 has no published double-precision (FP64) figure, and the"
                + " code needs double precision; ask the vendor for a measured FP64 figure (for example a DGEMM or HPL run)"
                + " before comparing it.", EN.format(rejection(a, "hygon-z100").reason()));
    }

    @Test
    void theQuestionIsSavedInThePlanFileAndTheAdviceJsonNamesTheMetric() throws Exception {
        Plan p = plan(DOUBLE);
        assertTrue(p.compute().needsDoublePrecision());
        String written = PlanJson.write(p);
        assertTrue(written.contains("\"compute\" : {\n    \"doublePrecision\" : true\n  }"), written);
        Plan back = PlanJson.parse("again.json", written.getBytes(StandardCharsets.UTF_8));
        assertEquals(p.compute(), back.compute());
        assertFalse(plan(SINGLE).compute().needsDoublePrecision());
        assertFalse(PlanJson.write(plan(SINGLE)).contains("\"compute\""));

        JsonNode speed = AdviceJson.toJson(advise(DOUBLE), EN).get("candidates").get(0).get("speed");
        assertEquals("fp64Tflops", speed.get("metric").asText());
        assertEquals(9.7, speed.get("value").asDouble());
    }
}
