package com.gpurental.ui.checklist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * Issue 34: the GPU of a measurement typed on the Checklist page is checked against the catalog (the bundled
 * catalog.json's ids and names); a GPU it lacks is refused in the user's language with a valid id.
 */
class MeasurementGpuTest {

    private static final Catalog CATALOG = CatalogLoader.bundled();
    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static String id(String typed) {
        MeasurementGpu.Result r = MeasurementGpu.resolve(CATALOG, 1, typed);
        assertNull(r.problem());
        return r.id();
    }

    private static MeasurementGpu.Result refused(String typed) {
        MeasurementGpu.Result r = MeasurementGpu.resolve(CATALOG, 2, typed);
        assertNull(r.id());
        return r;
    }

    @Test
    void theCatalogsIdInAnyCaseItsNameOrTheNameAMachineReportsIsTheId() {
        assertEquals("h20", id("H20"));
        assertEquals("a800-80g", id(" NVIDIA A800 80GB SXM "));
        assertEquals("h20", id("NVIDIA H20"));
    }

    @Test
    void aGpuTheCatalogLacksIsRefusedWithIdsLikeIt() {
        MeasurementGpu.Result r = refused("4090");
        assertEquals("Measurement 2: the GPU \"4090\" is not in the catalog. Write its catalog id or name; ids like it: "
                + "rtx-4090, "
                + "rtx-4090d, rtx-4090-48g-mod (e.g. rtx-4090 for NVIDIA GeForce RTX 4090).", EN.format(r.problem()));
        assertEquals("测量 2：目录中没有 GPU“4090”。请填写目录编号或卡名；相近的编号：rtx-4090、rtx-4090d、rtx-4090-48g-mod（例如 rtx-4090 即 "
                + "NVIDIA GeForce RTX 4090）。", ZH.format(r.problem()));
    }

    /** Issue 33: the names the app shows in Chinese were refused; they are the card, as its English name is. */
    @Test
    void theChineseNamesTheAppShowsAreTheCard() {
        assertEquals("ascend-910b", id("华为昇腾 910B"));
        assertEquals("ascend-910b", id("华为昇腾910b"));
        assertEquals("hygon-z100", id("海光 DCU Z100"));
        assertEquals("ascend-310p", id("华为昇腾 310P（Atlas 300I Pro）"));
    }

    /** The example beside a refusal names the card as the window does: in Chinese, its Chinese name. */
    @Test
    void theExampleNamesTheCardInTheUsersLanguage() {
        MeasurementGpu.Result r = refused("昇腾");
        String zh = ZH.format(r.problem());
        assertTrue(zh.contains("（例如 ascend-910b 即华为昇腾 910B）"), zh);
        String en = EN.format(r.problem());
        assertTrue(en.contains("(e.g. ascend-910b for " + CATALOG.gpu("ascend-910b").orElseThrow().name() + ")"), en);
    }

    @Test
    void aGpuLikeNoneIsRefusedWithAnExample() {
        MeasurementGpu.Result r = refused("B200");
        assertEquals("Measurement 2: the GPU \"B200\" is not in the catalog. Write its catalog id or name, e.g. h20 for NVIDIA "
                + "H20 96GB.",
                EN.format(r.problem()));
        assertEquals("测量 2：目录中没有 GPU“B200”。请填写目录编号或卡名，例如 h20（即 NVIDIA H20 96GB）。", ZH.format(r.problem()));
    }
}
