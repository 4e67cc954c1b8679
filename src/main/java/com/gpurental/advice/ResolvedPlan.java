package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.Term;
import com.gpurental.serving.Load;
import com.gpurental.serving.RunningTime;
import com.gpurental.serving.ServingFit;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

/**
 * A plan with every default applied and every value checked: the immutable snapshot the
 * engine computes on.
 *
 * @param durationDays the task's duration; null for training when it follows from the estimate
 * @param notes        what the resolver assumed on the user's behalf (e.g. a borrowed architecture)
 * @param load         a language-model service's load: the request rate and the requests in flight it is sized for, with
 *                     the arithmetic (null for other work)
 */
public record ResolvedPlan(
        Plan plan,
        ScenarioPreset preset,
        Workload workload,
        Plan.RentalChoice rentalMode,
        Double durationDays,
        double hoursPerDay,
        int peakCards,
        double peakHoursPerDay,
        BigDecimal monthlyBudgetCny,
        BigDecimal totalBudgetCny,
        boolean domesticOnly,
        int maxCards,
        Set<RentalMode> allowedModes,
        List<Message> notes,
        Load load) {

    public ResolvedPlan {
        allowedModes = Set.copyOf(allowedModes);
        notes = List.copyOf(notes);
    }

    /**
     * The term's buffer on the task's duration, %: the plan's {@code rental.bufferPercent}, else 10 for a
     * task of uncertain length (a training, a batch compute job) and 0 for a service rented for a fixed period.
     */
    public double bufferPercent() {
        Double set = plan.rental().bufferPercent();
        return set != null ? set : defaultBufferPercent(workload.kind());
    }

    /**
     * The peak cards beside {@code baseCards} sized for the base load: the plan's {@code rental.peakCards}, else for a peak
     * window's multiple the extra copies the capacity stage finds for the peak's rate ({@link PeakSizing}, a service with
     * its serving fit), else — work without one (vision, a batch job) — the base's cards × (multiple − 1), rounded up,
     * else 0.
     */
    public int peakCardsFor(int baseCards, ServingFit fit) {
        Double multiple = plan.rental().peak().multiple();
        if (peakCards > 0 || multiple == null) {
            return peakCards;
        }
        PeakSizing peak = peakSizing(fit);
        return peak != null ? peak.extraCards() : (int) Math.ceil(baseCards * (multiple - 1) - 1e-9);
    }

    /** The peak window's extra copies for a service sized by {@code fit}; null without a window or a serving fit. */
    public PeakSizing peakSizing(ServingFit fit) {
        Double multiple = plan.rental().peak().multiple();
        return peakCards > 0 || multiple == null || ServingInputs.batch(this) ? null : PeakSizing.of(this, fit, multiple);
    }

    /** The days of the term the peak lasts (plan {@code rental.peak.days}); null: every day. */
    public Integer peakDays() {
        return plan.rental().peak().days();
    }

    /** The days a week the work runs: the plan's {@code rental.daysPerWeek}, else every day (7). */
    public int daysPerWeek() {
        Integer set = plan.rental().daysPerWeek();
        return set != null ? set : Assumptions.DEFAULT_DAYS_PER_WEEK;
    }

    /**
     * The planned use as every page and paper says it, from this one value: "每天使用 9 小时" / "9 hours a day", or with
     * fewer days a week "每周 5 天、每天使用 9 小时" / "5 days a week, 9 hours a day" (issue 32).
     */
    public Message use() {
        return running().use();
    }

    /** The hours a day and days a week the cards run ({@link com.gpurental.serving.RunningTime}). */
    public RunningTime running() {
        return new RunningTime(hoursPerDay, daysPerWeek());
    }

    /**
     * What a count of days means where the cards run fewer hours than round the clock (issue 32): inside a range's
     * parentheses, "，按每天使用 8 小时计的日历天数" / ", calendar days at 8 hours a day"; round the clock nothing ("").
     */
    public Object calendarDays() {
        return running().roundTheClock() ? "" : Message.of("days.atHours", use());
    }

    /** The same after a count: "（按每天使用 8 小时计的日历天数）" / " (calendar days at 8 hours a day)"; round the clock "". */
    public Object calendarDaysAside() {
        return running().roundTheClock() ? "" : Message.of("days.atHoursAside", use());
    }

    /**
     * The hours a month the plan uses the cards: hours a day × the 30-day month's days the work runs (30 × days a week ÷
     * 7, {@link com.gpurental.pricing.Term#usedDays}): 24 h → 720 h; 9 h at 5 days a week → 192.857142857 h.
     */
    public double hoursPerMonth() {
        return BigDecimal.valueOf(hoursPerDay).multiply(Term.usedDays(
                Assumptions.DAYS_PER_MONTH, daysPerWeek())).doubleValue();
    }

    /** The buffer a plan without {@code rental.bufferPercent} takes for this kind of work. */
    public static double defaultBufferPercent(WorkloadKind kind) {
        return kind.training() ? Assumptions.DEFAULT_BUFFER_PERCENT_UNCERTAIN
                : Assumptions.DEFAULT_BUFFER_PERCENT_SERVICE;
    }
}
