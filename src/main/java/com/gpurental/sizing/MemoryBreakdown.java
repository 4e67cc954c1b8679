package com.gpurental.sizing;

/**
 * Memory for a workload spread over {@code cards} cards, every part separately (GB = 10^9 bytes).
 * Totals are over all cards; {@code perCardGb} is what each card must hold including the 20%
 * spare. {@code requiredGb} = (sum of parts) × 1.2.
 */
public record MemoryBreakdown(
        int cards,
        double weightsGb,
        double kvCacheGb,
        double activationsGb,
        double gradientsGb,
        double optimizerGb,
        double overheadGb,
        double workingSetGb,
        double headroomGb,
        double requiredGb,
        double perCardGb,
        double trainableParametersB) {

    public double partsGb() {
        return weightsGb + kvCacheGb + activationsGb + gradientsGb + optimizerGb + overheadGb + workingSetGb;
    }
}
