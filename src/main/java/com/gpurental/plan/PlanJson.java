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
import com.gpurental.json.InputFiles;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.json.JsonTrees;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.ModelShapeJson;
import com.gpurental.purchase.Purchase;
import com.gpurental.purchase.PurchaseJson;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;

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

    private static final Pattern STARTS_AS_PLAN = Pattern.compile(
            "\\uFEFF?\\s*\\{\\s*\"format\"\\s*:\\s*\"gpu-rental-plan\"\\s*,\\s*\"version\"\\s*:\\s*1(?![0-9.eE])");

    private PlanJson() {
    }

    public static Plan read(Path file) throws InputException {
        return parse(file.toString(), InputFiles.read(file));
    }

    public static JsonNode tree(String file, byte[] bytes) throws InputException {
        bytes = utf8(file, bytes);
        try {
            JsonNode root = JsonTrees.read(bytes);
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
                    StandardCharsets.UTF_8)).lookingAt();
            throw new InputException(file, "", startsAsPlan
                    ? JsonTrees.problem(e, "error.json.syntaxInPlan", "error.json.refusedInPlan")
                    : JsonTrees.problem(e, "error.json.syntax", "error.json.refused"));
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
        if (valid(bytes, StandardCharsets.UTF_8)) {
            return bytes;
        }
        Charset gb = Charset.forName("GB18030");
        if (valid(bytes, gb)) {
            return new String(bytes, gb).getBytes(StandardCharsets.UTF_8);
        }
        throw new InputException(file, null, Message.of("error.file.notUtf8", file));
    }

    private static boolean valid(byte[] bytes, Charset charset) {
        try {
            charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    public static Plan parse(String file, byte[] bytes) throws InputException {
        return fromTree(file, tree(file, bytes));
    }

    /** A plan and the warnings about it that do not stop it (unknown or misspelt fields). */
    public record Read(Plan plan, List<InputProblem> warnings) {
    }

    /** Like {@link #read(Path)}, with the warnings (a misspelt {@code "budjet"}: the plan still runs). */
    public static Read readChecked(Path file) throws InputException {
        String name = file.toString();
        return readTree(JsonCursor.root(name, tree(name, InputFiles.read(file))));
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
        put(root, "title", plan.title());
        if (plan.scenario() != null) {
            root.put("scenario", plan.scenario().name().toLowerCase(Locale.ROOT));
        }
        put(root, "preset", plan.preset());
        writeProject(root, plan);
        writeModel(root, plan);
        if (plan.precision() != null) {
            root.put("precision", plan.precision().json());
        }
        writeTraining(root, plan);
        writeInference(root, plan);
        writeOptions(root, plan);
        writeRental(root, plan);
        PurchaseJson.write(root, plan.purchase());
        MeasurementsJson.write(root, plan.measurements());
        return root;
    }

    private static void writeProject(ObjectNode root, Plan plan) {
        section(root, "project", plan);
    }

    private static void writeModel(ObjectNode root, Plan plan) {
        ObjectNode model = root.putObject("model");
        Plan.Model m = plan.model();
        put(model, "id", m.id());
        put(model, "parameters", m.parameters());
        put(model, "activeParameters", m.activeParameters());
        fields(model, "model", plan);
        put(model, "config", m.config());
        if (m.architecture() != null) {
            model.set("architecture", ModelShapeJson.toJson(m.architecture()));
        }
    }

    private static void writeTraining(ObjectNode root, Plan plan) {
        ObjectNode training = root.putObject("training");
        if (plan.training().method() != null) {
            training.put("method", plan.training().method().json());
        }
        fields(training, "training", plan);
        put(training, "activationCheckpointing", plan.training().activationCheckpointing());
    }

    /** The service (its load in the buyer's words among its fields), a batch job, the memory spare and vision. */
    private static void writeInference(ObjectNode root, Plan plan) {
        ObjectNode inference = root.putObject("inference");
        fields(inference, "inference", plan);
        put(inference, "spareCopy", plan.inference().spareCopy());
        section(root, "batch", plan);
        if (plan.memory().sparePercent() != null) {
            put(root.putObject("memory"), "sparePercent", plan.memory().sparePercent());
        }
        section(root, "vision", plan);
    }

    /**
     * The choices written among the table's fields, at their place in the table: each as its plan file spells it.
     * The other fields that are not in the table are written by hand around the loop ({@link #fields}).
     */
    private static final Map<PlanField, Function<Plan, Object>> CHOICES = Map.of(
            PlanFields.KV_PRECISION, p -> p.inference().kvCachePrecision() == null ? null
                    : p.inference().kvCachePrecision().json(),
            PlanFields.THINKING, p -> p.inference().thinking(),
            PlanFields.SPECULATIVE, p -> p.inference().speculative() == null ? null : p.inference().speculative().json());

    /**
     * Every field of the table ({@link PlanFields#table()}) under {@code objectPath} ({@code inference}), in the
     * table's order, at its JSON path: its value through its getter ({@link PlanAccess#get}), an inner object
     * ({@code users}) made at its first value; a field without a value is left out (docs/architecture.md "One field
     * table"). A new table field is written with no line here.
     */
    private static void fields(ObjectNode node, String objectPath, Plan plan) {
        String prefix = objectPath + ".";
        for (PlanField f : PlanFields.byPath().values()) {
            Function<Plan, Object> choice = CHOICES.get(f);
            if (!f.path().startsWith(prefix) || !f.inTable() && choice == null) {
                continue;
            }
            Object value = f.inTable() ? PlanAccess.get(plan, f) : choice.apply(plan);
            if (value != null) {
                ObjectNode at = node;
                String[] names = f.path().substring(prefix.length()).split("\\.");
                for (int i = 0; i < names.length - 1; i++) {
                    at = at.has(names[i]) ? (ObjectNode) at.get(names[i]) : at.putObject(names[i]);
                }
                put(at, f.name(), value);
            }
        }
    }

    /** The object {@code name} at the root, holding its table fields, when one of them has a value. */
    private static void section(ObjectNode root, String name, Plan plan) {
        ObjectNode section = MAPPER.createObjectNode();
        fields(section, name, plan);
        if (!section.isEmpty()) {
            root.set(name, section);
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
        fields(rental, "rental", plan);
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
            put(filters, "maxCards", plan.filters().maxCards());
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

    /** A value as a plan file holds it: a count as typed, a whole decimal without ".0", a date as 2026-12-01. */
    private static void put(ObjectNode node, String field, Object value) {
        if (value == null) {
            return;
        }
        if (value instanceof String s) {
            node.put(field, s);
        } else if (value instanceof Count c) {
            node.put(field, c.text());
        } else if (value instanceof Boolean b) {
            node.put(field, b);
        } else if (value instanceof LocalDate d) {
            node.put(field, d.toString());
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
