package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.GpuFit;
import com.gpurental.advice.Rejection;
import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Step 3 without a toolkit: the big number, its parts, and which GPUs hold it. */
class MemoryPageViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final MemoryPageViewModel page = new MemoryPageViewModel(context);

    @BeforeEach
    void seventyB() {
        UiFixture.seventyBChatHourly(model);
    }

    private GpuFit fit(String gpuId) {
        return page.fitsProperty().get().stream().filter(f -> f.gpu().id().equals(gpuId)).findFirst().orElseThrow();
    }

    @Test
    void requiredMemoryIsOneNumberWithWhatItIncludes() {
        // docs/domain.md §3: (140 GB weights + 1.34 GB KV + 2 × 1 GB overhead) × 1.2 = 172.0 GB, 86.0 GB per card on 2 cards.
        assertEquals("172 GB", page.requiredText().get());
        assertEquals("needed in total on 2 × NVIDIA H20 96GB (86 GB per card), including 20% spare",
                page.requiredCaption().get());
    }

    @Test
    void aCardsMemoryCellSaysWhichFigureIsTheMarketedOneAndWhichTheUnitOfTheNeeds() {
        // 24 × 2^30 bytes = 25.77 GB of 10^9 bytes: "24 GB (25.8 GB usable)" read as more memory than the card has.
        Gpu rtx4090 = fit("rtx-4090").gpu();
        // Issue 33: the figure in the needs' unit first, the marketed one in brackets; "GiB" and 2^30 are in the fold.
        assertEquals("25.8 GB\n（标称 24 GB）",
                MemoryPageViewModel.cardMemory(rtx4090, Messages.forLocale(Messages.ZH)));
        assertEquals("25.8 GB\n(sold as 24 GB)",
                MemoryPageViewModel.cardMemory(rtx4090, Messages.forLocale(Messages.EN)));
    }

    @Test
    void partsAreWeightsKvCacheOverheadAndTheSpareAndAddUpToTheWhole() {
        List<MemoryPageViewModel.Part> parts = page.partsProperty().get();
        assertEquals(List.of("memory.part.weights", "memory.part.kvCache", "memory.part.overhead", "memory.part.headroom"),
                parts.stream().map(MemoryPageViewModel.Part::labelKey).toList());
        assertEquals(140.0, parts.get(0).gb(), 1e-9);
        // docs/domain.md §3 KV formula: 2 × 80 layers × 8 KV heads × 128 × 4096 tokens × 1 × 2 bytes = 1.342 GB.
        assertEquals(1.342, parts.get(1).gb(), 0.001);
        assertEquals(2.0, parts.get(2).gb(), 1e-9);
        assertEquals(1.0, parts.stream().mapToDouble(MemoryPageViewModel.Part::fraction).sum(), 1e-9);
        assertEquals(parts.get(0).gb() / page.partsProperty().get().stream().mapToDouble(MemoryPageViewModel.Part::gb).sum(),
                parts.get(0).fraction(), 1e-9);
    }

    @Test
    void tableListsEveryCatalogGpuWithTheCardsItNeeds() {
        assertEquals(UiFixture.CATALOG.gpus().size(), page.fitsProperty().get().size());
        assertEquals(2, fit("h20").cards());          // 86.0 GB per card ≤ 96 GB
        assertTrue(fit("h20").fits());
        assertEquals(2, fit("h200").cards());         // 172 GB > 141 GB on one card
        assertEquals(8, fit("rtx-4090").cards());     // 172/8 = 21.5 GB ≤ 24 GB; 4 cards need 43 GB
    }

    @Test
    void quickPrecisionSwitchIsTheSharedPrecision() {
        page.precisionProperty().set(Precision.INT8);
        assertEquals(Precision.INT8, model.precision.get());
        // docs/domain.md §3: 70B at INT8 = 70 GB, fits one H20 96GB with headroom: (70 + 1.34 + 1) × 1.2 = 86.8 GB — with
        // the 16-bit embeddings and head an INT8 checkpoint keeps (Llama-3-70B's shape: 72.1 GB of weights) 89.3 GB.
        assertEquals("89.3 GB", page.requiredText().get());
        assertEquals(1, fit("h20").cards());
    }

    @Test
    void aGpuThatHoldsTheModelOnFewerCardsThanRecommendedSaysWhy() {
        Map<String, String> notes = page.fitsProperty().get().stream()
                .collect(Collectors.toMap(f -> f.gpu().id(), f -> MemoryPageViewModel.note(f, UiFixture.EN)));
        assertFalse(notes.get("h20").isBlank());
        assertFalse(notes.get("h20").contains("!"), () -> "missing text: " + notes.get("h20"));
        notes.forEach((id, note) -> assertFalse(note.matches(".*![a-zA-Z.]+!.*"), () -> id + ": missing key in " + note));
    }

    @Test
    void aPrecisionTheTrainingCannotUseMakesThisPageInvalid() {
        model.applyPreset("small-training");
        assertTrue(page.isValid());
        page.precisionProperty().set(Precision.INT4); // LoRA needs BF16/FP16 weights (QLoRA is the 4-bit way)
        assertFalse(page.isValid());
        assertEquals("Training at INT4 is not supported; use BF16 (or QLoRA for a 4-bit base).",
                page.errorText(WorkloadModel.F_PRECISION).get());
        page.precisionProperty().set(Precision.BF16);
        assertTrue(page.isValid());
    }

    @Test
    void aRejectedGpuWhoseMemorySufficesDoesNotJustSayFitsYes() {
        // Rejected rows said "Fits: Yes". By the hour, the H100 SXM (offered only by the month) is rejected.
        List<GpuFit> rejectedButFitting = page.fitsProperty().get().stream()
                .filter(f -> f.fits() && f.best() == null && f.rejection() != null).toList();
        assertFalse(rejectedButFitting.isEmpty());
        for (GpuFit f : rejectedButFitting) {
            if (f.rejection().code() == Rejection.Code.NEVER_FITS) {
                continue; // no server of them holds it: the next test
            }
            assertEquals("Yes, rejected", MemoryPageViewModel.fitsText(f, UiFixture.EN), f.gpu().id());
            assertEquals("放得下，\n未入选", MemoryPageViewModel.fitsText(f, UiFixture.ZH), f.gpu().id());
        }
        assertEquals("Yes", MemoryPageViewModel.fitsText(fit("h20"), UiFixture.EN));
        GpuFit tooSmall = new GpuFit(fit("h20").gpu(), null, Double.NaN, Double.NaN, null, null);
        assertEquals("No", MemoryPageViewModel.fitsText(tooSmall, UiFixture.EN));
    }

    /**
     * Issue 33: "放得下，未入选" stood beside "一台 8 卡 RTX 4090 服务器放不下该模型". A PCIe card that holds the model only
     * over several servers says no, with the reason's own words: not in one server.
     */
    @Test
    void aPcieCardThatNoServerOfItHoldsSaysNoNotFitsRejected() {
        model.selectModel("deepseek-r1");
        assertTrue(model.errors().isEmpty(), model.errors().toString());
        GpuFit rtx = page.fitsProperty().get().stream().filter(f -> f.gpu().id().equals("rtx-4090")).findFirst().orElseThrow();
        assertTrue(rtx.fits(), "enough RTX 4090s in all hold the weights");
        assertEquals(Rejection.Code.NEVER_FITS, rtx.rejection().code());
        assertTrue(MemoryPageViewModel.note(rtx, UiFixture.ZH).startsWith("一台 8 卡 NVIDIA GeForce RTX 4090 服务器放不下该模型"),
                MemoryPageViewModel.note(rtx, UiFixture.ZH));
        assertEquals("否：一台服务器\n放不下", MemoryPageViewModel.fitsText(rtx, UiFixture.ZH));
        assertEquals("No: not in\none server", MemoryPageViewModel.fitsText(rtx, UiFixture.EN));
    }
}
