package com.gpurental.ui.shell;

/** The wizard's steps in order: the decision tree, then the results, the vendors' quotes and the checklist. */
public enum Step {
    SCENARIO("ScenarioPage"),
    MODEL("ModelPage"),
    MEMORY("MemoryPage"),
    RENTAL("RentalPage"),
    BUDGET("BudgetPage"),
    RESULTS("ResultsPage"),
    QUOTES("QuotesPage"),
    CHECKLIST("ChecklistPage");

    private final String view;

    Step(String view) {
        this.view = view;
    }

    /** The FXML view name of the page. */
    public String view() {
        return view;
    }

    public String titleKey() {
        return "step." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
