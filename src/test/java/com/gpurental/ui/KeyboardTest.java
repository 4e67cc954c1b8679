package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.sizing.Precision;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.control.RadioButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/** Every control reachable with Tab in a sensible order; Enter or Alt+N goes Next, Alt+B goes Back. */
class KeyboardTest extends WizardRobotTest {

    @Test
    void altNGoesNextAndAltBGoesBack() {
        alt(KeyCode.N);
        assertEquals(Step.MODEL, wizard.shell().current());
        alt(KeyCode.N);
        assertEquals(Step.MEMORY, wizard.shell().current());
        alt(KeyCode.B);
        assertEquals(Step.MODEL, wizard.shell().current());
        alt(KeyCode.B);
        assertEquals(Step.SCENARIO, wizard.shell().current());
        alt(KeyCode.B);
        assertEquals(Step.SCENARIO, wizard.shell().current(), "no step before the first");
    }

    @Test
    void enterInATextFieldGoesNext() {
        alt(KeyCode.N);
        clickOn("#concurrentUsersField");
        push(KeyCode.ENTER);
        assertEquals(Step.MEMORY, wizard.shell().current());
    }

    /**
     * Enter on a check box (the Results page's rental-mode filters) went nowhere: the box took the key before Next, the
     * window's default button. It now goes Next like Enter in a field, and leaves the box as it was.
     */
    @Test
    void enterOnAModeFilterCheckBoxGoesNext() {
        interact(() -> wizard.shell().goTo(Step.RESULTS));
        javafx.scene.control.CheckBox box = lookup("#mode-hourly").queryAs(javafx.scene.control.CheckBox.class);
        boolean before = box.isSelected();
        interact(box::requestFocus);
        push(KeyCode.ENTER);
        assertEquals(Step.QUOTES, wizard.shell().current());
        assertEquals(before, box.isSelected());
    }

    @Test
    void enterDoesNotLeaveAPageWithABadInput() {
        alt(KeyCode.N);
        type("#concurrentUsersField", "-5");
        push(KeyCode.ENTER);
        alt(KeyCode.N);
        assertEquals(Step.MODEL, wizard.shell().current());
    }

    @Test
    void tabGoesFromTheParameterCountToThePrecisionAndOnThroughTheServiceFields() {
        alt(KeyCode.N);
        clickOn("#parametersField");
        push(KeyCode.TAB);
        // Each "?" marker is a Tab stop, between its label and the field it explains.
        assertFocusOnMarker("help.precision");
        push(KeyCode.TAB);
        // In a toggle group Tab stops on the chosen radio button (arrow keys move inside the group).
        assertTrue(focusOwner() instanceof RadioButton r && r.isSelected(), () -> "focus on " + focusOwner());
        assertEquals("fp16", focusedId());
        // Then the config.json import and paste buttons.
        push(KeyCode.TAB);
        assertEquals("importButton", focusedId());
        push(KeyCode.TAB);
        assertEquals("pasteButton", focusedId());
        // Then the batch-job switch, and the load in the buyer's words (issue 31): people, their share in the busiest
        // hour, requests an hour.
        push(KeyCode.TAB);
        assertEquals("batchBox", focusedId());
        push(KeyCode.TAB);
        assertEquals("peopleField", focusedId());
        push(KeyCode.TAB);
        assertEquals("busyShareField", focusedId());
        push(KeyCode.TAB);
        assertEquals("requestsPerHourField", focusedId());
        push(KeyCode.TAB);
        assertFocusOnMarker("help.concurrency");
        push(KeyCode.TAB);
        assertEquals("concurrentUsersField", focusedId());
        push(KeyCode.TAB);
        assertFocusOnMarker("help.tps");
        push(KeyCode.TAB);
        assertEquals("tokensPerSecondField", focusedId());
        // Then the prompt and answer lengths of the response-time check, each after its marker.
        push(KeyCode.TAB);
        assertFocusOnMarker("help.promptTokens");
        push(KeyCode.TAB);
        assertEquals("promptTokensField", focusedId());
        push(KeyCode.TAB);
        assertFocusOnMarker("help.answerTokens");
        push(KeyCode.TAB);
        assertEquals("answerTokensField", focusedId());
        // The 高可用 box (a spare copy, issue 31) closes the service's fields.
        push(KeyCode.TAB);
        assertEquals("spareCopyBox", focusedId());
        // The context last: a service's and a batch job's alike.
        push(KeyCode.TAB);
        assertFocusOnMarker("help.context");
        push(KeyCode.TAB);
        assertEquals("contextTokensField", focusedId());
        push(KeyCode.TAB);
        assertEquals("advancedPane", focusedId());
        push(KeyCode.SHIFT, KeyCode.TAB);
        assertEquals("contextTokensField", focusedId());
    }

    @Test
    void tabReachesTheModelSearchBeforeTheParameterCountAndBackAndNextAfterThePage() {
        alt(KeyCode.N);
        // The load fields in the buyer's words (issue 31) make the page taller than the window: the last field is
        // below the view, so it is given the focus as Tab would, not clicked.
        interact(() -> lookup("#contextTokensField").query().requestFocus());
        push(KeyCode.TAB);
        push(KeyCode.TAB);
        assertEquals("backButton", focusedId());
        push(KeyCode.TAB);
        assertEquals("nextButton", focusedId());
        // Then round to the header: the language switch and the step bar (one stop each), then the page.
        push(KeyCode.TAB);
        assertEquals("enButton", focusedId());
        push(KeyCode.TAB);
        assertEquals("step-model", focusedId());
        push(KeyCode.TAB);
        assertEquals("modelChoice", focusedId());
        push(KeyCode.TAB);
        assertFocusOnMarker("help.parameters");
        push(KeyCode.TAB);
        assertEquals("parametersField", focusedId());
    }

    @Test
    void arrowKeysChangeThePrecisionInsideTheGroup() {
        alt(KeyCode.N);
        clickOn("#parametersField");
        push(KeyCode.TAB); // the precision's "?"
        push(KeyCode.TAB);
        push(KeyCode.RIGHT);
        push(KeyCode.SPACE);
        assertTrue(lookup("#fp8").queryAs(RadioButton.class).isSelected());
        assertEquals(Precision.FP8, model.precision.get());
    }

    @Test
    void rentalPageTabOrderIsDurationHoursThenMode() {
        clickOn("#step-rental");
        clickOn("#durationDaysField");
        push(KeyCode.TAB);
        assertEquals("hoursPerDayField", focusedId());
        push(KeyCode.TAB);
        assertEquals("daysPerWeekField", focusedId()); // the days a week, beside the hours a day (issue 32)
        push(KeyCode.TAB);
        assertFocusOnMarker("help.bufferPercent");
        push(KeyCode.TAB);
        assertEquals("bufferPercentField", focusedId()); // the term's buffer
        push(KeyCode.TAB);
        assertFocusOnMarker("help.containerBareMetal");
        push(KeyCode.TAB);
        assertEquals("modeAuto", focusedId());
    }

    @Test
    void tabGoesFromTheChosenSideThroughThePresetCardsToTheDomesticSwitch() {
        interact(() -> node("#inferenceChoice").requestFocus());
        // The inference cards in catalog order (the three 2026 presets after the others), then the switch, then
        // the software question's first choice.
        for (String id : List.of("preset-vision-inspection", "preset-chat-inference", "preset-multimodal-inference",
                "preset-llm-inference", "preset-deepseek-private", "preset-r1-distill-service", "preset-qwen3-moe-service",
                "domesticSwitch")) {
            push(KeyCode.TAB);
            assertEquals(id, focusedId());
        }
        push(KeyCode.TAB);
        assertFocusOnMarker("help.domestic");
        push(KeyCode.TAB);
        assertEquals("softwareCuda", focusedId());
    }

    @Test
    void spaceTogglesTheDomesticSwitch() {
        interact(() -> node("#domesticSwitch").requestFocus());
        push(KeyCode.SPACE);
        assertTrue(model.domesticOnly.get(), "a keyboard user must be able to switch it on");
        push(KeyCode.SPACE);
        assertFalse(model.domesticOnly.get());
    }
}
