package com.gpurental.purchase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.text.Messages;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36, "Quote import alters data silently" and its crashes: decimal commas, near-miss headings, an unclosed
 * quote, UTF-16 and binary files, a zip bomb and a 200 MB CSV, a bad cell, and a saved draft holding 1e2147483648.
 */
class QuoteImportTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final String HEADER = "供应商,GPU 型号,卡数,单价（元）,计价单位,含税,税率（%）";

    @TempDir
    Path dir;

    @Test
    void aLoneCommaBeforeTwoDigitsIsADecimalCommaNotAThousandsSeparator() {
        assertEquals(new BigDecimal("6.50"), QuoteRows.number("6,50"));
        assertEquals(new BigDecimal("6.5"), QuoteRows.number("¥6,5"));
        assertEquals(new BigDecimal("1200"), QuoteRows.number("1,200"));
        assertEquals(new BigDecimal("1200000"), QuoteRows.number("1,200,000"));
        assertEquals(new BigDecimal("1200.50"), QuoteRows.number("1,200.50"));
        assertEquals(new BigDecimal("1200.50"), QuoteRows.number("1.200,50"));
        assertEquals(new BigDecimal("1200000"), QuoteRows.number("1.200.000"));
        assertNull(QuoteRows.number("1,2345"), "ambiguous: neither a decimal comma nor thousands");
        assertNull(QuoteRows.number("1,20,0"));
    }

    @Test
    void aCsvPriceWrittenWithADecimalCommaIsSixFiftyNotSixHundredFifty() throws Exception {
        Path csv = dir.resolve("quotes.csv");
        Files.writeString(csv, HEADER + "\n甲云,h20,2,\"6,50\",卡时,是,6\n");
        QuoteRows.Row row = QuoteRows.read(QuoteRows.fromTable(QuoteTables.read(csv)).get(0));
        assertEquals(Map.of(), row.problems());
        assertEquals(new BigDecimal("6.50"), row.quote().price().cny());
    }

    @Test
    void aHeadingThatAlmostNamesAColumnIsNamedWithTheColumnItMayMean() {
        QuoteRows.Table t = QuoteRows.readTable(QuoteRows.splitCsv(HEADER + ",最短租期,联系人\n甲云,h20,2,6.50,卡时,是,6,90,王工\n"));
        assertEquals(1, t.nearMisses().size());
        assertEquals("Column 8: \"最短租期\" — did you mean \"Minimum term (days)\"? Its values would not be read under this"
                + " heading; rename the column and import again.", EN.format(t.nearMisses().get(0)));
        assertEquals("第 8 列：“最短租期”——是否应为“最短租期（天）”？此列标题下的数值不会被读取；请改正列名后重新导入。",
                ZH.format(t.nearMisses().get(0)));
        assertEquals("Column 9: \"联系人\" is not a column of the quote form; its values were not imported.",
                EN.format(t.ignored().get(0)));
        assertEquals(QuoteColumn.PRICE_PER, QuoteColumn.nearest("Price pre"));
        assertNull(QuoteColumn.nearest("联系人"));
    }

    @Test
    void theHeadingsOfAnEarlierQuoteFormStillImport() {
        for (String h : List.of("最短租期（天）", "Minimum term (days)", "单价（元）", "Price (¥)", "换卡时限（小时）")) {
            assertTrue(QuoteColumn.fromHeader(h) != null, h);
        }
    }

    @Test
    void anUnclosedQuoteIsReportedAtItsLineInsteadOfSwallowingTheRowsAfterIt() throws Exception {
        Path csv = dir.resolve("quotes.csv");
        Files.writeString(csv, HEADER + "\n甲云,h20,2,6.50,卡时,是,6\n\"乙云,a100,4,9.00,卡时,是,6\n丙云,h20,1,7,卡时,是,6\n");
        InputException e = assertThrows(InputException.class, () -> QuoteTables.read(csv));
        assertEquals("quotes.csv, line 3: a cell opens with a quote (\") that never closes, so every row after it would be"
                + " read as one cell. Close the quote or remove it, then import again.",
                EN.format(e.problems().get(0).problem()));
        assertEquals("quotes.csv 第 3 行：某个单元格以引号（\"）开头却没有结束，其后各行都会被读成同一个单元格。请补上或删除该引号后重新导入。",
                ZH.format(e.problems().get(0).problem()));
    }

    @Test
    void excelsUnicodeTextExportIsReadAsUtf16() throws Exception {
        Path txt = dir.resolve("quotes.txt");
        String table = HEADER.replace(',', '\t') + "\r\n甲云\th20\t2\t6.50\t卡时\t是\t6\r\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(new byte[] {(byte) 0xFF, (byte) 0xFE});
        bytes.write(table.getBytes(StandardCharsets.UTF_16LE));
        Files.write(txt, bytes.toByteArray());
        List<List<String>> rows = QuoteTables.read(txt);
        assertEquals(2, rows.size(), rows.toString());
        assertEquals("甲云", rows.get(1).get(0));
    }

    @Test
    void aBinaryFileNamedCsvIsRefusedNotReadAsJunkRows() throws Exception {
        Path csv = dir.resolve("quotes.csv");
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 0x0D, 'I', 'H', 'D', 'R', 0, 0, 1, 0};
        Files.write(csv, png);
        InputException e = assertThrows(InputException.class, () -> QuoteTables.read(csv));
        assertEquals("quotes.csv is not a text table: it holds bytes no CSV or text file has (it may be a workbook or a"
                + " picture renamed). Save the sheet as CSV (UTF-8) or XLSX and import that.",
                EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aTwoHundredMegabyteCsvIsRefusedBeforeItIsRead() throws Exception {
        Path csv = dir.resolve("quotes.csv");
        try (var channel = Files.newByteChannel(csv, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, StandardOpenOption.SPARSE)) {
            channel.position(200L * 1024 * 1024);
            channel.write(ByteBuffer.wrap(new byte[] {'\n'}));
        }
        InputException e = assertThrows(InputException.class, () -> QuoteTables.read(csv));
        assertEquals("Cannot read " + csv + ": it is larger than 16 MB, far more than a plan, a catalog or a quote sheet"
                + " holds.", EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aZipBombWorkbookIsRefusedBeforeItFillsMemory() throws Exception {
        Path xlsx = dir.resolve("quotes.xlsx");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(xlsx))) {
            zip.putNextEntry(new ZipEntry("xl/worksheets/sheet1.xml"));
            byte[] zeros = new byte[1024 * 1024];
            for (int i = 0; i < 80; i++) {
                zip.write(zeros);
            }
            zip.closeEntry();
        }
        assertTrue(Files.size(xlsx) < 1024 * 1024, "the file itself is small: " + Files.size(xlsx));
        InputException e = assertThrows(InputException.class, () -> QuoteTables.read(xlsx));
        assertEquals("quotes.xlsx unpacks to more than 64 MB, far more than any quote sheet: it is not imported. Copy the"
                + " quotes into a new workbook and import that.", EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aBrokenWorkbookIsNamedWithoutTheReadersInternals() throws Exception {
        Path notZip = dir.resolve("a.xlsx");
        Files.writeString(notZip, "hello, this is not a workbook");
        Path emptyZip = dir.resolve("b.xlsx");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(emptyZip))) {
            zip.putNextEntry(new ZipEntry("xl/workbook.xml"));
            zip.write("<workbook><sheets><sheet".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        for (Path p : List.of(notZip, emptyZip)) {
            InputException e = assertThrows(InputException.class, () -> QuoteTables.read(p));
            String zh = ZH.format(e.problems().get(0).problem());
            assertEquals("无法将 " + p.getFileName() + " 读取为 XLSX 工作簿：文件已损坏，或是其他类型的文件改名为 .xlsx。请用 Excel 或 WPS"
                    + " 打开，重新另存为 .xlsx（或 CSV）后再导入。", zh);
        }
    }

    @Test
    void oneBadDateCellIsReportedAtItsCellAndTheWorkbookStillReads() throws Exception {
        Path xlsx = dir.resolve("quotes.xlsx");
        try (OutputStream out = Files.newOutputStream(xlsx);
             org.dhatim.fastexcel.Workbook wb = new org.dhatim.fastexcel.Workbook(out, "test", "1.0")) {
            org.dhatim.fastexcel.Worksheet ws = wb.newWorksheet("报价");
            String[] header = {"供应商", "GPU 型号", "卡数", "单价（元）", "计价单位", "含税", "报价有效期至"};
            for (int i = 0; i < header.length; i++) {
                ws.value(0, i, header[i]);
            }
            Object[][] rows = {{"甲云", "h20", 2, 6.5, "卡时", "是", 46387}, {"乙云", "h20", 2, 7, "卡时", "是", 1e300}};
            for (int r = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length; c++) {
                    Object v = rows[r][c];
                    if (v instanceof String s) {
                        ws.value(r + 1, c, s);
                    } else {
                        ws.value(r + 1, c, (Number) v);
                    }
                }
                ws.style(r + 1, 6).format("yyyy-mm-dd").set();
            }
        }
        List<Map<QuoteColumn, String>> rows = QuoteRows.fromTable(QuoteTables.read(xlsx));
        assertEquals(2, rows.size());
        assertTrue(QuoteRows.read(rows.get(0)).valid(), () -> QuoteRows.read(rows.get(0)).problems().toString());
        QuoteRows.Row bad = QuoteRows.read(rows.get(1));
        assertEquals(List.of(QuoteColumn.VALID_UNTIL), List.copyOf(bad.problems().keySet()));
    }

    @Test
    void aSavedDraftHoldingAnEnormousExponentIsACellProblemNotACrash() {
        Map<QuoteColumn, String> cells = new EnumMap<>(QuoteColumn.class);
        cells.put(QuoteColumn.VENDOR, "丁");
        cells.put(QuoteColumn.GPU, "h20");
        cells.put(QuoteColumn.CARDS, "2");
        cells.put(QuoteColumn.PRICE, "1e2147483648");
        cells.put(QuoteColumn.PRICE_PER, "card-hour");
        cells.put(QuoteColumn.INCLUDES_VAT, "true");
        QuoteRows.Row row = QuoteRows.read(cells);
        assertEquals(List.of(QuoteColumn.PRICE), List.copyOf(row.problems().keySet()));
        assertFalse(EN.format(row.problems().get(QuoteColumn.PRICE)).contains("Exception"));
    }

    @Test
    void tooManyCardsSayTheRealRangeNotInfinity() {
        Map<QuoteColumn, String> cells = new EnumMap<>(QuoteColumn.class);
        cells.put(QuoteColumn.VENDOR, "丁");
        cells.put(QuoteColumn.GPU, "h20");
        cells.put(QuoteColumn.CARDS, "2147483648");
        cells.put(QuoteColumn.PRICE, "6.50");
        cells.put(QuoteColumn.PRICE_PER, "card-hour");
        cells.put(QuoteColumn.INCLUDES_VAT, "true");
        QuoteRows.Row row = QuoteRows.read(cells);
        String en = EN.format(row.problems().get(QuoteColumn.CARDS));
        assertFalse(en.contains("∞"), en);
        assertTrue(en.contains("4096"), en);
        assertFalse(ZH.format(row.problems().get(QuoteColumn.CARDS)).contains("∞"));
    }
}
