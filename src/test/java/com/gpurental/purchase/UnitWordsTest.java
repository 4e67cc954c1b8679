package com.gpurental.purchase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The ways units and invoices are written, in one table the plan reader, the import and the page share. */
class UnitWordsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void aServerMonthIsRecognisedAsVendorsWriteIt() {
        for (String s : List.of("server-month", "整机月", "每台每月", "台月", "台/月", "元/台/月", "per server-month",
                "Per Server Month", "SERVER_MONTH", "整机/月", "node-month")) {
            assertEquals(PriceUnit.SERVER_MONTH, UnitWords.priceUnit(s), s);
        }
    }

    @Test
    void cardUnitsAndBillingUnitsAndInvoicesToo() {
        assertEquals(PriceUnit.CARD_HOUR, UnitWords.priceUnit("元/卡/小时"));
        assertEquals(PriceUnit.CARD_HOUR, UnitWords.priceUnit("卡·时"));
        assertEquals(PriceUnit.CARD_HOUR, UnitWords.priceUnit("GPU-hour"));
        assertEquals(PriceUnit.CARD_DAY, UnitWords.priceUnit("每卡每天"));
        assertEquals(PriceUnit.CARD_DAY, UnitWords.priceUnit("卡日"));
        assertEquals(PriceUnit.CARD_MONTH, UnitWords.priceUnit("per card-month"));
        assertEquals(BillingUnit.SECOND, UnitWords.billingUnit("按秒计费"));
        assertEquals(BillingUnit.MONTH, UnitWords.billingUnit("按月"));
        assertEquals(BillingUnit.HOUR, UnitWords.billingUnit("hourly"));
        assertEquals(Invoice.SPECIAL, UnitWords.invoice("专票"));
        assertEquals(Invoice.SPECIAL, UnitWords.invoice("special VAT invoice"));
        assertEquals(Invoice.NONE, UnitWords.invoice("不开票"));
        assertNull(UnitWords.priceUnit("每台每季"));
        assertNull(UnitWords.billingUnit("fortnight"));
    }

    @Test
    void aCellTypedAsVendorsWriteItImportsAndAnUnknownOneIsRefusedWithTheWordsOfTheReadersLanguage() {
        Map<QuoteColumn, String> row = new EnumMap<>(QuoteColumn.class);
        row.put(QuoteColumn.VENDOR, "乙算力");
        row.put(QuoteColumn.GPU, "h20");
        row.put(QuoteColumn.CARDS, "8");
        row.put(QuoteColumn.PRICE, "60000");
        row.put(QuoteColumn.PRICE_PER, QuoteRows.canonical(QuoteColumn.PRICE_PER, "每台每月"));
        row.put(QuoteColumn.INCLUDES_VAT, "是");
        assertEquals("server-month", row.get(QuoteColumn.PRICE_PER));
        QuoteRows.Row read = QuoteRows.read(row);
        assertEquals(Map.of(), read.problems());
        assertEquals(BillingUnit.MONTH, read.quote().billing().unit(), "billed as priced when the vendor names no unit");

        row.put(QuoteColumn.PRICE_PER, "每台每季");
        Message problem = QuoteRows.read(row).problems().get(QuoteColumn.PRICE_PER);
        assertEquals("计价单位：“每台每季”无法识别，请使用：卡时、卡天、卡周、卡月、整机月。", ZH.format(problem));
        assertEquals("Price per: \"每台每季\" is not known; use one of: card-hour, card-day, card-week, card-month,"
                + " server-month.", EN.format(problem));
    }

    @Test
    void theChoiceListsAreInTheUsersLanguage() {
        assertEquals(List.of("卡时", "卡天", "卡周", "卡月", "整机月"), UnitWords.labels(PriceUnit.class, ZH));
        assertEquals(List.of("秒", "小时", "天", "周", "月"), UnitWords.labels(BillingUnit.class, ZH));
        assertEquals(List.of("card-hour", "card-day", "card-week", "card-month", "server-month"),
                UnitWords.labels(PriceUnit.class, EN));
    }
}
