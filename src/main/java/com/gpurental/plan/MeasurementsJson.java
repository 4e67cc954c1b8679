package com.gpurental.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.JsonCursor;
import com.gpurental.plan.Measurement.Measurements;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan's {@code measurements} section: {@code {"version": 1, "items": [{gpu, cards, model, precision,
 * contextTokens, concurrency, decodeTokensPerSecondPerUser, prefillTokensPerSecond, outputTokensPerSecond, ttftP95Ms,
 * tpotP95Ms, source, date, origin}]}}. A plan without it has none; a wrong value is a problem of the plan, said as
 * {@link MeasurementInput} says it. Fields are only ever added.
 */
public final class MeasurementsJson {

    private MeasurementsJson() {
    }

    /** Reads the section from a plan's root; problems are added to the cursor. */
    public static Measurements read(JsonCursor root) {
        JsonCursor c = root.object("measurements", false);
        if (c == null) {
            return Measurements.NONE;
        }
        Integer version = c.integer("version", false, true);
        if (version != null && version > Measurements.VERSION) {
            c.problem(c.pathOf("version"), Message.of("measure.error.newerVersion", version, Measurements.VERSION));
            return Measurements.NONE;
        }
        List<Measurement> items = new ArrayList<>();
        int number = 0;
        for (JsonCursor item : c.array("items", false)) {
            number++;
            if (!item.node().isObject()) {
                item.problem(item.path(), Message.of("measure.error.object", number));
                continue;
            }
            item.known(MeasurementInput.FIELDS.toArray(String[]::new));
            MeasurementInput.Result r = MeasurementInput.parse(number, texts(item.node()));
            r.problems().forEach(p -> item.problem(item.path(), p));
            if (r.measurement() != null) {
                items.add(r.measurement());
            }
        }
        return new Measurements(items);
    }

    /** Writes the section (nothing for a plan without measurements). */
    public static void write(ObjectNode root, Measurements m) {
        if (m == null || m.isEmpty()) {
            return;
        }
        ObjectNode section = root.putObject("measurements");
        section.put("version", Measurements.VERSION);
        ArrayNode items = section.putArray("items");
        for (Measurement x : m.items()) {
            item(items, x);
        }
    }

    /** One measurement's fields as text, by their names in the file (a missing or null field is left out). */
    static Map<String, String> texts(JsonNode item) {
        Map<String, String> texts = new LinkedHashMap<>();
        for (String f : MeasurementInput.FIELDS) {
            JsonNode v = item.get(f);
            if (v != null && !v.isNull()) {
                texts.put(f, v.isValueNode() ? v.asText() : v.toString());
            }
        }
        return texts;
    }

    /** Adds one measurement to the section's items. */
    static void item(ArrayNode items, Measurement x) {
        ObjectNode n = items.addObject();
        n.put("gpu", x.gpu());
        putIf(n, "cards", x.cards());
        putIf(n, "model", x.model());
        putIf(n, "precision", x.precision() == null ? null : x.precision().json());
        putIf(n, "contextTokens", x.contextTokens());
        putIf(n, "concurrency", x.concurrency());
        putIf(n, "decodeTokensPerSecondPerUser", x.decodeTokensPerSecondPerUser());
        putIf(n, "prefillTokensPerSecond", x.prefillTokensPerSecond());
        putIf(n, "outputTokensPerSecond", x.outputTokensPerSecond());
        putIf(n, "ttftP95Ms", x.ttftP95Ms());
        putIf(n, "tpotP95Ms", x.tpotP95Ms());
        putIf(n, "source", x.source());
        putIf(n, "date", x.date() == null ? null : x.date().toString());
        n.put("origin", x.origin().json());
    }

    private static void putIf(ObjectNode n, String field, Object v) {
        if (v instanceof Integer i) {
            n.put(field, i);
        } else if (v instanceof Double d) {
            n.put(field, d);
        } else if (v != null) {
            n.put(field, v.toString());
        }
    }
}
