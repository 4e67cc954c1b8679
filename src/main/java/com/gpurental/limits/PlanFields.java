package com.gpurental.limits;

import com.gpurental.limits.PlanField.Control;
import com.gpurental.limits.PlanField.Kind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plan's fields, one {@link PlanField} each: the one table the wizard, the plan reader and the resolver parse and
 * check a value through, and what a plan file's message calls a field and offers as a right value: the label the
 * wizard shows ("任务时长（天）", not {@code rental.durationDays}), and the field's valid range or an example. The JSON
 * path is said once, in front of the message ({@code plan.json：rental.durationDays：…}); a message names the field by
 * its label, or "this value" where the field has none on screen (a catalog's figures).
 */
public final class PlanFields {

    /** The wizard's id for problems shown apart from any one field (an unknown preset, no rental mode left). */
    public static final String GENERAL = "general";

    private static final Map<String, PlanField> BY_PATH = new LinkedHashMap<>();
    private static final Map<String, PlanField> BY_ID = new LinkedHashMap<>();

    // --- the model ---
    public static final PlanField PARAMETERS = field("parameters", "model.parameters", "field.parameters", Kind.COUNT);
    /** The known model chosen; its problems are shown at the parameter count, where it is picked. */
    public static final PlanField MODEL_ID = choice("parameters", "model.id", "model.known", "qwen2.5-72b");
    public static final PlanField ACTIVE = field("activeParameters", "model.activeParameters", "field.activeParameters",
            Kind.COUNT);
    public static final PlanField LAYERS = limited("layers", InputLimits.LAYERS);
    public static final PlanField HIDDEN = limited("hiddenSize", InputLimits.HIDDEN_SIZE);
    public static final PlanField HEADS = limited("attentionHeads", InputLimits.ATTENTION_HEADS);
    public static final PlanField KV_HEADS = limited("kvHeads", InputLimits.KV_HEADS);
    public static final PlanField HEAD_DIM = limited("headDim", InputLimits.HEAD_DIM);
    public static final PlanField PRECISION = choice("precision", "precision", "model.precision", "bf16");

    // --- training ---
    public static final PlanField TOKENS = register(new PlanField("tokens", "training.tokens", "field.trainingTokens", Kind.COUNT,
            null, null, null).shownAs(Control.PRESET_TEXT));
    public static final PlanField METHOD = choice(GENERAL, "training.method", "model.method", "lora");
    public static final PlanField SEQUENCE = preset("sequenceLength", InputLimits.SEQUENCE_LENGTH);
    public static final PlanField MICRO_BATCH = limited("microBatch", InputLimits.MICRO_BATCH);
    public static final PlanField TARGET_DAYS = preset("targetDays", InputLimits.TARGET_DAYS);

    // --- inference and vision ---
    public static final PlanField CONTEXT = preset("contextTokens", InputLimits.CONTEXT_TOKENS);
    public static final PlanField USERS = preset("concurrentUsers", InputLimits.CONCURRENT_USERS);
    public static final PlanField TPS = preset("tokensPerSecond", InputLimits.TOKENS_PER_SECOND);
    public static final PlanField PROMPT = limited("promptTokens", InputLimits.PROMPT_TOKENS);
    public static final PlanField ANSWER = limited("answerTokens", InputLimits.ANSWER_TOKENS);
    public static final PlanField KV_PRECISION = choice(GENERAL, "inference.kvCachePrecision", "memory.kvPrecision", "fp16");
    /** The load in the buyer's words (issue 31): people, their share in the busiest hour, requests each an hour. */
    public static final PlanField PEOPLE = limited("people", InputLimits.PEOPLE);
    public static final PlanField BUSY_SHARE = limited("busyShare", InputLimits.BUSY_SHARE);
    public static final PlanField REQUESTS_PER_HOUR = limited("requestsPerHour", InputLimits.REQUESTS_PER_HOUR);
    public static final PlanField PREFIX_CACHE_SHARE = limited("prefixCacheShare", InputLimits.PREFIX_CACHE_SHARE);
    /** The thinking switch of a hybrid model (Qwen3, GLM-4.5) and speculative decoding (DeepSeek's MTP head). */
    public static final PlanField THINKING = choice(GENERAL, "inference.thinking", "field.thinking", "false");
    public static final PlanField SPECULATIVE = choice(GENERAL, "inference.speculative", "field.speculative", "\"mtp\"");
    /** A batch job: items, tokens in and out per item, the deadline in days. */
    public static final PlanField BATCH_ITEMS = batch("batchItems", InputLimits.BATCH_ITEMS);
    public static final PlanField BATCH_INPUT = batch("batchInputTokens", InputLimits.BATCH_INPUT_TOKENS);
    public static final PlanField BATCH_OUTPUT = batch("batchOutputTokens", InputLimits.BATCH_OUTPUT_TOKENS);
    public static final PlanField BATCH_DEADLINE = batch("batchDeadlineDays", InputLimits.BATCH_DEADLINE_DAYS);
    public static final PlanField MEGAPIXELS = preset("megapixels", InputLimits.MEGAPIXELS);
    public static final PlanField IMAGES = register(limitedField("imagesPerDay", InputLimits.IMAGES_PER_DAY)
            .shownAs(Control.PRESET_GROUPED));
    public static final PlanField LATENCY = preset("latencyMs", InputLimits.LATENCY_MS);
    public static final PlanField IMAGE_MB = limited("imageMb", InputLimits.IMAGE_MB);
    public static final PlanField LINK = limited("linkMbps", InputLimits.LINK_MBPS);
    public static final PlanField SPARE = register(limitedField("sparePercent", InputLimits.SPARE_PERCENT).shownAs(Control.OWN));

    // --- the scenario's questions ---
    public static final PlanField SCENARIO = choice(GENERAL, "scenario", "report.input.scenario", "inference");
    public static final PlanField PRESET = choice(GENERAL, "preset", "field.preset", "chat-inference");
    public static final PlanField SOFTWARE = choice(GENERAL, "software", "field.software", "cuda");
    public static final PlanField DOMESTIC = choice(GENERAL, "domesticOnly", "scenario.domestic", "false");
    public static final PlanField DOUBLE_PRECISION = choice(GENERAL, "compute.doublePrecision",
            "report.input.doublePrecision", "false");

    // --- the rental and the budget ---
    public static final PlanField RENTAL_MODE = choice(GENERAL, "rental.mode", "rental.mode", "auto");
    public static final PlanField DURATION = preset("durationDays", InputLimits.DURATION_DAYS);
    public static final PlanField HOURS = preset("hoursPerDay", InputLimits.HOURS_PER_DAY);
    public static final PlanField PEAK_CARDS = limited("peakCards", InputLimits.PEAK_CARDS);
    public static final PlanField PEAK_HOURS = limited("peakHours", InputLimits.PEAK_HOURS);
    public static final PlanField BUFFER = limited("bufferPercent", InputLimits.BUFFER_PERCENT);
    /** The days a week the work runs (blank: 7); hours billed by the hour or the day are pro-rated by it (issue 32). */
    public static final PlanField DAYS_PER_WEEK = limited("daysPerWeek", InputLimits.DAYS_PER_WEEK);
    /** A peak with a window ({@code rental.peak}): days of the term, hours a day, multiple of the base load. */
    public static final PlanField PEAK_DAYS = limited("peakDays", InputLimits.PEAK_DAYS);
    public static final PlanField PEAK_WINDOW_HOURS = limited("peakWindowHours", InputLimits.PEAK_WINDOW_HOURS);
    public static final PlanField PEAK_MULTIPLE = limited("peakMultiple", InputLimits.PEAK_MULTIPLE);
    /** The budget, a month's or the whole term's: one wizard field, two paths. */
    public static final PlanField MONTHLY_BUDGET = register(new PlanField("budget", InputLimits.MONTHLY_BUDGET.path(),
            InputLimits.MONTHLY_BUDGET.labelKey(), Kind.MONEY, InputLimits.MONTHLY_BUDGET, null,
            InputLimits.MONTHLY_BUDGET.example()));
    public static final PlanField TOTAL_BUDGET = register(new PlanField("budget", InputLimits.TOTAL_BUDGET.path(),
            InputLimits.TOTAL_BUDGET.labelKey(), Kind.MONEY, InputLimits.TOTAL_BUDGET, null,
            InputLimits.TOTAL_BUDGET.example()));
    public static final PlanField MAX_CARDS = register(limitedField(GENERAL, InputLimits.MAX_CARDS).shownAs(Control.OWN));
    public static final PlanField MODES = choice(GENERAL, "filters.modes", "report.input.modes", "[\"hourly\", \"monthly\"]");
    /** Data kept on the rented machines, GB (more than 0, at most a billion, e.g. 500). */
    public static final PlanField DATA_GB = register(new PlanField("dataGb", "storage.dataGb", "quote.field.dataGb",
            Kind.POSITIVE, new InputLimits.Limit("storage.dataGb", "quote.field.dataGb", BigDecimal.ZERO,
            BigDecimal.valueOf(1_000_000_000L), false, true, "500"), null, null));

    // --- the project details the papers print ---
    public static final PlanField PROJECT_NAME = text("projectName", InputLimits.PROJECT_NAME);
    public static final PlanField PREPARER = text("preparer", InputLimits.PREPARER);
    public static final PlanField DEPARTMENT = text("department", InputLimits.DEPARTMENT);
    public static final PlanField BUDGET_LINE = text("budgetLine", InputLimits.BUDGET_LINE);
    public static final PlanField CONTACT = text("contact", InputLimits.CONTACT);
    public static final PlanField QUOTE_DEADLINE = register(new PlanField("quoteDeadline", "project.quoteDeadline",
            "field.quoteDeadline", Kind.DATE, null, null, "\"2026-12-01\"").shownAs(Control.TEXT));
    public static final PlanField START_DATE = register(new PlanField("startDate", "project.startDate",
            "field.startDate", Kind.DATE, null, null, "\"2026-12-01\"").shownAs(Control.TEXT));

    private PlanFields() {
    }

    private static PlanField register(PlanField f) {
        BY_PATH.put(f.path(), f);
        BY_ID.putIfAbsent(f.id(), f);
        return f;
    }

    private static PlanField field(String id, String path, String labelKey, Kind kind) {
        return register(new PlanField(id, path, labelKey, kind, null, null, null));
    }

    /** A number in a text field of its own (blank: not given). */
    private static PlanField limited(String id, InputLimits.Limit limit) {
        return register(limitedField(id, limit));
    }

    /** A number in a text field the scenario preset fills. */
    private static PlanField preset(String id, InputLimits.Limit limit) {
        return register(limitedField(id, limit).shownAs(Control.PRESET_TEXT));
    }

    /** A batch job's number: {@code batch.…} in a plan file, the service's {@code inference.batch.…} in the plan. */
    private static PlanField batch(String id, InputLimits.Limit limit) {
        return register(limitedField(id, limit).inPlanAt("inference." + limit.path()));
    }

    private static PlanField limitedField(String id, InputLimits.Limit limit) {
        return new PlanField(id, limit.path(), limit.labelKey(), limit.whole() ? Kind.WHOLE : Kind.DECIMAL, limit,
                null, null).shownAs(Control.TEXT);
    }

    private static PlanField choice(String id, String path, String labelKey, String example) {
        return register(new PlanField(id, path, labelKey, Kind.CHOICE, null, null, example));
    }

    private static PlanField text(String id, InputLimits.TextLimit limit) {
        return register(new PlanField(id, limit.path(), limit.labelKey(), Kind.TEXT, null, limit, null)
                .shownAs(Control.TEXT));
    }

    /**
     * The fields the table maps by itself ({@link PlanField#inTable()}), in plan order: each a text field of the wizard
     * with its getter and setter on the plan. Wizard ↔ plan and undo are loops over these.
     */
    public static List<PlanField> table() {
        return BY_PATH.values().stream().filter(PlanField::inTable).toList();
    }

    /** Every field by its JSON path, in plan order. */
    public static Map<String, PlanField> byPath() {
        return Collections.unmodifiableMap(BY_PATH);
    }

    /** The field at a JSON path ({@code rental.peakHoursPerDay}), if the plan has one there. */
    public static Optional<PlanField> at(String path) {
        return Optional.ofNullable(path == null ? null : BY_PATH.get(path));
    }

    /** The first field the wizard shows under {@code id} ({@code peakHours}), if any. */
    public static Optional<PlanField> withId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    /** The wizard field that shows a problem found at {@code path}: {@link #GENERAL} for a path without one. */
    public static String fieldIdAt(String path) {
        return at(path).map(PlanField::id).orElse(GENERAL);
    }

    /** The field's label as the wizard shows it, or "this value" for a path without one. */
    public static Message subject(String path) {
        if (path == null || path.isEmpty() || path.equals("$")) {
            return Message.of("field.document");
        }
        PlanField f = BY_PATH.get(path);
        return Message.of(f == null ? "field.unnamed" : f.labelKey());
    }

    /** What a right value is: the valid range with an example, an example alone, or "" where the path has none. */
    public static Object hint(String path) {
        InputLimits.Limit limit = InputLimits.byPath().get(path);
        if (limit != null) {
            return limit.rangeHint();
        }
        PlanField f = BY_PATH.get(path);
        return f == null || f.example() == null ? "" : Message.of("field.hint.example", f.example());
    }

    /**
     * A message about the field at {@code path}: {@code key}'s {0} is the field's label, its last argument what a
     * right value is, and {@code middle} what lies between ("error.json.type": {0} must be {1}{2}).
     */
    public static Message problem(String key, String path, Object... middle) {
        List<Object> args = new ArrayList<>();
        args.add(subject(path));
        args.addAll(Arrays.asList(middle));
        args.add(hint(path));
        return new Message(key, args);
    }
}
