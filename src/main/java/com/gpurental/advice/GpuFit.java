package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.text.Message;

/**
 * How one GPU of the catalog fares against the memory need alone (the memory check page), and
 * what became of it in the ranking: its best candidate or the reason it was rejected.
 *
 * @param cards        cards needed for memory alone; null when no card count up to the limit fits
 * @param perCardGb    what each of those cards must hold (with the 20% spare); NaN when unknown
 * @param utilization  share of each card's memory the workload uses (without the spare); NaN when unknown
 * @param best         the best-ranked candidate on this GPU, or null
 * @param rejection    why it is not a candidate, or null
 */
public record GpuFit(Gpu gpu, Integer cards, double perCardGb, double utilization, Candidate best, Rejection rejection) {

    public boolean fits() {
        return cards != null;
    }

    /**
     * The cards this plan takes on this GPU: its best candidate's (the figure the results, the PDF and the text show,
     * which may exceed the memory-alone count for speed or a key indicator), or the option that was left out (its
     * rejection names those cards), else the memory-alone count.
     */
    public Integer plannedCards() {
        Candidate planned = planned();
        return planned != null ? Integer.valueOf(planned.cards()) : cards;
    }

    /** The share of each card's memory used on {@link #plannedCards()} (NaN when unknown). */
    public double plannedUtilization() {
        Candidate planned = planned();
        return planned != null ? planned.memoryUtilization() : utilization;
    }

    private Candidate planned() {
        return best != null ? best : rejection == null ? null : rejection.option();
    }

    /** The one line that explains the row: the rejection, or the candidate's memory reason. */
    public Message note() {
        if (rejection != null) {
            return rejection.reason();
        }
        return best == null ? Message.of("common.unknown") : best.reasons().get(0);
    }
}
