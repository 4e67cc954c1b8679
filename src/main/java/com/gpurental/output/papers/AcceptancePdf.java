package com.gpurental.output.papers;

import com.gpurental.acceptance.Acceptance;
import com.gpurental.acceptance.AcceptanceLine;
import com.gpurental.acceptance.Delivered;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PaperPdf;
import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The acceptance record (验收单): the plan and the chosen quote, what was delivered, every check with its
 * verdict, the open items with what to ask the vendor, and signature lines for the buyer, the user department and
 * the vendor — the paper finance asks for before the first payment. Formats the engine's {@link Acceptance}; it
 * derives nothing.
 */
public final class AcceptancePdf {

    private AcceptancePdf() {
    }

    public static void write(Acceptance a, Advice advice, Messages m, LocalDate date, Path out) throws InputException {
        try {
            PaperPdf.write(m, out, m.get("papers.acceptance.title"),
                    m.format("papers.acceptance.footer", PaperText.date(date, m)), sheet -> body(a, advice, m, date, sheet));
        } catch (PdfExportException e) {
            throw new InputException(out.toString(), null, e.message());
        }
    }

    static void body(Acceptance a, Advice advice, Messages m, LocalDate date, PaperPdf.Sheet s) throws IOException {
        RenderInput.Details d = RenderInput.Details.of(advice.plan().plan().project());
        String project = d.project() != null && !d.project().isBlank() ? d.project()
                : advice.plan().plan().title();
        s.title(m.get("papers.acceptance.title"), m.get("papers.acceptance.subtitle"));
        Delivered dl = a.delivered();
        s.pairs(List.of(
                new String[] {m.get("papers.field.project"), PaperText.orBlank(project, m)},
                new String[] {m.get("papers.field.date"), PaperText.date(date, m)},
                new String[] {m.get("papers.field.department"), PaperText.orBlank(d.department(), m)},
                new String[] {m.get("papers.col.vendor"), PaperText.orBlank(a.vendor(), m)},
                new String[] {m.get("papers.acceptance.planId"), dl.planId().isEmpty() ? m.get("papers.blank") : dl.planId()},
                new String[] {m.get("papers.acceptance.verdict"), m.format("acceptance.verdict." + a.overall().name())}));

        s.heading(m.get("papers.acceptance.ordered"));
        Candidate lead = advice.leading().orElse(null);
        if (lead == null) {
            s.paragraph(PaperText.noRecommendation(advice, m));
        } else if (lead.vendorQuote() != null) {
            s.paragraph(m.format("papers.acceptance.orderedQuote", lead.vendor(), QuoteText.configuration(lead.vendorQuote(), m),
                    m.fen(lead.vendorQuote().monthlyCostCny()), m.fen(lead.vendorQuote().termCostCny())));
        } else {
            s.paragraph(m.format("papers.acceptance.orderedPlan", PaperText.cardsOf(lead, m),
                    lead.cost() == null ? m.get("papers.blank") : m.fen(lead.cost().monthlyCostCny())));
        }

        s.heading(m.get("papers.acceptance.delivered"));
        s.fields(m.get("papers.col.item"), m.get("papers.acceptance.col.found"), delivered(a, m), 0.26f);

        s.heading(m.get("papers.acceptance.checks"));
        List<List<String>> rows = new ArrayList<>();
        for (AcceptanceLine l : a.lines()) {
            rows.add(List.of(m.format(l.title()), m.format(l.expected()), m.format(l.delivered()),
                    m.format(l.verdictText()) + m.get("papers.acceptance.verdictSeparator") + m.format(l.words())));
        }
        s.table(List.of(m.get("papers.col.item"), m.get("papers.acceptance.col.planned"),
                        m.get("papers.acceptance.col.delivered"), m.get("papers.acceptance.col.verdict")),
                new float[] {0.15f, 0.23f, 0.24f, 0.38f}, new boolean[] {false, false, false, false}, rows, -1);
        s.paragraph(m.format(a.summary()));

        s.heading(m.get("papers.acceptance.open"));
        if (a.open().isEmpty()) {
            s.note(m.get("papers.acceptance.noOpen"));
        }
        for (AcceptanceLine l : a.open()) {
            s.openItem(m.format("papers.acceptance.openItem", m.format(l.title()), m.format(l.words()),
                    l.ask() == null ? "" : m.format(l.ask())));
        }
        s.note(m.get("papers.acceptance.rawKept"));
        s.signatures(List.of(m.get("papers.sign.buyer"), m.get("papers.sign.userDepartment"), m.get("papers.sign.vendor")),
                m.get("papers.sign.signature"), m.get("papers.sign.date"));
    }

    /** What the machine showed, one line per part. */
    private static List<String[]> delivered(Acceptance a, Messages m) {
        Delivered d = a.delivered();
        List<String[]> rows = new ArrayList<>();
        String none = m.get("acceptance.notFound");
        rows.add(new String[] {m.get("acceptance.line.model"), d.gpus().isEmpty() ? none
                : m.format("papers.acceptance.gpus", d.gpus().size(), m.format(a.line("model").delivered()))});
        if (a.line("memory") != null) {
            rows.add(new String[] {m.get("acceptance.line.memory"), m.format(a.line("memory").delivered())});
        }
        if (a.line("driver") != null) {
            rows.add(new String[] {m.get("acceptance.line.driver"), m.format(a.line("driver").delivered())});
        }
        rows.add(new String[] {m.get("papers.acceptance.cpu"), d.cpuModel() == null ? none
                : d.cpuThreads() == null ? d.cpuModel() : m.format("papers.acceptance.cpuValue", d.cpuModel(), d.cpuThreads())});
        rows.add(new String[] {m.get("acceptance.line.ram"), m.format(a.line("ram").delivered())});
        List<String> disks = new ArrayList<>();
        for (Delivered.Disk k : d.disks()) {
            disks.add(m.format("papers.acceptance.disk", k.name(), k.kind(), k.sizeBytes() == null ? 0.0 : k.sizeBytes() / 1e12));
        }
        rows.add(new String[] {m.get("papers.acceptance.disks"), disks.isEmpty() ? none
                : String.join(m.get("report.listSeparator"), disks)});
        rows.add(new String[] {m.get("acceptance.line.diskRead"), m.format(a.line("diskRead").delivered())});
        rows.add(new String[] {m.get("acceptance.line.network"), m.format(a.line("network").delivered())});
        rows.add(new String[] {m.get("papers.acceptance.notFoundTools"), d.notFound().isEmpty() ? m.get("report.value.none")
                : String.join(m.get("report.listSeparator"), d.notFound())});
        return rows;
    }
}
