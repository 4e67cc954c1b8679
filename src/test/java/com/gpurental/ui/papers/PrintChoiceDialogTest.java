package com.gpurental.ui.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.UiFixture;
import java.util.List;
import java.util.function.Function;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.ApplicationTest;

/**
 * The app's own print dialog (Linux): labelled in the user's language, the preselected printer first, copies held to
 * 1–99 and not typed, Print refused without a printer, Cancel gives no choice.
 */
class PrintChoiceDialogTest extends ApplicationTest {

    @Override
    public void start(Stage stage) {
    }

    private static ButtonType button(Dialog<?> d, ButtonBar.ButtonData data) {
        return d.getDialogPane().getButtonTypes().stream().filter(b -> b.getButtonData() == data).findFirst().orElseThrow();
    }

    @Test
    void chineseLabelsAndTheChoiceComesBackOnPrint() throws Exception {
        Dialog<PrintChoiceDialog.Choice<String>>[] d = new Dialog[1];
        interact(() -> d[0] = PrintChoiceDialog.dialog(List.of("办公室打印机", "PDF"), "PDF", Function.identity(), 0, UiFixture.ZH));
        GridPane grid = (GridPane) d[0].getDialogPane().getContent();
        assertEquals("打印", d[0].getTitle());
        assertEquals("打印机", ((Label) grid.getChildren().get(0)).getText());
        assertEquals("份数", ((Label) grid.getChildren().get(2)).getText());
        assertEquals("打印", button(d[0], ButtonBar.ButtonData.OK_DONE).getText());
        assertEquals("取消", button(d[0], ButtonBar.ButtonData.CANCEL_CLOSE).getText());
        @SuppressWarnings("unchecked")
        ChoiceBox<String> printers = (ChoiceBox<String>) grid.getChildren().get(1);
        assertEquals("PDF", printers.getValue(), "the system's default is preselected");
        @SuppressWarnings("unchecked")
        Spinner<Integer> copies = (Spinner<Integer>) grid.getChildren().get(3);
        assertEquals(1, copies.getValue(), "a job's 0 copies becomes 1");
        assertFalse(copies.isEditable(), "copies are stepped, never typed");
        interact(() -> copies.increment(200));
        assertEquals(PrintChoiceDialog.MAX_COPIES, copies.getValue());

        assertEquals(new PrintChoiceDialog.Choice<>("PDF", 99),
                d[0].getResultConverter().call(button(d[0], ButtonBar.ButtonData.OK_DONE)));
        assertNull(d[0].getResultConverter().call(button(d[0], ButtonBar.ButtonData.CANCEL_CLOSE)));
    }

    @Test
    void withoutAPrinterPrintIsDisabledInEnglishToo() {
        Dialog<PrintChoiceDialog.Choice<String>>[] d = new Dialog[1];
        interact(() -> d[0] = PrintChoiceDialog.dialog(List.of(), null, Function.identity(), 1, UiFixture.EN));
        assertEquals("Print", d[0].getTitle());
        assertTrue(d[0].getDialogPane().lookupButton(button(d[0], ButtonBar.ButtonData.OK_DONE)).isDisabled());
        assertNull(d[0].getResultConverter().call(button(d[0], ButtonBar.ButtonData.OK_DONE)));
    }
}
