package com.gpurental.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quote form: its first sheet's header row is exactly the quote format's fields; the requested GPU and cards are filled in. */
class RfqXlsxTest {

    @TempDir
    Path dir;

    @Test
    void theFormHasExactlyTheQuoteFieldsAndTheRequestedConfiguration() throws Exception {
        Path out = dir.resolve("quote-form.xlsx");

        RfqXlsx.write(PapersFixture.chat(), Messages.forLocale(Messages.ZH), out);

        List<Row> rows = PapersFixture.sheet(out, 0);
        List<String> header = rows.get(0).stream().map(c -> c.getText()).toList();
        assertEquals(com.gpurental.vendor.QuoteColumn.order().stream().map(c -> c.header(Messages.forLocale(Messages.ZH))).toList(), header);
        Row first = rows.get(1);
        assertEquals("h20", first.getCell(header.indexOf("GPU 型号")).getText());
        assertEquals(CellType.NUMBER, first.getCell(header.indexOf("卡数")).getType());
        assertEquals(0, BigDecimal.valueOf(2).compareTo(first.getCell(header.indexOf("卡数")).asNumber()));
        assertEquals(List.of("报价单", "填写说明"), PapersFixture.sheetNames(out));
        List<Row> guide = PapersFixture.sheet(out, 1);
        assertTrue(guide.stream().anyMatch(r -> r.getCell(1).getText().equals("price.includesVat")
                && r.getCell(3).getText().startsWith("价格是否含增值税")), "each field explained in the user's language");
    }
}
