package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.BODY;
import static com.gpurental.output.pdf.PageWriter.FAINT_RULE;
import static com.gpurental.output.pdf.PageWriter.INK;
import static com.gpurental.output.pdf.PageWriter.LEADING;
import static com.gpurental.output.pdf.PageWriter.MUTED;
import static com.gpurental.output.pdf.PageWriter.RULE;
import static com.gpurental.output.pdf.PageWriter.SHADE;

import com.gpurental.output.pdf.PageWriter.Align;
import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A table drawn through a {@link PageWriter}: wrapped cells, the header repeated on every page the table spans. */
final class PageTable {

    private final PageWriter w;

    PageTable(PageWriter w) {
        this.w = w;
    }

    private static final float CELL_PAD_X = 4;
    private static final float CELL_PAD_Y = 3;

    /**
     * A table across the content width. Rows wrap their cells; a row that does not fit goes to
     * the next page with the header repeated; a row taller than a page is split between lines.
     */
    void write(List<Column> columns, List<Row> rows) throws IOException {
        float total = 0;
        for (Column c : columns) {
            total += c.weight();
        }
        float[] widths = new float[columns.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = w.contentWidth() * columns.get(i).weight() / total;
        }
        List<List<String>> header = cellLines(columns.stream().map(Column::header).toList(), widths);
        float headerHeight = rowHeight(header, 0, maxLines(header));

        List<List<List<String>>> body = new ArrayList<>();
        for (Row r : rows) {
            body.add(cellLines(r.cells(), widths));
        }
        float firstRow = body.isEmpty() ? 0 : rowHeight(body.get(0), 0, maxLines(body.get(0)));
        w.ensure(headerHeight + Math.min(firstRow, 3 * w.lineHeight(BODY) + 2 * CELL_PAD_Y));
        drawRow(columns, widths, header, 0, maxLines(header), null);

        for (int r = 0; r < body.size(); r++) {
            List<List<String>> cells = body.get(r);
            int lines = maxLines(cells);
            int from = 0;
            while (from < lines) {
                float need = rowHeight(cells, from, lines);
                if (need > w.remaining()) {
                    boolean fitsOnFreshPage = need <= w.top() - w.bottom() - headerHeight;
                    int fit = (int) Math.floor((w.remaining() - 2 * CELL_PAD_Y) / w.lineHeight(BODY));
                    if (fitsOnFreshPage || fit < 2) {
                        w.newPage();
                        drawRow(columns, widths, header, 0, maxLines(header), null);
                        continue;
                    }
                    drawRow(columns, widths, cells, from, from + fit, rows.get(r));
                    from += fit;
                    w.newPage();
                    drawRow(columns, widths, header, 0, maxLines(header), null);
                    continue;
                }
                drawRow(columns, widths, cells, from, lines, rows.get(r));
                from = lines;
            }
        }
        w.line(w.left(), w.y(), w.right(), w.y(), RULE, 0.6f);
        w.advance(4);
    }

    private List<List<String>> cellLines(List<String> cells, float[] widths) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < widths.length; i++) {
            String cell = i < cells.size() && cells.get(i) != null ? cells.get(i) : "";
            out.add(w.wrap(cell, BODY, widths[i] - 2 * CELL_PAD_X));
        }
        return out;
    }

    private static int maxLines(List<List<String>> cells) {
        int max = 1;
        for (List<String> c : cells) {
            max = Math.max(max, c.size());
        }
        return max;
    }

    private float rowHeight(List<List<String>> cells, int from, int to) {
        return (to - from) * w.lineHeight(BODY) + 2 * CELL_PAD_Y;
    }

    /** Draws lines {@code from}–{@code to} of a row; {@code row} null = the header. */
    private void drawRow(List<Column> columns, float[] widths, List<List<String>> cells, int from, int to, Row row)
            throws IOException {
        boolean header = row == null;
        boolean shaded = row != null && row.shaded();
        float h = rowHeight(cells, from, to);
        if (header || shaded) {
            w.rect(w.left(), w.y() - h, w.contentWidth(), h, header ? SHADE : 0xF6F8FA);
        }
        float x = w.left();
        for (int i = 0; i < widths.length; i++) {
            List<String> lines = cells.get(i);
            float base = w.y() - CELL_PAD_Y - BODY * w.font().ascent() - (LEADING - 1) * BODY / 2;
            for (int l = from; l < Math.min(to, lines.size()); l++) {
                String s = lines.get(l);
                float tx = columns.get(i).align() == Align.RIGHT ? x + widths[i] - CELL_PAD_X - w.font().width(s, BODY)
                        : x + CELL_PAD_X;
                int rgb = header ? MUTED : i == row.accentColumn() ? row.accentRgb() : INK;
                w.text(s, tx, base, BODY, rgb);
                base -= w.lineHeight(BODY);
            }
            x += widths[i];
        }
        if (header) {
            w.line(w.left(), w.y(), w.right(), w.y(), RULE, 0.6f);
            w.line(w.left(), w.y() - h, w.right(), w.y() - h, RULE, 0.6f);
        } else {
            w.line(w.left(), w.y() - h, w.right(), w.y() - h, FAINT_RULE, 0.4f);
        }
        w.advance(h);
    }
}
