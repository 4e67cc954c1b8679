package com.gpurental.purchase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Quotes as rows of cells: Excel paste, CSV, headers in either language, each bad cell tied to its column. */
class QuoteRowsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    @Test
    void aQuoteGoesToCellsAndBackUnchanged() {
        VendorQuote jia = QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA)).purchase().quotes().get(0);
        Map<QuoteColumn, String> cells = QuoteRows.cells(jia);
        assertEquals("6.50", cells.get(QuoteColumn.PRICE));
        assertEquals("card-hour", cells.get(QuoteColumn.PRICE_PER));
        assertEquals("2026-12-31", cells.get(QuoteColumn.VALID_UNTIL));
        QuoteRows.Row back = QuoteRows.read(cells);
        assertEquals(Map.of(), back.problems());
        assertEquals(jia, back.quote());
    }

    @Test
    void pastedExcelRowsWithChineseHeadersAndLabelsAreRead() {
        String pasted = "供应商\tGPU 型号\t卡数\t单价（元）\t计价单位\t含税\t税率（%）\t计费粒度\t最短租期（天）\t含存储（GB）\n"
                + "丙数据\th20\t2\t150\t卡天\t否\t6\t天\t7\t1000\r\n";
        List<Map<QuoteColumn, String>> rows = QuoteRows.fromTable(QuoteRows.splitTsv(pasted));
        assertEquals(1, rows.size());
        QuoteRows.Row row = QuoteRows.read(rows.get(0));
        assertEquals(Map.of(), row.problems());
        assertEquals(PriceUnit.CARD_DAY, row.quote().price().per());
        assertEquals(BillingUnit.DAY, row.quote().billing().unit());
        assertEquals(7, row.quote().billing().minimumDays());
        assertEquals(new BigDecimal("1000"), row.quote().storage().includedGb());
        assertEquals(false, row.quote().price().includesVat());
    }

    @Test
    void csvWithoutHeaderIsReadInColumnOrder() {
        String csv = "\uFEFF\"甲云, 北京\",h20,2,\"¥6.50\",card-hour,yes,6%,second,0,no,8,100,0.30,200,99.5,24,special,"
                + "2026-12-31,3,\"say \"\"hi\"\"\"\n";
        List<Map<QuoteColumn, String>> rows = QuoteRows.fromTable(QuoteRows.splitCsv(csv));
        QuoteRows.Row row = QuoteRows.read(rows.get(0));
        assertEquals(Map.of(), row.problems());
        assertEquals("甲云, 北京", row.quote().vendor());
        assertEquals(new BigDecimal("6.50"), row.quote().price().cny());
        assertEquals("say \"hi\"", row.quote().notes());
    }

    @Test
    void eachBadCellIsTiedToItsColumn() {
        Map<QuoteColumn, String> cells = new EnumMap<>(QuoteColumn.class);
        cells.put(QuoteColumn.VENDOR, "丁");
        cells.put(QuoteColumn.GPU, "h20");
        cells.put(QuoteColumn.CARDS, "2");
        cells.put(QuoteColumn.PRICE, "-3");
        cells.put(QuoteColumn.PRICE_PER, "card-hour");
        cells.put(QuoteColumn.INCLUDES_VAT, "maybe");
        cells.put(QuoteColumn.VALID_UNTIL, "next week");
        QuoteRows.Row row = QuoteRows.read(cells);
        assertNull(row.quote());
        assertEquals(List.of(QuoteColumn.PRICE, QuoteColumn.INCLUDES_VAT, QuoteColumn.VALID_UNTIL),
                List.copyOf(row.problems().keySet()));
        assertEquals("Includes VAT must be yes or no (true or false), not \"maybe\".",
                EN.format(row.problems().get(QuoteColumn.INCLUDES_VAT)));
    }

    @Test
    void headersAreRecognisedInBothLanguagesAndByJsonName() {
        assertEquals(QuoteColumn.PRICE, QuoteColumn.fromHeader("单价（元）"));
        assertEquals(QuoteColumn.PRICE, QuoteColumn.fromHeader(" price (¥) "));
        assertEquals(QuoteColumn.SLA_AVAILABILITY_PERCENT, QuoteColumn.fromHeader("sla.availabilityPercent"));
        assertNull(QuoteColumn.fromHeader("colour"));
        assertEquals(20, QuoteColumn.order().size());
        assertTrue(QuoteColumn.order().get(0) == QuoteColumn.VENDOR);
    }
}
