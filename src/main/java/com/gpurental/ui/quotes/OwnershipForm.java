package com.gpurental.ui.quotes;

import com.gpurental.purchase.OwnershipFields;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Forms;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** Lays out the rent-or-buy fields of the Quotes page: two per line, each with its message under it. */
final class OwnershipForm {

    /** Example values (the check), shown as prompts. */
    private static final Map<String, String> PROMPTS = Map.of("serverPriceCny", "1200000",
            "serverCards", "8", "powerKw", "6.5", "pue", "1.3", "electricityCnyPerKwh", "0.80",
            "hostingCnyPerMonth", "3000", "opsCnyPerYear", "60000", "depreciationYears", "3", "residualPercent", "10");

    /** A message wraps at this width instead of widening its column. */
    private static final double ERROR_WIDTH = 260;

    private OwnershipForm() {
    }

    static void build(GridPane grid, OwnershipEditor editor, Messages m, ViewScope scope) {
        grid.getChildren().clear();
        int i = 0;
        for (String name : OwnershipFields.FIELDS) {
            Label label = new Label(m.get(OwnershipEditor.labelKey(name)));
            label.setWrapText(true);
            Label error = new Label();
            error.setId("owner-" + name + "-error");
            error.getStyleClass().add("field-error");
            error.setWrapText(true);
            error.setMaxWidth(ERROR_WIDTH);
            StringBinding text = Bindings.createStringBinding(() -> editor.error(name, m), editor.problemsProperty());
            BooleanBinding invalid = text.isNotEmpty();
            // The GPU is chosen from the catalog by name; the other fields are typed.
            javafx.scene.layout.HBox choice = "gpu".equals(name) ? OwnershipGpuChoice.build(editor, m, scope) : null;
            javafx.scene.control.Control control = choice == null ? textField(name, m)
                    : (javafx.scene.control.Control) choice.getChildren().get(0);
            if (control instanceof TextField typed) {
                Forms.field(typed, editor.field(name), text, invalid, error);
            } else {
                Forms.message(control, text, invalid, error);
            }
            label.setLabelFor(control);
            javafx.scene.Node field = choice == null ? control : choice;
            VBox cell = new VBox(2, field, error);
            int row = i / 2;
            int col = (i % 2) * 2;
            grid.add(label, col, row);
            grid.add(cell, col + 1, row);
            i++;
        }
    }

    private static TextField textField(String name, Messages m) {
        TextField typed = new TextField();
        typed.setId("owner-" + name);
        typed.setPromptText(m.format("field.example", PROMPTS.get(name))); // "例如 1200000", in the user's language
        typed.setPrefColumnCount(9);
        typed.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return typed;
    }
}
