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
import com.gpurental.limits.PlanFields;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.PurchaseJson;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

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

    private static final java.util.regex.Pattern STARTS_AS_PLAN = java.util.regex.Pattern.compile(
            "\\uFEFF?\\s*\\{\\s*\"format\"\\s*:\\s*\"gpu-rental-plan\"\\s*,\\s*\"version\"\\s*:\\s*1(?![0-9.eE])");

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
            // The hint how a plan starts helps only a file that does not start so (a cut-off plan does).
            boolean startsAsPlan = STARTS_AS_PLAN.matcher(new String(bytes, 0, Math.min(bytes.length, 200),
                    java.nio.charset.StandardCharsets.UTF_8)).lookingAt();
            throw new InputException(file, "", startsAsPlan
                    ? com.gpurental.json.JsonTrees.problem(e, "error.json.syntaxInPlan", "error.json.refusedInPlan")
                    : com.gpurental.json.JsonTrees.problem(e, "error.json.syntax", "error.json.refused"));
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

        // the table's fields of each section, read in the sections' order and set on the plan at the end
        PlanSections.Table table = new PlanSections.Table();
        Plan.Model model = PlanSections.model(c.object("model", false), table);
        Precision precision = c.enumValue(PlanFields.PRECISION.name(), false, Precision::fromJson,
                "fp32, bf16, fp16, fp8, int8, int4");
        Plan.Training training = PlanSections.training(c.object("training", false), table);
        Plan.Inference inference = PlanSections.inference(c.object("inference", false), table);
        table.read(c.object("batch", false));
        Plan.Memory memory = PlanSections.memory(c.object("memory", false));
        table.read(c.object("vision", false));
        JsonCursor sc = c.object("compute", false);
        Plan.Compute compute = sc == null ? Plan.Compute.NONE
                : new Plan.Compute(sc.bool(PlanFields.DOUBLE_PRECISION.name(), false));
        Boolean domestic = c.bool(PlanFields.DOMESTIC.name(), false);
        Software software = c.enumValue(PlanFields.SOFTWARE.name(), false, Software::fromJson, "cuda, cann, dtk, any");
        Plan.Rental rental = PlanSections.rental(c.object("rental", false), table);
        Plan.Budget budget = PlanSections.budget(c.object("budget", false));
        table.read(c.object("project", false));
        Plan.Filters filters = PlanSections.filters(c.object("filters", false));
        Purchase purchase = PurchaseJson.read(c);
        Measurement.Measurements measurements = MeasurementsJson.read(c);
        c.throwIfProblems();
        return new Read(table.onto(new Plan(title, scenario, preset, model, precision, training, inference, null, domestic,
                rental, budget, filters, memory, null, purchase, software, compute, measurements)), c.unknownFields());
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
        writeProject(root, plan);
        writeModel(root, plan);
        if (plan.precision() != null) {
            root.put("precision", plan.precision().json());
        }
        writeTraining(root, plan.training());
        writeInference(root, plan);
        writeOptions(root, plan);
        writeRental(root, plan);
        PurchaseJson.write(root, plan.purchase());
        MeasurementsJson.write(root, plan.measurements());
        return root;
    }

    private static void writeProject(ObjectNode root, Plan plan) {
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
    }

    private static void writeModel(ObjectNode root, Plan plan) {
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
    }

    private static void writeTraining(ObjectNode root, Plan.Training t) {
        ObjectNode training = root.putObject("training");
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
    }

    private static void writeInference(ObjectNode root, Plan plan) {
        ObjectNode inference = root.putObject("inference");
        putIf(inference, "contextTokens", plan.inference().contextTokens());
        putIf(inference, "concurrentUsers", plan.inference().concurrentUsers());
        putIf(inference, "tokensPerSecondPerUser", plan.inference().tokensPerSecondPerUser());
        putIf(inference, "promptTokens", plan.inference().promptTokens());
        putIf(inference, "answerTokens", plan.inference().answerTokens());
        if (plan.inference().kvCachePrecision() != null) {
            inference.put("kvCachePrecision", plan.inference().kvCachePrecision().json());
        }
        writeLoad(root, inference, plan.inference());
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
    }

    /** The load in the buyer's words, the prefix-cache share and a batch job (issue 31), where given. */
    private static void writeLoad(ObjectNode root, ObjectNode inference, Plan.Inference i) {
        if (!i.users().isEmpty()) {
            ObjectNode users = inference.putObject("users");
            putIf(users, "people", i.users().people());
            putIf(users, "busyShare", i.users().busyShare());
            putIf(users, "requestsPerHour", i.users().requestsPerHour());
        }
        putIf(inference, "prefixCacheShare", i.prefixCacheShare());
        if (i.thinking() != null) {
            inference.put("thinking", i.thinking());
        }
        if (i.speculative() != null) {
            inference.put("speculative", i.speculative().json());
        }
        if (i.spareCopy() != null) {
            inference.put("spareCopy", i.spareCopy());
        }
        if (!i.batch().isEmpty()) {
            ObjectNode batch = root.putObject("batch");
            putIf(batch, "items", i.batch().items());
            putIf(batch, "inputTokens", i.batch().inputTokens());
            putIf(batch, "outputTokens", i.batch().outputTokens());
            putIf(batch, "deadlineDays", i.batch().deadlineDays());
        }
    }

    /** The scenario's questions: double precision, domestic products only, the software stack. */
    private static void writeOptions(ObjectNode root, Plan plan) {
        if (plan.compute().doublePrecision() != null) {
            root.putObject("compute").put("doublePrecision", plan.compute().doublePrecision());
        }
        if (plan.domesticOnly() != null) {
            root.put("domesticOnly", plan.domesticOnly());
        }
        if (plan.software() != null) {
            root.put("software", plan.software().json());
        }
    }

    /** The rental, the budget and the results' filters. */
    private static void writeRental(ObjectNode root, Plan plan) {
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
        putIf(rental, "daysPerWeek", r.daysPerWeek());
        if (!r.peak().isEmpty()) {
            ObjectNode peak = rental.putObject("peak");
            putIf(peak, "days", r.peak().days());
            putIf(peak, "hoursPerDay", r.peak().hoursPerDay());
            putIf(peak, "multiple", r.peak().multiple());
        }
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
        } else if (value instanceof Count c) {
            node.put(field, c.text());
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

    static <E extends Enum<E>> E enumOf(Class<E> type, String json) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(json)) {
                return e;
            }
        }
        return null;
    }
}
