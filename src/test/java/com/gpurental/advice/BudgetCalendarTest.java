package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.plan.PlanJson;
import com.gpurental.pricing.Term;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A monthly budget is checked against the calendar bill (issue 32, docs/domain.md §3.8 "Calendar billing"): a year is 12
 * months of rent and 12 months of budget, not 365 ÷ 30 = 12.17; shorter terms pro-rate per 30-day month as before.
 */
class BudgetCalendarTest {

    @Test
    void aYearOfAMonthlyBudgetIsTwelveMonths() throws Exception {
        // request 02: ¥60,000 a month for a 365-day service → ¥720,000 for the year (it was ¥730,000); the rent is
        // 2 of the 8-card 910B server's ¥15,600 pro rata, ¥3,900 × 12 = ¥46,800 (seed 003's table, issue 32; 2 cards
        // carry the load with the chat turn's 354-token default prompt, issue 31)
        Advice a = AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests/02-bank-domestic-service.json")));
        assertEquals(new BigDecimal("720000.00"), a.leading().orElseThrow().budget().budgetForTermCny());
        assertEquals("Within budget: ¥46,800.00 for the 365-day term against ¥720,000.00 (¥60,000.00 a month).",
                Messages.forLocale(Messages.EN).format(a.budget().headline()));
    }

    @Test
    void shorterTermsProRateAndAMonthIsTheLeast() {
        assertEquals(0, BigDecimal.valueOf(12).compareTo(BudgetAdvisor.budgetMonths(new Term(365, 365, 0))));
        assertEquals(0, BigDecimal.valueOf(3).compareTo(BudgetAdvisor.budgetMonths(new Term(90, 90, 0))));
        // 59 days: 59 ÷ 30 = 1.966667 months, fewer than the 2 calendar months they span
        assertEquals(0, new BigDecimal("1.966667").compareTo(BudgetAdvisor.budgetMonths(new Term(59, 59, 0))));
        assertEquals(0, BigDecimal.ONE.compareTo(BudgetAdvisor.budgetMonths(new Term(3, 3, 0))));
    }
}
