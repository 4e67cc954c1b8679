package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.plan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.serving.BatchRun;
import com.gpurental.serving.RunningTime;
import com.gpurental.serving.Targets;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * A batch job is sized on throughput against its deadline, prefill counted (issue 31 item 4, docs/domain.md §9.4): 10
 * million documents, 2,000 tokens in and 200 out, within 5 days. The review found it given 4 × H20 whose prefill alone
 * takes longer than the deadline.
 */
class BatchJobSizingTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** The chat preset's Qwen2.5-7B at FP16 (catalog.json). */
    static final String DOCS_10M = "\"preset\":\"chat-inference\",\"batch\":{\"items\":10000000,\"inputTokens\":2000,"
            + "\"outputTokens\":200,\"deadlineDays\":5}";

    /**
     * One item's prefill on one H20, central: 2,000 tokens × (2 × 7.61 B + 4 × 28 layers × 28 heads × 128 × the mean
     * position 1,000) = 3.1243e13 FLOPs ÷ (148 TFLOPS × the prefill MFU 0.58, ServingAssumptions.SERVING_PREFILL_MFU) =
     * 0.36397 s.
     */
    private static final double PREFILL_S = 2000 * (2 * 7.61e9 + 4.0 * 28 * 28 * 128 * 1000) / (148e12 * 0.58);

    @Test
    void fourH20DoNotFinishInFiveDaysTheirPrefillAloneTakesTenAndAHalf() throws InputException {
        ResolvedPlan rp = PlanResolver.resolve(plan(DOCS_10M), CATALOG, "plan.json");
        Gpu h20 = CATALOG.gpu("h20").orElseThrow();
        // 10^7 items × 0.36397 s ÷ 4 cards ÷ 86,400 = 10.53 days of prefill alone, against 5
        assertEquals(10.53, 1e7 * PREFILL_S / 4 / 86_400, 0.01);
        GpuSizer.Result four = new GpuSizer(CATALOG).fitAt(rp, h20, 4);
        assertNull(four.sizing(), "4 × H20 cannot finish the job in 5 days");
        assertEquals(Rejection.Code.TOO_SLOW, four.rejection().code());
        assertEquals(Targets.NONE, ServingInputs.targets(rp), "a batch job has no latency target");
        assertEquals(5.0, rp.durationDays(), "rented for its deadline");
    }

    @Test
    void theH20CandidateFinishesWithinTheDeadlineAndSaysHowLongThePrefillTakes() {
        Advice a = AdvisorFixture.advise(DOCS_10M);
        Candidate h20 = AdvisorFixture.candidate(a, "h20", RentalMode.HOURLY);
        // 42.1 card-days of prefill need more than 8 cards for 5 days; the next count is two whole servers.
        assertEquals(16, h20.cards());
        ResolvedPlan rp = a.plan();
        BatchRun run = BatchRun.of(rp.workload(), h20.gpu(), h20.deployment().serving(), ServingInputs.load(rp), 1.0,
                10_000_000L);
        // 10^7 × 0.36397 s ÷ 16 copies ÷ 86,400 = 2.633 days of prefill
        assertEquals(1e7 * PREFILL_S / 16 / 86_400, run.prefillDays(), 1e-6);
        assertEquals(2.633, run.prefillDays(), 0.001);
        assertTrue(run.days().central() <= 5, run.days().toString());
        assertTrue(run.days().central() > run.prefillDays(), "decode shares the cards: " + run.days());
        String note = h20.reasons().stream().filter(r -> r.key().equals("reason.batchRun")).map(EN::format)
                .findFirst().orElseThrow();
        assertTrue(note.startsWith("Batch job: 10,000,000 items of 2,000 tokens in and 200 out; the 16 copies finish "
                + "about "), note);
        assertTrue(note.contains("against the 5-day deadline, 2.6 days of it processing the prompts (prefill;"), note);
    }

    /** The audit's plan (audit3132 gap 1): Qwen3-32B at FP16, 10 million items of 2,000 tokens in and 200 out in 5 days. */
    static final String QWEN3_10M = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-32b\"},"
            + "\"batch\":{\"items\":10000000,\"inputTokens\":2000,\"outputTokens\":200,\"deadlineDays\":5},"
            + "\"rental\":{\"hoursPerDay\":%d%s}";

    private static Advice qwen3(int hoursPerDay, String more) {
        return AdvisorFixture.advise(String.format(QWEN3_10M, hoursPerDay, more));
    }

    @Test
    void atEightHoursADayTheJobNeedsThreeTimesTheCardsAndIsBilledFortyHours() {
        // round the clock: 10^7 items ÷ (5 days × 86,400 s) = 23.148 items a second on 24 × A800 (6 copies of 4 cards),
        // billed 24 cards × ¥4.98 a card-hour × 5 × 24 h = ¥14,342.40 (catalog.json a800-console-hourly, A800 80GB SXM by the
        // hour)
        Advice day = qwen3(24, "");
        Candidate allDay = day.leading().orElseThrow();
        assertEquals("a800-80g", allDay.gpu().id());
        assertEquals(24, allDay.cards());
        assertEquals(10_000_000 / 432_000.0, day.plan().load().requestsPerSecond(), 1e-9);
        assertEquals(new BigDecimal("14342.40"), allDay.cost().termCostCny().amount());
        // 8 h a day: the cards run 5 × 8 = 40 h = 144,000 s before the deadline, so 10^7 ÷ 144,000 = 69.444 items a
        // second, three times the rate: 72 × A800 (18 copies), billed 72 × ¥4.98 × 5 × 8 h = ¥14,342.40 — the same bill
        // (three times the cards for a third of the hours); a month at 8 h a day 72 × 4.98 × 8 × 30 = ¥86,054.40.
        // Before issue 32's fix: 24 cards, "4.7 days", billed 24 × 4.98 × 40 = ¥4,780.80, about 14 calendar days.
        Advice lab = qwen3(8, "");
        Candidate eight = lab.leading().orElseThrow();
        assertEquals("a800-80g", eight.gpu().id());
        assertEquals(72, eight.cards());
        assertEquals(3 * allDay.cards(), eight.cards());
        assertEquals(10_000_000 / 144_000.0, lab.plan().load().requestsPerSecond(), 1e-9);
        assertEquals(RentalMode.HOURLY, eight.cost().mode());
        assertEquals(new BigDecimal("14342.40"), eight.cost().termCostCny().amount());
        assertEquals(new BigDecimal("86054.40"), eight.cost().monthlyCostCny().amount());
        // the days to finish are calendar days at 8 h a day: 18 copies at 8 h do what 6 do at 24 h, so the same 4.7 days
        // (the central throughput on 3 × the copies × a third of the hours), within the 5-day deadline
        Speed shown = lab.shownSpeed(eight);
        assertEquals(Speed.Metric.BATCH_DAYS, shown.metric());
        assertEquals(day.shownSpeed(allDay).value(), shown.value(), 1e-9);
        assertTrue(shown.value() <= 5, shown.toString());
    }

    @Test
    void theSentencesSayTheDaysAreCalendarDaysAtTheHoursADay() {
        Advice lab = qwen3(8, "");
        Messages zh = Messages.forLocale(Messages.ZH);
        // 5 days × 8 h = 40 running hours; 10^7 ÷ 40 = 250,000 items an hour of running
        assertEquals("10,000,000 items in 5 days at 8 hours a day (40 hours of running) → about 250,000 items an hour of "
                + "running to finish, each 2,000 tokens in and 200 out.", EN.format(lab.plan().load().arithmetic()));
        assertEquals("10,000,000 条 ÷ 5 天（每天使用 8 小时，共运行 40 小时）→ 每运行一小时需完成约 250,000 条，每条输入 2,000 个词元、"
                + "输出 200 个。", zh.format(lab.plan().load().arithmetic()));
        Candidate lead = lab.leading().orElseThrow();
        String plainEn = EN.format(BatchNote.plain(lab.plan(), lead));
        String plainZh = zh.format(BatchNote.plain(lab.plan(), lead));
        assertTrue(plainEn.contains(", calendar days at 8 hours a day) against the 5-day deadline."), plainEn);
        assertTrue(plainZh.contains("天，按每天使用 8 小时计的日历天数），期限 5 天。"), plainZh);
        // a day is 8 running hours: the items a day are 8 × the items an hour (264,000 an hour → 2,110,000 a day, three
        // significant digits), not 24 ×
        assertTrue(plainEn.startsWith("18 copies of the model finish about 264,000 items an hour (2,110,000 a day)"), plainEn);
        String reason = lead.reasons().stream().filter(r -> r.key().equals("reason.batchRun")).map(EN::format)
                .findFirst().orElseThrow();
        assertTrue(reason.contains(", calendar days at 8 hours a day) against the 5-day deadline"), reason);
        assertEquals("Deadline: 5 days; rental term: 5 days (a batch job is rented for its deadline, without a buffer: if the "
                + "trial shows it would miss the deadline, add cards rather than lengthen the term). These are calendar days at "
                + "8 hours a day.", EN.format(lab.termNote()));
        // round the clock nothing is added
        Advice day = qwen3(24, "");
        assertTrue(!EN.format(BatchNote.plain(day.plan(), day.leading().orElseThrow())).contains("calendar"));
        assertEquals("Deadline: 5 days; rental term: 5 days (a batch job is rented for its deadline, without a buffer: if the "
                + "trial shows it would miss the deadline, add cards rather than lengthen the term).", EN.format(day.termNote()));
    }

    @Test
    void fiveDaysAWeekCountTheDaysTheCardsRun() {
        // 8 h a day, 5 days a week: 5 calendar days hold 5 × 5 ÷ 7 = 3.5714 running days, 28.571 h = 102,857 s, so
        // 10^7 ÷ 102,857.14 = 97.222 items a second (× 7 ÷ 5 the rate of 8 h every day)
        Advice week = qwen3(8, ",\"daysPerWeek\":5");
        assertEquals(10_000_000 / (5 * 5 / 7.0 * 8 * 3600), week.plan().load().requestsPerSecond(), 1e-9);
        assertEquals(97.222, week.plan().load().requestsPerSecond(), 0.001);
        assertEquals("10,000,000 items in 5 days at 5 days a week, 8 hours a day (28.6 hours of running) → about 350,000 "
                + "items an hour of running to finish, each 2,000 tokens in and 200 out.",
                EN.format(week.plan().load().arithmetic()));
    }

    @Test
    void theRunningTimeOfADeadlineAndTheCalendarDaysOfARun() {
        RunningTime eight = new RunningTime(8, 7);
        assertEquals(144_000, eight.runningSeconds(5), 1e-9); // 5 × 8 × 3,600
        assertEquals(14.1, eight.calendarDays(4.7), 1e-9); // 4.7 × 24 ÷ 8
        RunningTime week = new RunningTime(8, 5);
        assertEquals(19.74, week.calendarDays(4.7), 1e-9); // 4.7 × 24 ÷ 8 × 7 ÷ 5
        assertTrue(RunningTime.ROUND_THE_CLOCK.roundTheClock());
        assertEquals(432_000, RunningTime.ROUND_THE_CLOCK.runningSeconds(5), 1e-9);
    }
}
