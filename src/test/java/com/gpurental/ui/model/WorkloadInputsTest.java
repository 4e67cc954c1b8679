package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.plan.Plan;
import com.gpurental.ui.UiFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The wizard's inputs held by field id: an undo step is their values by id, so a change is known by the field it was
 * made in (not by a place in a list), and each plan field the wizard edits is held under its descriptor's id.
 */
class WorkloadInputsTest {

    private final WorkloadModel model = UiFixture.context().model();

    @Test
    void aChangeIsKnownByTheIdOfTheFieldItWasMadeIn() {
        WorkloadInputs.Inputs before = model.inputs();
        model.peakHours.set("6");
        assertEquals(List.of(PlanFields.PEAK_HOURS.id()), model.inputs().differences(before));
        assertTrue(model.inputs().sameTextEdit(before));
        model.rentalMode.set(Plan.RentalChoice.HYBRID);
        assertEquals(List.of(PlanFields.PEAK_HOURS.id(), "rentalMode"), before.differences(model.inputs()).stream()
                .sorted().toList());
        assertFalse(model.inputs().sameTextEdit(before));
    }

    @Test
    void restoringAStepPutsEachFieldBackByItsId() {
        WorkloadInputs.Inputs before = model.inputs();
        model.runBatch(() -> {
            model.contextTokens.set("8192");
            model.budget.set("abc");
        });
        model.restore(before);
        assertEquals(before, model.inputs());
        assertEquals(before.values().get(PlanFields.CONTEXT.id()), model.contextTokens.get());
    }

    @Test
    void everyTypedPlanFieldOfTheWizardIsAnInputUnderItsDescriptorsId() {
        for (PlanField f : PlanFields.byPath().values()) {
            boolean typed = f.kind() != PlanField.Kind.CHOICE && !f.id().equals(PlanFields.GENERAL);
            if (typed) {
                assertTrue(model.inputsById().containsKey(f.id()), f.path() + " has no input " + f.id());
            }
        }
    }
}
