package com.gpurental.limits;

import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a plan file's message calls a field and what it offers as a right value: the label the wizard shows
 * ("任务时长（天）", not {@code rental.durationDays}), and the field's valid range or an example. The JSON path is said
 * once, in front of the message ({@code plan.json：rental.durationDays：…}); a message names the field by its label, or
 * "this value" where the field has none on screen (a catalog's figures).
 */
public final class PlanFields {

    /** A field without a range: its label key and an example of a right value (null: its type says one). */
    private record Field(String labelKey, String example) {
    }

    private static final Map<String, Field> FIELDS = new LinkedHashMap<>();

    static {
        FIELDS.put("scenario", new Field("report.input.scenario", "inference"));
        FIELDS.put("preset", new Field("field.preset", "chat-inference"));
        FIELDS.put("precision", new Field("model.precision", "bf16"));
        FIELDS.put("software", new Field("field.software", "cuda"));
        FIELDS.put("domesticOnly", new Field("scenario.domestic", "false"));
        FIELDS.put("filters.modes", new Field("report.input.modes", "[\"hourly\", \"monthly\"]"));
        FIELDS.put("compute.doublePrecision", new Field("report.input.doublePrecision", "false"));
        FIELDS.put("model.id", new Field("model.known", "qwen2.5-72b"));
        FIELDS.put("model.parameters", new Field("field.parameters", null));
        FIELDS.put("model.activeParameters", new Field("field.activeParameters", null));
        FIELDS.put("training.tokens", new Field("field.trainingTokens", null));
        FIELDS.put("training.method", new Field("model.method", "lora"));
        FIELDS.put("inference.kvCachePrecision", new Field("memory.kvPrecision", "fp16"));
        FIELDS.put("rental.mode", new Field("rental.mode", "auto"));
        FIELDS.put("project.quoteDeadline", new Field("field.quoteDeadline", "\"2026-12-01\""));
        FIELDS.put("project.startDate", new Field("field.startDate", "\"2026-12-01\""));
        for (InputLimits.TextLimit t : List.of(InputLimits.PROJECT_NAME, InputLimits.PREPARER, InputLimits.DEPARTMENT,
                InputLimits.BUDGET_LINE, InputLimits.CONTACT)) {
            FIELDS.put(t.path(), new Field(t.labelKey(), null));
        }
    }

    private PlanFields() {
    }

    /** The field's label as the wizard shows it, or "this value" for a path without one. */
    public static Message subject(String path) {
        if (path == null || path.isEmpty() || path.equals("$")) {
            return Message.of("field.document");
        }
        InputLimits.Limit limit = InputLimits.byPath().get(path);
        if (limit != null) {
            return Message.of(limit.labelKey());
        }
        Field f = FIELDS.get(path);
        return Message.of(f == null ? "field.unnamed" : f.labelKey());
    }

    /** What a right value is: the valid range with an example, an example alone, or "" where the path has none. */
    public static Object hint(String path) {
        InputLimits.Limit limit = InputLimits.byPath().get(path);
        if (limit != null) {
            return limit.rangeHint();
        }
        Field f = FIELDS.get(path);
        return f == null || f.example() == null ? "" : Message.of("field.hint.example", f.example());
    }

    /**
     * A message about the field at {@code path}: {@code key}'s {0} is the field's label, its last argument what a
     * right value is, and {@code middle} what lies between ("error.json.type": {0} must be {1}{2}).
     */
    public static Message problem(String key, String path, Object... middle) {
        List<Object> args = new ArrayList<>();
        args.add(subject(path));
        args.addAll(java.util.Arrays.asList(middle));
        args.add(hint(path));
        return new Message(key, args);
    }
}
