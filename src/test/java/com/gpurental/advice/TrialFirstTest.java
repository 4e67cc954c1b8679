package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "Trial first" when it pays (issue 34): the 70B model at INT4 for 180 days on a monthly contract leads with 2 × RTX
 * 4090 bare-metal by the month (¥7,920 a month) whose speed range is wide (fast end ≥ 1.5 × the slow,
 * sizing.MeasurementAssumptions.WIDE_RANGE_RATIO). The advice recommends one day on the card's hourly offer first:
 * catalog.json's rtx-4090-container-hourly at ¥1.96 a card-hour × 2 cards × 24 h = ¥94.08, priced by the engine.
 */
class TrialFirstTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Plan monthly() throws Exception {
        return PlanJson.read(Path.of("examples/chat-70b.json")).withPrecision(Precision.INT4)
                .withRental(new Plan.Rental(Plan.RentalChoice.MONTHLY, 180.0, null, null, null, null))
                .withBudget(Plan.Budget.NONE);
    }

    private static Warning trialFirst(Candidate c) {
        return c.warnings().stream().filter(w -> w.code() == Warning.Code.TRIAL_FIRST).findFirst().orElse(null);
    }

    @Test
    void aWideRangeOnAMonthlyContractGetsAOneDayHourlyTrialWithItsCost() throws Exception {
        Advice a = AdvisorFixture.advise(monthly());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(2, lead.cards());
        assertTrue(TrialFirst.wide(lead.speed()), EN.format(lead.speed().text()));
        Warning w = lead.warnings().get(0);
        assertEquals(Warning.Code.TRIAL_FIRST, w.code());
        // 70B INT4 on 2 × 24 GB also only just fits, so the trial's reason is the memory (docs/domain.md §9.4): the same
        // one-day hourly trial and cost, run at the longest prompts
        assertEquals("First rent 1 server with 2 × NVIDIA GeForce RTX 4090 by the hour for a trial of one day, about ¥94.08, "
                + "and run it full with your longest prompts at the busiest hour's load to confirm the memory holds; rent "
                + "for the 180 days only when it does.", EN.format(w.action()));
        List<String> zh = PlainAnswer.actions(a, lead).stream().map(ZH::format).toList();
        assertEquals("显存余量很小：先按小时租 2 张卡试跑 1 天，约 ¥94.08，用最长的提示词和最忙时的人数确认放得下；再租用 180 天。", zh.get(0));
        // the checklist's trial item names the figure, as a help to tick by hand
        ChecklistItem benchmark = Checklist.items(a, List.of(), ChecklistState.EMPTY).stream()
                .filter(i -> i.id().equals("benchmark")).findFirst().orElseThrow();
        assertEquals("先试跑：按小时租 2 张 NVIDIA GeForce RTX 4090试跑 1 天，约 ¥94.08，再签合同。",
                ZH.format(benchmark.evidence()));
        assertTrue(benchmark.confirmByHand());
    }

    @Test
    void hourlyRentalOrAMeasuredSpeedNeedsNoTrialFirst() throws Exception {
        Candidate hourly = AdvisorFixture.advise(PlanJson.read(Path.of("examples/chat-70b.json"))).leading().orElseThrow();
        assertEquals(null, trialFirst(hourly)); // H20 by the hour: the first day is the trial
        Plan measured = monthly().withMeasurements(new Measurement.Measurements(List.of(new Measurement("rtx-4090", 2,
                null, null, 4096, 1, 30.0, null, null, null, null, "r.json · vLLM", LocalDate.of(2026, 12, 1), null))));
        Candidate lead = AdvisorFixture.advise(measured).leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(null, trialFirst(lead)); // measured: ±10 %, not wide
    }

    @Test
    void theTrialDayIsThePlansHoursADay() throws Exception {
        // tester m1 (session 16): a lab that has the cards 8 hours a day was quoted a 24-hour trial day (¥94.08); its trial
        // is one 8-hour day: 2 cards × ¥1.96 a card-hour (the catalog's RTX 4090 hourly offer) × 8 h = ¥31.36
        Plan eightHours = monthly().withRental(new Plan.Rental(Plan.RentalChoice.MONTHLY, 180.0, 8.0, null, null, null));
        Advice a = AdvisorFixture.advise(eightHours);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals("First rent 1 server with 2 × NVIDIA GeForce RTX 4090 by the hour for a trial of one 8-hour day, about "
                + "¥31.36, and run it full with your longest prompts at the busiest hour's load to confirm the memory holds; "
                + "rent for the 180 days only when it does.", EN.format(trialFirst(lead).action()));
        assertEquals("显存余量很小：先按小时租 2 张卡试跑 1 天（8 小时），约 ¥31.36，用最长的提示词和最忙时的人数确认放得下；"
                + "再租用 180 天。", ZH.format(PlainAnswer.actions(a, lead).get(0)));
    }
}
