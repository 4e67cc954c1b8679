package com.gpurental.output.papers;

import com.gpurental.json.AtomicFiles;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

/**
 * Writes workbooks with fastexcel: numbers as numeric cells with a number format (¥ with thousands
 * separators, grouped figures, percentages), text as text, a bold shaded header row, and the file
 * written atomically (a temporary file beside the target, moved into place).
 */
final class Xlsx {

    /** Money: ¥ (the yuan symbol as Excel writes it for zh-CN, no quotes: fastexcel does not escape them) with thousands separators and fen. */
    static final String MONEY = "[$¥-804]#,##0.00";
    /** A unit price: ¥ with four decimals (card-hour prices such as ¥6.8900). */
    static final String MONEY4 = "[$¥-804]#,##0.0000";
    /** A grouped figure with one decimal. */
    static final String DECIMAL = "#,##0.0";
    static final String INTEGER = "#,##0";
    /** A share stored as a fraction (0.62 shows 62.0%). */
    static final String PERCENT = "0.0%";

    /** A cell: text, or a number with its format. */
    record Cell(Object value, String format) {
        static Cell text(String s) {
            return new Cell(s == null ? "" : s, null);
        }

        static Cell money(BigDecimal amount) {
            return new Cell(amount, MONEY);
        }

        static Cell decimal(Double value) {
            return value == null ? text("") : new Cell(value, DECIMAL);
        }

        static Cell integer(long value) {
            return new Cell(value, INTEGER);
        }

        static Cell percent(double fraction) {
            return new Cell(fraction, PERCENT);
        }
    }

    /** One sheet: its name, column headers and widths, and the rows. */
    record Sheet(String name, List<String> headers, double[] widths, List<List<Cell>> rows) {
    }

    private Xlsx() {
    }

    /**
     * The sheets and, after them, a sheet explaining the terms their words use (token, PUE, SLA …; docs/domain.md
     * words a buyer may not know); the sheets alone when they use none.
     */
    static List<Sheet> withGlossary(List<Sheet> sheets, com.gpurental.text.Messages m) {
        StringBuilder words = new StringBuilder();
        for (Sheet sheet : sheets) {
            sheet.headers().forEach(h -> words.append(h).append('\n'));
            for (List<Cell> row : sheet.rows()) {
                for (Cell c : row) {
                    if (c.value() instanceof String text) {
                        words.append(text).append('\n');
                    }
                }
            }
        }
        List<com.gpurental.text.Glossary.Term> used = com.gpurental.text.Glossary.usedIn(words.toString());
        if (used.isEmpty()) {
            return sheets;
        }
        List<List<Cell>> rows = new java.util.ArrayList<>();
        for (com.gpurental.text.Glossary.Term t : used) {
            String line = m.format(t.key());
            int colon = Math.max(line.indexOf('：'), line.indexOf(": "));
            rows.add(List.of(Cell.text(colon < 0 ? t.id() : line.substring(0, colon)),
                    Cell.text(colon < 0 ? line : line.substring(colon + 1).strip())));
        }
        List<Sheet> all = new java.util.ArrayList<>(sheets);
        all.add(new Sheet(m.get("papers.xlsx.sheet.glossary"), List.of(m.get("papers.xlsx.term"), m.get("papers.xlsx.meaning")),
                new double[] {22, 100}, rows));
        return all;
    }

    static void write(Path out, List<Sheet> sheets) throws IOException {
        AtomicFiles.write(out.toAbsolutePath().normalize(), stream -> {
            Workbook wb = new Workbook(com.gpurental.json.AtomicFiles.keepOpen(stream), "GPU Rental Advisor", "1.0");
            for (Sheet s : sheets) {
                Worksheet ws = wb.newWorksheet(s.name());
                for (int c = 0; c < s.headers().size(); c++) {
                    ws.value(0, c, s.headers().get(c));
                    ws.style(0, c).bold().fillColor("EEF1F5").set();
                    ws.width(c, s.widths()[c]);
                }
                for (int r = 0; r < s.rows().size(); r++) {
                    List<Cell> row = s.rows().get(r);
                    for (int c = 0; c < row.size(); c++) {
                        Cell cell = row.get(c);
                        if (cell.value() instanceof Number n) {
                            ws.value(r + 1, c, n);
                            ws.style(r + 1, c).format(cell.format()).set();
                        } else {
                            ws.value(r + 1, c, String.valueOf(cell.value()));
                        }
                    }
                }
                ws.freezePane(0, 1);
            }
            wb.finish();
        });
    }
}
