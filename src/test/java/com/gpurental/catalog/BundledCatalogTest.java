package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The shipped catalog.json against docs/gpu-specs.md. */
class BundledCatalogTest {

    private static final Catalog CATALOG = TestCatalogs.shipped();

    private static Gpu gpu(String id) {
        return CATALOG.gpu(id).orElseThrow(() -> new AssertionError("no GPU " + id));
    }

    @Test
    void listsTheEighteenGpusOfTheIssueInOrder() {
        // The ids, in this order.
        assertEquals(List.of("rtx-4090", "rtx-5090", "h100-sxm", "h100-pcie", "h200", "h20", "a100-40g", "a100-80g", "a10",
                        "l40s", "t4", "v100", "mi250", "mi300x", "ascend-910b", "ascend-310p", "ascend-310b", "hygon-z100",
                        // The China-market cards, after them.
                        "a800-80g", "h800-80g", "l20", "rtx-4090d", "rtx-4090-48g-mod", "rtx-5090d", "rtx-5090d-v2"),
                CATALOG.gpus().stream().map(Gpu::id).toList());
    }

    @Test
    void noGpuCarriesASparseFp16FigureAsItsDenseFigure() {
        // docs/gpu-specs.md "Which FP16 figure": dense is the computing figure; H100 SXM 989.4 dense, 1978.9 sparse.
        assertEquals(989.4, gpu("h100-sxm").fp16DenseTflops(), 0.0);
        assertEquals(1978.9, gpu("h100-sxm").fp16SparseTflops(), 0.0);
        assertEquals(148.0, gpu("h20").fp16DenseTflops(), 0.0);
        assertEquals(165.2, gpu("rtx-4090").fp16DenseTflops(), 0.0);
        assertEquals(312.0, gpu("a100-80g").fp16DenseTflops(), 0.0);
        assertEquals(362.0, gpu("l40s").fp16DenseTflops(), 0.0);
        assertEquals(756.5, gpu("h100-pcie").fp16DenseTflops(), 0.0);
        for (Gpu g : CATALOG.gpus()) {
            if (g.fp16DenseTflops() != null && g.fp16SparseTflops() != null) {
                assertTrue(g.fp16SparseTflops() >= g.fp16DenseTflops(), g.id());
                // NVIDIA's with-sparsity figure is twice the dense one (H20 has no sparsity speed-up: 148 both).
                if (!g.id().equals("h20") && g.vendor().equals("NVIDIA")) {
                    // (docs/gpu-specs.md rounds some pairs: H200 989 / 1979, L40S 362 / 733.)
                    assertEquals(2.0, g.fp16SparseTflops() / g.fp16DenseTflops(), 0.03, g.id());
                }
            }
        }
    }

    @Test
    void correctsTheMarketArticleErrors() {
        // docs/gpu-specs.md "Errors in the market articles".
        assertEquals(192.0, gpu("mi300x").memoryGb(), 0.0);            // not 128
        assertEquals(15.7, gpu("v100").fp32Tflops(), 0.0);             // not 19.5
        assertEquals(733.0, gpu("l40s").int8DenseTops(), 0.0);         // not 140
        assertEquals(125.0, gpu("a10").fp16DenseTflops(), 0.0);        // not 28
        assertEquals(56.0, gpu("ascend-910b").interconnect().perPairGbPerS(), 0.0);  // 392 is the 7-link aggregate
        assertEquals(392.0, gpu("ascend-910b").interconnect().gbPerS(), 0.0);
        assertEquals(56.0, gpu("ascend-910b").interconnect().pairGbPerS(), 0.0);
        assertEquals(InterconnectType.HCCS, gpu("ascend-910b").interconnect().type());
        assertNull(gpu("ascend-910b").bandwidthGbPerS());              // "1312 GB/s" has no source
        assertEquals(3350.0, gpu("h100-sxm").bandwidthGbPerS(), 0.0);  // the SXM card's figures
        assertEquals(2000.0, gpu("h100-pcie").bandwidthGbPerS(), 0.0); // the PCIe card is another product
        assertEquals(140.0, gpu("ascend-310p").int8DenseTops(), 0.0);  // the "140 TOPS" belongs here
    }

    @Test
    void unknownFiguresStayEmpty() {
        // docs/gpu-specs.md: "An empty figure must stay empty in the catalog, never be guessed" — Hygon FP16 is unverified.
        Gpu hygon = gpu("hygon-z100");
        assertNull(hygon.fp16DenseTflops());
        assertNull(hygon.fp16SparseTflops());
        assertNull(hygon.fp32Tflops());
        assertNull(hygon.int8DenseTops());
        assertEquals(32.0, hygon.memoryGb(), 0.0);
        assertNull(gpu("t4").fp16SparseTflops());
        assertNull(gpu("v100").fp16SparseTflops());
    }

    @Test
    void specificationsMatchGpuSpecs() {
        // docs/gpu-specs.md "Specifications": memory GB, bandwidth GB/s, dense FP16, FP32, dense INT8, stack, domestic.
        Object[][] rows = {
                {"rtx-4090", 24.0, 1008.0, 165.2, 82.6, 660.6, SoftwareStack.CUDA, false},
                {"rtx-5090", 32.0, 1792.0, 209.5, 104.8, 838.0, SoftwareStack.CUDA, false},
                {"h100-sxm", 80.0, 3350.0, 989.4, 66.9, 1978.9, SoftwareStack.CUDA, false},
                {"h100-pcie", 80.0, 2000.0, 756.5, 51.0, 1513.0, SoftwareStack.CUDA, false},
                {"h200", 141.0, 4800.0, 989.0, 67.0, 1979.0, SoftwareStack.CUDA, false},
                {"h20", 96.0, 4000.0, 148.0, 44.0, 296.0, SoftwareStack.CUDA, false},
                {"a100-40g", 40.0, 1555.0, 312.0, 19.5, 624.0, SoftwareStack.CUDA, false},
                {"a100-80g", 80.0, 2039.0, 312.0, 19.5, 624.0, SoftwareStack.CUDA, false},
                {"a10", 24.0, 600.0, 125.0, 31.2, 250.0, SoftwareStack.CUDA, false},
                {"l40s", 48.0, 864.0, 362.0, 91.6, 733.0, SoftwareStack.CUDA, false},
                {"t4", 16.0, 320.0, 65.0, 8.1, 130.0, SoftwareStack.CUDA, false},
                {"v100", 32.0, 900.0, 125.0, 15.7, 62.0, SoftwareStack.CUDA, false},
                {"mi250", 128.0, 3200.0, 362.1, 45.3, 362.1, SoftwareStack.ROCM, false},
                {"mi300x", 192.0, 5300.0, 1307.4, 163.4, 2614.9, SoftwareStack.ROCM, false},
                {"ascend-910b", 64.0, null, 320.0, null, 640.0, SoftwareStack.CANN, true},
                {"ascend-310p", 24.0, 204.8, 70.0, null, 140.0, SoftwareStack.CANN, true},
                {"ascend-310b", 4.0, 25.6, 4.0, null, 8.0, SoftwareStack.CANN, true},
                {"hygon-z100", 32.0, null, null, null, null, SoftwareStack.DTK, true},
        };
        for (Object[] r : rows) {
            Gpu g = gpu((String) r[0]);
            assertEquals(r[1], g.memoryGb(), g.id() + " memory");
            assertEquals(r[2], g.bandwidthGbPerS(), g.id() + " bandwidth");
            assertEquals(r[3], g.fp16DenseTflops(), g.id() + " fp16");
            assertEquals(r[4], g.fp32Tflops(), g.id() + " fp32");
            assertEquals(r[5], g.int8DenseTops(), g.id() + " int8");
            assertEquals(r[6], g.stack(), g.id() + " stack");
            assertEquals(r[7], g.domestic(), g.id() + " domestic");
        }
    }

    @Test
    void everyGpuNamesItsSourcesWithAConfidence() {
        for (Gpu g : CATALOG.gpus()) {
            assertFalse(g.sources().isEmpty(), g.id());
            g.sources().forEach(s -> assertNotNull(s.confidence(), g.id()));
        }
        // docs/gpu-specs.md tags: MI300X INT8 is [U]; RTX 4090's FP16 is a vendor figure [V].
        assertEquals(Confidence.U, gpu("mi300x").confidenceOf("int8DenseTops"));
        assertEquals(Confidence.V, gpu("rtx-4090").confidenceOf("fp16DenseTflops"));
        assertEquals(Confidence.U, gpu("ascend-310p").confidenceOf("fp16DenseTflops"));
    }

    @Test
    void offersAreTheReferencePricesOfGpuSpecs() {
        // docs/gpu-specs.md "Reference rental prices": primary list, console list, and the per-card figures derived
        // from the market article's own worked examples. Price per what it is quoted for.
        record Row(String gpu, RentalMode mode, String price, int perCards, Confidence confidence) { }
        List<Row> expected = List.of(
                new Row("rtx-4090", RentalMode.HOURLY, "1.96", 1, Confidence.S),
                new Row("rtx-4090", RentalMode.MONTHLY, "7920", 8, Confidence.S),
                new Row("rtx-5090", RentalMode.MONTHLY, "13990", 8, Confidence.S),
                new Row("h100-sxm", RentalMode.MONTHLY, "84480", 8, Confidence.S),
                new Row("h20", RentalMode.HOURLY, "6.20", 1, Confidence.S),
                new Row("ascend-910b", RentalMode.HOURLY, "3.58", 1, Confidence.S),
                new Row("ascend-910b", RentalMode.MONTHLY, "15600", 8, Confidence.S),
                new Row("rtx-4090", RentalMode.HOURLY, "1.98", 1, Confidence.S),
                new Row("rtx-5090", RentalMode.HOURLY, "2.88", 1, Confidence.S),
                new Row("h20", RentalMode.HOURLY, "7.58", 1, Confidence.S),
                // The console list's A800 (docs/gpu-specs.md "Reference rental prices": a Chinese cloud console's list, A800
                // ¥4.98/h).
                new Row("a800-80g", RentalMode.HOURLY, "4.98", 1, Confidence.S),
                new Row("a10", RentalMode.DAILY, "300", 1, Confidence.U),
                new Row("a10", RentalMode.HOURLY, "5", 1, Confidence.U),
                new Row("l40s", RentalMode.MONTHLY, "7500", 1, Confidence.U),
                new Row("t4", RentalMode.MONTHLY, "12000", 1, Confidence.U),
                new Row("a100-40g", RentalMode.DAILY, "750", 1, Confidence.U));
        List<Row> actual = CATALOG.offers().stream()
                .map(o -> new Row(o.gpuId(), o.mode(), o.priceCny().stripTrailingZeros().toPlainString(), o.perCards(),
                        o.source().confidence()))
                .toList();
        List<Row> normalised = expected.stream()
                .map(r -> new Row(r.gpu(), r.mode(), new BigDecimal(r.price()).stripTrailingZeros().toPlainString(),
                        r.perCards(), r.confidence()))
                .toList();
        assertEquals(normalised, actual);
        CATALOG.offers().forEach(o -> assertEquals(LocalDate.of(2026, 11, 1), o.asOf(), o.id()));
    }

    @Test
    void gpusWithoutAPriceStayInTheCatalog() {
        // GPUs without any price stay in the catalog (shown as "price needed").
        Set<String> priced = CATALOG.offers().stream().map(Offer::gpuId).collect(Collectors.toSet());
        assertEquals(Set.of("rtx-4090", "rtx-5090", "h100-sxm", "h20", "ascend-910b", "a10", "l40s", "t4", "a100-40g",
                "a800-80g"), priced);
        // No dated public price for the other China-market cards, nor for H200 and MI300X: "needs a quote".
        for (String id : List.of("h800-80g", "l20", "rtx-4090d", "rtx-4090-48g-mod", "rtx-5090d", "rtx-5090d-v2", "h200")) {
            assertTrue(CATALOG.offersFor(id).isEmpty(), id);
        }
        assertTrue(CATALOG.gpu("mi300x").isPresent());
        assertTrue(CATALOG.offersFor("mi300x").isEmpty());
        assertEquals(3, CATALOG.offersFor("rtx-4090").size());
    }

    @Test
    void hasTheModelPresetsOfTheIssueWithTheirPublishedShapes() {
        // At least Llama-2 7B/13B/70B, Llama-3 8B/70B, Qwen2.5 7B/14B/32B/72B, Mixtral 8x7B, ChatGLM3-6B.
        // The 2026 models come after them (ModelLibraryTest checks their shapes); today's ids stay first.
        assertEquals(List.of("llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b", "qwen2.5-7b",
                        "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b", "mixtral-8x7b", "chatglm3-6b", "glm-130b", "bloom-176b"),
                CATALOG.models().stream().map(ModelPreset::id).toList().subList(0, 13));
        // Vocabulary sizes from each config.json: the embedding and head stay at 16 bits in quantized checkpoints.
        assertEquals(128_256, CATALOG.model("llama-3-8b").orElseThrow().vocabSize());
        assertEquals(152_064, CATALOG.model("qwen2.5-7b").orElseThrow().vocabSize());
        CATALOG.models().forEach(m -> assertNotNull(m.vocabSize(), m.id()));
        ModelPreset llama = CATALOG.model("llama-2-7b").orElseThrow();
        assertEquals(32, llama.layers());
        assertEquals(32, llama.kvHeads());
        assertEquals(128, llama.headDim());
        ModelPreset seventy = CATALOG.model("llama-2-70b").orElseThrow();
        assertEquals(80, seventy.layers());
        assertEquals(64, seventy.attentionHeads());
        assertEquals(8, seventy.kvHeads());
        ModelPreset mixtral = CATALOG.model("mixtral-8x7b").orElseThrow();
        assertEquals(46.7, mixtral.parametersB(), 0.0);
        assertEquals(12.9, mixtral.activeParametersB(), 0.0);
        CATALOG.models().forEach(m -> assertNotNull(m.source().title(), m.id()));
    }

    @Test
    void hasTheSixIndustryScenariosAndTheTwoLlmPresets() {
        // docs/domain.md §2 plus the LLM training and inference presets and the three 2026 requests.
        assertEquals(List.of("small-training", "large-training", "vision-inspection", "chat-inference", "multimodal-inference",
                        "research-compute", "llm-training", "llm-inference", "deepseek-private", "r1-distill-service",
                        "qwen3-moe-service"),
                CATALOG.scenarios().stream().map(ScenarioPreset::id).toList());
        ScenarioPreset small = CATALOG.scenario("small-training").orElseThrow();
        assertEquals(24.0, small.minimums().memoryGbPerCard(), 0.0);
        assertEquals(28.0, small.minimums().fp16TflopsPerCard(), 0.0);
        ScenarioPreset large = CATALOG.scenario("large-training").orElseThrow();
        // "Large model pre-training (100B+)" sizes a 100B+ model: GLM-130B (arXiv 2210.02414).
        assertEquals("glm-130b", large.defaults().modelId());
        assertTrue(CATALOG.model(large.defaults().modelId()).orElseThrow().parametersB() >= 100);
        assertEquals(80.0, large.minimums().memoryGbPerCard(), 0.0);
        assertEquals(1000.0, large.minimums().fp16TflopsTotal(), 0.0);
        assertEquals(400.0, large.minimums().interconnectGbPerS(), 0.0);
        ScenarioPreset vision = CATALOG.scenario("vision-inspection").orElseThrow();
        assertEquals(200.0, vision.minimums().latencyMs(), 0.0);
        assertEquals(140.0, vision.minimums().int8TopsPerCard(), 0.0);
        assertEquals(16.0, vision.minimums().memoryGbPerCard(), 0.0);
        assertEquals(500_000, vision.vision().imagesPerDay(), 0.0);
        ScenarioPreset chat = CATALOG.scenario("chat-inference").orElseThrow();
        assertEquals(50.0, chat.minimums().usersPerCard(), 0.0);
        assertEquals(48.0, CATALOG.scenario("multimodal-inference").orElseThrow().minimums().memoryGbPerCard(), 0.0);
        assertEquals(19.5, CATALOG.scenario("research-compute").orElseThrow().minimums().fp32TflopsPerCard(), 0.0);
    }

    @Test
    void scalingKeepsNvlinkAboveEightyFivePercentAtEightCardsAndPcieFallsOff() {
        // docs/domain.md §3 "Multi-card scaling": NVLink ≥85% at 8 cards; PCIe falls off sharply beyond 4; HCCS between;
        // docs/domain.md §2: 4 cards ≈ 3.5× one card.
        assertTrue(CATALOG.scalingEfficiency(InterconnectType.NVLINK, 8) >= 0.85);
        assertEquals(0.875, CATALOG.scalingEfficiency(InterconnectType.PCIE, 4), 0.0);
        assertTrue(CATALOG.scalingEfficiency(InterconnectType.PCIE, 8) < 0.7);
        double hccs = CATALOG.scalingEfficiency(InterconnectType.HCCS, 8);
        assertTrue(hccs < CATALOG.scalingEfficiency(InterconnectType.NVLINK, 8));
        assertTrue(hccs > CATALOG.scalingEfficiency(InterconnectType.PCIE, 8));
        assertEquals(1.0, CATALOG.scalingEfficiency(InterconnectType.NVLINK, 1), 0.0);
        // Between listed counts the lower count's value applies.
        assertEquals(CATALOG.scalingEfficiency(InterconnectType.NVLINK, 16),
                CATALOG.scalingEfficiency(InterconnectType.NVLINK, 24), 0.0);
    }

    @Test
    void trainingLosesOnlyWhatALinkLosesAgainstNvlink() {
        // docs/domain.md §3.5: the published training utilisation was measured on NVLink clusters and includes their
        // losses. NVLink keeps all of it at any count; 8 PCIe cards 0.60 ÷ 0.88 = 0.682; 8 HCCS cards 0.80 ÷ 0.88 =
        // 0.909; 4 PCIe cards 0.875 ÷ 0.93 = 0.941; one card 1.
        assertEquals(1.0, CATALOG.trainingLinkFactor(InterconnectType.NVLINK, 2048), 0.0);
        assertEquals(1.0, CATALOG.trainingLinkFactor(InterconnectType.NVLINK, 8), 0.0);
        assertEquals(0.60 / 0.88, CATALOG.trainingLinkFactor(InterconnectType.PCIE, 8), 1e-12);
        assertEquals(0.80 / 0.88, CATALOG.trainingLinkFactor(InterconnectType.HCCS, 8), 1e-12);
        assertEquals(0.875 / 0.93, CATALOG.trainingLinkFactor(InterconnectType.PCIE, 4), 1e-12);
        assertEquals(1.0, CATALOG.trainingLinkFactor(InterconnectType.NONE, 1), 0.0);
    }

    @Test
    void knowsWhereItCameFromAndWhen() {
        assertEquals("catalog.json", CATALOG.origin());
        assertEquals(LocalDate.of(2026, 11, 1), CATALOG.asOf());
    }
}
