package com.gpurental.output.pdf;

import com.gpurental.advice.Advice;
import com.gpurental.advice.ResolvedPlan;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import com.gpurental.plan.Plan;
import com.gpurental.serving.Load;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Workload;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The report's title block project line and its first section: the plan's inputs as the engine resolved them. */
final class InputsSection {

    private InputsSection() {
    }

    /** "Project: … · Prepared by: … · Department: …" with the parts the plan gives. */
    static Optional<String> projectLine(Plan.Project p, ReportPage page) {
        List<String> parts = new ArrayList<>();
        if (p.name() != null) {
            parts.add(page.m.format("report.project.name", p.name()));
        }
        if (p.preparer() != null) {
            parts.add(page.m.format("report.project.preparer", p.preparer()));
        }
        if (p.department() != null) {
            parts.add(page.m.format("report.project.department", p.department()));
        }
        // The papers' details on a line of their own.
        List<String> more = new ArrayList<>();
        if (p.budgetLine() != null) {
            more.add(page.m.format("report.project.budgetLine", p.budgetLine()));
        }
        if (p.startDate() != null) {
            more.add(page.m.format("report.project.start", page.longDate(p.startDate())));
        }
        if (p.quoteDeadline() != null) {
            more.add(page.m.format("report.project.deadline", page.longDate(p.quoteDeadline())));
        }
        if (p.contact() != null) {
            more.add(page.m.format("report.project.contact", p.contact()));
        }
        List<String> lines = new ArrayList<>();
        if (!parts.isEmpty()) {
            lines.add(String.join(" · ", parts));
        }
        if (!more.isEmpty()) {
            lines.add(String.join(" · ", more));
        }
        return lines.isEmpty() ? Optional.empty() : Optional.of(String.join("\n", lines));
    }

    static void write(ReportPage page, Advice a, Catalog catalog) throws IOException {
        page.heading("report.section.inputs", 60);
        ResolvedPlan rp = a.plan();
        Workload wl = rp.workload();
        List<Row> rows = new ArrayList<>();
        rows.add(Row.of(page.m.get("report.input.scenario"), rp.preset().name().in(page.m.locale())));
        Architecture arch = wl.architecture();
        if (arch != null) {
            String known = rp.plan().model().id() == null ? null
                    : catalog.model(rp.plan().model().id()).map(ModelPreset::name).orElse(rp.plan().model().id());
            String size = arch.activeParametersB() < arch.parametersB() - 1e-9
                    ? page.m.format("report.value.paramsMoe", arch.parametersB(), arch.activeParametersB())
                    : page.m.format("report.value.params", arch.parametersB());
            if (known != null) {
                size = known + " · " + size;
            } else if (arch.derivedFrom() != null) {
                String base = catalog.model(arch.derivedFrom()).map(ModelPreset::name).orElse(arch.derivedFrom());
                size = page.m.format("report.value.paramsDerived", size, base);
            }
            rows.add(Row.of(page.m.get("field.parameters"), size));
        }
        rows.add(Row.of(page.m.get("model.precision"), page.label(wl.precision())));
        rows.addAll(workloadRows(page, rp));
        boolean batch = rp.load() != null && rp.load().source() == Load.Source.BATCH;
        if (!batch && wl.minimums() != null && wl.minimums().latencyMs() != null) {
            rows.add(Row.of(page.m.get("field.latencyMs"), page.m.format("report.value.plain", wl.minimums().latencyMs())));
        }
        rows.add(Row.of(page.m.get("scenario.domestic"), page.m.get(rp.domesticOnly() ? "budget.yes" : "budget.no")));
        // the way the buyer chose (a peak left to the cheapest way is costed hybrid: the rental section says so)
        rows.add(Row.of(page.m.get("rental.mode"), page.label(rp.plan().rental().mode() != null ? rp.plan().rental().mode()
                : rp.rentalMode())));
        rows.add(Row.of(page.m.get("field.durationDays"), rp.durationDays() != null
                ? page.m.format("report.value.days", rp.durationDays())
                : page.m.format("report.value.daysEstimated", a.term().taskDays())));
        rows.add(Row.of(page.m.get("field.hoursPerDay"), page.m.format(rp.use())));
        Plan.Peak window = rp.plan().rental().peak();
        if (window.multiple() != null) {
            // the peak as the buyer gave it (rental.peak): its days of the term, hours a day and multiple of the load
            rows.add(Row.of(page.m.get("report.input.peak"), page.m.format("report.value.peak", a.term().billableDays(),
                    rp.peakDays() == null ? a.term().billableDays() : rp.peakDays(), rp.peakHoursPerDay(),
                    window.multiple())));
        } else if (rp.rentalMode() == Plan.RentalChoice.HYBRID) {
            rows.add(Row.of(page.m.get("field.peakCards"), page.m.format("report.value.plain", rp.peakCards())));
            rows.add(Row.of(page.m.get("field.peakHours"), page.m.format("report.value.hours", rp.peakHoursPerDay())));
        }
        String budget = rp.monthlyBudgetCny() != null ? page.m.format("report.value.budgetMonthly", rp.monthlyBudgetCny())
                : rp.totalBudgetCny() != null ? page.m.format("report.value.budgetTotal", rp.totalBudgetCny())
                : page.m.get("report.value.none");
        rows.add(Row.of(page.m.get("field.budget"), budget));
        Plan.Filters filters = rp.plan().filters();
        if (filters.maxCards() != null) {
            rows.add(Row.of(page.m.get("report.input.maxCards"), page.m.format("report.value.plain", filters.maxCards())));
        }
        // The rental modes the advice allowed (step 4's choice and the results filters, resolved once by the engine).
        String modes = a.modeAdvice().allowedModes().stream().sorted().map(page::label)
                .collect(Collectors.joining(page.m.get("report.listSeparator")));
        rows.add(Row.of(page.m.get("report.input.modes"), modes));
        page.w.table(List.of(Column.left(page.m.get("report.inputs.col.item"), 0.36f),
                Column.left(page.m.get("report.inputs.col.value"), 0.64f)),
                rows);
    }

    /** The workload's own figures: what is trained, served, seen or computed. */
    private static List<Row> workloadRows(ReportPage page, ResolvedPlan rp) {
        Workload wl = rp.workload();
        List<Row> rows = new ArrayList<>();
        switch (wl.kind()) {
            case LLM_TRAINING -> {
                rows.add(Row.of(page.m.get("model.method"), page.label(wl.method())));
                rows.add(Row.of(page.m.get("field.trainingTokens"), page.m.format("report.value.tokensB", wl.trainingTokensB())));
                rows.add(Row.of(page.m.get("field.sequenceLength"), page.m.format("report.value.tokens", wl.sequenceLength())));
                rows.add(Row.of(page.m.get("field.microBatch"), page.m.format("report.value.plain", wl.microBatch())));
                if (wl.targetDays() != null) {
                    rows.add(Row.of(page.m.get("field.targetDays"), page.m.format("report.value.plain", wl.targetDays())));
                }
            }
            case LLM_INFERENCE -> {
                rows.add(Row.of(page.m.get("field.contextTokens"), page.m.format("report.value.tokens", wl.contextTokens())));
                Load load = rp.load();
                if (load != null) {
                    // the load in the buyer's words with its arithmetic, as the engine worked it (issue 31 item 1)
                    rows.add(Row.of(page.m.get("report.input.load"), page.m.format(load.arithmetic())));
                }
                rows.add(Row.of(page.m.get("field.concurrentUsers"), page.m.format("report.value.plain", wl.concurrentUsers())));
                // a batch job has no user waiting on a per-user speed: its deadline is its target
                if (wl.tokensPerSecondPerUser() != null && (load == null
                        || load.source() != Load.Source.BATCH)) {
                    rows.add(Row.of(page.m.get("field.tokensPerSecond"), page.m.format("report.value.plain",
                            wl.tokensPerSecondPerUser())));
                }
            }
            case VISION -> {
                if (wl.vision() != null) {
                    rows.add(Row.of(page.m.get("field.megapixels"), page.m.format("report.value.plain", wl.vision()
                            .megapixels())));
                    rows.add(Row.of(page.m.get("field.imagesPerDay"), page.m.format("report.value.plain", wl.vision()
                            .imagesPerDay())));
                }
            }
            case COMPUTE -> {
                if (wl.workingSetGb() != null) {
                    rows.add(Row.of(page.m.get("report.input.workingSet"), page.m.format("report.value.gb", wl.workingSetGb())));
                }
                rows.add(Row.of(page.m.get("report.input.doublePrecision"),
                        page.m.get(wl.doublePrecision() ? "budget.yes" : "budget.no")));
            }
        }
        return rows;
    }
}
