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
import com.gpurental.plan.Plan;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.purchase.Ownership;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.purchase.VendorQuote;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.limits.ParameterCount;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.limits.FieldParser;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * The one shared, observable workload: every input of the wizard as a JavaFX property (text
 * fields stay text so a bad value can be shown and fixed), and the engine's latest result.
 * Any change takes an immutable {@link Plan} snapshot, re-runs the engine and publishes the
 * {@link Advice} and the per-field problems. Pages bind to this; they compute nothing.
 */
public final class WorkloadModel {

    /** Field ids used for validation messages (and by pages to show them next to their field): the descriptors' ids. */
    public static final String F_PARAMETERS = PlanFields.PARAMETERS.id();
    public static final String F_ACTIVE = PlanFields.ACTIVE.id();
    public static final String F_LAYERS = PlanFields.LAYERS.id();
    public static final String F_HIDDEN = PlanFields.HIDDEN.id();
    public static final String F_HEADS = PlanFields.HEADS.id();
    public static final String F_KV_HEADS = PlanFields.KV_HEADS.id();
    public static final String F_HEAD_DIM = PlanFields.HEAD_DIM.id();
    public static final String F_TOKENS = PlanFields.TOKENS.id();
    public static final String F_SEQUENCE = PlanFields.SEQUENCE.id();
    public static final String F_MICRO_BATCH = PlanFields.MICRO_BATCH.id();
    public static final String F_TARGET_DAYS = PlanFields.TARGET_DAYS.id();
    public static final String F_CONTEXT = PlanFields.CONTEXT.id();
    public static final String F_PROMPT = PlanFields.PROMPT.id();
    public static final String F_ANSWER = PlanFields.ANSWER.id();
    public static final String F_USERS = PlanFields.USERS.id();
    public static final String F_TPS = PlanFields.TPS.id();
    public static final String F_MEGAPIXELS = PlanFields.MEGAPIXELS.id();
    public static final String F_IMAGES = PlanFields.IMAGES.id();
    public static final String F_LATENCY = PlanFields.LATENCY.id();
    public static final String F_IMAGE_MB = PlanFields.IMAGE_MB.id();
    public static final String F_LINK = PlanFields.LINK.id();
    public static final String F_PRECISION = PlanFields.PRECISION.id();
    public static final String F_DURATION = PlanFields.DURATION.id();
    public static final String F_HOURS = PlanFields.HOURS.id();
    public static final String F_PEAK_CARDS = PlanFields.PEAK_CARDS.id();
    public static final String F_PEAK_HOURS = PlanFields.PEAK_HOURS.id();
    /** The term's buffer on the Rental page. */
    public static final String F_BUFFER = PlanFields.BUFFER.id();
    public static final String F_BUDGET = PlanFields.MONTHLY_BUDGET.id();
    public static final String F_GENERAL = PlanFields.GENERAL;
    /** The memory spare on the Memory page. */
    public static final String F_SPARE = PlanFields.SPARE.id();
    /** The data size on the Quotes page. */
    public static final String F_DATA_GB = PlanFields.DATA_GB.id();
    /** The papers' project details. */
    public static final String F_BUDGET_LINE = PlanFields.BUDGET_LINE.id();
    public static final String F_CONTACT = PlanFields.CONTACT.id();
    public static final String F_QUOTE_DEADLINE = PlanFields.QUOTE_DEADLINE.id();
    public static final String F_START_DATE = PlanFields.START_DATE.id();
    /** The PDF header's project fields, held to their lengths. */
    public static final String F_PROJECT_NAME = PlanFields.PROJECT_NAME.id();
    public static final String F_PREPARER = PlanFields.PREPARER.id();
    public static final String F_DEPARTMENT = PlanFields.DEPARTMENT.id();

    private final Catalog catalog;
    private Advisor advisor;

    public final StringProperty title = new SimpleStringProperty("");
    /** Printed in the PDF header: the project, who prepared the plan, their department. */
    public final StringProperty projectName = new SimpleStringProperty("");
    public final StringProperty preparer = new SimpleStringProperty("");
    public final StringProperty department = new SimpleStringProperty("");
    /** The budget line, the contact for vendors, the quote deadline and the rental start (dates as typed). */
    public final StringProperty budgetLine = new SimpleStringProperty("");
    public final StringProperty contact = new SimpleStringProperty("");
    public final StringProperty quoteDeadline = new SimpleStringProperty("");
    public final StringProperty startDate = new SimpleStringProperty("");
    public final ObjectProperty<Plan.Scenario> scenario = new SimpleObjectProperty<>(Plan.Scenario.INFERENCE);
    public final StringProperty presetId = new SimpleStringProperty("llm-inference");
    public final BooleanProperty domesticOnly = new SimpleBooleanProperty(false);
    /** The software stack the team's code already runs on (step 1's question); CUDA by default. */
    public final ObjectProperty<com.gpurental.plan.Software> software = new SimpleObjectProperty<>(com.gpurental.plan.Software.DEFAULT);
    /** The chosen known model; null when the user typed a parameter count of their own. */
    public final StringProperty modelId = new SimpleStringProperty();
    /** The architecture read from an imported config.json (null when none), and where it came from. */
    public final ObjectProperty<com.gpurental.models.ModelShape> importedArchitecture = new SimpleObjectProperty<>();
    public final StringProperty importedConfig = new SimpleStringProperty();
    public final StringProperty parameters = new SimpleStringProperty("");
    public final StringProperty activeParameters = new SimpleStringProperty("");
    public final StringProperty layers = new SimpleStringProperty("");
    public final StringProperty hiddenSize = new SimpleStringProperty("");
    public final StringProperty attentionHeads = new SimpleStringProperty("");
    public final StringProperty kvHeads = new SimpleStringProperty("");
    public final StringProperty headDim = new SimpleStringProperty("");
    public final ObjectProperty<Precision> precision = new SimpleObjectProperty<>(Precision.FP16);
    public final ObjectProperty<TrainingMethod> method = new SimpleObjectProperty<>(TrainingMethod.FULL);
    public final StringProperty tokens = new SimpleStringProperty("");
    public final StringProperty sequenceLength = new SimpleStringProperty("");
    public final StringProperty microBatch = new SimpleStringProperty("");
    public final StringProperty targetDays = new SimpleStringProperty("");
    public final StringProperty contextTokens = new SimpleStringProperty("");
    public final StringProperty concurrentUsers = new SimpleStringProperty("");
    public final StringProperty tokensPerSecond = new SimpleStringProperty("");
    /** One request's prompt and answer (tokens) the response time is worked for; blank takes the defaults. */
    public final StringProperty promptTokens = new SimpleStringProperty("");
    public final StringProperty answerTokens = new SimpleStringProperty("");
    public final StringProperty megapixels = new SimpleStringProperty("");
    public final StringProperty imagesPerDay = new SimpleStringProperty("");
    public final StringProperty latencyMs = new SimpleStringProperty("");
    /** One image as sent (MB) and the line to the cards (Mbit/s); blank takes the assumed defaults. */
    public final StringProperty imageMb = new SimpleStringProperty("");
    public final StringProperty linkMbps = new SimpleStringProperty("");
    /** Scientific computing whose code needs double precision (FP64): the cards are judged on FP64. */
    public final javafx.beans.property.BooleanProperty doublePrecision = new javafx.beans.property.SimpleBooleanProperty(false);
    public final ObjectProperty<Plan.RentalChoice> rentalMode = new SimpleObjectProperty<>(Plan.RentalChoice.AUTO);
    public final StringProperty durationDays = new SimpleStringProperty("");
    public final StringProperty hoursPerDay = new SimpleStringProperty("24");
    public final StringProperty peakCards = new SimpleStringProperty("");
    public final StringProperty peakHours = new SimpleStringProperty("");
    /** The term's buffer, % as typed; blank takes the default (10 for training and batch jobs, 0 for a service). */
    public final StringProperty bufferPercent = new SimpleStringProperty("");
    public final ObjectProperty<BudgetKind> budgetKind = new SimpleObjectProperty<>(BudgetKind.MONTHLY);
    public final StringProperty budget = new SimpleStringProperty("");
    /** Results filter: the most cards to consider (0 = no limit). */
    public final IntegerProperty maxCards = new SimpleIntegerProperty(0);
    /** Results filter: rental modes allowed (all by default). */
    public final ObservableSet<QuoteMode> allowedModes = FXCollections.observableSet(EnumSet.allOf(QuoteMode.class));

    /** The vendors' quotes as rows of cells (text, so a bad cell can be shown and fixed; one list per edit). */
    public final ObjectProperty<List<Map<QuoteColumn, String>>> quoteRows = new SimpleObjectProperty<>(List.of());
    /**
     * The rent-or-buy fields as typed while one is wrong (empty otherwise), saved with the plan so the work
     * is not lost; not an engine input (the engine sees no ownership block until the fields are right).
     */
    public final ObjectProperty<Map<String, String>> ownershipDraft = new SimpleObjectProperty<>(Map.of());
    /** Data kept on the rented machines, GB (the plan's storage.dataGb). */
    public final StringProperty dataGb = new SimpleStringProperty("");
    /** The ownership block of the opened plan (rent or buy), or null. */
    public final ObjectProperty<Ownership> ownership = new SimpleObjectProperty<>();

    /** The memory spare on top of the computed need, % (text as typed; 0 to 50, default 20). */
    public final StringProperty sparePercent = new SimpleStringProperty(plain(Assumptions.DEFAULT_SPARE_PERCENT));
    /** The KV cache's number format (inference; FP16 by default, FP8/INT8 halve it). */
    public final ObjectProperty<KvPrecision> kvCachePrecision = new SimpleObjectProperty<>(Assumptions.DEFAULT_KV_PRECISION);

    /** The checklist's manual ticks and notes (saved with the plan; no engine run needed). */
    public final ObjectProperty<com.gpurental.plan.ChecklistState> checklist =
            new SimpleObjectProperty<>(com.gpurental.plan.ChecklistState.EMPTY);

    private final ReadOnlyObjectWrapper<Advice> advice = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Map<String, Message>> errors = new ReadOnlyObjectWrapper<>(Map.of());
    private final ReadOnlyObjectWrapper<Plan> snapshot = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<QuoteComparison> quotes = new ReadOnlyObjectWrapper<>(QuoteComparison.NONE);
    private final ReadOnlyObjectWrapper<List<Map<QuoteColumn, Message>>> quoteProblems = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper();
    private boolean batch;
    private boolean selectingModel;
    /** Every input, in one list: what changes re-run the engine and what an undo step restores. */
    private final Observable[] inputs;

    public WorkloadModel(Catalog catalog, Advisor advisor) {
        this.catalog = catalog;
        this.advisor = advisor;
        inputs = new Observable[] {title, projectName, preparer, department, scenario, presetId, domesticOnly, software, modelId, parameters, activeParameters, layers,
            hiddenSize, attentionHeads, kvHeads, headDim, precision, method, tokens, sequenceLength, microBatch, targetDays,
            contextTokens, concurrentUsers, tokensPerSecond, promptTokens, answerTokens, megapixels, imagesPerDay, latencyMs, imageMb, linkMbps, doublePrecision, rentalMode, durationDays,
            hoursPerDay, peakCards, peakHours, bufferPercent, budgetKind, budget, maxCards, allowedModes, quoteRows, dataGb, ownership,
            sparePercent, kvCachePrecision, budgetLine, contact, quoteDeadline, startDate, importedArchitecture, importedConfig};
        for (Observable o : inputs) {
            o.addListener(x -> changed());
        }
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

    private boolean applyPreset(String id, boolean keepUsersModel) {
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
            tokens.set(d.trainingTokensB() == null ? "" : formatBillions(d.trainingTokensB()));
            sequenceLength.set(d.sequenceLength() == null ? "" : String.valueOf(d.sequenceLength()));
            microBatch.set("");
            contextTokens.set(d.contextTokens() == null ? "" : String.valueOf(d.contextTokens()));
            concurrentUsers.set(d.concurrentUsers() == null ? "" : String.valueOf(d.concurrentUsers()));
            tokensPerSecond.set(d.tokensPerSecondPerUser() == null ? "" : plain(d.tokensPerSecondPerUser()));
            promptTokens.set("");
            answerTokens.set("");
            if (p.vision() != null) {
                megapixels.set(plain(p.vision().megapixels()));
                imagesPerDay.set(grouped(p.vision().imagesPerDay()));
            } else {
                megapixels.set("");
                imagesPerDay.set("");
            }
            latencyMs.set(p.minimums().latencyMs() != null && p.kind() == ScenarioKind.VISION
                    ? plain(p.minimums().latencyMs()) : "");
            doublePrecision.set(false);
            imageMb.set("");
            linkMbps.set("");
            boolean llmTraining = p.kind() == ScenarioKind.LLM_TRAINING;
            // Training: the preset's term is the target duration; the rental follows the estimate.
            targetDays.set(llmTraining ? plain(d.durationDays()) : "");
            durationDays.set(llmTraining ? "" : plain(d.durationDays()));
            hoursPerDay.set(plain(d.hoursPerDay()));
            rentalMode.set(Plan.RentalChoice.valueOf(d.rentalMode().toUpperCase(java.util.Locale.ROOT)));
            peakCards.set("");
            peakHours.set("");
        });
        return keep;
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
    public void importArchitecture(com.gpurental.models.ModelShape shape, String source) {
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
    private static String importedCount(com.gpurental.models.ModelShape shape) {
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
        runBatch(() -> {
            String preset = plan.preset() != null && catalog.scenario(plan.preset()).isPresent() ? plan.preset()
                    : plan.scenario() == Plan.Scenario.TRAINING ? "llm-training" : "llm-inference";
            applyPreset(preset, false);
            title.set(plan.title() == null ? "" : plan.title());
            projectName.set(plan.project().name() == null ? "" : plan.project().name());
            preparer.set(plan.project().preparer() == null ? "" : plan.project().preparer());
            department.set(plan.project().department() == null ? "" : plan.project().department());
            budgetLine.set(text(plan.project().budgetLine()));
            contact.set(text(plan.project().contact()));
            quoteDeadline.set(text(plan.project().quoteDeadline()));
            startDate.set(text(plan.project().startDate()));
            if (plan.scenario() != null) {
                scenario.set(plan.scenario());
            }
            Plan.Model m = plan.model();
            if (m.id() != null && catalog.model(m.id()).isPresent()) {
                selectModel(m.id());
            }
            if (m.architecture() != null) {
                importArchitecture(m.architecture(), m.config());
            }
            if (m.parameters() != null) {
                parameters.set(m.parameters());
            }
            activeParameters.set(text(m.activeParameters()));
            layers.set(text(m.layers()));
            hiddenSize.set(text(m.hiddenSize()));
            attentionHeads.set(text(m.attentionHeads()));
            kvHeads.set(text(m.kvHeads()));
            headDim.set(text(m.headDim()));
            if (plan.precision() != null) {
                precision.set(plan.precision());
            }
            Plan.Training t = plan.training();
            if (t.method() != null) {
                method.set(t.method());
            }
            if (t.tokens() != null) {
                tokens.set(t.tokens());
            }
            if (t.sequenceLength() != null) {
                sequenceLength.set(text(t.sequenceLength()));
            }
            microBatch.set(text(t.microBatch()));
            if (t.targetDays() != null || !t.equals(Plan.Training.EMPTY)) {
                // A plan that says anything about training also says whether it has a target.
                targetDays.set(text(t.targetDays()));
            }
            Plan.Inference i = plan.inference();
            if (i.contextTokens() != null) {
                contextTokens.set(text(i.contextTokens()));
            }
            if (i.concurrentUsers() != null) {
                concurrentUsers.set(text(i.concurrentUsers()));
            }
            if (i.tokensPerSecondPerUser() != null) {
                tokensPerSecond.set(text(i.tokensPerSecondPerUser()));
            }
            promptTokens.set(text(i.promptTokens()));
            answerTokens.set(text(i.answerTokens()));
            Plan.Vision v = plan.vision();
            if (v.megapixels() != null) {
                megapixels.set(text(v.megapixels()));
            }
            if (v.imagesPerDay() != null) {
                imagesPerDay.set(grouped(v.imagesPerDay()));
            }
            if (v.latencyMs() != null) {
                latencyMs.set(text(v.latencyMs()));
            }
            imageMb.set(text(v.imageMb()));
            linkMbps.set(text(v.linkMbps()));
            doublePrecision.set(plan.compute().needsDoublePrecision());
            domesticOnly.set(Boolean.TRUE.equals(plan.domesticOnly()));
            software.set(plan.softwareOrDefault());
            Plan.Rental r = plan.rental();
            if (r.mode() != null) {
                rentalMode.set(r.mode());
            }
            if (r.durationDays() != null) {
                durationDays.set(text(r.durationDays()));
            }
            if (r.hoursPerDay() != null) {
                hoursPerDay.set(text(r.hoursPerDay()));
            }
            peakCards.set(text(r.peakCards()));
            peakHours.set(text(r.peakHoursPerDay()));
            bufferPercent.set(text(r.bufferPercent()));
            if (plan.budget().totalCny() != null) {
                budgetKind.set(BudgetKind.TOTAL);
                budget.set(plan.budget().totalCny().stripTrailingZeros().toPlainString());
            } else if (plan.budget().monthlyCny() != null) {
                budgetKind.set(BudgetKind.MONTHLY);
                budget.set(plan.budget().monthlyCny().stripTrailingZeros().toPlainString());
            } else {
                budget.set("");
            }
            maxCards.set(plan.filters().maxCards() == null ? 0 : plan.filters().maxCards());
            allowedModes.clear();
            allowedModes.addAll(plan.filters().modes() == null ? EnumSet.allOf(QuoteMode.class) : plan.filters().modes());
            quoteRows.set(plan.purchase().quotes().stream().map(QuoteRows::cells).toList());
            dataGb.set(plan.purchase().dataGb() == null ? "" : plan.purchase().dataGb().toPlainString());
            ownership.set(plan.purchase().ownership());
            ownershipDraft.set(Map.of());
            // A plan without them uses the defaults (20% spare, FP16 KV cache).
            sparePercent.set(plain(plan.memory().sparePercent() != null ? plan.memory().sparePercent()
                    : Assumptions.DEFAULT_SPARE_PERCENT));
            kvCachePrecision.set(plan.inference().kvCachePrecision() != null ? plan.inference().kvCachePrecision()
                    : Assumptions.DEFAULT_KV_PRECISION);
        });
    }

    // ---------------------------------------------------------------- undo snapshots

    /**
     * Every input as it is now (text fields as typed, bad values included), for undo and redo. Opaque:
     * only {@link #restore} reads it; equal when nothing differs.
     */
    public record Inputs(java.util.List<Object> values) {

        /** The positions whose values differ from {@code other}'s. */
        java.util.List<Integer> differences(Inputs other) {
            java.util.List<Integer> out = new java.util.ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                if (!java.util.Objects.equals(values.get(i), other.values.get(i))) {
                    out.add(i);
                }
            }
            return out;
        }

        /**
         * True when the two differ in at most one text field: typing into one field is one undo step,
         * not one per character.
         */
        public boolean sameTextEdit(Inputs other) {
            java.util.List<Integer> d = differences(other);
            // None: the field was typed back to where the step began (still the same edit).
            return d.isEmpty() || d.size() == 1 && values.get(d.get(0)) instanceof String
                    && other.values.get(d.get(0)) instanceof String;
        }
    }

    public Inputs inputs() {
        java.util.List<Object> values = new java.util.ArrayList<>(inputs.length);
        for (Observable o : inputs) {
            if (o instanceof javafx.beans.value.ObservableValue<?> v) {
                values.add(v.getValue());
            } else if (o instanceof java.util.Set<?> set) {
                values.add(java.util.Set.copyOf(set));
            } else if (o instanceof java.util.List<?> list) {
                values.add(java.util.List.copyOf(list));
            } else {
                throw new IllegalStateException("an input of unknown kind: " + o);
            }
        }
        return new Inputs(java.util.Collections.unmodifiableList(values));
    }

    /** Puts every input back as it was in {@code state} (one engine run). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void restore(Inputs state) {
        runBatch(() -> {
            selectingModel = true;
            try {
                for (int i = 0; i < inputs.length; i++) {
                    Observable o = inputs[i];
                    Object value = state.values().get(i);
                    if (o instanceof javafx.beans.value.WritableValue w) {
                        w.setValue(value);
                    } else if (o instanceof java.util.Set set) {
                        set.retainAll((java.util.Set) value);
                        set.addAll((java.util.Set) value);
                    } else if (o instanceof java.util.List list) {
                        list.clear();
                        list.addAll((java.util.List) value);
                    }
                }
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
        quoteProblems.set(quoteRows.get().stream().map(this::rowProblems).toList());
        Map<String, Message> problems = new LinkedHashMap<>();
        ModelPreset chosen = modelId.get() == null ? null : catalog.model(modelId.get()).orElse(null);
        String params = parameters.get() == null ? "" : parameters.get().trim();
        String modelIdOut = chosen != null && formatBillions(chosen.parametersB()).equals(params) ? chosen.id() : null;
        String paramsOut = modelIdOut != null ? null : params;
        boolean llm = isLlm();
        if (llm && modelIdOut == null) {
            ParameterCount.Result r = PlanFields.PARAMETERS.parseCount(params);
            if (!r.ok()) {
                problems.put(F_PARAMETERS, r.error());
            }
        }
        String active = blankToNull(activeParameters.get());
        if (llm && active != null) {
            ParameterCount.Result r = PlanFields.ACTIVE.parseCount(active);
            if (!r.ok()) {
                problems.put(F_ACTIVE, r.error());
            }
        }
        Integer layersOut = whole(layers, PlanFields.LAYERS, problems);
        Integer hiddenOut = whole(hiddenSize, PlanFields.HIDDEN, problems);
        Integer headsOut = whole(attentionHeads, PlanFields.HEADS, problems);
        Integer kvOut = whole(kvHeads, PlanFields.KV_HEADS, problems);
        Integer headDimOut = whole(headDim, PlanFields.HEAD_DIM, problems);

        boolean training = scenario.get() == Plan.Scenario.TRAINING;
        String tokensOut = blankToNull(tokens.get());
        if (training && tokensOut != null) {
            ParameterCount.Result r = PlanFields.TOKENS.parseCount(tokensOut);
            if (!r.ok()) {
                problems.put(F_TOKENS, r.error());
            }
        }
        Integer seq = whole(sequenceLength, PlanFields.SEQUENCE, problems);
        Integer micro = whole(microBatch, PlanFields.MICRO_BATCH, problems);
        Double target = number(targetDays, PlanFields.TARGET_DAYS, problems);
        Integer context = whole(contextTokens, PlanFields.CONTEXT, problems);
        Integer users = whole(concurrentUsers, PlanFields.USERS, problems);
        Double tps = number(tokensPerSecond, PlanFields.TPS, problems);
        Integer prompt = whole(promptTokens, PlanFields.PROMPT, problems);
        Integer answer = whole(answerTokens, PlanFields.ANSWER, problems);
        Double mp = number(megapixels, PlanFields.MEGAPIXELS, problems);
        Double images = number(imagesPerDay, PlanFields.IMAGES, problems);
        Double latency = number(latencyMs, PlanFields.LATENCY, problems);
        Double imageOut = number(imageMb, PlanFields.IMAGE_MB, problems);
        Double linkOut = number(linkMbps, PlanFields.LINK, problems);
        Double duration = number(durationDays, PlanFields.DURATION, problems);
        Double hours = number(hoursPerDay, PlanFields.HOURS, problems);
        Integer peak = whole(peakCards, PlanFields.PEAK_CARDS, problems);
        Double peakH = number(peakHours, PlanFields.PEAK_HOURS, problems);
        Double buffer = number(bufferPercent, PlanFields.BUFFER, problems);
        // The defaults are written as absent, so a plan that keeps them reads as before.
        Double spare = number(sparePercent, PlanFields.SPARE, problems);
        Plan.Memory memoryOut = spare == null || spare == Assumptions.DEFAULT_SPARE_PERCENT ? Plan.Memory.DEFAULT
                : new Plan.Memory(spare);
        KvPrecision kvOut2 = kvCachePrecision.get() == Assumptions.DEFAULT_KV_PRECISION ? null : kvCachePrecision.get();
        FieldParser.Parsed<BigDecimal> money = PlanFields.MONTHLY_BUDGET.parseMoney(budget.get());
        if (!money.ok()) {
            problems.put(F_BUDGET, money.error());
        }
        Plan.Budget budgetOut = money.value() == null ? Plan.Budget.NONE
                : budgetKind.get() == BudgetKind.TOTAL ? new Plan.Budget(null, money.value())
                : new Plan.Budget(money.value(), null);
        Set<QuoteMode> modes = allowedModes.size() == QuoteMode.values().length ? null : EnumSet.copyOf(
                allowedModes.isEmpty() ? EnumSet.noneOf(QuoteMode.class) : allowedModes);
        if (modes != null && modes.isEmpty()) {
            modes = null;
        }
        Plan plan = new Plan(blankToNull(title.get()), scenario.get(), presetId.get(),
                new Plan.Model(modelIdOut, llm ? paramsOut : null, active, layersOut, hiddenOut, headsOut, kvOut, headDimOut,
                        llm && importedArchitecture.get() != null ? importedConfig.get() : null,
                        llm ? importedArchitecture.get() : null),
                precision.get(),
                new Plan.Training(method.get(), tokensOut, seq, micro, target, null),
                new Plan.Inference(context, users, tps, kvOut2, prompt, answer),
                new Plan.Vision(mp, images, latency, imageOut, linkOut),
                domesticOnly.get(),
                new Plan.Rental(rentalMode.get(), duration, hours, peak, peakH, buffer),
                budgetOut,
                new Plan.Filters(maxCards.get() > 0 ? maxCards.get() : null, modes)).withMemory(memoryOut)
                .withProject(project(problems));
        plan = plan.withPurchase(purchase(problems));
        // CUDA, the default, is left out of the plan file as every other default is.
        plan = plan.withSoftware(software.get() == com.gpurental.plan.Software.DEFAULT ? null : software.get());
        // The double-precision question is written only when it is answered yes, as other defaults.
        plan = plan.withCompute(doublePrecision.get() ? new Plan.Compute(true) : Plan.Compute.NONE);
        return new Snapshot(plan, problems);
    }

    /**
     * The problems of one quote row: its bad cells, and a GPU the catalog does not know, which the plan
     * reader would refuse: such a row is a draft too, so that a saved plan still runs headless.
     */
    private Map<QuoteColumn, Message> rowProblems(Map<QuoteColumn, String> row) {
        QuoteRows.Row r = QuoteRows.read(row);
        if (r.valid() && com.gpurental.catalog.GpuNames.find(catalog, r.quote().gpu()).isEmpty()) {
            return Map.of(QuoteColumn.GPU, com.gpurental.quotes.QuoteAdvisor.unknownGpu(r.quote().gpu(), catalog));
        }
        return r.problems();
    }

    /**
     * The rows of the quote table that are not valid quotes, as typed, with their places: saved with the plan
     * so that a bad cell does not lose the row (the valid rows are saved as the plan's quotes).
     */
    public List<com.gpurental.plan.QuoteDraft> quoteDrafts() {
        List<com.gpurental.plan.QuoteDraft> drafts = new ArrayList<>();
        List<Map<QuoteColumn, String>> rows = quoteRows.get();
        for (int i = 0; i < rows.size(); i++) {
            if (!rowProblems(rows.get(i)).isEmpty()) {
                Map<String, String> cells = new LinkedHashMap<>();
                rows.get(i).forEach((column, text) -> {
                    if (text != null && !text.isEmpty()) {
                        cells.put(column.jsonPath(), text);
                    }
                });
                drafts.add(new com.gpurental.plan.QuoteDraft(i, cells));
            }
        }
        return drafts;
    }

    /** Loads a saved plan and puts its draft quote rows back at their places among the valid ones. */
    public void load(Plan plan, List<com.gpurental.plan.QuoteDraft> drafts) {
        runBatch(() -> {
            load(plan);
            if (drafts.isEmpty()) {
                return;
            }
            List<Map<QuoteColumn, String>> rows = new ArrayList<>(quoteRows.get());
            drafts.stream().sorted(java.util.Comparator.comparingInt(com.gpurental.plan.QuoteDraft::row)).forEach(d -> {
                Map<QuoteColumn, String> row = new java.util.EnumMap<>(QuoteColumn.class);
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

    /** The project details; a text too long or a date not understood is reported and left out. */
    private Plan.Project project(Map<String, Message> problems) {
        String line = limitedText(budgetLine, PlanFields.BUDGET_LINE, problems);
        String who = limitedText(contact, PlanFields.CONTACT, problems);
        LocalDate deadline = date(quoteDeadline, PlanFields.QUOTE_DEADLINE, problems);
        LocalDate start = date(startDate, PlanFields.START_DATE, problems);
        String name = limitedText(projectName, PlanFields.PROJECT_NAME, problems);
        String by = limitedText(preparer, PlanFields.PREPARER, problems);
        String dept = limitedText(department, PlanFields.DEPARTMENT, problems);
        return new Plan.Project(name, by, dept, line, who, deadline, start);
    }

    private static String limitedText(StringProperty p, PlanField field, Map<String, Message> problems) {
        Message refused = field.checkText(p.get());
        if (refused != null) {
            problems.put(field.id(), refused);
            return null;
        }
        return p.get();
    }

    private static LocalDate date(StringProperty p, PlanField field, Map<String, Message> problems) {
        if (p.get() == null || p.get().isBlank()) {
            return null;
        }
        java.util.Optional<LocalDate> d = com.gpurental.plan.ProjectDates.parse(p.get(), java.util.Locale.getDefault());
        if (d.isEmpty()) {
            problems.put(field.id(), com.gpurental.plan.ProjectDates.notADate(field.labelKey(), p.get()));
        }
        return d.orElse(null);
    }

    /** A quote deadline already past or after the start (a note: the plan still runs), or null. */
    public Message deadlineNote() {
        Plan p = snapshot.get();
        return p == null ? null : com.gpurental.plan.ProjectDates.deadlineProblem(p.project().quoteDeadline(),
                p.project().startDate(), advisor.today());
    }

    /** The quotes of the valid rows, the data size and the ownership block; bad rows are reported apart. */
    private Purchase purchase(Map<String, Message> problems) {
        List<VendorQuote> valid = new ArrayList<>();
        for (Map<QuoteColumn, String> row : quoteRows.get()) {
            QuoteRows.Row r = QuoteRows.read(row);
            if (r.valid() && rowProblems(row).isEmpty()) {
                valid.add(r.quote());
            }
        }
        FieldParser.Parsed<Double> gb = PlanFields.DATA_GB.parseNumber(dataGb.get());
        if (!gb.ok()) {
            problems.put(F_DATA_GB, gb.error());
        }
        BigDecimal data = gb.value() == null ? null : new BigDecimal(plain(gb.value()));
        return new Purchase(data, valid, ownership.get());
    }

    private boolean isLlm() {
        ScenarioPreset p = catalog.scenario(presetId.get()).orElse(null);
        return p == null || p.kind() == ScenarioKind.LLM_TRAINING || p.kind() == ScenarioKind.LLM_INFERENCE;
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

    // ---------------------------------------------------------------- helpers

    private static Integer whole(StringProperty p, PlanField field, Map<String, Message> problems) {
        FieldParser.Parsed<Integer> r = field.parseWhole(p.get());
        if (!r.ok()) {
            problems.put(field.id(), r.error());
        }
        return r.value();
    }

    private static Double number(StringProperty p, PlanField field, Map<String, Message> problems) {
        FieldParser.Parsed<Double> r = field.parseNumber(p.get());
        if (!r.ok()) {
            problems.put(field.id(), r.error());
        }
        return r.value();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    private static String text(Object o) {
        if (o == null) {
            return "";
        }
        if (o instanceof Double d) {
            return plain(d);
        }
        return String.valueOf(o);
    }

    /** 72.7 → "72.7B", 7 → "7B", 0.1 → "0.1B". */
    public static String formatBillions(double billions) {
        return plain(billions) + "B";
    }

    /** 500000 → "500,000": large counts are easier to read grouped (the field accepts both). */
    static String grouped(double v) {
        java.text.DecimalFormat f = new java.text.DecimalFormat("#,##0.###",
                java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT));
        return f.format(v);
    }

    static String plain(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
