package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparison workbook, read back with fastexcel-reader: figures are numeric cells with ¥ and grouped formats. */
class ComparisonXlsxTest {

    @TempDir
    Path dir;

    private Path write(Messages m) throws PaperException {
        Path out = dir.resolve("comparison.xlsx");
        ComparisonXlsx.write(PapersFixture.chat(), m, out);
        return out;
    }

    @Test
    void candidatesAreNumericCellsInYuan() throws Exception {
        Path out = write(Messages.forLocale(Messages.ZH));

        // the last sheet explains the terms the others use (token, TFLOPS …); the plan is over its ¥8,000 a month, so the
        // engine's two ways within it follow the candidates (ComparisonBlocksTest)
        assertEquals(List.of("候选方案", "预算内的办法", "显存", "检查清单", "术语说明"), PapersFixture.sheetNames(out));
        List<Row> rows = PapersFixture.sheet(out, 0);
        assertEquals("GPU", rows.get(0).getCell(1).getText());
        Row first = rows.get(1);
        assertEquals("NVIDIA H20 96GB", first.getCell(1).getText());
        assertEquals(CellType.NUMBER, first.getCell(2).getType());
        assertEquals(0, new BigDecimal("2").compareTo(first.getCell(2).asNumber()));
        // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928; 33 billable days = ¥9,820.80
        assertEquals(CellType.NUMBER, first.getCell(4).getType());
        assertEquals(0, new BigDecimal("8928").compareTo(first.getCell(4).asNumber()));
        assertEquals(0, new BigDecimal("9820.80").compareTo(first.getCell(5).asNumber()));
        assertEquals(Xlsx.MONEY, first.getCell(4).getDataFormatString());
        assertEquals(Xlsx.MONEY, first.getCell(5).getDataFormatString());
        // the term's 33 days, and the 33 days paid for (by the hour: no whole months to round up to)
        assertEquals(0, new BigDecimal("33").compareTo(first.getCell(6).asNumber()));
        assertEquals(0, new BigDecimal("33").compareTo(first.getCell(7).asNumber()));
        assertEquals(Xlsx.PERCENT, first.getCell(8).getDataFormatString());
        Advice a = PapersFixture.chat().advice();
        // A header, one row per priced candidate and one per configuration that fits but needs a quote (the sheet used to
        // leave those out, although the report and the Results page list them), and under them what the two day columns
        // mean: the bare-metal candidates pay a whole month, or two, for the 33-day term (docs/domain.md §3)
        assertEquals(a.allCandidates().size() + 2, rows.size(), "a header, one row per candidate and the days' note");
        assertTrue(rows.get(rows.size() - 1).getCell(0).getText().startsWith("租期天数："));
    }

    @Test
    void aConfigurationWithoutACatalogPriceIsListedAsNeedingAQuoteWithItsReason() throws Exception {
        // The 70B chat plan: configurations that fit but have no catalog price (the China-market cards without a dated
        // price, AdvisorTest.aGpuWithoutAPriceIsSizedFullyAndNeedsAQuote) follow the priced ones.
        Advice a = PapersFixture.chat().advice();
        Candidate unpriced = a.needsQuote().get(0);
        Path en = dir.resolve("en.xlsx");
        ComparisonXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.EN), en);
        List<Row> rows = PapersFixture.sheet(en, 0);
        Row mi300x = rows.get(a.candidates().size() + 1);
        assertEquals(unpriced.gpu().name(), mi300x.getCell(1).getText());
        assertEquals(0, new BigDecimal(unpriced.cards()).compareTo(mi300x.getCell(2).asNumber()));
        assertEquals("needs a quote", mi300x.getCell(3).getText());
        assertTrue(mi300x.getCell(4).getText().isEmpty() && mi300x.getCell(5).getText().isEmpty(), "no price, no cost");
        // the engine's reason, for the plan's 33 billable days (docs/domain.md §3: 30 days + 10 %)
        assertEquals("Needs a quote: the catalog has no rental price for " + unpriced.cards() + " × " + unpriced.gpu().name()
                + "; ask vendors for the 33-day term.", mi300x.getCell(11).getText());
        assertEquals(0, new BigDecimal("33").compareTo(mi300x.getCell(6).asNumber()), "the term to quote for");
        // after every priced candidate, ranked on from them
        int first = a.candidates().size() + 1;
        assertTrue(rows.indexOf(mi300x) >= first, "after the priced ones");
        assertEquals("needs a quote", rows.get(first).getCell(3).getText());
        assertEquals(0, new BigDecimal(first).compareTo(rows.get(first).getCell(0).asNumber()));
        Path zh = dir.resolve("zh.xlsx");
        ComparisonXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.ZH), zh);
        Row zhRow = PapersFixture.sheet(zh, 0).get(rows.indexOf(mi300x));
        assertEquals("需询价", zhRow.getCell(3).getText());
        assertTrue(zhRow.getCell(11).getText().startsWith("需询价："), zhRow.getCell(11).getText());
    }

    @Test
    void everyOptionSaysWhereItsPriceComesFromAndHowItsCardsRun() throws Exception {
        // reference prices: the offer's source and its date (catalog.json: the marketplace list, as of 2026-11-01)
        Path out = write(Messages.forLocale(Messages.ZH));
        Row header = PapersFixture.sheet(out, 0).get(0);
        assertEquals("价格来源（来源、日期）", header.getCell(11).getText());
        assertEquals("部署方式", header.getCell(12).getText());
        Row first = PapersFixture.sheet(out, 0).get(1);
        assertEquals("国内 GPU 租赁平台价目表（2026），截至 2026年11月1日", first.getCell(11).getText());
        // 2 × H20 in one server, tensor parallel 2, one copy (the Results column and the report's line)
        assertEquals("1 台服务器 2 张卡、张量并行 2、1 套模型", first.getCell(12).getText());
        for (Row r : PapersFixture.sheet(out, 0).subList(1, PapersFixture.chat().advice().allCandidates().size() + 1)) {
            assertTrue(!r.getCell(11).getText().isBlank() && !r.getCell(12).getText().isBlank(), r.toString());
        }
        Path en = dir.resolve("en.xlsx");
        ComparisonXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.EN), en);
        Row firstEn = PapersFixture.sheet(en, 0).get(1);
        assertEquals("Chinese GPU-rental marketplace price list (2026), as of November 1, 2026", firstEn.getCell(11).getText());
        assertEquals("2 cards in 1 server, tensor parallel 2, 1 copy", firstEn.getCell(12).getText());
    }

    @Test
    void aVendorQuoteSaysItsVendorAndHowLongItIsValid() throws Exception {
        // examples/chat-70b-quotes.json: 丙数据 valid until 2026-12-15, 甲云 and 乙算力 until 2026-12-31
        Path out = dir.resolve("quotes.xlsx");
        ComparisonXlsx.write(PapersFixture.withQuotes(), Messages.forLocale(Messages.ZH), out);
        List<Row> rows = PapersFixture.sheet(out, 1);
        assertEquals("丙数据的报价，有效期至 2026年12月15日", rows.get(1).getCell(11).getText());
        assertEquals("甲云的报价，有效期至 2026年12月31日", rows.get(2).getCell(11).getText());
        // 乙's whole 8-card server: the serving stage (issue 31) keeps the layout with the most capacity — two copies of
        // tensor parallel 4 for the chat turn's 354-token prompt (serving.RequestKind; one copy of 8 with the 778-token
        // prompt it took before); four copies of 2 were the old per-card rule's layout
        assertEquals("1 台服务器 8 张卡、张量并行 4、2 套模型", rows.get(3).getCell(12).getText());
        Path en = dir.resolve("quotes-en.xlsx");
        ComparisonXlsx.write(PapersFixture.withQuotes(), Messages.forLocale(Messages.EN), en);
        assertEquals("Quote from 丙数据, valid until December 15, 2026", PapersFixture.sheet(en, 1).get(1).getCell(11).getText());
    }

    @Test
    void memorySheetHoldsTheBreakdownAsNumbers() throws Exception {
        Path out = write(Messages.forLocale(Messages.EN));
        Advice a = PapersFixture.chat().advice();

        List<Row> rows = PapersFixture.sheet(out, 2);
        Row weights = rows.get(1);
        assertEquals("Weights", weights.getCell(0).getText());
        assertEquals(CellType.NUMBER, weights.getCell(1).getType());
        // 70B parameters × 2 bytes (FP16) = 140 GB (docs/domain.md §3)
        assertEquals(140.0, weights.getCell(1).asNumber().doubleValue(), 1e-9);
        Row total = rows.stream().filter(r -> r.getCell(0).getText().equals("Total need with 20% spare")).findFirst()
                .orElseThrow();
        assertEquals(a.memory().requiredGb(), total.getCell(1).asNumber().doubleValue(), 1e-9);
    }

    @Test
    void checklistSheetListsTheTwelveChecks() throws Exception {
        Path out = write(Messages.forLocale(Messages.EN));

        List<Row> rows = PapersFixture.sheet(out, 3);
        assertEquals(13, rows.size());
        assertEquals("Open", rows.get(9).getCell(2).getText(), "item 9, supporting hardware, waits for a tick");
        // item 11, 信创: the chat plan does not require domestic products
        assertEquals("Not applicable", rows.get(11).getCell(2).getText());
        assertEquals("Not applicable: the plan does not require domestic (Xinchuang) products (the step 1 switch is off)",
                rows.get(11).getCell(3).getText());
        assertEquals(CellType.NUMBER, rows.get(12).getCell(0).getType());
    }

    @Test
    void aMissingFolderIsOneClearMessageAndNoFile() {
        Path out = dir.resolve("no-such-folder").resolve("c.xlsx");

        PaperException e = assertThrows(PaperException.class,
                () -> ComparisonXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.EN), out));

        assertTrue(e.getMessage().startsWith("Could not write " + out), e.getMessage());
        assertTrue(Files.notExists(out));
    }
}
