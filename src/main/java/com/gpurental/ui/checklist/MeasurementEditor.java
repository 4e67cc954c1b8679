package com.gpurental.ui.checklist;

import com.gpurental.text.Messages;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;

/**
 * The small editor of typed measurements (issue 34): a published benchmark or the vendor's own figure, with its source
 * and date — the GPU's catalog id, the cards, the requests in flight, the speed per user; checked by the plan's own
 * rules (plan.MeasurementInput), a wrong value said under the fields in the user's language.
 */
final class MeasurementEditor {

    /** The fields typed here, by their plan-file names, with an example as the prompt. */
    private static final List<String[]> FIELDS = List.of(new String[] {"gpu", "measure.field.gpu", "h20", "210"},
            new String[] {"cards", "measure.field.cards", "8", "120"},
            new String[] {"concurrency", "measure.field.concurrency", "32", "200"},
            new String[] {"decodeTokensPerSecondPerUser", "measure.field.decode", "24.5", "280"},
            new String[] {"source", "measure.field.source", "vLLM bench serve", "240"},
            new String[] {"date", "measure.field.date", "2026-12-05", "190"});

    private MeasurementEditor() {
    }

    static void build(FlowPane pane, Label error, ChecklistPageViewModel vm, Messages m) {
        Map<String, TextField> fields = new LinkedHashMap<>();
        for (String[] f : FIELDS) {
            TextField t = new TextField();
            t.setId("measure-" + f[0]);
            t.setPromptText(m.format("checklist.measure.prompt", m.get(f[1]), f[2])); // what it is, and an example
            t.setPrefWidth(Double.parseDouble(f[3]));
            t.setAccessibleText(m.get(f[1]));
            javafx.scene.control.Tooltip.install(t, new javafx.scene.control.Tooltip(m.get(f[1])));
            fields.put(f[0], t);
            pane.getChildren().add(t);
        }
        Button add = new Button(m.get("checklist.measure.add"));
        add.setId("measure-add");
        add.setOnAction(e -> {
            Map<String, String> typed = new LinkedHashMap<>();
            fields.forEach((k, t) -> typed.put(k, t.getText()));
            String problem = vm.addMeasurement(typed);
            error.setText(problem);
            if (problem.isEmpty()) {
                fields.values().forEach(TextField::clear);
            }
        });
        Button remove = new Button(m.get("checklist.measure.remove"));
        remove.setId("measure-remove");
        remove.setOnAction(e -> vm.removeLastMeasurement());
        pane.getChildren().addAll(add, remove);
    }
}
