package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cards Chinese vendors quote, dense figures only, each with its source (the catalog's
 * {@code sources}), and a reference price only where a dated public one exists.
 */
class ChinaMarketCardsTest {

    private static final Catalog CATALOG = TestCatalogs.shipped();
    private static final List<String> IDS = List.of("a800-80g", "h800-80g", "l20", "rtx-4090d", "rtx-4090-48g-mod",
            "rtx-5090d", "rtx-5090d-v2");

    private static Gpu gpu(String id) {
        return CATALOG.gpu(id).orElseThrow(() -> new AssertionError("no GPU " + id));
    }

    @Test
    void theExportVariantsKeepTheirParentsFiguresWithNvlinkCutTo400() {
        // A800: the A100 80GB SXM's 2,039 GB/s and 312 dense FP16, NVLink 600 → 400 GB/s (aiwiki.ai, TechPowerUp 2023).
        Gpu a800 = gpu("a800-80g");
        assertEquals(80.0, a800.memoryGb());
        assertEquals(2039.0, a800.bandwidthGbPerS());
        assertEquals(312.0, a800.fp16DenseTflops());
        assertEquals(624.0, a800.fp16SparseTflops());
        assertEquals(400.0, a800.interconnect().gbPerS());
        assertEquals(InterconnectType.NVLINK, a800.interconnect().type());
        // H800: the H100 SXM's 3,350 GB/s and 989.4 dense FP16, NVLink 900 → 400 GB/s.
        Gpu h800 = gpu("h800-80g");
        assertEquals(3350.0, h800.bandwidthGbPerS());
        assertEquals(989.4, h800.fp16DenseTflops());
        assertEquals(400.0, h800.interconnect().gbPerS());
        assertEquals(gpu("h100-sxm").fp16DenseTflops(), h800.fp16DenseTflops());
    }

    @Test
    void theL20sTensorFiguresAreItsPublishedDenseOnes() {
        // L20: 48 GB GDDR6, 864 GB/s, 59.35 TFLOPS FP32, 275 W (TopCPU, Technical City). Tensor rate from NVIDIA's
        // partner listing as Tom's Hardware reported it (2024): 119.5 TFLOPS FP16/BF16 and 239 TOPS INT8, dense (the
        // same table gives the H20 its dense 148). The with-sparsity figures (double) are not published: unknown.
        Gpu l20 = gpu("l20");
        assertEquals(864.0, l20.bandwidthGbPerS());
        assertEquals(59.35, l20.fp32Tflops());
        assertEquals(275.0, l20.tdpW());
        assertEquals(119.5, l20.fp16DenseTflops());
        assertEquals(239.0, l20.int8DenseTops());
        assertNull(l20.fp16SparseTflops());
        assertNull(l20.int8SparseTops());
        assertEquals(Confidence.S, l20.confidenceOf("fp16DenseTflops"));
        assertTrue(l20.sources().stream().anyMatch(src -> src.fields().contains("int8DenseTops")
                && src.url().startsWith("https://www.tomshardware.com/")));
    }

    @Test
    void theRtx5090NamesTheCardsSoldInChinaInItsPlace() {
        // The RTX 5090 is not sold in China under the US export rules; the 5090D and 5090D V2 are (Tom's Hardware,
        // 2025-08-12).
        assertEquals(List.of("rtx-5090d", "rtx-5090d-v2"), gpu("rtx-5090").soldInChinaAs());
        assertEquals(List.of(), gpu("rtx-5090d").soldInChinaAs());
    }

    @Test
    void theChineseRtxCardsAreDenseFiguresOnTheFp32AccumulateBasis() {
        // RTX 4090D: 114 SMs, 147.09 dense FP16 (FP32 accumulate; 294.17 sparse), 73.54 FP32, 425 W (hmc-tech, fpsbench).
        Gpu d = gpu("rtx-4090d");
        assertEquals(147.1, d.fp16DenseTflops());
        assertEquals(2 * 147.1, d.fp16SparseTflops(), 0.05);
        assertEquals(24.0, d.memoryGb());
        assertEquals(425.0, d.tdpW());
        // 5090D and V2: FP16 not published; capped at 2,375 of the 5090's 3,352 AI TOPS (Tom's Hardware, 2025-08-12):
        // 209.5 × 2,375 / 3,352 = 148.4 at the low end.
        for (String id : List.of("rtx-5090d", "rtx-5090d-v2")) {
            FigureRange fp16 = gpu(id).range("fp16DenseTflops");
            assertNull(gpu(id).fp16DenseTflops(), id);
            assertEquals(209.5 * 2375 / 3352, fp16.low(), 0.05, id);
            assertEquals(209.5, fp16.high(), id);
            assertEquals(Confidence.D, fp16.confidence(), id);
        }
        // The V2: 24 GB on 384 bits at 28 Gbps = 1,344 GB/s; the 5090D keeps the 5090's 32 GB and 1,792 GB/s.
        assertEquals(24.0, gpu("rtx-5090d-v2").memoryGb());
        assertEquals(384 * 28 / 8.0, gpu("rtx-5090d-v2").bandwidthGbPerS());
        assertEquals(gpu("rtx-5090").bandwidthGbPerS(), gpu("rtx-5090d").bandwidthGbPerS());
        assertEquals(32.0, gpu("rtx-5090d").memoryGb());
    }

    @Test
    void theModifiedCardIsFlaggedAndItsMemoryUnconfirmed() {
        Gpu mod = gpu("rtx-4090-48g-mod");
        assertTrue(mod.modified());
        assertFalse(gpu("rtx-4090").modified());
        assertEquals(48.0, mod.memoryGb());
        assertEquals(Confidence.U, mod.confidenceOf("memoryGb"));
        assertTrue(mod.notes().en().contains("no warranty"), mod.notes().en());
        assertTrue(mod.notes().zh().contains("不提供质保"), mod.notes().zh());
    }

    @Test
    void everyNewCardIsCudaNotDomesticSourcedAndHasAnFp64Figure() throws Exception {
        JsonNode root = new ObjectMapper().readTree(Files.readAllBytes(TestCatalogs.SHIPPED_FILE));
        for (String id : IDS) {
            Gpu g = gpu(id);
            assertEquals(SoftwareStack.CUDA, g.stack(), id);
            assertFalse(g.domestic(), id);
            assertNotNull(g.confidenceOf("memoryGb"), id + ": its memory has a source");
            JsonNode entry = null;
            for (JsonNode n : root.get("gpus")) {
                if (n.get("id").asText().equals(id)) {
                    entry = n;
                }
            }
            // FP64 in the same figure format as fp32Tflops (the double-precision ranking reads it).
            assertTrue(entry.get("fp64Tflops").isNumber(), id);
        }
        assertEquals(1.0, root.get("gpus").get(CATALOG.gpus().indexOf(gpu("h800-80g"))).get("fp64Tflops").asDouble(),
                "H800's FP64 cut to about 1 TFLOPS (widely quoted)");
    }

    @Test
    void onlyTheA800HasADatedReferencePrice() {
        // docs/gpu-specs.md: "A Chinese console list (2026): ... A800 ¥4.98/h". No dated public price for the others, nor
        // for H200 and MI300X: they show "needs a quote".
        List<Offer> a800 = CATALOG.offersFor("a800-80g");
        assertEquals(1, a800.size());
        assertEquals(new BigDecimal("4.98"), a800.get(0).priceCny());
        assertEquals(RentalMode.HOURLY, a800.get(0).mode());
        assertEquals(LocalDate.of(2026, 11, 1), a800.get(0).asOf());
        for (String id : List.of("h800-80g", "l20", "rtx-4090d", "rtx-4090-48g-mod", "rtx-5090d", "rtx-5090d-v2", "h200",
                "mi300x")) {
            assertTrue(CATALOG.offersFor(id).isEmpty(), id);
        }
    }
}
