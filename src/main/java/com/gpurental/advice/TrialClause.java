package com.gpurental.advice;

import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * A recommendation whose speed the app cannot confirm is provisional: a card whose speed rests on a figure that is not
 * published (the Ascend 910B's memory bandwidth: 0.4–1.6 TB/s in public sources) is proven in a trial run before the
 * term is signed, with the plan's own need written into the contract as acceptance figures (docs/domain.md §5, item
 * 10: a trial benchmark run on the candidate platform). An unproven estimate is never presented as the answer.
 */
final class TrialClause {

    private TrialClause() {
    }

    /** Whether this candidate's speed or throughput need cannot be shown to be met from published figures. */
    static boolean needed(Candidate c) {
        return c != null && !c.needShown();
    }

    /** The provisional lead's warning: its estimate, and the trial clause with its acceptance figures. */
    static Warning warning(ResolvedPlan rp, Candidate lead) {
        return warning(rp, lead, null);
    }

    /**
     * The warning with the trial's price where the engine can price it (tester m12: "trial first" named no price): one
     * copy's cards for one day on the card's hourly offer, else on the lead's own hourly or daily offer. Figures 5 to 8:
     * the trial's cost (null: not priced), cards, length and servers.
     */
    static Warning warning(ResolvedPlan rp, Candidate lead, OfferBook book) {
        RentalCost trial = book == null ? null : TrialFirst.trial(lead, book, rp.hoursPerDay());
        if (trial == null) {
            trial = TrialFirst.firstDay(lead, rp.hoursPerDay());
        }
        int cards = TrialFirst.copyCards(lead);
        return Warning.of(Warning.Code.TRIAL_BEFORE_SIGNING, lead.cards(), lead.gpu().displayName(), lead.speed().text(),
                acceptance(rp, lead), lead.term().billableDays(), trial == null ? null : trial.termCostCny(), cards,
                TrialFirst.length(rp.hoursPerDay()), Deployment.servers(cards));
    }

    /** The lead with the trial clause, priced from {@code book}, as its first warning (every renderer lists it first). */
    static Candidate withClause(ResolvedPlan rp, Candidate lead, OfferBook book) {
        List<Warning> warnings = new ArrayList<>();
        warnings.add(warning(rp, lead, book));
        warnings.addAll(lead.warnings());
        return lead.withWarnings(warnings);
    }

    /** The figures the trial must measure before the term is signed: the plan's own need, in its units. */
    static Message acceptance(ResolvedPlan rp, Candidate lead) {
        Workload w = rp.workload();
        return switch (w.kind()) {
            case LLM_INFERENCE -> w.tokensPerSecondPerUser() == null ? Message.of("trial.acceptance.need")
                    : lead.responseTime() != null && lead.responseTargetS() != null
                    ? Message.of("trial.acceptance.inferenceFirstToken", w.tokensPerSecondPerUser(), w.concurrentUsers(),
                            lead.responseTargetS(), lead.responseTime().promptTokens())
                    : Message.of("trial.acceptance.inference", w.tokensPerSecondPerUser(), w.concurrentUsers());
            case LLM_TRAINING -> CandidateFactory.trainingDeadline(rp) == null ? Message.of("trial.acceptance.need")
                    : Message.of("trial.acceptance.training", CandidateFactory.trainingDeadline(rp));
            case VISION -> w.minimums().latencyMs() == null ? Message.of("trial.acceptance.need")
                    : Message.of("trial.acceptance.vision", w.minimums().latencyMs(), w.vision().imagesPerDay());
            case COMPUTE -> Message.of("trial.acceptance.need");
        };
    }
}
