package com.gpurental.sizing;

import com.gpurental.models.AttentionKind;
import com.gpurental.models.ModelShape;
import com.gpurental.models.ShapeView;
import java.util.Objects;

/**
 * The model the sizing works on: its {@link ModelShape} (the one record of a model's architecture, docs/architecture.md
 * "One architecture record") and where the shape came from. The accessors read the shape, normalised for the sizing: the
 * cache's kind follows from the heads when the shape leaves it open, windowed layers count only with a window and at most
 * all layers, and expert counts only when they make a mixture (more experts than each token uses).
 *
 * @param shape       the architecture: an imported config.json's, or the one {@code advice.ModelResolver} builds from the
 *                    plan's model (a known model overridden field by field, or a bare count with a borrowed shape)
 * @param derivedFrom the preset whose shape was borrowed when the user gave only a parameter count (null when the shape is
 *                    the model's own)
 */
public record Architecture(ModelShape shape, String derivedFrom) implements ShapeView {

    public Architecture {
        Objects.requireNonNull(shape, "shape");
    }

    /** A plain MHA/GQA shape (the kind follows from the heads), its embeddings and head in billions (0: unknown). */
    public Architecture(double parametersB, double activeParametersB, int layers, int hiddenSize, int attentionHeads,
                        int kvHeads, int headDim, String derivedFrom, double embeddingParametersB) {
        this(ModelShape.sized(new ModelShape.Body(layers, hiddenSize, attentionHeads, kvHeads, headDim),
                ModelShape.Cache.OF_HEADS, ModelShape.Experts.NONE, parametersB, activeParametersB, embeddingParametersB, 0,
                false, null), derivedFrom);
    }

    /** A shape without a known vocabulary (embeddings counted like the body). */
    public Architecture(double parametersB, double activeParametersB, int layers, int hiddenSize, int attentionHeads,
                        int kvHeads, int headDim, String derivedFrom) {
        this(parametersB, activeParametersB, layers, hiddenSize, attentionHeads, kvHeads, headDim, derivedFrom, 0);
    }

    public double parametersB() {
        return shape.parametersB();
    }

    public double activeParametersB() {
        return shape.activeParametersB();
    }

    /**
     * Parameters of the input embedding and the output head together, in billions (vocabulary × hidden, twice unless
     * tied); quantized formats keep them at 16 bits. 0 when unknown: every weight is then counted at the format's body bits.
     */
    public double embeddingParametersB() {
        return shape.embeddingParametersB();
    }

    /** How keys and values are cached (MHA, GQA, MLA); when the shape leaves it open, as the heads say. */
    public AttentionKind attention() {
        return shape.attention() == null ? AttentionKind.of(attentionHeads(), kvHeads()) : shape.attention();
    }

    /** How many of the layers are windowed (the others cache the whole context): 0 without a window, at most all. */
    public int slidingWindowLayers() {
        return shape.slidingWindow() > 0 ? Math.min(Math.max(0, shape.slidingWindowLayers()), layers()) : 0;
    }

    /** MoE: routed experts per MoE layer; 0 when unknown or dense (or when each token would use them all). */
    public int routedExperts() {
        return expertCounts() ? shape.routedExperts() : 0;
    }

    /** MoE: routed experts each token uses; 0 when unknown or dense. */
    public int expertsPerToken() {
        return expertCounts() ? shape.expertsPerToken() : 0;
    }

    private boolean expertCounts() {
        return shape.routedExperts() > 0 && shape.expertsPerToken() > 0 && shape.expertsPerToken() < shape.routedExperts();
    }

    /**
     * The share of the parameters one decode step of {@code batch} sequences reads. Dense: all. MoE: the shared part
     * (attention, embeddings, shared experts) and, per MoE layer, the distinct routed experts the batch's tokens pick —
     * E × (1 − (1 − k/E)^B) expected with independent routing — up to all of them (docs/domain.md §8); without known
     * expert counts, the active share.
     */
    public double readShare(int batch) {
        if (!moe()) {
            return 1.0;
        }
        double activeShare = activeParametersB() / parametersB();
        if (routedExperts() == 0) {
            return activeShare;
        }
        double perExpertB = (parametersB() - activeParametersB()) / (routedExperts() - expertsPerToken());
        double baseB = activeParametersB() - expertsPerToken() * perExpertB;
        double distinct = routedExperts() * (1 - Math.pow(1 - (double) expertsPerToken() / routedExperts(), Math.max(1, batch)));
        return Math.min(1.0, (baseB + distinct * perExpertB) / parametersB());
    }

    /**
     * The share of the parameters in routed experts — what expert parallelism splits over its cards; the rest
     * (attention, embeddings, dense layers, shared experts) each data-parallel attention rank holds whole. Without
     * known expert counts, everything but the active parameters (a conservative split). Dense: 0.
     */
    public double routedExpertShare() {
        if (!moe()) {
            return 0;
        }
        if (routedExperts() == 0) {
            return (parametersB() - activeParametersB()) / parametersB();
        }
        double perExpertB = (parametersB() - activeParametersB()) / (routedExperts() - expertsPerToken());
        return Math.min(1.0, routedExperts() * perExpertB / parametersB());
    }

    /**
     * The share of the routed experts a decode step of {@code batch} tokens touches: 1 − (1 − k/E)^B with independent
     * routing (docs/domain.md §8); without known counts, all of them (the cautious reading).
     */
    public double routedExpertsTouched(int batch) {
        if (!moe()) {
            return 1.0;
        }
        if (routedExperts() == 0) {
            return 1.0;
        }
        return 1 - Math.pow(1 - (double) expertsPerToken() / routedExperts(), Math.max(1, batch));
    }

    public double parameters() {
        return parametersB() * 1e9;
    }

    public double activeParameters() {
        return activeParametersB() * 1e9;
    }

    public double embeddingParameters() {
        return Math.min(embeddingParametersB(), parametersB()) * 1e9;
    }

    /** A mixture of experts: fewer parameters active per token than held. */
    public boolean moe() {
        return activeParametersB() < parametersB();
    }

    /**
     * KV cache values per token of one full-attention layer: MLA caches one latent of {@code kv_lora_rank +
     * qk_rope_head_dim} values (512 + 64 for DeepSeek-V3), the others a key and a value per KV head.
     */
    public long kvValuesPerTokenPerLayer() {
        return attention() == AttentionKind.MLA ? (long) kvLoraRank() + qkRopeHeadDim() : 2L * kvHeads() * headDim();
    }

    /**
     * Token-layers one sequence of {@code contextTokens} holds in the KV cache: full-attention layers the whole
     * context, windowed layers at most their window.
     */
    public double cachedTokenLayers(int contextTokens) {
        int global = layers() - slidingWindowLayers();
        double local = slidingWindowLayers() * (double) Math.min(contextTokens, slidingWindow());
        return global * (double) contextTokens + local;
    }

    /** Embedding and head parameters in billions for a vocabulary and hidden size (tied: one matrix). */
    public static double embeddingParametersB(int vocabSize, int hiddenSize, boolean tied) {
        return ModelShape.embeddingParametersB(vocabSize, hiddenSize, tied);
    }
}
