package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.RentalCost;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

/**
 * Which way to rent, and why (docs/domain.md §3: ≤30 days container, ≥3 months bare-metal, in between
 * by cost), with the leading GPU's cost in each mode it is offered in.
 *
 * @param recommended  one of {@code allowedModes}, the recommendation's own mode
 * @param quotesByMode the recommended configuration in every mode its GPU is offered in (allowed or not)
 * @param breakEven    monthly against hourly for the recommendation (null if its GPU lacks one of the two offers)
 * @param allowedModes the rental modes the plan allows: the one state step 4, the results and the PDF show
 */
public record ModeAdvice(
        RentalMode recommended,
        Message reason,
        List<RentalCost> quotesByMode,
        BreakEven breakEven,
        double plannedHoursPerMonth,
        Set<RentalMode> allowedModes) {

    public ModeAdvice {
        quotesByMode = List.copyOf(quotesByMode);
        allowedModes = Set.copyOf(allowedModes);
    }

    /** Hours of use per month above which monthly beats hourly; null without a break-even. */
    public BigDecimal breakEvenHoursPerMonth() {
        return breakEven == null ? null : breakEven.hoursPerMonth();
    }

    /** The recommendation's break-even lies beyond a month's hours: by the hour is cheaper at any use. */
    public boolean hourlyCheaperAtAnyUse() {
        return breakEven != null && breakEven.hourlyCheaperAtAnyUse();
    }

    public boolean allowed(RentalMode mode) {
        return allowedModes.contains(mode);
    }
}
