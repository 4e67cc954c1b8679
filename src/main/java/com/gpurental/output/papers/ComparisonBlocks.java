package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.PeakRental;
import com.gpurental.advice.Suggestion;
import com.gpurental.catalog.Offer;
import com.gpurental.output.papers.Xlsx.Cell;
import com.gpurental.text.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * What the comparison workbook shows besides its tables (tester 19): the hybrid peak's two parts under the candidates,
 * the note that tells the term's days from the days paid for, and the budget's within-budget remedies — each figure
 * exactly as the advice hands it over ({@link Advice#peak()}, {@link Advice#budget()}'s suggestions).
 */
final class ComparisonBlocks {

    private ComparisonBlocks() {
    }

    /**
     * The recommendation's hybrid rental in its parts, right under its row (the sheet showed only its total, and a long
     * list of candidates pushed a block under the table onto a page whose repeated header named other columns): the
     * engine's sentence, then a labelled row for each part — cards, way of renting, cost for the term (the term cost
     * column; the two add up to the row above), days, hours a day and the load's multiple. None when not rented hybrid.
     */
    static List<List<Cell>> peak(Advice a, Messages m, int columns) {
        PeakRental p = a.peak();
        if (p == null) {
            return List.of();
        }
        List<Offer> offers = a.leading().orElseThrow().cost().offers();
        List<List<Cell>> rows = new ArrayList<>();
        rows.add(List.of(Cell.text(m.format("papers.xlsx.peak.title", m.format(p.sentence())))));
        rows.add(padded(columns, Cell.text(""), Cell.text(m.get("papers.xlsx.peak.part")), Cell.text(m.get("rental.col.cards")),
                Cell.text(m.get("budget.col.mode")), Cell.text(""), Cell.text(m.get("rental.col.term")),
                Cell.text(m.get("papers.xlsx.peak.days")), Cell.text(m.get("papers.xlsx.peak.hours")),
                Cell.text(m.get("papers.xlsx.peak.multiple"))));
        // the base: its cards for the whole term's days, around the clock
        rows.add(padded(columns, Cell.text(""), Cell.text(m.get("papers.xlsx.peak.base")), Cell.integer(p.baseCards()),
                mode(offers.get(0), m), Cell.text(""), Cell.money(p.baseTermCny()), Cell.integer(p.termDays())));
        rows.add(padded(columns, Cell.text(""), Cell.text(m.get("papers.xlsx.peak.peak")), Cell.integer(p.peakCards()),
                mode(offers.get(1), m), Cell.text(""), Cell.money(p.peakTermCny()), Cell.integer(p.peakDays()),
                Cell.decimal(p.hoursPerDay()), Cell.decimal(p.multiple())));
        return rows;
    }

    private static Cell mode(Offer o, Messages m) {
        return Cell.text(m.format("report.value.plain", o.mode()));
    }

    /**
     * Under the candidates, where a rental pays for more days than its term (a 28-day training run on a monthly
     * offer pays a whole month, docs/domain.md §3): what each of the two day columns means. None where they agree.
     */
    static List<List<Cell>> daysNote(Advice a, Messages m) {
        for (Candidate c : a.candidates()) {
            if (!c.needsQuote() && c.cost().billedDays() != c.term().billableDays()) {
                return List.of(List.of(Cell.text(m.get("papers.xlsx.daysNote"))));
            }
        }
        return List.of();
    }

    /**
     * The changes that bring the cost within the budget, in the engine's order: what changes (the description names the
     * configuration), its cards and way of renting, its cost a month and for the term, whether it is within the budget,
     * and what the buyer gives up. Null when the engine found none.
     */
    static Xlsx.Sheet budget(Advice a, Messages m) {
        List<Suggestion> suggestions = a.budget().suggestions();
        if (suggestions.isEmpty()) {
            return null;
        }
        List<List<Cell>> rows = new ArrayList<>();
        int n = 1;
        for (Suggestion s : suggestions) {
            rows.add(List.of(Cell.integer(n++), Cell.text(m.format(s.description())), Cell.integer(s.cards()),
                    Cell.text(m.format("report.value.plain", s.mode())), Cell.money(s.monthlyCostCny()),
                    Cell.money(s.termCostCny()), Cell.text(m.get(s.withinBudget() ? "budget.yes" : "budget.no")),
                    Cell.text(String.join("\n", s.downsides().stream().map(m::format).toList()))));
        }
        return new Xlsx.Sheet(m.get("papers.xlsx.sheet.budget"),
                List.of("#", m.get("report.budget.col.change"), m.get("rental.col.cards"), m.get("budget.col.mode"),
                        m.get("budget.col.monthly"), m.get("budget.col.term"), m.get("budget.col.within"),
                        m.get("papers.xlsx.budget.downsides")),
                new double[] {4, 44, 6, 16, 14, 14, 8, 40}, rows);
    }

    /** The cells, then empty text up to the sheet's last column: a full row, which no cell spans. */
    private static List<Cell> padded(int columns, Cell... cells) {
        List<Cell> row = new ArrayList<>(List.of(cells));
        while (row.size() < columns) {
            row.add(Cell.text(""));
        }
        return row;
    }
}
