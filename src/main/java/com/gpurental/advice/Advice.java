package com.gpurental.advice;

import com.gpurental.pricing.Term;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import java.util.List;
import java.util.Optional;

/**
 * Everything the engine concluded for one plan: the memory need, the ranked candidates (best
 * first), the rejected GPUs, the rental-mode advice, the budget check, warnings and assumptions.
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
        List<Message> assumptions) {

    public Advice {
        candidates = List.copyOf(candidates);
        rejected = List.copyOf(rejected);
        warnings = List.copyOf(warnings);
        assumptions = List.copyOf(assumptions);
    }

    public Optional<Candidate> leading() {
        return candidates.isEmpty() ? Optional.empty() : Optional.of(candidates.get(0));
    }
}
