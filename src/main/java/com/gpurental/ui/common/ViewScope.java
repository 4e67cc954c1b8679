package com.gpurental.ui.common;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The listeners one build of the views puts on the long-lived view models. The views are rebuilt
 * when the language changes; disposing the old scope detaches the old views, so they stop
 * updating (and are not kept alive) while the view models live on.
 */
public final class ViewScope {

    private final List<Runnable> removals = new ArrayList<>();

    public <T> void listen(ObservableValue<T> value, ChangeListener<? super T> listener) {
        value.addListener(listener);
        removals.add(() -> value.removeListener(listener));
    }

    public <T> void listen(ObservableList<T> list, ListChangeListener<? super T> listener) {
        list.addListener(listener);
        removals.add(() -> list.removeListener(listener));
    }

    /** Detaches every listener of this scope. */
    public void dispose() {
        removals.forEach(Runnable::run);
        removals.clear();
    }

    public int size() {
        return removals.size();
    }
}
