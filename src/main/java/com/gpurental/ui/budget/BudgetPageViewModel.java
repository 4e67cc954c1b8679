package com.gpurental.ui.budget;

import static com.gpurental.ui.model.WorkloadModel.F_BUDGET;

import com.gpurental.advice.Advice;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Suggestion;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import com.gpurental.ui.model.BudgetKind;
import java.util.List;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;

/** Step 5: the budget, within or over, and one-click alternatives when over. */
public final class BudgetPageViewModel extends PageViewModel {

    public static final int SHOWN_CANDIDATES = 5;

    private final ObjectBinding<BudgetCheck.Status> status;
    private final ObjectBinding<List<Candidate>> leading;
    private final ObjectBinding<List<Suggestion>> suggestions;

    public BudgetPageViewModel(AppContext context) {
        super(context, Set.of(F_BUDGET));
        // While a field is invalid the last result no longer matches the inputs: no verdict then (a budget of "abc"
        // kept a green "within budget").
        status = Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            return a == null || !model.errors().isEmpty() ? BudgetCheck.Status.UNKNOWN : a.budget().status();
        }, model.adviceProperty(), model.errorsProperty());
        leading = Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            return a == null ? List.of() : a.candidates().subList(0, Math.min(SHOWN_CANDIDATES, a.candidates().size()));
        }, model.adviceProperty());
        suggestions = Bindings.createObjectBinding(() -> {
            Advice a = model.advice();
            return a == null ? List.of() : a.budget().suggestions();
        }, model.adviceProperty());
    }

    public ObjectProperty<BudgetKind> budgetKindProperty() {
        return model.budgetKind;
    }

    public StringProperty budgetProperty() {
        return model.budget;
    }

    public ObjectBinding<BudgetCheck.Status> statusProperty() {
        return status;
    }

    public StringBinding statusText() {
        return text(m -> {
            Advice a = model.advice();
            if (a == null) {
                return "";
            }
            if (!model.errors().isEmpty()) {
                return m.get("budget.stale");
            }
            BudgetCheck b = a.budget();
            return switch (b.status()) {
                case WITHIN, OVER -> m.format(b.headline());
                case UNKNOWN -> a.leading().isEmpty() ? m.get("budget.noCandidate") : m.get("budget.unknown");
            };
        }, model.errorsProperty());
    }

    /** An option's verdict against the budget; null (shown "—") while a field is invalid, as the banner. */
    public Boolean withinBudget(Candidate c) {
        return model.errors().isEmpty() ? c.withinBudget() : null;
    }

    /**
     * A suggestion's cost against the budget it was made for; null (shown without a verdict) while a field is invalid:
     * "within budget" cannot be said of a budget that does not read.
     */
    public Boolean withinBudget(Suggestion s) {
        return model.errors().isEmpty() ? s.withinBudget() : null;
    }

    public ObjectBinding<List<Candidate>> leadingProperty() {
        return leading;
    }

    public ObjectBinding<List<Suggestion>> suggestionsProperty() {
        return suggestions;
    }

    /**
     * True while a field is invalid: the suggestions were made for the last valid inputs, not for what the fields say
     * now (with a budget of "abc" an Apply would have replaced the typed text with the old budget), so they cannot be
     * applied until the field is put right; its message says how.
     */
    public BooleanBinding suggestionsStale() {
        return Bindings.createBooleanBinding(() -> !model.errors().isEmpty(), model.errorsProperty());
    }

    /** Applies a suggestion: the model takes the suggested plan and every page follows (not while a field is invalid). */
    public void apply(Suggestion s) {
        if (model.errors().isEmpty()) {
            model.load(s.plan());
        }
    }
}
