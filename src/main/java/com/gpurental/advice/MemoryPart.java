package com.gpurental.advice;

import com.gpurental.sizing.MemoryBreakdown;
import java.util.ArrayList;
import java.util.List;

/**
 * One part of the memory need (weights, KV cache, …, spare), in the one order every chart, table and text lists
 * them. {@code key} is the part's name in messages ({@code memory.part.<key>}); parts of zero are left out.
 *
 * @param totalGb over all cards
 * @param share   of the whole need including the spare (0–1)
 */
public record MemoryPart(String key, double totalGb, double perCardGb, double share) {

    /** The parts in order: weights, KV cache, activations, gradients, optimizer states, working set, overhead, spare. */
    public static final List<String> ORDER = List.of("weights", "kvCache", "activations", "gradients", "optimizer",
            "workingSet", "overhead", "headroom");

    public static List<MemoryPart> of(MemoryBreakdown b) {
        double[] values = {b.weightsGb(), b.kvCacheHeldGb(), b.activationsGb(), b.gradientsGb(), b.optimizerGb(),
            b.workingSetGb(), b.overheadGb(), b.headroomGb()};
        int cards = Math.max(1, b.cards());
        List<MemoryPart> parts = new ArrayList<>();
        double perCardParts = 0;
        for (int i = 0; i < values.length; i++) {
            if (values[i] > 0) {
                double perCard = perCard(b, ORDER.get(i), values[i] / cards, perCardParts);
                perCardParts += perCard;
                parts.add(new MemoryPart(ORDER.get(i), values[i], perCard,
                        b.requiredGb() > 0 ? values[i] / b.requiredGb() : 0));
            }
        }
        return List.copyOf(parts);
    }

    /**
     * What one card keeps of a part, so that the per-card column adds up to {@code perCardGb}: the share of the
     * total, except the KV cache a tensor-parallel group keeps whole on every card ({@code kvCachePerCardGb}) and the
     * spare, which is the spare on what the card keeps. The KV total is what the cards keep, copies included
     * ({@code kvCacheHeldGb}): a card's figure × the cards.
     */
    private static double perCard(MemoryBreakdown b, String key, double share, double cardPartsSoFar) {
        return switch (key) {
            case "kvCache" -> b.kvCachePerCardGb();
            case "headroom" -> b.perCardGb() - cardPartsSoFar;
            default -> share;
        };
    }

    /** The part's position in {@link #ORDER} (a stable colour index). */
    public int index() {
        return ORDER.indexOf(key);
    }
}
