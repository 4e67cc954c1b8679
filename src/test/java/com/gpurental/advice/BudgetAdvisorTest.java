package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SHARES_RENTED;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stage 6 on its own (issue 35): the budget for the term, each configuration's verdict, and the check of the lead.
 * Prices from the frozen test catalog (src/test/resources/catalog.json): an RTX 4090 at ¥1.96 a card-hour
 * (rtx-4090-container-hourly).
 */
class BudgetAdvisorTest {

    private static final Offer RTX_HOURLY = SHARES_RENTED.offers().stream()
            .filter(o -> o.id().equals("rtx-4090-container-hourly")).findFirst().orElseThrow();

    private static ResolvedPlan resolve(PlanBuilder b) throws InputException {
        return PlanResolver.resolve(b.plan(), SHARES_RENTED, "test-plan.json");
    }

    private static BigDecimal cny(String s) {
        return new BigDecimal(s);
    }

    @Test
    void theKindOfBudgetIsTheOneThePlanGives() throws InputException {
        assertEquals(BudgetCheck.Kind.NONE, BudgetAdvisor.kind(resolve(fromFields(LLAMA2_7B_CHAT))));
        assertEquals(BudgetCheck.Kind.MONTHLY,
                BudgetAdvisor.kind(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.monthlyCny", 8000))));
        assertEquals(BudgetCheck.Kind.TOTAL,
                BudgetAdvisor.kind(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.totalCny", 5000))));
    }

    @Test
    void aMonthlyBudgetIsOneMonthsUpToAMonthAndProRatedBeyond() throws InputException {
        ResolvedPlan monthly = resolve(fromFields(LLAMA2_7B_CHAT).set("budget.monthlyCny", 8000));
        // a term of a month or less may spend one month's budget (a one-hour job included)
        assertEquals(0, cny("8000").compareTo(BudgetAdvisor.budgetForTerm(monthly, new Term(1, 1, 0))));
        assertEquals(0, cny("8000").compareTo(BudgetAdvisor.budgetForTerm(monthly, new Term(20, 22, 10))));
        // 99 days: 8,000 × 99 ÷ 30 = ¥26,400.00; 45 days: 8,000 × 45 ÷ 30 = ¥12,000.00
        assertEquals(cny("26400.00"), BudgetAdvisor.budgetForTerm(monthly, new Term(90, 99, 10)));
        assertEquals(cny("12000.00"), BudgetAdvisor.budgetForTerm(monthly, new Term(45, 45, 0)));
        // 31 days: 8,000 × 31 ÷ 30 = 8,266.666… → ¥8,266.67 (to the fen)
        assertEquals(cny("8266.67"), BudgetAdvisor.budgetForTerm(monthly, new Term(31, 31, 0)));
        ResolvedPlan total = resolve(fromFields(LLAMA2_7B_CHAT).set("budget.totalCny", 5000));
        assertEquals(0, cny("5000").compareTo(BudgetAdvisor.budgetForTerm(total, new Term(90, 99, 10))));
        assertNull(BudgetAdvisor.budgetForTerm(resolve(fromFields(LLAMA2_7B_CHAT)), new Term(90, 99, 10)));
    }

    @Test
    void aConfigurationWithinOrOverTheBudgetForItsTermSaysByHowMuch() throws InputException {
        Term term = Term.forTask(20); // 22 days
        RentalCost q = CostCalculator.quote(RTX_HOURLY, 1, term, 24); // 1.96 × 24 × 22 = ¥1,034.88
        assertEquals(cny("1034.88"), q.termCostCny().amount());

        BudgetVerdict within = BudgetAdvisor.verdict(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.monthlyCny", 8000)), q, term);
        assertEquals(BudgetCheck.Status.WITHIN, within.status());
        assertEquals("verdict.within.monthShort", within.sentence().key());
        // ¥8,000 − ¥1,034.88 = ¥6,965.12 to spare
        assertEquals(0, cny("6965.12").compareTo((BigDecimal) within.sentence().args().get(3)));

        BudgetVerdict over = BudgetAdvisor.verdict(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.totalCny", 1000)), q, term);
        assertEquals(BudgetCheck.Status.OVER, over.status());
        assertEquals("verdict.over.total", over.sentence().key());
        // ¥1,034.88 − ¥1,000 = ¥34.88 over
        assertEquals(0, cny("34.88").compareTo((BigDecimal) over.sentence().args().get(3)));
        assertEquals(q.termCostCny(), over.costCny());

        // exactly the budget is within it
        BudgetVerdict exact = BudgetAdvisor.verdict(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.totalCny", 1034.88)), q, term);
        assertTrue(exact.within());
    }

    @Test
    void aMonthlyBudgetOnALongTermNamesTheBudgetForTheTerm() throws InputException {
        Term term = Term.forTask(90); // 99 days
        RentalCost q = CostCalculator.quote(RTX_HOURLY, 1, term, 24); // 1.96 × 24 × 99 = ¥4,656.96
        BudgetVerdict v = BudgetAdvisor.verdict(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.monthlyCny", 1000)), q, term);
        // ¥1,000 a month × 99 ÷ 30 = ¥3,300.00 for the term; ¥4,656.96 − ¥3,300 = ¥1,356.96 over
        assertEquals(BudgetCheck.Status.OVER, v.status());
        assertEquals("verdict.over.monthly", v.sentence().key());
        assertEquals(cny("3300.00"), v.budgetForTermCny());
        assertEquals(0, cny("1356.96").compareTo((BigDecimal) v.sentence().args().get(4)));
    }

    @Test
    void withoutABudgetOrWithoutAPriceTheVerdictIsUnknown() throws InputException {
        Term term = Term.forTask(20);
        RentalCost q = CostCalculator.quote(RTX_HOURLY, 1, term, 24);
        BudgetVerdict none = BudgetAdvisor.verdict(resolve(fromFields(LLAMA2_7B_CHAT)), q, term);
        assertEquals(BudgetCheck.Status.UNKNOWN, none.status());
        assertEquals("verdict.none", none.sentence().key());
        ResolvedPlan total = resolve(fromFields(LLAMA2_7B_CHAT).set("budget.totalCny", 5000));
        BudgetVerdict unpriced = BudgetAdvisor.verdict(total, null, term);
        assertEquals(BudgetCheck.Status.UNKNOWN, unpriced.status());
        assertEquals("verdict.needsQuote", unpriced.sentence().key());
        assertEquals(List.of(cny("5000"), 22), unpriced.sentence().args());
    }

    @Test
    void withoutALeadTheCheckSaysThereIsNoCandidate() throws InputException {
        BudgetCheck c = new BudgetAdvisor(SHARES_RENTED).check(resolve(fromFields(LLAMA2_7B_CHAT).set("budget.totalCny", 5000)),
                null, List.of(), variant -> List.of());
        assertEquals(BudgetCheck.Status.UNKNOWN, c.status());
        assertEquals("verdict.noCandidate", c.headline().key());
        assertEquals(List.of(), c.suggestions());
        assertFalse(c.nothingFits());
    }

    @Test
    void aLeadOverTheBudgetGetsTheSuggestionsTheChangedPlansPriceWithinIt() throws InputException {
        // Llama-2-7B for 20 days all day: the lead is one RTX 4090 for a month, ¥990 (docs/domain.md §3, shares rented);
        // ¥600 in all is too little for that; 12 h a day by the hour is within it: 1.96 × 12 × 22 = ¥517.44
        PlanBuilder b = fromFields(LLAMA2_7B_CHAT).durationDays(20).set("budget.totalCny", 600);
        Advisor advisor = new Advisor(SHARES_RENTED, PRICE_DATE);
        Advice a = advisor.advise(b.plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals(RentalMode.MONTHLY, lead.cost().mode());
        BudgetCheck c = new BudgetAdvisor(SHARES_RENTED).check(resolve(b), lead, a.candidates(), variant -> {
            try {
                return advisor.advise(variant).candidates();
            } catch (InputException e) {
                return List.of();
            }
        });
        assertEquals(BudgetCheck.Status.OVER, c.status());
        // every suggestion is within the budget on its whole term, in the order of the remedies (issue 32)
        assertFalse(c.suggestions().isEmpty());
        for (Suggestion s : c.suggestions()) {
            assertTrue(s.termCostCny().amount().compareTo(cny("600")) <= 0, s.toString());
        }
        List<Cny> costs = c.suggestions().stream().map(Suggestion::termCostCny).toList();
        // the pipeline's own check agrees with the stage called directly
        assertEquals(a.budget().suggestions().stream().map(Suggestion::termCostCny).toList(), costs);
        Suggestion hours = c.suggestions().stream().filter(s -> s.description().args().get(0) instanceof Message m
                && m.key().equals("suggest.hours")).findFirst().orElseThrow(() -> new AssertionError(c.suggestions()));
        assertEquals(cny("517.44"), hours.termCostCny().amount());
        assertEquals(RentalMode.HOURLY, hours.mode());
        assertEquals(12.0, hours.plan().rental().hoursPerDay());
    }
}
