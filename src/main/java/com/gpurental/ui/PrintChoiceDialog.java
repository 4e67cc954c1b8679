package com.gpurental.ui;

import com.gpurental.text.Messages;
import java.util.Optional;
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

    private PrintChoiceDialog() {
    }

    /** Asks, and sets the chosen printer and copies on the job; false when the user cancels. */
    static boolean choose(PrinterJob job, Messages m, Window owner) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(m.get("print.dialog.title"));
        dialog.setHeaderText(null);
        ChoiceBox<Printer> printers = new ChoiceBox<>(FXCollections.observableArrayList(Printer.getAllPrinters()));
        printers.setId("printChoice");
        printers.setConverter(new StringConverter<>() {
            @Override
            public String toString(Printer p) {
                return p == null ? "" : p.getName();
            }

            @Override
            public Printer fromString(String s) {
                return null;
            }
        });
        Printer current = job.getPrinter();
        printers.getSelectionModel().select(current != null ? current : Printer.getDefaultPrinter());
        if (printers.getSelectionModel().isEmpty() && !printers.getItems().isEmpty()) {
            printers.getSelectionModel().selectFirst();
        }
        Spinner<Integer> copies = new Spinner<>(1, MAX_COPIES, Math.max(1, job.getJobSettings().getCopies()));
        copies.setId("printCopies");
        copies.setEditable(true);
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(10);
        Label printerLabel = new Label(m.get("print.dialog.printer"));
        printerLabel.setLabelFor(printers);
        Label copiesLabel = new Label(m.get("print.dialog.copies"));
        copiesLabel.setLabelFor(copies);
        grid.addRow(0, printerLabel, printers);
        grid.addRow(1, copiesLabel, copies);
        dialog.getDialogPane().setContent(grid);
        ButtonType print = new ButtonType(m.get("print.dialog.print"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(m.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(print, cancel);
        dialog.getDialogPane().lookupButton(print).disableProperty().bind(printers.valueProperty().isNull());
        Optional<ButtonType> answer = dialog.showAndWait();
        if (answer.isEmpty() || answer.get() != print || printers.getValue() == null) {
            return false;
        }
        job.setPrinter(printers.getValue());
        job.getJobSettings().setCopies(copies.getValue());
        return true;
    }
}
