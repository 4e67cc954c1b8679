package com.gpurental.ui.document;

import com.gpurental.plan.ChecklistState;
import com.gpurental.ui.model.History;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.results.ResultsPageViewModel;
import java.util.List;
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
    private final ResultsPageViewModel results;
    private final History<PlanState> history;

    public PlanHistory(WorkloadModel model, ResultsPageViewModel results) {
        this.model = model;
        this.results = results;
        this.history = new History<>(this::capture, this::restore,
                (a, b) -> a.checklist().equals(b.checklist()) && java.util.Objects.equals(a.compared(), b.compared())
                        && a.inputs().sameTextEdit(b.inputs()));
        model.revisionProperty().addListener((o, was, now) -> history.changed());
        results.compared().addListener((ListChangeListener<String>) c -> history.changed());
        results.pinnedByUserProperty().addListener((o, was, now) -> history.changed());
    }

    private PlanState capture() {
        return new PlanState(model.inputs(), model.checklist.get(),
                results.pinnedByUserProperty().get() ? List.copyOf(results.compared()) : null);
    }

    private void restore(PlanState state) {
        model.restore(state.inputs());
        model.checklist.set(state.checklist());
        if (state.compared() == null) {
            results.resetComparison();
        } else {
            results.restoreComparison(state.compared());
        }
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
