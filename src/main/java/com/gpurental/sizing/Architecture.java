package com.gpurental.sizing;

/**
 * A transformer's shape. {@code derivedFrom} names the preset whose shape was borrowed when the
 * user gave only a parameter count (null when the shape is the model's own).
 */
public record Architecture(
        double parametersB,
        double activeParametersB,
        int layers,
        int hiddenSize,
        int attentionHeads,
        int kvHeads,
        int headDim,
        String derivedFrom) {

    public double parameters() {
        return parametersB * 1e9;
    }

    public double activeParameters() {
        return activeParametersB * 1e9;
    }
}
