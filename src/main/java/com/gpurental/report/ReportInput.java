package com.gpurental.report;

import com.gpurental.advice.Advice;
import com.gpurental.catalog.Catalog;
import com.gpurental.plan.ChecklistState;
import com.gpurental.compare.ComparisonBuilder;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * What the PDF summary is made from: the engine's advice, the catalog it came from, the GPUs
 * compared on the results page, the checklist ticks and notes, and the date printed in the title.
 *
 * @param comparedGpuIds null = {@link ComparisonBuilder#defaultSelection(Advice)}
 * @param checklist      null = nothing ticked, no notes
 */
public record ReportInput(Advice advice, Catalog catalog, List<String> comparedGpuIds, ChecklistState checklist,
                          LocalDate date) {

    public ReportInput {
        Objects.requireNonNull(advice, "advice");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(date, "date");
        comparedGpuIds = List.copyOf(comparedGpuIds == null ? ComparisonBuilder.defaultSelection(advice) : comparedGpuIds);
        checklist = checklist == null ? ChecklistState.EMPTY : checklist;
    }

    /** The default comparison and an empty checklist (the headless command's PDF). */
    public static ReportInput of(Advice advice, Catalog catalog, LocalDate date) {
        return new ReportInput(advice, catalog, null, null, date);
    }
}
