package com.gpurental.sizing;

import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.VisionWorkload;

/**
 * A fully resolved workload: every default applied, every field valid. The engine computes on
 * this immutable snapshot only.
 *
 * @param workingSetGb for vision and compute workloads: memory a card must offer (the scenario's
 *                     minimum or the user's figure); unused for LLMs
 * @param sparePercent memory kept spare on top of the computed need, 0–50 (plan {@code memory.sparePercent},
 *                     default {@link Assumptions#DEFAULT_SPARE_PERCENT})
 * @param kvPrecision  number format of the KV cache (plan {@code inference.kvCachePrecision}, default FP16)
 * @param doublePrecision scientific computing whose code needs FP64 (plan {@code compute.doublePrecision}): the cards
 *                     are judged on their double-precision figure, not FP32
 * @param decodeSpeedup output tokens each decoding sequence gains per decode step from speculative decoding, as a range
 *                     (plan {@code inference.speculative}; {@link ServingAssumptions#MTP_DECODE_SPEEDUP}); null: none
 */
public record Workload(
        WorkloadKind kind,
        Architecture architecture,
        Precision precision,
        TrainingMethod method,
        double trainingTokensB,
        int sequenceLength,
        int microBatch,
        boolean activationCheckpointing,
        Double targetDays,
        int contextTokens,
        int concurrentUsers,
        Double tokensPerSecondPerUser,
        VisionWorkload vision,
        Double workingSetGb,
        Minimums minimums,
        double sparePercent,
        KvPrecision kvPrecision,
        boolean doublePrecision,
        Estimate decodeSpeedup) {

    public Workload {
        kvPrecision = kvPrecision == null ? Assumptions.DEFAULT_KV_PRECISION : kvPrecision;
    }

    /** A workload without speculative decoding. */
    public Workload(WorkloadKind kind, Architecture architecture, Precision precision, TrainingMethod method,
                    double trainingTokensB, int sequenceLength, int microBatch, boolean activationCheckpointing,
                    Double targetDays, int contextTokens, int concurrentUsers, Double tokensPerSecondPerUser,
                    VisionWorkload vision, Double workingSetGb, Minimums minimums, double sparePercent,
                    KvPrecision kvPrecision, boolean doublePrecision) {
        this(kind, architecture, precision, method, trainingTokensB, sequenceLength, microBatch, activationCheckpointing,
                targetDays, contextTokens, concurrentUsers, tokensPerSecondPerUser, vision, workingSetGb, minimums,
                sparePercent, kvPrecision, doublePrecision, null);
    }

    /** A workload that needs no double precision. */
    public Workload(WorkloadKind kind, Architecture architecture, Precision precision, TrainingMethod method,
                    double trainingTokensB, int sequenceLength, int microBatch, boolean activationCheckpointing,
                    Double targetDays, int contextTokens, int concurrentUsers, Double tokensPerSecondPerUser,
                    VisionWorkload vision, Double workingSetGb, Minimums minimums, double sparePercent,
                    KvPrecision kvPrecision) {
        this(kind, architecture, precision, method, trainingTokensB, sequenceLength, microBatch, activationCheckpointing,
                targetDays, contextTokens, concurrentUsers, tokensPerSecondPerUser, vision, workingSetGb, minimums,
                sparePercent, kvPrecision, false);
    }

    /** A workload with the default 20% spare and an FP16 KV cache. */
    public Workload(WorkloadKind kind, Architecture architecture, Precision precision, TrainingMethod method,
                    double trainingTokensB, int sequenceLength, int microBatch, boolean activationCheckpointing,
                    Double targetDays, int contextTokens, int concurrentUsers, Double tokensPerSecondPerUser,
                    VisionWorkload vision, Double workingSetGb, Minimums minimums) {
        this(kind, architecture, precision, method, trainingTokensB, sequenceLength, microBatch, activationCheckpointing,
                targetDays, contextTokens, concurrentUsers, tokensPerSecondPerUser, vision, workingSetGb, minimums,
                Assumptions.DEFAULT_SPARE_PERCENT, Assumptions.DEFAULT_KV_PRECISION);
    }

    public boolean training() {
        return kind.training();
    }

    /** This workload with another spare, percent (where one request of the whole window sets a card's memory). */
    public Workload withSparePercent(double percent) {
        return new Workload(kind, architecture, precision, method, trainingTokensB, sequenceLength, microBatch,
                activationCheckpointing, targetDays, contextTokens, concurrentUsers, tokensPerSecondPerUser, vision,
                workingSetGb, minimums, percent, kvPrecision, doublePrecision, decodeSpeedup);
    }

    /** This workload at another context (tokens each sequence holds), every other figure kept. */
    public Workload withContextTokens(int tokens) {
        return new Workload(kind, architecture, precision, method, trainingTokensB, sequenceLength, microBatch,
                activationCheckpointing, targetDays, tokens, concurrentUsers, tokensPerSecondPerUser, vision,
                workingSetGb, minimums, sparePercent, kvPrecision, doublePrecision, decodeSpeedup);
    }

    /** This workload with {@code users} concurrent users, every other figure kept. */
    public Workload withConcurrentUsers(int users) {
        return new Workload(kind, architecture, precision, method, trainingTokensB, sequenceLength, microBatch,
                activationCheckpointing, targetDays, contextTokens, users, tokensPerSecondPerUser, vision,
                workingSetGb, minimums, sparePercent, kvPrecision, doublePrecision, decodeSpeedup);
    }

    /** The spare as a fraction: 0.20 for 20%. */
    public double spareFraction() {
        return sparePercent / 100.0;
    }

    /** The stored weight format assumed for this workload's precision (INT4 = AWQ/GPTQ group size 128). */
    public WeightFormat weightFormat() {
        return WeightFormat.assumedFor(precision);
    }
}
