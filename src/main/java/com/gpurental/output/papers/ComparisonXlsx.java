package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.MemoryPart;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.RenderInput;
import com.gpurental.output.papers.Xlsx.Cell;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.units.Cny;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The comparison as a workbook ({@code advise --xlsx}, Papers → Excel): the vendor quotes with every cost line
 * (when the plan has quotes), the candidates with
 * their cost per month and for the term (a hybrid's base and peak under the recommendation, {@link ComparisonBlocks}),
 * the ways within the budget, the memory breakdown and the checklist — figures as
 * numeric cells in ¥ and grouped formats, exactly as the advice hands them over.
 */
public final class ComparisonXlsx {

    private ComparisonXlsx() {
    }

    public static void write(RenderInput in, Messages m, Path out) throws PaperException {
        try {
            Xlsx.write(out, Xlsx.withGlossary(sheets(in, m), m));
        } catch (IOException e) {
            throw PaperException.write(out, e, m);
        }
    }

    static List<Xlsx.Sheet> sheets(RenderInput in, Messages m) {
        List<Xlsx.Sheet> sheets = new ArrayList<>();
        if (in.hasQuotes()) {
            sheets.add(quotes(in.quotes(), m));
        }
        sheets.add(candidates(in.advice(), m));
        Xlsx.Sheet budget = ComparisonBlocks.budget(in.advice(), m);
        if (budget != null) {
            sheets.add(budget);
        }
        sheets.add(memory(in.advice(), m));
        sheets.add(checklist(in, m));
        return sheets;
    }

    private static Xlsx.Sheet candidates(Advice a, Messages m) {
        List<String> headers = List.of("#", m.get("budget.col.gpu"), m.get("rental.col.cards"), m.get("budget.col.mode"),
                m.get("rental.col.monthly"), m.get("rental.col.term"), m.get("papers.xlsx.termDays"),
                        m.get("papers.xlsx.billedDays"),
                m.get("papers.xlsx.memoryUse"), speedHeader(a, m), m.get("budget.col.within"), m.get("papers.xlsx.priceSource"),
                m.get("results.col.deployment"));
        List<List<Cell>> rows = new ArrayList<>();
        int rank = 1;
        // The priced candidates, then those that fit but have no catalog price (the order the report and Results list).
        for (Candidate c : a.allCandidates()) {
            rows.add(c.needsQuote() ? needsQuoteRow(rank++, c, a, m) : List.of(Cell.integer(rank++),
                    Cell.text(c.gpu().displayName().in(m.locale())),
                    Cell.integer(c.cards()), Cell.text(m.format("report.value.plain", c.cost().mode())),
                    Cell.money(c.cost().monthlyCostCny()), Cell.money(c.cost().termCostCny()),
                    Cell.integer(c.term().billableDays()), Cell.integer(c.cost().billedDays()),
                            Cell.percent(c.memoryUtilization()), Cell.decimal(speed(a, c)),
                    Cell.text(c.withinBudget() == null ? "" : m.get(c.withinBudget() ? "budget.yes" : "budget.no")),
                    Cell.text(PaperText.priceSource(c, m)), Cell.text(deployment(c, m))));
        }
        // the hybrid's base and peak under the recommendation's row; under the table, what the two day columns mean
        rows.addAll(Math.min(1, rows.size()), ComparisonBlocks.peak(a, m, headers.size()));
        rows.addAll(ComparisonBlocks.daysNote(a, m));
        return new Xlsx.Sheet(m.get("papers.xlsx.sheet.candidates"), headers,
                new double[] {4, 24, 6, 16, 14, 14, 8, 8, 8, 10, 8, 30, 26}, rows);
    }

    /**
     * A configuration that fits but has no catalog price: "needs a quote" where the way of renting stands, no cost, and
     * the engine's reason (ask vendors for the term) where the price's source stands.
     */
    private static List<Cell> needsQuoteRow(int rank, Candidate c, Advice a, Messages m) {
        String reason = c.reasons().stream().filter(r -> r.key().equals("reason.needsQuote")).findFirst().map(m::format)
                .orElse(m.get("report.needsQuote"));
        return List.of(Cell.integer(rank), Cell.text(c.gpu().displayName().in(m.locale())), Cell.integer(c.cards()),
                Cell.text(m.get("report.needsQuote")),
                Cell.text(""), Cell.text(""), Cell.integer(c.term().billableDays()), Cell.text(""),
                        Cell.percent(c.memoryUtilization()),
                Cell.decimal(speed(a, c)),
                Cell.text(""), Cell.text(reason), Cell.text(deployment(c, m)));
    }

    /** How the cards run, as the Results column and the report say it, on one line ("2 台 × 8 卡、张量并行 8、1 个副本"). */
    static String deployment(Candidate c, Messages m) {
        return c.deployment() == null ? "" : m.format(c.deployment().summary()).replace("\n", m.get("report.listSeparator"));
    }

    /**
     * The speed column's header: the plan's speed metric with its unit and direction, as the report and the Results
     * page head it (the workbook headed it with keys that did not exist, "!report.speed.col.tokens!").
     */
    static String speedHeader(Advice a, Messages m) {
        return m.format(Message.of("speed.metric."
                + a.shownMetric().name()));
    }

    /** The engine's speed figure for the candidate, in the metric's unit (null when it cannot be estimated). */
    static Double speed(Advice a, Candidate c) {
        return a.shownSpeed(c) == null ? null : a.shownSpeed(c).value(); // a batch job: its days to finish
    }

    /** The engine's memory parts, in its order (the same list the app, the report and the text show). */
    private static Xlsx.Sheet memory(Advice a, Messages m) {
        MemoryBreakdown mem = a.memory();
        List<List<Cell>> rows = new ArrayList<>();
        for (MemoryPart p : a.memoryParts()) {
            rows.add(List.of(Cell.text(m.format("memory.part." + p.key(), mem.sparePercent())), gb(p.totalGb())));
        }
        rows.add(List.of(Cell.text(m.format(mem.cardClass() ? "report.memory.totalCardClass" : "report.memory.total",
                mem.sparePercent())), gb(mem.requiredGb())));
        rows.add(List.of(Cell.text(m.get("papers.xlsx.cards")), Cell.integer(mem.cards())));
        rows.add(List.of(Cell.text(m.get("report.memory.col.perCard")), gb(mem.perCardGb())));
        if (mem.kvCacheCopiesGb() > 0) {
            rows.add(List.of(Cell.text(m.format(a.kvCacheCopiesNote()))));
        }
        return new Xlsx.Sheet(m.get("papers.xlsx.sheet.memory"),
                List.of(m.get("report.memory.col.part"), m.format("report.memory.col.total", mem.cards())),
                new double[] {34, 16}, rows);
    }

    /** Gigabytes with two decimals (LoRA gradients are a few hundredths). */
    private static Cell gb(double value) {
        return new Cell(value, "#,##0.00");
    }

    private static Xlsx.Sheet checklist(RenderInput in, Messages m) {
        List<List<Cell>> rows = new ArrayList<>();
        for (ChecklistItem item : in.checklistItems()) {
            String state = !item.applies() ? m.get("report.checklist.state.na")
                    : item.automatic() ? m.get("report.checklist.state.auto")
                    : item.checked() ? m.get("report.checklist.state.ticked") : m.get("report.checklist.state.open");
            Message detail = !item.applies() ? item.notApplicable() : item.evidence();
            rows.add(List.of(Cell.integer(item.number()), Cell.text(m.format(item.title())), Cell.text(state),
                    Cell.text(detail == null ? "" : m.format(detail)), Cell.text(item.note())));
        }
        return new Xlsx.Sheet(m.get("papers.xlsx.sheet.checklist"),
                List.of("#", m.get("report.checklist.col.item"), m.get("report.checklist.col.state"),
                        m.get("report.checklist.col.detail"), m.get("papers.xlsx.note")),
                new double[] {4, 40, 12, 44, 24}, rows);
    }

    /**
     * A cost as a number to add up; where the quote's storage is not priced, the engine's words instead ("unknown /
     * ask the vendor", the total that leaves the storage out), so no sum takes the missing storage as ¥0.
     */
    private static Cell costCell(VendorQuoteCost q, Cny cny, Message text, Messages m) {
        return q.storageUnpriced() ? Cell.text(m.format(text)) : Cell.money(cny);
    }

    /** Every vendor quote with every cost line, on the including-VAT basis the engine brought them to. */
    private static Xlsx.Sheet quotes(QuoteComparison qc, Messages m) {
        List<String> headers = List.of("#", m.get("papers.col.vendor"), m.get("budget.col.gpu"),
                m.get("papers.xlsx.quote.quoted"),
                m.get("papers.xlsx.quote.billed"), m.get("papers.xlsx.quote.fits"), m.get("papers.xlsx.billedDays"),
                m.get("papers.xlsx.quote.gpuCost"), m.get("papers.xlsx.quote.storageCost"),
                        m.get("papers.xlsx.quote.bandwidthCost"),
                m.get("papers.xlsx.quote.vat"), m.get("papers.xlsx.quote.term"), m.get("papers.xlsx.quote.monthly"),
                m.get("papers.xlsx.quote.cardHour"), m.get("papers.xlsx.quote.vsReference"), m.get("papers.col.taxBasis"),
                m.get("papers.xlsx.quote.recommended"), m.get("papers.col.flags"));
        List<List<Cell>> rows = new ArrayList<>();
        int rank = 1;
        for (VendorQuoteCost q : qc.ranked()) {
            List<Cell> row = new ArrayList<>(List.of(Cell.integer(rank++), Cell.text(q.vendor()),
                    Cell.text(q.gpu() == null ? q.quote().gpu() : q.gpu().displayName().in(m.locale())),
                            Cell.integer(q.quote().cards()),
                    Cell.integer(q.billedCards()), Cell.text(m.get(q.fits() ? "budget.yes" : "budget.no")),
                    Cell.integer(q.billedDays()), Cell.money(q.gpuCostCny()),
                            costCell(q, q.storageCostCny(), q.storageCostText(), m),
                    Cell.money(q.bandwidthCostCny()), Cell.money(q.vatCny()), costCell(q, q.termCostCny(), q.termCostText(), m),
                    costCell(q, q.monthlyCostCny(), q.monthlyCostText(), m)));
            row.add(q.cardHourCny() == null ? Cell.text("") : new Cell(q.cardHourCny().yuan(), Xlsx.MONEY4));
            row.add(q.vsReferencePercent() == null ? Cell.text("") : new Cell(q.vsReferencePercent(), Xlsx.DECIMAL));
            row.add(Cell.text(QuoteText.taxBasis(q, m)));
            row.add(Cell.text(q == qc.recommended() ? m.get("budget.yes") : ""));
            row.add(Cell.text(QuoteText.flags(q, m)));
            rows.add(row);
        }
        return new Xlsx.Sheet(m.get("papers.xlsx.sheet.quotes"), headers,
                new double[] {4, 12, 18, 6, 6, 6, 6, 12, 12, 10, 10, 12, 12, 10, 8, 16, 6, 30}, rows);
    }
}
