package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.gpurental.ui.shell.Step;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.layout.Border;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.Test;

/**
 * Keyboard focus is clearly visible: a focused card looks different from the same card
 * unfocused, also when it is the selected card (before, a selected card showed no focus at all), and a
 * focused table is framed.
 */
class FocusVisibleTest extends WizardRobotTest {

    private Border border(String query) {
        interact(() -> stage.getScene().getRoot().applyCss());
        return lookup(query).queryAs(Region.class).getBorder();
    }

    private void focus(String query) {
        interact(() -> node(query).requestFocus());
    }

    private void focusElsewhere() {
        interact(() -> node("#nextButton").requestFocus());
    }

    @Test
    void theSelectedPresetCardShowsWhenItHasTheFocus() {
        // The app starts on the general LLM inference preset: that card is the selected one.
        focusElsewhere();
        Border selected = border("#preset-llm-inference");
        focus("#preset-llm-inference");
        assertNotEquals(selected, border("#preset-llm-inference"));
    }

    @Test
    void anUnselectedCardWithTheFocusDoesNotLookLikeTheSelectedCard() {
        focusElsewhere();
        Border selected = border("#preset-llm-inference");
        focus("#preset-chat-inference");
        assertNotEquals(selected, border("#preset-chat-inference"));
    }

    @Test
    void theChosenSideShowsWhenItHasTheFocus() {
        focusElsewhere();
        Border chosen = border("#inferenceChoice");
        focus("#inferenceChoice");
        assertNotEquals(chosen, border("#inferenceChoice"));
    }

    @Test
    void aFocusedTableIsFramed() {
        interact(() -> wizard.shell().goTo(Step.MEMORY));
        focusElsewhere();
        Border plain = border("#gpuTable");
        focus("#gpuTable");
        Node table = node("#gpuTable");
        assertNotEquals(plain, border("#gpuTable"), () -> "focused: " + table.isFocused() + " " + ((TableView<?>) table)
                .getStyleClass());
    }
}
