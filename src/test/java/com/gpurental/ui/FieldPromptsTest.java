package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.text.Messages;
import com.gpurental.ui.shell.Step;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

/**
 * Issue 33: a number field's grey prompt was a bare number ("24", "200", "4096"), read as a value already filled in, and
 * some fields had none. Every text field shown on every step, in Chinese, has a prompt, and none is a bare number: a
 * number field's reads "例如 24".
 */
class FieldPromptsTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.SCENARIO).in(Messages.ZH);
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void everyTextFieldShownHasAPromptAndNoneIsABareNumber() {
        List<String> problems = new ArrayList<>();
        int seen = 0;
        for (Step step : Step.values()) {
            interact(() -> wizard.shell().goTo(step));
            for (TextField f : lookup(".text-field").queryAllAs(TextField.class)) {
                if (!shown(f) || !f.isEditable() || f.getStyleClass().contains("search")) {
                    continue;
                }
                seen++;
                String prompt = f.getPromptText();
                if (prompt == null || prompt.isBlank() || prompt.matches("[0-9][0-9.,]*")) {
                    problems.add(step + " #" + f.getId() + ": \"" + prompt + "\"");
                }
            }
        }
        assertEquals(List.of(), problems, seen + " fields seen");
        org.junit.jupiter.api.Assertions.assertTrue(seen >= 20, seen + " fields seen");
        interact(() -> wizard.shell().goTo(Step.RENTAL));
        assertEquals("例如 24", field("#hoursPerDayField").getPromptText());
    }
}
