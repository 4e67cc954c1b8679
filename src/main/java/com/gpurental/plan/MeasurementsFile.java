package com.gpurental.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.AtomicFiles;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.JsonTrees;
import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Keeps one measurement in a plan file's {@code measurements} section (issue 34: {@code advise PLAN --acceptance
 * RESULT.json}) and changes nothing else: the file is read as a tree, every other field is kept as it was written, an
 * earlier measurement of the same run (same GPU, cards, model, precision, load and origin) is replaced, items this
 * version cannot read are kept as they are, and the file is written atomically ({@link AtomicFiles}). A section saved
 * by a newer version is not touched.
 */
public final class MeasurementsFile {

    /** What {@link #keep} did: written, or the same measurement was already there; {@code count} items now. */
    public record Kept(boolean written, int count) {
    }

    private static final com.fasterxml.jackson.databind.node.JsonNodeFactory NODES =
            com.fasterxml.jackson.databind.node.JsonNodeFactory.withExactBigDecimals(true);

    private MeasurementsFile() {
    }

    /**
     * Keeps {@code m} in {@code planFile}.
     *
     * @throws InputException the file is not a plan object or its section cannot be kept in (newer, not an object)
     * @throws IOException    the file could not be written (it is then as it was)
     */
    public static Kept keep(Path planFile, Measurement m) throws InputException, IOException {
        String file = planFile.toString();
        JsonNode read;
        try {
            read = JsonTrees.read(InputFiles.read(planFile));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new InputException(file, null, JsonTrees.problem(e, "error.json.syntaxInPlan", "error.json.refusedInPlan"));
        }
        if (!(read instanceof ObjectNode root)) {
            throw new InputException(file, null, Message.of("measure.keep.notPlan"));
        }
        JsonNode old = root.get("measurements");
        if (old != null && !old.isObject()) {
            throw new InputException(file, "measurements", Message.of("measure.keep.notSection"));
        }
        int version = old == null ? Measurement.Measurements.VERSION : old.path("version").asInt(
                Measurement.Measurements.VERSION);
        if (version > Measurement.Measurements.VERSION) {
            throw new InputException(file, "measurements.version",
                    Message.of("measure.error.newerVersion", version, Measurement.Measurements.VERSION));
        }
        ArrayNode items = NODES.arrayNode();
        boolean already = false;
        int number = 0;
        for (JsonNode item : old == null ? NODES.arrayNode() : old.path("items")) {
            number++;
            Measurement was = item.isObject() ? MeasurementInput.parse(number, MeasurementsJson.texts(item)).measurement() : null;
            already |= m.equals(was);
            if (was == null || !Measurement.Measurements.sameRun(was, m)) {
                items.add(item); // kept as written, an item this version cannot read too
            }
        }
        if (already) {
            return new Kept(false, number);
        }
        MeasurementsJson.item(items, m);
        ObjectNode section = old == null ? root.putObject("measurements") : (ObjectNode) old;
        section.put("version", Measurement.Measurements.VERSION);
        section.set("items", items);
        byte[] bytes = PlanJson.MAPPER.writeValueAsString(root).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(planFile, bytes);
        return new Kept(true, items.size());
    }
}
