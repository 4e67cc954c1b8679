package com.gpurental.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
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

    private JsonCursor(String file, String path, JsonNode node, List<InputProblem> problems) {
        this.file = file;
        this.path = path;
        this.node = node;
        this.problems = problems;
    }

    public static JsonCursor root(String file, JsonNode node) {
        return new JsonCursor(file, "", node, new ArrayList<>());
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

    public boolean has(String field) {
        return node != null && node.has(field) && !node.get(field).isNull();
    }

    /** The object under {@code field}; null (and a problem when required) if missing or not an object. */
    public JsonCursor object(String field, boolean required) {
        JsonNode child = node == null ? null : node.get(field);
        String p = pathOf(field);
        if (child == null || child.isNull()) {
            if (required) {
                problem(p, Message.of("error.json.missing", p));
            }
            return null;
        }
        if (!child.isObject()) {
            problem(p, Message.of("error.json.type", p, Message.of("json.type.object")));
            return null;
        }
        return new JsonCursor(file, p, child, problems);
    }

    /** Every element of the array under {@code field}, each as a cursor at {@code field[i]}. */
    public List<JsonCursor> array(String field, boolean required) {
        JsonNode child = node == null ? null : node.get(field);
        String p = pathOf(field);
        List<JsonCursor> result = new ArrayList<>();
        if (child == null || child.isNull()) {
            if (required) {
                problem(p, Message.of("error.json.missing", p));
            }
            return result;
        }
        if (!child.isArray()) {
            problem(p, Message.of("error.json.type", p, Message.of("json.type.array")));
            return result;
        }
        for (int i = 0; i < child.size(); i++) {
            result.add(new JsonCursor(file, p + "[" + i + "]", child.get(i), problems));
        }
        return result;
    }

    public String string(String field, boolean required) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isTextual()) {
            problem(pathOf(field), Message.of("error.json.type", pathOf(field), Message.of("json.type.string")));
            return null;
        }
        String s = v.asText().trim();
        if (s.isEmpty() && required) {
            problem(pathOf(field), Message.of("error.json.empty", pathOf(field)));
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
            problem(pathOf(field), Message.of("error.json.type", pathOf(field), Message.of("json.type.number")));
            return null;
        }
        double d = v.asDouble();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            problem(pathOf(field), Message.of("error.json.type", pathOf(field), Message.of("json.type.number")));
            return null;
        }
        if (positive && d <= 0) {
            problem(pathOf(field), Message.of("error.json.positive", pathOf(field), v.asText()));
            return null;
        }
        if (!positive && d < 0) {
            problem(pathOf(field), Message.of("error.json.negative", pathOf(field), v.asText()));
            return null;
        }
        return d;
    }

    /**
     * A figure whose key must be present but whose value may be {@code null} (unknown): the
     * catalog keeps unknown figures explicit instead of leaving them out.
     */
    public Double figure(String field) {
        if (node == null || !node.has(field)) {
            problem(pathOf(field), Message.of("error.json.missing", pathOf(field)));
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
            problem(pathOf(field), Message.of("error.json.type", pathOf(field), Message.of("json.type.number")));
            return null;
        }
        BigDecimal d = v.decimalValue();
        if (positive ? d.signum() <= 0 : d.signum() < 0) {
            problem(pathOf(field), Message.of(positive ? "error.json.positive" : "error.json.negative", pathOf(field), v.asText()));
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
            problem(pathOf(field), Message.of("error.json.type", pathOf(field), Message.of("json.type.integer")));
            return null;
        }
        long l = v.asLong();
        if (l > Integer.MAX_VALUE || (positive ? l < 1 : l < 0)) {
            problem(pathOf(field), Message.of(positive ? "error.json.positive" : "error.json.negative", pathOf(field), v.asText()));
            return null;
        }
        return (int) l;
    }

    public Boolean bool(String field, boolean required) {
        JsonNode v = value(field, required);
        if (v == null) {
            return null;
        }
        if (!v.isBoolean()) {
            problem(pathOf(field), Message.of("error.json.type", pathOf(field), Message.of("json.type.boolean")));
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
            problem(pathOf(field), Message.of("error.json.date", pathOf(field), s));
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
            problem(pathOf(field), Message.of("error.json.enum", pathOf(field), s, allowed));
        }
        return t;
    }

    private JsonNode value(String field, boolean required) {
        JsonNode v = node == null ? null : node.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                problem(pathOf(field), Message.of("error.json.missing", pathOf(field)));
            }
            return null;
        }
        return v;
    }
}
