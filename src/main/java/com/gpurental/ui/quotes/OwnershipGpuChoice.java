package com.gpurental.ui.quotes;

import com.gpurental.catalog.Gpu;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import javafx.beans.property.StringProperty;
import javafx.scene.control.Button;
import javafx.scene.layout.HBox;
import javafx.util.StringConverter;
import org.controlsfx.control.SearchableComboBox;

/**
 * The owned server's GPU as a choice of the catalog's GPUs by name ("NVIDIA H20 96GB"), searched by typing, while the
 * editor's field and the plan file keep the catalog id ("h20"). An id the catalog does not know (an old or hand-edited
 * plan) selects nothing and its message says why; Clear empties the field, as erasing a text field does.
 */
final class OwnershipGpuChoice {

    private OwnershipGpuChoice() {
    }

    static HBox build(OwnershipEditor editor, Messages m, ViewScope scope) {
        StringProperty id = editor.field("gpu");
        SearchableComboBox<Gpu> box = new SearchableComboBox<>();
        box.setId("owner-gpu");
        box.getItems().setAll(editor.gpus());
        box.setPromptText(m.get("quotes.ownerGpuPrompt"));
        box.setPrefWidth(240);
        box.setMinWidth(120); // at large text sizes the choice narrows, the Clear button keeps its word
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(Gpu g) {
                return g == null ? "" : g.displayName().in(m.locale());
            }

            @Override
            public Gpu fromString(String s) {
                return editor.gpus().stream().filter(g -> g.displayName().in(m.locale()).equals(s)).findFirst().orElse(null);
            }
        });
        show(box, editor);
        scope.listen(id, (o, was, now) -> show(box, editor));
        box.valueProperty().addListener((o, was, now) -> {
            if (now != null && !now.id().equals(id.get() == null ? "" : id.get().strip())) {
                id.set(now.id());
            }
        });
        Button clear = new Button(m.get("quotes.ownerGpuClear"));
        clear.setId("owner-gpu-clear");
        clear.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        clear.disableProperty().bind(id.isEmpty());
        clear.setOnAction(e -> id.set(""));
        HBox row = new HBox(6, box, clear);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return row;
    }

    private static void show(SearchableComboBox<Gpu> box, OwnershipEditor editor) {
        Gpu g = editor.gpu().orElse(null);
        if (box.getValue() != g) {
            box.setValue(g);
        }
    }
}
