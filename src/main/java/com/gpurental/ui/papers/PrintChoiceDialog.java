package com.gpurental.ui.papers;

import com.gpurental.text.Messages;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.collections.FXCollections;
import javafx.print.Printer;
import javafx.print.PrinterJob;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * The print dialog the app shows where the platform has no native one JavaFX can use (Linux, see {@link FxPrinter}):
 * the printer (the system's default first) and the number of copies, in the user's language.
 */
final class PrintChoiceDialog {

    /** Copies one job may ask for. */
    static final int MAX_COPIES = 99;

    /** What the user chose: a printer and 1 to {@link #MAX_COPIES} copies. */
    record Choice<T>(T printer, int copies) {
    }

    private PrintChoiceDialog() {
    }

    /** Asks, and sets the chosen printer and copies on the job; false when the user cancels. */
    static boolean choose(PrinterJob job, Messages m, Window owner) {
        Printer current = job.getPrinter() != null ? job.getPrinter() : Printer.getDefaultPrinter();
        Dialog<Choice<Printer>> dialog = dialog(List.copyOf(Printer.getAllPrinters()), current, Printer::getName,
                job.getJobSettings().getCopies(), m);
        dialog.initOwner(owner);
        Optional<Choice<Printer>> choice = dialog.showAndWait();
        if (choice.isEmpty()) {
            return false;
        }
        job.setPrinter(choice.get().printer());
        job.getJobSettings().setCopies(choice.get().copies());
        return true;
    }

    /** The dialog over any printer type (the tests use names): its result is the choice, or null when cancelled. */
    static <T> Dialog<Choice<T>> dialog(List<T> printers, T preselected, Function<T, String> name, int copies, Messages m) {
        Dialog<Choice<T>> dialog = new Dialog<>();
        dialog.setTitle(m.get("print.dialog.title"));
        dialog.setHeaderText(null);
        ChoiceBox<T> printerBox = new ChoiceBox<>(FXCollections.observableArrayList(printers));
        printerBox.setId("printChoice");
        printerBox.setConverter(new StringConverter<>() {
            @Override
            public String toString(T p) {
                return p == null ? "" : name.apply(p);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        });
        if (preselected != null && printers.contains(preselected)) {
            printerBox.setValue(preselected);
        } else if (!printers.isEmpty()) {
            printerBox.setValue(printers.get(0));
        }
        Spinner<Integer> copiesBox = new Spinner<>(1, MAX_COPIES, Math.min(MAX_COPIES, Math.max(1, copies)));
        copiesBox.setId("printCopies");
        // Not typed: the arrows (and the Up/Down keys) only give 1 to 99, so no bad value can reach the job.
        copiesBox.setEditable(false);
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(10);
        Label printerLabel = new Label(m.get("print.dialog.printer"));
        printerLabel.setLabelFor(printerBox);
        Label copiesLabel = new Label(m.get("print.dialog.copies"));
        copiesLabel.setLabelFor(copiesBox);
        grid.addRow(0, printerLabel, printerBox);
        grid.addRow(1, copiesLabel, copiesBox);
        dialog.getDialogPane().setContent(grid);
        ButtonType print = new ButtonType(m.get("print.dialog.print"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(m.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(print, cancel);
        dialog.getDialogPane().lookupButton(print).disableProperty().bind(printerBox.valueProperty().isNull());
        dialog.setResultConverter(button -> button == print && printerBox.getValue() != null
                ? new Choice<>(printerBox.getValue(), copiesBox.getValue()) : null);
        return dialog;
    }
}
