package com.gpurental.ui.model;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Undo and redo over whole-plan snapshots. The owner calls {@link #changed()} after every change to
 * the plan (whoever made it: a page, a budget suggestion, another colleague's page); the history
 * takes a snapshot and keeps the one before it. Consecutive changes that {@code merge} says belong
 * together (typing into one field) make one step. Restoring a snapshot does not record itself.
 *
 * @param <S> an immutable snapshot of the plan with a value {@code equals}
 */
public final class History<S> {

    /** How many steps back are kept. */
    public static final int LIMIT = 200;

    private final Supplier<S> capture;
    private final Consumer<S> restore;
    private final BiPredicate<S, S> merge;
    private final Deque<S> undo = new ArrayDeque<>();
    private final Deque<S> redo = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(false);
    private S current;
    /** The snapshot the last step started from, while that step may still grow (typing); null otherwise. */
    private S open;
    private boolean restoring;

    /**
     * @param merge whether a change from the first to the second snapshot continues the step that led to
     *              the first (e.g. both differ from the step's start only in the same text field)
     */
    public History(Supplier<S> capture, Consumer<S> restore, BiPredicate<S, S> merge) {
        this.capture = capture;
        this.restore = restore;
        this.merge = merge;
        this.current = capture.get();
    }

    /** Records the plan as it is now (no-op while undoing or when nothing changed). */
    public void changed() {
        if (restoring) {
            return;
        }
        S now = capture.get();
        if (Objects.equals(now, current)) {
            return;
        }
        if (open != null && !undo.isEmpty() && undo.peek() == open && merge.test(open, now) && merge.test(current, now)) {
            // Still the same step (e.g. the next character in the same field): keep its start.
            current = now;
            redo.clear();
            update();
            return;
        }
        undo.push(current);
        while (undo.size() > LIMIT) {
            undo.removeLast();
        }
        open = current;
        current = now;
        redo.clear();
        update();
    }

    /** Ends the current step: the next change starts a new one even in the same field. */
    public void seal() {
        open = null;
    }

    public boolean undo() {
        if (undo.isEmpty()) {
            return false;
        }
        redo.push(current);
        apply(undo.pop());
        return true;
    }

    public boolean redo() {
        if (redo.isEmpty()) {
            return false;
        }
        undo.push(current);
        apply(redo.pop());
        return true;
    }

    /** Forgets every step (a new or opened plan starts a fresh history). */
    public void reset() {
        undo.clear();
        redo.clear();
        open = null;
        current = capture.get();
        update();
    }

    private void apply(S state) {
        open = null;
        restoring = true;
        try {
            restore.accept(state);
        } finally {
            restoring = false;
        }
        current = capture.get();
        update();
    }

    private void update() {
        canUndo.set(!undo.isEmpty());
        canRedo.set(!redo.isEmpty());
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }
}
