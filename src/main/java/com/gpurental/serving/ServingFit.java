package com.gpurental.serving;

import com.gpurental.sizing.Estimate;

/**
 * A card count that carries the load: its layout and what its copies do at the load (docs/domain.md §9).
 *
 * @param layout          how the cards run
 * @param capacityPerCopy the highest rate one copy carries meeting the targets the fit was found with, requests/s (for
 *                        a given number of users: the rate one copy completes at the most users it serves within them)
 * @param loadRate        the load's request rate, all copies together (for a given number of users: the rate they send
 *                        at the copies' own speed, {@link ClosedLoop})
 * @param central         one copy at its share of the load, central estimate
 * @param ttftS           p95 time to first token at that load, seconds: (fast end, central, slow end)
 * @param tpotS           p95 time per output token at that load, seconds: (fast end, central, slow end)
 * @param perCardGb       memory per card with the load's requests in flight, spare included
 * @param relaxed         0: every target met at the central estimate; 1: a soft target met only at the fast end of
 *                        the range; 2: a soft target not met at any count (the fewest cards that carry the load)
 * @param carriesAtSlowEnd whether the copies still carry the load at the slow end of the estimate: false where, were the
 *                        cards as slow as the range's cautious end, the prompts alone would take more than the copy's time
 *                        (ρ ≥ 1) or the running batch would outgrow its memory — open arrivals then queue without limit,
 *                        and the slow end's times ({@link #ttftS}, {@link #tpotS} high) mean nothing. A given number of
 *                        users ({@link ClosedLoop}) only slows down: true wherever its copies run at all.
 */
public record ServingFit(Layout layout, double capacityPerCopy, double loadRate, OperatingPoint central,
                         Estimate ttftS, Estimate tpotS, double perCardGb,
                         int relaxed, boolean carriesAtSlowEnd) {

    /** Tokens per second each request sees at the load (1 ÷ p95 time per token): (slow end, central, fast end). */
    public Estimate tokensPerSecond() {
        return Estimate.ordered(1 / tpotS.high(), 1 / tpotS.central(), 1 / tpotS.low());
    }

    /** The rate all copies carry together. */
    public double capacity() {
        return capacityPerCopy * layout.copies();
    }

    /** The load's share of that capacity. */
    public double utilisation() {
        double c = capacity();
        return c > 0 ? loadRate / c : 1;
    }
}
