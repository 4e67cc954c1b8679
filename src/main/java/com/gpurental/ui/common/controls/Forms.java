package com.gpurental.ui.common.controls;

import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.ui.common.PageViewModel;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;

/** Small binding helpers shared by the page views, so each controller stays a list of bindings. */
public final class Forms {

    private Forms() {
    }

    /**
     * Binds every text field of the field table ({@link PlanFields#table()}) a view shows, found by its fx:id: the
     * field's id and "Field" ({@code busyShareField}), its problem in the label "…Error" ({@code busyShareError})
     * (docs/architecture.md "One field table"). A new field of the table needs its two controls in the FXML, no line
     * in the view.
     */
    public static void tableFields(Map<String, Object> controls, PageViewModel page) {
        for (PlanField f : PlanFields.table()) {
            if (controls.get(f.id() + "Field") instanceof TextField t && controls.get(f.id() + "Error") instanceof Label e) {
                field(t, page.text(f), page.errorText(f.id()), page.invalid(f.id()), e);
            }
        }
    }

    /** Binds a text field both ways to its model property and shows its problem beside it. */
    public static void field(TextField field, StringProperty value, StringBinding error, BooleanBinding invalid,
            Label errorLabel) {
        field.textProperty().bindBidirectional(value);
        message(field, error, invalid, errorLabel);
    }

    /** A field's message under it, shown and the field marked red while {@code invalid} (any control: a choice too). */
    public static void message(Node field, StringBinding error, BooleanBinding invalid, Label errorLabel) {
        errorLabel.textProperty().bind(error);
        // The message wraps in the room it is given and never asks for more: its whole line as preferred width
        // widened its column of the form, and the fields beside it shrank and moved.
        errorLabel.setMinWidth(0);
        errorLabel.setPrefWidth(1);
        errorLabel.setMaxWidth(Double.MAX_VALUE);
        errorLabel.visibleProperty().bind(invalid);
        errorLabel.managedProperty().bind(invalid);
        invalid.addListener((o, was, is) -> mark(field, is));
        mark(field, invalid.get());
    }

    private static void mark(Node node, boolean invalid) {
        node.getStyleClass().remove(Styles.FIELD_INVALID);
        if (invalid) {
            node.getStyleClass().add(Styles.FIELD_INVALID);
        }
    }

    /** Keeps a toggle group and an enum property in step both ways; a toggle's value is its user data. */
    public static <E> void toggles(ToggleGroup group, ObjectProperty<E> value, Map<Toggle, E> values,
                                   ViewScope scope) {
        for (Map.Entry<Toggle, E> e : values.entrySet()) {
            e.getKey().setUserData(e.getValue());
        }
        select(group, value.get());
        scope.listen(value, (o, old, now) -> select(group, now));
        group.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                // A toggle group must keep one choice: re-select the model's value.
                select(group, value.get());
            } else {
                @SuppressWarnings("unchecked")
                E v = (E) now.getUserData();
                if (v != value.get()) {
                    value.set(v);
                }
            }
        });
    }

    private static void select(ToggleGroup group, Object value) {
        for (Toggle t : group.getToggles()) {
            if (value != null && value.equals(t.getUserData())) {
                if (group.getSelectedToggle() != t) {
                    group.selectToggle(t);
                }
                return;
            }
        }
        // No toggle stands for the value (e.g. BF16 on the FP16/INT8/INT4 quick switch): show none.
        if (group.getSelectedToggle() != null) {
            group.selectToggle(null);
        }
    }

    /** Shows and lays out a node only while {@code condition} holds. */
    public static void showWhen(Node node, javafx.beans.value.ObservableBooleanValue condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(condition);
    }

    /**
     * Shows {@code box} when {@code shown}; while {@code held} (a field is invalid, the figures held back) it hides the
     * box but keeps its room, so that the page under it does not jump up and back at each keystroke (the model page
     * moved by about 48 px whenever any field was invalid, issue 33).
     */
    public static void showKeepingRoom(javafx.scene.layout.Region box, javafx.beans.value.ObservableBooleanValue shown,
            javafx.beans.Observable heldChanges, BooleanSupplier held) {
        box.visibleProperty().bind(shown);
        javafx.beans.InvalidationListener update = o -> {
            double keep = javafx.scene.layout.Region.USE_COMPUTED_SIZE;
            if (shown.get()) {
                box.setManaged(true);
            } else if (held.getAsBoolean() && box.isManaged()) { // read at once: a binding could still hold its last value
                keep = box.getHeight();
            } else {
                box.setManaged(false);
            }
            box.setMinHeight(keep);
            box.setPrefHeight(keep);
        };
        shown.addListener(update);
        // the errors outlive the page (a language switch rebuilds it): listened to weakly, the box holds the listener
        box.getProperties().put("showKeepingRoom", update);
        heldChanges.addListener(new javafx.beans.WeakInvalidationListener(update));
        update.invalidated(null);
    }
}
