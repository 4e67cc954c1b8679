package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Step 4 without a toolkit: term, recommended mode, each mode's cost, break-even. */
class RentalPageViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final RentalPageViewModel page = new RentalPageViewModel(context);

    @Test
    void thirtyDayTaskIsBilledForThirtyThreeDays() {
        UiFixture.seventyBChatHourly(model);
        // docs/domain.md §3: rental term = task duration + 10% buffer: 30 → 33 days.
        assertEquals("Billable term: 33 days (30 task days + 10% buffer)", page.termText().get());
        page.durationDaysProperty().set("60");
        assertEquals("Billable term: 66 days (60 task days + 10% buffer)", page.termText().get());
    }

    /** Issue 33: the advice box went blank while a rental field was invalid; it says what is wrong with the field. */
    @Test
    void theAdviceBoxSaysWhatIsWrongWithAnInvalidRentalField() {
        UiFixture.seventyBChatHourly(model);
        page.hoursPerDayProperty().set("25");
        String error = page.errorText(WorkloadModel.F_HOURS).get();
        assertFalse(error.isEmpty());
        assertEquals(error, page.reasonText().get());
        assertEquals("—", page.recommendedText().get());
        page.hoursPerDayProperty().set("24");
        assertEquals(context.messages().format(context.model().advice().modeAdvice().reason()), page.reasonText().get());
    }

    @Test
    void hourlyCostOfTheLeadingH20ForTheTerm() {
        UiFixture.seventyBChatHourly(model);
        assertEquals("For the leading option: 2 × NVIDIA H20 96GB", page.leadingText().get());
        List<RentalCost> quotes = page.quotesProperty().get();
        RentalCost hourly = quotes.stream().filter(q -> q.mode() == RentalMode.HOURLY).findFirst().orElseThrow();
        // docs/domain.md §3: 6.20 × 2 × 24 h × 30 days = ¥8,928 a month; × 33 billable days = ¥9,820.80.
        assertEquals(new BigDecimal("8928.00"), hourly.monthlyCostCny().amount());
        assertEquals(new BigDecimal("9820.80"), hourly.termCostCny().amount());
    }

    @Test
    void breakEvenNeedsBothPrices() {
        UiFixture.seventyBChatHourly(model);
        // catalog.json: the H20 is offered by the hour only.
        assertEquals("Break-even: needs both an hourly and a monthly price for this GPU.", page.breakEvenText().get());
    }

    @Test
    void breakEvenForTheAscendIsMonthlyPriceOverHourlyPrice() {
        UiFixture.seventyBChatHourly(model);
        // docs/domain.md §3.6: one server of 910B cards gives the 70B model about 18.7 tokens/s a user, and a second
        // server is a second pipeline stage (memory, not speed): the domestic answer is asked for 15 tokens/s.
        model.tokensPerSecond.set("15");
        model.rentalMode.set(Plan.RentalChoice.AUTO);
        model.domesticOnly.set(true);
        // docs/domain.md §3: 8 × 910B bare-metal month = ¥15,600 → ¥1,950 per card; container ¥3.58 per card-hour
        // (catalog.json); break-even = 1950 / 3.58 = 544.7 hours a month; 24 h × 30 days = 720 h planned.
        assertEquals("Break-even: 544.7 hours of use per month (you plan 720 hours). Above it, monthly is cheaper.",
                page.breakEvenText().get());
    }

    @Test
    void hybridShowsThePeakFields() {
        assertFalse(page.hybridProperty().get());
        page.rentalModeProperty().set(Plan.RentalChoice.HYBRID);
        assertTrue(page.hybridProperty().get());
    }

    @Test
    void hoursAboveTwentyFourMakeThePageInvalid() {
        page.hoursPerDayProperty().set("25");
        assertFalse(page.isValid());
        assertEquals("Hours of use per day: 25 is outside the valid range: more than 0, up to 24 (e.g. 8).",
                page.errorText(WorkloadModel.F_HOURS).get());
        page.hoursPerDayProperty().set("8");
        assertTrue(page.isValid());
    }

    @Test
    void trainingDurationLeftEmptyFollowsTheEstimate() {
        model.applyPreset("small-training");
        String prompt = page.durationPrompt().get();
        assertTrue(prompt.matches("empty = estimate \\([0-9.,]+ days\\)"), prompt);
        model.durationDays.set("20");
        assertEquals("e.g. 30", page.durationPrompt().get());
    }

    @Test
    void aBadDurationIsShownAtTheDurationField() {
        page.durationDaysProperty().set("0");
        assertEquals("Task duration (days): 0 is outside the valid range: more than 0, up to 3,650 (e.g. 30).",
                page.errorText(WorkloadModel.F_DURATION).get());
        assertFalse(page.isValid());
    }

    /**
     * Step 4 showed "60 days" billed for a 30-day job, the reason only on Results. The Ascend's bare-metal
     * month bills 2 whole months (60 days) for the 33-day term; the cell says so.
     */
    @Test
    void billedDaysBeyondTheTermSayWhyInTheirCell() {
        UiFixture.seventyBChatHourly(model);
        // docs/domain.md §3.6: one server of 910B cards gives the 70B model about 18.7 tokens/s a user, and a second
        // server is a second pipeline stage (memory, not speed): the domestic answer is asked for 15 tokens/s.
        model.tokensPerSecond.set("15");
        model.rentalMode.set(Plan.RentalChoice.AUTO);
        model.domesticOnly.set(true);
        RentalCost monthly = page.quotesProperty().get().stream().filter(q -> q.mode() == RentalMode.MONTHLY).findFirst()
                .orElseThrow();
        RentalCost hourly = page.quotesProperty().get().stream().filter(q -> q.mode() == RentalMode.HOURLY).findFirst()
                .orElseThrow();
        assertEquals("60 days: billed in whole periods, for a 33-day term", page.billedText(monthly, UiFixture.EN));
        assertEquals("60 天：按整周期计费，租期为 33 天", page.billedText(monthly, UiFixture.ZH));
        assertEquals("33 days", page.billedText(hourly, UiFixture.EN));
    }

    /** While the duration is invalid ("4000"), no figure of the earlier "400" stays on the page. */
    @Test
    void anInvalidDurationHoldsBackEveryFigureOfThePage() {
        UiFixture.seventyBChatHourly(model);
        page.durationDaysProperty().set("4000");
        assertEquals("Fix the field marked red: the figures here update then.", page.termText().get());
        assertEquals(List.of(), page.quotesProperty().get());
        assertEquals("—", page.breakEvenText().get());
        assertEquals("—", page.leadingText().get());
    }
}
