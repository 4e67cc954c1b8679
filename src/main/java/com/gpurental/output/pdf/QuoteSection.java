package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.ALERT;
import static com.gpurental.output.pdf.PageWriter.BODY;
import static com.gpurental.output.pdf.PageWriter.INK;
import static com.gpurental.output.pdf.PageWriter.MUTED;

import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import com.gpurental.quotes.OwnershipCost;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The PDF's quote comparison: every quote with its cost lines, its flags, the choice and why, and the
 * ownership comparison when the plan gives one. Formats what {@link QuoteComparison} holds.
 */
final class QuoteSection {

    private QuoteSection() {
    }

    /** Writes the quotes' section after {@code heading} has written its title; nothing when there are no quotes. */
    static void render(QuoteComparison c, Messages m, PageWriter w) throws IOException {
        if (!c.ranked().isEmpty()) {
            w.paragraph(m.get("report.quotes.intro"), BODY, MUTED, 0);
            w.space(3);
            List<Row> rows = new ArrayList<>();
            int rank = 1;
            for (VendorQuoteCost q : c.ranked()) {
                rows.add(new Row(List.of(String.valueOf(rank++), q.vendor(),
                        m.format("report.quotes.config", q.billedCards(), q.gpu().displayName()),
                        m.get(q.fits() ? "report.quotes.fitsYes" : "report.quotes.fitsNo"),
                        m.fen(q.gpuCostCny()), m.format(q.storageCostText()), m.fen(q.bandwidthCostCny()),
                                m.fen(q.vatCny()),
                        m.format(q.termCostText()), m.format(q.monthlyCostText())), q == c.recommended(), q.fits() ? -1 : 3,
                                ALERT));
            }
            w.table(List.of(Column.right("#", 0.04f), Column.left(m.get("report.quotes.col.vendor"), 0.10f),
                    Column.left(m.get("report.quotes.col.config"), 0.18f), Column.left(m.get("report.quotes.col.fits"), 0.06f),
                    Column.right(m.get("report.quotes.col.gpu"), 0.11f), Column.right(m.get("report.quotes.col.storage"), 0.09f),
                    Column.right(m.get("report.quotes.col.bandwidth"), 0.09f),
                            Column.right(m.get("report.quotes.col.vat"), 0.09f),
                    Column.right(m.get("report.quotes.col.term"), 0.12f), Column.right(m.get("report.quotes.col.monthly"),
                            0.11f)),
                    rows);
            w.space(4);
            if (c.reason() != null) {
                w.box(List.of(m.format(c.reason())), PageWriter.SHADE, INK);
            }
            for (VendorQuoteCost q : c.ranked()) {
                w.subheading(m.format("report.quotes.flagsOf", q.vendor()), 40);
                w.paragraph(m.format(q.referenceNote()), BODY, MUTED, 0);
                if (q.flags().isEmpty()) {
                    w.paragraph(m.get("report.quotes.noFlags"), BODY, INK, 0);
                }
                for (QuoteFlag f : q.flags()) {
                    w.item("•", f.code().blocking() ? ALERT : INK, m.format(f.text()), INK, 8);
                }
            }
        }
        if (!c.problems().isEmpty()) {
            for (var p : c.problems()) {
                w.item("!", ALERT, p.path() + ": " + m.format(p.problem()), ALERT, 0);
            }
        }
        OwnershipCost o = c.ownership();
        if (o != null) {
            w.subheading(m.get("report.quotes.ownership"), 80);
            List<Row> rows = new ArrayList<>();
            rows.add(Row.of(m.get("report.quotes.own.depreciation"), m.fen(o.depreciationCny().amount())));
            rows.add(Row.of(m.get("report.quotes.own.power"), m.fen(o.powerCny().amount())));
            rows.add(Row.of(m.get("report.quotes.own.hosting"), m.fen(o.hostingCny().amount())));
            rows.add(Row.of(m.get("report.quotes.own.operations"), m.fen(o.operationsCny().amount())));
            rows.add(new Row(List.of(m.format("report.quotes.own.total", o.serverCards(), o.gpuName()),
                    m.fen(o.monthlyCostCny().amount())), true));
            if (o.rentMonthlyCostCny() != null) {
                rows.add(Row.of(m.format("report.quotes.own.rent", m.format(o.rentSource())),
                        m.fen(o.rentMonthlyCostCny().amount())));
            }
            w.table(List.of(Column.left(m.get("report.quotes.own.col.part"), 0.7f),
                    Column.right(m.get("report.quotes.own.col.month"), 0.3f)),
                    rows);
            w.space(3);
            w.paragraph(m.format(o.verdict()));
        }
    }
}
