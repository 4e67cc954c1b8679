package com.gpurental.papers;

import com.gpurental.advice.Advice;
import com.gpurental.catalog.Catalog;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.plan.ChecklistState;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.quotes.QuoteComparison;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * What the papers (summary to paste, XLSX, approval summary, request for quotation) are made from:
 * the engine's advice, its catalog, the GPUs compared, the checklist ticks and notes, the date,
 * and the paper details a plan may not hold (project, department, requester…; blank lines on the
 * paper when not given).
 *
 * @param compared  null = {@link ComparisonBuilder#defaultSelection(Advice)}
 * @param checklist null = nothing ticked
 * @param quotes    the vendors' quotes compared by the engine; null = none
 */
public record PaperInput(Advice advice, Catalog catalog, List<String> compared, ChecklistState checklist, LocalDate date,
                         Details details, QuoteComparison quotes) {

    /**
     * Who asks and for what; every field may be null (the paper then leaves a line to fill in by hand).
     *
     * @param project       the project's name (the plan's title by default)
     * @param quoteDeadline the date vendors should answer by
     * @param startDate     when the rental should start
     * @param contact       who vendors answer to (name, phone or e-mail)
     */
    public record Details(String project, String department, String requester, String budgetLine, String contact,
                          LocalDate quoteDeadline, LocalDate startDate) {
        public static final Details NONE = new Details(null, null, null, null, null, null, null);

        /** The plan's own project details (step 1: project, preparer, department, budget line, contact and dates). */
        public static Details of(com.gpurental.plan.Plan.Project p) {
            return p == null ? NONE : new Details(p.name(), p.department(), p.preparer(), p.budgetLine(), p.contact(),
                    p.quoteDeadline(), p.startDate());
        }
    }

    public PaperInput {
        Objects.requireNonNull(advice, "advice");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(date, "date");
        compared = List.copyOf(compared == null ? ComparisonBuilder.defaultSelection(advice) : compared);
        checklist = checklist == null ? ChecklistState.EMPTY : checklist;
        // Without details of its own, a paper takes the plan's project, preparer and department.
        details = details == null || details.equals(Details.NONE) ? Details.of(advice.plan().plan().project()) : details;
        quotes = quotes == null ? QuoteComparison.NONE : quotes;
    }

    /** Without quotes. */
    public PaperInput(Advice advice, Catalog catalog, List<String> compared, ChecklistState checklist, LocalDate date,
                      Details details) {
        this(advice, catalog, compared, checklist, date, details, QuoteComparison.NONE);
    }

    /** The plan's vendor quotes, costed and ranked, best first (empty without quotes). */
    public boolean hasQuotes() {
        return !quotes.ranked().isEmpty();
    }

    /** The default comparison and the plan's title as the project (the headless command). */
    public static PaperInput of(Advice advice, Catalog catalog, ChecklistState checklist, QuoteComparison quotes,
                                LocalDate date) {
        return new PaperInput(advice, catalog, null, checklist, date, Details.NONE, quotes);
    }

    /** The project's name: the details' one, else the plan's title, else null. */
    public String project() {
        if (details.project() != null && !details.project().isBlank()) {
            return details.project().strip();
        }
        String title = advice.plan().plan().title();
        return title == null || title.isBlank() ? null : title.strip();
    }

    /** The twelve checks in the state the plan is in, with the quotes' evidence (as the report counts them). */
    public List<ChecklistItem> checklistItems() {
        return Checklist.items(advice, compared, checklist, quotes);
    }

    /** The checks not done yet, in their order. */
    public List<ChecklistItem> openItems() {
        return checklistItems().stream().filter(i -> !i.done()).toList();
    }
}
