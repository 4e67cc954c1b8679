package com.gpurental.quotes;

import com.gpurental.text.Message;

/**
 * Whether a quoted configuration (a GPU and a number of cards) carries the plan's workload, as the advice's own sizing
 * decides it (one source, handed in as a {@link QuoteSizer}): memory with the spare, the scenario's key indicators and
 * the speed, throughput and deadline needs. The comparison and the recommendation therefore never disagree on a fit.
 *
 * @param note     why it fits ("2 × H20 hold …") or why not (the sizing's rejection)
 * @param speed    the speed on this configuration in words; null when it does not fit or a figure is unknown
 * @param taskDays the task's duration on this configuration (a training runs its own days); null when it does not fit
 * @param cautiousDays a training's cautious end on this configuration (its term holds it); null otherwise
 */
public record QuoteFit(boolean fits, Message note, Message speed, Double taskDays, Double cautiousDays) {

    public QuoteFit(boolean fits, Message note, Message speed, Double taskDays) {
        this(fits, note, speed, taskDays, null);
    }

    public static QuoteFit fitting(Message note, Message speed, double taskDays) {
        return new QuoteFit(true, note, speed, taskDays, null);
    }

    /** A fit whose training's term must hold its cautious end. */
    public static QuoteFit fitting(Message note, Message speed, double taskDays, Double cautiousDays) {
        return new QuoteFit(true, note, speed, taskDays, cautiousDays);
    }

    public static QuoteFit notFitting(Message why) {
        return new QuoteFit(false, why, null, null, null);
    }
}
