package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * The workbooks finance opens and prints (issue 33: multi-line reasons drawn under other text, headers cut off, the
 * comparison printed as 19 A4 pages, the quote form as 11, the form's guide showing vendors price.cny and billing.unit).
 * Read back from the written file's parts: every sheet on A4 one page wide with its header row on every page, text
 * wrapped in rows tall enough for its lines, columns as wide as their headers and figures. Looked at in LibreOffice
 * (soffice --convert-to pdf): the three-quote comparison prints as 5 pages, the quote form as 4.
 */
class XlsxPrintTest {

    @TempDir
    Path dir;

    private Path comparison(Messages m) throws PaperException {
        Path out = dir.resolve("comparison-" + m.locale().getLanguage() + ".xlsx");
        ComparisonXlsx.write(PapersFixture.withQuotes(), m, out);
        return out;
    }

    private Path form(Messages m) throws PaperException {
        Path out = dir.resolve("form-" + m.locale().getLanguage() + ".xlsx");
        RfqXlsx.write(PapersFixture.withQuotes(), m, out);
        return out;
    }

    private static List<Messages> both() {
        return List.of(Messages.forLocale(Messages.ZH), Messages.forLocale(Messages.EN));
    }

    @Test
    void everySheetPrintsOnA4OnePageWideWithItsHeaderRowOnEveryPage() throws Exception {
        for (Messages m : both()) {
            for (Path xlsx : List.of(comparison(m), form(m))) {
                XlsxParts parts = new XlsxParts(xlsx);
                Map<Integer, String> titles = parts.printTitles();
                for (int i = 0; i < PapersFixture.sheetNames(xlsx).size(); i++) {
                    String where = xlsx.getFileName() + " sheet " + PapersFixture.sheetNames(xlsx).get(i);
                    Element setup = parts.pageSetup(i);
                    assertEquals("9", setup.getAttribute("paperSize"), where + ": A4");
                    assertTrue(parts.fitToPage(i), where);
                    assertEquals("1", setup.getAttribute("fitToWidth"), where + ": one page wide");
                    assertEquals("0", setup.getAttribute("fitToHeight"), where + ": as many pages tall as the rows need");
                    assertTrue(titles.get(i).endsWith("!$1:$1"), where + ": header row repeated, was " + titles.get(i));
                }
                // the quotes (18 columns) and the quote form (20) are wider than portrait A4
                assertEquals("landscape", parts.pageSetup(0).getAttribute("orientation"), xlsx.toString());
            }
            // the memory sheet is two columns: portrait
            assertEquals("portrait", new XlsxParts(comparison(m)).pageSetup(2).getAttribute("orientation"));
        }
    }

    /**
     * The 显存 sheet printed with its right border cut (issue 33, papers/xl/ds-compare-zh-2.png): the note under its
     * table, DeepSeek-R1 for 200 staff on 8 × H20 (each card of the tensor-parallel group keeps its own KV cache), spans
     * both columns, and only its first cell had the grid line, so its right edge was drawn nowhere. Every merged span now
     * draws it on its last cell, and the sheet stays two columns on a portrait page, one page wide.
     */
    @Test
    void theMemoryNoteSpanningTheSheetHasItsRightBorder() throws Exception {
        Path plan = dir.resolve("r1-people.json");
        Files.writeString(plan, OneFactEveryPaperTest.R1_PEOPLE_215);
        Advice a = PapersFixture.advise(plan);
        for (Messages m : both()) {
            Path xlsx = dir.resolve("r1-" + m.locale().getLanguage() + ".xlsx");
            ComparisonXlsx.write(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY,
                    PapersFixture.DATE), m, xlsx);
            XlsxParts parts = new XlsxParts(xlsx);
            int memory = PapersFixture.sheetNames(xlsx).indexOf(m.get("papers.xlsx.sheet.memory"));
            // the header, four parts, total, cards, per card and then the note (the copies row is gone: the note says
            // them once, tester m6): row 9, columns A and B
            assertEquals(List.of("A9:B9"), parts.mergedRanges(memory), m.locale().toString());
            assertEquals(m.format(a.kvCacheCopiesNote()), PapersFixture.sheet(xlsx, memory).get(8).getCell(0).getText());
            assertEquals("thin", parts.rightBorder(memory, "B9"), m.locale() + ": the note's right edge");
            assertEquals("thin", parts.rightBorder(memory, "B8"), m.locale() + ": the row above, as before");
            assertEquals("portrait", parts.pageSetup(memory).getAttribute("orientation"));
            assertEquals("1", parts.pageSetup(memory).getAttribute("fitToWidth"));
        }
    }

    /**
     * Every text cell wraps, and each row is at least as tall as its cell with the most lines: the third quote's
     * "to check" cell holds three flags on three lines (billed per whole month, whole servers only, storage not priced).
     */
    @Test
    void textWrapsInRowsTallEnoughForItsLines() throws Exception {
        for (Messages m : both()) {
            Path xlsx = comparison(m);
            XlsxParts parts = new XlsxParts(xlsx);
            for (int i = 0; i < PapersFixture.sheetNames(xlsx).size(); i++) {
                Map<String, Boolean> wraps = parts.textCellsWrap(i);
                assertFalse(wraps.isEmpty());
                wraps.forEach((cell, wrap) -> assertTrue(wrap, xlsx.getFileName() + " " + cell + " does not wrap"));
                Map<Integer, Double> heights = parts.heights(i);
                List<Row> rows = PapersFixture.sheet(xlsx, i);
                for (int r = 0; r < rows.size(); r++) {
                    for (int c = 0; c < rows.get(r).getCellCount(); c++) {
                        String text = rows.get(r).getCell(c) == null ? "" : rows.get(r).getCell(c).getText();
                        int lines = text.split("\n", -1).length;
                        assertTrue(heights.get(r) >= lines * 15, "row " + (r + 1) + " of sheet " + i + " is "
                                + heights.get(r) + " pt for " + lines + " lines: " + text);
                    }
                }
            }
            List<Row> quotes = PapersFixture.sheet(xlsx, 0);
            Row third = quotes.get(3);
            assertEquals(3, third.getCell(17).getText().split("\n").length, third.getCell(17).getText());
            assertTrue(parts.heights(0).get(3) >= 3 * 15, "the three flags' row");
        }
    }

    /**
     * Headers were cut off: each column is at least as wide as its header's longest word, as the header up to 9 units
     * (a longer one wraps, and the header row is then as tall as its lines), and as its widest figure (a figure never
     * wraps; Excel shows ##### instead): ¥120,000.00, the third quote's GPU rental, is 11 characters.
     */
    @Test
    void columnsAreAsWideAsTheirHeadersAndFigures() throws Exception {
        for (Messages m : both()) {
            for (Path xlsx : List.of(comparison(m), form(m))) {
                XlsxParts parts = new XlsxParts(xlsx);
                for (int i = 0; i < PapersFixture.sheetNames(xlsx).size(); i++) {
                    List<Double> widths = parts.widths(i);
                    Row header = PapersFixture.sheet(xlsx, i).get(0);
                    int headerLines = 1;
                    for (int c = 0; c < header.getCellCount(); c++) {
                        String h = header.getCell(c).getText();
                        double w = widths.get(c);
                        String where = xlsx.getFileName() + " sheet " + i + " column " + h;
                        assertTrue(w >= XlsxLayout.longestWord(h) + 2, where + ": " + w);
                        // a unit in full-width brackets stays whole: LibreOffice drew "租期合计（含税" over a lone "）"
                        assertTrue(w >= XlsxLayout.headerWord(h) * XlsxLayout.BOLD + 2, where + ": " + w);
                        assertTrue(w >= Math.min(XlsxLayout.textWidth(h) + 2, 9), where + ": " + w);
                        headerLines = Math.max(headerLines, XlsxLayout.lines(h, w));
                    }
                    assertTrue(parts.heights(i).get(0) >= headerLines * 15, xlsx.getFileName() + " sheet " + i + " header row");
                }
            }
            List<Double> quoteWidths = new XlsxParts(comparison(m)).widths(0);
            assertTrue(quoteWidths.get(7) >= "¥120,000.00".length() + 2, "GPU rental " + quoteWidths.get(7));
        }
    }

    /**
     * The form's guide showed vendors the plan file's field names (price.cny, billing.unit); now it names each column by
     * its heading, in the reader's language. The import still takes every heading: today's in either language, the
     * plan file's names and the headings earlier forms wrote.
     */
    @Test
    void theQuoteFormShowsVendorsNoFieldNamesAndItsHeadingsStillImport() throws Exception {
        for (Messages m : both()) {
            Path xlsx = form(m);
            String text = PapersFixture.workbookText(xlsx);
            for (QuoteColumn c : QuoteColumn.order()) {
                if (c.jsonPath().contains(".") || !c.jsonPath().equals(c.jsonPath().toLowerCase(Locale.ROOT))) {
                    assertFalse(text.contains(c.jsonPath()), m.locale() + " shows " + c.jsonPath());
                }
            }
            Row header = PapersFixture.sheet(xlsx, 0).get(0);
            for (QuoteColumn c : QuoteColumn.order()) {
                assertEquals(c, QuoteColumn.fromHeader(header.getCell(c.ordinal()).getText()));
                assertEquals(c, QuoteColumn.fromHeader(c.jsonPath()), "the plan file's name still imports");
            }
        }
        assertEquals(QuoteColumn.PRICE, QuoteColumn.fromHeader("单价（元）"), "an earlier form's heading");
        assertEquals(QuoteColumn.PRICE, QuoteColumn.fromHeader("Price (¥)"));
        assertNull(QuoteColumn.fromHeader("方案文件中的名称"));
    }

    /**
     * LibreOffice broke "租期合计（含税）" and the form's "最短租期（天）" inside the bracket, a lone "）" on the second line: a
     * Chinese heading too wide for its column now breaks before its unit, and the form's headings still import.
     */
    @Test
    void aChineseHeadingBreaksBeforeItsUnitNotInsideIt() throws Exception {
        Messages zh = Messages.forLocale(Messages.ZH);
        Row form = PapersFixture.sheet(form(zh), 0).get(0);
        assertEquals("最短租期\n（天）", form.getCell(QuoteColumn.MINIMUM_DAYS.ordinal()).getText());
        assertEquals("换卡时限\n（小时）", form.getCell(QuoteColumn.SLA_CARD_REPLACEMENT_HOURS.ordinal()).getText());
        for (QuoteColumn c : QuoteColumn.order()) {
            assertEquals(c, QuoteColumn.fromHeader(form.getCell(c.ordinal()).getText()));
        }
        Row quotes = PapersFixture.sheet(comparison(zh), 0).get(0);
        assertEquals("租期合计\n（含税）", quotes.getCell(11).getText());
        assertEquals("卡数", form.getCell(QuoteColumn.CARDS.ordinal()).getText(), "a heading without a unit as it is");
        assertEquals("单价（元）", XlsxLayout.heading("单价（元）", 10), "one that fits (10 units in 10) stays on one line");
    }

    /** The line estimate behind the row heights: Chinese wraps between characters, English between words. */
    @Test
    void linesWrapAsASpreadsheetWraps() {
        assertEquals(6.0, XlsxLayout.textWidth("报价ab"), 1e-9); // two characters of 2 units, two of 1
        assertEquals(3, XlsxLayout.lines("报价不含税", 5)); // 4 units of room: two characters a line
        assertEquals(2, XlsxLayout.lines("Cards quoted", 9)); // 8 units: "Cards " then "quoted"
        assertEquals(1, XlsxLayout.lines("Recommended", 13));
        assertEquals(3, XlsxLayout.lines("a\nb\nc", 10));
        assertEquals(11.0, XlsxLayout.longestWord("Recommended vendor"), 1e-9);
        assertEquals(8.0, XlsxLayout.headerWord("租期合计（含税）"), 1e-9); // （含税） is 4 characters of 2 units
        assertEquals(6.0, XlsxLayout.headerWord("最短租期（天）"), 1e-9);
        assertEquals(9.0, XlsxLayout.headerWord("Bandwidth (¥ per month)"), 1e-9); // ASCII brackets wrap between words
        assertEquals("¥120,000.00", XlsxLayout.shown(new BigDecimal("120000"), Xlsx.MONEY));
    }
}
