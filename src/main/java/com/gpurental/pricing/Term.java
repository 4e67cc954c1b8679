package com.gpurental.pricing;

import com.gpurental.sizing.Assumptions;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The rental term: the task's duration plus a 10% buffer, rounded up to whole days
 * (DOMAIN.md §3). 30 task days → 33 billable days.
 */
public record Term(double taskDays, int billableDays) {

    public static Term forTask(double taskDays) {
        if (!(taskDays > 0)) {
            throw new IllegalArgumentException("task days must be positive: " + taskDays);
        }
        BigDecimal days = BigDecimal.valueOf(taskDays)
                .multiply(BigDecimal.ONE.add(BigDecimal.valueOf(Assumptions.TERM_BUFFER)))
                .setScale(0, RoundingMode.CEILING);
        return new Term(taskDays, days.intValueExact());
    }

    /**
     * Hours used in the term at {@code hoursPerDay}: hours per day × billable days, but never more than the task's
     * wall-clock hours with the buffer, started hours counted whole. 30 days at 24 h → 792 h; a one-hour task → 2 h
     * (1.1 h started).
     */
    public BigDecimal billableHours(double hoursPerDay) {
        BigDecimal perDay = BigDecimal.valueOf(hoursPerDay).multiply(BigDecimal.valueOf(billableDays));
        BigDecimal wallClock = BigDecimal.valueOf(taskDays).multiply(BigDecimal.ONE.add(BigDecimal.valueOf(Assumptions.TERM_BUFFER)))
                .multiply(BigDecimal.valueOf(24)).setScale(0, RoundingMode.CEILING);
        return perDay.min(wallClock);
    }
}
