package com.gpurental.pricing;

import static com.gpurental.sizing.Assumptions.DAYS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.DAYS_PER_YEAR;
import static com.gpurental.sizing.Assumptions.MONTHS_PER_YEAR;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * Months as vendors sell them (包月/包年, docs/domain.md §3.8 "Calendar billing"): a month held is a calendar month from
 * the rental's start date, a year 12 of them. Without a start date a month is a twelfth of a 365-day year
 * ({@link com.gpurental.sizing.Assumptions#DAYS_PER_YEAR}). The 30-day month only pro-rates a price.
 */
public final class BillingCalendar {

    private BillingCalendar() {
    }

    /**
     * The fewest whole months that hold {@code days} days from {@code start}: a 365-day rental from 2026-12-01 holds 12
     * (to 2027-12-01), 31 days from 2027-01-01 one, 31 days from 2027-02-01 two. Without a start date the fewest
     * months of 365/12 days: 365 → 12, 90 → 3, 30 → 1, 31 → 2.
     */
    public static int months(LocalDate start, int days) {
        if (days <= 0) {
            return 0;
        }
        if (start == null) {
            return (int) ((days * (long) MONTHS_PER_YEAR + DAYS_PER_YEAR - 1) / DAYS_PER_YEAR);
        }
        LocalDate end = start.plusDays(days);
        int m = (int) ChronoUnit.MONTHS.between(start, end);
        return start.plusMonths(m).isBefore(end) ? m + 1 : m;
    }

    /**
     * The days {@code months} months hold from {@code start} (12 months from 2026-12-01: 365 days); without a start date
     * the pro-rata 30 days a month (12 → 360, 3 → 90), which the billed days never fall below the days held
     * ({@link Costing}: 365 days → 12 months, 365 days billed).
     */
    public static int days(LocalDate start, int months) {
        if (start == null) {
            return months * DAYS_PER_MONTH;
        }
        return (int) ChronoUnit.DAYS.between(start, start.plusMonths(months));
    }
}
