package com.gpurental.ui.common.controls;

import com.gpurental.ui.common.ViewScope;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ObservableIntegerValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;

/**
 * A form's field column grows with the text size. The forms ({@code GridPane.form}: label, field, hint) size their
 * columns in pixels, which the text size does not reach; the labels and hints wrap, but a field's text does not, so
 * at 150 % the known model's name and a prompt such as "0% (default: a fixed-term service)" were cut. The field
 * column is now as wide in characters at every size: at {@code p} % its preferred width is {@code p}/100 of the
 * form's own, and above 100 % it never shrinks below that (the label and hint columns give way instead, down to
 * their own minimum widths). At 100 % the form is exactly as written.
 */
public final class FormColumns {

    /** The column of the fields in a form: label, field, hint. */
    static final int FIELD_COLUMN = 1;

    private FormColumns() {
    }

    /** Keeps the field column of every form on {@code page} at {@code percent} of its width (until the scope ends). */
    public static void install(Parent page, ObservableIntegerValue percent, ViewScope scope) {
        for (GridPane form : forms(page)) {
            if (form.getColumnConstraints().size() <= FIELD_COLUMN) {
                continue;
            }
            ColumnConstraints field = form.getColumnConstraints().get(FIELD_COLUMN);
            double min = field.getMinWidth();
            double pref = field.getPrefWidth();
            if (pref <= 0) {
                continue; // a column sized by its content grows with it
            }
            Runnable apply = () -> {
                double scale = percent.get() / 100.0;
                field.setPrefWidth(pref * scale);
                field.setMinWidth(scale > 1 ? pref * scale : min);
            };
            apply.run();
            scope.listen(percent, (o, was, now) -> apply.run());
        }
    }

    /** The forms in {@code node}, into scroll panes' content (which is no child before their skin is made). */
    static List<GridPane> forms(Node node) {
        List<GridPane> out = new ArrayList<>();
        collect(node, out);
        return out;
    }

    private static void collect(Node node, List<GridPane> out) {
        if (node instanceof GridPane g && g.getStyleClass().contains("form")) {
            out.add(g);
        }
        if (node instanceof ScrollPane sp && sp.getContent() != null) {
            collect(sp.getContent(), out);
        } else if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
