package com.gpurental.models;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.gpurental.json.JsonTrees;
import com.gpurental.json.TextDecoding;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
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

    /** Pasted text: read as a file the user chose (a syntax error may quote it). */
    public static Result parse(String text) {
        return parse((text == null ? "" : text).getBytes(StandardCharsets.UTF_8), true);
    }

    /**
     * A config.json's bytes, read as the plan reader reads a plan: UTF-8, UTF-16 or GBK text, one JSON object, a
     * duplicated key, trailing garbage or a second document refused. Without {@code echo} (a file a plan merely points
     * to) a problem quotes nothing from the file.
     */
    public static Result parse(byte[] bytes, boolean echo) {
        String text = TextDecoding.decode(bytes);
        if (text == null) {
            return new Result(null, List.of(Message.of("error.config.notText")), List.of());
        }
        JsonNode root;
        try {
            root = JsonTrees.read(text.getBytes(StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            return new Result(null, List.of(JsonTrees.problem(e, "error.config.syntax",
                    "error.config.refused", echo)), List.of());
        } catch (IOException | RuntimeException e) {
            return new Result(null, List.of(Message.of("error.config.refused", Message.of("error.json.badSyntax"))),
                    List.of());
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
            type = textModelType(c, type);
        }
        // The fields are read in this order, so the problems are listed in it.
        Fields f = new Fields(c, type, problems);
        Backbone b = backbone(f, c, type, notes);
        Experts e = experts(f, c, type, b.layers(), notes);
        boolean tied = c.path("tie_word_embeddings").asBoolean(type.startsWith("gemma"));
        if (!c.has("tie_word_embeddings")) {
            notes.add(Message.of("config.note.tied", tied ? 1 : 0));
        }
        int maxPosition = f.optional("max_position_embeddings", 0);
        Window w = window(f, c, type, b.layers(), maxPosition, problems, notes);
        String release = releasePrecision(root, c, problems);
        if (!problems.isEmpty()) {
            return new Result(null, problems, notes);
        }
        if (b.kvHeads() > b.heads()) {
            return new Result(null, List.of(Message.of("error.config.kvAboveHeads", b.kvHeads(), b.heads())), notes);
        }
        if (e.perToken() > e.routed()) {
            return new Result(null, List.of(Message.of("error.config.expertsPerToken", e.perToken(), e.routed())), notes);
        }
        return new Result(shape(c, type, b, e, tied, maxPosition, w, release), problems, notes);
    }

    /** A multimodal config's text model: its own {@code model_type}, or the family's text model. */
    private static String textModelType(JsonNode textConfig, String type) {
        String inner = text(textConfig, "model_type");
        return inner != null ? inner.toLowerCase(Locale.ROOT)
                : switch (type) {
                    case "llama4" -> "llama4_text";
                    case "gemma3" -> "gemma3_text";
                    default -> "mistral";
                };
    }

    /** The sizes every family has, and the attention's shape (MLA's latent dimensions are 0 for the others). */
    private record Backbone(boolean mla, int hidden, int layers, int heads, int vocab, int kvHeads, int kvLoraRank,
            int ropeDim, int nopeDim, int vDim, int qLoraRank, int headDim) {
    }

    private static Backbone backbone(Fields f, JsonNode c, String type, List<Message> notes) {
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
        return new Backbone(mla, hidden, layers, heads, vocab, kvHeads, kvLoraRank, ropeDim, nopeDim, vDim, qLoraRank,
                headDim);
    }

    /**
     * The feed-forward: the MLP widths, and for MoE which layers hold experts, how many experts there are and how many
     * a token uses. A dense family has no experts and no MoE layer.
     */
    private record Experts(int intermediate, int denseInter, int routed, int shared, int perToken, int moeInter,
            int sharedInter, boolean[] moeLayer) {

        static Experts dense(int intermediate, int layers) {
            return new Experts(intermediate, intermediate, 0, 0, 0, 0, 0, new boolean[Math.max(0, layers)]);
        }

        int moeCount() {
            int count = 0;
            for (boolean b : moeLayer) {
                count += b ? 1 : 0;
            }
            return count;
        }
    }

    private static Experts experts(Fields f, JsonNode c, String type, int layers, List<Message> notes) {
        return switch (type) {
            case "deepseek_v2", "deepseek_v3", "kimi_k2", "glm4_moe" -> deepSeekExperts(f, layers, notes);
            case "qwen3_moe" -> qwenExperts(f, c, layers);
            case "llama4_text" -> llama4Experts(f, layers);
            case "mixtral" -> mixtralExperts(f, layers);
            default -> Experts.dense(f.required("intermediate_size"), layers);
        };
    }

    /** DeepSeek's layout (Kimi-K2 and GLM-4.5 share it): the first k layers dense, then every freq-th a MoE layer. */
    private static Experts deepSeekExperts(Fields f, int layers, List<Message> notes) {
        int intermediate = f.required("intermediate_size");
        int routed = f.required("n_routed_experts");
        int shared = f.optional("n_shared_experts", 0);
        int perToken = f.required("num_experts_per_tok");
        int moeInter = f.required("moe_intermediate_size");
        int firstDense = f.required("first_k_dense_replace");
        int freq = f.optional("moe_layer_freq", 1);
        boolean[] moeLayer = new boolean[Math.max(0, layers)];
        for (int i = 0; i < moeLayer.length; i++) {
            moeLayer[i] = i >= firstDense && freq > 0 && i % freq == 0;
        }
        int mtp = f.optional("num_nextn_predict_layers", 0);
        if (mtp > 0) {
            notes.add(Message.of("config.note.mtp", mtp));
        }
        return new Experts(intermediate, intermediate, routed, shared, perToken, moeInter, moeInter, moeLayer);
    }

    /** Qwen3-MoE: every step-th layer a MoE layer but those in mlp_only_layers, which are dense. */
    private static Experts qwenExperts(Fields f, JsonNode c, int layers) {
        int intermediate = f.optional("intermediate_size", 0);
        int denseInter = intermediate;
        int routed = f.required("num_experts");
        int perToken = f.required("num_experts_per_tok");
        int moeInter = f.required("moe_intermediate_size");
        int step = f.optional("decoder_sparse_step", 1);
        Set<Integer> denseOnly = new HashSet<>();
        JsonNode only = c.get("mlp_only_layers");
        if (only != null && only.isArray()) {
            only.forEach(n -> denseOnly.add(n.asInt()));
        }
        boolean[] moeLayer = new boolean[Math.max(0, layers)];
        for (int i = 0; i < moeLayer.length; i++) {
            moeLayer[i] = !denseOnly.contains(i) && step > 0 && (i + 1) % step == 0;
        }
        if (!denseOnly.isEmpty() || step != 1) {
            denseInter = f.required("intermediate_size");
        }
        return new Experts(intermediate, denseInter, routed, 0, perToken, moeInter, 0, moeLayer);
    }

    /** Llama 4: one shared expert beside the routed ones; MoE layers interleaved with dense ones every step-th. */
    private static Experts llama4Experts(Fields f, int layers) {
        int routed = f.required("num_local_experts");
        int perToken = f.required("num_experts_per_tok");
        int moeInter = f.required("intermediate_size");
        int step = f.optional("interleave_moe_layer_step", 1);
        int denseInter = step == 1 ? 0 : f.required("intermediate_size_mlp");
        boolean[] moeLayer = new boolean[Math.max(0, layers)];
        for (int i = 0; i < moeLayer.length; i++) {
            moeLayer[i] = step > 0 && (i + 1) % step == 0;
        }
        return new Experts(moeInter, denseInter, routed, 1, perToken, moeInter, moeInter, moeLayer);
    }

    /** Mixtral: every layer a MoE layer, no dense MLP. */
    private static Experts mixtralExperts(Fields f, int layers) {
        int routed = f.required("num_local_experts");
        int perToken = f.required("num_experts_per_tok");
        int moeInter = f.required("intermediate_size");
        boolean[] moeLayer = new boolean[Math.max(0, layers)];
        Arrays.fill(moeLayer, true);
        return new Experts(moeInter, 0, routed, 0, perToken, moeInter, 0, moeLayer);
    }

    /** Sliding-window (local) attention: the window in tokens and how many layers use it (0 and 0: none). */
    private record Window(int window, int layers) {
    }

    /**
     * Gemma's pattern or layer_types, Llama 4's chunked layers, Mistral's window. A window as long as the context is
     * no window.
     */
    private static Window window(Fields f, JsonNode c, String type, int layers, int maxPosition, List<Message> problems,
            List<Message> notes) {
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
            windowLayers = llama4ChunkedLayers(c, layers);
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
            return new Window(0, 0);
        }
        return new Window(window, windowLayers);
    }

    /** Llama 4's chunked layers: those with RoPE (no_rope_layers 1), else all but every fourth. */
    private static int llama4ChunkedLayers(JsonNode c, int layers) {
        JsonNode noRope = c.get("no_rope_layers");
        if (noRope != null && noRope.isArray() && noRope.size() == layers) {
            int chunked = 0;
            for (JsonNode n : noRope) {
                chunked += n.asInt() == 1 ? 1 : 0;
            }
            return chunked;
        }
        return layers - layers / 4; // Transformers' default: every fourth layer is global (NoPE)
    }

    private static ModelShape shape(JsonNode c, String type, Backbone b, Experts e, boolean tied, int maxPosition,
            Window w, String release) {
        ParameterCounter.Counts counts = ParameterCounter.count(new ParameterCounter.Dims(type, b.hidden(), b.layers(),
                b.heads(), b.kvHeads(), b.headDim(), b.vocab(), tied, e.denseInter(), e.routed(), e.shared(),
                e.perToken(), e.moeInter(), e.sharedInter(), e.moeLayer(), b.mla(), b.kvLoraRank(), b.qLoraRank(),
                b.ropeDim(), b.nopeDim(), b.vDim(),
                c.path("attention_bias").asBoolean(type.equals("qwen2")),
                type.equals("qwen3") || type.equals("qwen3_moe") || type.equals("gemma3_text")));
        AttentionKind kind = b.mla() ? AttentionKind.MLA : AttentionKind.of(b.heads(), b.kvHeads());
        return new ModelShape(type, b.layers(), b.hidden(), b.heads(), b.kvHeads(), b.headDim(), e.intermediate(),
                b.vocab(), tied, maxPosition, e.routed(), e.shared(), e.perToken(), e.moeInter(), e.moeCount(), kind,
                b.kvLoraRank(), b.ropeDim(), w.window(), w.layers(), release, counts.totalB(), counts.activeB(),
                counts.embeddingB(), new ModelShape.Counting(e.denseInter(), e.sharedInter(), b.qLoraRank(), b.vDim(),
                c.path("attention_bias").asBoolean(type.equals("qwen2")),
                type.equals("qwen3") || type.equals("qwen3_moe") || type.equals("gemma3_text")));
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

        /**
         * A whole number exactly as written (2^64 + 1 is not 1: no 64-bit wrap) inside the field's range
         * ({@link ConfigRanges}), else a problem giving the range.
         */
        private int whole(String field, JsonNode v) {
            long[] range = ConfigRanges.of(field);
            if (!v.isIntegralNumber()) {
                problems.add(Message.of("error.config.notWhole", field, InputLimits.echo(v.toString())));
                return 0;
            }
            BigInteger n = v.bigIntegerValue();
            if (n.compareTo(BigInteger.valueOf(range[0])) < 0
                    || n.compareTo(BigInteger.valueOf(range[1])) > 0) {
                problems.add(Message.of("error.config.range", field, InputLimits.echo(v.toString()),
                        range[0], range[1]));
                return 0;
            }
            return n.intValueExact();
        }
    }
}
