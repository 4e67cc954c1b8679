package com.gpurental.ui.common.controls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;

/**
 * A help marker's explanation blanked a rectangle of the page beside it: the ControlsFX pop-over is a window of its
 * own whose shadow and arrow margin are transparent, and where the desktop draws no transparency (no compositing
 * window manager) that margin showed as a blank box over the labels and fields around it. The explanation is now a
 * bubble drawn in the window itself: no second window, nothing covered but by the bubble's own text.
 */
class HelpMarkerBubbleTest extends WizardRobotTest {

    @Override
    protected Step firstStep() {
        return Step.MODEL;
    }

    private HelpMarker parametersMarker() {
        return lookup(".help-marker").queryAllAs(HelpMarker.class).stream()
                .filter(h -> h.getHelp().equals(context.messages().get("help.parameters"))).findFirst().orElseThrow();
    }

    @Test
    void aClickOpensTheExplanationInTheWindowItselfUnderItsMarkerAndAClickElsewhereClosesIt() {
        long windows = Window.getWindows().stream().filter(Window::isShowing).count();
        HelpMarker marker = parametersMarker();
        clickOn(marker);
        assertTrue(marker.isOpen());
        assertEquals(windows, Window.getWindows().stream().filter(Window::isShowing).count(), "no window of its own");
        Label bubble = lookup(".help-bubble").queryAs(Label.class);
        assertEquals(stage.getScene(), bubble.getScene());
        assertEquals(context.messages().get("help.parameters"), bubble.getText());
        Bounds b = bubble.localToScene(bubble.getLayoutBounds());
        Bounds m = marker.localToScene(marker.getLayoutBounds());
        assertTrue(b.getMinY() >= m.getMaxY() && b.getMinY() - m.getMaxY() < 12, "just under the marker: " + b + " " + m);
        assertTrue(b.getWidth() <= 380.5 && b.getMaxX() <= stage.getScene().getWidth(), "within the window: " + b);
        // the field beside the marker is not covered: the bubble is no wider than its text, starting at the marker
        Node field = node("#parametersField");
        Bounds f = field.localToScene(field.getLayoutBounds());
        assertFalse(b.intersects(f), "the field beside the marker stays in view: " + f + " / " + b);

        clickOn("#concurrentUsersField");
        assertFalse(marker.isOpen(), "a click elsewhere closes it");
        assertTrue(lookup(".help-bubble").tryQuery().isEmpty());
    }

    @Test
    void aSecondClickOrEscClosesIt() {
        HelpMarker marker = parametersMarker();
        clickOn(marker);
        assertTrue(marker.isOpen());
        clickOn(marker);
        assertFalse(marker.isOpen(), "the marker's click toggles");
        clickOn(marker);
        push(KeyCode.ESCAPE);
        assertFalse(marker.isOpen());
        assertTrue(lookup(".help-bubble").tryQuery().isEmpty());
    }
}
