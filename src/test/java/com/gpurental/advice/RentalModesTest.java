package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SHARES_RENTED;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stage 5 on its own (issue 35): which way to rent the lead, called directly with the lead the pipeline found. Llama-2-7B
 * at FP16 fits one RTX 4090; the frozen test catalog (src/test/resources/catalog.json) rents it at ¥1.96 a card-hour
 * and ¥7,920 a bare-metal month for 8 cards, here with shares rented pro rata: ¥990 a card-month (docs/domain.md §3).
 */
class RentalModesTest {

    private final RentalModes modes = new RentalModes(OfferBook.of(SHARES_RENTED));

    private static ResolvedPlan resolve(Plan plan) throws InputException {
        return PlanResolver.resolve(plan, SHARES_RENTED, "test-plan.json");
    }

    private static Candidate lead(Plan plan) throws InputException {
        Candidate lead = new Advisor(SHARES_RENTED, PRICE_DATE).advise(plan).leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(1, lead.cards());
        return lead;
    }

    @Test
    void aShortTermUsedAllDayIsRentedByTheMonthAboveTheBreakEven() throws InputException {
        Plan plan = fromFields(LLAMA2_7B_CHAT).durationDays(20).plan();
        Candidate lead = lead(plan);
        ModeAdvice m = modes.advise(resolve(plan), lead, lead.term());
        // 20 task days + 10 % = 22 days; 24 h × 30 = 720 h a month, above ¥990 ÷ ¥1.96 = 505.1 h
        assertEquals(RentalMode.MONTHLY, m.recommended());
        assertEquals("mode.reason.shortButBusy", m.reason().key());
        assertEquals(List.of(22, 720.0, 505.1), m.reason().args());
        assertEquals(720.0, m.plannedHoursPerMonth());
        // by the hour 1.96 × 24 × 22 = ¥1,034.88; one month ¥990; hybrid: base month + 1 peak card 4 h a day
        RentalCost hourly = m.quotesByMode().stream().filter(q -> q.mode() == RentalMode.HOURLY).findFirst().orElseThrow();
        assertEquals(new BigDecimal("1034.88"), hourly.termCostCny().amount());
        RentalCost monthly = m.quotesByMode().stream().filter(q -> q.mode() == RentalMode.MONTHLY).findFirst().orElseThrow();
        assertEquals(0, new BigDecimal("990").compareTo(monthly.termCostCny().amount()));
        // the stage called directly says what the pipeline says
        assertEquals(new Advisor(SHARES_RENTED, PRICE_DATE).advise(plan).modeAdvice(), m);
    }

    @Test
    void aShortTermUsedEightHoursADayIsRentedByTheHour() throws InputException {
        Plan plan = fromFields(LLAMA2_7B_CHAT).durationDays(20).hoursPerDay(8).plan();
        Candidate lead = lead(plan);
        ModeAdvice m = modes.advise(resolve(plan), lead, lead.term());
        // 1.96 × 8 × 22 = ¥344.96 against one month of ¥990
        assertEquals(RentalMode.HOURLY, m.recommended());
        assertEquals("mode.reason.short", m.reason().key());
        assertEquals(22, m.reason().args().get(0));
        assertEquals(0, new BigDecimal("344.96").compareTo(((Cny) m.reason().args().get(1)).amount()));
        assertEquals(0, new BigDecimal("990").compareTo(((Cny) m.reason().args().get(2)).amount()));
        assertEquals(240.0, m.plannedHoursPerMonth());
    }

    @Test
    void aModeTheBuyerRuledOutIsNeverRecommended() throws InputException {
        // only hourly allowed: the month (cheaper at 24 h a day) is still quoted beside it, never recommended
        Plan plan = fromFields(LLAMA2_7B_CHAT + ",\"filters\":{\"modes\":[\"hourly\"]}").durationDays(20).plan();
        Candidate lead = lead(plan);
        ModeAdvice m = modes.advise(resolve(plan), lead, lead.term());
        assertEquals(RentalMode.HOURLY, m.recommended());
        assertEquals("mode.reason.onlyAllowed", m.reason().key());
        assertEquals(List.of(RentalMode.HOURLY), m.reason().args());
    }

    @Test
    void withoutALeadThereIsNoModeToRecommend() throws InputException {
        ModeAdvice m = modes.advise(resolve(fromFields(LLAMA2_7B_CHAT).plan()), null, Term.forTask(30));
        assertNull(m.recommended());
        assertEquals("mode.reason.none", m.reason().key());
        assertEquals(List.of(), m.quotesByMode());
        assertNull(m.breakEven());
        assertEquals(720.0, m.plannedHoursPerMonth());
    }
}
