package com.gpurental.output.pdf;

import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;

/**
 * Flows the report onto A4 pages: a cursor moves down the page, and every block (heading,
 * paragraph, list item, table row, chart) asks for its height first and starts a new page when
 * it does not fit. Tables repeat their header on every page they continue onto. One font, three
 * sizes, thin rules and light shading.
 */
final class PageWriter {

    static final float MM = 72f / 25.4f;
    static final PDRectangle A4 = PDRectangle.A4;
    static final float MARGIN = 20 * MM;
    /** The footer (page number) sits in the bottom margin, this far above the paper's edge. */
    static final float FOOTER_BASELINE = 11 * MM;

    static final float TITLE = 16f;
    static final float HEADING = 11.5f;
    static final float BODY = 9f;
    static final float LEADING = 1.45f;

    static final int INK = 0x212529;
    static final int MUTED = 0x5F666D;
    static final int RULE = 0xBFC5CC;
    static final int FAINT_RULE = 0xDEE2E6;
    static final int SHADE = 0xEEF1F5;
    static final int ACCENT = 0x1F4E8C;
    static final int ALERT = 0xB3261E;

    enum Align { LEFT, RIGHT }

    /** A column of a table: header text, share of the table's width, alignment. */
    record Column(String header, float weight, Align align) {
        static Column left(String header, float weight) {
            return new Column(header, weight, Align.LEFT);
        }

        static Column right(String header, float weight) {
            return new Column(header, weight, Align.RIGHT);
        }
    }

    /**
     * A table row; {@code shaded} highlights it (e.g. the recommended configuration), and the cell
     * in {@code accentColumn} (if ≥ 0) is written in {@code accentRgb} (e.g. "open" in red).
     */
    record Row(List<String> cells, boolean shaded, int accentColumn, int accentRgb) {
        Row(List<String> cells, boolean shaded) {
            this(cells, shaded, -1, INK);
        }

        static Row of(String... cells) {
            return new Row(List.of(cells), false);
        }
    }

    private final PDDocument doc;
    private final ReportFont font;
    private final List<PDPage> pages = new ArrayList<>();
    private PDPageContentStream cs;
    private float y;
    /** Every line of text put on the pages so far (the glossary lists the terms it uses). */
    private final StringBuilder shown = new StringBuilder();

    PageWriter(PDDocument doc, ReportFont font) {
        this.doc = doc;
        this.font = font;
    }

    /**
     * The glossary of the terms the pages so far use ("token", "PUE", "SLA" …), one muted line each under a
     * subheading; nothing when they use none.
     */
    void glossary(Messages m) throws IOException {
        List<String> lines = Glossary.lines(shown.toString(), m);
        if (lines.isEmpty()) {
            return;
        }
        subheading(m.get("glossary.title"), lineHeight(BODY) * 2);
        for (String line : lines) {
            ensure(wrap(line, BODY, contentWidth()).size() * lineHeight(BODY)); // a line whole on its page
            paragraph(line, BODY, MUTED, 0);
        }
    }

    // ---- geometry ---------------------------------------------------------------------------

    float left() {
        return MARGIN;
    }

    float right() {
        return A4.getWidth() - MARGIN;
    }

    float contentWidth() {
        return right() - left();
    }

    float top() {
        return A4.getHeight() - MARGIN;
    }

    float bottom() {
        return MARGIN;
    }

    /** The cursor: the top of the next block. */
    float y() {
        return y;
    }

    float lineHeight(float size) {
        return size * LEADING;
    }

    float remaining() {
        return y - bottom();
    }

    List<PDPage> pages() {
        return pages;
    }

    PDPageContentStream content() {
        return cs;
    }

    ReportFont font() {
        return font;
    }

    // ---- pages ------------------------------------------------------------------------------

    void newPage() throws IOException {
        closeContent();
        PDPage page = new PDPage(A4);
        doc.addPage(page);
        pages.add(page);
        cs = new PDPageContentStream(doc, page);
        y = top();
    }

    /** Starts a new page unless {@code height} points fit below the cursor. */
    void ensure(float height) throws IOException {
        if (cs == null || y - height < bottom()) {
            newPage();
        }
    }

    boolean atPageTop() {
        return y >= top() - 0.01f;
    }

    void space(float points) {
        if (!atPageTop()) {
            y -= points;
        }
    }

    void advance(float points) {
        y -= points;
    }

    void closeContent() throws IOException {
        if (cs != null) {
            cs.close();
            cs = null;
        }
    }

    /** Writes "n / N" (and a left-hand caption) at the foot of every page, once all pages exist. */
    void footers(String caption, IntFunction<String> pageLabel) throws IOException {
        closeContent();
        for (int i = 0; i < pages.size(); i++) {
            try (PDPageContentStream foot = new PDPageContentStream(doc, pages.get(i),
                    PDPageContentStream.AppendMode.APPEND, true, true)) {
                PDPageContentStream saved = cs;
                cs = foot;
                stroke(FAINT_RULE, 0.5f);
                cs.moveTo(left(), FOOTER_BASELINE + BODY + 2);
                cs.lineTo(right(), FOOTER_BASELINE + BODY + 2);
                cs.stroke();
                String label = pageLabel.apply(i + 1);
                float capWidth = contentWidth() - width(label, BODY) - 12;
                text(ellipsize(caption, BODY, capWidth), left(), FOOTER_BASELINE, BODY, MUTED);
                text(label, right() - width(label, BODY), FOOTER_BASELINE, BODY, MUTED);
                cs = saved;
            }
        }
    }

    // ---- drawing primitives ----------------------------------------------------------------

    float width(String text, float size) {
        return font.width(font.clean(text), size);
    }

    List<String> wrap(String text, float size, float maxWidth) {
        String clean = font.clean(text);
        return TextWrap.wrap(clean, maxWidth, s -> font.width(s, size));
    }

    /** The text cut with "…" to fit {@code maxWidth}. */
    String ellipsize(String text, float size, float maxWidth) {
        String clean = font.clean(text);
        if (font.width(clean, size) <= maxWidth) {
            return clean;
        }
        int end = clean.length();
        while (end > 0 && font.width(clean.substring(0, end) + "…", size) > maxWidth) {
            end = clean.offsetByCodePoints(end, -1);
        }
        return clean.substring(0, end) + "…";
    }

    /** One line of text with its baseline at {@code baseline}. */
    void text(String text, float x, float baseline, float size, int rgb) throws IOException {
        String clean = font.clean(text).replace('\n', ' ');
        if (clean.isEmpty()) {
            return;
        }
        shown.append(clean).append('\n');
        cs.beginText();
        cs.setFont(font.pdFont(), size);
        fill(rgb);
        cs.newLineAtOffset(x, baseline);
        cs.showText(clean);
        cs.endText();
    }

    /** Text turned 90° anticlockwise, reading upwards, starting at (x, y). */
    void textUp(String text, float x, float y, float size, int rgb) throws IOException {
        String clean = font.clean(text).replace('\n', ' ');
        shown.append(clean).append('\n');
        cs.beginText();
        cs.setFont(font.pdFont(), size);
        fill(rgb);
        cs.setTextMatrix(Matrix.getRotateInstance(Math.PI / 2, x, y));
        cs.showText(clean);
        cs.endText();
    }

    void fill(int rgb) throws IOException {
        cs.setNonStrokingColor(r(rgb), g(rgb), b(rgb));
    }

    void stroke(int rgb, float lineWidth) throws IOException {
        cs.setStrokingColor(r(rgb), g(rgb), b(rgb));
        cs.setLineWidth(lineWidth);
    }

    void rect(float x, float y, float w, float h, int rgb) throws IOException {
        fill(rgb);
        cs.addRect(x, y, w, h);
        cs.fill();
    }

    void line(float x1, float y1, float x2, float y2, int rgb, float lineWidth) throws IOException {
        stroke(rgb, lineWidth);
        cs.moveTo(x1, y1);
        cs.lineTo(x2, y2);
        cs.stroke();
    }

    /** A colour mixed with white: {@code amount} 0 = the colour, 1 = white. */
    static int tint(int rgb, float amount) {
        int r = (rgb >> 16) & 0xFF;
        int g = (rgb >> 8) & 0xFF;
        int b = rgb & 0xFF;
        r = Math.round(r + (255 - r) * amount);
        g = Math.round(g + (255 - g) * amount);
        b = Math.round(b + (255 - b) * amount);
        return (r << 16) | (g << 8) | b;
    }

    private static float r(int rgb) {
        return ((rgb >> 16) & 0xFF) / 255f;
    }

    private static float g(int rgb) {
        return ((rgb >> 8) & 0xFF) / 255f;
    }

    private static float b(int rgb) {
        return (rgb & 0xFF) / 255f;
    }

    // ---- flowing blocks ---------------------------------------------------------------------

    void title(String title, String subtitle) throws IOException {
        ensure(60);
        float lh = lineHeight(TITLE);
        for (String line : wrap(title, TITLE, contentWidth())) {
            text(line, left(), y - TITLE * font.ascent(), TITLE, INK);
            y -= lh;
        }
        if (subtitle != null && !subtitle.isBlank()) {
            paragraph(subtitle, BODY, MUTED, 0);
        }
        y -= 4;
        line(left(), y, right(), y, RULE, 0.6f);
        y -= 10;
    }

    /** A section heading, kept together with at least {@code keepWith} points of what follows. */
    void heading(String text, float keepWith) throws IOException {
        List<String> lines = wrap(text, HEADING, contentWidth());
        float h = lines.size() * lineHeight(HEADING) + 6;
        space(14);
        ensure(h + keepWith);
        for (String line : lines) {
            text(line, left(), y - HEADING * font.ascent(), HEADING, ACCENT);
            y -= lineHeight(HEADING);
        }
        y -= 2;
        line(left(), y, right(), y, RULE, 0.5f);
        y -= 6;
    }

    /** A small heading inside a section (body size, accent colour). */
    void subheading(String text, float keepWith) throws IOException {
        List<String> lines = wrap(text, BODY, contentWidth());
        space(6);
        ensure(lines.size() * lineHeight(BODY) + keepWith);
        for (String line : lines) {
            text(line, left(), y - BODY * font.ascent(), BODY, ACCENT);
            y -= lineHeight(BODY);
        }
        y -= 1;
    }

    void paragraph(String text, float size, int rgb, float indent) throws IOException {
        for (String line : wrap(text, size, contentWidth() - indent)) {
            ensure(lineHeight(size));
            text(line, left() + indent, y - size * font.ascent(), size, rgb);
            y -= lineHeight(size);
        }
    }

    void paragraph(String text) throws IOException {
        paragraph(text, BODY, INK, 0);
    }

    /** A list item: a marker in the margin of the text, the text wrapped under itself. */
    void item(String marker, int markerRgb, String text, int rgb, float indent) throws IOException {
        float textX = left() + indent + 11;
        List<String> lines = wrap(text, BODY, right() - textX);
        float lh = lineHeight(BODY);
        for (int i = 0; i < lines.size(); i++) {
            ensure(lh);
            float base = y - BODY * font.ascent();
            if (i == 0) {
                text(marker, left() + indent, base, BODY, markerRgb);
            }
            text(lines.get(i), textX, base, BODY, rgb);
            y -= lh;
        }
    }

    /** A list item marked with an empty tick box (an unfinished checklist item). */
    void openItem(String text) throws IOException {
        float textX = left() + 13;
        List<String> lines = wrap(text, BODY, right() - textX);
        float lh = lineHeight(BODY);
        for (int i = 0; i < lines.size(); i++) {
            ensure(lh);
            float base = y - BODY * font.ascent();
            if (i == 0) {
                stroke(ALERT, 0.8f);
                cs.addRect(left() + 0.5f, base - 0.5f, 7, 7);
                cs.stroke();
            }
            text(lines.get(i), textX, base, BODY, INK);
            y -= lh;
        }
    }

    /** A shaded box with lines of text (each wrapped), kept on one page when it fits. */
    void box(List<String> lines, int background, int rgb) throws IOException {
        float pad = 7;
        float lh = lineHeight(BODY);
        List<String> wrapped = new ArrayList<>();
        for (String l : lines) {
            wrapped.addAll(wrap(l, BODY, contentWidth() - 2 * pad));
        }
        float h = wrapped.size() * lh + 2 * pad - (lh - BODY * (font.ascent() + font.descent()));
        if (h <= top() - bottom()) {
            ensure(h);
        }
        float boxTop = y;
        float boxHeight = Math.min(h, y - bottom());
        rect(left(), boxTop - boxHeight, contentWidth(), boxHeight, background);
        line(left(), boxTop, left(), boxTop - boxHeight, ACCENT, 1.5f);
        y -= pad;
        for (String l : wrapped) {
            ensure(lh);
            text(l, left() + pad + 2, y - BODY * font.ascent(), BODY, rgb);
            y -= lh;
        }
        y -= pad - (lh - BODY * (font.ascent() + font.descent()));
    }

    // ---- tables -----------------------------------------------------------------------------

    /**
     * A table across the content width. Rows wrap their cells; a row that does not fit goes to
     * the next page with the header repeated; a row taller than a page is split between lines.
     */
    void table(List<Column> columns, List<Row> rows) throws IOException {
        new PageTable(this).write(columns, rows);
    }
}
