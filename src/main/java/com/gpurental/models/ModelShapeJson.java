package com.gpurental.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.math.BigInteger;
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
    /** The config.json field each stored field comes from: its range is that field's (ConfigRanges), 0 allowed
     * where the family may not have it (a dense model has no experts). */
    private static final String[] FROM = {"num_hidden_layers", "hidden_size", "num_attention_heads", "num_key_value_heads",
        "head_dim", "intermediate_size", "vocab_size", "max_position_embeddings", "n_routed_experts", "n_shared_experts",
        "num_experts_per_tok", "moe_intermediate_size", "num_hidden_layers", "kv_lora_rank", "qk_rope_head_dim",
        "sliding_window", "num_hidden_layers"};
    /** The stored fields that must be at least 1 (the others may be 0: not in this family). */
    private static final int REQUIRED = 5;
    private static final String[] COUNTING = {"denseIntermediateSize", "sharedIntermediateSize", "qLoraRank", "vHeadDim"};
    private static final String[] COUNTING_FROM = {"intermediate_size", "moe_intermediate_size", "q_lora_rank",
        "v_head_dim"};
    /**
     * How far a stored count may be from the count of the stored shapes. 0.1 %: the same shapes give the same count (the
     * stored figure is a double written in full). A plan saved before the counting shapes were stored lacks Llama 4's
     * dense MLP width (up to 18 % of Maverick's active count: 24 layers × 3 × 5,120 × 8,192 of 17.2B) and MLA's query
     * rank; 25 % then, enough to refuse 1e308 or a negative count, never a true one.
     */
    private static final double SAME_SHAPES = 0.001;
    private static final double OLDER_FILE = 0.25;

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
        ModelShape.Counting k = s.counting();
        n.put("denseIntermediateSize", k.denseIntermediateSize());
        n.put("sharedIntermediateSize", k.sharedIntermediateSize());
        n.put("qLoraRank", k.qLoraRank());
        n.put("vHeadDim", k.vHeadDim());
        n.put("attentionBias", k.attentionBias());
        n.put("qkNorm", k.qkNorm());
        return n;
    }

    /**
     * The shape stored under {@code model.architecture}, or the problems naming each missing or bad field. Every
     * whole field is held to its config.json field's range, and the parameter counts are counted again from the stored
     * shapes ({@link ParameterCounter}): a stored count is a check, never trusted.
     */
    public static ConfigJson.Result fromJson(JsonNode n) {
        List<Message> problems = new ArrayList<>();
        if (n == null || !n.isObject()) {
            return new ConfigJson.Result(null, List.of(Message.of("error.shape.missing", "architecture")), List.of());
        }
        int[] v = new int[WHOLE.length];
        for (int i = 0; i < WHOLE.length; i++) {
            v[i] = whole(n, WHOLE[i], FROM[i], i < REQUIRED, true, problems);
        }
        int[] k = new int[COUNTING.length];
        for (int i = 0; i < COUNTING.length; i++) {
            k[i] = whole(n, COUNTING[i], COUNTING_FROM[i], false, false, problems);
        }
        AttentionKind kind = AttentionKind.fromJson(n.path("attention").asText(""));
        if (kind == null) {
            problems.add(Message.of("error.shape.missing", "attention"));
        }
        double[] counts = new double[3];
        String[] countFields = {"parametersB", "activeParametersB", "embeddingParametersB"};
        for (int i = 0; i < counts.length; i++) {
            JsonNode f = n.get(countFields[i]);
            double d = f == null || !f.isNumber() ? -1 : f.asDouble();
            if (!(d >= 0 && d <= InputLimits.MAX_COUNT_BILLIONS)) {
                problems.add(Message.of("error.shape.missing", countFields[i]));
            } else {
                counts[i] = d;
            }
        }
        String type = n.path("modelType").asText("");
        if (type.isBlank() || type.length() > 40) {
            problems.add(Message.of("error.shape.missing", "modelType"));
        }
        if (problems.isEmpty() && (v[3] > v[2] || v[10] > v[8] || v[12] > v[0] || v[16] > v[0])) {
            problems.add(Message.of("error.shape.inconsistent"));
        }
        if (!problems.isEmpty()) {
            return new ConfigJson.Result(null, problems, List.of());
        }
        boolean stored = n.has(COUNTING[0]);
        boolean bias = n.path("attentionBias").asBoolean(type.equals("qwen2"));
        boolean qkNorm = n.path("qkNorm").asBoolean(type.equals("qwen3") || type.equals("qwen3_moe")
                || type.equals("gemma3_text"));
        ModelShape.Counting counting = new ModelShape.Counting(stored ? k[0] : v[5], stored ? k[1] : v[11], k[2],
                stored ? k[3] : Math.max(0, v[4] - v[14]), bias, qkNorm);
        ParameterCounter.Counts recount = recount(type, v, kind, n.path("tiedEmbeddings").asBoolean(false), counting);
        double tolerance = stored ? SAME_SHAPES : OLDER_FILE;
        if (far(counts[0], recount.totalB(), tolerance) || far(counts[1], recount.activeB(), tolerance)
                || counts[1] > counts[0]) {
            return new ConfigJson.Result(null, List.of(Message.of("error.shape.recount", counts[0],
                    Math.round(recount.totalB() * 100) / 100.0)), List.of());
        }
        String release = n.hasNonNull("releasePrecision") ? n.get("releasePrecision").asText() : null;
        ModelShape s = new ModelShape(type, v[0], v[1], v[2], v[3], v[4], v[5], v[6],
                n.path("tiedEmbeddings").asBoolean(false), v[7], v[8], v[9], v[10], v[11], v[12], kind, v[13], v[14], v[15],
                v[16], release, counts[0], counts[1], recount.embeddingB(), counting);
        return new ConfigJson.Result(s, List.of(), List.of());
    }

    /** A stored whole field held to the range of the config.json field it comes from (0 allowed unless required). */
    private static int whole(JsonNode n, String field, String from, boolean required, boolean present,
                             List<Message> problems) {
        JsonNode f = n.get(field);
        if (f == null && !present) {
            return 0;
        }
        long[] range = ConfigRanges.of(from);
        long min = required ? range[0] : 0;
        if (f == null || !f.isIntegralNumber()) {
            problems.add(Message.of("error.shape.missing", field));
            return 0;
        }
        BigInteger b = f.bigIntegerValue();
        if (b.compareTo(BigInteger.valueOf(min)) < 0 || b.compareTo(BigInteger.valueOf(range[1])) > 0) {
            problems.add(Message.of("error.shape.range", field, InputLimits.echo(f.toString()), min,
                    range[1]));
            return 0;
        }
        return b.intValueExact();
    }

    private static boolean far(double stored, double counted, double tolerance) {
        return Math.abs(stored - counted) > tolerance * Math.max(counted, 1e-9);
    }

    /** The counts of the stored shapes: the MoE layers' places do not change the count, only how many there are. */
    private static ParameterCounter.Counts recount(String type, int[] v, AttentionKind kind, boolean tied,
                                                   ModelShape.Counting k) {
        boolean[] moeLayer = new boolean[v[0]];
        for (int i = 0; i < v[12]; i++) {
            moeLayer[v[0] - 1 - i] = true;
        }
        boolean mla = kind == AttentionKind.MLA;
        int rope = mla ? v[14] : 0;
        return ParameterCounter.count(new ParameterCounter.Dims(type, v[1], v[0], v[2], v[3], v[4], v[6], tied,
                k.denseIntermediateSize(), v[8], v[9], v[10], v[11], k.sharedIntermediateSize(), moeLayer, mla, v[13],
                k.qLoraRank(), rope, mla ? v[4] - rope : 0, k.vHeadDim(), k.attentionBias(), k.qkNorm()));
    }
}
