package com.gpurental.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link ModelShape} as the plan file stores it ({@code model.architecture}): the resolved architecture of an imported
 * config.json, so that a plan stays self-contained without the file beside it. Field names are the record's.
 */
public final class ModelShapeJson {

    private static final String[] WHOLE = {"layers", "hiddenSize", "attentionHeads", "kvHeads", "headDim",
        "intermediateSize", "vocabSize", "maxPositionEmbeddings", "routedExperts", "sharedExperts", "expertsPerToken",
        "moeIntermediateSize", "moeLayers", "kvLoraRank", "qkRopeHeadDim", "slidingWindow", "slidingWindowLayers"};

    private ModelShapeJson() {
    }

    public static ObjectNode toJson(ModelShape s) {
        ObjectNode n = JsonNodeFactory.instance.objectNode();
        n.put("modelType", s.modelType());
        n.put("layers", s.layers());
        n.put("hiddenSize", s.hiddenSize());
        n.put("attentionHeads", s.attentionHeads());
        n.put("kvHeads", s.kvHeads());
        n.put("headDim", s.headDim());
        n.put("intermediateSize", s.intermediateSize());
        n.put("vocabSize", s.vocabSize());
        n.put("tiedEmbeddings", s.tiedEmbeddings());
        n.put("maxPositionEmbeddings", s.maxPositionEmbeddings());
        n.put("routedExperts", s.routedExperts());
        n.put("sharedExperts", s.sharedExperts());
        n.put("expertsPerToken", s.expertsPerToken());
        n.put("moeIntermediateSize", s.moeIntermediateSize());
        n.put("moeLayers", s.moeLayers());
        n.put("attention", s.attention().json());
        n.put("kvLoraRank", s.kvLoraRank());
        n.put("qkRopeHeadDim", s.qkRopeHeadDim());
        n.put("slidingWindow", s.slidingWindow());
        n.put("slidingWindowLayers", s.slidingWindowLayers());
        if (s.releasePrecision() != null) {
            n.put("releasePrecision", s.releasePrecision());
        }
        n.put("parametersB", s.parametersB());
        n.put("activeParametersB", s.activeParametersB());
        n.put("embeddingParametersB", s.embeddingParametersB());
        return n;
    }

    /** The shape stored under {@code model.architecture}, or the problems naming each missing or bad field. */
    public static ConfigJson.Result fromJson(JsonNode n) {
        List<Message> problems = new ArrayList<>();
        if (n == null || !n.isObject()) {
            return new ConfigJson.Result(null, List.of(Message.of("error.shape.missing", "architecture")), List.of());
        }
        int[] v = new int[WHOLE.length];
        for (int i = 0; i < WHOLE.length; i++) {
            JsonNode f = n.get(WHOLE[i]);
            if (f == null || !f.isIntegralNumber() || f.asLong() < 0 || f.asLong() > Integer.MAX_VALUE) {
                problems.add(Message.of("error.shape.missing", WHOLE[i]));
            } else {
                v[i] = f.asInt();
            }
        }
        AttentionKind kind = AttentionKind.fromJson(n.path("attention").asText(""));
        if (kind == null) {
            problems.add(Message.of("error.shape.missing", "attention"));
        }
        double[] counts = new double[3];
        String[] countFields = {"parametersB", "activeParametersB", "embeddingParametersB"};
        for (int i = 0; i < counts.length; i++) {
            JsonNode f = n.get(countFields[i]);
            if (f == null || !f.isNumber() || f.asDouble() < 0) {
                problems.add(Message.of("error.shape.missing", countFields[i]));
            } else {
                counts[i] = f.asDouble();
            }
        }
        String type = n.path("modelType").asText("");
        if (type.isBlank()) {
            problems.add(Message.of("error.shape.missing", "modelType"));
        }
        if (problems.isEmpty() && (counts[0] <= 0 || counts[1] > counts[0] || v[3] > v[2] || v[0] == 0)) {
            problems.add(Message.of("error.shape.inconsistent"));
        }
        if (!problems.isEmpty()) {
            return new ConfigJson.Result(null, problems, List.of());
        }
        String release = n.hasNonNull("releasePrecision") ? n.get("releasePrecision").asText() : null;
        ModelShape s = new ModelShape(type, v[0], v[1], v[2], v[3], v[4], v[5], v[6],
                n.path("tiedEmbeddings").asBoolean(false), v[7], v[8], v[9], v[10], v[11], v[12], kind, v[13], v[14], v[15],
                v[16], release, counts[0], counts[1], counts[2]);
        return new ConfigJson.Result(s, List.of(), List.of());
    }
}
