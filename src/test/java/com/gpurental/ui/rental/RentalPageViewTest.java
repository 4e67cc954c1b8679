package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.control.RadioButton;
import org.junit.jupiter.api.Test;

/** Step 4 with the robot: duration and term, hours, mode, and each mode's cost. */
class RentalPageViewTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.RENTAL).andThen(m -> m.rentalMode.set(Plan.RentalChoice.AUTO));
    }

    @Test
    void durationShowsTheBillableTermWithTheTenPercentBuffer() {
        assertEquals("Billable term: 33 days (30 task days + 10% buffer)", text("#termLabel"));
        type("#durationDaysField", "60");
        assertEquals("Billable term: 66 days (60 task days + 10% buffer)", text("#termLabel"));
    }

    @Test
    void hourlyModeShowsTheH20CostForAMonthAndTheTerm() {
        clickOn("#modeHourly");
        assertEquals(Plan.RentalChoice.HOURLY, model.rentalMode.get());
        assertEquals("For the leading option: 2 × NVIDIA H20 96GB", text("#leadingLabel"));
        // docs/domain.md §3: 6.20 × 2 × 720 = ¥8,928 a month; × 24 h × 33 days = ¥9,820.80 for the term.
        // a column to the fen beside the term's fen (audit 33 §9)
        assertEquals(List.of("container by the hour", "2", "¥8,928.00", "¥9,820.80", "33 days"), row("#costTable", 0));
    }

    /**
     * The LoRA example's one card: the bare-metal month is one card's share of the 8-card server's ¥7,920, ¥990, as
     * seed 003's quick-reference rows price a part of a server and the bundled offer states (issue 32; a quote that does
     * not say bills the whole server, with "1 (billed as the whole 8-card server)": RentalCostCardsLabelTest); the
     * 2-day term is the cautious end at the 38% HFU of published runs (issue 32).
     */
    @Test
    void oneCardOnAServerMonthIsItsShareOfTheServer() throws Exception {
        var lora = PlanJson.parse("lora",
                Files.readAllBytes(Path.of("examples/lora-7b-training.json")));
        interact(() -> model.load(lora));
        int rows = lookup("#costTable").queryAs(javafx.scene.control.TableView.class).getItems().size();
        List<String> monthly = IntStream.range(0, rows).mapToObj(i -> row("#costTable", i))
                .filter(r -> r.get(0).equals("bare-metal by the month")).findFirst().orElseThrow();
        assertEquals(List.of("bare-metal by the month", "1", "¥990.00", "¥990.00",
                "30 days: billed in whole periods, for a 2-day term"), monthly);
    }

    @Test
    void twentyFiveHoursADayIsRejectedBesideTheField() {
        type("#hoursPerDayField", "25");
        assertTrue(node("#hoursPerDayError").isVisible());
        assertEquals("Hours of use per day: 25 is outside the valid range: more than 0, up to 24 (e.g. 8).",
                text("#hoursPerDayError"));
        assertTrue(button("#nextButton").isDisabled());
        assertTrue(node("#step-rental").getStyleClass().contains(Styles.STEP_PROBLEM));
        type("#hoursPerDayField", "12");
        assertFalse(button("#nextButton").isDisabled());
        // Half the hours, half the hourly cost: 6.20 × 2 × 12 × 30 = ¥4,464.
        clickOn("#modeHourly");
        assertEquals("¥4,464.00", row("#costTable", 0).get(2));
    }

    /**
     * Days a week beside the hours a day (issue 32): 8 is refused beside the field with the range and an example; 5 bills
     * the hours on 5 of 7 days. 2 × H20 by the hour at ¥6.20 a card-hour, 24 h: a month 6.20 × 2 × 24 × 30 × 5 ÷ 7 =
     * 6.20 × 2 × 24 × 21.4285714286 = ¥6,377.14 (every day ¥8,928); the 33-day term 6.20 × 2 × 24 × 23.5714285714 =
     * ¥7,014.86 (every day ¥9,820.80).
     */
    @Test
    void daysAWeekAreCheckedAndBillTheWorkingDays() {
        assertEquals("e.g. 5; blank: 7 days a week", field("#daysPerWeekField").getPromptText());
        type("#daysPerWeekField", "8");
        assertTrue(node("#daysPerWeekError").isVisible());
        assertEquals("Days of use per week: 8 is outside the valid range 1 to 7 (e.g. 5).", text("#daysPerWeekError"));
        assertTrue(button("#nextButton").isDisabled());
        type("#daysPerWeekField", "5");
        assertFalse(button("#nextButton").isDisabled());
        assertEquals(Integer.valueOf(5), model.advice().plan().plan().rental().daysPerWeek());
        clickOn("#modeHourly");
        assertEquals(List.of("container by the hour", "2", "¥6,377.14", "¥7,014.86", "33 days"), row("#costTable", 0));
    }

    @Test
    void hybridRevealsThePeakFields() {
        assertFalse(node("#peakCardsField").isVisible());
        clickOn("#modeHybrid");
        assertTrue(lookup("#modeHybrid").queryAs(RadioButton.class).isSelected());
        assertTrue(node("#peakCardsField").isVisible());
        assertTrue(node("#peakHoursField").isVisible());
        type("#peakCardsField", "0.5");
        assertEquals("Peak cards must be a whole number, not 0.5 (e.g. 2).", text("#peakCardsError"));
        assertTrue(button("#nextButton").isDisabled());
    }
}
