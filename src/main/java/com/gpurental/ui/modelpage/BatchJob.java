package com.gpurental.ui.modelpage;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ScenarioDefaults;
import com.gpurental.limits.PlanFields;
import com.gpurental.ui.model.WorkloadModel;
import java.math.BigDecimal;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.StringProperty;

/**
 * Step 2's switch between a service people use (its users) and a batch job (items, tokens in and out per item, a
 * deadline; issue 31 item 4). Turning it on empties the requests in flight, which the engine lets win over a batch job,
 * and the term, so that the job is rented for its deadline (docs/domain.md §9.4); turning it off empties the batch
 * fields and puts the scenario's requests in flight and term back where they are blank. Each turn is one change of
 * the model (one engine run, one undo step).
 */
public final class BatchJob {

    /** The batch fields' ids, for the page's messages. */
    public static final String ITEMS = PlanFields.BATCH_ITEMS.id();
    public static final String INPUT = PlanFields.BATCH_INPUT.id();
    public static final String OUTPUT = PlanFields.BATCH_OUTPUT.id();
    public static final String DEADLINE = PlanFields.BATCH_DEADLINE.id();

    private final WorkloadModel model;
    private final Catalog catalog;

    BatchJob(WorkloadModel model, Catalog catalog) {
        this.model = model;
        this.catalog = catalog;
    }

    /** Whether the page asks for a batch job (a plan with a batch section opens with it on; undo puts it back). */
    public ReadOnlyBooleanProperty onProperty() {
        return model.batchJob;
    }

    /** Turns the batch job on or off (one change of the model). */
    public void set(boolean on) {
        if (on == model.batchJob.get()) {
            return;
        }
        model.runBatch(() -> {
            model.batchJob.set(on);
            if (on) {
                model.concurrentUsers.set("");
                model.durationDays.set("");
                return;
            }
            for (StringProperty p : new StringProperty[] {model.batchItems, model.batchInputTokens,
                model.batchOutputTokens, model.batchDeadlineDays}) {
                p.set("");
            }
            ScenarioDefaults d = catalog.scenario(model.presetId.get()).map(p -> p.defaults()).orElse(null);
            if (d == null) {
                return;
            }
            if (blank(model.concurrentUsers.get()) && blank(model.people.get()) && d.concurrentUsers() != null) {
                model.fillFromPreset(PlanFields.USERS, String.valueOf(d.concurrentUsers()));
            }
            if (blank(model.durationDays.get())) {
                model.fillFromPreset(PlanFields.DURATION,
                        BigDecimal.valueOf(d.durationDays()).stripTrailingZeros().toPlainString());
            }
        });
    }

    public StringProperty itemsProperty() {
        return model.batchItems;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
