package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.MemoryPart;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.document.PlanHistory;
import com.gpurental.ui.model.WorkloadModel;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Without a toolkit: the memory spare (0 to 50 %, default 20) and the KV-cache precision (FP16, FP8, INT8)
 * are inputs of the Memory page; the engine derives every figure from them.
 */
class MemoryAssumptionsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final Wizard wizard = new Wizard(context);
    private final PlanHistory history = wizard.history();
    private final MemoryPageViewModel page = new MemoryPageViewModel(context);

    @BeforeEach
    void seventyB() {
        UiFixture.seventyBChatHourly(model);
        history.reset();
    }

    private double partsGb() {
        // The parts before the spare (a spare of 0 is left out of the list).
        return model.advice().memoryParts().stream().filter(p -> !p.key().equals("headroom"))
                .mapToDouble(MemoryPart::totalGb).sum();
    }

    private MemoryPart part(String key) {
        return model.advice().memoryParts().stream().filter(p -> p.key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void theDefaultSpareIsTwentyPercentAndShown() {
        assertEquals("20", page.spareProperty().get());
        assertEquals(KvPrecision.FP16, page.kvPrecisionProperty().get());
        // docs/domain.md §3: (140 GB weights + 1.34 GB KV + 2 × 1 GB overhead) × 1.2 = 172.0 GB.
        assertEquals(172.0, model.advice().memory().requiredGb(), 0.05);
        assertEquals("20% spare", part("headroom").totalGb() > 0 ? page.partsProperty().get().get(3).label(EN) : "");
    }

    @Test
    void aTenPercentSpareChangesTheNeedAsTheEngineSays() {
        page.spareProperty().set("10");
        assertEquals(Map.of(), model.errors());
        assertEquals(10.0, model.advice().memory().sparePercent(), 0.0);
        // The same parts on the same 2 cards, now × 1.1: (140 + 1.342 + 2) × 1.1 = 157.68 GB (was 172.0 at × 1.2).
        assertEquals(143.342 * 1.1, model.advice().memory().requiredGb(), 0.01);
        assertEquals(partsGb() * 1.1, model.advice().memory().requiredGb(), 1e-9);
        assertEquals("157.7 GB", page.requiredText().get());
        assertTrue(page.requiredCaption().get().endsWith("including 10% spare"), page.requiredCaption().get());
        assertEquals("10% spare", page.partsProperty().get().get(3).label(EN));
        assertEquals("10% 余量", page.partsProperty().get().get(3).label(ZH));
        // The plan carries it: "memory": {"sparePercent": 10}.
        assertEquals(new Plan.Memory(10.0), model.snapshot().plan().memory());
    }

    @Test
    void aSpareOutsideZeroToFiftyIsRefusedWithItsRangeInBothLanguages() {
        page.spareProperty().set("60");
        assertFalse(page.isValid(), "Next is blocked on the Memory page");
        assertEquals("Memory spare (%): 60 is outside the valid range 0 to 50 (e.g. 20).",
                EN.format(model.errors().get(WorkloadModel.F_SPARE)));
        assertEquals("显存余量（%）：60 超出有效范围 0 至 50（例如 20）。", ZH.format(model.errors().get(WorkloadModel.F_SPARE)));
        page.spareProperty().set("-1");
        assertEquals("Memory spare (%): -1 is outside the valid range 0 to 50 (e.g. 20).",
                EN.format(model.errors().get(WorkloadModel.F_SPARE)));
        assertEquals("显存余量（%）：-1 超出有效范围 0 至 50（例如 20）。", ZH.format(model.errors().get(WorkloadModel.F_SPARE)));
        // Both ends are allowed.
        page.spareProperty().set("0");
        assertTrue(page.isValid());
        assertEquals(partsGb(), model.advice().memory().requiredGb(), 1e-9);
        page.spareProperty().set("50");
        assertTrue(page.isValid());
        assertEquals(partsGb() * 1.5, model.advice().memory().requiredGb(), 1e-9);
    }

    @Test
    void anFp8KvCacheIsHalfTheFp16One() {
        double fp16 = part("kvCache").totalGb();
        // docs/domain.md §3 KV formula: 2 × 80 layers × 8 KV heads × 128 × 4096 tokens × 1 × 2 bytes = 1.342 GB.
        assertEquals(1.342, fp16, 0.001);
        page.kvPrecisionProperty().set(KvPrecision.FP8);
        assertEquals(fp16 / 2, part("kvCache").totalGb(), 1e-9);
        assertEquals(KvPrecision.FP8, model.snapshot().plan().inference().kvCachePrecision());
        page.kvPrecisionProperty().set(KvPrecision.INT8);
        assertEquals(fp16 / 2, part("kvCache").totalGb(), 1e-9);
        assertTrue(page.kvApplies().get(), "an inference plan with a KV cache shows the choice");
    }

    @Test
    void undoPutsThePreviousSpareBack() {
        page.spareProperty().set("1");
        page.spareProperty().set("15");
        page.kvPrecisionProperty().set(KvPrecision.FP8);
        assertTrue(history.undo());
        assertEquals(KvPrecision.FP16, model.kvCachePrecision.get());
        assertEquals("15", model.sparePercent.get());
        assertTrue(history.undo());
        assertEquals("20", model.sparePercent.get(), "typing into the field is one step");
        assertEquals(20.0, model.advice().memory().sparePercent(), 0.0, "the engine ran on the restored spare");
        assertTrue(history.redo());
        assertEquals("15", model.sparePercent.get());
        assertEquals(15.0, model.advice().memory().sparePercent(), 0.0);
    }

    @Test
    void saveAndOpenKeepBoth() throws Exception {
        page.spareProperty().set("12.5");
        page.kvPrecisionProperty().set(KvPrecision.INT8);
        String json = PlanJson.write(model.snapshot().plan());
        assertTrue(json.contains("\"sparePercent\" : 12.5"), json);
        assertTrue(json.contains("\"kvCachePrecision\" : \"int8\""), json);
        WorkloadModel other = UiFixture.context().model();
        other.load(PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8)));
        assertEquals("12.5", other.sparePercent.get());
        assertEquals(KvPrecision.INT8, other.kvCachePrecision.get());
        assertEquals(model.snapshot().plan(), other.snapshot().plan());
        assertEquals(model.advice().memory().requiredGb(), other.advice().memory().requiredGb(), 0.0);
        // A plan without them opens with the defaults, and writes none back.
        other.load(Plan.empty());
        assertEquals("20", other.sparePercent.get());
        assertEquals(KvPrecision.FP16, other.kvCachePrecision.get());
        assertFalse(PlanJson.write(other.snapshot().plan()).contains("sparePercent"));
    }
}
