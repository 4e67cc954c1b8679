package com.gpurental.advice;

import java.math.BigDecimal;
import java.util.List;

/**
 * The recommendation's cost against the user's monthly or total budget, on the whole term (see
 * {@link BudgetVerdict}), and — when over — the changes that would bring it within.
 *
 * @param budgetCny the budget as the user gave it
 * @param costCny   the recommendation's cost for the whole term
 * @param verdict   the recommendation's verdict with its sentence
 */
public record BudgetCheck(Status status, Kind kind, BigDecimal budgetCny, BigDecimal costCny, List<Suggestion> suggestions,
                          BudgetVerdict verdict) {

    public enum Status { WITHIN, OVER, UNKNOWN }

    public enum Kind { MONTHLY, TOTAL, NONE }

    public BudgetCheck {
        suggestions = List.copyOf(suggestions);
    }
}
