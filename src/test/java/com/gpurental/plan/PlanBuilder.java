package com.gpurental.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plans for tests, built with fluent calls instead of plan-file text edited with {@code .replace(...)} (issue 35).
 * The builder edits the plan file's JSON tree and reads it with the app's own reader ({@link PlanJson#parse}), so
 * a built plan is exactly the plan the same file would give: defaults, checks and messages included. A path names
 * a field as the plan file nests it ({@code "rental.durationDays"}, {@code "quotes[0].price.cny"}); objects on the way
 * are made when missing. Numbers keep their digits: {@code new BigDecimal("6.50")} is written 6.50.
 *
 * <pre>{@code
 * Plan p = PlanBuilder.fromFields(LLAMA2_7B_CHAT).durationDays(20).hoursPerDay(8).plan();
 * }</pre>
 */
public final class PlanBuilder {

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    private static final Pattern ELEMENT = Pattern.compile("(\\w+)\\[(\\d+)\\]");

    private final ObjectNode root;

    private PlanBuilder(ObjectNode root) {
        this.root = root;
    }

    /** A plan file with only its format and version: every field at its default. */
    public static PlanBuilder empty() {
        return fromFields("");
    }

    /** A plan from the fields inside the document, e.g. {@code "\"precision\":\"int8\""} (as the fixtures write them). */
    public static PlanBuilder fromFields(String fields) {
        return fromJson("{\"format\":\"" + Plan.FORMAT + "\",\"version\":" + Plan.VERSION
                + (fields.isBlank() ? "" : "," + fields) + "}");
    }

    /** A plan from a whole plan file's text. */
    public static PlanBuilder fromJson(String json) {
        try {
            return new PlanBuilder((ObjectNode) PlanJson.tree("test-plan.json", json.getBytes(StandardCharsets.UTF_8)));
        } catch (InputException e) {
            throw new AssertionError(json + ": " + e.getMessage(), e);
        }
    }

    /** Sets a field (a string, number, boolean, null or a list of these) at a dotted path, making the objects on the way. */
    public PlanBuilder set(String path, Object value) {
        String[] names = path.split("\\.");
        parent(names).set(names[names.length - 1], node(value));
        return this;
    }

    /** Removes a field; a field that is not there is an error of the test, not a silent no-op. */
    public PlanBuilder remove(String path) {
        String[] names = path.split("\\.");
        if (parent(names).remove(names[names.length - 1]) == null) {
            throw new IllegalArgumentException("no field " + path + " in " + root);
        }
        return this;
    }

    public PlanBuilder rentalMode(String mode) {
        return set("rental.mode", mode);
    }

    public PlanBuilder durationDays(double days) {
        return set("rental.durationDays", days);
    }

    public PlanBuilder hoursPerDay(double hours) {
        return set("rental.hoursPerDay", hours);
    }

    public PlanBuilder trainingMethod(String method) {
        return set("training.method", method);
    }

    public PlanBuilder trainingTokens(String tokens) {
        return set("training.tokens", tokens);
    }

    public PlanBuilder parameters(String parameters) {
        return set("model.parameters", parameters);
    }

    public PlanBuilder software(String software) {
        return set("software", software);
    }

    public PlanBuilder modelId(String id) {
        return set("model.id", id);
    }

    /** The plan file's name of a precision: {@code "fp16"}, {@code "int8"}. */
    public PlanBuilder precision(String precision) {
        return set("precision", precision);
    }

    public PlanBuilder contextTokens(int tokens) {
        return set("inference.contextTokens", tokens);
    }

    public PlanBuilder promptTokens(int tokens) {
        return set("inference.promptTokens", tokens);
    }

    public PlanBuilder answerTokens(int tokens) {
        return set("inference.answerTokens", tokens);
    }

    public PlanBuilder concurrentUsers(int users) {
        return set("inference.concurrentUsers", users);
    }

    public PlanBuilder tokensPerSecondPerUser(double tokensPerSecond) {
        return set("inference.tokensPerSecondPerUser", tokensPerSecond);
    }

    public PlanBuilder targetDays(double days) {
        return set("training.targetDays", days);
    }

    public PlanBuilder domesticOnly(boolean domesticOnly) {
        return set("domesticOnly", domesticOnly);
    }

    public PlanBuilder bufferPercent(double percent) {
        return set("rental.bufferPercent", percent);
    }

    /** The share of the people using the service in its busiest hour, in percent ({@code inference.users.busyShare}). */
    public PlanBuilder busyShare(double percent) {
        return set("inference.users.busyShare", percent);
    }

    /** A second copy of the model for availability ({@code inference.spareCopy}, the wizard's 高可用 box). */
    public PlanBuilder spareCopy(boolean spare) {
        return set("inference.spareCopy", spare);
    }

    /** The thinking switch of a model that has one ({@code inference.thinking}). */
    public PlanBuilder thinking(boolean on) {
        return set("inference.thinking", on);
    }

    public PlanBuilder monthlyBudgetCny(double cny) {
        return set("budget.monthlyCny", cny);
    }

    /** The rental modes the buyer allows ({@code filters.modes}): {@code "hourly"}, {@code "monthly"}, … */
    public PlanBuilder filterModes(String... modes) {
        return set("filters.modes", List.of(modes));
    }

    /** The plan, read by the app's plan reader; a plan it refuses fails the test with the file and the message. */
    public Plan plan() {
        try {
            return PlanJson.parse("test-plan.json", bytes());
        } catch (InputException e) {
            throw new AssertionError(json() + ": " + e.getMessage(), e);
        }
    }

    /** The reader's refusal of this plan (its problems and messages); a plan it takes fails the test. */
    public InputException refused() {
        try {
            PlanJson.parse("test-plan.json", bytes());
        } catch (InputException e) {
            return e;
        }
        throw new AssertionError("the plan reader took " + json());
    }

    /** The plan file's text. */
    public String json() {
        return root.toString();
    }

    public byte[] bytes() {
        return json().getBytes(StandardCharsets.UTF_8);
    }

    /** The object holding the path's last field; {@code quotes[1]} names an element of an array that is there. */
    private ObjectNode parent(String[] names) {
        ObjectNode at = root;
        for (int i = 0; i < names.length - 1; i++) {
            Matcher m = ELEMENT.matcher(names[i]);
            if (m.matches()) {
                JsonNode element = at.path(m.group(1)).path(Integer.parseInt(m.group(2)));
                if (!(element instanceof ObjectNode o)) {
                    throw new IllegalArgumentException("no object at " + names[i] + " in " + root);
                }
                at = o;
                continue;
            }
            JsonNode next = at.get(names[i]);
            at = next instanceof ObjectNode o ? o : at.putObject(names[i]);
        }
        return at;
    }

    private static JsonNode node(Object value) {
        if (value == null) {
            return NODES.nullNode();
        }
        if (value instanceof String s) {
            return NODES.textNode(s);
        }
        if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (value instanceof Integer n) {
            return NODES.numberNode(n);
        }
        if (value instanceof Double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? NODES.numberNode(d.longValue()) : NODES.numberNode(d);
        }
        if (value instanceof Number n) {
            return NODES.numberNode(new BigDecimal(n.toString()));
        }
        if (value instanceof List<?> list) {
            ArrayNode array = NODES.arrayNode();
            list.forEach(v -> array.add(node(v)));
            return array;
        }
        throw new IllegalArgumentException("not a JSON value: " + value);
    }
}
