package com.gpurental.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.json.JsonTrees;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads and validates {@code catalog.json}. Every problem names the file, the JSON path and what
 * is wrong; nothing is half-loaded: a catalog with any problem is rejected whole.
 */
public final class CatalogLoader {

    public static final String BUNDLED_RESOURCE = "/catalog.json";
    /** How many consequences of a root cause are listed after it. */
    public static final int MAX_CONSEQUENCES = 3;
    private static volatile Catalog bundled;

    private CatalogLoader() {
    }

    /** The catalog shipped inside the application (validated like any other; cached). */
    public static Catalog bundled() {
        Catalog c = bundled;
        if (c == null) {
            try (InputStream in = CatalogLoader.class.getResourceAsStream(BUNDLED_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("catalog.json is missing from the application");
                }
                c = parse("catalog.json", in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InputException e) {
                throw new IllegalStateException("the bundled catalog.json is invalid: " + e.getMessage(), e);
            }
            bundled = c;
        }
        return c;
    }

    public static Catalog load(Path file) throws InputException {
        return parse(file.toString(), InputFiles.read(file));
    }

    public static Catalog parse(String file, byte[] bytes) throws InputException {
        JsonCursor c = JsonCursor.root(file, root(file, bytes));
        String format = c.string("format", true);
        if (format != null && !format.equals("gpu-rental-catalog")) {
            c.problem("format", Message.of("error.catalog.format", format));
        }
        Integer version = c.integer("version", true, true);
        if (version != null && version != 1) {
            c.problem("version", Message.of("error.catalog.version", version));
        }
        LocalDate asOf = c.date("asOf", true);

        // References to an id the file does not declare: when something else is wrong too (no GPUs, a broken
        // list), they are its consequences: the root cause is said first, then at most a few of them.
        List<InputProblem> consequences = new ArrayList<>();
        // Every id the file declares, valid entry or not: an offer of a GPU with a broken field is not
        // also reported as pointing at a GPU that does not exist.
        Set<String> declaredGpuIds = declaredIds(c, "gpus");
        List<Gpu> gpus = entries(c, "gpus", GpuEntries::gpu, "id", Gpu::id, null, consequences);
        if (gpus.isEmpty() && c.problems().isEmpty()) {
            c.problem("gpus", Message.of("error.catalog.noGpus"));
        }
        List<Offer> offers = entries(c, "offers", GpuEntries::offer, "id", Offer::id,
                (o, offer) -> declaredGpuIds.contains(offer.gpuId()) ? null : new InputProblem(file, o.pathOf("gpu"),
                        Message.of("error.json.reference", PlanFields.subject(o.pathOf("gpu")), offer.gpuId(), "gpus")),
                consequences);
        Set<String> declaredModelIds = declaredIds(c, "models");
        List<ModelPreset> models = entries(c, "models", PresetEntries::model, "id", ModelPreset::id, null, consequences);
        List<ScenarioPreset> scenarios = entries(c, "scenarios", PresetEntries::scenario, "id", ScenarioPreset::id,
                (s, scenario) -> scenario.defaults().modelId() == null || declaredModelIds.contains(scenario.defaults().modelId())
                        ? null : new InputProblem(file, s.pathOf("defaults.model"), Message.of("error.json.reference",
                                PlanFields.subject(s.pathOf("defaults.model")), scenario.defaults().modelId(), "models")),
                consequences);
        List<ScalingTable> scaling = entries(c, "scaling", PresetEntries::scaling, "interconnect",
                t -> t.interconnect().json(), null, consequences);
        addConsequences(c, consequences);
        c.throwIfProblems();
        return new Catalog(file, asOf, gpus, offers, models, scenarios, scaling);
    }

    /** The file's JSON tree; a file that is not JSON, is empty or is not an object is refused whole. */
    private static JsonNode root(String file, byte[] bytes) throws InputException {
        JsonNode root;
        try {
            root = JsonTrees.read(bytes); // decimals exact: 84480.00 stays 84480.00, not 8.448E+4
        } catch (JsonProcessingException e) {
            throw new InputException(file, "", JsonTrees.problem(e, "error.catalog.syntax", "error.catalog.refused"));
        } catch (IOException e) {
            throw new InputException(file, "", Message.of("error.file.unreadable", file, String.valueOf(e.getMessage())));
        }
        if (root == null) {
            throw new InputException(file, "", Message.of("error.catalog.emptyFile"));
        }
        if (!root.isObject()) {
            throw new InputException(file, "", PlanFields.problem("error.json.type", "$", Message.of("json.type.object")));
        }
        return root;
    }

    /** An entry that reads but points at something the file does not declare: the problem, or null when it does not. */
    private interface Reference<T> {
        InputProblem dangling(JsonCursor at, T entry);
    }

    /**
     * The valid entries of the list {@code array}, in order: one that does not read is left out (its problems are
     * recorded), a second one with the same {@code key} is a problem, and one with a dangling {@code reference} is
     * left out with the problem kept among the {@code consequences}.
     */
    private static <T> List<T> entries(JsonCursor c, String array, Function<JsonCursor, T> read, String keyField,
            Function<T, String> key, Reference<T> reference, List<InputProblem> consequences) {
        List<T> result = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        for (JsonCursor e : c.array(array, true)) {
            T entry = read.apply(e);
            if (entry == null) {
                continue;
            }
            InputProblem dangling = reference == null ? null : reference.dangling(e, entry);
            if (!keys.add(key.apply(entry))) {
                e.problem(e.pathOf(keyField), Message.of("error.json.duplicate", PlanFields.subject(e.pathOf(keyField)),
                        key.apply(entry)));
            } else if (dangling != null) {
                consequences.add(dangling);
            } else {
                result.add(entry);
            }
        }
        return result;
    }

    /** All the consequences when nothing else is wrong; else the first few and how many more follow. */
    private static void addConsequences(JsonCursor c, List<InputProblem> consequences) {
        if (c.problems().isEmpty()) {
            c.problems().addAll(consequences);
        } else if (!consequences.isEmpty()) {
            c.problems().addAll(consequences.subList(0, Math.min(MAX_CONSEQUENCES, consequences.size())));
            if (consequences.size() > MAX_CONSEQUENCES) {
                c.problem("", Message.of("error.catalog.moreConsequences", consequences.size() - MAX_CONSEQUENCES));
            }
        }
    }

    private static Set<String> declaredIds(JsonCursor c, String array) {
        Set<String> result = new HashSet<>();
        JsonNode list = c.node().get(array);
        if (list != null && list.isArray()) {
            for (JsonNode entry : list) {
                JsonNode id = entry.get("id");
                if (id != null && id.isTextual()) {
                    result.add(id.asText().trim());
                }
            }
        }
        return result;
    }
}
