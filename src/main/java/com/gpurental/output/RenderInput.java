package com.gpurental.output;

import com.gpurental.advice.Advice;
import com.gpurental.catalog.Catalog;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.compare.Comparison;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanDocument;
import com.gpurental.quotes.QuoteComparison;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * What every output is made from — the PDF summary, the summary to paste, the workbooks, the approval summary, the
 * request for quotation and the Checklist page: the engine's advice, the catalog it came from, the GPUs compared, the
 * checklist ticks and notes, the date printed on the paper, and the paper details a plan may not hold (project,
 * department, requester…; blank lines on the paper when not given). The comparison and the twelve checks are worked
 * out here, once, from these; every output reads them from here.
 *
 * @param compared  the GPUs compared on the results page; null = {@link ComparisonBuilder#defaultSelection(Advice)}
 * @param checklist null = nothing ticked, no notes
 * @param date      the day the output is dated (the advisor's today)
 * @param details   null = the plan's own project details
 */
public record RenderInput(Advice advice, Catalog catalog, List<String> compared, ChecklistState checklist, LocalDate date,
                          Details details) {

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
        public static Details of(Plan.Project p) {
            return p == null ? NONE : new Details(p.name(), p.department(), p.preparer(), p.budgetLine(), p.contact(),
                    p.quoteDeadline(), p.startDate());
        }
    }

    public RenderInput {
        Objects.requireNonNull(advice, "advice");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(date, "date");
        compared = List.copyOf(compared == null ? ComparisonBuilder.defaultSelection(advice) : compared);
        checklist = checklist == null ? ChecklistState.EMPTY : checklist;
        // Without details of its own, a paper takes the plan's project, preparer and department.
        details = details == null || details.equals(Details.NONE) ? Details.of(advice.plan().plan().project()) : details;
    }

    /** The plan's own project details. */
    public RenderInput(Advice advice, Catalog catalog, List<String> compared, ChecklistState checklist, LocalDate date) {
        this(advice, catalog, compared, checklist, date, Details.NONE);
    }

    /** The default comparison and an empty checklist. */
    public static RenderInput of(Advice advice, Catalog catalog, LocalDate date) {
        return new RenderInput(advice, catalog, null, null, date);
    }

    /** The default comparison, the plan's title as the project (the headless command). */
    public static RenderInput of(Advice advice, Catalog catalog, ChecklistState checklist, LocalDate date) {
        return new RenderInput(advice, catalog, null, checklist, date);
    }

    /**
     * A saved plan's outputs (the headless command): the GPUs it compares and its checklist, as the app reopens it —
     * so the command and the app give the same papers for the same file.
     */
    public static RenderInput ofDocument(Advice advice, Catalog catalog, PlanDocument document,
            LocalDate date) {
        return new RenderInput(advice, catalog, savedComparison(document.compared()), document.checklist(), date);
    }

    /**
     * The comparison a saved plan holds: at most {@link ComparisonBuilder#MAX_GPUS} of its GPUs; null (the
     * recommendation's default) when it names fewer than {@link ComparisonBuilder#MIN_GPUS}.
     */
    public static List<String> savedComparison(List<String> saved) {
        if (saved == null || saved.size() < ComparisonBuilder.MIN_GPUS) {
            return null;
        }
        return List.copyOf(saved.subList(0, Math.min(saved.size(), ComparisonBuilder.MAX_GPUS)));
    }

    /** The vendors' quotes the engine compared ({@link QuoteComparison#NONE} without quotes). */
    public QuoteComparison quotes() {
        return advice.quotes();
    }

    /** The plan's vendor quotes, costed and ranked, best first (empty without quotes). */
    public boolean hasQuotes() {
        return !quotes().ranked().isEmpty();
    }

    /** The project's name: the details' one, else the plan's title, else null. */
    public String project() {
        if (details.project() != null && !details.project().isBlank()) {
            return details.project().strip();
        }
        String title = advice.plan().plan().title();
        return title == null || title.isBlank() ? null : title.strip();
    }

    /** The compared GPUs side by side, the break-even chart for the recommendation's GPU. */
    public Comparison comparison() {
        return ComparisonBuilder.build(advice, catalog, compared,
                advice.leading().map(c -> c.gpu().id()).orElse(null));
    }

    /**
     * The twelve checks in the state the plan is in: the ticks and notes, the GPUs compared (as the comparison
     * shows them) and the vendors' quotes' evidence — the one derivation the page, the report and the papers count.
     */
    public List<ChecklistItem> checklistItems() {
        return Checklist.items(advice, comparison().entries().stream().map(e -> e.gpu().id()).toList(), checklist,
                quotes());
    }

    /** The checks not done yet, in their order. */
    public List<ChecklistItem> openItems() {
        return checklistItems().stream().filter(i -> !i.done()).toList();
    }
}
