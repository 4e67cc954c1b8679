package com.gpurental.ui.model;

import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.output.RenderInput;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The plan's compared GPUs, a section of the plan document like the checklist's ticks: the GPU ids the comparison
 * shows (2–6), and whether the user chose them ({@link #pinned()}) or they follow the recommendation's default. The
 * Results page edits it; the checklist, the PDF, the papers, the saved file and undo read it from here.
 */
public final class ComparedGpus {

    private final ObservableList<String> ids = FXCollections.observableArrayList();
    private final ObservableList<String> readOnly = FXCollections.unmodifiableObservableList(ids);
    private final ReadOnlyBooleanWrapper pinned = new ReadOnlyBooleanWrapper(false);

    /** The compared GPU ids, in the comparison's order (read-only: change them through this section). */
    public ObservableList<String> ids() {
        return readOnly;
    }

    /** The ids as they are now. */
    public List<String> snapshot() {
        return List.copyOf(ids);
    }

    /** True when the user chose the GPUs; false while they follow the recommendation's default. */
    public ReadOnlyBooleanProperty pinned() {
        return pinned.getReadOnlyProperty();
    }

    /** The recommendation's default comparison, taken unless the user chose GPUs. */
    public void follow(List<String> defaultSelection) {
        if (!pinned.get() && !defaultSelection.equals(ids)) {
            ids.setAll(defaultSelection);
        }
    }

    /** Adds a GPU (even a rejected one), at most {@link ComparisonBuilder#MAX_GPUS}; false if it was not added. */
    public boolean pin(String gpuId) {
        if (gpuId == null || ids.contains(gpuId) || ids.size() >= ComparisonBuilder.MAX_GPUS) {
            return false;
        }
        // The list first, then the mark: one change of the plan for whoever watches both (undo).
        ids.add(gpuId);
        pinned.set(true);
        return true;
    }

    /** Removes a GPU, keeping at least {@link ComparisonBuilder#MIN_GPUS}; false if it was not removed. */
    public boolean unpin(String gpuId) {
        if (ids.size() <= ComparisonBuilder.MIN_GPUS) {
            return false;
        }
        boolean removed = ids.remove(gpuId);
        pinned.set(true);
        return removed;
    }

    /** Back to the recommendation's default (whoever owns the default calls {@link #follow} when this turns false). */
    public void reset() {
        pinned.set(false);
    }

    /** The comparison a saved plan or an undo step holds; fewer than two ids (or null) means the default. */
    public void restore(List<String> saved) {
        List<String> kept = RenderInput.savedComparison(saved);
        if (kept == null) {
            reset();
            return;
        }
        ids.setAll(kept);
        pinned.set(true);
    }
}
