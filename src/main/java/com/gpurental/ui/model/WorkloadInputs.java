package com.gpurental.ui.model;

import com.gpurental.plan.Plan;
import com.gpurental.purchase.Ownership;
import com.gpurental.purchase.QuoteColumn;
import java.util.ArrayList;
import java.util.List;
import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.limits.PlanFields;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
/**
 * The wizard's inputs, each a JavaFX property held under its field id (text fields stay text so a bad value can be
 * shown and fixed): the plan's descriptors' ids ({@link PlanFields}) where the field has one, its own name otherwise.
 * An undo step is their values by id ({@link Inputs}); {@link WorkloadModel} runs the engine on them.
 */
public abstract class WorkloadInputs {


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
    /** The load in the buyer's words, a batch job and a peak window (issue 31). */
    public static final String F_PEOPLE = PlanFields.PEOPLE.id();
    public static final String F_BUSY_SHARE = PlanFields.BUSY_SHARE.id();
    public static final String F_REQUESTS_PER_HOUR = PlanFields.REQUESTS_PER_HOUR.id();
    public static final String F_PREFIX_CACHE = PlanFields.PREFIX_CACHE_SHARE.id();
    public static final String F_BATCH_ITEMS = PlanFields.BATCH_ITEMS.id();
    public static final String F_BATCH_INPUT = PlanFields.BATCH_INPUT.id();
    public static final String F_BATCH_OUTPUT = PlanFields.BATCH_OUTPUT.id();
    public static final String F_BATCH_DEADLINE = PlanFields.BATCH_DEADLINE.id();
    public static final String F_PEAK_DAYS = PlanFields.PEAK_DAYS.id();
    public static final String F_PEAK_WINDOW_HOURS = PlanFields.PEAK_WINDOW_HOURS.id();
    public static final String F_PEAK_MULTIPLE = PlanFields.PEAK_MULTIPLE.id();
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
    /** The load in the buyer's words: people, % of them in the busiest hour, requests each an hour; blank: not given. */
    public final StringProperty people = new SimpleStringProperty("");
    public final StringProperty busyShare = new SimpleStringProperty("");
    public final StringProperty requestsPerHour = new SimpleStringProperty("");
    public final StringProperty prefixCacheShare = new SimpleStringProperty("");
    /** A batch job: items, tokens in and out per item, the deadline in days; all blank: no batch job. */
    public final StringProperty batchItems = new SimpleStringProperty("");
    public final StringProperty batchInputTokens = new SimpleStringProperty("");
    public final StringProperty batchOutputTokens = new SimpleStringProperty("");
    public final StringProperty batchDeadlineDays = new SimpleStringProperty("");
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
    /** A peak window: days of the term, hours a day, multiple of the base load; all blank: no window. */
    public final StringProperty peakDays = new SimpleStringProperty("");
    public final StringProperty peakWindowHours = new SimpleStringProperty("");
    public final StringProperty peakMultiple = new SimpleStringProperty("");
    /** The term's buffer, % as typed; blank takes the default (10 for training and batch jobs, 0 for a service). */
    public final StringProperty bufferPercent = new SimpleStringProperty("");
    public final ObjectProperty<BudgetKind> budgetKind = new SimpleObjectProperty<>(BudgetKind.MONTHLY);
    public final StringProperty budget = new SimpleStringProperty("");
    /** Results filter: the most cards to consider (0 = no limit). */
    public final IntegerProperty maxCards = new SimpleIntegerProperty(0);
    /** Results filter: rental modes allowed (all by default). */
    public final ObservableSet<RentalMode> allowedModes = FXCollections.observableSet(EnumSet.allOf(RentalMode.class));

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
    /** Measured speeds (issue 34): imported from a trial result or typed on the Checklist page; saved with the plan. */
    public final ObjectProperty<com.gpurental.plan.Measurement.Measurements> measurements =
            new SimpleObjectProperty<>(com.gpurental.plan.Measurement.Measurements.NONE);

    /** The memory spare on top of the computed need, % (text as typed; 0 to 50, default 20). */
    public final StringProperty sparePercent = new SimpleStringProperty(plain(Assumptions.DEFAULT_SPARE_PERCENT));
    /** The KV cache's number format (inference; FP16 by default, FP8/INT8 halve it). */
    public final ObjectProperty<KvPrecision> kvCachePrecision = new SimpleObjectProperty<>(Assumptions.DEFAULT_KV_PRECISION);

    /** The checklist's manual ticks and notes (saved with the plan; no engine run needed). */
    public final ObjectProperty<com.gpurental.plan.ChecklistState> checklist =
            new SimpleObjectProperty<>(com.gpurental.plan.ChecklistState.EMPTY);

    /** The compared GPUs (saved with the plan; the comparison is drawn from the advice, no engine run needed). */
    public final ComparedGpus compared = new ComparedGpus();

    /** Every input by its id, in one order: what changes re-run the engine and what an undo step restores. */
    private final Map<String, Observable> inputs = new LinkedHashMap<>();

    WorkloadInputs() {
        input("title", title);
        input(F_PROJECT_NAME, projectName);
        input(F_PREPARER, preparer);
        input(F_DEPARTMENT, department);
        input("scenario", scenario);
        input("presetId", presetId);
        input("domesticOnly", domesticOnly);
        input("software", software);
        input("modelId", modelId);
        input(F_PARAMETERS, parameters);
        input(F_ACTIVE, activeParameters);
        input(F_LAYERS, layers);
        input(F_HIDDEN, hiddenSize);
        input(F_HEADS, attentionHeads);
        input(F_KV_HEADS, kvHeads);
        input(F_HEAD_DIM, headDim);
        input(F_PRECISION, precision);
        input("method", method);
        input(F_TOKENS, tokens);
        input(F_SEQUENCE, sequenceLength);
        input(F_MICRO_BATCH, microBatch);
        input(F_TARGET_DAYS, targetDays);
        input(F_CONTEXT, contextTokens);
        input(F_USERS, concurrentUsers);
        input(F_TPS, tokensPerSecond);
        input(F_PROMPT, promptTokens);
        input(F_ANSWER, answerTokens);
        input(F_PEOPLE, people);
        input(F_BUSY_SHARE, busyShare);
        input(F_REQUESTS_PER_HOUR, requestsPerHour);
        input(F_PREFIX_CACHE, prefixCacheShare);
        input(F_BATCH_ITEMS, batchItems);
        input(F_BATCH_INPUT, batchInputTokens);
        input(F_BATCH_OUTPUT, batchOutputTokens);
        input(F_BATCH_DEADLINE, batchDeadlineDays);
        input(F_MEGAPIXELS, megapixels);
        input(F_IMAGES, imagesPerDay);
        input(F_LATENCY, latencyMs);
        input(F_IMAGE_MB, imageMb);
        input(F_LINK, linkMbps);
        input("doublePrecision", doublePrecision);
        input("rentalMode", rentalMode);
        input(F_DURATION, durationDays);
        input(F_HOURS, hoursPerDay);
        input(F_PEAK_CARDS, peakCards);
        input(F_PEAK_HOURS, peakHours);
        input(F_PEAK_DAYS, peakDays);
        input(F_PEAK_WINDOW_HOURS, peakWindowHours);
        input(F_PEAK_MULTIPLE, peakMultiple);
        input(F_BUFFER, bufferPercent);
        input("budgetKind", budgetKind);
        input(F_BUDGET, budget);
        input("maxCards", maxCards);
        input("allowedModes", allowedModes);
        input("quoteRows", quoteRows);
        input(F_DATA_GB, dataGb);
        input("ownership", ownership);
        input("measurements", measurements);
        input(F_SPARE, sparePercent);
        input("kvCachePrecision", kvCachePrecision);
        input(F_BUDGET_LINE, budgetLine);
        input(F_CONTACT, contact);
        input(F_QUOTE_DEADLINE, quoteDeadline);
        input(F_START_DATE, startDate);
        input("importedArchitecture", importedArchitecture);
        input("importedConfig", importedConfig);
    }

    private void input(String id, Observable o) {
        if (inputs.put(id, o) != null) {
            throw new IllegalStateException("two inputs with the id " + id);
        }
    }

    /** Every input by its id, in the order they are restored. */
    final Map<String, Observable> inputsById() {
        return java.util.Collections.unmodifiableMap(inputs);
    }

    // ---------------------------------------------------------------- undo snapshots

    /**
     * Every input as it is now (text fields as typed, bad values included) by field id, for undo and redo. Opaque:
     * only {@link WorkloadModel#restore} reads it; equal when nothing differs.
     */
    public record Inputs(Map<String, Object> values) {

        /** The ids of the inputs whose values differ from {@code other}'s. */
        List<String> differences(Inputs other) {
            List<String> out = new ArrayList<>();
            values.forEach((id, value) -> {
                if (!java.util.Objects.equals(value, other.values.get(id))) {
                    out.add(id);
                }
            });
            return out;
        }

        /**
         * True when the two differ in at most one text field: typing into one field is one undo step,
         * not one per character.
         */
        public boolean sameTextEdit(Inputs other) {
            List<String> d = differences(other);
            // None: the field was typed back to where the step began (still the same edit).
            return d.isEmpty() || d.size() == 1 && values.get(d.get(0)) instanceof String
                    && other.values.get(d.get(0)) instanceof String;
        }
    }

    public Inputs inputs() {
        Map<String, Object> values = new LinkedHashMap<>();
        inputs.forEach((id, o) -> {
            if (o instanceof javafx.beans.value.ObservableValue<?> v) {
                values.put(id, v.getValue());
            } else if (o instanceof java.util.Set<?> set) {
                values.put(id, java.util.Set.copyOf(set));
            } else if (o instanceof java.util.List<?> list) {
                values.put(id, java.util.List.copyOf(list));
            } else {
                throw new IllegalStateException("an input of unknown kind: " + o);
            }
        });
        return new Inputs(java.util.Collections.unmodifiableMap(values));
    }

    /** Puts every input back as it was in {@code state}, field by field. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    final void restoreValues(Inputs state) {
        inputs.forEach((id, o) -> {
            Object value = state.values().get(id);
            if (o instanceof javafx.beans.value.WritableValue w) {
                w.setValue(value);
            } else if (o instanceof java.util.Set set) {
                set.retainAll((java.util.Set) value);
                set.addAll((java.util.Set) value);
            } else if (o instanceof java.util.List list) {
                list.clear();
                list.addAll((java.util.List) value);
            }
        });
    }

    // ---------------------------------------------------------------- helpers
    



    static String text(Object o) {
        if (o == null) {
            return "";
        }
        if (o instanceof Double d) {
            return plain(d);
        }
        if (o instanceof com.gpurental.plan.Count c) {
            return c.text();
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
