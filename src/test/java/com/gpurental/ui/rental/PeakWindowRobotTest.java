package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.pricing.RentalCost;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Step 4's peak window (rental.peak, issue 31 item 6): a plan with one opens with its days, hours and multiple in their
 * fields, and the older peak fields no longer contradict it (a tester saw "peak cards 1 / peak hours 4" beside advice of
 * 12 cards for 14 hours).
 */
class PeakWindowRobotTest extends WizardRobotTest {

    /** PeakWindowAdviceTest's Double-11 service: 4 × the load for 14 days of a 90-day hybrid, 14 hours a day. */
    static final String DOUBLE_11 = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
            + "\"preset\":\"chat-inference\",\"rental\":{\"mode\":\"hybrid\",\"durationDays\":90,"
            + "\"peak\":{\"days\":14,\"hoursPerDay\":14,\"multiple\":4}}}";

    @Override
    protected Step firstStep() {
        return Step.RENTAL;
    }

    private void open(String json) throws Exception {
        Plan plan = PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8));
        interact(() -> model.load(plan));
    }

    @Test
    void aPlanWithAPeakWindowShowsItAndTheEnginesPeakCardsNotTheDefaultOne() throws Exception {
        open(DOUBLE_11);

        assertEquals("14", field("#peakDaysField").getText());
        assertEquals("14", field("#peakWindowHoursField").getText());
        assertEquals("4", field("#peakMultipleField").getText());
        // the window's 14 hours are the peak's hours: the older field (prompt "4") is not shown beside them
        assertFalse(node("#peakHoursField").isVisible());
        assertTrue(node("#peakCardsField").isVisible());
        // the leading option's hybrid: the extra copies the capacity stage finds for 4 × the load (PeakSizing), the
        // figure every paper states (Advice.peak()), not the default of 1 card
        RentalCost hybrid = model.advice().modeAdvice().quotesByMode().stream().filter(q -> q.mode() == RentalMode.HYBRID)
                .findFirst().orElseThrow();
        assertEquals(model.advice().peak().peakCards(), hybrid.peakCards());
        assertEquals(model.advice().plan().peakSizing(model.advice().leading().orElseThrow().deployment().serving())
                .extraCards(), hybrid.peakCards());
        assertEquals(hybrid.peakCards() + " (4 × the base load)", field("#peakCardsField").getPromptText());
        assertEquals(model.snapshot().plan().rental().peak(), new Plan.Peak(14, 14.0, 4.0));
    }

    @Test
    void aMultipleBelowOneIsRefusedBesideItsFieldWithTheRange() throws Exception {
        open(DOUBLE_11);

        type("#peakMultipleField", "0.5");

        assertTrue(node("#peakMultipleError").isVisible());
        // InputLimits.PEAK_MULTIPLE: more than 1 (the base load), at most 1,000, e.g. 4
        assertEquals("Peak load (× base): 0.5 is outside the valid range: more than 1, up to 1,000 (e.g. 4).",
                text("#peakMultipleError"));
        assertTrue(button("#nextButton").isDisabled());
    }

    @Test
    void theWindowIsOfferedForTheCheapestWayAndHiddenForASingleModeWithoutOne() {
        interact(() -> model.rentalMode.set(Plan.RentalChoice.AUTO));
        assertTrue(node("#peakMultipleField").isVisible());
        assertFalse(node("#peakHoursField").isVisible(), "the older peak fields are a hybrid's");
        interact(() -> model.rentalMode.set(Plan.RentalChoice.MONTHLY));
        assertFalse(node("#peakMultipleField").isVisible());
        interact(() -> model.peakMultiple.set("4"));
        assertTrue(node("#peakMultipleField").isVisible(), "a window given is never hidden");
    }
}
