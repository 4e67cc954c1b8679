package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import org.junit.jupiter.api.Test;

/** rental.peak through the advice (issue 31 item 6): the base sized for the base load, the peak billed on its days. */
class PeakWindowAdviceTest {

    private static final String DOUBLE_11 = "\"preset\":\"chat-inference\",\"rental\":{\"mode\":\"hybrid\","
            + "\"durationDays\":90,\"peak\":{\"days\":14,\"hoursPerDay\":14,\"multiple\":4}}";

    @Test
    void aHybridWithAPeakWindowBillsThePeakCardsOnlyOnThePeakDays() {
        Advice a = advise(DOUBLE_11);
        Candidate lead = a.leading().orElseThrow();
        RentalCost q = lead.cost();
        assertEquals(RentalMode.HYBRID, q.mode());
        // 4 × the base load: 3 × the base cards more, by the hour.
        assertEquals(3 * q.cards(), q.peakCards());
        // The same rental without the window bills the peak every day of the 90: the window's is cheaper by the 76
        // days left out (worked exactly for the RTX 4090 case in PeakWindowTest).
        RentalCost everyDay = CostCalculator.hybrid(q.offers().get(0), q.offers().get(1), q.cards(), q.peakCards(), 14,
                null, new Term(90, 90, 0));
        RentalCost window = CostCalculator.hybrid(q.offers().get(0), q.offers().get(1), q.cards(), q.peakCards(), 14,
                14, new Term(90, 90, 0));
        assertEquals(window.termCostCny(), q.termCostCny());
        assertTrue(window.termCostCny().compareTo(everyDay.termCostCny()) < 0);
        assertTrue(lead.reasons().stream().anyMatch(r -> r.key().equals("reason.hybridWindow")), lead.reasons()::toString);
        assertEquals("mode.reason.hybridWindow", a.modeAdvice().reason().key());
    }

    @Test
    void aBudgetSuggestionKeepsThePeak() {
        // A mode change or fewer hours keeps the rental's peak (BudgetAdvisor builds them with withModeAndHours).
        Plan.Rental r = new Plan.Rental(Plan.RentalChoice.HYBRID, 90.0, 24.0, null, null, null,
                new Plan.Peak(14, 14.0, 4.0));
        assertEquals(r.peak(), r.withModeAndHours(Plan.RentalChoice.MONTHLY, 12.0).peak());
    }
}
