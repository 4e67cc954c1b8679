package com.gpurental.advice;

import com.gpurental.pricing.Term;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Everything the engine concluded for one plan, and every figure a page, chart, PDF, text or JSON shows: the memory
 * need and its parts, the ranked priced candidates (best first), the configurations that need a quote, the rejected
 * GPUs, the rental-mode advice with its break-even, the budget verdict and suggestions, warnings and assumptions.
 *
 * @param needsQuote     GPUs that fit but have no catalog price: sized fully, ranked after the priced ones
 * @param whyNotCheapest why the recommendation is not the cheapest fit (null when it is)
 */
public record Advice(
        ResolvedPlan plan,
        MemoryBreakdown memory,
        List<Candidate> candidates,
        List<Rejection> rejected,
        Term term,
        ModeAdvice modeAdvice,
        BudgetCheck budget,
        List<Warning> warnings,
        List<Message> assumptions,
        List<Candidate> needsQuote,
        Message whyNotCheapest) {

    public Advice {
        candidates = List.copyOf(candidates);
        rejected = List.copyOf(rejected);
        warnings = List.copyOf(warnings);
        assumptions = List.copyOf(assumptions);
        needsQuote = List.copyOf(needsQuote);
    }

    public Optional<Candidate> leading() {
        return candidates.isEmpty() ? Optional.empty() : Optional.of(candidates.get(0));
    }

    /** The priced candidates, then those that need a quote: the order every list of options shows. */
    public List<Candidate> allCandidates() {
        List<Candidate> all = new ArrayList<>(candidates);
        all.addAll(needsQuote);
        return all;
    }

    /** Why there is no recommendation: nothing fits, or only configurations that need a quote (null with a lead). */
    public Message noRecommendation() {
        if (!candidates.isEmpty()) {
            return null;
        }
        return needsQuote.isEmpty() ? Message.of("text.noCandidate") : Message.of("text.onlyQuotes", needsQuote.size());
    }

    /** The availability and card-replacement time the vendor must commit to (the RFQ asks, the quotes are flagged). */
    public ServiceNeed serviceNeed() {
        return ServiceNeed.of(plan.workload().kind());
    }

    /** The memory need's parts in the one order every renderer lists them. */
    public List<MemoryPart> memoryParts() {
        return MemoryPart.of(memory);
    }
}
