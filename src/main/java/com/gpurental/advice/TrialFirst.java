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
        int cards = Math.min(lead.cards(), Assumptions.CARDS_PER_SERVER);
        Term day = new Term(MeasurementAssumptions.TRIAL_DAYS, MeasurementAssumptions.TRIAL_DAYS, 0);
        return CostCalculator.quote(offers.hourly(), cards, day, 24);
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
                MeasurementAssumptions.TRIAL_DAYS));
        return lead.withWarnings(warnings);
    }
}
