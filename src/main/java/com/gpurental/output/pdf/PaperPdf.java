package com.gpurental.output.pdf;

import com.gpurental.json.AtomicFiles;
import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * Short papers (the approval summary, the request for quotation) written with the report's font
 * and page helpers: the same A4 page, margins, sizes, colours and table layout, the same atomic
 * write and the same error messages as {@link PdfReport}. A paper's content is plain text handed
 * to a {@link Sheet}; every figure in it comes formatted from the caller (which takes it from the
 * advice).
 */
public final class PaperPdf {

    private PaperPdf() {
    }

    /** Writes the paper's content onto the sheet. */
    public interface Body {
        void write(Sheet sheet) throws IOException;
    }

    /**
     * Lays the paper out in memory, then writes it to {@code out} atomically (a temporary file beside
     * it, moved into place).
     *
     * @param footer the caption at the foot of every page (page numbers are added on the right)
     * @throws PdfExportException with a message in {@code m}'s language naming the file and the cause
     */
    public static void write(Messages m, Path out, String title, String footer, Body body) throws PdfExportException {
        Objects.requireNonNull(out, "out");
        Path target = out.toAbsolutePath().normalize();
        checkTarget(out, target, m);
        synchronized (ReportFont.LOCK) {
            try (PDDocument doc = new PDDocument()) {
                ReportFont font = ReportFont.load(doc);
                PageWriter w = new PageWriter(doc, font);
                w.newPage();
                body.write(new Sheet(w));
                w.glossary(m);
                int pages = w.pages().size();
                w.footers(footer, p -> m.format("report.page", p, pages));
                PDDocumentInformation info = doc.getDocumentInformation();
                info.setTitle(title);
                info.setCreator("GPU Rental Advisor");
                doc.getDocumentCatalog().setLanguage(m.isChinese() ? "zh-CN" : "en");
                AtomicFiles.write(target, stream -> {
                    OutputStream buffered = new BufferedOutputStream(AtomicFiles.keepOpen(stream), 1 << 16);
                    doc.save(buffered);
                    buffered.flush();
                });
            } catch (IOException e) {
                throw failure(out, m, PdfReport.cause(e, target, m), e);
            } catch (RuntimeException e) {
                throw failure(out, m, Message.of("report.error.other", String.valueOf(e)), e);
            }
        }
    }

    /** How many A4 pages the body takes, laid out in memory and nothing written (a one-page paper picks what fits). */
    public static int pages(Messages m, Path out, Body body) throws PdfExportException {
        synchronized (ReportFont.LOCK) {
            try (PDDocument doc = new PDDocument()) {
                PageWriter w = new PageWriter(doc, ReportFont.load(doc));
                w.newPage();
                body.write(new Sheet(w));
                w.glossary(m);
                return w.pages().size();
            } catch (IOException | RuntimeException e) {
                throw failure(out, m, Message.of("report.error.other", String.valueOf(e)), e);
            }
        }
    }

    private static void checkTarget(Path out, Path target, Messages m) throws PdfExportException {
        Path parent = target.getParent();
        if (Files.isDirectory(target) || parent == null) {
            throw failure(out, m, Message.of("report.error.isFolder", target.toString()), null);
        }
        if (!Files.isDirectory(parent)) {
            throw failure(out, m, Message.of("report.error.noFolder", parent.toString()), null);
        }
    }

    private static PdfExportException failure(Path out, Messages m, Message cause, Throwable e) {
        Message message = Message.of("error.pdf.write", out.toString(), cause);
        return new PdfExportException(message, m.format(message), e);
    }

    /** The page a paper is written on: flowing blocks in the report's style. */
    public static final class Sheet {
        private final PageWriter w;

        Sheet(PageWriter w) {
            this.w = w;
        }

        public void title(String title, String subtitle) throws IOException {
            w.title(title, subtitle);
        }

        public void heading(String text) throws IOException {
            w.heading(text, 30);
        }

        public void subheading(String text) throws IOException {
            w.subheading(text, 14);
        }

        public void paragraph(String text) throws IOException {
            w.paragraph(text);
        }

        /** A paragraph in the muted colour (explanations, notes). */
        public void note(String text) throws IOException {
            w.paragraph(text, PageWriter.BODY, PageWriter.MUTED, 0);
        }

        /** A paragraph in the alert colour (over budget). */
        public void alert(String text) throws IOException {
            w.paragraph(text, PageWriter.BODY, PageWriter.ALERT, 0);
        }

        public void bullet(String text) throws IOException {
            w.item("•", PageWriter.INK, text, PageWriter.INK, 0);
        }

        public void warning(String text) throws IOException {
            w.item("!", PageWriter.ALERT, text, PageWriter.INK, 0);
        }

        /** An unfinished item with an empty tick box. */
        public void openItem(String text) throws IOException {
            w.openItem(text);
        }

        public void box(List<String> lines) throws IOException {
            w.box(lines, PageWriter.SHADE, PageWriter.INK);
        }

        public void space(float points) {
            w.space(points);
        }

        /**
         * Label–value pairs two to a line ("Project: …    Date: …"), labels muted, each value wrapped in
         * its half of the width; compact, for a form's heading block.
         */
        public void pairs(List<String[]> labelValue) throws IOException {
            float half = w.contentWidth() / 2;
            float lh = w.lineHeight(PageWriter.BODY);
            ReportFont f = w.font();
            for (int i = 0; i < labelValue.size(); i += 2) {
                List<List<String>> cells = new ArrayList<>();
                int lines = 1;
                for (int j = i; j < Math.min(i + 2, labelValue.size()); j++) {
                    String label = labelValue.get(j)[0] + "  ";
                    List<String> wrapped = w.wrap(labelValue.get(j)[1], PageWriter.BODY,
                            half - 8 - w.width(label, PageWriter.BODY));
                    cells.add(wrapped);
                    lines = Math.max(lines, wrapped.size());
                }
                w.ensure(lines * lh + 4);
                for (int j = i; j < Math.min(i + 2, labelValue.size()); j++) {
                    float x = w.left() + (j - i) * half;
                    String label = labelValue.get(j)[0] + "  ";
                    float base = w.y() - PageWriter.BODY * f.ascent();
                    w.text(label, x, base, PageWriter.BODY, PageWriter.MUTED);
                    float vx = x + w.width(label, PageWriter.BODY);
                    for (String line : cells.get(j - i)) {
                        w.text(line, vx, base, PageWriter.BODY, PageWriter.INK);
                        base -= lh;
                    }
                }
                w.advance(lines * lh);
                w.line(w.left(), w.y() + 1, w.right(), w.y() + 1, PageWriter.FAINT_RULE, 0.4f);
                w.advance(4);
            }
        }

        /** Two columns: a label and its value, under their two headers. */
        public void fields(String labelHeader, String valueHeader, List<String[]> labelValue, float labelShare)
                throws IOException {
            List<Row> rows = new ArrayList<>();
            for (String[] lv : labelValue) {
                rows.add(Row.of(lv[0], lv[1]));
            }
            w.table(List.of(Column.left(labelHeader, labelShare), Column.left(valueHeader, 1 - labelShare)), rows);
        }

        /**
         * A table across the page.
         *
         * @param weights     each column's share of the width
         * @param right       which columns are right-aligned (figures)
         * @param shadedRow   the row to highlight (e.g. the recommended option), -1 for none
         */
        public void table(List<String> headers, float[] weights, boolean[] right, List<List<String>> rows, int shadedRow)
                throws IOException {
            List<Column> cols = new ArrayList<>();
            for (int i = 0; i < headers.size(); i++) {
                cols.add(new Column(headers.get(i), weights[i], right[i] ? PageWriter.Align.RIGHT : PageWriter.Align.LEFT));
            }
            List<Row> body = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                body.add(new Row(rows.get(i), i == shadedRow));
            }
            w.table(cols, body);
        }

        /**
         * Signature lines side by side: each role's name above a line to sign on, and a date line
         * under it. Kept together on one page.
         */
        public void signatures(List<String> roles, String signLabel, String dateLabel) throws IOException {
            float lh = w.lineHeight(PageWriter.BODY);
            float height = 4 * lh + 26;
            w.space(10);
            w.ensure(height);
            float gap = 12;
            float cell = (w.contentWidth() - gap * (roles.size() - 1)) / roles.size();
            float top = w.y();
            ReportFont f = w.font();
            for (int i = 0; i < roles.size(); i++) {
                float x = w.left() + i * (cell + gap);
                float base = top - PageWriter.BODY * f.ascent();
                w.text(roles.get(i), x, base, PageWriter.BODY, PageWriter.ACCENT);
                float signLine = base - 2 * lh - 8;
                w.text(signLabel, x, signLine + 2, PageWriter.BODY, PageWriter.MUTED);
                float from = x + w.width(signLabel, PageWriter.BODY) + 3;
                w.line(from, signLine, x + cell, signLine, PageWriter.RULE, 0.6f);
                float dateLine = signLine - lh - 8;
                w.text(dateLabel, x, dateLine + 2, PageWriter.BODY, PageWriter.MUTED);
                float dateFrom = x + w.width(dateLabel, PageWriter.BODY) + 3;
                w.line(dateFrom, dateLine, x + cell, dateLine, PageWriter.RULE, 0.6f);
            }
            w.advance(height);
        }

        /** Pages so far (a one-page paper checks it stayed on one). */
        public int pages() {
            return w.pages().size();
        }
    }
}
