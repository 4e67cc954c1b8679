package com.gpurental.ui.modelpage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 33: the model page moved by about 48 px whenever any field was invalid, because the "sized as Llama-3.3-70B"
 * suggestion hid with the held-back figures. It still hides, and keeps its room.
 */
class SuggestionRoomTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.MODEL);
    }

    private double top(String query) {
        Node n = lookup(query).query();
        return n.localToScene(n.getLayoutBounds()).getMinY();
    }

    @Test
    void theFieldsBelowTheSuggestionStayPutWhileAFieldIsInvalid() {
        Node box = lookup("#suggestionBox").query();
        assertTrue(box.isVisible(), "a bare 70B names the model it was sized as");
        double before = top("#concurrentUsersField");
        interact(() -> model.hoursPerDay.set("25")); // a rental field, invalid
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(box.isVisible());
        assertEquals(before, top("#concurrentUsersField"), 0.5);
        interact(() -> model.hoursPerDay.set("24"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(box.isVisible());
        assertEquals(before, top("#concurrentUsersField"), 0.5);
    }
}
