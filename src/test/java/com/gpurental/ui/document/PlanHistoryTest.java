package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Suggestion;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Precision;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.budget.BudgetPageViewModel;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Undo and redo over the whole plan, without a window. */
class PlanHistoryTest {

    AppContext context;
    WorkloadModel model;
    Wizard wizard;
    PlanHistory history;

    @BeforeEach
    void setUp() {
        context = UiFixture.context();
        model = context.model();
        wizard = new Wizard(context);
        history = wizard.history();
    }

    @Test
    void nothingToUndoAtTheStart() {
        assertFalse(history.canUndoProperty().get());
        assertFalse(history.undo());
        assertFalse(history.canRedoProperty().get());
    }

    @Test
    void undoAndRedoAChoice() {
        model.precision.set(Precision.INT8);
        assertTrue(history.canUndoProperty().get());
        assertTrue(history.undo());
        assertEquals(Precision.FP16, model.precision.get());
        assertEquals(Precision.FP16, model.snapshot().plan().precision(), "the engine ran on the restored plan");
        assertTrue(history.canRedoProperty().get());
        assertTrue(history.redo());
        assertEquals(Precision.INT8, model.precision.get());
        assertFalse(history.canRedoProperty().get());
    }

    @Test
    void typingIntoOneFieldIsOneStep() {
        for (String s : List.of("8", "80", "800", "8000")) {
            model.budget.set(s);
        }
        model.precision.set(Precision.INT8);
        model.budget.set("80000");
        history.undo();
        assertEquals("8000", model.budget.get());
        assertEquals(Precision.INT8, model.precision.get());
        history.undo();
        assertEquals(Precision.FP16, model.precision.get());
        assertEquals("8000", model.budget.get());
        history.undo();
        assertEquals("", model.budget.get(), "the four keystrokes are one step");
        assertFalse(history.canUndoProperty().get());
    }

    @Test
    void aBadValueIsRestoredAsTyped() {
        model.concurrentUsers.set("-5");
        model.concurrentUsers.set("-5x");
        model.precision.set(Precision.INT4);
        history.undo();
        assertEquals("-5x", model.concurrentUsers.get());
        assertTrue(model.errors().containsKey(WorkloadModel.F_USERS), "the field still shows its problem");
    }

    @Test
    void applyingABudgetSuggestionIsOneStepThatUndoRestores() {
        UiFixture.seventyBChatHourly(model);
        model.budget.set("8000");
        history.seal();
        Plan before = model.snapshot().plan();
        BudgetPageViewModel budget = new BudgetPageViewModel(context);
        List<Suggestion> suggestions = budget.suggestionsProperty().get();
        assertFalse(suggestions.isEmpty(), "70B chat at ¥8,928.00 against ¥8,000.00 is over budget");
        budget.apply(suggestions.get(0));
        assertFalse(before.equals(model.snapshot().plan()), "the suggestion changes the plan");
        assertTrue(history.undo());
        assertEquals(before, model.snapshot().plan());
        assertTrue(history.redo());
        assertEquals(suggestions.get(0).plan().precision() == null ? before.precision()
                : suggestions.get(0).plan().precision(), model.precision.get());
    }

    @Test
    void checklistTicksAndPinnedGpusAreUndone() {
        UiFixture.seventyBChatHourly(model);
        wizard.checklist().setChecked("hardware", true);
        List<String> followed = List.copyOf(wizard.results().compared());
        wizard.results().pin("h100-sxm");
        history.undo();
        assertEquals(followed, wizard.results().compared());
        assertFalse(wizard.results().pinnedByUserProperty().get(), "back to following the recommendation");
        assertTrue(model.checklist.get().entry("hardware").checked());
        history.undo();
        assertFalse(model.checklist.get().entry("hardware").checked());
        history.redo();
        history.redo();
        assertTrue(wizard.results().compared().contains("h100-sxm"));
    }

    @Test
    void aChosenModelComesBackWithItsName() {
        model.selectModel("qwen2.5-72b");
        model.selectModel("llama-3-8b");
        history.undo();
        assertEquals("qwen2.5-72b", model.modelId.get());
        assertEquals("72.7B", model.parameters.get());
    }

    @Test
    void openingOrStartingAPlanStartsAFreshHistory() {
        model.precision.set(Precision.INT8);
        ((RecordingDialogs) context.dialogs()).confirmAnswer = Optional.of(false); // don't save
        assertTrue(wizard.newPlan());
        assertEquals(Precision.FP16, model.precision.get());
        assertFalse(history.canUndoProperty().get(), "nothing to undo into the discarded plan");
    }

    @Test
    void anUndoAfterSavingIsAnUnsavedChange(@org.junit.jupiter.api.io.TempDir Path dir) {
        model.precision.set(Precision.INT8);
        ((RecordingDialogs) context.dialogs()).fileAnswer = Optional.of(dir.resolve("plan"));
        assertTrue(wizard.document().save());
        assertFalse(wizard.document().dirtyProperty().get());
        history.undo();
        assertTrue(wizard.document().dirtyProperty().get());
        assertTrue(history.canUndoProperty().get() == false && history.canRedoProperty().get());
    }
}
