package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.GpuNames;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quote form: its first sheet's header row is exactly the quote format's fields; the requested GPU and cards are filled in.
 */
class RfqXlsxTest {

    @TempDir
    Path dir;

    @Test
    void theFormHasExactlyTheQuoteFieldsAndTheRequestedConfiguration() throws Exception {
        Path out = dir.resolve("quote-form.xlsx");

        RfqXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.ZH), out);

        List<Row> rows = PapersFixture.sheet(out, 0);
        // a heading wider than its column breaks before its unit (XlsxPrintTest): read without the break
        List<String> header = rows.get(0).stream().map(c -> c.getText().replace("\n", "")).toList();
        assertEquals(QuoteColumn.order().stream().map(c -> c.header(Messages.forLocale(Messages.ZH)))
                .toList(), header);
        Row first = rows.get(1);
        assertEquals("NVIDIA H20 96GB", first.getCell(header.indexOf("GPU 型号")).getText());
        assertEquals(CellType.NUMBER, first.getCell(header.indexOf("卡数")).getType());
        assertEquals(0, BigDecimal.valueOf(2).compareTo(first.getCell(header.indexOf("卡数")).asNumber()));
        assertEquals(List.of("报价单", "填写说明", "术语说明"), PapersFixture.sheetNames(out));
        List<Row> guide = PapersFixture.sheet(out, 1);
        assertTrue(guide.stream().anyMatch(r -> r.getCell(0).getText().equals("含税")
                && r.getCell(2).getText().startsWith("价格是否含增值税")), "each field explained in the user's language");
    }

    /**
     * The Chinese form's 示例 column showed English codes (card-hour, true, second, special) and its GPU
     * example "a100-80gb" was refused on import. Now the examples are the words the import takes, in Chinese, and
     * every GPU example the form gives is found in the catalog.
     */
    @Test
    void theChineseGuidesExamplesAreChineseWordsAndItsGpuExamplesImport() throws Exception {
        Path out = dir.resolve("quote-form.xlsx");
        RfqXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.ZH), out);
        List<Row> guide = PapersFixture.sheet(out, 1);
        Map<String, String> example = new HashMap<>();
        Map<String, String> meaning = new HashMap<>();
        for (Row r : guide) {
            // the guide is headed by the form's column names (it showed the plan file's, price.per …, issue 33)
            QuoteColumn c = QuoteColumn.fromHeader(r.getCell(0).getText());
            if (r.getCellCount() >= 4 && c != null) {
                example.putIfAbsent(c.jsonPath(), r.getCell(3) == null ? "" : r.getCell(3).getText());
                meaning.putIfAbsent(c.jsonPath(), r.getCell(2) == null ? "" : r.getCell(2).getText());
            }
        }
        assertEquals("卡时", example.get("price.per"));
        assertEquals("是", example.get("price.includesVat"));
        assertEquals("秒", example.get("billing.unit"));
        assertEquals("增值税专用发票", example.get("invoice"));
        assertEquals("否", example.get("billing.wholeServerOnly"));
        assertEquals("H20 96G", example.get("gpu"));
        assertEquals("甲云", example.get("vendor"));
        assertEquals("GPU 型号，按贵公司的常用写法即可，例如 H20 96G、A100 80GB、A100-80G-SXM、RTX 4090", meaning.get("gpu"));
        for (String written : GpuNames.VENDOR_EXAMPLES) {
            assertTrue(GpuNames.find(CatalogLoader.bundled(), written).isPresent(),
                    written);
        }
    }

    /** The English form's example vendor was the Chinese "甲云" (issue 33, m4): no Chinese in the English guide. */
    @Test
    void theEnglishGuideHasNoChineseExample() throws Exception {
        Path out = dir.resolve("quote-form-en.xlsx");
        RfqXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.EN), out);
        for (Row r : PapersFixture.sheet(out, 1)) {
            QuoteColumn c = QuoteColumn.fromHeader(r.getCell(0).getText());
            if (r.getCellCount() >= 4 && c == QuoteColumn.VENDOR) {
                assertEquals("Cloud A Ltd", r.getCell(3).getText());
            }
            for (int i = 0; i < r.getCellCount(); i++) {
                String t = r.getCell(i) == null ? "" : r.getCell(i).getText();
                assertFalse(t.codePoints().anyMatch(cp -> cp >= 0x4E00 && cp <= 0x9FFF), "Chinese in the English guide: " + t);
            }
        }
    }
}
