package com.gpurental.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Reads a Jackson tree field by field, remembering the JSON path, and collects every problem
 * instead of throwing at the first. Getters return null when the value is missing or wrong and
 * record why; callers finish reading and then call {@link #throwIfProblems()}.
 */
public final class JsonCursor {

    private final String file;
    private final String path;
    private final JsonNode node;
    private final List<InputProblem> problems;
    private final boolean[] notObjectReported = {false};
    /** The fields this reader asked this object for: every field it knows, present or not. */
    private final Set<String> asked = new HashSet<>();
    /** Every cursor of this document, to find the fields nobody asked for. */
    private final List<JsonCursor> cursors;

    private JsonCursor(String file, String path, JsonNode node, List<InputProblem> problems, List<JsonCursor> cursors) {
        this.file = file;
        this.path = path;
        this.node = node;
        this.problems = problems;
        this.cursors = cursors;
        cursors.add(this);
    }

    public static JsonCursor root(String file, JsonNode node) {
        return new JsonCursor(file, "", node, new ArrayList<>(), new ArrayList<>());
    }

    private JsonCursor child(String childPath, JsonNode childNode) {
        return new JsonCursor(file, childPath, childNode, problems, cursors);
    }

    /** Marks {@code fields} as known here without reading them (read elsewhere, e.g. by another reader). */
    public void known(String... fields) {
        asked.addAll(List.of(fields));
    }

    /**
     * Fields present in the document that no reader asked for (a misspelt {@code "budjet"}): one warning
     * each, naming the nearest known field of the same object when there is a close one. Objects whose
     * fields are free (ids as keys) are those read through {@link #node()} only, and are not checked.
     */
    public List<InputProblem> unknownFields() {
        List<InputProblem> warnings = new ArrayList<>();
        for (JsonCursor c : cursors) {
            if (c.node == null || !c.node.isObject() || c.asked.isEmpty()) {
                continue;
            }
            var names = c.node.fieldNames();
            while (names.hasNext()) {
                String name = names.next();
                if (c.asked.contains(name)) {
                    continue;
                }
                String at = c.pathOf(name);
                String nearest = nearest(name, c.asked);
                warnings.add(new InputProblem(file, at, nearest != null
                        ? Message.of("warning.plan.unknownField", InputLimits.echo(at), c.pathOf(nearest))
                        : Message.of("warning.plan.unknownFieldNoGuess", InputLimits.echo(at),
                                List.copyOf(new TreeSet<>(c.asked)))));
            }
        }
        return warnings;
    }

    /** The known name closest to {@code name} (edit distance, case ignored), if it is close enough to be a slip. */
    static String nearest(String name, Set<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : new TreeSet<>(known)) {
            int d = distance(name.toLowerCase(Locale.ROOT), k.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(2, best.length() / 3) ? best : null;
    }

    private static int distance(String a, String b) {
        if (a.length() > 200 || b.length() > 200) {
            return Integer.MAX_VALUE;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    public String path() {
        return path;
    }

    public String file() {
        return file;
    }

    public JsonNode node() {
        return node;
    }

    public List<InputProblem> problems() {
        return problems;
    }

    public void problem(String at, Message message) {
        problems.add(new InputProblem(file, at, message));
    }

    public void throwIfProblems() throws InputException {
        if (!problems.isEmpty()) {
            throw new InputException(problems);
        }
    }

    public String pathOf(String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    /**
     * False when this cursor stands on something that is not an object (a string where an entry should be):
     * said once, as the root cause, instead of one "missing field" line for every field of the entry.
     */
    private boolean objectChecked() {
        if (node == null || node.isObject() || node.isNull()) {
            return true;
        }
        if (!notObjectReported[0]) {
            notObjectReported[0] = true;
            problem(path, PlanFields.problem("error.json.type", path, Message.of("json.type.object")));
        }
        return false;
    }

    public boolean has(String field) {
        asked.add(field);
        return node != null && node.has(field) && !node.get(field).isNull();
    }

    /** The object under {@code field}; null (and a problem when required) if missing or not an object. */
    public JsonCursor object(String field, boolean required) {
        asked.add(field);
        if (!objectChecked()) {
            return null;
        }
        JsonNode child = node == null ? null : node.get(field);
        String p = pathOf(field);
        if (child == null || child.isNull()) {
            if (required) {
                problem(p, PlanFields.problem("error.json.missing", p));
            }
            return null;
        }
        if (!child.isObject()) {
            problem(p, PlanFields.problem("error.json.type", p, Message.of("json.type.object")));
            return null;
        }
        return child(p, child);
    }

    /** Every element of the array under {@code field}, each as a cursor at {@code field[i]}. */
    public List<JsonCursor> array(String field, boolean required) {
        List<JsonCursor> result = new ArrayList<>();
        asked.add(field);
        if (!objectChecked()) {
            return result;
        }
        JsonNode child = node == null ? null : node.get(field);
        String p = pathOf(field);
        if (child == null || child.isNull()) {
            if (required) {
                problem(p, PlanFields.problem("error.json.missing", p));
            }
            return result;
        }
        if (!child.isArray()) {
            problem(p, PlanFields.problem("error.json.type", p, Message.of("json.type.array")));
            return result;
        }
        for (int i = 0; i < child.size(); i++) {
            result.add(child(p + "[" + i + "]", child.get(i)));
        }
        return result;
    }

    public String string(String field, boolean required) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isTextual()) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field), Message.of("json.type.string")));
            return null;
        }
        String s = v.asText().trim();
        if (s.isEmpty() && required) {
            problem(pathOf(field), PlanFields.problem("error.json.empty", pathOf(field)));
            return null;
        }
        return s;
    }

    /** A number (JSON number only); with {@code positive} it must be &gt; 0. */
    public Double number(String field, boolean required, boolean positive) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isNumber()) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field), Message.of("json.type.number")));
            return null;
        }
        double d = v.asDouble();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field), Message.of("json.type.number")));
            return null;
        }
        if (positive && d <= 0) {
            problem(pathOf(field), PlanFields.problem("error.json.positive", pathOf(field), InputLimits.echo(v.asText())));
            return null;
        }
        if (!positive && d < 0) {
            problem(pathOf(field), PlanFields.problem("error.json.negative", pathOf(field), InputLimits.echo(v.asText())));
            return null;
        }
        return d;
    }

    /**
     * A figure whose key must be present but whose value may be {@code null} (unknown): the
     * catalog keeps unknown figures explicit instead of leaving them out.
     */
    public Double figure(String field) {
        asked.add(field);
        if (!objectChecked()) {
            return null;
        }
        if (node == null || !node.has(field)) {
            problem(pathOf(field), PlanFields.problem("error.json.missing", pathOf(field)));
            return null;
        }
        return number(field, false, true);
    }

    public BigDecimal decimal(String field, boolean required, boolean positive) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isNumber()) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field), Message.of("json.type.number")));
            return null;
        }
        BigDecimal d = v.decimalValue();
        if (positive ? d.signum() <= 0 : d.signum() < 0) {
            problem(pathOf(field), PlanFields.problem(positive ? "error.json.positive" : "error.json.negative", pathOf(field),
                    InputLimits.echo(v.asText())));
            return null;
        }
        return d;
    }

    /** A whole number; with {@code positive} it must be &ge; 1. */
    public Integer integer(String field, boolean required, boolean positive) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isIntegralNumber() && !(v.isNumber() && v.asDouble() == Math.rint(v.asDouble()))) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field), Message.of("json.type.integer")));
            return null;
        }
        BigDecimal d = v.decimalValue(); // exact: 18446744073709551716 is not read as 100
        if (positive ? d.signum() < 1 : d.signum() < 0) {
            problem(pathOf(field), PlanFields.problem(positive ? "error.json.positive" : "error.json.negative", pathOf(field),
                    InputLimits.echo(v.asText())));
            return null;
        }
        if (d.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0) {
            problem(pathOf(field), Message.of("error.limit.range", PlanFields.subject(pathOf(field)),
                    InputLimits.echo(v.asText()), positive ? 1L : 0L, (long) Integer.MAX_VALUE, 1));
            return null;
        }
        return d.intValue();
    }

    public Boolean bool(String field, boolean required) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isBoolean()) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field), Message.of("json.type.boolean")));
            return null;
        }
        return v.asBoolean();
    }

    public LocalDate date(String field, boolean required) {
        String s = string(field, required);
        if (s == null) {
            return null;
        }
        try {
            return LocalDate.parse(s);
        } catch (DateTimeParseException e) {
            problem(pathOf(field), Message.of("error.json.date", PlanFields.subject(pathOf(field)), InputLimits.echo(s)));
            return null;
        }
    }

    /** A string that must be one of {@code allowed}; {@code parse} maps it (null = unknown). */
    public <T> T enumValue(String field, boolean required, Function<String, T> parse, String allowed) {
        String s = string(field, required);
        if (s == null) {
            return null;
        }
        T t = parse.apply(s);
        if (t == null) {
            problem(pathOf(field), Message.of("error.json.enum", PlanFields.subject(pathOf(field)), InputLimits.echo(s),
                    List.of(allowed.split(", "))));
        }
        return t;
    }

    /**
     * A value held to one of {@link InputLimits}: exact (no 64-bit wrap, no infinity), inside the field's range;
     * else one problem that gives the range. Null when missing or refused.
     */
    public BigDecimal limited(String field, InputLimits.Limit limit) {
        return limited(field, limit, false);
    }

    public BigDecimal limited(String field, InputLimits.Limit limit, boolean required) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isNumber()) {
            problem(pathOf(field), PlanFields.problem("error.json.type", pathOf(field),
                    Message.of(limit.whole() ? "json.type.integer" : "json.type.number")));
            return null;
        }
        Message refused = limit.check(v.decimalValue(), v.asText());
        if (refused != null) {
            problem(pathOf(field), refused);
            return null;
        }
        return v.decimalValue();
    }

    public Integer limitedInt(String field, InputLimits.Limit limit) {
        BigDecimal d = limited(field, limit);
        return d == null ? null : d.intValueExact();
    }

    public Double limitedNumber(String field, InputLimits.Limit limit) {
        return limitedNumber(field, limit, false);
    }

    public Double limitedNumber(String field, InputLimits.Limit limit, boolean required) {
        BigDecimal d = limited(field, limit, required);
        return d == null ? null : d.doubleValue();
    }

    private JsonNode value(String field, boolean required) {
        asked.add(field);
        if (!objectChecked()) {
            return null;
        }
        JsonNode v = node == null ? null : node.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                problem(pathOf(field), PlanFields.problem("error.json.missing", pathOf(field)));
            }
            return null;
        }
        return v;
    }
}
