package com.gpurental.ui.shell;

import java.util.Locale;

/** The wizard's steps in order: the decision tree, then the results, the vendors' quotes and the checklist. */
public enum Step {
    SCENARIO("scenario/ScenarioPage"),
    MODEL("modelpage/ModelPage"),
    MEMORY("memory/MemoryPage"),
    RENTAL("rental/RentalPage"),
    BUDGET("budget/BudgetPage"),
    RESULTS("results/ResultsPage"),
    QUOTES("quotes/QuotesPage"),
    CHECKLIST("checklist/ChecklistPage");

    private final String view;

    Step(String view) {
        this.view = view;
    }

    /** The page's FXML view: its feature folder under {@code fxml/} and its name. */
    public String view() {
        return view;
    }

    public String titleKey() {
        return "step." + name().toLowerCase(Locale.ROOT);
    }
}
