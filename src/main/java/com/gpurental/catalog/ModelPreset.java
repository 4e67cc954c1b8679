package com.gpurental.catalog;

/** A known model with its published architecture. Parameter counts in billions. */
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
        Source source) {
}
