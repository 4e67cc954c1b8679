package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Plan;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.control.RadioButton;
import org.junit.jupiter.api.Test;

/** Step 4 with the robot: duration and term, hours, mode, and each mode's cost. */
class RentalPageViewTest extends WizardRobotTest {

    @Override
    protected void prepare(WorkloadModel model) {
        UiFixture.seventyBChatHourly(model);
        model.rentalMode.set(Plan.RentalChoice.AUTO);
    }

    @Override
    protected Step firstStep() {
        return Step.RENTAL;
    }

    @Test
    void durationShowsTheBillableTermWithTheTenPercentBuffer() {
        assertEquals("Billable term: 33 days (30 task days + 10% buffer)", text("#termLabel"));
        type("#durationField", "60");
        assertEquals("Billable term: 66 days (60 task days + 10% buffer)", text("#termLabel"));
    }

    @Test
    void hourlyModeShowsTheH20CostForAMonthAndTheTerm() {
        clickOn("#modeHourly");
        assertEquals(Plan.RentalChoice.HOURLY, model.rentalMode.get());
        assertEquals("For the leading option: 2 × NVIDIA H20 96GB", text("#leadingLabel"));
        // docs/domain.md §3: 6.20 × 2 × 720 = ¥8,928 a month; × 24 h × 33 days = ¥9,820.80 for the term.
        assertEquals(List.of("container by the hour", "2", "¥8,928", "¥9,820.80", "33 days"), row("#costTable", 0));
    }

    @Test
    void twentyFiveHoursADayIsRejectedBesideTheField() {
        type("#hoursField", "25");
        assertTrue(node("#hoursError").isVisible());
        assertEquals("Hours of use per day: 25 is outside the valid range: more than 0, up to 24 (e.g. 8).", text("#hoursError"));
        assertTrue(button("#nextButton").isDisabled());
        assertTrue(node("#step-rental").getStyleClass().contains(Styles.STEP_PROBLEM));
        type("#hoursField", "12");
        assertFalse(button("#nextButton").isDisabled());
        // Half the hours, half the hourly cost: 6.20 × 2 × 12 × 30 = ¥4,464.
        clickOn("#modeHourly");
        assertEquals("¥4,464", row("#costTable", 0).get(2));
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
