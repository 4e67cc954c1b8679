package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.serving.BatchRun;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Message;

/**
 * A batch job's run on a candidate's cards, in words (docs/domain.md §9.4 "Batch jobs"): the engineer's sentence (items
 * a second, prefill days) and the buyer's (items an hour and a day, days to finish against the deadline), both from one
 * {@link BatchRun}.
 */
final class BatchNote {

    private static final double SECONDS_PER_HOUR = 3600;
    private static final double HOURS_PER_DAY = 24;

    private BatchNote() {
    }

    /** The job's run on {@code s}'s cards: items a second and days, with the range, against the deadline. */
    static Message of(ResolvedPlan rp, Sizing s) {
        ServingFit fit = s.deployment().serving();
        com.gpurental.serving.Load load = rp.load();
        BatchRun run = run(rp, s.gpu(), fit, s.efficiency());
        return Message.of("reason.batchRun", load.batchItems(), load.promptTokens(), load.answerTokens(),
                fit.layout().copies(), run.itemsPerSecond().central(), run.itemsPerSecond().low(),
                run.itemsPerSecond().high(), run.days().central(), run.days().low(), run.days().high(),
                load.deadlineDays(), run.prefillDays());
    }

    /** The job on a fit's cards; {@code efficiency}: its tensor-parallel group's. */
    static BatchRun run(ResolvedPlan rp, Gpu gpu, ServingFit fit, double efficiency) {
        return BatchRun.of(rp.workload(), gpu, fit, ServingInputs.load(rp), efficiency, rp.load().batchItems());
    }

    /** The run of a candidate's cards, or null where it has no serving layout. */
    static BatchRun run(ResolvedPlan rp, Candidate c) {
        ServingFit fit = c.deployment() == null ? null : c.deployment().serving();
        return fit == null ? null : run(rp, c.gpu(), fit, c.scalingEfficiency());
    }

    /**
     * The plain why of a batch job (issue 33's layer, in the job's own terms): the copies, the items they finish an hour
     * and a day, and the days the job takes with its range, against the deadline.
     */
    static Message plain(ResolvedPlan rp, Candidate c) {
        BatchRun run = run(rp, c);
        if (run == null) {
            return null;
        }
        double perHour = run.itemsPerSecond().central() * SECONDS_PER_HOUR;
        return Message.of("plain.why.batch", c.deployment().replicas(),
                about(perHour), about(perHour * HOURS_PER_DAY),
                run.items(), run.days().central(), run.days().low(), run.days().high(), rp.load().deadlineDays());
    }

    /** An estimate's count for the plain layer: three significant digits (92,600 an hour, not 92,573), small ones as rates. */
    static Object about(double v) {
        if (v < 1000) {
            return com.gpurental.serving.Load.rate(v);
        }
        long unit = (long) Math.pow(10, Math.floor(Math.log10(v)) - 2);
        return Math.round(v / unit) * unit;
    }
}
