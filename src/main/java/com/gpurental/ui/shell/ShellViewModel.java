package com.gpurental.ui.shell;

import com.gpurental.advice.Advice;
import com.gpurental.serving.Load;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The wizard frame: which step is shown, whether Next/Back are possible, each step's state for
 * the step bar, and the language switch.
 */
public final class ShellViewModel {

    private final AppContext context;
    private final ReadOnlyObjectWrapper<Step> current = new ReadOnlyObjectWrapper<>(Step.SCENARIO);
    private final Map<Step, ObservableBooleanValue> validity = new EnumMap<>(Step.class);
    private final Map<Step, Boolean> visited = new EnumMap<>(Step.class);
    private final BooleanBinding nextDisabled;
    private final BooleanBinding backDisabled;
    /** Whether the buyer has given any input (or opened a plan, or gone past step 1): no recommendation before it. */
    private final javafx.beans.property.BooleanProperty started = new javafx.beans.property.SimpleBooleanProperty();
    /** Counts the new plans started: the step bar's states and the pages' scroll positions start again with each. */
    private final javafx.beans.property.IntegerProperty fresh = new javafx.beans.property.SimpleIntegerProperty();

    public ShellViewModel(AppContext context, Map<Step, ObservableBooleanValue> pageValidity) {
        this.context = context;
        for (Step s : Step.values()) {
            validity.put(s, pageValidity.getOrDefault(s, Bindings.createBooleanBinding(() -> true)));
            visited.put(s, s == Step.SCENARIO);
        }
        nextDisabled = Bindings.createBooleanBinding(() -> current.get() == Step.values()[Step.values().length - 1]
                || !validity.get(current.get()).get(), dependencies());
        backDisabled = Bindings.createBooleanBinding(() -> current.get() == Step.SCENARIO, current);
        context.model().revisionProperty().addListener((o, was, now) -> started.set(true));
    }

    private javafx.beans.Observable[] dependencies() {
        javafx.beans.Observable[] deps = new javafx.beans.Observable[validity.size() + 1];
        int i = 0;
        for (ObservableBooleanValue v : validity.values()) {
            deps[i++] = v;
        }
        deps[i] = current;
        return deps;
    }

    public ReadOnlyObjectProperty<Step> currentProperty() {
        return current.getReadOnlyProperty();
    }

    public Step current() {
        return current.get();
    }

    public BooleanBinding nextDisabledProperty() {
        return nextDisabled;
    }

    public BooleanBinding backDisabledProperty() {
        return backDisabled;
    }

    public boolean isValid(Step step) {
        return validity.get(step).get();
    }

    public void next() {
        if (!nextDisabled.get()) {
            go(Step.values()[current.get().ordinal() + 1]);
        }
    }

    public void back() {
        if (!backDisabled.get()) {
            go(Step.values()[current.get().ordinal() - 1]);
        }
    }

    /** Jumps to a step from the step bar: allowed when every step before it is valid. */
    public boolean goTo(Step step) {
        for (Step s : Step.values()) {
            if (s.ordinal() >= step.ordinal()) {
                break;
            }
            if (!validity.get(s).get()) {
                return false;
            }
        }
        go(step);
        return true;
    }

    /** A new, empty plan: the header shows no recommendation until the buyer gives an input. */
    public void fresh() {
        started.set(false);
        for (Step s : Step.values()) {
            visited.put(s, s == Step.SCENARIO); // no green "done" tab left from the plan before
        }
        fresh.set(fresh.get() + 1);
    }

    /** Changes each time a new plan starts (the view scrolls its pages back to the top). */
    public javafx.beans.value.ObservableIntegerValue freshProperty() {
        return fresh;
    }

    private void go(Step step) {
        started.set(started.get() || step != Step.SCENARIO);
        visited.put(step, true);
        current.set(step);
    }

    /** Current, done, problem or still to do — for the step bar. */
    public ObjectBinding<StepState> stateOf(Step step) {
        return Bindings.createObjectBinding(() -> {
            if (!validity.get(step).get()) {
                return StepState.PROBLEM;
            }
            if (current.get() == step) {
                return StepState.CURRENT;
            }
            return visited.get(step) || step.ordinal() < current.get().ordinal() ? StepState.DONE : StepState.TODO;
        }, validity.get(step), current, fresh);
    }

    public StringBinding stepTitle(Step step) {
        return Bindings.createStringBinding(() -> (step.ordinal() + 1) + ". " + context.messages().get(step.titleKey()),
                context.messagesProperty());
    }

    /** A problem that belongs to no single field (shown above the page), or "". */
    /** What a screen reader says for a step's tab: its number and name, and whether it is current, done or has a problem. */
    public StringBinding stepAccessibleText(Step step) {
        ObjectBinding<StepState> state = stateOf(step);
        return Bindings.createStringBinding(() -> context.messages().format("shell.step.accessible", step.ordinal() + 1,
                Step.values().length, context.messages().get(step.titleKey()),
                context.messages().get(stateKey(state.get()))), state, context.messagesProperty());
    }

    private static String stateKey(StepState state) {
        return switch (state) {
            case CURRENT -> "shell.step.state.current";
            case DONE -> "shell.step.state.done";
            case PROBLEM -> "shell.step.state.problem";
            case TODO -> "shell.step.state.todo";
        };
    }

    /** How to move along the step bar with the keyboard (the tabs' accessible help). */
    public String stepBarHelp() {
        return context.messages().get("shell.step.keys");
    }

    public StringBinding generalError() {
        return Bindings.createStringBinding(() -> {
            var m = context.model().errors().get(WorkloadModel.F_GENERAL);
            return m == null ? "" : context.messages().format(m);
        }, context.model().errorsProperty(), context.messagesProperty());
    }

    /** Why Next is disabled, when the current page has a bad input; "" otherwise. */
    public StringBinding pageProblem() {
        return Bindings.createStringBinding(() -> isValid(current.get()) ? "" : context.messages().get("shell.fixProblems"),
                nextDisabled, current, context.messagesProperty());
    }

    /**
     * The one-line summary in the header: the current recommendation, or why there is none. While a field is invalid
     * the engine keeps its last result, which no longer matches what is typed: then the line says so instead of
     * showing that result's figures (a half-typed "25" hours a day showed the price of 2). A service without its load
     * (no people, no requests in flight) gets no recommendation either: the line says what to fill in.
     */
    public StringBinding summary() {
        return Bindings.createStringBinding(() -> {
            Messages m = context.messages();
            Advice a = context.model().advice();
            if (!context.model().errors().isEmpty()) {
                return m.get("shell.summaryStale");
            }
            if (a == null || !started.get()) {
                return "";
            }
            if (a.plan().load() != null && a.plan().load().source() == Load.Source.SCENARIO) {
                // A service whose load the buyer has not given (step 2 marks 每人每小时请求数 必填): the scenario's
                // default in flight is not her answer yet, so the header names what to fill in instead.
                return m.get("shell.summaryNeedsLoad");
            }
            if (a.answer().onSite() && a.leading().isPresent() && a.leading().get().vendor() == null) {
                // An inspection line no data centre can serve: the answer is hardware at the line, not a rental.
                var c = a.leading().get();
                return m.format("shell.summaryOnSite", c.cards(), c.gpu().displayName());
            }
            // The plain layer's "what to rent" (servers and cards per server), as the Results page and the papers say it.
            // a job shorter than a month is read by its term's cost ("5 天共 ¥14,342.40"), not a month it never rents
            return a.leading().map(c -> {
                boolean shortTerm = c.term() != null && c.term().billableDays() < Assumptions.DAYS_PER_MONTH;
                Object cost = shortTerm ? m.format("shell.termCost", c.term().billableDays(), c.cost().termCostCny())
                        : m.format("shell.monthCost", c.cost().monthlyCostCny());
                return c.vendor() != null
                        ? m.format("shell.summaryQuote", c.cards(), c.gpu().displayName(), c.cost().mode(), cost, c.vendor())
                        : m.format(a.provisional() ? "shell.summaryPlainTrial" : "shell.summaryPlain", a.plain().what(),
                                c.cost().mode(), cost);
            }).orElse(m.get("shell.noFit"));
        }, context.model().adviceProperty(), context.model().errorsProperty(), context.messagesProperty(), started);
    }

    /** A short confirmation for the footer ("Summary copied"), "" for none; the view clears it after a while. */
    public javafx.beans.property.StringProperty notice() {
        return context.noticeProperty();
    }

    public Locale language() {
        return context.messages().locale();
    }

    /** Switches every text to {@code locale}; inputs stay as they are. Remembered for the next start. */
    public void switchLanguage(Locale locale) {
        if (Messages.isChinese(locale) == context.messages().isChinese()) {
            return;
        }
        context.messagesProperty().set(Messages.forLocale(locale));
        context.settings().setLanguage(Messages.isChinese(locale) ? Messages.ZH : Messages.EN);
    }
}
