package com.gpurental.serving;

import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;

/**
 * The hours a batch job's cards run (the plan's {@code rental.hoursPerDay} and {@code rental.daysPerWeek}, docs/domain.md
 * §9.4 "Batch jobs"): the running time a deadline in calendar days holds, and the calendar days a job of so much
 * round-the-clock time takes at these hours.
 *
 * <pre>
 * running seconds in a deadline = deadline days × days a week ÷ 7 × hours a day × 3,600    (5 days at 8 h: 144,000 s)
 * calendar days                 = round-the-clock days × 24 ÷ hours a day × 7 ÷ days a week (4.7 days at 8 h: 14.1)
 * </pre>
 *
 * The days a week count as the billing counts them (a 30-day month at 5 days a week bills 30 × 5 ÷ 7 days by the hour,
 * {@code pricing.Term#usedDays}).
 *
 * @param hoursPerDay the hours a day the cards run, above 0, at most 24
 * @param daysPerWeek the days a week they run, 1 to 7
 */
public record RunningTime(double hoursPerDay, int daysPerWeek) {

    /** Round the clock, every day. */
    public static final RunningTime ROUND_THE_CLOCK = new RunningTime(Assumptions.HOURS_PER_DAY, Assumptions.DAYS_PER_WEEK);

    private static final double SECONDS_PER_HOUR = 3600;

    public RunningTime {
        // a value out of range is the resolver's problem at its field; the arithmetic meanwhile runs round the clock
        hoursPerDay = hoursPerDay > 0 && hoursPerDay < Assumptions.HOURS_PER_DAY ? hoursPerDay : Assumptions.HOURS_PER_DAY;
        daysPerWeek = daysPerWeek >= 1 && daysPerWeek <= Assumptions.DAYS_PER_WEEK ? daysPerWeek : Assumptions.DAYS_PER_WEEK;
    }

    /** Whether the cards run 24 hours a day, 7 days a week. */
    public boolean roundTheClock() {
        return hoursPerDay == Assumptions.HOURS_PER_DAY && daysPerWeek == Assumptions.DAYS_PER_WEEK;
    }

    /**
     * The running time as every page and paper says it: "每天使用 8 小时" / "8 hours a day", or with fewer days a week
     * "每周 5 天、每天使用 8 小时" / "5 days a week, 8 hours a day" (issue 32).
     */
    public Message use() {
        return daysPerWeek == Assumptions.DAYS_PER_WEEK ? Message.of("use.hours", hoursPerDay)
                : Message.of("use.daysAndHours", daysPerWeek, hoursPerDay);
    }

    /** The hours the cards run within {@code calendarDays}: days × days a week ÷ 7 × hours a day. */
    public double runningHours(double calendarDays) {
        return calendarDays * daysPerWeek / Assumptions.DAYS_PER_WEEK * hoursPerDay;
    }

    /** The seconds the cards run within {@code calendarDays}. */
    public double runningSeconds(double calendarDays) {
        return runningHours(calendarDays) * SECONDS_PER_HOUR;
    }

    /** The calendar days that {@code roundTheClockDays} of running take at these hours: × 24 ÷ hours × 7 ÷ days a week. */
    public double calendarDays(double roundTheClockDays) {
        return roundTheClockDays * Assumptions.HOURS_PER_DAY / hoursPerDay * Assumptions.DAYS_PER_WEEK / daysPerWeek;
    }
}
