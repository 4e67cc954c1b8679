package com.gpurental.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** GPUs as vendors write them, found by one rule (the quote import and the RFQ form's examples). */
class GpuNamesTest {

    private static final Catalog CATALOG = CatalogLoader.bundled();

    private static String id(String written) {
        return GpuNames.find(CATALOG, written).map(Gpu::id).orElse(null);
    }

    @Test
    void theIssuesSpellingsAndOthersFindTheirGpu() {
        Map<String, String> cases = Map.ofEntries(
                Map.entry("A100 80GB", "a100-80g"), Map.entry("A100-80G-SXM", "a100-80g"), Map.entry("a100-80gb", "a100-80g"),
                Map.entry("NVIDIA A100 80G PCIe", "a100-80g"), Map.entry("H20 96G", "h20"), Map.entry("h20", "h20"),
                Map.entry("ＨＢ20", "__none__"), Map.entry("NVIDIA H20", "h20"), Map.entry("RTX 4090 24G", "rtx-4090"),
                Map.entry("GeForce RTX4090", "rtx-4090"), Map.entry("H100 SXM5 80GB", "h100-sxm"),
                Map.entry("H100 PCIe", "h100-pcie"), Map.entry("昇腾 910B", "ascend-910b"), Map.entry("910B 64G", "ascend-910b"),
                Map.entry("L40S", "l40s"), Map.entry("Tesla T4", "t4"));
        cases.forEach((written, id) -> assertEquals("__none__".equals(id) ? null : id, id(written), written));
    }

    @Test
    void aNameThatFitsTwoGpusNamesNone() {
        // A100 comes with 40 and 80 GB, H100 as SXM and PCIe: the buyer must say which.
        assertEquals(Optional.empty(), GpuNames.find(CATALOG, "A100"));
        assertEquals(Optional.empty(), GpuNames.find(CATALOG, "H100 80GB"));
        assertEquals(Optional.empty(), GpuNames.find(CATALOG, "h2o"));
    }
}
