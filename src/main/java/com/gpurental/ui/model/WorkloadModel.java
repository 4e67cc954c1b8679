package com.gpurental.ui.model;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.ScenarioDefaults;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.ModelShape;
import com.gpurental.plan.Plan;
import com.gpurental.plan.ProjectDates;
import com.gpurental.plan.QuoteDraft;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Message;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
/**
 * The one shared, observable workload: every input of the wizard as a JavaFX property (text
 * fields stay text so a bad value can be shown and fixed), and the engine's latest result.
 * Any change takes an immutable {@link Plan} snapshot, re-runs the engine and publishes the
 * {@link Advice} and the per-field problems. Pages bind to this; they compute nothing.
 */
public final class WorkloadModel extends WorkloadInputs {

    private final Catalog catalog;
    private Advisor advisor;

    private final ReadOnlyObjectWrapper<Advice> advice = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Map<String, Message>> errors = new ReadOnlyObjectWrapper<>(Map.of());
    private final ReadOnlyObjectWrapper<Plan> snapshot = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<QuoteComparison> quotes = new ReadOnlyObjectWrapper<>(QuoteComparison.NONE);
    private final ReadOnlyObjectWrapper<List<Map<QuoteColumn, Message>>> quoteProblems = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper();
    private boolean batch;
    private boolean selectingModel;

    public WorkloadModel(Catalog catalog, Advisor advisor) {
        this.catalog = catalog;
        this.advisor = advisor;
        inputsById().forEach((id, o) -> {
            if (!id.equals(FROM_PRESET)) {
                o.addListener(x -> changed());
            }
        });
        checklist.addListener(x -> revision.set(revision.get() + 1));
        parameters.addListener((obs, old, now) -> {
            if (!selectingModel && importedArchitecture.get() != null
                    && !importedCount(importedArchitecture.get()).equals(now == null ? "" : now.trim())) {
                importedArchitecture.set(null); // a count typed over an imported model is another model
                importedConfig.set(null);
            }
            if (!selectingModel && modelId.get() != null) {
                ModelPreset m = catalog.model(modelId.get()).orElse(null);
                if (m == null || !formatBillions(m.parametersB()).equals(now == null ? "" : now.trim())) {
                    modelId.set(null);
                }
            }
        });
        runBatch(() -> applyPreset("llm-inference", false));
    }

    public Catalog catalog() {
        return catalog;
    }

    public ReadOnlyObjectProperty<Advice> adviceProperty() {
        return advice.getReadOnlyProperty();
    }

    public Advice advice() {
        return advice.get();
    }

    /** The quotes compared on the latest advice (empty when the plan has none). */
    public ReadOnlyObjectProperty<QuoteComparison> quotesProperty() {
        return quotes.getReadOnlyProperty();
    }

    public QuoteComparison quotes() {
        return quotes.get();
    }

    /** Per row of {@link #quoteRows}, the problem of each bad cell (a row with problems is left out). */
    public ReadOnlyObjectProperty<List<Map<QuoteColumn, Message>>> quoteProblemsProperty() {
        return quoteProblems.getReadOnlyProperty();
    }

    /** The day quotes are checked for expiry on (tests fix it). */
    public void setToday(LocalDate day) {
        this.advisor = new Advisor(advisor.catalog(), day);
        changed();
    }

    /** Problems per field id ({@link #F_PARAMETERS} …); empty when every input is valid. */
    public ReadOnlyObjectProperty<Map<String, Message>> errorsProperty() {
        return errors.getReadOnlyProperty();
    }

    public Map<String, Message> errors() {
        return errors.get();
    }

    /** The last valid plan snapshot the engine ran on. */
    public ReadOnlyObjectProperty<Plan> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** Increments on every input change (for unsaved-changes tracking and autosave). */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** Runs several input changes as one: a single recompute at the end. */
    public void runBatch(Runnable changes) {
        boolean outer = !batch;
        batch = true;
        try {
            changes.run();
        } finally {
            if (outer) {
                batch = false;
                changed();
            }
        }
    }

    /** Whether a batch of changes (a plan loaded, a preset applied) is running: not the user typing into one field. */
    public boolean inBatch() {
        return batch;
    }

    private void changed() {
        if (batch) {
            return;
        }
        revision.set(revision.get() + 1);
        recompute();
    }

    /**
     * Fills the later pages with a scenario preset's defaults (all still editable). The model is the preset's only
     * where the user has none of their own: an empty model, or still the previous preset's own. A model the user typed
     * ("700亿") or picked stays; the answer says whether it stayed while the preset names another.
     */
    public boolean applyPreset(String id) {
        return applyPreset(id, true);
    }

    boolean applyPreset(String id, boolean keepUsersModel) {
        ScenarioPreset p = catalog.scenario(id).orElseThrow(() -> new IllegalArgumentException("unknown preset " + id));
        ScenarioDefaults d = p.defaults();
        boolean keep = keepUsersModel && d.modelId() != null && usersOwnModel() && !d.modelId().equals(modelId.get());
        runBatch(() -> {
            presetId.set(id);
            scenario.set(p.training() ? Plan.Scenario.TRAINING : Plan.Scenario.INFERENCE);
            if (d.modelId() != null && !keep) {
                selectModel(d.modelId());
            }
            precision.set(Precision.fromJson(d.precision()));
            if (d.method() != null) {
                method.set(TrainingMethod.fromJson(d.method()));
            }
            presetFigures(p);
            microBatch.set("");
            promptTokens.set("");
            answerTokens.set("");
            doublePrecision.set(false);
            imageMb.set("");
            linkMbps.set("");
            rentalMode.set(Plan.RentalChoice.valueOf(d.rentalMode().toUpperCase(Locale.ROOT)));
            peakCards.set("");
            peakHours.set("");
            batchJobFor(p.kind());
        });
        return keep;
    }

    /**
     * The preset's figures in their fields, each as the preset's (shown, not written into the plan: the engine takes the
     * same default for a field the plan leaves out). Training has no target duration unless the buyer sets one, as in a
     * plan file (docs/cli.md: training.targetDays, "no deadline"); the rental follows the estimate.
     */
    private void presetFigures(ScenarioPreset p) {
        ScenarioDefaults d = p.defaults();
        fillFromPreset(PlanFields.TOKENS, d.trainingTokensB() == null ? "" : formatBillions(d.trainingTokensB()));
        fillFromPreset(PlanFields.SEQUENCE, d.sequenceLength() == null ? "" : String.valueOf(d.sequenceLength()));
        fillFromPreset(PlanFields.CONTEXT, d.contextTokens() == null ? "" : String.valueOf(d.contextTokens()));
        fillFromPreset(PlanFields.USERS, d.concurrentUsers() == null ? "" : String.valueOf(d.concurrentUsers()));
        fillFromPreset(PlanFields.TPS, d.tokensPerSecondPerUser() == null ? "" : plain(d.tokensPerSecondPerUser()));
        fillFromPreset(PlanFields.MEGAPIXELS, p.vision() == null ? "" : plain(p.vision().megapixels()));
        fillFromPreset(PlanFields.IMAGES, p.vision() == null ? "" : grouped(p.vision().imagesPerDay()));
        fillFromPreset(PlanFields.LATENCY, p.minimums().latencyMs() != null && p.kind() == ScenarioKind.VISION
                ? plain(p.minimums().latencyMs()) : "");
        targetDays.set("");
        fillFromPreset(PlanFields.DURATION, p.kind() == ScenarioKind.LLM_TRAINING ? "" : plain(d.durationDays()));
        fillFromPreset(PlanFields.HOURS, plain(d.hoursPerDay()));
    }

    /**
     * A batch job stays one on another language-model service's preset (its requests in flight and term left blank:
     * the items and the deadline decide them, docs/domain.md §9.4); any other scenario has none.
     */
    private void batchJobFor(ScenarioKind kind) {
        if (kind == ScenarioKind.LLM_INFERENCE && batchJob.get()) {
            concurrentUsers.set("");
            durationDays.set("");
        } else if (kind != ScenarioKind.LLM_INFERENCE) {
            batchJob.set(false);
            for (StringProperty p : List.of(batchItems, batchInputTokens, batchOutputTokens, batchDeadlineDays)) {
                p.set("");
            }
        }
    }

    /** A model the user typed, imported or picked: anything but an empty model or the current preset's own. */
    private boolean usersOwnModel() {
        if (importedArchitecture.get() != null) {
            return true;
        }
        if (modelId.get() == null) {
            return parameters.get() != null && !parameters.get().isBlank();
        }
        String presetsOwn = catalog.scenario(presetId.get()).map(p -> p.defaults().modelId()).orElse(null);
        return !modelId.get().equals(presetsOwn);
    }

    /**
     * The model is the one read from a config.json ({@code source} names the file, or null for pasted text):
     * its count goes into the field, no known model is chosen, the shape comes with it; FP8-released weights are served
     * in FP8.
     */
    public void importArchitecture(ModelShape shape, String source) {
        runBatch(() -> {
            selectingModel = true;
            try {
                modelId.set(null);
                parameters.set(importedCount(shape));
                activeParameters.set("");
                layers.set("");
                hiddenSize.set("");
                attentionHeads.set("");
                kvHeads.set("");
                headDim.set("");
                importedArchitecture.set(shape);
                importedConfig.set(source);
                if ("fp8".equals(shape.releasePrecision()) && scenario.get() != Plan.Scenario.TRAINING) {
                    precision.set(Precision.FP8);
                }
            } finally {
                selectingModel = false;
            }
        });
    }

    /** An imported model's count as the field shows it, to 0.01 B ("671.03"). */
    private static String importedCount(ModelShape shape) {
        return formatBillions(Math.round(shape.parametersB() * 100) / 100.0);
    }

    /** Chooses a known model: its parameter count goes into the field, the shape comes with it. */
    public void selectModel(String id) {
        ModelPreset m = catalog.model(id).orElseThrow(() -> new IllegalArgumentException("unknown model " + id));
        runBatch(() -> {
            selectingModel = true;
            try {
                modelId.set(id);
                importedArchitecture.set(null);
                importedConfig.set(null);
                parameters.set(formatBillions(m.parametersB()));
                if (m.releasedInFp8() && scenario.get() != Plan.Scenario.TRAINING) {
                    // A model published in FP8 is served in FP8; BF16 would be an upcast that doubles it.
                    precision.set(Precision.FP8);
                }
                activeParameters.set("");
                layers.set("");
                hiddenSize.set("");
                attentionHeads.set("");
                kvHeads.set("");
                headDim.set("");
            } finally {
                selectingModel = false;
            }
        });
    }

    /** Applies a plan (opened from a file or a budget suggestion) to every field. */
    public void load(Plan plan) {
        runBatch(() -> InputsFromPlan.load(this, plan));
    }

    /** Puts every input back as it was in {@code state} (one engine run). */
    public void restore(Inputs state) {
        runBatch(() -> {
            selectingModel = true;
            try {
                restoreValues(state);
            } finally {
                selectingModel = false;
            }
        });
    }

    // ---------------------------------------------------------------- snapshot and engine

    /** The inputs as a plan, and every problem found on the way. */
    public record Snapshot(Plan plan, Map<String, Message> errors) {
    }

    public Snapshot snapshot() {
        quoteProblems.set(quoteRows.get().stream().map(row -> PlanFromInputs.rowProblems(catalog, row)).toList());
        return PlanFromInputs.of(this, catalog);
    }

    /**
     * The rows of the quote table that are not valid quotes, as typed, with their places: saved with the plan
     * so that a bad cell does not lose the row (the valid rows are saved as the plan's quotes).
     */
    public List<QuoteDraft> quoteDrafts() {
        List<QuoteDraft> drafts = new ArrayList<>();
        List<Map<QuoteColumn, String>> rows = quoteRows.get();
        for (int i = 0; i < rows.size(); i++) {
            if (!PlanFromInputs.rowProblems(catalog, rows.get(i)).isEmpty()) {
                Map<String, String> cells = new LinkedHashMap<>();
                rows.get(i).forEach((column, text) -> {
                    if (text != null && !text.isEmpty()) {
                        cells.put(column.jsonPath(), text);
                    }
                });
                drafts.add(new QuoteDraft(i, cells));
            }
        }
        return drafts;
    }

    /** Loads a saved plan and puts its draft quote rows back at their places among the valid ones. */
    public void load(Plan plan, List<QuoteDraft> drafts) {
        runBatch(() -> {
            load(plan);
            if (drafts.isEmpty()) {
                return;
            }
            List<Map<QuoteColumn, String>> rows = new ArrayList<>(quoteRows.get());
            drafts.stream().sorted(Comparator.comparingInt(QuoteDraft::row)).forEach(d -> {
                Map<QuoteColumn, String> row = new EnumMap<>(QuoteColumn.class);
                d.cells().forEach((path, text) -> {
                    QuoteColumn column = QuoteColumn.atPath(path);
                    if (column != null) {
                        row.put(column, text);
                    }
                });
                rows.add(Math.min(d.row(), rows.size()), row);
            });
            quoteRows.set(List.copyOf(rows));
        });
    }

    /** A quote deadline already past or after the start (a note: the plan still runs), or null. */
    public Message deadlineNote() {
        Plan p = snapshot.get();
        return p == null ? null : ProjectDates.deadlineProblem(p.project().quoteDeadline(),
                p.project().startDate(), advisor.today());
    }

    /** Re-runs the engine on the current inputs (called on every change). */
    public void recompute() {
        Snapshot s = snapshot();
        Map<String, Message> problems = new LinkedHashMap<>(s.errors());
        if (problems.isEmpty()) {
            try {
                Advice a = advisor.advise(s.plan());
                snapshot.set(s.plan());
                quotes.set(a.quotes());
                advice.set(a);
            } catch (InputException e) {
                for (InputProblem p : e.problems()) {
                    problems.putIfAbsent(PlanFields.fieldIdAt(p.path()), p.problem());
                }
            }
        }
        errors.set(Map.copyOf(problems));
    }
}
