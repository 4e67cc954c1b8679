package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.serving.BatchRun;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.MeasurementAssumptions;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * "Trial first" when it pays (issue 34): a one-day trial of one server of the lead's cards on the card's hourly offer
 * before signing, priced here from that offer — the figure the plain answer and the checklist's trial item name. It is
 * the lead's first warning where the estimate alone cannot settle the rental, for one of three reasons:
 * <ul>
 *   <li>{@link Why#MEMORY}: the cards hold the need with less than {@link Assumptions#OVERHEAD_GB_PER_CARD} a card left
 *       beyond the spare — the spare is the only buffer, so were the runtime's own memory (CUDA graphs, communication
 *       buffers) twice the estimate's, or the prompts longer, it would not fit; in any rental mode;</li>
 *   <li>{@link Why#BATCH}: a batch job whose slow end runs past its deadline although the central estimate meets it; in
 *       any rental mode (the trial's items count towards the job);</li>
 *   <li>{@link Why#WIDE}: a speed range that is wide ({@link MeasurementAssumptions#WIDE_RANGE_RATIO}) on a monthly or
 *       quarterly contract (by the hour, the first day is the trial).</li>
 * </ul>
 * A measured speed needs no trial; without an hourly offer for the card, nothing is said here.
 */
final class TrialFirst {

    /** Why a trial comes first. */
    enum Why {
        MEMORY, BATCH, WIDE
    }

    private TrialFirst() {
    }

    /** Why the lead should be tried first, or null where the estimate settles it. */
    static Why why(ResolvedPlan rp, Candidate lead) {
        if (lead == null || lead.cost() == null || lead.speed() == null || lead.speed().measured() != null) {
            return null;
        }
        if (tightMemory(lead)) {
            return Why.MEMORY;
        }
        if (rp != null && ServingInputs.batch(rp)) {
            BatchRun run = BatchNote.run(rp, lead);
            if (run != null && run.days().high() > rp.load().deadlineDays()) {
                return Why.BATCH;
            }
        }
        return lead.cost().mode().bareMetal() && wide(lead.speed()) ? Why.WIDE : null;
    }

    /** Whether the cards hold the need with less than a card's runtime overhead left beyond the spare. */
    static boolean tightMemory(Candidate c) {
        return c.marginGb() >= 0 && c.marginGb() < Assumptions.OVERHEAD_GB_PER_CARD;
    }

    /**
     * The trial's cost: one server of the lead's cards for one day of the plan's hours on the card's hourly offer (a lab
     * that has the cards 8 hours a day tries them for those 8 hours, not 24: tester m1, issue 33); null when none.
     */
    static RentalCost trial(Candidate lead, OfferBook book, double hoursPerDay) {
        OfferBook.GpuOffers offers = book.forGpu(lead.gpu().id());
        if (offers == null || offers.hourly() == null) {
            return null;
        }
        return CostCalculator.quote(offers.hourly(), copyCards(lead), day(), trialHours(hoursPerDay));
    }

    /** The hours of the trial's day: the plan's hours a day, at most 24. */
    static double trialHours(double hoursPerDay) {
        return hoursPerDay > 0 && hoursPerDay < 24 ? hoursPerDay : 24;
    }

    /** How long the trial is, as the papers say it: "1 天" or, for fewer hours a day, "1 天（8 小时）". */
    static Message length(double hoursPerDay) {
        return Message.of("trial.length", trialHours(hoursPerDay));
    }

    private static Term day() {
        return new Term(MeasurementAssumptions.TRIAL_DAYS, MeasurementAssumptions.TRIAL_DAYS, 0);
    }

    /**
     * The cards of one copy of the model, the fewest a trial can run it on: a copy over two servers needs both (issue
     * 33: the trial of a 16-card DeepSeek-R1 read "rent 1 server"); a plan of several copies proves one.
     */
    static int copyCards(Candidate lead) {
        Deployment d = lead.deployment();
        return d == null ? Math.min(lead.cards(), Assumptions.CARDS_PER_SERVER)
                : Math.max(1, Math.min(lead.cards(), d.cardsPerReplica()));
    }

    /**
     * The trial of a lead rented by the hour or the day, whose first day is the trial: one copy's cards for one day on
     * the lead's own offer, priced by the engine's costing; null for any other lead (a contract: {@link #trial}).
     */
    static RentalCost firstDay(Candidate lead, double hoursPerDay) {
        if (lead == null || lead.cost() == null || lead.cost().offers().isEmpty()
                || lead.cost().mode() != RentalMode.HOURLY && lead.cost().mode() != RentalMode.DAILY) {
            return null;
        }
        return CostCalculator.quote(lead.cost().offer(), copyCards(lead), day(), trialHours(hoursPerDay));
    }

    /**
     * The plain layer's trial for a lead without "trial first": one copy for a day, with its cost where it is known — the
     * lead's own first day by the hour or day, else {@code byTheHour} (the card's hourly offer, {@link #trial}) for a lead
     * rented by the month.
     */
    static Message plainTrial(Candidate lead, double hoursPerDay, RentalCost byTheHour) {
        int cards = copyCards(lead);
        // the whole plan when one copy is all of it (the headline names its cards); else the copy's cards
        Message what = cards == lead.cards() ? Message.of("plain.trial.plan")
                : Message.of(Deployment.servers(cards) > 1 ? "plain.trial.cardsServers" : "plain.trial.cards",
                        cards, lead.gpu().displayName(), Deployment.servers(cards));
        RentalCost day = firstDay(lead, hoursPerDay);
        if (day == null && byTheHour != null) {
            return Message.of("plain.action.trialPricedHourly", what, byTheHour.termCostCny(),
                    length(hoursPerDay));
        }
        return day == null ? Message.of("plain.action.trialCards", what, length(hoursPerDay))
                : Message.of("plain.action.trialPriced", what, day.termCostCny(), length(hoursPerDay));
    }

    static boolean wide(Speed s) {
        return s.value() != null && s.low() != null && s.high() != null && s.low() > 0
                && s.high() / s.low() >= MeasurementAssumptions.WIDE_RANGE_RATIO;
    }

    /** The lead with the trial as its first warning, when it pays; else the lead as it is. */
    static Candidate withTrial(ResolvedPlan rp, Candidate lead, OfferBook book) {
        Why why = why(rp, lead);
        RentalCost trial = why == null ? null : trial(lead, book, rp.hoursPerDay());
        if (trial == null) {
            return lead;
        }
        List<Warning> warnings = new ArrayList<>(lead.warnings());
        // first, or after the trial clause of a provisional lead (whose acceptance figures it prices)
        int at = !warnings.isEmpty() && warnings.get(0).code() == Warning.Code.TRIAL_BEFORE_SIGNING ? 1 : 0;
        warnings.add(at, warning(rp, lead, trial, why));
        return lead.withWarnings(warnings);
    }

    /**
     * The warning: the first nine figures are every reason's (speed, term, mode, the trial's cards, card, cost, hourly,
     * the trial's length ("1 天（8 小时）"), servers — the checklist and the plain action read them by place); the reason's own
     * follow.
     */
    private static Warning warning(ResolvedPlan rp, Candidate lead, RentalCost trial, Why why) {
        List<Object> args = new ArrayList<>(List.of(lead.speed().text(), lead.term().billableDays(), lead.cost().mode(),
                trial.cards(), lead.gpu().displayName(), trial.termCostCny(), RentalMode.HOURLY,
                length(rp.hoursPerDay()), Deployment.servers(trial.cards())));
        String key = "warning." + Warning.Code.TRIAL_FIRST.name();
        if (why == Why.MEMORY) {
            key += ".memory";
            args.addAll(List.of(lead.memory().requiredGb(), lead.cards() * lead.gpu().capacityGb(), lead.marginGb(),
                    lead.cards(), lead.memory().sparePercent()));
        } else if (why == Why.BATCH) {
            key += ".batch";
            BatchRun run = BatchNote.run(rp, lead);
            args.addAll(List.of(run.days().central(), run.days().high(), rp.load().deadlineDays(), rp.calendarDaysAside()));
        }
        Object[] a = args.toArray();
        return new Warning(Warning.Code.TRIAL_FIRST, Message.of(key, a), Message.of(key + ".action", a));
    }
}
