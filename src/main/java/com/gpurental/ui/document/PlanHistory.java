package com.gpurental.ui.document;

import com.gpurental.plan.ChecklistState;
import com.gpurental.ui.model.History;
import com.gpurental.ui.model.WorkloadModel;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.collections.ListChangeListener;

/**
 * Undo and redo (Ctrl+Z / Ctrl+Y, Edit menu) over the whole plan: every input of the shared model
 * (whichever page or dialog changed it — a budget suggestion's Apply included), the checklist ticks
 * and notes, and the GPUs the user pinned to the comparison. Opening or starting a plan starts a
 * fresh history.
 */
public final class PlanHistory {

    /** The plan at one moment. {@code compared} is null while the comparison follows the recommendation. */
    record PlanState(WorkloadModel.Inputs inputs, ChecklistState checklist, List<String> compared) {
    }

    private final WorkloadModel model;
    private final History<PlanState> history;

    public PlanHistory(WorkloadModel model) {
        this.model = model;
        this.history = new History<>(this::capture, this::restore,
                (a, b) -> a.checklist().equals(b.checklist()) && Objects.equals(a.compared(), b.compared())
                        && a.inputs().sameTextEdit(b.inputs()));
        model.revisionProperty().addListener((o, was, now) -> history.changed());
        model.compared.ids().addListener((ListChangeListener<String>) c -> history.changed());
        model.compared.pinned().addListener((o, was, now) -> history.changed());
    }

    private PlanState capture() {
        return new PlanState(model.inputs(), model.checklist.get(),
                model.compared.pinned().get() ? model.compared.snapshot() : null);
    }

    private void restore(PlanState state) {
        model.restore(state.inputs());
        model.checklist.set(state.checklist());
        model.compared.restore(state.compared()); // null: back to the recommendation's default
    }

    public boolean undo() {
        return history.undo();
    }

    public boolean redo() {
        return history.redo();
    }

    /** The next change starts a new step, even in the same field (e.g. after the field lost the focus). */
    public void seal() {
        history.seal();
    }

    /** After New or Open: nothing to undo into the previous plan. */
    public void reset() {
        history.reset();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return history.canUndoProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return history.canRedoProperty();
    }
}
