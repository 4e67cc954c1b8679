package com.gpurental.advice;

import com.gpurental.plan.Plan;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.text.Message;
import java.math.BigDecimal;

/** A way to get under budget, found by re-running the engine on a changed plan the user can apply. */
public record Suggestion(
        Message description,
        Plan plan,
        String gpuId,
        int cards,
        QuoteMode mode,
        BigDecimal monthlyCostCny,
        BigDecimal termCostCny,
        boolean withinBudget) {
}
