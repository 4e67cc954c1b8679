package com.gpurental.output.papers;

import com.gpurental.advice.Candidate;
import com.gpurental.output.RenderInput;
import com.gpurental.output.papers.Xlsx.Cell;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The quote form a vendor fills in: the first sheet's header row holds the quote format's columns
 * ({@link QuoteColumn}, in its one order, headed in the user's language — the Quotes page's import knows the headers
 * in both languages and by their JSON names), one row per offer with the requested GPU and card count filled in. A
 * second sheet says what each column takes and what is asked for. The buyer imports the first sheet back unchanged.
 */
public final class RfqXlsx {

    private RfqXlsx() {
    }

    public static void write(RenderInput in, Messages m, Path out) throws PaperException {
        try {
            Xlsx.write(out, Xlsx.withGlossary(List.of(form(in, m), guide(in, m)), m));
        } catch (IOException e) {
            throw PaperException.write(out, e, m);
        }
    }

    static Xlsx.Sheet form(RenderInput in, Messages m) {
        List<String> headers = QuoteColumn.order().stream().map(c -> c.header(m)).toList();
        // every column at least 10 wide for a vendor to type in, the GPU's name and the notes wider; headers fit (XlsxLayout)
        double[] widths = new double[headers.size()];
        for (QuoteColumn c : QuoteColumn.order()) {
            widths[c.ordinal()] = c == QuoteColumn.GPU ? 20 : c == QuoteColumn.NOTES ? 30 : 10;
        }
        Candidate lead = in.advice().leading().orElse(null);
        List<List<Cell>> rows = new ArrayList<>();
        if (lead != null) {
            List<Cell> row = new ArrayList<>();
            for (QuoteColumn c : QuoteColumn.order()) {
                row.add(switch (c) {
                    // The name a vendor reads ("NVIDIA H20 96GB", not the catalog id h20); GpuNames finds it on import.
                    case GPU -> Cell.text(lead.gpu().displayName().in(m.locale()));
                    case CARDS -> Cell.integer(lead.cards());
                    default -> Cell.text("");
                });
            }
            rows.add(row);
        }
        return new Xlsx.Sheet(m.get("papers.rfq.formSheet"), headers, widths, rows);
    }

    /**
     * What each column takes, in the reader's words (the guide showed vendors the plan file's field names, price.cny and
     * billing.unit, issue 33), then what is asked for.
     */
    private static Xlsx.Sheet guide(RenderInput in, Messages m) {
        List<List<Cell>> rows = new ArrayList<>();
        for (QuoteColumn c : QuoteColumn.order()) {
            rows.add(List.of(Cell.text(c.header(m)),
                    Cell.text(m.get(QuoteText.REQUIRED.contains(c) ? "papers.rfq.required" : "papers.rfq.optional")),
                    Cell.text(QuoteText.meaning(c, m)), Cell.text(QuoteText.example(c, m))));
        }
        rows.add(List.of(Cell.text(""), Cell.text(""), Cell.text(""), Cell.text("")));
        for (String[] line : RfqSpec.lines(in, m)) {
            rows.add(List.of(Cell.text(line[0]), Cell.text(""), Cell.text(line[1]), Cell.text("")));
        }
        return new Xlsx.Sheet(m.get("papers.rfq.guideSheet"),
                List.of(m.get("papers.rfq.col.field"), m.get("papers.rfq.col.required"), m.get("papers.rfq.col.meaning"),
                        m.get("papers.rfq.col.example")),
                new double[] {22, 8, 60, 16}, rows);
    }
}
