package com.gpurental.catalog;

import com.gpurental.models.AttentionKind;
import com.gpurental.models.ModelShape;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

/**
 * A known model with its published architecture. Parameter counts in billions.
 *
 * @param vocabSize           vocabulary size from the model's config.json (null when not given)
 * @param tiedEmbeddings      true when the output head shares the input embedding matrix
 * @param attention           how it caches keys and values (MHA, GQA or MLA)
 * @param kvLoraRank          MLA latent rank ({@code kv_lora_rank}), 0 without MLA
 * @param qkRopeHeadDim       MLA's decoupled RoPE key dimension ({@code qk_rope_head_dim}), 0 without MLA
 * @param slidingWindow       tokens a sliding-window (local) layer keeps, 0 when none
 * @param slidingWindowLayers how many of the layers are windowed
 * @param releasePrecision    the format the weights are published in ({@code fp8}, {@code bf16}), null when not given
 * @param maxContextTokens    the longest context the model card states, null when not given
 * @param released            the model's release date, null when not given
 * @param sizeReference       this dense GQA model stands for a bare parameter count of its size
 * @param aliases             other names people search for it by ("DeepSeek 满血版", "R1 蒸馏 32B")
 * @param shape               the architecture read from the catalog's copy of its config.json, null when none
 * @param reasoning           it writes a chain of thought before every answer (DeepSeek-R1 and its distills, QwQ): the
 *                            thinking is decoded and cached like the answer, so an answer defaults to
 *                            {@link com.gpurental.sizing.Assumptions#REASONING_ANSWER_TOKENS}
 * @param thinkingByDefault   a hybrid model that answers with or without its reasoning (catalog {@code thinkingSwitch}:
 *                            Qwen3, GLM-4.5): true when it starts thinking, false when not; null without a switch
 * @param mtp                 it ships a multi-token-prediction head that drafts the next token for speculative decoding
 *                            (DeepSeek-V3/R1; catalog {@code mtp})
 */
public record ModelPreset(
        String id,
        String name,
        String family,
        double parametersB,
        double activeParametersB,
        int layers,
        int hiddenSize,
        int attentionHeads,
        int kvHeads,
        int headDim,
        Source source,
        Integer vocabSize,
        boolean tiedEmbeddings,
        AttentionKind attention,
        int kvLoraRank,
        int qkRopeHeadDim,
        int slidingWindow,
        int slidingWindowLayers,
        String releasePrecision,
        Integer maxContextTokens,
        LocalDate released,
        boolean sizeReference,
        List<String> aliases,
        ModelShape shape,
        boolean reasoning,
        Boolean thinkingByDefault,
        boolean mtp) {

    public ModelPreset {
        attention = attention == null ? AttentionKind.of(attentionHeads, kvHeads) : attention;
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
    }

    public ModelPreset(String id, String name, String family, double parametersB, double activeParametersB, int layers,
                       int hiddenSize, int attentionHeads, int kvHeads, int headDim, Source source, Integer vocabSize,
                       boolean tiedEmbeddings) {
        this(id, name, family, parametersB, activeParametersB, layers, hiddenSize, attentionHeads, kvHeads, headDim,
                source, vocabSize, tiedEmbeddings, null, 0, 0, 0, 0, null, null, null, false, List.of(), null, false);
    }

    /** A model without a thinking switch or a multi-token-prediction head. */
    public ModelPreset(String id, String name, String family, double parametersB, double activeParametersB, int layers,
                       int hiddenSize, int attentionHeads, int kvHeads, int headDim, Source source, Integer vocabSize,
                       boolean tiedEmbeddings, AttentionKind attention, int kvLoraRank, int qkRopeHeadDim, int slidingWindow,
                       int slidingWindowLayers, String releasePrecision, Integer maxContextTokens, LocalDate released,
                       boolean sizeReference, List<String> aliases, ModelShape shape, boolean reasoning) {
        this(id, name, family, parametersB, activeParametersB, layers, hiddenSize, attentionHeads, kvHeads, headDim, source,
                vocabSize, tiedEmbeddings, attention, kvLoraRank, qkRopeHeadDim, slidingWindow, slidingWindowLayers,
                releasePrecision, maxContextTokens, released, sizeReference, aliases, shape, reasoning, null, false);
    }

    /** Whether the plan's thinking switch applies: a hybrid model that answers with or without its reasoning. */
    public boolean thinkingSwitch() {
        return thinkingByDefault != null;
    }

    public ModelPreset(String id, String name, String family, double parametersB, double activeParametersB, int layers,
                       int hiddenSize, int attentionHeads, int kvHeads, int headDim, Source source) {
        this(id, name, family, parametersB, activeParametersB, layers, hiddenSize, attentionHeads, kvHeads, headDim,
                source, null, false);
    }

    /** A mixture-of-experts model: fewer parameters active per token than it holds. */
    public boolean moe() {
        return activeParametersB < parametersB;
    }

    /** Published in FP8 (DeepSeek-V3/R1, Kimi-K2): serving it in BF16 is an upcast that doubles the weights. */
    public boolean releasedInFp8() {
        return "fp8".equals(releasePrecision);
    }

    /** True when {@code query} (any case, spaces and hyphens ignored) is in its id, name or one of its aliases. */
    public boolean matches(String query) {
        String q = fold(query);
        if (q.isEmpty()) {
            return true;
        }
        if (fold(id).contains(q) || fold(name).contains(q)) {
            return true;
        }
        for (String a : aliases) {
            if (fold(a).contains(q)) {
                return true;
            }
        }
        return false;
    }

    private static String fold(String s) {
        return s == null ? "" : java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFKC)
                .toLowerCase(Locale.ROOT).replaceAll("[\\s\\-_·.]", "");
    }
}
