package com.gpurental.limits;

import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every input limit in one place, used by the wizard's fields, the plan reader and the resolver, so
 * that a value is refused with the same valid range wherever it is typed or read. Each limit is what a
 * field can physically mean (no rental beyond 10 years, no more than 24 hours a day, no image of 10,000
 * megapixels); a value outside it is refused at the input, before it can reach a figure as "∞".
 */
public final class InputLimits {

    /** How much of a user's value a message repeats before it is cut ("…"). */
    public static final int ECHO_CHARS = 40;
    /** The largest parameter or token count, in billions (100 trillion). */
    public static final double MAX_COUNT_BILLIONS = 100_000;
    /** The largest plan or catalog file read (a plan is a few kB; the bundled catalog about 100 kB). */
    public static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

    /**
     * One numeric field: its JSON path in a plan, its label key, the valid range and an example.
     * {@code whole}: only whole numbers; {@code aboveZero}: the minimum itself is excluded (0 &lt; value).
     */
    public record Limit(String path, String labelKey, BigDecimal min, BigDecimal max, boolean whole, boolean aboveZero,
                        String example) {

        /** Why {@code value} is refused (null when it is fine); {@code typed} is what the user wrote. */
        public Message check(BigDecimal value, String typed) {
            boolean below = aboveZero ? value.compareTo(min) <= 0 : value.compareTo(min) < 0;
            if (below || value.compareTo(max) > 0) {
                return outOfRange(echo(typed));
            }
            if (whole && value.stripTrailingZeros().scale() > 0) {
                return Message.of("error.field.notWhole", Message.of(labelKey), echo(typed), example);
            }
            return null;
        }

        /** "Concurrent users: 4294967297 is outside the valid range 1 to 1,000,000 (e.g. 100)." */
        public Message outOfRange(String typed) {
            return Message.of(aboveZero ? "error.limit.aboveZero" : "error.limit.range", Message.of(labelKey), typed,
                    bound(min), bound(max), example);
        }

        /**
         * ", more than 0 and at most 3,650, e.g. 30": the range and an example as a plan file writes it (8928, not the
         * field's 8,928: a JSON number has no grouping commas), said after what is wrong.
         */
        public Message rangeHint() {
            return Message.of(aboveZero ? "field.hint.aboveZero" : "field.hint.range", bound(min), bound(max),
                    example.replace(",", ""));
        }

        public int maxInt() {
            return max.intValueExact();
        }

        public double maxDouble() {
            return max.doubleValue();
        }
    }

    private static Object bound(BigDecimal b) {
        BigDecimal s = b.stripTrailingZeros();
        return s.scale() <= 0 ? (Object) s.longValueExact() : (Object) s.doubleValue();
    }

    private static final Map<String, Limit> BY_PATH = new LinkedHashMap<>();

    public static final Limit LAYERS = whole("model.layers", "field.layers", 1, 10_000, "80");
    public static final Limit HIDDEN_SIZE = whole("model.hiddenSize", "field.hiddenSize", 1, 1_000_000, "8192");
    public static final Limit ATTENTION_HEADS = whole("model.attentionHeads", "field.attentionHeads", 1, 10_000, "64");
    public static final Limit KV_HEADS = whole("model.kvHeads", "field.kvHeads", 1, 10_000, "8");
    public static final Limit HEAD_DIM = whole("model.headDim", "field.headDim", 1, 100_000, "128");
    public static final Limit SEQUENCE_LENGTH = whole("training.sequenceLength", "field.sequenceLength", 1, 1_048_576, "2048");
    public static final Limit MICRO_BATCH = whole("training.microBatch", "field.microBatch", 1, 4096, "1");
    public static final Limit TARGET_DAYS = decimal("training.targetDays", "field.targetDays", "3650", "30");
    public static final Limit CONTEXT_TOKENS = whole("inference.contextTokens", "field.contextTokens", 1, 1_048_576, "4096");
    /** One request's prompt and answer, tokens (within the context). */
    public static final Limit PROMPT_TOKENS = whole("inference.promptTokens", "field.promptTokens", 1, 1_048_576, "8192");
    public static final Limit ANSWER_TOKENS = whole("inference.answerTokens", "field.answerTokens", 1, 1_048_576, "300");
    public static final Limit CONCURRENT_USERS = whole("inference.concurrentUsers", "field.concurrentUsers", 1, 1_000_000, "100");
    // --- the load in the buyer's words (issue 31) ---
    /** How many people use the service (a headcount: "200 名员工"). */
    public static final Limit PEOPLE = whole("inference.users.people", "field.people", 1, 100_000_000, "200");
    /** The share of them using it in the busiest hour, % (more than 0, at most 100). */
    public static final Limit BUSY_SHARE = decimal("inference.users.busyShare", "field.busyShare", "100", "30");
    /** Requests each of them sends in that hour. */
    public static final Limit REQUESTS_PER_HOUR = decimal("inference.users.requestsPerHour", "field.requestsPerHour",
            "3600", "6");
    /** The share of a prompt already cached from an earlier turn (prefix caching), %, 0 to 100. */
    public static final Limit PREFIX_CACHE_SHARE = range("inference.prefixCacheShare", "field.prefixCacheShare", 0, 100,
            "50");
    /** A batch job: how many items, each one's tokens in and out, and the days it must be done in. */
    public static final Limit BATCH_ITEMS = whole("batch.items", "field.batchItems", 1, 1_000_000_000, "10000000");
    public static final Limit BATCH_INPUT_TOKENS = whole("batch.inputTokens", "field.batchInputTokens", 1, 1_048_576, "2000");
    public static final Limit BATCH_OUTPUT_TOKENS = whole("batch.outputTokens", "field.batchOutputTokens", 1, 1_048_576,
            "200");
    public static final Limit BATCH_DEADLINE_DAYS = decimal("batch.deadlineDays", "field.batchDeadlineDays", "3650", "5");
    public static final Limit TOKENS_PER_SECOND = decimal("inference.tokensPerSecondPerUser", "field.tokensPerSecond",
            "10000", "20");
    public static final Limit MEGAPIXELS = decimal("vision.megapixels", "field.megapixels", "10000", "20");
    public static final Limit IMAGES_PER_DAY = decimal("vision.imagesPerDay", "field.imagesPerDay", "10000000000", "500000");
    public static final Limit LATENCY_MS = decimal("vision.latencyMs", "field.latencyMs", "3600000", "200");
    /** One image as sent, MB (more than 0, up to 10 GB), and the line to the cards, Mbit/s (up to 400 Gb/s). */
    public static final Limit IMAGE_MB = decimal("vision.imageMb", "field.imageMb", "10000", "10");
    public static final Limit LINK_MBPS = decimal("vision.linkMbps", "field.linkMbps", "400000", "100");
    public static final Limit DURATION_DAYS = decimal("rental.durationDays", "field.durationDays", "3650", "30");
    public static final Limit HOURS_PER_DAY = decimal("rental.hoursPerDay", "field.hoursPerDay", "24", "8");
    /** The days a week the work runs, a whole number 1 to 7 (default 7; an office-hours service runs 5). */
    public static final Limit DAYS_PER_WEEK = whole("rental.daysPerWeek", "field.daysPerWeek", 1, 7, "5");
    public static final Limit PEAK_CARDS = whole("rental.peakCards", "field.peakCards", 0, 4096, "2");
    public static final Limit PEAK_HOURS = decimal("rental.peakHoursPerDay", "field.peakHours", "24", "4");
    /** A peak with a window: how many days of the term, how many hours a day, at what multiple of the base load. */
    public static final Limit PEAK_DAYS = whole("rental.peak.days", "field.peakDays", 1, 3650, "14");
    public static final Limit PEAK_WINDOW_HOURS = decimal("rental.peak.hoursPerDay", "field.peakWindowHours", "24", "14");
    public static final Limit PEAK_MULTIPLE = new Limit("rental.peak.multiple", "field.peakMultiple", BigDecimal.ONE,
            BigDecimal.valueOf(1000), false, true, "4");
    /** The term's buffer on the task's duration, 0 to 100 % inclusive (default 10 for training, 0 for a service). */
    public static final Limit BUFFER_PERCENT = range("rental.bufferPercent", "field.bufferPercent", 0, 100, "10");
    public static final Limit MONTHLY_BUDGET = decimal("budget.monthlyCny", "field.budget", "1000000000000", "8,928");
    public static final Limit TOTAL_BUDGET = decimal("budget.totalCny", "field.budget", "1000000000000", "8,928");
    public static final Limit MAX_CARDS = whole("filters.maxCards", "field.maxCards", 1, 4096, "8");
    /** The memory spare on top of the computed need, 0 to 50 % inclusive (default 20; vLLM keeps 10). */
    public static final Limit SPARE_PERCENT = range("memory.sparePercent", "field.sparePercent", 0, 50, "20");

    static {
        BY_PATH.put(PEAK_MULTIPLE.path(), PEAK_MULTIPLE);
    }

    private InputLimits() {
    }

    /**
     * A whole number from {@code min} to {@code max}, both included, registered at its path. Public so that a new field
     * of the table says its limit on its own line ({@link PlanFields}), with no constant here.
     */
    public static Limit whole(String path, String label, long min, long max, String example) {
        Limit l = new Limit(path, label, BigDecimal.valueOf(min), BigDecimal.valueOf(max), true, false, example);
        BY_PATH.put(path, l);
        return l;
    }

    /** A decimal from {@code min} to {@code max}, both included, registered at its path. */
    public static Limit range(String path, String label, long min, long max, String example) {
        Limit l = new Limit(path, label, BigDecimal.valueOf(min), BigDecimal.valueOf(max), false, false, example);
        BY_PATH.put(path, l);
        return l;
    }

    /** A decimal more than 0 and at most {@code max}, registered at its path. */
    public static Limit decimal(String path, String label, String max, String example) {
        Limit l = new Limit(path, label, BigDecimal.ZERO, new BigDecimal(max), false, true, example);
        BY_PATH.put(path, l);
        return l;
    }

    /**
     * Every limit by its plan path ({@code inference.concurrentUsers}), in plan order: the constants here and the limits
     * the field table's lines say themselves (registered as {@link PlanFields} loads, so it is loaded first).
     */
    public static Map<String, Limit> byPath() {
        PlanFields.byPath();
        return Collections.unmodifiableMap(BY_PATH);
    }

    /**
     * A user's value as a message repeats it: at most {@link #ECHO_CHARS} characters, the rest cut ("123456…"),
     * line breaks and control characters shown as spaces.
     */
    public static String echo(String typed) {
        if (typed == null) {
            return "";
        }
        String flat = typed.replaceAll("\\p{Cntrl}", " ");
        int length = flat.codePointCount(0, flat.length());
        if (length <= ECHO_CHARS) {
            return flat;
        }
        int cut = flat.offsetByCodePoints(0, ECHO_CHARS - 1);
        return flat.substring(0, cut) + "…";
    }

    // --- the papers' project details ---

    /** A text field's longest value in characters (code points), its plan path and its label key. */
    public record TextLimit(String path, String labelKey, int maxChars) {

        /** Why {@code value} is refused (null when it is fine): "Budget line: 81 characters, at most 60." */
        public Message check(String value) {
            if (value == null) {
                return null;
            }
            int length = value.strip().codePointCount(0, value.strip().length());
            return length <= maxChars ? null : Message.of("error.limit.textLength", Message.of(labelKey), length, maxChars);
        }
    }

    /** The budget line (预算科目/编号), e.g. "2026-IT-017 信息化建设费". */
    public static final TextLimit BUDGET_LINE = new TextLimit("project.budgetLine", "field.budgetLine", 60);
    /** Who vendors answer to: a name, a phone number and an e-mail address fit. */
    public static final TextLimit CONTACT = new TextLimit("project.contact", "field.contact", 100);

    // --- the PDF header's project fields ---

    /** The project's name, printed in the PDF header and the papers' title line. */
    public static final TextLimit PROJECT_NAME = new TextLimit("project.name", "field.projectName", 80);
    /** Who prepared the plan: a name, perhaps with a title. */
    public static final TextLimit PREPARER = new TextLimit("project.preparer", "field.preparer", 40);
    /** The preparer's department. */
    public static final TextLimit DEPARTMENT = new TextLimit("project.department", "field.department", 60);
}
