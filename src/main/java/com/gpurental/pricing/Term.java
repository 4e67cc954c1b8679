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
}
