package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.serving.BatchRun;
import com.gpurental.serving.Load;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A batch job's run on a candidate's cards, in words (docs/domain.md §9.4 "Batch jobs"): the engineer's sentence (items
 * a second, prefill days) and the buyer's (items an hour and a day, days to finish against the deadline), both from one
 * {@link BatchRun}.
 */
final class BatchNote {

    private static final double SECONDS_PER_HOUR = 3600;

    private BatchNote() {
    }

    /** The job's run on {@code s}'s cards: items a second and days, with the range, against the deadline. */
    static Message of(ResolvedPlan rp, Sizing s) {
        ServingFit fit = s.deployment().serving();
        Load load = rp.load();
        BatchRun run = run(rp, s.gpu(), fit, s.efficiency());
        return Message.of("reason.batchRun", load.batchItems(), load.promptTokens(), load.answerTokens(),
                fit.layout().copies(), run.itemsPerSecond().central(), run.itemsPerSecond().low(),
                run.itemsPerSecond().high(), run.days().central(), run.days().low(), run.days().high(),
                load.deadlineDays(), run.prefillDays(), rp.calendarDays());
    }

    /** The job on a fit's cards; {@code efficiency}: its tensor-parallel group's. */
    static BatchRun run(ResolvedPlan rp, Gpu gpu, ServingFit fit, double efficiency) {
        return BatchRun.of(rp.workload(), gpu, fit, ServingInputs.load(rp), efficiency, rp.load().batchItems(),
                rp.load().running());
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
        // a day is the hours the cards run in it (8 at 8 h a day), the days calendar days at those hours
        return Message.of("plain.why.batch", c.deployment().replicas(),
                about(perHour), about(perHour * rp.load().running().hoursPerDay()),
                run.items(), run.days().central(), run.days().low(), run.days().high(), rp.load().deadlineDays(),
                rp.calendarDays());
    }

    /** The ranking's reasons why the lead is preferred to an alternative that a batch job's terms replace. */
    private static final Set<String> COST_ONLY = Set.of("versus.cheaper", "versus.cheaperNeedMet",
            "versus.cheaperBandwidthBound");

    /**
     * A batch job's alternatives in its own terms (issue 31, tester's M4): each one's days against the deadline and what
     * decides its speed from the engine's own split (the prompts' share of the time, set by compute; the rest decode,
     * set by bandwidth or compute), then why the lead is preferred; per-user speed and "compute matters less" are not
     * said of a job whose prompts take most of the time. The lead, first, is left as it is.
     */
    static List<Candidate> alternatives(ResolvedPlan rp, List<Candidate> ranked) {
        List<Candidate> out = new ArrayList<>(ranked);
        for (int i = 1; i < out.size(); i++) {
            Candidate alt = out.get(i);
            Message days = days(rp, alt);
            if (days != null && alt.versusLead() != null) {
                Candidate lead = out.get(0);
                Message why = alt.cost() != null && lead.cost() != null
                        ? batchWhy(alt.versusLead(), alt.cost().termCostCny().minus(lead.cost().termCostCny()))
                        : alt.versusLead();
                out.set(i, alt.withVersusLead(Message.of("versus.batch", days, why)));
            }
        }
        return out;
    }

    /**
     * The ranking's reason in a batch job's terms: a cost-only reason becomes the cost alone, also as the first of two
     * sentences (the second, a caveat of the alternative, stays: {@code Ranking.versus}).
     */
    private static Message batchWhy(Message why, Cny more) {
        if (COST_ONLY.contains(why.key())) {
            return Message.of("versus.batchCheaper", more);
        }
        if (why.key().equals("text.twoSentences") && why.args().get(0) instanceof Message first) {
            Message head = batchWhy(first, more);
            return head == first ? why : Message.of("text.twoSentences", head, why.args().get(1));
        }
        return why;
    }

    /** The options that need a quote, each with its days against the deadline in place of a per-user speed. */
    static List<Candidate> quotes(ResolvedPlan rp, List<Candidate> unpriced) {
        return unpriced.stream().map(c -> {
            Message days = days(rp, c);
            return days == null ? c : c.withVersusLead(days);
        }).toList();
    }

    /** A candidate's days for the job against the deadline and what decides them; null without a serving layout. */
    static Message days(ResolvedPlan rp, Candidate c) {
        BatchRun run = run(rp, c);
        if (run == null) {
            return null;
        }
        if (Double.isNaN(run.prefillShare())) {
            return Message.of("batch.daysOnly", run.days().central(), run.days().low(), run.days().high(),
                    rp.load().deadlineDays(), rp.calendarDays());
        }
        return Message.of("batch.days", run.days().central(), run.days().low(), run.days().high(),
                rp.load().deadlineDays(), Math.round(run.prefillShare() * 100), run.decodeComputeBound() ? 1 : 0,
                rp.calendarDays());
    }

    /** An estimate's count for the plain layer: three significant digits (92,600 an hour, not 92,573), small ones as rates. */
    static Object about(double v) {
        if (v < 1000) {
            return Load.rate(v);
        }
        long unit = (long) Math.pow(10, Math.floor(Math.log10(v)) - 2);
        return Math.round(v / unit) * unit;
    }
}
