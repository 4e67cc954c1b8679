package com.gpurental.models;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads a Hugging Face {@code config.json} of the families buyers deploy (Llama 3/4, Qwen2/2.5/3 dense and MoE,
 * DeepSeek-V2/V3/R1, Kimi-K2, GLM-4.5, Gemma 3, Mistral, Mixtral) and counts total and active parameters from the
 * shapes ({@link ParameterCounter}). A missing field or an unsupported family is a problem naming it, in both
 * languages; nothing is guessed. What was read and what was derived is listed in {@link Result#notes()}.
 */
public final class ConfigJson {

    /** The {@code model_type} values read (a multimodal config's {@code text_config} is read for its text model). */
    public static final List<String> SUPPORTED = List.of("llama", "mistral", "mixtral", "qwen2", "qwen3", "qwen3_moe",
            "deepseek_v2", "deepseek_v3", "kimi_k2", "glm4_moe", "llama4", "llama4_text", "gemma3", "gemma3_text",
            "mistral3");

    private static final Set<String> MLA = Set.of("deepseek_v2", "deepseek_v3", "kimi_k2");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ConfigJson() {
    }

    /** The shape read (null when there were problems), the problems, and notes on what was derived. */
    public record Result(ModelShape shape, List<Message> problems, List<Message> notes) {
        public Result {
            problems = List.copyOf(problems);
            notes = List.copyOf(notes);
        }

        public boolean ok() {
            return shape != null && problems.isEmpty();
        }
    }

    public static Result parse(String text) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text == null ? "" : text);
        } catch (JsonProcessingException e) {
            String why = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
            return new Result(null, List.of(Message.of("error.config.notJson", why)), List.of());
        }
        if (root == null || !root.isObject()) {
            return new Result(null, List.of(Message.of("error.config.notObject")), List.of());
        }
        return parse(root);
    }

    public static Result parse(JsonNode root) {
        List<Message> problems = new ArrayList<>();
        List<Message> notes = new ArrayList<>();
        String type = text(root, "model_type");
        if (type == null) {
            return new Result(null, List.of(Message.of("error.config.missingType", List.copyOf(SUPPORTED))), notes);
        }
        type = type.toLowerCase(Locale.ROOT);
        if (!SUPPORTED.contains(type)) {
            return new Result(null, List.of(Message.of("error.config.unsupported", type, List.copyOf(SUPPORTED))),
                    notes);
        }
        JsonNode c = root;
        if (type.equals("llama4") || type.equals("gemma3") || type.equals("mistral3")) {
            JsonNode textConfig = root.get("text_config");
            if (textConfig == null || !textConfig.isObject()) {
                return new Result(null, List.of(Message.of("error.config.missing", "text_config", type)), notes);
            }
            notes.add(Message.of("config.note.textConfig", type));
            c = textConfig;
            String inner = text(c, "model_type");
            type = inner != null ? inner.toLowerCase(Locale.ROOT)
                    : switch (type) {
                        case "llama4" -> "llama4_text";
                        case "gemma3" -> "gemma3_text";
                        default -> "mistral";
                    };
        }
        Fields f = new Fields(c, type, problems);
        boolean mla = MLA.contains(type);
        int hidden = f.required("hidden_size");
        int layers = f.required("num_hidden_layers");
        int heads = f.required("num_attention_heads");
        int vocab = f.required("vocab_size");
        int kvHeads = mla ? f.optional("num_key_value_heads", heads) : f.required("num_key_value_heads");
        int kvLoraRank = mla ? f.required("kv_lora_rank") : 0;
        int ropeDim = mla ? f.required("qk_rope_head_dim") : 0;
        int nopeDim = mla ? f.required("qk_nope_head_dim") : 0;
        int vDim = mla ? f.required("v_head_dim") : 0;
        int qLoraRank = mla ? f.optional("q_lora_rank", 0) : 0;
        int headDim;
        if (mla) {
            headDim = nopeDim + ropeDim;
        } else if (c.hasNonNull("head_dim")) {
            headDim = f.required("head_dim");
        } else {
            headDim = heads > 0 ? hidden / heads : 0;
            if (heads > 0) {
                notes.add(Message.of("config.note.headDim", headDim, hidden, heads));
            }
        }
        // MoE: which layers, how many experts, how many per token.
        int routed = 0;
        int shared = 0;
        int perToken = 0;
        int moeInter = 0;
        int sharedInter = 0;
        int intermediate;
        int denseInter;
        boolean[] moeLayer = new boolean[Math.max(0, layers)];
        switch (type) {
            case "deepseek_v2", "deepseek_v3", "kimi_k2", "glm4_moe" -> {
                intermediate = f.required("intermediate_size");
                denseInter = intermediate;
                routed = f.required("n_routed_experts");
                shared = f.optional("n_shared_experts", 0);
                perToken = f.required("num_experts_per_tok");
                moeInter = f.required("moe_intermediate_size");
                sharedInter = moeInter;
                int firstDense = f.required("first_k_dense_replace");
                int freq = f.optional("moe_layer_freq", 1);
                for (int i = 0; i < moeLayer.length; i++) {
                    moeLayer[i] = i >= firstDense && freq > 0 && i % freq == 0;
                }
                int mtp = f.optional("num_nextn_predict_layers", 0);
                if (mtp > 0) {
                    notes.add(Message.of("config.note.mtp", mtp));
                }
            }
            case "qwen3_moe" -> {
                intermediate = f.optional("intermediate_size", 0);
                denseInter = intermediate;
                routed = f.required("num_experts");
                perToken = f.required("num_experts_per_tok");
                moeInter = f.required("moe_intermediate_size");
                int step = f.optional("decoder_sparse_step", 1);
                Set<Integer> denseOnly = new java.util.HashSet<>();
                JsonNode only = c.get("mlp_only_layers");
                if (only != null && only.isArray()) {
                    only.forEach(n -> denseOnly.add(n.asInt()));
                }
                for (int i = 0; i < moeLayer.length; i++) {
                    moeLayer[i] = !denseOnly.contains(i) && step > 0 && (i + 1) % step == 0;
                }
                if (!denseOnly.isEmpty() || step != 1) {
                    denseInter = f.required("intermediate_size");
                }
            }
            case "llama4_text" -> {
                routed = f.required("num_local_experts");
                perToken = f.required("num_experts_per_tok");
                moeInter = f.required("intermediate_size");
                shared = 1;
                sharedInter = moeInter;
                intermediate = moeInter;
                int step = f.optional("interleave_moe_layer_step", 1);
                denseInter = step == 1 ? 0 : f.required("intermediate_size_mlp");
                for (int i = 0; i < moeLayer.length; i++) {
                    moeLayer[i] = step > 0 && (i + 1) % step == 0;
                }
            }
            case "mixtral" -> {
                routed = f.required("num_local_experts");
                perToken = f.required("num_experts_per_tok");
                moeInter = f.required("intermediate_size");
                intermediate = moeInter;
                denseInter = 0;
                java.util.Arrays.fill(moeLayer, true);
            }
            default -> {
                intermediate = f.required("intermediate_size");
                denseInter = intermediate;
            }
        }
        boolean tied = c.path("tie_word_embeddings").asBoolean(type.startsWith("gemma"));
        if (!c.has("tie_word_embeddings")) {
            notes.add(Message.of("config.note.tied", tied ? 1 : 0));
        }
        int maxPosition = f.optional("max_position_embeddings", 0);

        // Sliding-window (local) layers: Gemma's pattern or layer_types, Llama 4's chunked layers, Mistral's window.
        int window = 0;
        int windowLayers = 0;
        JsonNode layerTypes = c.get("layer_types");
        if (layerTypes != null && layerTypes.isArray() && layerTypes.size() > 0) {
            for (JsonNode t : layerTypes) {
                if ("sliding_attention".equals(t.asText()) || "chunked_attention".equals(t.asText())) {
                    windowLayers++;
                }
            }
            if (windowLayers > 0) {
                window = c.hasNonNull("attention_chunk_size") ? f.required("attention_chunk_size") : f.required("sliding_window");
            }
        } else if (type.equals("gemma3_text")) {
            window = f.required("sliding_window");
            int pattern = f.required("sliding_window_pattern");
            windowLayers = pattern > 0 ? layers - layers / pattern : 0;
            notes.add(Message.of("config.note.windowPattern", windowLayers, layers, window));
        } else if (type.equals("llama4_text") && c.hasNonNull("attention_chunk_size")) {
            window = f.required("attention_chunk_size");
            JsonNode noRope = c.get("no_rope_layers");
            if (noRope != null && noRope.isArray() && noRope.size() == layers) {
                for (JsonNode n : noRope) {
                    windowLayers += n.asInt() == 1 ? 1 : 0;
                }
            } else {
                windowLayers = layers - layers / 4; // Transformers' default: every fourth layer is global (NoPE)
            }
            notes.add(Message.of("config.note.windowPattern", windowLayers, layers, window));
        } else if ((type.equals("mistral") || type.equals("mixtral")) && c.hasNonNull("sliding_window")
                && c.path("sliding_window").isNumber()) {
            window = f.required("sliding_window");
            windowLayers = layers;
            notes.add(Message.of("config.note.windowPattern", windowLayers, layers, window));
        } else if ((type.startsWith("qwen")) && c.path("use_sliding_window").asBoolean(false)) {
            problems.add(Message.of("error.config.qwenWindow"));
        }
        if (window > 0 && maxPosition > 0 && window >= maxPosition) {
            window = 0;
            windowLayers = 0;
        }

        String release = releasePrecision(root, c, problems);
        if (!problems.isEmpty()) {
            return new Result(null, problems, notes);
        }
        if (kvHeads > heads) {
            return new Result(null, List.of(Message.of("error.config.kvAboveHeads", kvHeads, heads)), notes);
        }
        int moeCount = 0;
        for (boolean b : moeLayer) {
            moeCount += b ? 1 : 0;
        }
        ParameterCounter.Counts counts = ParameterCounter.count(new ParameterCounter.Dims(type, hidden, layers, heads,
                kvHeads, headDim, vocab, tied, denseInter, routed, shared, perToken, moeInter, sharedInter, moeLayer,
                mla, kvLoraRank, qLoraRank, ropeDim, nopeDim, vDim,
                c.path("attention_bias").asBoolean(type.equals("qwen2")),
                type.equals("qwen3") || type.equals("qwen3_moe") || type.equals("gemma3_text")));
        AttentionKind kind = mla ? AttentionKind.MLA : AttentionKind.of(heads, kvHeads);
        ModelShape shape = new ModelShape(type, layers, hidden, heads, kvHeads, headDim, intermediate, vocab, tied,
                maxPosition, routed, shared, perToken, moeInter, moeCount, kind, kvLoraRank, ropeDim, window, windowLayers,
                release, counts.totalB(), counts.activeB(), counts.embeddingB());
        return new Result(shape, problems, notes);
    }

    private static String releasePrecision(JsonNode root, JsonNode c, List<Message> problems) {
        JsonNode q = root.has("quantization_config") ? root.get("quantization_config") : c.get("quantization_config");
        if (q != null && q.isObject()) {
            String method = text(q, "quant_method");
            if (method == null) {
                problems.add(Message.of("error.config.missing", "quantization_config.quant_method", "quantization_config"));
                return null;
            }
            method = method.toLowerCase(Locale.ROOT);
            switch (method) {
                case "fp8", "fbgemm_fp8" -> {
                    return "fp8";
                }
                case "awq", "gptq" -> {
                    int bits = q.path("bits").asInt(4);
                    return bits <= 4 ? "int4" : "int8";
                }
                case "bitsandbytes" -> {
                    return q.path("load_in_4bit").asBoolean(false) ? "int4" : "int8";
                }
                default -> {
                    problems.add(Message.of("error.config.quantization", method));
                    return null;
                }
            }
        }
        String dtype = text(root, "torch_dtype");
        if (dtype == null) {
            dtype = text(c, "torch_dtype");
        }
        if (dtype == null) {
            return null;
        }
        return switch (dtype) {
            case "bfloat16" -> "bf16";
            case "float16" -> "fp16";
            case "float32" -> "fp32";
            default -> null;
        };
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || !v.isTextual() ? null : v.asText();
    }

    /** Reads whole positive fields and records each missing or bad one with the family that needs it. */
    private static final class Fields {
        private final JsonNode node;
        private final String type;
        private final List<Message> problems;

        Fields(JsonNode node, String type, List<Message> problems) {
            this.node = node;
            this.type = type;
            this.problems = problems;
        }

        int required(String field) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull()) {
                problems.add(Message.of("error.config.missing", field, type));
                return 0;
            }
            return whole(field, v);
        }

        int optional(String field, int absent) {
            JsonNode v = node.get(field);
            return v == null || v.isNull() ? absent : whole(field, v);
        }

        private int whole(String field, JsonNode v) {
            if (!v.isIntegralNumber() || v.asLong() < 0 || v.asLong() > Integer.MAX_VALUE) {
                problems.add(Message.of("error.config.notWhole", field, v.toString()));
                return 0;
            }
            return v.asInt();
        }
    }
}
