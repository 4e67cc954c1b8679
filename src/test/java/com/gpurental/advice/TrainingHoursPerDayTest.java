package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Estimate;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Hours a day for a training (issue 32, docs/domain.md §3.5 "Hours a day"): calendar days = GPU-hours ÷ cards ÷ hours a
 * day; the deadline and the bill hold the calendar days. A lab that can run 8 hours a day takes three times the days.
 */
class TrainingHoursPerDayTest {

    private static final String PLAN = "\"scenario\":\"training\","
            + "\"preset\":\"small-training\",\"model\":{\"id\":\"qwen2.5-7b\"},\"precision\":\"bf16\","
            + "\"training\":{\"method\":\"qlora\",\"tokens\":\"0.5B\",\"targetDays\":7},\"rental\":{\"hoursPerDay\":%d}";

    private static Advice advise(int hoursPerDay) throws Exception {
        return AdvisorFixture.advise(String.format(PLAN, hoursPerDay));
    }

    @Test
    void aQloraAtEightHoursADayTakesThreeTimesTheCalendarDaysAndMoreCards() throws Exception {
        // 0.5 B tokens (0.2 B until the slow end moved from 15% to the 38% HFU of published runs, issue 32: 0.2 B now
        // fits one card at 8 h a day); round the clock: 1 × RTX 4090, cautious 4.68 days (the slow end ÷ 0.9 effective
        // time), within the 7 days
        Advice day = advise(24);
        Candidate one = day.leading().orElseThrow();
        assertEquals("rtx-4090", one.gpu().id());
        assertEquals(1, one.cards());
        assertEquals(4.68, day.term().cautiousTaskDays(), 0.005);
        // 8 h a day: one card would take 4.68 × 24 ÷ 8 = 14.0 calendar days, past the 7-day deadline (it was told it
        // met it and billed as if it ran 24 h); 4 cards take 1.24 GPU-days × 3 = 3.73 calendar days
        Advice lab = advise(8);
        Candidate four = lab.leading().orElseThrow();
        assertEquals("rtx-4090", four.gpu().id());
        assertEquals(4, four.cards());
        assertEquals(3.73, lab.term().cautiousTaskDays(), 0.005);
        assertEquals(4, lab.term().billableDays());
        // billed 8 h a day over the 4-day term: 4 cards × ¥1.96 × 8 h × 4 days = ¥250.88 (catalog.json
        // rtx-4090-container-hourly, ¥1.96 a card-hour); a month at 8 h a day 4 × 1.96 × 8 × 30 = ¥1,881.60
        assertEquals(RentalMode.HOURLY, four.cost().mode());
        assertEquals(new BigDecimal("250.88"), four.cost().termCostCny());
        assertEquals(new BigDecimal("1881.60"), four.cost().monthlyCostCny());
    }

    @Test
    void roundTheClockIsUnchangedAndEightHoursTriples() {
        Estimate e = new Estimate(1, 2, 4);
        assertEquals(e, TrainingDays.calendarDays(e, 24));
        assertEquals(new Estimate(3, 6, 12), TrainingDays.calendarDays(e, 8));
    }
}
