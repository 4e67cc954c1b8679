package com.gpurental.models;

/**
 * A record that carries a {@link ModelShape} and reads its body's figures from it, the one architecture record
 * (docs/architecture.md "One architecture record"): a catalog preset and the sizing's architecture read the same five
 * figures the same way, written once here.
 */
public interface ShapeView {

    /** The architecture itself. */
    ModelShape shape();

    default int layers() {
        return shape().layers();
    }

    default int hiddenSize() {
        return shape().hiddenSize();
    }

    default int attentionHeads() {
        return shape().attentionHeads();
    }

    default int kvHeads() {
        return shape().kvHeads();
    }

    default int headDim() {
        return shape().headDim();
    }

    /** MLA latent rank ({@code kv_lora_rank}), 0 without MLA. */
    default int kvLoraRank() {
        return shape().kvLoraRank();
    }

    /** MLA's decoupled RoPE key dimension ({@code qk_rope_head_dim}), 0 without MLA. */
    default int qkRopeHeadDim() {
        return shape().qkRopeHeadDim();
    }

    /** Tokens a sliding-window (local) layer keeps, 0 when none. */
    default int slidingWindow() {
        return shape().slidingWindow();
    }
}
