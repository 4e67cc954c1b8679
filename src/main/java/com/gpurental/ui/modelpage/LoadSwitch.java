package com.gpurental.ui.modelpage;

import com.gpurental.limits.PlanFields;
import com.gpurental.ui.model.WorkloadModel;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Typing the people replaces the requests in flight (the engine lets a typed {@code concurrentUsers} win over them), so
 * the wizard empties that field; it used to do so silently and the scenario's "10" was lost (issue 33, M3). Now the value
 * it emptied is kept and said ("已清空……原为 10"), and emptying the people again puts it back. A plan being loaded or a
 * preset being applied is not the user typing: changes inside the model's batch are left alone.
 */
final class LoadSwitch {

    private final WorkloadModel model;
    private final ReadOnlyStringWrapper cleared = new ReadOnlyStringWrapper(this, "cleared", "");
    private boolean switching;
    /** Whether the value emptied was the preset's as filled in (put back, it is the preset's again: not written). */
    private boolean clearedFromPreset;

    LoadSwitch(WorkloadModel model) {
        this.model = model;
        model.people.addListener((o, was, now) -> peopleChanged(blank(was), blank(now)));
        model.concurrentUsers.addListener((o, was, now) -> {
            if (!switching) {
                cleared.set(""); // the user typed (or a plan set) the requests in flight: nothing to put back
            }
        });
    }

    /** The requests in flight the wizard emptied when the people were typed; "" when none is held. */
    ReadOnlyStringProperty clearedProperty() {
        return cleared.getReadOnlyProperty();
    }

    private void peopleChanged(boolean wasBlank, boolean nowBlank) {
        if (model.inBatch()) {
            return;
        }
        if (wasBlank && !nowBlank && !blank(model.concurrentUsers.get())) {
            String typed = model.concurrentUsers.get().strip();
            clearedFromPreset = model.fromPreset.contains(WorkloadModel.F_USERS);
            set("", false);
            cleared.set(typed);
        } else if (!wasBlank && nowBlank && !cleared.get().isEmpty() && blank(model.concurrentUsers.get())) {
            String back = cleared.get();
            set(back, clearedFromPreset);
            cleared.set("");
        }
    }

    private void set(String value, boolean preset) {
        switching = true;
        try {
            if (preset) {
                model.fillFromPreset(PlanFields.USERS, value);
            } else {
                model.concurrentUsers.set(value);
            }
        } finally {
            switching = false;
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
