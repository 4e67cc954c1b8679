package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.output.text.AdviceText;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * examples/chat-70b-quotes.json: the plan stores 500 GB and 乙算力's quote includes none and prices none, so its
 * storage is unknown (not ¥0) and its ¥120,000 leaves the storage out, in the engine and on every paper; 丙数据
 * includes 1,000 GB, so its ¥0 storage is a price.
 */
class StorageUnpricedTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    private static VendorQuoteCost vendor(RenderInput in, String name) {
        return in.quotes().ranked().stream().filter(q -> q.vendor().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void theEngineSaysWhichQuoteLeavesTheStorageUnpriced() {
        RenderInput in = PapersFixture.withQuotes();
        VendorQuoteCost yi = vendor(in, "乙算力");
        assertTrue(yi.storageUnpriced());
        assertEquals(new BigDecimal("120000.00"), yi.termCostCny().amount());
        assertEquals("未知 / 需询价", ZH.format(yi.storageCostText()));
        assertEquals("¥120,000.00（不含存储）", ZH.format(yi.termCostText()));
        assertEquals("¥60,000.00（不含存储）", ZH.format(yi.monthlyCostText()));
        assertEquals("unknown / ask the vendor", EN.format(yi.storageCostText()));
        assertEquals("¥120,000.00 (excludes storage)", EN.format(yi.termCostText()));
        VendorQuoteCost bing = vendor(in, "丙数据");
        assertFalse(bing.storageUnpriced());
        assertEquals("¥0.00", ZH.format(bing.storageCostText()));
        assertEquals("¥10,494.00", ZH.format(bing.termCostText()));
    }

    @Test
    void theQuotesSheetWritesTheWordsInsteadOfANoughtAndKeepsNumbersElsewhere() throws Exception {
        Path out = dir.resolve("quotes.xlsx");
        ComparisonXlsx.write(PapersFixture.withQuotes(), ZH, out);
        List<Row> rows = PapersFixture.sheet(out, 0);
        Row yi = rows.stream().filter(r -> r.getCell(1).getText().equals("乙算力")).findFirst().orElseThrow();
        assertEquals("未知 / 需询价", yi.getCell(8).getText());
        assertEquals("¥120,000.00（不含存储）", yi.getCell(11).getText());
        assertEquals("¥60,000.00（不含存储）", yi.getCell(12).getText());
        Row bing = rows.stream().filter(r -> r.getCell(1).getText().equals("丙数据")).findFirst().orElseThrow();
        assertEquals(CellType.NUMBER, bing.getCell(8).getType());
        assertEquals(CellType.NUMBER, bing.getCell(11).getType());
        assertEquals(10494.0, bing.getCell(11).asNumber().doubleValue(), 1e-9);
    }

    @Test
    void thePdfQuoteSectionAndTheTextSayTheStorageIsUnknown() throws Exception {
        Path pdf = dir.resolve("report.pdf");
        PdfReport.write(PapersFixture.withQuotes(), ZH, pdf);
        String text = PapersFixture.pdfText(pdf).replace("\n", "");
        assertTrue(text.contains("未知 / 需询价"), text);
        assertTrue(text.contains("¥120,000.00（不含存储）"), text); // the table to the fen
        String en = AdviceText.render(PapersFixture.withQuotes().advice(), EN);
        assertTrue(en.contains("乙算力: 8 × NVIDIA H20 96GB — ¥120,000.00 (excludes storage) for 60 billed days,"
                + " ¥60,000.00 (excludes storage) per month\n"), en);
        assertTrue(en.contains("GPU ¥120,000.00 + storage unknown / ask the vendor + bandwidth ¥0.00 + VAT ¥0.00\n"), en);
    }
}
