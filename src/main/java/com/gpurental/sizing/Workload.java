package com.gpurental.sizing;

import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.VisionWorkload;

/**
 * A fully resolved workload: every default applied, every field valid. The engine computes on
 * this immutable snapshot only.
 *
 * @param workingSetGb for vision and compute workloads: memory a card must offer (the scenario's
 *                     minimum or the user's figure); unused for LLMs
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
        Minimums minimums) {

    public boolean training() {
        return kind.training();
    }
}
