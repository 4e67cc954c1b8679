package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.util.List;

/**
 * A way to get within budget, found by re-running the engine on a changed plan the user can apply: what changes,
 * what it costs on the whole term, the offers behind that cost and what the buyer gives up.
 *
 * @param description the change and its result ("INT8 instead of FP16: 1 × H20, container by the hour")
 * @param downsides   what the change costs besides money, in plain words (at least one line)
 * @param cost        the cost of the suggested configuration, with its offers
 * @param verdict     its cost against the budget (within, or the suggestion would not be listed)
 * @param changesWork the change gives the buyer less than asked (a smaller or quantized model, a shorter
 *                    context, fewer hours, a cheaper training method, a longer training) rather than renting the same
 *                    work another way (another rental mode, no filters)
 */
public record Suggestion(
        Message description,
        Plan plan,
        String gpuId,
        int cards,
        RentalMode mode,
        Cny monthlyCostCny,
        Cny termCostCny,
        boolean withinBudget,
        String gpuName,
        List<Message> downsides,
        RentalCost cost,
        BudgetVerdict verdict,
        boolean changesWork) {

    public Suggestion {
        downsides = List.copyOf(downsides);
    }
}
