package com.gpurental.output.papers;

import com.gpurental.json.AtomicFiles;
import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import com.gpurental.units.Cny;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

/**
 * Writes workbooks with fastexcel: numbers as numeric cells with a number format (¥ with thousands
 * separators, grouped figures, percentages), text as text, a bold shaded header row, and the file
 * written atomically (a temporary file beside the target, moved into place).
 */
final class Xlsx {

    /** Money: ¥ (the yuan symbol as Excel writes it for zh-CN, no quotes: fastexcel does not escape them) with thousands
     * separators and fen. */
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

        static Cell money(Cny amount) {
            return money(amount == null ? null : amount.amount());
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
    static List<Sheet> withGlossary(List<Sheet> sheets, Messages m) {
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
        List<Glossary.Term> used = Glossary.usedIn(words.toString());
        if (used.isEmpty()) {
            return sheets;
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (Glossary.Term t : used) {
            String line = m.format(t.key());
            int colon = Math.max(line.indexOf('：'), line.indexOf(": "));
            rows.add(List.of(Cell.text(colon < 0 ? t.id() : line.substring(0, colon)),
                    Cell.text(colon < 0 ? line : line.substring(colon + 1).strip())));
        }
        List<Sheet> all = new ArrayList<>(sheets);
        all.add(new Sheet(m.get("papers.xlsx.sheet.glossary"), List.of(m.get("papers.xlsx.term"), m.get("papers.xlsx.meaning")),
                new double[] {20, 70}, rows));
        return all;
    }

    /** Thin grey lines round every cell, so that a printed sheet reads as a table. */
    private static final String GRID = "BFBFBF";
    private static final String HEADER_FILL = "EEF1F5";

    static void write(Path out, List<Sheet> sheets) throws IOException {
        AtomicFiles.write(out.toAbsolutePath().normalize(), stream -> {
            Workbook wb = new Workbook(AtomicFiles.keepOpen(stream), "GPU Rental Advisor", "1.0");
            for (Sheet s : sheets) {
                Worksheet ws = wb.newWorksheet(s.name());
                double[] widths = XlsxLayout.widths(s);
                header(ws, s, widths);
                for (int r = 0; r < s.rows().size(); r++) {
                    row(ws, r + 1, s.rows().get(r), widths);
                }
                ws.freezePane(0, 1);
                printSetup(ws, widths);
            }
            wb.finish();
        });
    }

    /** The bold shaded header row, wrapped where a header is wider than its column, as tall as its lines. */
    private static void header(Worksheet ws, Sheet s, double[] widths) {
        int lines = 1;
        for (int c = 0; c < s.headers().size(); c++) {
            String heading = XlsxLayout.heading(s.headers().get(c), widths[c]);
            ws.value(0, c, heading);
            ws.style(0, c).bold().fillColor(HEADER_FILL).wrapText(true).verticalAlignment("top")
                    .borderStyle("thin").borderColor(GRID).set();
            ws.width(c, widths[c]);
            lines = Math.max(lines, XlsxLayout.lines(heading, widths[c]));
        }
        ws.rowHeight(0, XlsxLayout.height(lines));
    }

    /**
     * One row: figures with their format, text wrapped at the top of the cell, the row as tall as its tallest cell. A row
     * with fewer cells than the sheet has columns (a note under a table) spans its last cell to the sheet's last column.
     */
    private static void row(Worksheet ws, int r, List<Cell> row, double[] widths) {
        int lines = 1;
        for (int c = 0; c < row.size(); c++) {
            Cell cell = row.get(c);
            if (cell.value() instanceof Number n) {
                ws.value(r, c, n);
                ws.style(r, c).format(cell.format()).verticalAlignment("top").borderStyle("thin").borderColor(GRID).set();
            } else {
                String text = String.valueOf(cell.value());
                ws.value(r, c, text);
                ws.style(r, c).wrapText(true).verticalAlignment("top").borderStyle("thin").borderColor(GRID).set();
                lines = Math.max(lines, XlsxLayout.lines(text, XlsxLayout.spanWidth(widths, c, row.size())));
            }
        }
        if (row.size() < widths.length && !row.isEmpty()) {
            // Every cell of the span gets the grid line: styled in its first cell only, the memory sheet's note printed
            // without its right border (issue 33, "显存 sheet prints with its right border cut").
            ws.range(r, row.size() - 1, r, widths.length - 1).style().wrapText(true).verticalAlignment("top")
                    .borderStyle("thin").borderColor(GRID).set();
            ws.range(r, row.size() - 1, r, widths.length - 1).merge();
        }
        ws.rowHeight(r, XlsxLayout.height(lines));
    }

    /**
     * Printed on A4, one page wide (as many pages tall as the rows need), landscape where the columns are wider than a
     * portrait page, the header row repeated at the top of every page.
     */
    private static void printSetup(Worksheet ws, double[] widths) {
        ws.paperSize(org.dhatim.fastexcel.PaperSize.A4_PAPER);
        ws.pageOrientation(XlsxLayout.landscape(widths) ? "landscape" : "portrait");
        ws.setFitToPage(true);
        ws.fitToWidth((short) 1);
        ws.fitToHeight((short) 0);
        ws.repeatRows(0);
        ws.leftMargin(0.4f);
        ws.rightMargin(0.4f);
        ws.topMargin(0.5f);
        ws.bottomMargin(0.5f);
    }
}
