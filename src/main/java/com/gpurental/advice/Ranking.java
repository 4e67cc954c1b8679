package com.gpurental.advice;

import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Stage 4 of the advice: orders the priced candidates (those whose speed need is shown to be met first, then the
 * cheapest for the whole term, then faster, then fewer cards), puts the unpriced ones after them, marks the
 * over-specified and says why the recommendation beats each top alternative.
 */
final class Ranking {

    /** How many alternatives after the recommendation get a "why not this one" line. */
    static final int EXPLAINED_ALTERNATIVES = 5;

    /** Shown to meet the need first, then cheapest for the whole term, then faster, then fewer cards. */
    static final Comparator<Candidate> PRICED = Comparator
            .comparing((Candidate c) -> !c.needShown())
            .thenComparing(c -> c.quote().termCostCny())
            .thenComparingDouble(c -> c.speed().score())
            .thenComparingInt(Candidate::cards)
            .thenComparing(c -> c.gpu().id());

    /** Unpriced: shown to meet the need first, then faster, then fewer cards. */
    static final Comparator<Candidate> UNPRICED = Comparator
            .comparing((Candidate c) -> !c.needShown())
            .thenComparingDouble(c -> c.speed().score())
            .thenComparingInt(Candidate::cards)
            .thenComparing(c -> c.gpu().id());

    /** The ranked lists and, when the recommendation is not the cheapest fit, why. */
    record Ranked(List<Candidate> priced, List<Candidate> unpriced, Message whyNotCheapest) {
    }

    private Ranking() {
    }

    static Ranked rank(List<Candidate> priced, List<Candidate> unpriced, com.gpurental.sizing.Workload workload) {
        WorkloadKind kind = workload.kind();
        List<Candidate> sorted = new ArrayList<>(priced);
        sorted.sort(PRICED);
        sorted = overSpecified(sorted);
        List<Candidate> rest = new ArrayList<>(unpriced);
        rest.sort(UNPRICED);
        Message whyNotCheapest = null;
        if (!sorted.isEmpty()) {
            Candidate lead = sorted.get(0);
            Candidate cheapest = sorted.stream().min(Comparator.comparing((Candidate c) -> c.quote().termCostCny())).get();
            if (cheapest.quote().termCostCny().compareTo(lead.quote().termCostCny()) < 0) {
                whyNotCheapest = Message.of("rank.notCheapest", cheapest.cards(), cheapest.gpu().name(),
                        cheapest.quote().termCostCny(), lead.quote().termCostCny());
            }
            for (int i = 1; i < sorted.size() && i <= EXPLAINED_ALTERNATIVES; i++) {
                sorted.set(i, sorted.get(i).withVersusLead(versus(lead, sorted.get(i), workload)));
            }
        }
        return new Ranked(sorted, rest, whyNotCheapest);
    }

    /** One line: why the recommendation is preferred to {@code alt}. */
    static Message versus(Candidate lead, Candidate alt, com.gpurental.sizing.Workload workload) {
        WorkloadKind kind = workload.kind();
        if (lead.needShown() && !alt.needShown()) {
            return Message.of("versus.needNotShown", alt.gpu().name());
        }
        BigDecimal more = alt.quote().termCostCny().subtract(lead.quote().termCostCny());
        boolean altFaster = lead.speed().known() && alt.speed().known() && alt.speed().score() < lead.speed().score();
        if (more.signum() > 0) {
            if (!altFaster) {
                return Message.of("versus.cheaper", more);
            }
            // Faster, but the recommendation already meets the need; for decoding, bandwidth decides, not FP16 — unless the
            // recommendation's decode is compute-bound (issue 21: never "limited by memory bandwidth" then).
            boolean bandwidthBound = kind == WorkloadKind.LLM_INFERENCE && lead.gpu().fp16DenseTflops() != null
                    && alt.gpu().fp16DenseTflops() != null && alt.gpu().fp16DenseTflops() > lead.gpu().fp16DenseTflops()
                    && !com.gpurental.sizing.Performance.decodeComputeBound(workload, lead.gpu(),
                            Math.max(1, workload.concurrentUsers()));
            return Message.of(bandwidthBound ? "versus.cheaperBandwidthBound" : "versus.cheaperNeedMet", more);
        }
        if (lead.speed().known() && alt.speed().known() && lead.speed().score() < alt.speed().score()) {
            return Message.of("versus.faster");
        }
        if (lead.cards() < alt.cards()) {
            return Message.of("versus.fewerCards", lead.cards(), alt.cards());
        }
        return Message.of("versus.tie");
    }

    /** Marks candidates that rent far more memory than needed or cost far more than the cheapest fit. */
    private static List<Candidate> overSpecified(List<Candidate> sorted) {
        if (sorted.isEmpty()) {
            return sorted;
        }
        BigDecimal cheapest = sorted.stream().map(c -> c.quote().termCostCny()).min(Comparator.naturalOrder()).get();
        List<Candidate> result = new ArrayList<>();
        for (Candidate c : sorted) {
            double rented = c.cards() * c.gpu().capacityGb();
            double needed = c.memory().requiredGb();
            // Spare memory only costs something when a cheaper configuration also fits: the cheapest fit is never
            // told to "choose the cheaper fitting configuration".
            boolean memoryHeavy = rented > Assumptions.OVERSPEC_MEMORY_FACTOR * needed
                    && c.quote().termCostCny().compareTo(cheapest) > 0;
            boolean costHeavy = c.quote().termCostCny()
                    .compareTo(cheapest.multiply(BigDecimal.valueOf(Assumptions.OVERSPEC_COST_FACTOR))) > 0;
            if (memoryHeavy || costHeavy) {
                List<Warning> w = new ArrayList<>(c.warnings());
                w.add(0, Warning.of(Warning.Code.OVER_SPECIFIED, rented, needed, c.quote().termCostCny(), cheapest));
                c = c.withWarnings(w);
            }
            result.add(c);
        }
        return result;
    }
}
