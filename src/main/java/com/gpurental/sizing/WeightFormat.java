package com.gpurental.sizing;

import java.util.Locale;

/**
 * How the weights are stored, with the effective bits of a real checkpoint (scales and zero points included) — not
 * just the bare number format of {@link Precision}. The bits are calibration constants in {@link Assumptions}, each
 * with its source. {@code embeddingBits} applies to the input embedding and the output head, which most quantized
 * formats keep at 16 bits.
 */
public enum WeightFormat {
    FP32(32, 32),
    BF16(16, 16),
    FP16(16, 16),
    /** FP8 E4M3 with per-tensor scales (vLLM / TensorRT-LLM / NIM checkpoints); embeddings and head stay BF16. */
    FP8(Assumptions.FP8_BITS, 16),
    /** INT8 weight-only with per-channel scales (W8A16); embeddings and head stay FP16. */
    INT8(Assumptions.INT8_BITS, 16),
    /** AWQ / GPTQ INT4 with group size 128, the usual GPU serving format; embeddings and head stay FP16. */
    INT4_AWQ_GPTQ_G128(Assumptions.INT4_G128_BITS, 16),
    /** QLoRA's 4-bit NormalFloat with double quantization, the frozen base of QLoRA; embeddings and head stay BF16. */
    NF4_DOUBLE_QUANT(Assumptions.NF4_DQ_BITS, 16),
    /** llama.cpp GGUF Q4_K_M (mix of Q4_K and Q6_K blocks): the whole file averages about 4.85 bits per weight. */
    GGUF_Q4_K_M(Assumptions.GGUF_Q4_K_M_BITS, Assumptions.GGUF_Q4_K_M_BITS);

    private final double bits;
    private final double embeddingBits;

    WeightFormat(double bits, double embeddingBits) {
        this.bits = bits;
        this.embeddingBits = embeddingBits;
    }

    /** Effective bits per weight of the transformer body (attention and MLP matrices), scales included. */
    public double bits() {
        return bits;
    }

    /** Bits per weight of the input embedding and the output head. */
    public double embeddingBits() {
        return embeddingBits;
    }

    /** Bytes of {@code parameters} weights of which {@code embeddingParameters} are embedding / head weights. */
    public double bytes(double parameters, double embeddingParameters) {
        double embedding = Math.min(Math.max(0, embeddingParameters), parameters);
        return ((parameters - embedding) * bits + embedding * embeddingBits) / 8.0;
    }

    /** A stable id for JSON and message keys ({@code int4-awq-gptq-g128}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The format assumed for weights stored at {@code precision} (INT4 = AWQ/GPTQ group size 128). */
    public static WeightFormat assumedFor(Precision precision) {
        return switch (precision) {
            case FP32 -> FP32;
            case BF16 -> BF16;
            case FP16 -> FP16;
            case FP8 -> FP8;
            case INT8 -> INT8;
            case INT4 -> INT4_AWQ_GPTQ_G128;
        };
    }
}
