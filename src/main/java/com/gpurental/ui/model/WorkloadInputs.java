package com.gpurental.ui.model;

import com.gpurental.catalog.RentalMode;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.ModelShape;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Count;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.Plan;
import com.gpurental.plan.Software;
import com.gpurental.purchase.Ownership;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
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


    /**
     * Field ids used for validation messages (and by pages to show them next to their field): the descriptors' ids, for
     * the fields code names by hand. A field of the table needs none: the pages bind it by its id
     * ({@code Forms.tableFields}).
     */
    public static final String F_PARAMETERS = PlanFields.PARAMETERS.id();
    public static final String F_ACTIVE = PlanFields.ACTIVE.id();
    public static final String F_KV_HEADS = PlanFields.KV_HEADS.id();
    public static final String F_TOKENS = PlanFields.TOKENS.id();
    public static final String F_USERS = PlanFields.USERS.id();
    public static final String F_TPS = PlanFields.TPS.id();
    public static final String F_MEGAPIXELS = PlanFields.MEGAPIXELS.id();
    public static final String F_PRECISION = PlanFields.PRECISION.id();
    public static final String F_DURATION = PlanFields.DURATION.id();
    public static final String F_HOURS = PlanFields.HOURS.id();
    public static final String F_DAYS_PER_WEEK = PlanFields.DAYS_PER_WEEK.id();
    public static final String F_PEAK_CARDS = PlanFields.PEAK_CARDS.id();
    public static final String F_PEAK_HOURS = PlanFields.PEAK_HOURS.id();
    /** The load in the buyer's words (issue 31). */
    public static final String F_BUSY_SHARE = PlanFields.BUSY_SHARE.id();
    /** The term's buffer on the Rental page. */
    public static final String F_BUFFER = PlanFields.BUFFER.id();
    public static final String F_BUDGET = PlanFields.MONTHLY_BUDGET.id();
    public static final String F_GENERAL = PlanFields.GENERAL;
    /** The memory spare on the Memory page. */
    public static final String F_SPARE = PlanFields.SPARE.id();
    /** The data size on the Quotes page. */
    public static final String F_DATA_GB = PlanFields.DATA_GB.id();
    /** The papers' project details. */
    public static final String F_CONTACT = PlanFields.CONTACT.id();
    public static final String F_QUOTE_DEADLINE = PlanFields.QUOTE_DEADLINE.id();
    /** The PDF header's project fields, held to their lengths. */
    public static final String F_PROJECT_NAME = PlanFields.PROJECT_NAME.id();
    public static final String F_PREPARER = PlanFields.PREPARER.id();
    public static final String F_DEPARTMENT = PlanFields.DEPARTMENT.id();

    /** The text fields of the table by descriptor, in plan order (made on first use). */
    private final Map<PlanField, StringProperty> texts = new LinkedHashMap<>();

    public final StringProperty title = new SimpleStringProperty("");
    /** Printed in the PDF header: the project, who prepared the plan, their department. */
    public final StringProperty projectName = field(PlanFields.PROJECT_NAME);
    public final StringProperty preparer = field(PlanFields.PREPARER);
    public final StringProperty department = field(PlanFields.DEPARTMENT);
    /** The budget line, the contact for vendors, the quote deadline and the rental start (dates as typed). */
    public final StringProperty budgetLine = field(PlanFields.BUDGET_LINE);
    public final StringProperty contact = field(PlanFields.CONTACT);
    public final StringProperty quoteDeadline = field(PlanFields.QUOTE_DEADLINE);
    public final StringProperty startDate = field(PlanFields.START_DATE);
    public final ObjectProperty<Plan.Scenario> scenario = new SimpleObjectProperty<>(Plan.Scenario.INFERENCE);
    public final StringProperty presetId = new SimpleStringProperty("llm-inference");
    public final BooleanProperty domesticOnly = new SimpleBooleanProperty(false);
    /** The software stack the team's code already runs on (step 1's question); CUDA by default. */
    public final ObjectProperty<Software> software =
            new SimpleObjectProperty<>(Software.DEFAULT);
    /** The chosen known model; null when the user typed a parameter count of their own. */
    public final StringProperty modelId = new SimpleStringProperty();
    /** The architecture read from an imported config.json (null when none), and where it came from. */
    public final ObjectProperty<ModelShape> importedArchitecture = new SimpleObjectProperty<>();
    public final StringProperty importedConfig = new SimpleStringProperty();
    public final StringProperty parameters = new SimpleStringProperty("");
    public final StringProperty activeParameters = new SimpleStringProperty("");
    public final StringProperty layers = field(PlanFields.LAYERS);
    public final StringProperty hiddenSize = field(PlanFields.HIDDEN);
    public final StringProperty attentionHeads = field(PlanFields.HEADS);
    public final StringProperty kvHeads = field(PlanFields.KV_HEADS);
    public final StringProperty headDim = field(PlanFields.HEAD_DIM);
    public final ObjectProperty<Precision> precision = new SimpleObjectProperty<>(Precision.FP16);
    public final ObjectProperty<TrainingMethod> method = new SimpleObjectProperty<>(TrainingMethod.FULL);
    public final StringProperty tokens = field(PlanFields.TOKENS);
    public final StringProperty sequenceLength = field(PlanFields.SEQUENCE);
    public final StringProperty microBatch = field(PlanFields.MICRO_BATCH);
    public final StringProperty targetDays = field(PlanFields.TARGET_DAYS);
    public final StringProperty contextTokens = field(PlanFields.CONTEXT);
    public final StringProperty concurrentUsers = field(PlanFields.USERS);
    public final StringProperty tokensPerSecond = field(PlanFields.TPS);
    /** One request's prompt and answer (tokens) the response time is worked for; blank takes the defaults. */
    public final StringProperty promptTokens = field(PlanFields.PROMPT);
    public final StringProperty answerTokens = field(PlanFields.ANSWER);
    /** The load in the buyer's words: people, % of them in the busiest hour, requests each an hour; blank: not given. */
    public final StringProperty people = field(PlanFields.PEOPLE);
    public final StringProperty busyShare = field(PlanFields.BUSY_SHARE);
    public final StringProperty requestsPerHour = field(PlanFields.REQUESTS_PER_HOUR);
    public final StringProperty prefixCacheShare = field(PlanFields.PREFIX_CACHE_SHARE);
    /** A batch job: items, tokens in and out per item, the deadline in days; all blank: no batch job. */
    public final StringProperty batchItems = field(PlanFields.BATCH_ITEMS);
    public final StringProperty batchInputTokens = field(PlanFields.BATCH_INPUT);
    public final StringProperty batchOutputTokens = field(PlanFields.BATCH_OUTPUT);
    public final StringProperty batchDeadlineDays = field(PlanFields.BATCH_DEADLINE);
    /**
     * Whether step 2 asks for a batch job (items and a deadline) instead of a service's users: a plan with a batch
     * section opens with it on. Not written to the plan (the batch fields are); an input so that undo puts it back.
     */
    public final BooleanProperty batchJob = new SimpleBooleanProperty(false);
    public final StringProperty megapixels = field(PlanFields.MEGAPIXELS);
    public final StringProperty imagesPerDay = field(PlanFields.IMAGES);
    public final StringProperty latencyMs = field(PlanFields.LATENCY);
    /** One image as sent (MB) and the line to the cards (Mbit/s); blank takes the assumed defaults. */
    public final StringProperty imageMb = field(PlanFields.IMAGE_MB);
    public final StringProperty linkMbps = field(PlanFields.LINK);
    /** Scientific computing whose code needs double precision (FP64): the cards are judged on FP64. */
    public final javafx.beans.property.BooleanProperty doublePrecision = new javafx.beans.property.SimpleBooleanProperty(false);
    public final ObjectProperty<Plan.RentalChoice> rentalMode = new SimpleObjectProperty<>(Plan.RentalChoice.AUTO);
    public final StringProperty durationDays = field(PlanFields.DURATION);
    public final StringProperty hoursPerDay = field(PlanFields.HOURS, "24");
    /** The days a week the work runs, as typed; blank takes 7 (issue 32: an office-hours service runs 5). */
    public final StringProperty daysPerWeek = field(PlanFields.DAYS_PER_WEEK);
    public final StringProperty peakCards = field(PlanFields.PEAK_CARDS);
    public final StringProperty peakHours = field(PlanFields.PEAK_HOURS);
    /** A peak window: days of the term, hours a day, multiple of the base load; all blank: no window. */
    public final StringProperty peakDays = field(PlanFields.PEAK_DAYS);
    public final StringProperty peakWindowHours = field(PlanFields.PEAK_WINDOW_HOURS);
    public final StringProperty peakMultiple = field(PlanFields.PEAK_MULTIPLE);
    /** The term's buffer, % as typed; blank takes the default (10 for training and batch jobs, 0 for a service). */
    public final StringProperty bufferPercent = field(PlanFields.BUFFER);
    public final ObjectProperty<BudgetKind> budgetKind = new SimpleObjectProperty<>(BudgetKind.MONTHLY);
    public final StringProperty budget = new SimpleStringProperty("");
    /** Results filter: the most cards to consider (0 = no limit). */
    public final IntegerProperty maxCards = new SimpleIntegerProperty(0);
    /** Results filter: rental modes allowed (all by default). */
    public final ObservableSet<RentalMode> allowedModes = FXCollections.observableSet(EnumSet.copyOf(
            Arrays.asList(RentalMode.filterModes())));

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
    public final ObjectProperty<Measurement.Measurements> measurements =
            new SimpleObjectProperty<>(Measurement.Measurements.NONE);

    /** The memory spare on top of the computed need, % (text as typed; 0 to 50, default 20). */
    public final StringProperty sparePercent = new SimpleStringProperty(plain(Assumptions.DEFAULT_SPARE_PERCENT));
    /** The KV cache's number format (inference; FP16 by default, FP8/INT8 halve it). */
    public final ObjectProperty<KvPrecision> kvCachePrecision = new SimpleObjectProperty<>(Assumptions.DEFAULT_KV_PRECISION);
    /**
     * The plan file's thinking switch and speculative decoding (issue 31; no control in the wizard): kept as opened, so
     * that saving from the app never drops them. Null: not given.
     */
    public final ObjectProperty<Boolean> thinking = new SimpleObjectProperty<>();
    public final ObjectProperty<Plan.Speculative> speculative = new SimpleObjectProperty<>();
    /** Availability asked: one copy of the model more than the load needs (plan {@code inference.spareCopy}). */
    public final BooleanProperty spareCopy = new SimpleBooleanProperty(false);

    /** The checklist's manual ticks and notes (saved with the plan; no engine run needed). */
    public final ObjectProperty<ChecklistState> checklist =
            new SimpleObjectProperty<>(ChecklistState.EMPTY);

    /** The compared GPUs (saved with the plan; the comparison is drawn from the advice, no engine run needed). */
    public final ComparedGpus compared = new ComparedGpus();

    /**
     * The ids of the text fields that hold the scenario preset's default as the preset filled it: shown in the field, not
     * written into the plan, so that the engine takes the preset's default as it does for a plan file that leaves the
     * field out (audit 33 §2: the preset's 10 词元/秒 written into the plan read as a speed the buyer asked for, a hard
     * target, and the app rented 40 cards where `advise` rented 24). Typing into the field, or a plan that gives it,
     * makes it the buyer's own. Restored with an undo step, after the fields; it changes only with a field or in a batch,
     * so it runs no engine of its own.
     */
    public final ObservableSet<String> fromPreset = FXCollections.observableSet(new HashSet<>());

    /** The id of {@link #fromPreset} among the inputs. */
    static final String FROM_PRESET = "fromPreset";

    /** Every input by its id, in one order: what changes re-run the engine and what an undo step restores. */
    private final Map<String, Observable> inputs = new LinkedHashMap<>();

    /** The text of a table field as typed ({@link PlanFields#table()}): blank is "not given". */
    public final StringProperty field(PlanField f) {
        if (!f.inTable()) {
            throw new IllegalArgumentException(f.path() + " is mapped by hand, not a text field of the table");
        }
        return texts.computeIfAbsent(f, x -> new SimpleStringProperty(""));
    }

    private StringProperty field(PlanField f, String initial) {
        StringProperty p = field(f);
        p.set(initial);
        return p;
    }

    WorkloadInputs() {
        input("title", title);
        input("scenario", scenario);
        input("presetId", presetId);
        input("domesticOnly", domesticOnly);
        input("software", software);
        input("modelId", modelId);
        input(F_PARAMETERS, parameters);
        input(F_ACTIVE, activeParameters);
        input(F_PRECISION, precision);
        input("method", method);
        input("doublePrecision", doublePrecision);
        input("batchJob", batchJob);
        input("rentalMode", rentalMode);
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
        input("thinking", thinking);
        input("speculative", speculative);
        input("spareCopy", spareCopy);
        input("importedArchitecture", importedArchitecture);
        input("importedConfig", importedConfig);
        // every text field of the table, those without a property of their own here too (docs/architecture.md
        // "One field table"): what an undo step restores
        for (PlanField f : PlanFields.table()) {
            input(f.id(), field(f));
            // before the model's own listener, which runs the engine on the plan without the preset's mark; reading the
            // text keeps the next change reported while a batch of changes runs no engine
            field(f).addListener(o -> {
                field(f).get();
                fromPreset.remove(f.id());
            });
        }
        input(FROM_PRESET, fromPreset);
    }

    /** Puts the scenario preset's default {@code text} into a table field as the preset's, not the buyer's (blank: none). */
    public final void fillFromPreset(PlanField f, String text) {
        field(f).set(text);
        if (text == null || text.isBlank()) {
            fromPreset.remove(f.id());
        } else {
            fromPreset.add(f.id());
        }
    }

    /** Whether the table field {@code f} holds the preset's default as filled in (not written into the plan). */
    final boolean isFromPreset(PlanField f) {
        return fromPreset.contains(f.id());
    }

    private void input(String id, Observable o) {
        if (inputs.put(id, o) != null) {
            throw new IllegalStateException("two inputs with the id " + id);
        }
    }

    /** Every input by its id, in the order they are restored. */
    final Map<String, Observable> inputsById() {
        return Collections.unmodifiableMap(inputs);
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
                // a preset's mark goes with its field's text: typing over it is still one edit
                if (!id.equals(FROM_PRESET) && !Objects.equals(value, other.values.get(id))) {
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
            } else if (o instanceof Set<?> set) {
                values.put(id, Set.copyOf(set));
            } else if (o instanceof List<?> list) {
                values.put(id, List.copyOf(list));
            } else {
                throw new IllegalStateException("an input of unknown kind: " + o);
            }
        });
        return new Inputs(Collections.unmodifiableMap(values));
    }

    /** Puts every input back as it was in {@code state}, field by field. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    final void restoreValues(Inputs state) {
        inputs.forEach((id, o) -> {
            Object value = state.values().get(id);
            if (o instanceof javafx.beans.value.WritableValue w) {
                w.setValue(value);
            } else if (o instanceof Set set) {
                set.retainAll((Set) value);
                set.addAll((Set) value);
            } else if (o instanceof List list) {
                list.clear();
                list.addAll((List) value);
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
        if (o instanceof Count c) {
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
        DecimalFormat f = new DecimalFormat("#,##0.###",
                DecimalFormatSymbols.getInstance(Locale.ROOT));
        return f.format(v);
    }

    static String plain(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
