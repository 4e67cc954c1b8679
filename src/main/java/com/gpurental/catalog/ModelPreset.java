package com.gpurental.catalog;

/**
 * A known model with its published architecture. Parameter counts in billions.
 *
 * @param vocabSize      vocabulary size from the model's config.json (null when not given)
 * @param tiedEmbeddings true when the output head shares the input embedding matrix
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
        boolean tiedEmbeddings) {

    public ModelPreset(String id, String name, String family, double parametersB, double activeParametersB, int layers,
                       int hiddenSize, int attentionHeads, int kvHeads, int headDim, Source source) {
        this(id, name, family, parametersB, activeParametersB, layers, hiddenSize, attentionHeads, kvHeads, headDim,
                source, null, false);
    }
}
