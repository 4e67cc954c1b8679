package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Offer;
import java.math.BigDecimal;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Months and years as vendors sell them (包月/包年, issue 32, docs/domain.md §3.8 "Calendar billing"): a year is 12
 * months, a month a calendar month from the start date; the 30-day month only pro-rates.
 */
class CalendarBillingTest {

    private static Offer offer(String id) {
        return CatalogLoader.bundled().offers().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void aYearHoldsTwelveCalendarMonthsFromAnyStart() {
        // 2026-12-01 + 12 months = 2027-12-01, 365 days; 2027-03-01 + 12 months spans 2028-02-29: 366 days
        assertEquals(12, BillingCalendar.months(LocalDate.of(2026, 12, 1), 365));
        assertEquals(12, BillingCalendar.months(LocalDate.of(2027, 3, 1), 366));
        assertEquals(13, BillingCalendar.months(LocalDate.of(2026, 12, 1), 366));
        assertEquals(12, BillingCalendar.months(null, 365));
        assertEquals(13, BillingCalendar.months(null, 366));
    }

    @Test
    void aMonthIsTheCalendarMonthFromTheStart() {
        // January has 31 days, February 2027 28: 31 days from 1 January are one month, from 1 February two
        assertEquals(1, BillingCalendar.months(LocalDate.of(2027, 1, 1), 31));
        assertEquals(2, BillingCalendar.months(LocalDate.of(2027, 2, 1), 31));
        assertEquals(1, BillingCalendar.months(LocalDate.of(2027, 2, 1), 28));
        // without a start date a month is 365/12 = 30.42 days: 30 → 1, 31 → 2, 90 → 3, 91 → 3, 92 → 4
        assertEquals(1, BillingCalendar.months(null, 30));
        assertEquals(2, BillingCalendar.months(null, 31));
        assertEquals(3, BillingCalendar.months(null, 90));
        assertEquals(3, BillingCalendar.months(null, 91));
        assertEquals(4, BillingCalendar.months(null, 92));
        // the days those months hold without a start: 30 a month, the pro-rata month (the billed days never fall below
        // the days held: a 365-day year bills 365 days)
        assertEquals(360, BillingCalendar.days(null, 12));
        assertEquals(90, BillingCalendar.days(null, 3));
        assertEquals(59, BillingCalendar.days(LocalDate.of(2027, 1, 1), 2));
    }

    @Test
    void the910bHotlineForAYearBillsTwelveMonths() {
        // issue 32: 8 × Ascend 910B by the month (¥15,600 a server-month, catalog.json ascend-910b-baremetal-monthly)
        // for 365 days: 12 × ¥15,600 = ¥187,200, not 13 × ¥15,600 = ¥202,800 (12.17 months of 30 days rounded up)
        Term year = new Term(365, 365, 0);
        RentalCost q = CostCalculator.quote(offer("ascend-910b-baremetal-monthly"), 8, year, 24);
        assertEquals(new BigDecimal("187200.00"), q.termCostCny().amount());
        assertEquals(365, q.billedDays());
        RentalCost fromDecember = CostCalculator.quote(offer("ascend-910b-baremetal-monthly"), 8,
                year.startingOn(LocalDate.of(2026, 12, 1)), 24);
        assertEquals(new BigDecimal("187200.00"), fromDecember.termCostCny().amount());
        // the month's figure stays the 30-day pro-rata rate: ¥15,600
        assertEquals(new BigDecimal("15600.00"), q.monthlyCostCny().amount());
    }

    @Test
    void aMonthlyRentalOverAMonthEndBillsTheNextMonth() {
        // 33 days (30 + 10 %) from 2027-01-01 end on 2027-02-03: two months, 2 × ¥15,600 = ¥31,200, 59 days billed
        RentalCost q = CostCalculator.quote(offer("ascend-910b-baremetal-monthly"), 8,
                Term.forTask(30).startingOn(LocalDate.of(2027, 1, 1)), 24);
        assertEquals(new BigDecimal("31200.00"), q.termCostCny().amount());
        assertEquals(59, q.billedDays());
        // 31 days from 2027-01-01 fit January: one month, ¥15,600
        RentalCost january = CostCalculator.quote(offer("ascend-910b-baremetal-monthly"), 8,
                new Term(31, 31, 0).startingOn(LocalDate.of(2027, 1, 1)), 24);
        assertEquals(new BigDecimal("15600.00"), january.termCostCny().amount());
    }

    @Test
    void aQuarterlyMinimumIsThreeMonthsWhateverTheStart() {
        // a 90-day minimum is a quarter: 3 months held, ¥10,000 a server-month × 3 = ¥30,000, for a 20-day rental
        // from 2027-02-01 (February, March, April: 89 calendar days)
        PriceTerms t = new PriceTerms(new BigDecimal("10000"), 720, 8, 30, false, 90, 8, true, null,
                PriceTerms.Extras.NONE);
        Costing.Lines lines = Costing.cost(t, 8, new Term(20, 20, 0).startingOn(LocalDate.of(2027, 2, 1)), 24, null);
        assertEquals(new BigDecimal("30000.00"), lines.gpu().amount());
        assertEquals(89, lines.billedDays());
    }
}
