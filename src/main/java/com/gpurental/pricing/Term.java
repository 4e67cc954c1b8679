package com.gpurental.pricing;

import com.gpurental.sizing.Assumptions;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

/**
 * The rental term: the task's duration plus a buffer, rounded up to whole days (docs/domain.md §3). The buffer is for a
 * task of uncertain length (a training: 10 %, 30 task days → 33 billable days); a fixed-term service takes none
 * (90 service days → 90 billable days).
 *
 * <p>A training's length is an estimate with a range: the term ordered must hold its cautious end (the slow end of the
 * range ÷ the effective training time, the figure its deadline is held against), so a training's term is the longer of
 * the central estimate with its buffer and that cautious end (docs/domain.md §3, "Rental term of a training"): 14.2
 * central days with 10 % → 16 days, but a cautious end of 59.9 days → a 60-day term.
 *
 * @param taskDays         the task's duration on the central estimate
 * @param bufferPercent    the buffer on the task's duration, % (0 to 100)
 * @param cautiousTaskDays a training's cautious end in days; null for a task of fixed length (a service)
 * @param start            the rental's first day, from which months are counted ({@link BillingCalendar}); null when
 *                         the plan names none
 * @param daysPerWeek      the days a week the work runs, 1 to 7 (plan {@code rental.daysPerWeek}): what is billed by
 *                         the hour or the day is billed on that share of the term's days ({@link #usedDays}); months,
 *                         quarters and weeks are held whole
 */
public record Term(double taskDays, int billableDays, double bufferPercent, Double cautiousTaskDays, LocalDate start,
                   int daysPerWeek) {

    public Term {
        if (daysPerWeek < 1 || daysPerWeek > Assumptions.DAYS_PER_WEEK) {
            throw new IllegalArgumentException("days a week must be 1 to 7: " + daysPerWeek);
        }
    }

    /** A term run every day of the week. */
    public Term(double taskDays, int billableDays, double bufferPercent, Double cautiousTaskDays, LocalDate start) {
        this(taskDays, billableDays, bufferPercent, cautiousTaskDays, start, Assumptions.DAYS_PER_WEEK);
    }

    /** A term without a cautious estimate (a service, or a term as given). */
    public Term(double taskDays, int billableDays, double bufferPercent) {
        this(taskDays, billableDays, bufferPercent, null, null);
    }

    /** A term with no start date: months of 365/12 days ({@link BillingCalendar}). */
    public Term(double taskDays, int billableDays, double bufferPercent, Double cautiousTaskDays) {
        this(taskDays, billableDays, bufferPercent, cautiousTaskDays, null);
    }

    /** The same term starting on {@code day} (the plan's start date; null: none given). */
    public Term startingOn(LocalDate day) {
        return new Term(taskDays, billableDays, bufferPercent, cautiousTaskDays, day, daysPerWeek);
    }

    /** The same term with the work run {@code days} days a week (1 to 7). */
    public Term runOn(int days) {
        return new Term(taskDays, billableDays, bufferPercent, cautiousTaskDays, start, days);
    }

    /**
     * The days of {@code days} calendar days the work runs at {@code daysPerWeek} days a week (docs/domain.md §3 "Days
     * a week", {@link Assumptions#DAYS_PER_WEEK}): {@code days × daysPerWeek ÷ 7}, kept to {@link Cny#QUOTIENT_SCALE}
     * decimals as every quotient of the costing is (the cost line is then rounded to the fen once). 30 days at 5 a week
     * → 21.4285714286 days; at 7 a week exactly {@code days}.
     */
    public static BigDecimal usedDays(int days, int daysPerWeek) {
        BigDecimal all = BigDecimal.valueOf(days);
        return daysPerWeek == Assumptions.DAYS_PER_WEEK ? all
                : Cny.quotient(all.multiply(BigDecimal.valueOf(daysPerWeek)), BigDecimal.valueOf(Assumptions.DAYS_PER_WEEK));
    }

    /** The term with the 10 % buffer of a task of uncertain length. */
    public static Term forTask(double taskDays) {
        return forTask(taskDays, Assumptions.DEFAULT_BUFFER_PERCENT_UNCERTAIN);
    }

    public static Term forTask(double taskDays, double bufferPercent) {
        return forTraining(taskDays, null, bufferPercent);
    }

    /**
     * A training's term: the central days with the buffer, or the cautious end when that is longer, rounded up to whole
     * days. {@code cautiousDays} null: the task's days with the buffer only.
     */
    public static Term forTraining(double taskDays, Double cautiousDays, double bufferPercent) {
        if (!(taskDays > 0)) {
            throw new IllegalArgumentException("task days must be positive: " + taskDays);
        }
        if (!(bufferPercent >= 0 && bufferPercent <= 100)) {
            throw new IllegalArgumentException("buffer must be 0 to 100 %: " + bufferPercent);
        }
        if (cautiousDays != null && !(cautiousDays > 0)) {
            throw new IllegalArgumentException("cautious days must be positive: " + cautiousDays);
        }
        BigDecimal days = orderedDays(taskDays, cautiousDays, bufferPercent).setScale(0, RoundingMode.CEILING);
        return new Term(taskDays, days.intValueExact(), bufferPercent, cautiousDays);
    }

    private static BigDecimal orderedDays(double taskDays, Double cautiousDays, double bufferPercent) {
        BigDecimal buffered = BigDecimal.valueOf(taskDays).multiply(BigDecimal.ONE.add(BigDecimal.valueOf(bufferPercent)
                .divide(BigDecimal.valueOf(100))));
        return cautiousDays == null ? buffered : buffered.max(BigDecimal.valueOf(cautiousDays));
    }

    /** The term on the central estimate alone: the task's days with the buffer. */
    public Term central() {
        return cautiousTaskDays == null ? this : forTask(taskDays, bufferPercent).startingOn(start).runOn(daysPerWeek);
    }

    /** The term was lengthened past the task's days with the buffer to hold a training's cautious end. */
    public boolean sizedForCautious() {
        return cautiousTaskDays != null && billableDays > central().billableDays();
    }

    /**
     * Hours used in the term at {@code hoursPerDay}: hours per day × the billable days the work runs ({@link #usedDays}),
     * but never more than the task's wall-clock hours with the buffer (a training: or its cautious end, when longer),
     * started hours counted whole. 30 days at 24 h with 10 % → 792 h; a one-hour task → 2 h (1.1 h started).
     */
    public BigDecimal billableHours(double hoursPerDay) {
        BigDecimal perDay = heldHours(hoursPerDay);
        BigDecimal wallClock = orderedDays(taskDays, cautiousTaskDays, bufferPercent)
                .multiply(BigDecimal.valueOf(Assumptions.HOURS_PER_DAY))
                .setScale(0, RoundingMode.CEILING);
        return perDay.min(wallClock);
    }

    /** Hours the term's days hold at {@code hoursPerDay}, on the days a week the work runs: what a whole-days bill counts. */
    public BigDecimal heldHours(double hoursPerDay) {
        return BigDecimal.valueOf(hoursPerDay).multiply(usedDays(billableDays, daysPerWeek));
    }
}
