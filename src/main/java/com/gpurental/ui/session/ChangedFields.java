package com.gpurental.ui.session;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What changed between two states of a plan document, as the JSON paths of its values ({@code budget.monthlyCny},
 * {@code title}); a list (the GPUs compared, the quote rows) is one value. What a recovered piece of work says it
 * changed last ("改了预算").
 */
public final class ChangedFields {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ChangedFields() {
    }

    /** The paths whose value differs, was added or was removed, in the order of {@code after} then {@code before}. */
    public static List<String> between(String before, String after) {
        Map<String, JsonNode> was = flatten(before);
        Map<String, JsonNode> now = flatten(after);
        List<String> changed = new ArrayList<>();
        now.forEach((path, value) -> {
            if (!value.equals(was.get(path))) {
                changed.add(path);
            }
        });
        was.keySet().stream().filter(path -> !now.containsKey(path)).forEach(changed::add);
        return changed;
    }

    private static Map<String, JsonNode> flatten(String json) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        if (json == null) {
            return values;
        }
        try {
            add("", JSON.readTree(json), values);
        } catch (IOException | RuntimeException e) {
            // not a document: nothing to compare with, every value of the other side counts as changed
        }
        return values;
    }

    private static void add(String path, JsonNode node, Map<String, JsonNode> values) {
        if (node == null) {
            return;
        }
        if (!node.isObject() || node.isEmpty()) {
            if (!path.isEmpty()) {
                values.put(path, node);
            }
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            add(path.isEmpty() ? e.getKey() : path + "." + e.getKey(), e.getValue(), values);
        }
    }
}
