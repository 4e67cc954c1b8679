package com.gpurental.ui.modelpage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Plan;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import org.junit.jupiter.api.Test;

/**
 * Step 2 asks for a batch job in the buyer's words (issue 31 item 4): items, tokens in and out per item, a deadline,
 * each with its message and valid range (InputLimits.BATCH_*), one undo step to switch it on.
 */
class BatchJobRobotTest extends WizardRobotTest {

    @Override
    protected Step firstStep() {
        return Step.MODEL;
    }

    @Test
    void tickingTheBatchJobShowsItsFieldsInPlaceOfTheUsersAndABadValueSaysTheRange() {
        assertFalse(node("#batchGrid").isVisible());
        assertTrue(node("#serviceGrid").isVisible());

        clickVisible("#batchBox");

        assertTrue(node("#batchGrid").isVisible());
        assertFalse(node("#serviceGrid").isVisible());
        assertEquals("Batch job", text("#inferenceTitle"));
        // the preset's 1 request in flight would win over the items (LoadResolver), its 30 days over the deadline
        assertEquals("", model.concurrentUsers.get());
        assertEquals("", model.durationDays.get());
        assertEquals("e.g. 2000000", field("#batchItemsField").getPromptText());

        type("#batchItemsField", "0");
        // InputLimits.BATCH_ITEMS: a whole number from 1 to 1,000,000,000, e.g. 10000000
        assertTrue(node("#batchItemsError").isVisible());
        assertEquals("Items in the batch: 0 is outside the valid range 1 to 1,000,000,000 (e.g. 10000000).",
                text("#batchItemsError"));
        assertTrue(button("#nextButton").isDisabled());

        type("#batchItemsField", "2000000");
        type("#batchInputTokensField", "2000");
        type("#batchOutputTokensField", "200");
        type("#batchDeadlineDaysField", "10");
        assertFalse(node("#batchItemsError").isVisible());
        assertFalse(button("#nextButton").isDisabled());
        assertEquals(new Plan.Batch(2_000_000, 2000, 200, 10.0), model.snapshot().plan().inference().batch());
        assertEquals(10.0, model.advice().term().taskDays(), 0.0, "rented for the deadline");
        // the engine's arithmetic of the load, beside the fields it comes from
        assertEquals("2,000,000 items in 10 days → 200,000 items a day to finish (about 8,333 an hour), each 2,000 tokens"
                + " in and 200 out.", text("#batchLoadText"));
    }

    @Test
    void undoTurnsTheBatchJobOffAndPutsTheUsersAndTheTermBack() {
        clickVisible("#batchBox");
        assertTrue(model.batchJob.get());

        interact(() -> wizard.history().undo());

        assertFalse(model.batchJob.get());
        assertFalse(lookup("#batchBox").queryAs(javafx.scene.control.CheckBox.class).isSelected());
        assertTrue(node("#serviceGrid").isVisible());
        assertEquals("1", model.concurrentUsers.get());
        assertEquals("30", model.durationDays.get());
    }
}
