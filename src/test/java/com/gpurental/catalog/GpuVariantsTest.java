package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputException;
import com.gpurental.text.Messages;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The forms a card is rented in under one name (docs/gpu-specs.md "Variants under one name"), as the catalog records
 * them: the figures that differ with their source, grade and review date, every other figure the card's own.
 */
class GpuVariantsTest {

    private static final Catalog CATALOG = CatalogLoader.bundled();

    private static GpuVariant variant(String gpu, String name) {
        return CATALOG.gpu(gpu).orElseThrow().variants().stream().filter(v -> v.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void theAscend910bIsRentedAs910b1ToB4WithThe910b4At32Gb() {
        // HAMi ascend-device-configmap.yaml (commit ed35e1c): memoryCapacity 65,536 MiB for 910B2/910B3/910B4-1,
        // 32,768 MiB for 910B4; the 910B1's 64 GB has no document found: [U].
        Gpu g = CATALOG.gpu("ascend-910b").orElseThrow();
        assertEquals(List.of("910B1", "910B2", "910B3", "910B4", "910B4-1"),
                g.variants().stream().map(GpuVariant::name).toList());
        assertEquals(32.0, variant("ascend-910b", "910B4").memoryGb());
        assertEquals(32 * 1.073741824, variant("ascend-910b", "910B4").capacityGb(), 1e-9);
        assertEquals(64.0, variant("ascend-910b", "910B3").memoryGb());
        assertEquals(Confidence.S, variant("ascend-910b", "910B4").source().confidence());
        assertEquals(Confidence.U, variant("ascend-910b", "910B1").source().confidence());
        assertEquals(LocalDate.of(2026, 12, 6), variant("ascend-910b", "910B4").reviewed());
        assertNull(g.catalogVariant(), "the catalog's 910B figures are no one SKU's");
        // a figure the variant does not state is the card's own: HCCS, 56 GB/s a pair
        assertEquals(InterconnectType.HCCS, variant("ascend-910b", "910B4").interconnect().type());
    }

    @Test
    void theA800IsRentedAsTheSxmModuleAndAsPcieCards() {
        GpuVariant sxm = CATALOG.gpu("a800-80g").orElseThrow().catalogVariant();
        assertEquals("A800 80GB SXM", sxm.name());
        assertEquals(2039.0, sxm.bandwidthGbPerS());
        assertTrue(sxm.fastLink());
        GpuVariant pcie = variant("a800-80g", "A800 80GB PCIe");
        assertEquals(1935.0, pcie.bandwidthGbPerS()); // PurePC / Tweakers after Reuters, November 2022
        assertEquals(312.0, pcie.fp16DenseTflops()); // not stated: the card's own
        assertFalse(pcie.fastLink());
        assertEquals(40.0, variant("a800-80g", "A800 40GB PCIe").memoryGb());
        assertEquals(1555.0, variant("a800-80g", "A800 40GB PCIe").bandwidthGbPerS());
    }

    @Test
    void theH100PcieVariantIsTheCatalogsOwnH100PcieEntry() {
        GpuVariant pcie = variant("h100-sxm", "H100 PCIe 80GB");
        Gpu entry = CATALOG.gpu(pcie.sameAs()).orElseThrow();
        assertEquals("h100-pcie", entry.id());
        assertEquals(entry.bandwidthGbPerS(), pcie.bandwidthGbPerS());
        assertEquals(entry.fp16DenseTflops(), pcie.fp16DenseTflops());
        assertEquals(entry.memoryGb(), pcie.memoryGb());
        assertEquals(entry.interconnect(), pcie.interconnect());
        assertEquals(3350.0, CATALOG.gpu("h100-sxm").orElseThrow().catalogVariant().bandwidthGbPerS());
    }

    @Test
    void theH800PcieFiguresAreUnknownNotCopiedFromTheH100() {
        GpuVariant pcie = variant("h800-80g", "H800 PCIe 80GB");
        assertNull(pcie.bandwidthGbPerS());
        assertNull(pcie.fp16DenseTflops());
        assertEquals(80.0, pcie.memoryGb());
        assertEquals(InterconnectType.PCIE, pcie.interconnect().type());
        assertEquals(Confidence.U, pcie.source().confidence());
    }

    @Test
    void theRtx4090WasSoldInChinaUntilTheExportRulesTookEffect() {
        Gpu g = CATALOG.gpu("rtx-4090").orElseThrow();
        assertEquals(List.of("rtx-4090d"), g.soldInChinaAs());
        assertEquals(LocalDate.of(2023, 11, 17), g.soldInChinaUntil());
        assertNull(CATALOG.gpu("rtx-5090").orElseThrow().soldInChinaUntil(), "never sold in China");
    }

    @Test
    void theVariantThatHoldsTheCatalogsFiguresMayNotStateOthers(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root;
        try (InputStream in = GpuVariantsTest.class.getResourceAsStream("/catalog.json")) {
            root = (ObjectNode) json.readTree(in);
        }
        int a800 = 0;
        while (!root.get("gpus").get(a800).get("id").asText().equals("a800-80g")) {
            a800++;
        }
        ((ObjectNode) root.get("gpus").get(a800).get("variants").get(0)).put("bandwidthGbPerS", 1935);
        Path file = dir.resolve("broken-catalog.json");
        Files.write(file, json.writeValueAsBytes(root));
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.load(file));
        assertEquals(1, e.problems().size());
        assertEquals("gpus[" + a800 + "].variants[0].bandwidthGbPerS", e.problems().get(0).path());
        assertEquals(file + ": gpus[" + a800 + "].variants[0].bandwidthGbPerS: The variant that holds the catalog's"
                + " figures states 1,935, but the card's figure is 2,039.", e.render(Messages.forLocale(Messages.EN)));
        assertEquals("error.catalog.variantDiffers", e.problems().get(0).problem().key());
    }
}
