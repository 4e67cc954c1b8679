package com.gpurental.sizing;

/**
 * A transformer's shape. {@code derivedFrom} names the preset whose shape was borrowed when the
 * user gave only a parameter count (null when the shape is the model's own).
 *
 * @param embeddingParametersB parameters of the input embedding and the output head together, in billions
 *                             (vocabulary × hidden, twice unless tied); quantized formats keep them at 16 bits.
 *                             0 when unknown: every weight is then counted at the format's body bits.
 */
public record Architecture(
        double parametersB,
        double activeParametersB,
        int layers,
        int hiddenSize,
        int attentionHeads,
        int kvHeads,
        int headDim,
        String derivedFrom,
        double embeddingParametersB) {

    /** A shape without a known vocabulary (embeddings counted like the body). */
    public Architecture(double parametersB, double activeParametersB, int layers, int hiddenSize, int attentionHeads,
                        int kvHeads, int headDim, String derivedFrom) {
        this(parametersB, activeParametersB, layers, hiddenSize, attentionHeads, kvHeads, headDim, derivedFrom, 0);
    }

    public double parameters() {
        return parametersB * 1e9;
    }

    public double activeParameters() {
        return activeParametersB * 1e9;
    }

    public double embeddingParameters() {
        return Math.min(embeddingParametersB, parametersB) * 1e9;
    }

    /** Embedding and head parameters in billions for a vocabulary and hidden size (tied: one matrix). */
    public static double embeddingParametersB(int vocabSize, int hiddenSize, boolean tied) {
        return (double) vocabSize * hiddenSize * (tied ? 1 : 2) / 1e9;
    }
}
