package com.gpurental.sizing;

/**
 * Memory for a workload spread over {@code cards} cards, every part separately. Unit: GB = 10^9 bytes, as model
 * sizes are quoted ({@link #UNIT}); a card's capacity is binary (catalog {@code memoryGb} × 2^30 bytes, see
 * {@code Gpu.capacityGb()}), so compare {@code perCardGb} with the capacity in GB, never with the catalog figure.
 * Totals are over all cards; {@code perCardGb} is what each card must hold including the spare.
 * {@code requiredGb} = (sum of parts) × (1 + sparePercent/100). {@code cardClass}: the need is a scenario's minimum
 * card class (vision, compute), which carries its own margin, so no spare is added and every rendering says so
 * instead of "including 0% spare". {@code kvCachePerCardGb} is the KV cache one card keeps: the cache divided over the
 * cards, or more where the cards of a tensor-parallel group each keep a whole copy ({@code MemoryModel.kvPerCard}),
 * so the cards can hold more KV cache than {@code kvCacheGb}, which counts it once ({@link #kvCacheCopiesGb()}); the
 * need and its spare count what the cards keep ({@link #kvCacheHeldGb()}), so {@code requiredGb} = {@code perCardGb} ×
 * {@code cards} for a tensor-parallel copy.
 * {@code kvWindow}: how the serving stage sized the cache against the promised window (null where no window applies).
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
        boolean cardClass,
        double kvCachePerCardGb,
        KvWindow kvWindow) {

    /** A breakdown without a window check (training, vision, compute, a batch job, or before the serving stage). */
    public MemoryBreakdown(int cards, double weightsGb, double kvCacheGb, double activationsGb, double gradientsGb,
                           double optimizerGb, double overheadGb, double workingSetGb, double headroomGb,
                           double requiredGb, double perCardGb, double trainableParametersB, double sparePercent,
                           boolean cardClass, double kvCachePerCardGb) {
        this(cards, weightsGb, kvCacheGb, activationsGb, gradientsGb, optimizerGb, overheadGb, workingSetGb, headroomGb,
                requiredGb, perCardGb, trainableParametersB, sparePercent, cardClass, kvCachePerCardGb, null);
    }

    /** A breakdown whose KV cache divides evenly over the cards (training, vision, compute, or none). */
    public MemoryBreakdown(int cards, double weightsGb, double kvCacheGb, double activationsGb, double gradientsGb,
                           double optimizerGb, double overheadGb, double workingSetGb, double headroomGb,
                           double requiredGb, double perCardGb, double trainableParametersB, double sparePercent,
                           boolean cardClass) {
        this(cards, weightsGb, kvCacheGb, activationsGb, gradientsGb, optimizerGb, overheadGb, workingSetGb, headroomGb,
                requiredGb, perCardGb, trainableParametersB, sparePercent, cardClass,
                cards > 0 ? kvCacheGb / cards : 0);
    }

    /** This breakdown with the serving stage's window check. */
    public MemoryBreakdown withKvWindow(KvWindow window) {
        return new MemoryBreakdown(cards, weightsGb, kvCacheGb, activationsGb, gradientsGb, optimizerGb, overheadGb,
                workingSetGb, headroomGb, requiredGb, perCardGb, trainableParametersB, sparePercent, cardClass,
                kvCachePerCardGb, window);
    }

    /** The unit of every {@code …Gb} figure here: decimal gigabytes (10^9 bytes). */
    public static final String UNIT = "GB (10^9 bytes)";

    /** The spare actually applied to the computed need, as a fraction (0 for a card class). */
    public double appliedSpareFraction() {
        return sparePercent / 100.0;
    }

    /**
     * The KV cache the cards keep beyond the one copy the need counts: 0 when it divides over them, else the copies a
     * tensor-parallel group keeps (with the spare on them, this is why each card's figure × the cards exceeds the
     * total).
     */
    public double kvCacheCopiesGb() {
        return kvCacheHeldGb() - kvCacheGb;
    }

    /**
     * The KV cache all the cards keep: the cache once, or with the copies a tensor-parallel group keeps — the KV figure
     * of the parts, the total need and every paper ({@code MemoryPart}), so a card's figure × the cards is the total.
     */
    public double kvCacheHeldGb() {
        return heldGb(kvCacheGb, kvCachePerCardGb, cards);
    }

    /**
     * How many times the cards keep the KV cache: 1 where it divides over them; a tensor-parallel group larger than the
     * KV heads keeps each head group ÷ kvHeads times, a latent cache on every card of the group.
     */
    public int kvCacheCopies() {
        return kvCacheGb > 0 ? (int) Math.round(kvCacheHeldGb() / kvCacheGb) : 1;
    }

    /** The KV cache {@code cards} cards keep holding {@code perCardGb} each of a cache of {@code onceGb} counted once. */
    static double heldGb(double onceGb, double perCardGb, int cards) {
        double held = perCardGb * cards;
        return held > onceGb * 1.01 ? held : onceGb;
    }

    public double partsGb() {
        return weightsGb + kvCacheHeldGb() + activationsGb + gradientsGb + optimizerGb + overheadGb + workingSetGb;
    }
}
