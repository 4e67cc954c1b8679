package com.gpurental.pricing;

import com.gpurental.sizing.Assumptions;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The rental term: the task's duration plus a buffer, rounded up to whole days (docs/domain.md §3). The buffer is for a
 * task of uncertain length (a training: 10 %, 30 task days → 33 billable days); a fixed-term service takes none
 * (issue 21: 90 service days → 90 billable days).
 *
 * @param bufferPercent the buffer on the task's duration, % (0 to 100)
 */
public record Term(double taskDays, int billableDays, double bufferPercent) {

    /** The term with the 10 % buffer of a task of uncertain length. */
    public static Term forTask(double taskDays) {
        return forTask(taskDays, Assumptions.DEFAULT_BUFFER_PERCENT_UNCERTAIN);
    }

    public static Term forTask(double taskDays, double bufferPercent) {
        if (!(taskDays > 0)) {
            throw new IllegalArgumentException("task days must be positive: " + taskDays);
        }
        if (!(bufferPercent >= 0 && bufferPercent <= 100)) {
            throw new IllegalArgumentException("buffer must be 0 to 100 %: " + bufferPercent);
        }
        BigDecimal days = withBuffer(taskDays, bufferPercent).setScale(0, RoundingMode.CEILING);
        return new Term(taskDays, days.intValueExact(), bufferPercent);
    }

    private static BigDecimal withBuffer(double taskDays, double bufferPercent) {
        return BigDecimal.valueOf(taskDays).multiply(BigDecimal.ONE.add(BigDecimal.valueOf(bufferPercent)
                .divide(BigDecimal.valueOf(100))));
    }

    /**
     * Hours used in the term at {@code hoursPerDay}: hours per day × billable days, but never more than the task's
     * wall-clock hours with the buffer, started hours counted whole. 30 days at 24 h with 10 % → 792 h; a one-hour
     * task → 2 h (1.1 h started).
     */
    public BigDecimal billableHours(double hoursPerDay) {
        BigDecimal perDay = BigDecimal.valueOf(hoursPerDay).multiply(BigDecimal.valueOf(billableDays));
        BigDecimal wallClock = withBuffer(taskDays, bufferPercent).multiply(BigDecimal.valueOf(24))
                .setScale(0, RoundingMode.CEILING);
        return perDay.min(wallClock);
    }
}
