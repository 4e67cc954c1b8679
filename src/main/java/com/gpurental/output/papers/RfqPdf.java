package com.gpurental.output.papers;

import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PaperPdf;
import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The request for quotation (询价函): what is asked for in vendor terms ({@link RfqSpec}), how to
 * quote (price unit, billing rules, extras, tax basis, validity) and the quote form's columns — the
 * quote format's fields ({@link QuoteColumn}), as in the XLSX form ({@link RfqXlsx}) that the buyer imports back.
 * One to two A4 pages.
 */
public final class RfqPdf {

    private RfqPdf() {
    }

    public static void write(RenderInput in, Messages m, Path out) throws PdfExportException {
        PaperPdf.write(m, out, m.get("papers.rfq.title"), m.format("papers.rfq.footer", PaperText.date(in.date(), m)),
                sheet -> body(in, m, sheet));
    }

    static void body(RenderInput in, Messages m, PaperPdf.Sheet s) throws IOException {
        String project = in.project();
        s.title(m.get("papers.rfq.title"), project == null ? PaperText.date(in.date(), m)
                : project + " · " + PaperText.date(in.date(), m));
        LocalDate deadline = in.details().quoteDeadline();
        // the welcome to the equivalents only where the letter names one (tester session 19: none left, still welcomed)
        s.paragraph(m.format("papers.rfq.intro", deadline == null ? "" : PaperText.date(deadline, m), deadline == null ? 0 : 1,
                RfqSpec.accepted(in.advice()).isEmpty() ? 0 : 1));
        s.heading(m.get("papers.rfq.specTitle"));
        s.fields(m.get("papers.col.item"), m.get("papers.rfq.col.requirement"), RfqSpec.lines(in, m), 0.26f);
        s.heading(m.get("papers.rfq.howTitle"));
        for (String key : List.of("papers.rfq.how.price", "papers.rfq.how.billing", "papers.rfq.how.extras",
                "papers.rfq.how.tax", "papers.rfq.how.terms")) {
            s.bullet(m.get(key));
        }
        s.heading(m.get("papers.rfq.formTitle"));
        s.note(m.get("papers.rfq.formIntro"));
        List<List<String>> rows = new ArrayList<>();
        for (QuoteColumn c : QuoteColumn.order()) {
            rows.add(List.of(c.header(m), QuoteText.meaning(c, m)
                    + (QuoteText.REQUIRED.contains(c) ? m.get("papers.rfq.requiredMark") : "")));
        }
        s.table(List.of(m.get("papers.rfq.col.field"), m.get("papers.rfq.col.meaning")), new float[] {0.30f, 0.70f},
                new boolean[] {false, false}, rows, -1);
    }
}
