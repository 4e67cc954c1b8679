package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.sizing.Precision;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import java.util.Optional;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

/** The Edit menu's undo and redo with their keys, and File → New and Quit, on the real window. */
class EditAndFileMenuTest extends WizardRobotTest {

    int quits;

    @Override
    public void start(Stage stage) {
        super.start(stage);
        // As App does: Quit is handed over after the window content was first built.
        wizard.setQuit(() -> quits++);
    }

    private MenuItem item(String id) {
        MenuBar bar = lookup(".menu-bar").queryAs(MenuBar.class);
        for (Menu menu : bar.getMenus()) {
            for (MenuItem i : menu.getItems()) {
                if (id.equals(i.getId())) {
                    return i;
                }
            }
        }
        throw new AssertionError("no menu item " + id);
    }

    @Test
    void ctrlZInATextFieldUndoesThePlanChangeAndCtrlYRedoesIt() {
        alt(KeyCode.N);
        type("#concurrentUsersField", "12");
        assertEquals("12", model.concurrentUsers.get());
        push(KeyCode.CONTROL, KeyCode.Z);
        assertEquals("1", model.concurrentUsers.get(), "the whole typed value is one step");
        assertEquals("1", field("#concurrentUsersField").getText(), "the field shows the restored value");
        push(KeyCode.CONTROL, KeyCode.Y);
        assertEquals("12", model.concurrentUsers.get());
        assertEquals("12", field("#concurrentUsersField").getText());
    }

    @Test
    void theEditMenuUndoesAChoiceAndIsDisabledWhenThereIsNothingToUndo() {
        assertTrue(item("menu-undo").isDisable());
        assertTrue(item("menu-redo").isDisable());
        interact(() -> model.precision.set(Precision.INT4));
        assertFalse(item("menu-undo").isDisable());
        interact(() -> item("menu-undo").fire());
        assertEquals(Precision.FP16, model.precision.get());
        assertFalse(item("menu-redo").isDisable());
        assertEquals("Undo", item("menu-undo").getText());
    }

    @Test
    void quitWorksBeforeAnyLanguageSwitch() {
        interact(() -> item("menu-quit").fire());
        assertEquals(1, quits);
        push(KeyCode.CONTROL, KeyCode.Q);
        assertEquals(2, quits);
    }

    @Test
    void quitStillWorksAfterALanguageSwitch() {
        clickOn("#zhButton");
        assertEquals("撤销", item("menu-undo").getText());
        push(KeyCode.CONTROL, KeyCode.Q);
        assertEquals(1, quits);
    }

    @Test
    void newPlanGoesBackToTheFirstStep() {
        ((RecordingDialogs) context.dialogs()).confirmAnswer = Optional.of(false); // don't save
        interact(() -> model.parameters.set("13B"));
        clickOn("#step-results");
        assertEquals(Step.RESULTS, wizard.shell().current());
        interact(() -> item("menu-new").fire());
        assertEquals(Step.SCENARIO, wizard.shell().current());
        assertEquals("", model.title.get());
        assertFalse(wizard.history().canUndoProperty().get());
    }

    /** The menu bar's first menu (文件(F)/File) as the bar draws it: a menu button, highlighted while hovered. */
    private javafx.scene.Node fileMenuButton() {
        return lookup(".menu-bar .menu-button").nth(0).query();
    }

    /** Alt+N with Alt let go before N, as a quick hand (and xdotool) does. */
    private void altNReleasingAltFirst() {
        press(KeyCode.ALT, KeyCode.N);
        release(KeyCode.ALT);
        release(KeyCode.N);
    }

    /**
     * Alt+N moves on and leaves the menu bar alone. The Next button's mnemonic takes the N before the menu bar sees it,
     * and with Alt let go before N the bar took the release for Alt pressed by itself and highlighted 文件(F) until the
     * next key (audit 33 §7). Alt by itself still highlights it, as on Windows.
     */
    @Test
    void altNMovesOnWithoutHighlightingTheFileMenu() {
        altNReleasingAltFirst();
        assertEquals(Step.MODEL, wizard.shell().current());
        assertFalse(fileMenuButton().isHover(), "File highlighted after Alt+N");
        alt(KeyCode.N);
        assertEquals(Step.MEMORY, wizard.shell().current());
        assertFalse(fileMenuButton().isHover(), "File highlighted after the second Alt+N");
        push(KeyCode.ALT);
        assertTrue(fileMenuButton().isHover(), "Alt by itself goes to the menu bar");
        push(KeyCode.ALT);
        assertFalse(fileMenuButton().isHover(), "Alt again leaves it");
    }
}
