package com.gpurental.ui.modelpage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import org.controlsfx.control.SearchableComboBox;
import org.junit.jupiter.api.Test;

/** Step 2 with the robot: the parameter count and its message, precision, the sections. */
class ModelPageViewTest extends WizardRobotTest {

    @Override
    protected Step firstStep() {
        return Step.MODEL;
    }

    @Test
    void typingAbcThenMinus5ShowsTheMessageBesideTheFieldAndDisablesNext() {
        assertFalse(button("#nextButton").isDisabled());
        assertFalse(node("#parametersError").isVisible());

        type("#parametersField", "abc");
        assertTrue(node("#parametersError").isVisible());
        assertEquals("Parameter count: \"abc\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.",
                text("#parametersError"));
        assertTrue(button("#nextButton").isDisabled());
        assertTrue(field("#parametersField").getStyleClass().contains(Styles.FIELD_INVALID));
        assertTrue(node("#step-model").getStyleClass().contains(Styles.STEP_PROBLEM));
        assertEquals("Fix the marked fields to continue.", text("#pageProblem"));

        type("#parametersField", "-5");
        assertEquals("Parameter count: \"-5\" is negative. Enter a positive count such as 7B.", text("#parametersError"));
        assertTrue(button("#nextButton").isDisabled());
        alt(KeyCode.N);
        assertEquals(Step.MODEL, wizard.shell().current(), "Alt+N must not leave the page either");

        type("#parametersField", "70B");
        assertFalse(node("#parametersError").isVisible());
        assertFalse(button("#nextButton").isDisabled());
        assertFalse(field("#parametersField").getStyleClass().contains(Styles.FIELD_INVALID));
        assertFalse(node("#step-model").getStyleClass().contains(Styles.STEP_PROBLEM));
        assertEquals("", text("#pageProblem"));
    }

    @Test
    void aMessageBesideAFieldLeavesTheFieldsWhereTheyWereAt1024() {
        // The fields shrank and moved when a message appeared: its long line widened its column of the form.
        interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        // Bounds within the form (the page may scroll to keep the field in view; the form itself must not move it).
        javafx.geometry.Bounds parameters = field("#parametersField").getBoundsInParent();
        javafx.geometry.Bounds users = field("#concurrentUsersField").localToScene(
                field("#concurrentUsersField").getLayoutBounds());
        type("#parametersField", "abc");
        assertTrue(node("#parametersError").isVisible());
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(parameters, field("#parametersField").getBoundsInParent(),
                "the field keeps its place and width");
        javafx.geometry.Bounds usersNow = field("#concurrentUsersField").localToScene(
                field("#concurrentUsersField").getLayoutBounds());
        assertEquals(users.getMinX(), usersNow.getMinX(), 0.01);
        assertEquals(users.getWidth(), usersNow.getWidth(), 0.01, "the other fields keep their width");
        javafx.scene.control.Label error = lookup("#parametersError").queryAs(javafx.scene.control.Label.class);
        assertTrue(error.getWidth() >= 200, "the message has its column: " + error.getWidth());
        assertTrue(error.getHeight() <= 3 * error.getFont().getSize() * 1.6, "it wraps in a few lines: " + error.getHeight());
    }

    @Test
    void typingACountClearsTheKnownModelAndChoosingOneFillsTheCount() {
        SearchableComboBox<ModelPreset> choice = lookup("#modelChoice").query();
        // the box shows the label; the converter's text is what the search looks in (search names, id, "73B")
        assertEquals("Qwen2.5-72B · 72.7B parameters", choice.getButtonCell().getText());
        assertTrue(choice.getConverter().toString(choice.getValue()).startsWith("Qwen2.5-72B · 72.7B parameters"));
        type("#parametersField", "70B");
        assertEquals(null, choice.getValue());
        ModelPreset llama13 = choice.getItems().stream().filter(m -> m.id().equals("llama-2-13b")).findFirst().orElseThrow();
        interact(() -> choice.setValue(llama13));
        assertEquals("13.02B", field("#parametersField").getText()); // catalog.json llama-2-13b
        assertEquals("llama-2-13b", model.modelId.get());
    }

    @Test
    void precisionButtonsChangeThePrecisionAndItsExplanation() {
        assertTrue(lookup("#fp16").queryAs(RadioButton.class).isSelected());
        clickOn("#int8");
        assertEquals(Precision.INT8, model.precision.get());
        // Qwen2.5-72B: 72.7 B at 1 byte per parameter, its 2.49 B embedding and head parameters (152,064 × 8,192 × 2)
        // kept at 16 bits = 75.2 GB.
        assertEquals("8-bit integers (INT8): 1 byte per parameter. Half the memory of FP16 with a small quality loss. "
                + "The weights alone take 75.2 GB.", text("#precisionText"));
    }

    @Test
    void inferenceShowsTheServiceFieldsAndHidesTrainingAndVision() {
        assertTrue(node("#inferenceSection").isVisible());
        assertFalse(node("#trainingSection").isVisible());
        assertFalse(node("#visionSection").isVisible());
        assertEquals("1", field("#concurrentUsersField").getText());
        assertEquals("4096", field("#contextTokensField").getText());
    }

    @Test
    void trainingShowsMethodDataAndTargetDuration() {
        interact(() -> model.applyPreset("small-training"));
        assertTrue(node("#trainingSection").isVisible());
        assertFalse(node("#inferenceSection").isVisible());
        assertTrue(lookup("#methodLora").queryAs(RadioButton.class).isSelected());
        assertEquals("0.1B", field("#tokensField").getText());
        // no target until the buyer sets one, as in a plan file (the field's prompt says 留空表示不限)
        assertEquals("", field("#targetDaysField").getText());
        clickOn("#methodQlora");
        assertEquals(TrainingMethod.QLORA, model.method.get());
    }

    @Test
    void badUsersShowTheirOwnMessageNotTheParameterOne() {
        type("#concurrentUsersField", "1.5");
        assertEquals("Concurrent users must be a whole number, not 1.5 (e.g. 100).", text("#concurrentUsersError"));
        assertTrue(node("#concurrentUsersError").isVisible());
        assertFalse(node("#parametersError").isVisible());
        assertTrue(button("#nextButton").isDisabled());
    }

    @Test
    void architectureDetailsAreInACollapsedAdvancedSection() {
        TitledPane advanced = lookup("#advancedPane").queryAs(TitledPane.class);
        assertFalse(advanced.isExpanded());
        clickVisible("#advancedPane .title");
        assertTrue(advanced.isExpanded());
        assertTrue(text("#architectureText").startsWith("Architecture used: 80 layers"), text("#architectureText"));
        type("#kvHeadsField", "16");
        type("#attentionHeadsField", "8");
        assertEquals("KV heads (16) cannot exceed attention heads (8).", text("#kvHeadsError"));
        assertTrue(button("#nextButton").isDisabled());
    }

    @Test
    void thePeopleFieldsSayWhatABlankMeansAndTypingThePeopleSaysWhatItEmptied() {
        // Issue 33 (M3): the grey "6" and "30" read as values; a blank busy share is 100 % to the engine
        // (Assumptions.LOAD_DEFAULT_BUSY_SHARE) and requests per hour has no default.
        assertEquals("e.g. 30 for 30 %; blank: 100 %", field("#busyShareField").getPromptText());
        assertEquals("required, e.g. 6", field("#requestsPerHourField").getPromptText());
        interact(() -> model.applyPreset("deepseek-private"));
        assertEquals("10", field("#concurrentUsersField").getText());
        assertFalse(node("#loadSwitchText").isVisible());
        type("#peopleField", "200");
        assertEquals("", field("#concurrentUsersField").getText());
        assertTrue(node("#loadSwitchText").isVisible());
        assertEquals("Now worked out from the people: the 10 here was emptied. Empty the people to get 10 back.",
                text("#loadSwitchText"));
        type("#peopleField", "");
        assertEquals("10", field("#concurrentUsersField").getText());
        assertFalse(node("#loadSwitchText").isVisible());
    }
}
