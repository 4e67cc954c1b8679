package com.gpurental.output.papers;

import com.gpurental.output.papers.Xlsx.Cell;
import com.gpurental.output.pdf.TextWrap;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a sheet reads and prints (issue 33: finance opened the comparison with multi-line reasons drawn under other text,
 * headers cut off, and printed it as 19 A4 pages): column widths that fit their headers and figures, wrapped text with
 * the row height its lines need, and landscape where the columns are wider than a portrait A4 page.
 *
 * <p>Widths are in Excel's unit, the width of the digit 0 in the default 11-point Calibri (7 pixels at 96 dpi). A
 * Chinese character in a CJK font at 11 points is at most 11 points wide, 14.7 pixels: 2.1 units; LibreOffice draws
 * them narrower, 2 units is what both show without cutting. Row
 * heights are in points; one 11-point line takes 15 points (Excel's default row), in Chinese too.
 */
final class XlsxLayout {

    /**
     * A header widens its column to at most this (or the width the sheet asks for, when wider); a longer one wraps onto
     * more lines, so that a sheet of many figures still prints legibly one page wide.
     */
    static final double HEADER_WIDTH_CAP = 9;
    /** Room beside the text for the cell's padding and the filter of a header. */
    static final double PADDING = 2;
    /** No column narrower than a two-digit number with its padding. */
    static final double MIN_WIDTH = 4;
    static final double CJK_CHAR = 2.0;
    /** Headers are bold: their letters are wider ("Recommended" broke as "Recommende / d" at the regular width). */
    static final double BOLD = 1.15;
    static final double LINE_POINTS = 15;
    /**
     * What fits across portrait A4 at 100 % with the margins the writer sets (0.4 inch each side): 8.27 − 0.8 = 7.47
     * inches, 717 pixels, 102 units less the cells' padding: 98. Wider sheets print landscape (and every sheet is scaled to one
     * page wide).
     */
    static final double PORTRAIT_WIDTH = 98;

    private XlsxLayout() {
    }

    /** The width of text on one line, in character units. */
    static double textWidth(String s) {
        double w = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            w += wide(cp) ? CJK_CHAR : 1.0;
            i += Character.charCount(cp);
        }
        return w;
    }

    /** A full-width character: CJK ideographs, kana, hangul, CJK and full-width punctuation. */
    static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6) || cp >= 0x20000;
    }

    /** The width of the longest of the text's lines. */
    static double longestLine(String text) {
        double w = 0;
        for (String line : text.split("\n", -1)) {
            w = Math.max(w, textWidth(line));
        }
        return w;
    }

    /** The width of the text's longest word: a header wraps between words, never inside one ("Recomme / nded"). */
    static double longestWord(String text) {
        double w = 0;
        for (String token : TextWrap.units(text.replace('\n', ' '))) {
            w = Math.max(w, textWidth(token.strip()));
        }
        return w;
    }

    /**
     * The widest piece a header must not be broken in: a word, or a unit in full-width brackets ("（含税）", "（天）").
     * LibreOffice broke "租期合计（含税）" as "租期合计（含税" over a lone "）" in a column narrower than the bracket; a column
     * as wide as the bracket breaks before it.
     */
    static double headerWord(String header) {
        double w = longestWord(header);
        Matcher unit = Pattern.compile("（[^（）]*）").matcher(header);
        while (unit.find()) {
            w = Math.max(w, textWidth(unit.group()));
        }
        return w;
    }

    /**
     * A Chinese heading with its unit in brackets, as written: on one line where it fits its column
     * (LibreOffice shows "单价（元）", 10 units, on one line in 10), else broken before
     * the bracket ("最短租期" over "（天）"). LibreOffice had broken it inside, leaving a lone "）" on the second line; the
     * line break is whitespace, which the quote form's import ignores when it matches headings.
     */
    static String heading(String header, double columnWidth) {
        Matcher m = Pattern.compile("(.*[^\\s])\\s*(（[^（）]*）)").matcher(header);
        if (!m.matches() || textWidth(header) <= columnWidth) {
            return header;
        }
        return m.group(1) + "\n" + m.group(2);
    }

    /**
     * The lines the text takes in a column this wide, wrapped as a spreadsheet wraps: at spaces between words, anywhere
     * between Chinese characters, and a word longer than the column broken.
     */
    static int lines(String text, double columnWidth) {
        // the PDF's own line breaking (spaces, between Chinese characters, the punctuation that may not start a line)
        return Math.max(1, TextWrap.wrap(text, Math.max(1, columnWidth - 1), XlsxLayout::textWidth).size());
    }

    /**
     * The columns' widths: at least the header's longest word's, the header's up to {@link #HEADER_WIDTH_CAP} (beyond which it
     * wraps between words) and the widest
     * figure's (figures never wrap, Excel shows ##### instead); text no wider than its longest line needs, and no wider
     * than the width the sheet asks for, beyond which it wraps.
     */
    static double[] widths(Xlsx.Sheet s) {
        double[] widths = new double[s.headers().size()];
        for (int c = 0; c < widths.length; c++) {
            String h = s.headers().get(c);
            double header = Math.max(headerWord(h) * BOLD + PADDING,
                    Math.min(longestLine(h) * BOLD + PADDING, Math.max(HEADER_WIDTH_CAP, s.widths()[c])));
            double figures = 0;
            double text = 0;
            for (List<Cell> row : s.rows()) {
                if (c < row.size() && (c < row.size() - 1 || row.size() == widths.length)) {
                    Cell cell = row.get(c);
                    if (cell.value() instanceof Number n) {
                        figures = Math.max(figures, textWidth(shown(n, cell.format())) + PADDING);
                    } else {
                        text = Math.max(text, longestLine(String.valueOf(cell.value())) + PADDING);
                    }
                }
            }
            widths[c] = Math.max(MIN_WIDTH, Math.max(Math.max(header, figures), Math.min(text, s.widths()[c])));
        }
        return widths;
    }

    /** A figure as its number format shows it (¥ and thousands separators): what the column must be wide enough for. */
    static String shown(Number n, String format) {
        String pattern = format == null ? "0.##########" : format.replace("[$¥-804]", "¥");
        DecimalFormat f = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        return f.format(n instanceof BigDecimal d ? d : n.doubleValue());
    }

    /** The height of a row whose tallest cell has this many lines, in points. */
    static double height(int lines) {
        return lines * LINE_POINTS + 2;
    }

    /** Landscape where the columns are wider than portrait A4. */
    static boolean landscape(double[] widths) {
        double total = 0;
        for (double w : widths) {
            total += w;
        }
        return total > PORTRAIT_WIDTH;
    }

    /** The width a cell has to wrap in: its column's, or, for a row's last cell before the row's end, to the sheet's last column.
     */
    static double spanWidth(double[] widths, int column, int cellsInRow) {
        if (column < cellsInRow - 1 || cellsInRow >= widths.length) {
            return widths[column];
        }
        double w = 0;
        for (int c = column; c < widths.length; c++) {
            w += widths[c];
        }
        return w;
    }
}
