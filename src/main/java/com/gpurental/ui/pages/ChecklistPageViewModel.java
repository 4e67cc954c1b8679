package com.gpurental.ui.pages;

import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.plan.ChecklistState;
import com.gpurental.ui.AppContext;
import java.util.List;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.collections.ObservableList;

/**
 * The pre-purchase checklist: automatic ticks follow the wizard (with their evidence), the rest
 * are ticked by hand; every item takes a note. State lives in the shared model (saved with the plan).
 */
public final class ChecklistPageViewModel extends PageViewModel {

    private final ObservableList<String> compared;
    private final ObjectBinding<List<ChecklistItem>> items;

    public ChecklistPageViewModel(AppContext context, ObservableList<String> compared) {
        super(context, Set.of());
        this.compared = compared;
        items = Bindings.createObjectBinding(() -> Checklist.items(model.advice(), List.copyOf(compared),
                model.checklist.get()), model.adviceProperty(), model.checklist, compared);
    }

    public ObjectBinding<List<ChecklistItem>> itemsProperty() {
        return items;
    }

    /** "8 / 12". */
    public StringBinding progressText() {
        return Bindings.createStringBinding(() -> messages().format("checklist.progress",
                Checklist.done(items.get()), items.get().size()), items, context.messagesProperty());
    }

    public ObjectBinding<Double> progress() {
        return Bindings.createObjectBinding(() -> Checklist.done(items.get()) / (double) items.get().size(), items);
    }

    public void setChecked(String id, boolean checked) {
        ChecklistState s = model.checklist.get();
        if (s.entry(id).checked() != checked) {
            model.checklist.set(s.with(id, new ChecklistState.Entry(checked, s.entry(id).note())));
        }
    }

    public void setNote(String id, String note) {
        ChecklistState s = model.checklist.get();
        String n = note == null ? "" : note;
        if (!s.entry(id).note().equals(n)) {
            model.checklist.set(s.with(id, new ChecklistState.Entry(s.entry(id).checked(), n)));
        }
    }
}
