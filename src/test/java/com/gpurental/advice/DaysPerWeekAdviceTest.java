package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SHARES_RENTED;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.sizing.Estimate;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Days a week in the advice (issue 32, tester finding m2; docs/domain.md §3 "Days a week"): the hours billed by the hour,
 * the planned hours a month the break-even is weighed against, the mode chosen, a training's calendar days, and the one
 * sentence every paper says the use in. Llama-2-7B at FP16 fits one RTX 4090: ¥1.96 a card-hour, ¥990 a card-month (a
 * share of the 8-card server's ¥7,920, catalog.json); break-even ¥990 ÷ ¥1.96 = 505.1 h a month.
 */
class DaysPerWeekAdviceTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** A 90-day service without a buffer, 18 hours a day, run {@code days} days a week. */
    private static Advice service(int days) throws InputException {
        Plan plan = fromFields(LLAMA2_7B_CHAT).durationDays(90).hoursPerDay(18).set("rental.bufferPercent", 0)
                .set("rental.daysPerWeek", days).plan();
        Advice a = new Advisor(SHARES_RENTED, PRICE_DATE).advise(plan);
        assertEquals("rtx-4090", a.leading().orElseThrow().gpu().id());
        assertEquals(1, a.leading().orElseThrow().cards());
        return a;
    }

    private static RentalCost byMode(Advice a, RentalMode mode) {
        return a.modeAdvice().quotesByMode().stream().filter(q -> q.mode() == mode).findFirst().orElseThrow();
    }

    @Test
    void everyDayAboveTheBreakEvenIsRentedByTheMonth() throws InputException {
        // 18 h × 30 days = 540 h a month, above 505.1: by the hour ¥1.96 × 18 × 90 = ¥3,175.20 against 3 months × ¥990
        Advice a = service(7);
        assertEquals(540.0, a.modeAdvice().plannedHoursPerMonth());
        assertEquals(new BigDecimal("3175.20"), byMode(a, RentalMode.HOURLY).termCostCny().amount());
        assertEquals(0, new BigDecimal("2970").compareTo(byMode(a, RentalMode.MONTHLY).termCostCny().amount()));
        assertEquals(RentalMode.MONTHLY, a.modeAdvice().recommended());
        assertEquals("mode.reason.long", a.modeAdvice().reason().key());
    }

    @Test
    void fiveDaysAWeekFallBelowTheBreakEvenAndAreRentedByTheHour() throws InputException {
        // Monday to Friday: 18 h × 30 × 5 ÷ 7 = 18 × 21.4285714286 = 385.7 h a month, below 505.1; by the hour
        // 18 h × 90 × 5 ÷ 7 days = 18 × 64.2857142857 = 1,157.1428571426 h × ¥1.96 = ¥2,268.00 against the 3 months' ¥2,970
        Advice a = service(5);
        assertEquals(385.7142857148, a.modeAdvice().plannedHoursPerMonth(), 1e-9);
        assertEquals(new BigDecimal("2268.00"), byMode(a, RentalMode.HOURLY).termCostCny().amount());
        assertEquals(0, new BigDecimal("2970").compareTo(byMode(a, RentalMode.MONTHLY).termCostCny().amount()));
        assertEquals(RentalMode.HOURLY, a.modeAdvice().recommended());
        assertEquals("mode.reason.longButLight", a.modeAdvice().reason().key());
        assertEquals(90, a.modeAdvice().reason().args().get(0));
        assertEquals(385.7142857148, (double) a.modeAdvice().reason().args().get(1), 1e-9);
        assertEquals(505.1, (double) a.modeAdvice().reason().args().get(2), 1e-9);
        assertEquals("租期 90 天，但每月只用 385.7 小时，低于 505.1 小时的盈亏平衡点：按小时租容器仍更便宜。",
                ZH.format(a.modeAdvice().reason()));
        // the term is the calendar's: 90 days, the hours are the working days'
        assertEquals(90, a.term().billableDays());
        assertEquals(5, a.term().daysPerWeek());
    }

    @Test
    void theUseIsSaidInOneSentenceWithTheDaysAWeekOnlyWhenFewerThanSeven() throws InputException {
        Advice office = service(5);
        assertEquals(Message.of("use.daysAndHours", 5, 18.0), office.plan().use());
        assertEquals("每周 5 天、每天使用 18 小时", ZH.format(office.plan().use()));
        assertEquals("5 days a week, 18 hours a day", EN.format(office.plan().use()));
        assertEquals("每天使用 18 小时", ZH.format(service(7).plan().use()));
        // the assumption a finance reader checks: 30 × 5 ÷ 7 ≈ 21.4 days of use, 385.7 h a month
        Message said = office.assumptions().stream().filter(m -> m.key().equals("assumption.daysPerWeek")).findFirst()
                .orElseThrow();
        assertEquals("每周使用 5 天：按小时或按天计费的部分只计使用的日子，一个月按 30 天折算为 30 × 5 ÷ 7 ≈ 21.4 个使用日"
                + "（每月约 385.7 小时）；按周、按月、按季租用和裸金属仍按日历计费。", ZH.format(said));
        assertFalse(service(7).assumptions().stream().anyMatch(m -> m.key().equals("assumption.daysPerWeek")));
    }

    @Test
    void aHybridsPeakCardsAreBilledOnTheWorkingDaysAndSaidSo() throws InputException {
        // base: 1 card by the month, 3 months × ¥990 = ¥2,970; 1 peak card 4 h a day by the hour: every day 4 × 90 × ¥1.96
        // = ¥705.60, 5 days a week 4 × 64.2857142857 = 257.1428571428 h × ¥1.96 = ¥503.9999999999 → ¥504.00
        Plan plan = fromFields(LLAMA2_7B_CHAT).durationDays(90).rentalMode("hybrid").set("rental.bufferPercent", 0)
                .set("rental.peakCards", 1).set("rental.peakHoursPerDay", 4).set("rental.daysPerWeek", 5).plan();
        Advice a = new Advisor(SHARES_RENTED, PRICE_DATE).advise(plan);
        assertEquals(new BigDecimal("3474.00"), byMode(a, RentalMode.HYBRID).termCostCny().amount());
        assertEquals(RentalMode.HYBRID, a.modeAdvice().recommended());
        assertEquals(Message.of("mode.reason.hybridChosenWeek", 1, 1, 4.0, 5), a.modeAdvice().reason());
        assertEquals("按所选的混合方式：基础负载按月租 1 张卡，高峰时段按小时租 1 张，每周 5 天、每天 4 小时。",
                ZH.format(a.modeAdvice().reason()));
        assertEquals("Hybrid as chosen: 1 card by the month for the base load, 1 by the hour for 4 hours a day, 5 days a week,"
                + " at peaks.", EN.format(a.modeAdvice().reason()));
        Advice everyDay = new Advisor(SHARES_RENTED, PRICE_DATE).advise(fromFields(LLAMA2_7B_CHAT).durationDays(90)
                .rentalMode("hybrid").set("rental.bufferPercent", 0).set("rental.peakCards", 1)
                .set("rental.peakHoursPerDay", 4).plan());
        assertEquals(new BigDecimal("3675.60"), byMode(everyDay, RentalMode.HYBRID).termCostCny().amount());
        assertEquals("mode.reason.hybridChosen", everyDay.modeAdvice().reason().key());
    }

    @Test
    void aTrainingRunFiveDaysAWeekTakesSevenFifthsTheCalendarDays() {
        // 24 h: × 7 ÷ 5 = 1.4; 8 h: × 3 × 1.4 = 4.2; 7 days a week unchanged
        Estimate e = new Estimate(1, 2, 4);
        assertEquals(e, TrainingDays.calendarDays(e, 24, 7));
        Estimate five = TrainingDays.calendarDays(e, 24, 5);
        assertEquals(1.4, five.low(), 1e-12);
        assertEquals(2.8, five.central(), 1e-12);
        assertEquals(5.6, five.high(), 1e-12);
        assertEquals(16.8, TrainingDays.calendarDays(e, 8, 5).high(), 1e-12);
    }

    @Test
    void aLoraRunOnWorkingDaysHoldsItsTermInCalendarDays() throws Exception {
        // TrainingHoursPerDayTest's QLoRA: 1 × RTX 4090, cautious 4.68 days round the clock; 5 days a week: × 7 ÷ 5
        String plan = "\"scenario\":\"training\",\"preset\":\"small-training\",\"model\":{\"id\":\"qwen2.5-7b\"},"
                + "\"precision\":\"bf16\",\"training\":{\"method\":\"qlora\",\"tokens\":\"0.5B\",\"targetDays\":7},"
                + "\"rental\":{\"hoursPerDay\":24%s}";
        Advice every = AdvisorFixture.advise(String.format(plan, ""));
        Advice weekdays = AdvisorFixture.advise(String.format(plan, ",\"daysPerWeek\":5"));
        assertEquals(every.term().cautiousTaskDays() * 1.4, weekdays.term().cautiousTaskDays(), 1e-9);
        assertTrue(weekdays.term().billableDays() > every.term().billableDays());
        assertEquals(5, weekdays.term().daysPerWeek());
    }
}
