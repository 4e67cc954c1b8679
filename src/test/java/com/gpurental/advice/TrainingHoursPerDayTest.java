package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Estimate;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
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
        assertEquals(new BigDecimal("250.88"), four.cost().termCostCny().amount());
        assertEquals(new BigDecimal("1881.60"), four.cost().monthlyCostCny().amount());
    }

    @Test
    void roundTheClockIsUnchangedAndEightHoursTriples() {
        Estimate e = new Estimate(1, 2, 4);
        assertEquals(e, TrainingDays.calendarDays(e, 24));
        assertEquals(new Estimate(3, 6, 12), TrainingDays.calendarDays(e, 8));
    }

    @Test
    void theDaysAreSaidToBeCalendarDaysAtEightHoursADay() throws Exception {
        // audit3132 §13: "Task: about 2.2 days on the central estimate" did not say these were calendar days at 8 h a day
        Advice lab = advise(8);
        Messages en = Messages.forLocale(Messages.EN);
        Messages zh = Messages.forLocale(Messages.ZH);
        String term = en.format(lab.termNote());
        // cautious 3.73 days (the first test) → "3.7 days", rounded up to a 4-day term
        assertTrue(term.startsWith("Task: about "), term);
        assertTrue(term.endsWith(" 3.7 days on the cautious one; rental term sized for the cautious estimate: 4 days (the "
                + "central estimate with the 10% buffer would be 3 days). These are calendar days at 8 hours a day."), term);
        assertTrue(zh.format(lab.termNote()).endsWith("以上天数均为按每天使用 8 小时计的日历天数。"), zh.format(lab.termNote()));
        String why = lab.plain().why().stream().map(en::format).filter(s -> s.contains("finish the training"))
                .findFirst().orElseThrow();
        assertTrue(why.startsWith("4 cards finish the training in about ") && why.endsWith(
                " days (calendar days at 8 hours a day)."), why);
        // the 30-day month pro-rates the price at the plan's hours: 30 × 8 h = 240 h a month (¥1,881.60 = 4 × ¥1.96 × 240)
        List<String> assumptions = lab.assumptions().stream().map(en::format).toList();
        assertTrue(assumptions.contains("Monthly figures pro-rate a month of 30 days: 240 hours a month at 8 hours a day; "
                + "rentals by the month or the year are billed in calendar months (from the start date, 12 to a year)."),
                assumptions.toString());
        assertTrue(lab.assumptions().stream().map(zh::format).toList().contains("月度费用按 1 个月 = 30 天折算，按每天使用 8 小时计"
                + "每月 240 小时；按月、按年租用的账单按日历月计（从起租日算起，一年 12 个月）。"));
        // round the clock: no calendar-day words, and 30 × 24 h = 720 h a month
        Advice day = advise(24);
        assertTrue(!en.format(day.termNote()).contains("calendar"), en.format(day.termNote()));
        assertTrue(day.plain().why().stream().map(en::format).noneMatch(s -> s.contains("calendar days")));
        assertTrue(day.assumptions().stream().map(en::format).toList().contains("Monthly figures pro-rate a month of 30 "
                + "days: 720 hours a month at 24 hours a day; rentals by the month or the year are billed in calendar months "
                + "(from the start date, 12 to a year)."));
    }
}
