package com.gpurental.advice;

import com.gpurental.plan.Plan;
import java.util.List;

/**
 * What the budget stage may ask of the pipeline: the ranked, priced candidates of a changed plan (a lower precision, a
 * shorter context, a smaller model). The budget stage builds the variants and judges them against the budget; how a
 * plan is resolved, sized and priced stays the pipeline's ({@link Advisor} answers it with the same stages as an
 * advice).
 */
@FunctionalInterface
public interface PlanVariants {

    /** The ranked, priced candidates of {@code variant}, best first; empty when the changed plan is not a valid one. */
    List<Candidate> priced(Plan variant);
}
