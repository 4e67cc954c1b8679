package com.gpurental.advice;

import java.math.BigDecimal;
import java.util.List;

/** The leading candidate's cost against the user's monthly or total budget. */
public record BudgetCheck(Status status, Kind kind, BigDecimal budgetCny, BigDecimal costCny, List<Suggestion> suggestions) {

    public enum Status { WITHIN, OVER, UNKNOWN }

    public enum Kind { MONTHLY, TOTAL, NONE }

    public BudgetCheck {
        suggestions = List.copyOf(suggestions);
    }
}
