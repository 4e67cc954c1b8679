package com.gpurental.plan;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputException;
import com.gpurental.json.JsonCursor;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanFields;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Message;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.PurchaseJson;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * Reads and writes the versioned plan document. Reading checks structure and types and reports
 * every problem with its JSON path; the values themselves (a parameter count, a model id) are
 * checked when the plan is resolved against a catalog.
 */
public final class PlanJson {

    /**
     * Reads decimals exactly as written: the default node factory strips trailing zeros, which turned a
     * budget of 8000.00 into 8E+3 (and saved it that way).
     */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private PlanJson() {
    }

    public static Plan read(Path file) throws InputException {
        return parse(file.toString(), com.gpurental.json.InputFiles.read(file));
    }

    public static JsonNode tree(String file, byte[] bytes) throws InputException {
        bytes = utf8(file, bytes);
        try {
            JsonNode root = com.gpurental.json.JsonTrees.read(bytes);
            if (root == null) {
                throw new InputException(file, "", Message.of("error.json.emptyFile"));
            }
            if (!root.isObject()) {
                throw new InputException(file, "", PlanFields.problem("error.json.type", "$", Message.of("json.type.object")));
            }
            return root;
        } catch (JsonProcessingException e) {
            throw new InputException(file, "", com.gpurental.json.JsonTrees.problem(e, "error.json.syntax", "error.json.refused"));
        } catch (IOException e) {
            throw new InputException(file, "", Message.of("error.file.unreadable", file, String.valueOf(e.getMessage())));
        }
    }

    /**
     * A plan saved as GBK (Notepad on a Chinese Windows does this) was called "broken structure (a missing
     * comma…)". Bytes that are not UTF-8 are read as GB18030 (GBK's superset) when they are valid there, as the quote
     * import reads an Excel CSV; otherwise the file is refused saying it is not UTF-8 and how to save it.
     */
    static byte[] utf8(String file, byte[] bytes) throws InputException {
        if (valid(bytes, java.nio.charset.StandardCharsets.UTF_8)) {
            return bytes;
        }
        java.nio.charset.Charset gb = java.nio.charset.Charset.forName("GB18030");
        if (valid(bytes, gb)) {
            return new String(bytes, gb).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        }
        throw new InputException(file, null, Message.of("error.file.notUtf8", file));
    }

    private static boolean valid(byte[] bytes, java.nio.charset.Charset charset) {
        try {
            charset.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes));
            return true;
        } catch (java.nio.charset.CharacterCodingException e) {
            return false;
        }
    }

    public static Plan parse(String file, byte[] bytes) throws InputException {
        return fromTree(file, tree(file, bytes));
    }

    /** A plan and the warnings about it that do not stop it (unknown or misspelt fields). */
    public record Read(Plan plan, java.util.List<com.gpurental.json.InputProblem> warnings) {
    }

    /** Like {@link #read(Path)}, with the warnings (a misspelt {@code "budjet"}: the plan still runs). */
    public static Read readChecked(Path file) throws InputException {
        String name = file.toString();
        return readTree(JsonCursor.root(name, tree(name, com.gpurental.json.InputFiles.read(file))));
    }

    /** Reads a plan from a tree (also used for the plan inside a saved {@code .gpuplan.json}). */
    public static Plan fromTree(String file, JsonNode root) throws InputException {
        return readTree(JsonCursor.root(file, root)).plan();
    }

    /**
     * Reads the plan under {@code c}; the warnings list the fields nobody asked for, so a caller that reads more
     * of the same document (a saved plan's checklist) marks its own fields {@link JsonCursor#known known} first.
     * Every field may be left out, {@code format} and {@code version} too (then it is read as this version's
     * plan); given, they must be right.
     */
    public static Read readTree(JsonCursor c) throws InputException {
        String format = c.string("format", false);
        if (format != null && !format.equals(Plan.FORMAT)) {
            c.problem("format", Message.of("error.plan.format", format));
            c.throwIfProblems();
        }
        Integer version = c.integer("version", false, true);
        if (version != null && version > Plan.VERSION) {
            c.problem("version", Message.of("error.plan.newerVersion", version, Plan.VERSION));
            c.throwIfProblems();
        }
        String title = c.string("title", false);
        Plan.Scenario scenario = c.enumValue("scenario", false, s -> enumOf(Plan.Scenario.class, s), "training, inference");
        String preset = c.string("preset", false);

        Plan.Model model = Plan.Model.EMPTY;
        JsonCursor m = c.object("model", false);
        if (m != null) {
            String config = m.string("config", false);
            model = new Plan.Model(m.string("id", false), count(m, "parameters"), count(m, "activeParameters"),
                    m.limitedInt("layers", InputLimits.LAYERS), m.limitedInt("hiddenSize", InputLimits.HIDDEN_SIZE),
                    m.limitedInt("attentionHeads", InputLimits.ATTENTION_HEADS),
                    m.limitedInt("kvHeads", InputLimits.KV_HEADS), m.limitedInt("headDim", InputLimits.HEAD_DIM),
                    config, architecture(m, config));
        }
        Precision precision = c.enumValue("precision", false, Precision::fromJson, "fp32, bf16, fp16, fp8, int8, int4");

        Plan.Training training = Plan.Training.EMPTY;
        JsonCursor t = c.object("training", false);
        if (t != null) {
            training = new Plan.Training(
                    t.enumValue("method", false, TrainingMethod::fromJson, "full, lora, qlora"),
                    count(t, "tokens"), t.limitedInt("sequenceLength", InputLimits.SEQUENCE_LENGTH),
                    t.limitedInt("microBatch", InputLimits.MICRO_BATCH),
                    t.limitedNumber("targetDays", InputLimits.TARGET_DAYS), t.bool("activationCheckpointing", false));
        }
        Plan.Inference inference = Plan.Inference.EMPTY;
        JsonCursor i = c.object("inference", false);
        if (i != null) {
            inference = new Plan.Inference(i.limitedInt("contextTokens", InputLimits.CONTEXT_TOKENS),
                    i.limitedInt("concurrentUsers", InputLimits.CONCURRENT_USERS),
                    i.limitedNumber("tokensPerSecondPerUser", InputLimits.TOKENS_PER_SECOND),
                    i.enumValue("kvCachePrecision", false, KvPrecision::fromJson, "fp16, fp8, int8"),
                    i.limitedInt("promptTokens", InputLimits.PROMPT_TOKENS), i.limitedInt("answerTokens", InputLimits.ANSWER_TOKENS));
        }
        Plan.Memory memory = Plan.Memory.DEFAULT;
        JsonCursor mem = c.object("memory", false);
        if (mem != null) {
            Double spare = mem.limitedNumber("sparePercent", InputLimits.SPARE_PERCENT);
            memory = new Plan.Memory(spare);
        }
        Plan.Vision vision = Plan.Vision.EMPTY;
        JsonCursor v = c.object("vision", false);
        if (v != null) {
            vision = new Plan.Vision(v.limitedNumber("megapixels", InputLimits.MEGAPIXELS),
                    v.limitedNumber("imagesPerDay", InputLimits.IMAGES_PER_DAY),
                    v.limitedNumber("latencyMs", InputLimits.LATENCY_MS), v.limitedNumber("imageMb", InputLimits.IMAGE_MB),
                    v.limitedNumber("linkMbps", InputLimits.LINK_MBPS));
        }
        Plan.Compute compute = Plan.Compute.NONE;
        JsonCursor sc = c.object("compute", false);
        if (sc != null) {
            compute = new Plan.Compute(sc.bool("doublePrecision", false));
        }
        Boolean domestic = c.bool("domesticOnly", false);
        Software software = c.enumValue("software", false, Software::fromJson, "cuda, cann, dtk, any");

        Plan.Rental rental = Plan.Rental.EMPTY;
        JsonCursor r = c.object("rental", false);
        if (r != null) {
            Double hours = r.limitedNumber("hoursPerDay", InputLimits.HOURS_PER_DAY);
            Double peakHours = r.limitedNumber("peakHoursPerDay", InputLimits.PEAK_HOURS);
            Double days = r.limitedNumber("durationDays", InputLimits.DURATION_DAYS);
            Double buffer = r.limitedNumber("bufferPercent", InputLimits.BUFFER_PERCENT);
            rental = new Plan.Rental(r.enumValue("mode", false, s -> enumOf(Plan.RentalChoice.class, s), "auto, hourly, monthly, hybrid"),
                    days, hours, r.limitedInt("peakCards", InputLimits.PEAK_CARDS), peakHours, buffer);
        }
        Plan.Budget budget = Plan.Budget.NONE;
        JsonCursor b = c.object("budget", false);
        if (b != null) {
            BigDecimal monthly = b.limited("monthlyCny", InputLimits.MONTHLY_BUDGET);
            BigDecimal total = b.limited("totalCny", InputLimits.TOTAL_BUDGET);
            if (monthly != null && total != null) {
                b.problem(b.path(), Message.of("error.plan.twoBudgets"));
            }
            budget = new Plan.Budget(monthly, total);
        }
        Plan.Project project = Plan.Project.NONE;
        JsonCursor pr = c.object("project", false);
        if (pr != null) {
            project = new Plan.Project(text(pr, "name", InputLimits.PROJECT_NAME), text(pr, "preparer", InputLimits.PREPARER),
                    text(pr, "department", InputLimits.DEPARTMENT),
                    text(pr, "budgetLine", InputLimits.BUDGET_LINE), text(pr, "contact", InputLimits.CONTACT),
                    pr.date("quoteDeadline", false), pr.date("startDate", false));
        }
        Plan.Filters filters = Plan.Filters.NONE;
        JsonCursor f = c.object("filters", false);
        if (f != null) {
            Set<QuoteMode> modes = null;
            if (f.has("modes")) {
                modes = EnumSet.noneOf(QuoteMode.class);
                for (JsonCursor e : f.array("modes", false)) {
                    QuoteMode q = e.node().isTextual() ? QuoteMode.fromJson(e.node().asText()) : null;
                    if (q == null) {
                        e.problem(e.path(), Message.of("error.json.enum", PlanFields.subject("filters.modes"),
                                InputLimits.echo(e.node().asText()), java.util.List.of("hourly", "daily", "weekly", "monthly", "quarterly",
                                "hybrid")));
                    } else {
                        modes.add(q);
                    }
                }
            }
            filters = new Plan.Filters(f.limitedInt("maxCards", InputLimits.MAX_CARDS), modes);
        }
        Purchase purchase = PurchaseJson.read(c);
        c.throwIfProblems();
        return new Read(new Plan(title, scenario, preset, model, precision, training, inference, vision, domestic, rental,
                budget, filters, memory, project, purchase, software, compute), c.unknownFields());
    }

    /** A text field held to its length. */
    private static String text(JsonCursor c, String field, InputLimits.TextLimit limit) {
        String s = c.string(field, false);
        Message refused = limit.check(s);
        if (refused != null) {
            c.problem(c.pathOf(field), refused);
            return null;
        }
        return s;
    }

    /** A count field: a string such as "70B" or a number of billions; returned as text. */
    private static String count(JsonCursor c, String field) {
        if (!c.has(field)) {
            return null;
        }
        JsonNode v = c.node().get(field);
        if (v.isNumber()) {
            return v.decimalValue().stripTrailingZeros().toPlainString() + "B";
        }
        if (v.isTextual()) {
            return v.asText();
        }
        c.problem(c.pathOf(field), PlanFields.problem("error.json.type", c.pathOf(field), Message.of("json.type.count")));
        return null;
    }

    /**
     * The architecture of {@code model.config} (a config.json, relative to the plan file) read afresh when
     * the file is there, else the one stored under {@code model.architecture}; a file that is neither there nor
     * stored, or that cannot be read, is a problem naming it.
     */
    private static com.gpurental.models.ModelShape architecture(JsonCursor m, String config) {
        JsonCursor stored = m.object("architecture", false);
        if (config != null) {
            java.nio.file.Path planFile = java.nio.file.Path.of(m.file());
            java.nio.file.Path parent = planFile.toAbsolutePath().getParent();
            java.nio.file.Path file;
            try {
                file = parent == null ? java.nio.file.Path.of(config) : parent.resolve(config);
            } catch (java.nio.file.InvalidPathException e) {
                m.problem(m.pathOf("config"), Message.of("error.config.unreadable", config, e.getReason()));
                return null;
            }
            if (java.nio.file.Files.isRegularFile(file) || stored == null) {
                String text;
                try {
                    text = java.nio.file.Files.readString(file, java.nio.charset.StandardCharsets.UTF_8);
                } catch (IOException | RuntimeException e) {
                    m.problem(m.pathOf("config"), Message.of("error.config.unreadable", config,
                            e instanceof java.nio.file.NoSuchFileException ? Message.of("error.config.noFile")
                                    : String.valueOf(e.getMessage())));
                    return null;
                }
                com.gpurental.models.ConfigJson.Result read = com.gpurental.models.ConfigJson.parse(text);
                for (Message problem : read.problems()) {
                    m.problem(m.pathOf("config"), problem);
                }
                return read.ok() ? read.shape() : null;
            }
        }
        if (stored == null) {
            return null;
        }
        com.gpurental.models.ConfigJson.Result read = com.gpurental.models.ModelShapeJson.fromJson(stored.node());
        for (Message problem : read.problems()) {
            m.problem(m.pathOf("architecture"), problem);
        }
        return read.ok() ? read.shape() : null;
    }

    public static ObjectNode toTree(Plan plan) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", Plan.FORMAT);
        root.put("version", Plan.VERSION);
        putIf(root, "title", plan.title());
        if (plan.scenario() != null) {
            root.put("scenario", plan.scenario().name().toLowerCase(Locale.ROOT));
        }
        putIf(root, "preset", plan.preset());
        if (!plan.project().isEmpty()) {
            ObjectNode project = root.putObject("project");
            putIf(project, "name", plan.project().name());
            putIf(project, "preparer", plan.project().preparer());
            putIf(project, "department", plan.project().department());
            putIf(project, "budgetLine", plan.project().budgetLine());
            putIf(project, "contact", plan.project().contact());
            if (plan.project().quoteDeadline() != null) {
                project.put("quoteDeadline", plan.project().quoteDeadline().toString());
            }
            if (plan.project().startDate() != null) {
                project.put("startDate", plan.project().startDate().toString());
            }
        }
        ObjectNode model = root.putObject("model");
        Plan.Model m = plan.model();
        putIf(model, "id", m.id());
        putIf(model, "parameters", m.parameters());
        putIf(model, "activeParameters", m.activeParameters());
        putIf(model, "layers", m.layers());
        putIf(model, "hiddenSize", m.hiddenSize());
        putIf(model, "attentionHeads", m.attentionHeads());
        putIf(model, "kvHeads", m.kvHeads());
        putIf(model, "headDim", m.headDim());
        putIf(model, "config", m.config());
        if (m.architecture() != null) {
            model.set("architecture", com.gpurental.models.ModelShapeJson.toJson(m.architecture()));
        }
        if (plan.precision() != null) {
            root.put("precision", plan.precision().json());
        }
        ObjectNode training = root.putObject("training");
        Plan.Training t = plan.training();
        if (t.method() != null) {
            training.put("method", t.method().json());
        }
        putIf(training, "tokens", t.tokens());
        putIf(training, "sequenceLength", t.sequenceLength());
        putIf(training, "microBatch", t.microBatch());
        putIf(training, "targetDays", t.targetDays());
        if (t.activationCheckpointing() != null) {
            training.put("activationCheckpointing", t.activationCheckpointing());
        }
        ObjectNode inference = root.putObject("inference");
        putIf(inference, "contextTokens", plan.inference().contextTokens());
        putIf(inference, "concurrentUsers", plan.inference().concurrentUsers());
        putIf(inference, "tokensPerSecondPerUser", plan.inference().tokensPerSecondPerUser());
        putIf(inference, "promptTokens", plan.inference().promptTokens());
        putIf(inference, "answerTokens", plan.inference().answerTokens());
        if (plan.inference().kvCachePrecision() != null) {
            inference.put("kvCachePrecision", plan.inference().kvCachePrecision().json());
        }
        if (plan.memory().sparePercent() != null) {
            putIf(root.putObject("memory"), "sparePercent", plan.memory().sparePercent());
        }
        if (!plan.vision().equals(Plan.Vision.EMPTY)) {
            ObjectNode vision = root.putObject("vision");
            putIf(vision, "megapixels", plan.vision().megapixels());
            putIf(vision, "imagesPerDay", plan.vision().imagesPerDay());
            putIf(vision, "latencyMs", plan.vision().latencyMs());
            putIf(vision, "imageMb", plan.vision().imageMb());
            putIf(vision, "linkMbps", plan.vision().linkMbps());
        }
        if (plan.compute().doublePrecision() != null) {
            root.putObject("compute").put("doublePrecision", plan.compute().doublePrecision());
        }
        if (plan.domesticOnly() != null) {
            root.put("domesticOnly", plan.domesticOnly());
        }
        if (plan.software() != null) {
            root.put("software", plan.software().json());
        }
        ObjectNode rental = root.putObject("rental");
        Plan.Rental r = plan.rental();
        if (r.mode() != null) {
            rental.put("mode", r.mode().name().toLowerCase(Locale.ROOT));
        }
        putIf(rental, "durationDays", r.durationDays());
        putIf(rental, "hoursPerDay", r.hoursPerDay());
        putIf(rental, "peakCards", r.peakCards());
        putIf(rental, "peakHoursPerDay", r.peakHoursPerDay());
        putIf(rental, "bufferPercent", r.bufferPercent());
        if (plan.budget().monthlyCny() != null || plan.budget().totalCny() != null) {
            ObjectNode budget = root.putObject("budget");
            if (plan.budget().monthlyCny() != null) {
                budget.put("monthlyCny", plan.budget().monthlyCny());
            }
            if (plan.budget().totalCny() != null) {
                budget.put("totalCny", plan.budget().totalCny());
            }
        }
        if (!plan.filters().equals(Plan.Filters.NONE)) {
            ObjectNode filters = root.putObject("filters");
            putIf(filters, "maxCards", plan.filters().maxCards());
            if (plan.filters().modes() != null) {
                ArrayNode modes = filters.putArray("modes");
                plan.filters().modes().stream().sorted().forEach(q -> modes.add(q.json()));
            }
        }
        PurchaseJson.write(root, plan.purchase());
        return root;
    }

    public static String write(Plan plan) {
        try {
            return MAPPER.writeValueAsString(toTree(plan));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void putIf(ObjectNode node, String field, Object value) {
        if (value == null) {
            return;
        }
        if (value instanceof String s) {
            node.put(field, s);
        } else if (value instanceof Integer i) {
            node.put(field, i);
        } else if (value instanceof Double d) {
            if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                node.put(field, d.longValue());
            } else {
                node.put(field, d);
            }
        } else {
            throw new IllegalArgumentException(field + ": " + value.getClass());
        }
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, String json) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(json)) {
                return e;
            }
        }
        return null;
    }
}
