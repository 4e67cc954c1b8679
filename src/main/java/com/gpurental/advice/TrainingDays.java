package com.gpurental.advice;

import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.text.Message;
import java.util.List;

/**
 * A training's days: calendar days at the plan's hours a day, the cautious days a deadline is held against, and how a
 * training too slow for its deadline is said.
 */
final class TrainingDays {

    private TrainingDays() {
    }

    /**
     * A training's calendar days at the plan's hours a day (issue 32, docs/domain.md §3.5 "Hours a day"): the days of
     * round-the-clock GPU time × 24 ÷ hours a day, i.e. GPU-hours ÷ cards ÷ hours a day (5.1 days at 24 h are 15.3
     * calendar days at 8 h a day); the deadline and the term hold these.
     */
    static Estimate calendarDays(Estimate gpuDays, double hoursPerDay) {
        return calendarDays(gpuDays, hoursPerDay, Assumptions.DEFAULT_DAYS_PER_WEEK);
    }

    /**
     * The same, run {@code daysPerWeek} days a week (Assumptions.DEFAULT_DAYS_PER_WEEK): × 7 ÷ days a week more calendar
     * days (15.3 days at 8 h a day, 7 a week, are 21.42 days at 8 h a day, 5 a week).
     */
    static Estimate calendarDays(Estimate gpuDays, double hoursPerDay, int daysPerWeek) {
        double stretch = (hoursPerDay >= Assumptions.HOURS_PER_DAY ? 1 : Assumptions.HOURS_PER_DAY / hoursPerDay)
                * ((double) Assumptions.DAYS_PER_WEEK / daysPerWeek);
        return gpuDays == null || stretch == 1 ? gpuDays : gpuDays.times(stretch);
    }

    /** The training days a deadline is held against: the slow end ÷ the effective training time. */
    static double cautiousDays(Estimate days) {
        return days.high() / Assumptions.TRAINING_EFFECTIVE_TIME;
    }

    /**
     * A training too slow for its deadline, in words: at a count someone would rent, {@code atCount} ("training takes
     * about 32.1 days on 16 cards"); at the largest count the sizer tries beyond one server (256 cards, 32 servers), the
     * servers it would need more of, that count named only as the limit — "32.1 days on 256 cards" named a rental nobody
     * would make (audit 31/32 §12: "NVIDIA T4 16GB: … training takes about 32.1 days on 256 cards").
     */
    static Message tooSlow(int maxCards, int n, double deadline, Estimate days, Message atCount) {
        List<Integer> counts = GpuSizer.cardCounts(maxCards);
        if (n <= Assumptions.CARDS_PER_SERVER || n != counts.get(counts.size() - 1)) {
            return atCount;
        }
        int perServer = Assumptions.CARDS_PER_SERVER;
        return Message.of("reject.trainingBeyondLimit", deadline, n / perServer, perServer, n, days.central(),
                cautiousDays(days));
    }
}
