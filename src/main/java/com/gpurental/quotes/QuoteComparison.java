package com.gpurental.quotes;

import com.gpurental.json.InputProblem;
import com.gpurental.text.Message;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The vendors' quotes side by side: costed, flagged and ranked (fitting and buyable first, then cheapest for the
 * term), the recommended one and why, and the ownership comparison when the plan gives one.
 *
 * @param ranked      best first
 * @param recommended the cheapest quote that fits and is not ruled out by a flag; null when none
 * @param reason      why it is recommended, or why none is
 * @param problems    quotes that could not be costed (a GPU not in the catalog), by JSON path
 * @param catalogDate the date of the reference prices
 */
public record QuoteComparison(
        List<VendorQuoteCost> ranked,
        VendorQuoteCost recommended,
        Message reason,
        OwnershipCost ownership,
        List<InputProblem> problems,
        LocalDate catalogDate,
        boolean catalogStale) {

    public static final QuoteComparison NONE = new QuoteComparison(List.of(), null, null, null, List.of(), null, false);

    public QuoteComparison {
        ranked = List.copyOf(ranked);
        problems = List.copyOf(problems);
    }

    public boolean isEmpty() {
        return ranked.isEmpty() && ownership == null && problems.isEmpty();
    }

    public Optional<VendorQuoteCost> best() {
        return Optional.ofNullable(recommended);
    }
}
