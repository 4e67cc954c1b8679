package com.gpurental.models;

/**
 * Parameters from a transformer's shapes (docs/domain.md §8): embeddings (and the output head unless tied), per layer
 * the attention projections (MLA's low-rank projections for DeepSeek/Kimi), two norms, and either a gated MLP
 * (3 × hidden × intermediate) or the experts (3 × hidden × expert size each, routed and shared) with the router.
 * Active parameters count only the routed experts a token uses plus the shared ones; attention, embeddings and head
 * count in full (the model makers' convention: DeepSeek-V3 37B, Qwen3-30B-A3B 3.3B). Multi-token-prediction layers
 * and vision encoders are not counted (a serving engine loads the text model).
 */
public final class ParameterCounter {

    private ParameterCounter() {
    }

    /** The shapes the count needs (all read by {@link ConfigJson}). */
    record Dims(String type, int hidden, int layers, int heads, int kvHeads, int headDim, int vocab, boolean tied,
                int denseIntermediate, int routedExperts, int sharedExperts, int expertsPerToken, int moeIntermediate,
                int sharedIntermediate, boolean[] moeLayer, boolean mla, int kvLoraRank, int qLoraRank, int ropeDim,
                int nopeDim, int vDim, boolean attentionBias, boolean qkNorm) {
    }

    /** Counts in billions. */
    public record Counts(double totalB, double activeB, double embeddingB) {
    }

    static Counts count(Dims d) {
        double h = d.hidden();
        double embedding = (double) d.vocab() * h * (d.tied() ? 1 : 2);
        double attention = attention(d);
        double norms = 2 * h;
        double total = embedding + h;
        double active = embedding + h;
        for (int i = 0; i < d.layers(); i++) {
            double layer = attention + norms;
            if (d.moeLayer()[i]) {
                double expert = 3 * h * d.moeIntermediate();
                double shared = 3 * h * d.sharedIntermediate() * d.sharedExperts();
                double router = (double) d.routedExperts() * h;
                total += layer + d.routedExperts() * expert + shared + router;
                active += layer + d.expertsPerToken() * expert + shared + router;
            } else {
                double mlp = 3 * h * d.denseIntermediate();
                total += layer + mlp;
                active += layer + mlp;
            }
        }
        return new Counts(total / 1e9, active / 1e9, embedding / 1e9);
    }

    private static double attention(Dims d) {
        double h = d.hidden();
        double heads = d.heads();
        if (d.mla()) {
            double qk = d.nopeDim() + d.ropeDim();
            double q = d.qLoraRank() > 0 ? h * d.qLoraRank() + d.qLoraRank() + (double) d.qLoraRank() * heads * qk
                    : h * heads * qk;
            double kvDown = h * (d.kvLoraRank() + d.ropeDim()) + d.kvLoraRank();
            double kvUp = (double) d.kvLoraRank() * heads * (d.nopeDim() + d.vDim());
            double out = heads * d.vDim() * h;
            return q + kvDown + kvUp + out;
        }
        double q = h * heads * d.headDim();
        double kv = 2 * h * d.kvHeads() * d.headDim();
        double out = heads * d.headDim() * h;
        double bias = d.attentionBias() ? heads * d.headDim() + 2.0 * d.kvHeads() * d.headDim() : 0;
        double norm = d.qkNorm() ? 2.0 * d.headDim() : 0;
        return q + kv + out + bias + norm;
    }
}
