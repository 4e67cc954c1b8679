package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;

/** Page flow: tables continue across pages with the header repeated; long text wraps inside the margins. */
class PageWriterTest {

    @Test
    void aLongTableContinuesOnNewPagesWithItsHeaderOnEachAndEveryRowOnce() throws IOException {
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i <= 120; i++) {
            rows.add(Row.of("row " + i, "值 " + i));
        }
        try (PDDocument doc = render(w -> w.table(List.of(Column.left("Column A", 1), Column.right("Column B", 1)), rows))) {
            int pages = doc.getNumberOfPages();
            assertTrue(pages >= 3, "120 rows take several pages: " + pages);
            int next = 1;
            for (int p = 1; p <= pages; p++) {
                String text = ReportFixture.pageText(doc, p);
                assertTrue(text.startsWith("Column A Column B"), "page " + p + " starts with the header: " + text);
                for (String line : text.lines().skip(1).toList()) {
                    assertEquals("row " + next + " 值 " + next, line, "rows in order, none lost or repeated");
                    next++;
                }
            }
            assertEquals(121, next);
        }
    }

    @Test
    void aRowTallerThanAPageIsSplitBetweenLinesAndContinuesUnderTheRepeatedHeader() throws IOException {
        String longNote = String.join("\n", Collections.nCopies(90, "一行备注"));
        try (PDDocument doc = render(w -> w.table(List.of(Column.left("Item", 1), Column.left("Note", 3)),
                List.of(Row.of("benchmark", longNote), Row.of("vendor", "ok"))))) {
            assertEquals(2, doc.getNumberOfPages());
            String all = ReportFixture.pageText(doc, 1) + ReportFixture.pageText(doc, 2);
            assertEquals(90, all.split("一行备注", -1).length - 1, "every line of the note is printed once");
            assertTrue(ReportFixture.pageText(doc, 2).startsWith("Item Note"), "header repeated on page 2");
            assertTrue(ReportFixture.pageText(doc, 2).contains("vendor ok"));
        }
    }

    @Test
    void pageNumbersAreWrittenOnEveryPage() throws IOException {
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            rows.add(Row.of("row " + i));
        }
        try (PDDocument doc = render(w -> {
            w.table(List.of(Column.left("A", 1)), rows);
            int pages = w.pages().size();
            w.footers("caption", p -> p + " / " + pages);
        })) {
            int pages = doc.getNumberOfPages();
            for (int p = 1; p <= pages; p++) {
                assertTrue(ReportFixture.pageText(doc, p).contains("caption " + p + " / " + pages),
                        ReportFixture.pageText(doc, p));
            }
        }
    }

    interface Body {
        void draw(PageWriter w) throws IOException;
    }

    /** Lays out {@code body} on fresh pages, saves and reloads the document. */
    private static PDDocument render(Body body) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        synchronized (ReportFont.LOCK) {
            try (PDDocument doc = new PDDocument()) {
                PageWriter w = new PageWriter(doc, ReportFont.load(doc));
                w.newPage();
                body.draw(w);
                w.closeContent();
                doc.save(bytes);
            }
        }
        return Loader.loadPDF(bytes.toByteArray());
    }
}
