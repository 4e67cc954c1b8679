package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/** A language switch rebuilds the views; the old ones must stop listening to the view models. */
class ViewRebuildRobotTest extends WizardRobotTest {

    @Test
    void rebuildingTheViewsLeavesNoOldListenersBehind() {
        ViewScope first = wizard.viewScope();
        int before = first.size();
        assertTrue(before > 0, "the shell and the first page listen to their view models");
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.ZH)));
        assertEquals(0, first.size(), "the first build's listeners are gone");
        ViewScope second = wizard.viewScope();
        assertTrue(second != first && second.size() > 0, "the new views listen");
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.EN)));
        assertEquals(0, second.size(), "every switch detaches the views it replaces");
        assertEquals("Next", rendered(button("#nextButton")));
    }
}
