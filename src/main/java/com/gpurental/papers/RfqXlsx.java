package com.gpurental.papers;

import com.gpurental.advice.Candidate;
import com.gpurental.papers.Xlsx.Cell;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The quote form a vendor fills in: the first sheet's header row holds exactly the quote format's
 * field names, one row per offer (the requested GPU and card count filled in); a second sheet says
 * what each field means and what is asked for. The buyer imports the first sheet back unchanged.
 */
public final class RfqXlsx {

    private RfqXlsx() {
    }

    public static void write(PaperInput in, Messages m, Path out) throws PaperException {
        try {
            Xlsx.write(out, List.of(form(in), guide(in, m)));
        } catch (IOException e) {
            throw PaperException.write(out, e, m);
        }
    }

    static Xlsx.Sheet form(PaperInput in) {
        List<String> headers = QuoteForm.FIELDS.stream().map(QuoteForm.Field::name).toList();
        double[] widths = new double[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = Math.max(12, headers.get(i).length() + 4);
        }
        Candidate lead = in.advice().leading().orElse(null);
        List<List<Cell>> rows = new ArrayList<>();
        if (lead != null) {
            List<Cell> row = new ArrayList<>();
            for (QuoteForm.Field f : QuoteForm.FIELDS) {
                row.add(switch (f.name()) {
                    case "gpu" -> Cell.text(lead.gpu().id());
                    case "cards" -> Cell.integer(lead.cards());
                    default -> Cell.text("");
                });
            }
            rows.add(row);
        }
        return new Xlsx.Sheet("quotes", headers, widths, rows);
    }

    private static Xlsx.Sheet guide(PaperInput in, Messages m) {
        List<List<Cell>> rows = new ArrayList<>();
        for (QuoteForm.Field f : QuoteForm.FIELDS) {
            rows.add(List.of(Cell.text(f.name()), Cell.text(m.get(f.required() ? "papers.rfq.required" : "papers.rfq.optional")),
                    Cell.text(m.get("papers.quote." + f.name()))));
        }
        rows.add(List.of(Cell.text(""), Cell.text(""), Cell.text("")));
        for (String[] line : RfqSpec.lines(in, m)) {
            rows.add(List.of(Cell.text(line[0]), Cell.text(""), Cell.text(line[1])));
        }
        return new Xlsx.Sheet(m.get("papers.rfq.guideSheet"),
                List.of(m.get("papers.rfq.col.field"), m.get("papers.rfq.col.required"), m.get("papers.rfq.col.meaning")),
                new double[] {26, 10, 90}, rows);
    }
}
