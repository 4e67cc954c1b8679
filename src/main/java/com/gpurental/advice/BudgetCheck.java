package com.gpurental.advice;

import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.List;

/**
 * The recommendation's cost against the user's monthly or total budget, on the whole term (see
 * {@link BudgetVerdict}), and — when over — the changes that would bring it within.
 *
 * @param budgetCny   the budget as the user gave it (a {@code BigDecimal} as typed: see {@link BudgetVerdict})
 * @param costCny     the recommendation's cost for the whole term
 * @param verdict     the recommendation's verdict with its sentence
 * @param headline    the one line every renderer heads the budget with, which cannot be misread: the monthly
 *                    budget, the budget for the term and the term's cost, each named ("Within budget: ¥20,000 a month,
 *                    ¥60,000 for the 90-day term; the term costs ¥11,880"); when nothing fits, that, with the first
 *                    choice that meets the need and its gap
 * @param nothingFits over budget, no configuration that meets the need is within it, and no change the
 *                    engine tried brings one within it for the plan as asked (the suggestions may still show a
 *                    smaller model that fits)
 * @param cheapest    the cheapest priced configuration that meets the need, for the term (null without one); when
 *                    nothing fits, the nearest option: the recommendation itself (the ranking's first choice, never a
 *                    cheaper one it sends after it), with {@link #gapCny()} over the budget for the term
 */
public record BudgetCheck(Status status, Kind kind, BigDecimal budgetCny, Cny costCny, List<Suggestion> suggestions,
                          BudgetVerdict verdict, Message headline, boolean nothingFits, Candidate cheapest) {

    public enum Status { WITHIN, OVER, UNKNOWN }

    public enum Kind { MONTHLY, TOTAL, NONE }

    public BudgetCheck {
        suggestions = List.copyOf(suggestions);
    }

    /** How far the recommendation is over the budget for the term when nothing fits; null otherwise. */
    public BigDecimal gapCny() {
        return !nothingFits || cheapest == null || verdict.budgetForTermCny() == null ? null
                : cheapest.cost().termCostCny().amount().subtract(verdict.budgetForTermCny());
    }
}
