package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import com.gpurental.ui.common.controls.HelpMarker;
import com.gpurental.ui.shell.Step;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/**
 * The header and the "?" markers by keyboard: Tab reaches the language switch and the step bar (one stop, on the
 * current step; arrows move along it, Enter opens a step), and each help marker, whose pop-over Enter opens and Esc
 * closes. Before, all three had focusTraversable="false" and could only be used with the mouse.
 */
class HeaderKeysTest extends WizardRobotTest {

    private void focus(String query) {
        interact(() -> node(query).requestFocus());
    }

    /** Whether a help explanation is on screen: its bubble in the window (or a pop-over window, where it has no pane). */
    private boolean popOverShown() {
        return lookup(".help-bubble").tryQuery().map(javafx.scene.Node::isVisible).orElse(false)
                || javafx.stage.Window.getWindows().stream().anyMatch(w -> w instanceof org.controlsfx.control.PopOver
                        && w.isShowing());
    }

    /** The pop-over fades out (ControlsFX PopOver's fade): waits, with a bound, until it is gone. */
    private void closed(String what) {
        try {
            org.testfx.util.WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !popOverShown());
        } catch (TimeoutException e) {
            throw new AssertionError(what + ": the pop-over is still shown", e);
        }
    }

    @Test
    void tabAfterNextGoesToTheLanguageSwitchThenTheCurrentStepThenThePage() {
        focus("#nextButton");
        push(KeyCode.TAB);
        assertEquals("enButton", focusedId(), "the chosen language is the switch's one stop");
        push(KeyCode.TAB);
        assertEquals("step-scenario", focusedId(), "the step bar's one stop is the current step");
        push(KeyCode.TAB);
        assertEquals("inferenceChoice", focusedId());
        push(KeyCode.SHIFT, KeyCode.TAB);
        push(KeyCode.SHIFT, KeyCode.TAB);
        assertEquals("enButton", focusedId());
    }

    @Test
    void afterNextTabGoesIntoTheNewPageNotBackToTheHeader() {
        alt(KeyCode.N);
        push(KeyCode.TAB);
        assertEquals("modelChoice", focusedId());
        alt(KeyCode.B);
        push(KeyCode.TAB);
        assertEquals("inferenceChoice", focusedId(), "the chosen side of the two");
    }

    @Test
    void arrowsMoveAlongTheStepsAndEnterOpensTheFocusedOneWithoutGoingNext() {
        focus("#step-scenario");
        push(KeyCode.RIGHT);
        push(KeyCode.RIGHT);
        assertEquals("step-memory", focusedId());
        push(KeyCode.LEFT);
        assertEquals("step-model", focusedId());
        push(KeyCode.END);
        assertEquals("step-checklist", focusedId());
        push(KeyCode.HOME);
        push(KeyCode.RIGHT);
        push(KeyCode.RIGHT);
        push(KeyCode.ENTER);
        assertEquals(Step.MEMORY, wizard.shell().current(), "Enter opens the focused step, not Next");
        push(KeyCode.TAB);
        assertTrue(focusOwner() instanceof HelpMarker h && h.getHelp().equals(context.messages().get("help.vram")),
                () -> "the next Tab goes into the page opened, to its first \"?\": " + focusOwner());
        // The step bar's Tab stop follows the page shown.
        focus("#nextButton");
        push(KeyCode.TAB);
        push(KeyCode.TAB);
        assertEquals("step-memory", focusedId());
        push(KeyCode.LEFT);
        push(KeyCode.SPACE);
        assertEquals(Step.MODEL, wizard.shell().current(), "Space opens a step too");
    }

    @Test
    void theStepTabsSayWhichStepTheyAreAndHowFarTheUserIs() {
        Node memory = node("#step-memory");
        assertEquals("Step 3 of 8: Memory check, still to do", memory.getAccessibleText());
        assertEquals("Step 1 of 8: Scenario, the step shown now", node("#step-scenario").getAccessibleText());
        assertEquals("Left and right arrow keys move between the steps; Enter or Space opens one.",
                memory.getAccessibleHelp());
    }

    @Test
    void theLanguageSwitchWorksWithArrowsAndSpace() {
        focus("#nextButton");
        push(KeyCode.TAB);
        push(KeyCode.LEFT);
        assertEquals("zhButton", focusedId());
        push(KeyCode.SPACE);
        assertTrue(context.messages().isChinese());
        assertEquals(Messages.ZH, context.messages().locale());
    }

    @Test
    void tabReachesAHelpMarkerEnterOpensItsPopOverAndEscClosesIt() {
        interact(() -> wizard.shell().goTo(Step.MODEL));
        focus("#parametersField");
        push(KeyCode.TAB);
        assertTrue(focusOwner() instanceof HelpMarker, () -> "focus on " + focusOwner());
        HelpMarker marker = (HelpMarker) focusOwner();
        assertEquals(context.messages().get("help.precision"), marker.getAccessibleText());
        assertEquals(AccessibleRole.BUTTON, marker.getAccessibleRole());
        assertFalse(popOverShown());
        push(KeyCode.ENTER);
        assertTrue(popOverShown(), "Enter opens the explanation");
        assertEquals(Step.MODEL, wizard.shell().current(), "and does not go Next");
        push(KeyCode.ESCAPE);
        closed("Esc closes it");
        push(KeyCode.SPACE);
        assertTrue(popOverShown(), "Space opens it too");
        push(KeyCode.SPACE);
        closed("and closes it again");
        push(KeyCode.TAB);
        assertEquals("fp16", focusedId(), "after the marker comes the field it explains");
    }
}
