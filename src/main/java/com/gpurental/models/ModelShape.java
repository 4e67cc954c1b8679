package com.gpurental.models;

/**
 * A model's architecture as read from its Hugging Face {@code config.json}, with the parameter counts that follow from
 * the shapes. Counts in billions; a field the family does not have is 0.
 *
 * @param modelType            the config's {@code model_type} (its text model's, for a multimodal config)
 * @param headDim              per-head dimension of the KV cache's heads (MLA: {@code qk_nope_head_dim + qk_rope_head_dim})
 * @param routedExperts        routed experts per MoE layer ({@code n_routed_experts}, {@code num_experts},
 *                             {@code num_local_experts}); 0 for a dense model
 * @param moeLayers            how many of the layers are MoE layers
 * @param kvLoraRank           MLA latent rank ({@code kv_lora_rank}); 0 without MLA
 * @param slidingWindow        tokens a windowed (local) layer keeps; 0 when no layer is windowed
 * @param slidingWindowLayers  how many layers are windowed
 * @param releasePrecision     the weights' published format from {@code quantization_config} / {@code torch_dtype}
 *                             ({@code fp8}, {@code bf16}, {@code fp16}, {@code int4}, {@code int8}), null when unknown
 * @param embeddingParametersB input embedding plus output head (one matrix when tied)
 * @param counting             the shapes the count needs beyond the ones above (dense MLP width, MLA ranks, biases),
 *                             stored so that a stored architecture can be counted again, never trusted
 */
public record ModelShape(
        String modelType,
        int layers,
        int hiddenSize,
        int attentionHeads,
        int kvHeads,
        int headDim,
        int intermediateSize,
        int vocabSize,
        boolean tiedEmbeddings,
        int maxPositionEmbeddings,
        int routedExperts,
        int sharedExperts,
        int expertsPerToken,
        int moeIntermediateSize,
        int moeLayers,
        AttentionKind attention,
        int kvLoraRank,
        int qkRopeHeadDim,
        int slidingWindow,
        int slidingWindowLayers,
        String releasePrecision,
        double parametersB,
        double activeParametersB,
        double embeddingParametersB,
        Counting counting) {

    /**
     * The rest of what {@link ParameterCounter} needs: the dense layers' MLP width (Qwen3-MoE's mlp_only_layers,
     * Llama 4's intermediate_size_mlp), the shared experts' width, MLA's query rank and value head size, and whether the
     * attention has biases and QK norms. {@link #DEFAULTS} (all 0, false): not stored (a plan saved before these were).
     */
    public record Counting(int denseIntermediateSize, int sharedIntermediateSize, int qLoraRank, int vHeadDim,
                           boolean attentionBias, boolean qkNorm) {
        public static final Counting DEFAULTS = new Counting(0, 0, 0, 0, false, false);
    }

    /** The widths and heads a size estimate reads. */
    public record Body(int layers, int hiddenSize, int attentionHeads, int kvHeads, int headDim) {
    }

    /**
     * The KV cache's own shape: its kind (null: as the heads say), MLA's latent rank and RoPE key dimension, the sliding
     * window and how many layers have it. {@link #OF_HEADS}: a plain cache of keys and values per KV head.
     */
    public record Cache(AttentionKind attention, int kvLoraRank, int qkRopeHeadDim, int slidingWindow,
                        int slidingWindowLayers) {
        public static final Cache OF_HEADS = new Cache(null, 0, 0, 0, 0);
    }

    /** Routed experts per MoE layer, those each token uses, and how many layers are MoE layers. {@link #NONE}: unknown. */
    public record Experts(int routed, int perToken, int moeLayers) {
        public static final Experts NONE = new Experts(0, 0, 0);
    }

    /**
     * A shape known by what a size estimate reads, without a config.json: a catalog entry's stated shape, or the plan's
     * model as {@code advice.ModelResolver} resolves it. What only a config.json gives (model type, MLP widths, positions,
     * shared experts, counting shapes) is 0, null or {@link Counting#DEFAULTS}.
     */
    public static ModelShape sized(Body body, Cache cache, Experts experts, double parametersB, double activeParametersB,
                                   double embeddingParametersB, int vocabSize, boolean tiedEmbeddings, String releasePrecision) {
        return new ModelShape(null, body.layers(), body.hiddenSize(), body.attentionHeads(), body.kvHeads(), body.headDim(), 0,
                vocabSize, tiedEmbeddings, 0, experts.routed(), 0, experts.perToken(), 0, experts.moeLayers(),
                cache.attention(), cache.kvLoraRank(), cache.qkRopeHeadDim(), cache.slidingWindow(), cache.slidingWindowLayers(),
                releasePrecision, parametersB, activeParametersB, embeddingParametersB, Counting.DEFAULTS);
    }

    public boolean moe() {
        return routedExperts > 0 && moeLayers > 0;
    }

    /** KV cache elements per token of one full-attention layer: MLA's latent, or 2 × KV heads × head dim. */
    public long kvElementsPerTokenPerLayer() {
        return attention == AttentionKind.MLA ? (long) kvLoraRank + qkRopeHeadDim : 2L * kvHeads * headDim;
    }

    /** The same shape with another release precision (a catalog entry that states the format its config.json lacks). */
    public ModelShape withReleasePrecision(String precision) {
        return new ModelShape(modelType, layers, hiddenSize, attentionHeads, kvHeads, headDim, intermediateSize, vocabSize,
                tiedEmbeddings, maxPositionEmbeddings, routedExperts, sharedExperts, expertsPerToken, moeIntermediateSize,
                moeLayers, attention, kvLoraRank, qkRopeHeadDim, slidingWindow, slidingWindowLayers, precision, parametersB,
                activeParametersB, embeddingParametersB, counting);
    }

    /** Embedding and head parameters in billions for a vocabulary and hidden size (tied: one matrix). */
    public static double embeddingParametersB(int vocabSize, int hiddenSize, boolean tied) {
        return (double) vocabSize * hiddenSize * (tied ? 1 : 2) / 1e9;
    }
}
