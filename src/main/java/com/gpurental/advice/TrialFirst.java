package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.MeasurementAssumptions;

/**
 * "Trial first" when it pays (issue 34): a recommendation rented on a monthly or quarterly contract whose speed range is
 * wide ({@link MeasurementAssumptions#WIDE_RANGE_RATIO}) and not measured gets, as its first warning, a one-day trial
 * of one server of its cards on the card's hourly offer before signing, priced here from that offer — the figure the
 * plain answer and the checklist's trial item name. Without an hourly offer for the card, nothing is said here.
 */
final class TrialFirst {

    private TrialFirst() {
    }

    /** The trial's cost: one server of the lead's cards for one day on the card's hourly offer; null when it does not pay. */
    static RentalCost trial(Candidate lead, OfferBook book) {
        if (lead == null || lead.cost() == null || !lead.cost().mode().bareMetal() || lead.speed().measured() != null
                || !wide(lead.speed())) {
            return null;
        }
        OfferBook.GpuOffers offers = book.forGpu(lead.gpu().id());
        if (offers == null || offers.hourly() == null) {
            return null;
        }
        return CostCalculator.quote(offers.hourly(), copyCards(lead), day(), 24);
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

    /** The servers those cards fill. */
    static int servers(int cards) {
        return (cards + Assumptions.CARDS_PER_SERVER - 1) / Assumptions.CARDS_PER_SERVER;
    }

    /**
     * The trial of a lead rented by the hour or the day, whose first day is the trial: one copy's cards for one day on
     * the lead's own offer, priced by the engine's costing; null for any other lead (a contract: {@link #trial}).
     */
    static RentalCost firstDay(Candidate lead) {
        if (lead == null || lead.cost() == null || lead.cost().offers().isEmpty()
                || lead.cost().mode() != RentalMode.HOURLY && lead.cost().mode() != RentalMode.DAILY) {
            return null;
        }
        return CostCalculator.quote(lead.cost().offer(), copyCards(lead), day(), 24);
    }

    /** The plain layer's trial for a lead without "trial first": one copy for a day, with its cost where it is known. */
    static com.gpurental.text.Message plainTrial(Candidate lead) {
        int cards = copyCards(lead);
        // the whole plan when one copy is all of it (the headline names its cards); else the copy's cards
        com.gpurental.text.Message what = cards == lead.cards() ? com.gpurental.text.Message.of("plain.trial.plan")
                : com.gpurental.text.Message.of(servers(cards) > 1 ? "plain.trial.cardsServers" : "plain.trial.cards",
                        cards, lead.gpu().name(), servers(cards));
        RentalCost day = firstDay(lead);
        return day == null ? com.gpurental.text.Message.of("plain.action.trialCards", what, MeasurementAssumptions.TRIAL_DAYS)
                : com.gpurental.text.Message.of("plain.action.trialPriced", what, day.termCostCny(),
                        MeasurementAssumptions.TRIAL_DAYS);
    }

    static boolean wide(Speed s) {
        return s.value() != null && s.low() != null && s.high() != null && s.low() > 0
                && s.high() / s.low() >= MeasurementAssumptions.WIDE_RANGE_RATIO;
    }

    /** The lead with the trial as its first warning, when it pays; else the lead as it is. */
    static Candidate withTrial(Candidate lead, OfferBook book) {
        RentalCost trial = trial(lead, book);
        if (trial == null) {
            return lead;
        }
        java.util.List<Warning> warnings = new java.util.ArrayList<>(lead.warnings());
        // first, or after the trial clause of a provisional lead (whose acceptance figures it prices)
        int at = !warnings.isEmpty() && warnings.get(0).code() == Warning.Code.TRIAL_BEFORE_SIGNING ? 1 : 0;
        warnings.add(at, Warning.of(Warning.Code.TRIAL_FIRST, lead.speed().text(), lead.term().billableDays(),
                lead.cost().mode(), trial.cards(), lead.gpu().name(), trial.termCostCny(), RentalMode.HOURLY,
                MeasurementAssumptions.TRIAL_DAYS, servers(trial.cards())));
        return lead.withWarnings(warnings);
    }
}
