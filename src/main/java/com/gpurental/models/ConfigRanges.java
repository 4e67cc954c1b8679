package com.gpurental.models;

import java.util.Map;

/** The valid range of each whole field of a config.json, for {@link ConfigJson} and {@link ModelShapeJson}. */
final class ConfigRanges {

    private ConfigRanges() {
    }

    /** Any whole field without a range of its own: not negative, and an int. */
    private static final long[] ANY = {0, Integer.MAX_VALUE};
    /**
     * Each field's valid range, the plan's own where the plan has the field (model.layers 1 to 10,000, hiddenSize 1 to
     * 1,000,000, heads and KV heads 1 to 10,000, headDim 1 to 100,000: InputLimits), else what the field can mean: at
     * least one of each thing a layer needs (0 KV heads would drop the KV cache, 0 experts or a sparse step of 0 would
     * make a MoE dense), at most 100 times the largest published config (vocabulary 262,144: Gemma 3; experts 384:
     * Kimi-K2; context 10,485,760: Llama 4 Scout).
     */
    private static final Map<String, long[]> RANGES = Map.ofEntries(
            Map.entry("hidden_size", new long[] {1, 1_000_000}),
            Map.entry("num_hidden_layers", new long[] {1, 10_000}),
            Map.entry("num_attention_heads", new long[] {1, 10_000}),
            Map.entry("num_key_value_heads", new long[] {1, 10_000}),
            Map.entry("head_dim", new long[] {1, 100_000}),
            Map.entry("vocab_size", new long[] {1, 26_214_400}),
            Map.entry("intermediate_size", new long[] {1, 100_000_000}),
            Map.entry("intermediate_size_mlp", new long[] {1, 100_000_000}),
            Map.entry("moe_intermediate_size", new long[] {1, 100_000_000}),
            Map.entry("kv_lora_rank", new long[] {1, 100_000}),
            Map.entry("q_lora_rank", new long[] {0, 100_000}),
            Map.entry("qk_rope_head_dim", new long[] {1, 100_000}),
            Map.entry("qk_nope_head_dim", new long[] {1, 100_000}),
            Map.entry("v_head_dim", new long[] {1, 100_000}),
            Map.entry("n_routed_experts", new long[] {1, 38_400}),
            Map.entry("num_experts", new long[] {1, 38_400}),
            Map.entry("num_local_experts", new long[] {1, 38_400}),
            Map.entry("n_shared_experts", new long[] {0, 38_400}),
            Map.entry("num_experts_per_tok", new long[] {1, 38_400}),
            Map.entry("first_k_dense_replace", new long[] {0, 10_000}),
            Map.entry("moe_layer_freq", new long[] {1, 10_000}),
            Map.entry("decoder_sparse_step", new long[] {1, 10_000}),
            Map.entry("interleave_moe_layer_step", new long[] {1, 10_000}),
            Map.entry("num_nextn_predict_layers", new long[] {0, 10_000}),
            Map.entry("max_position_embeddings", new long[] {0, 1_048_576_000}),
            Map.entry("sliding_window", new long[] {1, 1_048_576_000}),
            Map.entry("attention_chunk_size", new long[] {1, 1_048_576_000}),
            Map.entry("sliding_window_pattern", new long[] {1, 10_000}));

    /** The field's range {min, max}, both included. */
    static long[] of(String field) {
        return RANGES.getOrDefault(field, ANY);
    }
}
