package com.gpurental.purchase;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan's {@code ownership} block as form fields (the rent-or-buy editor): each field's text, read with
 * the same rules and messages as the plan file ({@link PurchaseJson}), so a field typed in the app and the same value
 * in a file are judged alike.
 */
public final class OwnershipFields {

    /** The block's fields in the order the editor shows them (also their JSON names and bundle keys quote.owner.*). */
    public static final List<String> FIELDS = List.of("serverPriceCny", "serverCards", "gpu", "powerKw", "pue",
            "electricityCnyPerKwh", "hostingCnyPerMonth", "opsCnyPerYear", "depreciationYears", "residualPercent");

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    /** The fields read: the block (null when a field is wrong or all are empty) and each wrong field's message. */
    public record Read(Ownership ownership, Map<String, Message> problems) {

        public boolean empty() {
            return ownership == null && problems.isEmpty();
        }
    }

    private OwnershipFields() {
    }

    /** The texts of a block as the editor shows them (plain numbers); all empty for none. */
    public static Map<String, String> texts(Ownership o) {
        Map<String, String> texts = new LinkedHashMap<>();
        ObjectNode root = NODES.objectNode();
        if (o != null) {
            PurchaseJson.write(root, new Purchase(null, List.of(), o));
        }
        JsonNode n = root.path("ownership");
        for (String f : FIELDS) {
            JsonNode v = n.get(f);
            texts.put(f, v == null || v.isNull() ? "" : v.isNumber() ? v.decimalValue().stripTrailingZeros().toPlainString()
                    : v.asText());
        }
        return texts;
    }

    /** Reads the texts: all empty means no ownership comparison; else every field is checked as in a plan file. */
    public static Read read(Map<String, String> texts) {
        ObjectNode block = NODES.objectNode();
        for (String f : FIELDS) {
            String t = texts.getOrDefault(f, "");
            t = t == null ? "" : t.strip();
            if (t.isEmpty()) {
                continue;
            }
            BigDecimal number = f.equals("gpu") ? null : QuoteRows.number(t);
            if (number != null) {
                block.put(f, number);
            } else {
                block.put(f, t);
            }
        }
        if (block.isEmpty()) {
            return new Read(null, Map.of());
        }
        JsonCursor c = JsonCursor.root("ownership", NODES.objectNode().set("ownership", block)).object("ownership", true);
        Ownership o = PurchaseJson.ownership(c);
        Map<String, Message> problems = new LinkedHashMap<>();
        for (InputProblem p : c.problems()) {
            String path = p.path().startsWith("ownership.") ? p.path().substring("ownership.".length()) : p.path();
            problems.putIfAbsent(FIELDS.contains(path) ? path : FIELDS.get(0), p.problem());
        }
        return new Read(problems.isEmpty() ? o : null, problems);
    }
}
