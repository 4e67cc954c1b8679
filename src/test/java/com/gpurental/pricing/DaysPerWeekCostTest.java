package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Offer;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Days a week (issue 32, tester finding m2; docs/domain.md §3 "Days a week", Assumptions.DEFAULT_DAYS_PER_WEEK): what is
 * billed by the hour or the day is billed on days × daysPerWeek ÷ 7 of the term, the quotient kept to 10 decimals
 * (Cny.QUOTIENT_SCALE) and the cost line rounded to the fen once; a day's price bills the working days rounded up to whole
 * days; a month held is the calendar's. Prices: catalog.json rtx-4090-container-hourly ¥1.96 a card-hour,
 * rtx-4090-baremetal-monthly ¥7,920 an 8-card server-month, ¥990 a card-month where a share is rented.
 */
class DaysPerWeekCostTest {

    /** A 30-day term without a buffer, the work run 7 or 5 days a week. */
    private static final Term MONTH = new Term(30, 30, 0);

    private static Offer offer(String id) {
        return CatalogLoader.bundled().offers().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void thirtyDaysAtFiveOfSevenAreTwentyOnePointFourDaysOfUse() {
        // 30 × 5 ÷ 7 = 21.428571428571… → 21.4285714286 (10 decimals, half up); 7 a week: exactly the days
        assertEquals(new BigDecimal("21.4285714286"), Term.usedDays(30, 5));
        assertEquals(new BigDecimal("30"), Term.usedDays(30, 7));
        // 90 × 5 ÷ 7 = 64.285714285714… → 64.2857142857
        assertEquals(new BigDecimal("64.2857142857"), Term.usedDays(90, 5));
        assertThrows(IllegalArgumentException.class, () -> MONTH.runOn(0));
        assertThrows(IllegalArgumentException.class, () -> MONTH.runOn(8));
    }

    @Test
    void anOfficeHoursRtx4090ByTheHourCostsFiveSeventhsOfEveryDay() {
        Offer hourly = offer("rtx-4090-container-hourly");
        // every day: 1 card × ¥1.96 × 9 h × 30 days = ¥529.20
        RentalCost everyDay = CostCalculator.quote(hourly, 1, MONTH, 9);
        assertEquals(new BigDecimal("529.20"), everyDay.termCostCny().amount());
        assertEquals(new BigDecimal("529.20"), everyDay.monthlyCostCny().amount());
        // Monday to Friday: 9 h × 21.4285714286 days = 192.8571428574 h; × ¥1.96 = ¥378.0000000005 → ¥378.00
        // (= ¥529.20 × 5 ÷ 7); the month's rate the same
        RentalCost workingDays = CostCalculator.quote(hourly, 1, MONTH.runOn(5), 9);
        assertEquals(new BigDecimal("378.00"), workingDays.termCostCny().amount());
        assertEquals(new BigDecimal("378.00"), workingDays.monthlyCostCny().amount());
        assertEquals(30, workingDays.billedDays()); // the calendar days held; the hours are the working days'
    }

    @Test
    void aBareMetalMonthIsHeldWhateverTheDaysAWeek() {
        Offer monthly = offer("rtx-4090-baremetal-monthly");
        // one card's share of the 8-card server's ¥7,920 a month: ¥990, at 7 or at 5 days a week
        assertEquals(0, new BigDecimal("990").compareTo(CostCalculator.quote(monthly, 1, MONTH, 9).termCostCny().amount()));
        assertEquals(0, new BigDecimal("990").compareTo(CostCalculator.quote(monthly, 1, MONTH.runOn(5), 9).termCostCny()
                .amount()));
    }

    @Test
    void aDayPriceBillsTheWorkingDaysRoundedUp() {
        // ¥40 a card-day, billed by whole days: 30 days × ¥40 = ¥1,200 every day; at 5 a week 21.43 → 22 days, ¥880
        PriceTerms daily = new PriceTerms(new BigDecimal("40"), 24, 1, 1, false, 0, 1, false, null, PriceTerms.Extras.NONE);
        Costing.Lines all = Costing.cost(daily, 1, MONTH, 9, null);
        assertEquals(30, all.billedDays());
        assertEquals(new BigDecimal("1200.00"), all.total().amount());
        Costing.Lines five = Costing.cost(daily, 1, MONTH.runOn(5), 9, null);
        assertEquals(22, five.billedDays());
        assertEquals(new BigDecimal("880.00"), five.total().amount());
        // the month's rate of a day price at 5 a week: 21.4285714286 days × 24 h × ¥40 ÷ 24 h = ¥857.14
        assertEquals(new BigDecimal("857.14"), Costing.monthlyRate(daily, 1, 9, 5).amount());
    }

    @Test
    void aStartedHourTariffRoundsEachDayUpBeforeTheWorkingDays() {
        // a vendor billing by the started hour at ¥2 a card-hour, over a 30-day month held (a quote's month, no task cap):
        // 8.5 h a day → 9 h; 9 × 21.4285714286 = 192.8571428574 h × ¥2 = ¥385.7142857148 → ¥385.71 (every day: 9 × 30 × ¥2
        // = ¥540)
        PriceTerms started = new PriceTerms(new BigDecimal("2"), 1, 1, 0, true, 0, 1, false, null, PriceTerms.Extras.NONE);
        assertEquals(new BigDecimal("540.00"), Costing.cost(started, 1, 30, 8.5, 7, null).total().amount());
        assertEquals(new BigDecimal("385.71"), Costing.cost(started, 1, 30, 8.5, 5, null).total().amount());
        assertEquals(new BigDecimal("385.71"), Costing.perMonth(started, 1, 8.5, 5, null).total().amount());
    }
}
