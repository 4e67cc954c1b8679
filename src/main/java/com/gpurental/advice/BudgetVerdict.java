package com.gpurental.advice;

import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.math.BigDecimal;

/**
 * One configuration's cost against the user's budget, on the whole term: a monthly budget is the budget for a
 * month, so a job of a month or less is held against one month's budget and a longer one against the budget for its
 * billable days (the months it is billed whole are paid in full). A total budget is the budget for the term.
 *
 * @param budgetCny        the budget as the user gave it (per month or in total); null without a budget. A
 *                         {@code BigDecimal} as typed, not a {@link Cny}: JSON writes it as given (8000, not 8000.00)
 * @param budgetForTermCny what may be spent on the whole term; null without a budget. A {@code BigDecimal}: a total
 *                         budget is the budget as given, and JSON writes it so
 * @param costCny          the whole term's cost; null when the configuration has no price (needs a quote)
 * @param sentence         one sentence that says it, in message form
 */
public record BudgetVerdict(
        BudgetCheck.Status status,
        BudgetCheck.Kind kind,
        BigDecimal budgetCny,
        BigDecimal budgetForTermCny,
        Cny costCny,
        Message sentence) {

    public boolean within() {
        return status == BudgetCheck.Status.WITHIN;
    }

    public boolean over() {
        return status == BudgetCheck.Status.OVER;
    }

    /** How much over (positive) or under (negative) the budget for the term; null when unknown. */
    public BigDecimal differenceCny() {
        return costCny == null || budgetForTermCny == null ? null : costCny.amount().subtract(budgetForTermCny);
    }
}
