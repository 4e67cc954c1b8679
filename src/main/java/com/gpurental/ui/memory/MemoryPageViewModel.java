package com.gpurental.ui.memory;

import com.gpurental.advice.Advice;
import com.gpurental.advice.GpuFit;
import com.gpurental.advice.MemoryPart;
import com.gpurental.advice.Rejection;
import com.gpurental.catalog.Gpu;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import com.gpurental.ui.model.WorkloadModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;

/** Step 3: the memory need as one number, its parts, and which GPUs can hold it. */
public final class MemoryPageViewModel extends PageViewModel {

    /** One part of the stacked bar: a label key, its size and its share of the whole. */
    public record Part(String labelKey, double gb, double fraction, int colour, Double sparePercent) {

        /** The legend's name of the part; the spare says its percentage ("10% spare"). */
        public String label(Messages m) {
            if (sparePercent != null) {
                return m.format("memory.spareLegend", sparePercent);
            }
            // the page's plain name where the papers' names the engineer's term ("对话记忆", not "对话记忆（KV 缓存）")
            return m.get(PLAINLY.contains(labelKey) ? PLAIN + labelKey : labelKey);
        }
    }

    private final ObjectBinding<List<Part>> parts;
    private final ObjectBinding<List<GpuFit>> fits;

    public MemoryPageViewModel(AppContext context) {
        // The quick precision switch is an input of this page: a precision the workload cannot use
        // (e.g. LoRA at INT4) must block Next here too, not only on the model page.
        super(context, Set.of(WorkloadModel.F_PRECISION, WorkloadModel.F_SPARE));
        parts = Bindings.createObjectBinding(this::computeParts, model.adviceProperty(), model.errorsProperty());
        fits = Bindings.createObjectBinding(() -> {
            Advice a = current();
            return a == null ? List.of() : a.memoryCheck();
        }, model.adviceProperty(), model.errorsProperty());
    }

    public ObjectProperty<Precision> precisionProperty() {
        return model.precision;
    }

    /** The memory spare as typed (0 to 50 %). */
    public javafx.beans.property.StringProperty spareProperty() {
        return model.sparePercent;
    }

    /** The KV cache's number format (FP16 / FP8 / INT8). */
    public ObjectProperty<KvPrecision> kvPrecisionProperty() {
        return model.kvCachePrecision;
    }

    /** The KV-cache choice only matters when serving a language model (inference). */
    public javafx.beans.binding.BooleanBinding kvApplies() {
        return Bindings.createBooleanBinding(() -> model.scenario.get() == Plan.Scenario.INFERENCE
                && model.advice() != null && model.advice().memoryParts().stream().anyMatch(p -> p.key().equals("kvCache")),
                model.scenario, model.adviceProperty());
    }

    /**
     * The spare setting only matters when the need is computed (language models); a vision or compute need is the
     * scenario's minimum card class, which carries its own margin, so the field is not shown there.
     */
    public javafx.beans.binding.BooleanBinding spareApplies() {
        return Bindings.createBooleanBinding(() -> model.advice() == null || !model.advice().memory().cardClass(),
                model.adviceProperty());
    }

    /** "172 GB". */
    public StringBinding requiredText() {
        return text(m -> {
            Advice a = current();
            return a == null ? "" : m.format("memory.required", a.memory().requiredGb());
        });
    }

    /** What the big number includes, e.g. "on 2 × NVIDIA H20 96GB, including the 20% spare". */
    public StringBinding requiredCaption() {
        return text(m -> {
            Advice a = current();
            if (a == null) {
                return stale() ? m.get("page.stale") : "";
            }
            MemoryBreakdown mem = a.memory();
            // the plain sentence; the engineer's one (tensor parallelism, KV heads) is in the folded details
            String copies = a.kvCacheCopiesNote() == null ? "" : "\n" + plain(a.kvCacheCopiesNote(), m);
            return a.leading().map(c -> m.format(mem.cardClass() ? "memory.captionCardClass" : "memory.caption",
                    mem.cards(), c.gpu().displayName(), mem.perCardGb(), mem.sparePercent()) + copies)
                    .orElse(m.get("memory.captionNoFit"));
        });
    }

    public ObjectBinding<List<Part>> partsProperty() {
        return parts;
    }

    public ObjectBinding<List<GpuFit>> fitsProperty() {
        return fits;
    }

    /** The engine's memory parts, in its order (the same list the PDF, the text and the JSON show). */
    private List<Part> computeParts() {
        Advice a = current();
        if (a == null) {
            return List.of();
        }
        List<Part> result = new ArrayList<>();
        for (MemoryPart p : a.memoryParts()) {
            result.add(new Part("memory.part." + p.key(), p.totalGb(), p.share(), p.index(),
                    p.key().equals("headroom") ? a.memory().sparePercent() : null));
        }
        return result;
    }

    /**
     * The "Fits" cell: "No" when memory alone rules the GPU out; "Yes" when it is an option; and for a GPU
     * whose memory suffices but that was rejected for another reason (speed, users, a key indicator, the
     * rental mode), not a bare "Yes" but "Yes, rejected" — the row's note says why.
     */
    public static String fitsText(GpuFit f, Messages m) {
        if (!f.fits()) {
            return m.get("memory.notFits");
        }
        if (f.rejection() != null && f.best() == null && f.rejection().code() == Rejection.Code.NEVER_FITS) {
            // enough cards in all, but no server of them holds the model ("一台 8 卡服务器放不下"): not "放得下" (issue 33)
            return m.get("memory.fitsNoServer");
        }
        return f.rejection() != null && f.best() == null ? m.get("memory.fitsRejected") : m.get("memory.fits");
    }

    /**
     * The "why" of a GPU row: the rejection, or the candidate's memory reason; when the
     * recommendation needs more cards than memory alone (speed, users, a key indicator), says so.
     */
    public static String note(GpuFit f, Messages m) {
        if (f.best() == null) {
            return plain(f.note(), m);
        }
        if (f.cards() != null && f.best().cards() > f.cards()) {
            return m.format("memory.moreCards", f.cards(), f.best().cards());
        }
        if (f.best().needsQuote()) {
            return m.format("memory.needsQuote", f.best().cards());
        }
        return m.format("memory.rentable", f.best().cards(), f.best().cost().mode());
    }

    /**
     * A reason in plain words (issue 33): the page's own wording of an engine sentence ({@code memory.plain.<key>}, the
     * same figures) where the engine's names the engineer's terms (tensor-parallel group, attention heads, PCIe, 2^30);
     * the engine's sentence as it is otherwise.
     */
    static String plain(Message reason, Messages m) {
        if (!PLAINLY.contains(reason.key())) {
            return m.format(reason);
        }
        // a sentence of sentences (memory.kvNotes: the window's and the copies'): each put plainly too
        List<Object> args = reason.args().stream()
                .map(a -> a instanceof Message inner ? (Object) plain(inner, m) : a).toList();
        return m.format(new Message(PLAIN + reason.key(), args));
    }

    /** The prefix of the page's plain wordings. */
    public static final String PLAIN = "memory.plain.";
    /** The engine's sentences this page words plainly ({@link #PLAIN} + key, same arguments). */
    public static final Set<String> PLAINLY = Set.of("memory.kvCopiesNote", "memory.kvWindowNote",
            "memory.kvNotes", "reject.neverFits",
            "reject.memory", "reject.noLayout", "reject.layoutMemory", "reject.multiServerPcie",
            "reject.otherStack", "memory.part.kvCache");

    /**
     * The engineer's detail behind the plain sentences, for the folded part under the table: the KV cache's copies, and
     * each card whose reason was put plainly, with the engine's own sentence. Empty when no sentence was put plainly.
     */
    public StringBinding engineerDetail() {
        return text(m -> {
            Advice a = current();
            if (a == null) {
                return "";
            }
            List<String> lines = new ArrayList<>();
            if (a.kvCacheCopiesNote() != null) {
                lines.add(m.format(a.kvCacheCopiesNote()));
            }
            for (GpuFit f : a.memoryCheck()) {
                if (f.best() == null && f.note() != null && PLAINLY.contains(f.note().key())) {
                    lines.add(m.format("memory.engineerLine", f.gpu().displayName().in(m.locale()), m.format(f.note())));
                }
            }
            return String.join("\n", lines);
        });
    }

    /**
     * The "Cards needed" cell: the cards this plan takes on the GPU, the engine's one figure that the results and the
     * PDF show; when memory alone needs fewer, that count follows ("64 (8 hold the memory)", the Ascend 310P
     * row said 8 while the note said 64).
     */
    public static String cardsText(GpuFit f, Messages m) {
        Integer planned = f.plannedCards();
        if (planned == null) {
            return "—";
        }
        if (f.cards() != null && !planned.equals(f.cards())) {
            return m.format("memory.cardsWithMemory", planned, f.cards());
        }
        return String.valueOf(planned);
    }

    /**
     * A card's memory in the unit of the needs and as sold: "85.9 GB (sold as 80 GB)" — the marketed "80 GB" is binary
     * (80 × 2^30 bytes, nvidia-smi 81,920 MiB), the needs on this page are GB of 10^9 bytes; the folded details say so.
     */
    public static String cardMemory(Gpu g, Messages m) {
        if (g.memoryGib() == null) {
            return m.get("common.unknown");
        }
        return m.format("memory.cardMemory", g.memoryGib(), g.capacityGb());
    }
}
