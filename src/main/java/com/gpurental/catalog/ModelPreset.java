package com.gpurental.catalog;

import com.gpurental.models.AttentionKind;
import com.gpurental.models.ModelShape;
import com.gpurental.models.ShapeView;
import java.text.Normalizer;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A known model: its name and card, the parameter counts its card publishes, and its architecture, which is a
 * {@link ModelShape} (the one record of a model's architecture, docs/architecture.md "One architecture record"). The
 * shape is read from the catalog's copy of the model's config.json where there is one ({@link #fromConfig()}), else
 * built from the shape fields the catalog states (layers, hidden size, heads, cache shape); the accessors below read it.
 * Parameter counts in billions.
 *
 * @param parametersB         total parameters as the catalog states them (its config.json's count within 0.5%)
 * @param activeParametersB   parameters active per token as the catalog states them
 * @param shape               the architecture; with a config.json its release precision is the catalog's statement
 * @param fromConfig          the shape was read from a config.json (expert counts, MLP widths and counting shapes known)
 * @param maxContextTokens    the longest context the model card states, null when not given
 * @param released            the model's release date, null when not given
 * @param sizeReference       this dense GQA model stands for a bare parameter count of its size
 * @param aliases             other names people search for it by ("DeepSeek 满血版", "R1 蒸馏 32B")
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
        Source source,
        ModelShape shape,
        boolean fromConfig,
        Integer maxContextTokens,
        LocalDate released,
        boolean sizeReference,
        List<String> aliases,
        boolean reasoning,
        Boolean thinkingByDefault,
        boolean mtp) implements ShapeView {

    public ModelPreset {
        Objects.requireNonNull(shape, "shape");
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
    }

    /** The shape read from the model's config.json, null when the catalog gives none. */
    public ModelShape config() {
        return fromConfig ? shape : null;
    }

    /** The vocabulary size, null when the catalog gives none. */
    public Integer vocabSize() {
        return shape.vocabSize() > 0 ? shape.vocabSize() : null;
    }

    /** True when the output head shares the input embedding matrix. */
    public boolean tiedEmbeddings() {
        return shape.tiedEmbeddings();
    }

    /** How it caches keys and values (MHA, GQA or MLA). */
    public AttentionKind attention() {
        return shape.attention();
    }

    /** How many of the layers are windowed. */
    public int slidingWindowLayers() {
        return shape.slidingWindowLayers();
    }

    /** The format the weights are published in ({@code fp8}, {@code bf16}), null when not given. */
    public String releasePrecision() {
        return shape.releasePrecision();
    }

    /** Whether the plan's thinking switch applies: a hybrid model that answers with or without its reasoning. */
    public boolean thinkingSwitch() {
        return thinkingByDefault != null;
    }

    /** A mixture-of-experts model: fewer parameters active per token than it holds. */
    public boolean moe() {
        return activeParametersB < parametersB;
    }

    /** Published in FP8 (DeepSeek-V3/R1, Kimi-K2): serving it in BF16 is an upcast that doubles the weights. */
    public boolean releasedInFp8() {
        return "fp8".equals(shape.releasePrecision());
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
        return s == null ? "" : Normalizer.normalize(s, Normalizer.Form.NFKC)
                .toLowerCase(Locale.ROOT).replaceAll("[\\s\\-_·.]", "");
    }
}
