package com.gpurental.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.pricing.Term;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * A quote billed by the second or the hour pays the hours used in the term, the same hours a catalog offer by the hour
 * is costed for ({@link Term#billableHours}): hours per day × billable days, but never more than the task's
 * wall-clock hours with the 10% buffer, started hours counted. Before, a quote paid whole days of 24 h, so a
 * one-day job cost 48 h on a quote against 27 h at the reference price.
 */
class HourlyQuoteHoursTest {

    private static BigDecimal gpuLine(int durationDays, String quote) {
        return QuoteFixture.compare(QuoteFixture.planWith(quote).durationDays(durationDays)).ranked().get(0).gpuCostCny()
                .amount();
    }

    @Test
    void aOneDayJobPaysTheHoursItUsesNotTwoWholeDays() {
        // 1 day × 1.1 = 1.1 days → 2 billable days; 1.1 × 24 h = 26.4 h → 27 started hours (min(48, 27)).
        assertEquals(27, Term.forTask(1).billableHours(24).intValueExact());
        // 甲: ¥6.50 per card-hour incl. VAT, billed per second, 2 cards: 6.50 × 2 × 27 = 351.00 (48 h would be 624.00).
        assertEquals(new BigDecimal("351.00"), gpuLine(1, QuoteFixture.JIA));
    }

    @Test
    void theWorkedCheckIsUnchangedBecauseThirtyDaysPlusTenPercentIsWholeDays() {
        // 30 × 1.1 = 33 days exactly: 33 × 24 = 792 h either way; 6.50 × 2 × 792 = 10,296.00 (the three-quote worked check).
        assertEquals(new BigDecimal("10296.00"), gpuLine(30, QuoteFixture.JIA));
    }

    @Test
    void aQuoteBilledByTheStartedHourPaysEachDaysHoursWhole() {
        // 甲 billed by the started hour instead of the second, 8.5 h a day for 30 days (a fixed service term, no buffer):
        // each day's 8.5 h bills as 9, 9 × 30 = 270 h; 6.50 × 2 × 270 = 3,510.00. The cap on the term's hours counted
        // 8.5 h a day (255 h, ¥3,315.00) and took the rounding back (found by session 19's days-a-week work).
        BigDecimal line = QuoteFixture.compare(QuoteFixture.planWith(QuoteFixture.JIA).set("quotes[0].billing.unit", "hour")
                .durationDays(30).hoursPerDay(8.5).bufferPercent(0)).ranked().get(0).gpuCostCny().amount();
        assertEquals(new BigDecimal("3510.00"), line);
    }

    @Test
    void aMinimumTermLongerThanTheJobIsPaidInFull() {
        // 丙: ¥150 per card-day excl. VAT, billed by the day, 7-day minimum: a 1-day job pays 7 days,
        // 150 × 2 × 7 = 2,100.00 before VAT.
        assertEquals(new BigDecimal("2100.00"), gpuLine(1, QuoteFixture.BING));
    }
}
