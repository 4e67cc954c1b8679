package com.gpurental.ui.model;

import static com.gpurental.ui.model.WorkloadInputs.grouped;
import static com.gpurental.ui.model.WorkloadInputs.plain;
import static com.gpurental.ui.model.WorkloadInputs.text;

import com.gpurental.catalog.RentalMode;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanAccess;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.sizing.Assumptions;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
/**
 * A plan (opened from a file or a budget suggestion) put into the wizard's inputs: the preset's defaults first, then
 * every field the plan gives, as the field shows it ("70B", "500,000").
 */
final class InputsFromPlan {

    private InputsFromPlan() {
    }

    /** Sets every input of {@code w} from {@code plan} (the caller runs it as one batch). */
    static void load(WorkloadModel w, Plan plan) {
        String preset = plan.preset() != null && w.catalog().scenario(plan.preset()).isPresent() ? plan.preset()
                : plan.scenario() == Plan.Scenario.TRAINING ? "llm-training" : "llm-inference";
        // before the preset, which leaves a batch job's requests in flight and term blank (WorkloadModel.applyPreset)
        w.batchJob.set(!plan.inference().batch().isEmpty());
        w.applyPreset(preset, false);
        header(w, plan);
        model(w, plan);
        table(w, plan);
        work(w, plan);
        rental(w, plan);
    }

    /**
     * Every text field of the table from its getter on the plan, as the field shows it ("500,000" where it is grouped);
     * a field the scenario preset fills keeps the preset's value where the plan gives none.
     */
    private static void table(WorkloadModel w, Plan plan) {
        for (PlanField f : PlanFields.table()) {
            Object value = PlanAccess.get(plan, f);
            if (value == null && f.control() != PlanField.Control.TEXT) {
                continue; // the preset's, not written back (WorkloadInputs.fromPreset)
            }
            // the plan gives it (a value equal to the preset's too): the buyer's own
            w.fromPreset.remove(f.id());
            w.field(f).set(value != null && f.control() == PlanField.Control.PRESET_GROUPED ? grouped((Double) value)
                    : text(value));
        }
    }

    /** The title and the scenario. */
    private static void header(WorkloadModel w, Plan plan) {
        w.title.set(plan.title() == null ? "" : plan.title());
        if (plan.scenario() != null) {
            w.scenario.set(plan.scenario());
        }
    }

    /** The model: a known one chosen, an imported one, or the count as the plan gives it. */
    private static void model(WorkloadModel w, Plan plan) {
        Plan.Model m = plan.model();
        if (m.id() != null && w.catalog().model(m.id()).isPresent()) {
            w.selectModel(m.id());
        }
        if (m.architecture() != null) {
            w.importArchitecture(m.architecture(), m.config());
        }
        if (m.parameters() != null) {
            w.parameters.set(m.parameters().text());
        }
        w.activeParameters.set(text(m.activeParameters()));
        if (plan.precision() != null) {
            w.precision.set(plan.precision());
        }
    }

    /** The training method, the service's load left to the people, the choices and the compute question. */
    private static void work(WorkloadModel w, Plan plan) {
        Plan.Training t = plan.training();
        if (t.method() != null) {
            w.method.set(t.method());
        }
        if (t.targetDays() == null && !t.equals(Plan.Training.EMPTY)) {
            // A plan that says anything about training also says whether it has a target.
            w.targetDays.set("");
        }
        Plan.Inference i = plan.inference();
        if (i.concurrentUsers() == null && (!i.users().isEmpty() || !i.batch().isEmpty())) {
            // The load in the buyer's words sizes the service: the preset's requests in flight must not win over it.
            w.concurrentUsers.set("");
        }
        if (!i.batch().isEmpty() && plan.rental().durationDays() == null) {
            // A batch job without a term of its own is rented for its deadline (docs/domain.md §9.4): the preset's 30
            // days must not stand in the term field (issue 31, B1: the app billed 30 days where `advise` billed 10).
            w.durationDays.set("");
        }
        w.doublePrecision.set(plan.compute().needsDoublePrecision());
        w.domesticOnly.set(Boolean.TRUE.equals(plan.domesticOnly()));
        w.software.set(plan.softwareOrDefault());
    }

    /** The rental mode, the budget, the filters, the purchase and the memory assumptions. */
    private static void rental(WorkloadModel w, Plan plan) {
        Plan.Rental r = plan.rental();
        if (r.mode() != null) {
            w.rentalMode.set(r.mode());
        }
        if (plan.budget().totalCny() != null) {
            w.budgetKind.set(BudgetKind.TOTAL);
            w.budget.set(plan.budget().totalCny().stripTrailingZeros().toPlainString());
        } else if (plan.budget().monthlyCny() != null) {
            w.budgetKind.set(BudgetKind.MONTHLY);
            w.budget.set(plan.budget().monthlyCny().stripTrailingZeros().toPlainString());
        } else {
            // no budget: the basis a fresh start has (每月), not the last plan's (Ctrl+N kept 整个租期, issue 33)
            w.budgetKind.set(BudgetKind.MONTHLY);
            w.budget.set("");
        }
        w.maxCards.set(plan.filters().maxCards() == null ? 0 : plan.filters().maxCards());
        w.allowedModes.clear();
        w.allowedModes.addAll(plan.filters().modes() == null ? EnumSet.copyOf(Arrays.asList(RentalMode.filterModes()))
                : plan.filters().modes());
        w.quoteRows.set(plan.purchase().quotes().stream().map(QuoteRows::cells).toList());
        w.dataGb.set(plan.purchase().dataGb() == null ? "" : plan.purchase().dataGb().toPlainString());
        w.ownership.set(plan.purchase().ownership());
        w.measurements.set(plan.measurements());
        w.ownershipDraft.set(Map.of());
        // A plan without them uses the defaults (20% spare, FP16 KV cache).
        w.sparePercent.set(plain(plan.memory().sparePercent() != null ? plan.memory().sparePercent()
                : Assumptions.DEFAULT_SPARE_PERCENT));
        w.kvCachePrecision.set(plan.inference().kvCachePrecision() != null ? plan.inference().kvCachePrecision()
                : Assumptions.DEFAULT_KV_PRECISION);
        w.thinking.set(plan.inference().thinking());
        w.speculative.set(plan.inference().speculative());
        w.spareCopy.set(plan.inference().spareCopyAsked());
    }
}
