package com.gpurental.sizing;

/**
 * Memory for a workload spread over {@code cards} cards, every part separately. Unit: GB = 10^9 bytes, as model
 * sizes are quoted ({@link #UNIT}); a card's capacity is binary (catalog {@code memoryGb} × 2^30 bytes, see
 * {@code Gpu.capacityGb()}), so compare {@code perCardGb} with the capacity in GB, never with the catalog figure.
 * Totals are over all cards; {@code perCardGb} is what each card must hold including the spare.
 * {@code requiredGb} = (sum of parts) × (1 + sparePercent/100). {@code cardClass}: the need is a scenario's minimum
 * card class (vision, compute), which carries its own margin, so no spare is added and every rendering says so
 * instead of "including 0% spare".
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
        double trainableParametersB,
        double sparePercent,
        boolean cardClass) {

    /** The unit of every {@code …Gb} figure here: decimal gigabytes (10^9 bytes). */
    public static final String UNIT = "GB (10^9 bytes)";

    /** The spare actually applied to the computed need, as a fraction (0 for a card class). */
    public double appliedSpareFraction() {
        return sparePercent / 100.0;
    }

    public double partsGb() {
        return weightsGb + kvCacheGb + activationsGb + gradientsGb + optimizerGb + overheadGb + workingSetGb;
    }
}
