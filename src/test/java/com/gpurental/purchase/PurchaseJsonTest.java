package com.gpurental.purchase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanDocument;
import com.gpurental.plan.PlanJson;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading and writing the plan's storage, quotes and ownership blocks, and every bad field. */
class PurchaseJsonTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static InputException bad(String quote) {
        String json = QuoteFixture.planJson(QuoteFixture.quotes(quote));
        return assertThrows(InputException.class, () -> PlanJson.parse("p.json", json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsQuoteJiaExactlyAsTheIssueWritesIt() {
        Plan plan = QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA) + "," + QuoteFixture.OWNERSHIP);
        Purchase p = plan.purchase();
        assertEquals(new BigDecimal("500"), p.dataGb());
        VendorQuote q = p.quotes().get(0);
        assertEquals("甲云", q.vendor());
        assertEquals("h20", q.gpu());
        assertEquals(2, q.cards());
        assertEquals(new BigDecimal("6.50"), q.price().cny());
        assertEquals(PriceUnit.CARD_HOUR, q.price().per());
        assertEquals(BillingUnit.SECOND, q.billing().unit());
        assertEquals(8, q.billing().serverCards(), "default");
        assertEquals(new BigDecimal("0.30"), q.storage().cnyPerGbMonth());
        assertEquals(Invoice.SPECIAL, q.invoice());
        assertEquals(LocalDate.of(2026, 12, 31), q.validUntil());
        assertEquals(3, q.deliveryDays());
        assertEquals(new BigDecimal("1200000"), p.ownership().serverPriceCny());
        assertEquals(3, p.ownership().depreciationYears());
    }

    @Test
    void saveThenOpenGivesTheSameQuotes(@TempDir Path dir) throws Exception {
        Plan plan = QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.YI, QuoteFixture.BING) + ","
                + QuoteFixture.OWNERSHIP);
        Path file = dir.resolve("q" + PlanDocument.EXTENSION);
        new PlanDocument(plan, null, null).write(file);
        PlanDocument back = PlanDocument.read(file);
        assertEquals(plan.purchase(), back.plan().purchase());
        assertEquals(plan, back.plan());
        String text = Files.readString(file);
        assertTrue(text.contains("\"cny\" : 6.50"), text);
        assertTrue(text.contains("\"vendor\" : \"甲云\""), text);
    }

    @Test
    void aPlanWithoutQuotesWritesNoQuoteBlocks() {
        String json = PlanJson.write(Plan.empty());
        assertTrue(!json.contains("quotes") && !json.contains("ownership") && !json.contains("storage"), json);
        assertEquals(Purchase.NONE, Plan.empty().purchase());
    }

    @Test
    void aNegativePriceIsRefusedInBothLanguages() {
        InputException e = bad(QuoteFixture.JIA.replace("6.50", "-6.50"));
        assertEquals("quotes[0].price.cny", e.problems().get(0).path());
        assertEquals("Price (¥) cannot be negative (-6.50); e.g. 6.50.", EN.format(e.problems().get(0).problem()));
        assertEquals("单价（元）不能为负数（-6.50），例如 6.50。", ZH.format(e.problems().get(0).problem()));
    }

    @Test
    void anUnknownUnitNamesTheValidOnes() {
        // "gpu-hour" is now read as card-hour (UnitWords), so an unknown unit is "gpu-year"; the Chinese
        // message lists the Chinese words, which the reader takes too.
        InputException e = bad(QuoteFixture.JIA.replace("card-hour", "gpu-year").replace("\"second\"", "\"minute\""));
        assertEquals(2, e.problems().size());
        assertEquals("Price per: \"gpu-year\" is not known; use one of: card-hour, card-day, card-week, card-month, "
                + "server-month.",
                EN.format(e.problems().get(0).problem()));
        assertEquals("计费粒度：“minute”无法识别，请使用：秒、小时、天、周、月。", ZH.format(e.problems().get(1).problem()));
    }

    @Test
    void aVatRateOfTwoHundredPercentIsOutOfRange() {
        InputException e = bad(QuoteFixture.JIA.replace("\"vatPercent\": 6", "\"vatPercent\": 200"));
        assertEquals("quotes[0].price.vatPercent", e.problems().get(0).path());
        assertEquals("VAT rate (%) must be between 0 and 30, not 200.", EN.format(e.problems().get(0).problem()));
    }

    @Test
    void aDateLikeNextWeekIsRefused() {
        InputException e = bad(QuoteFixture.JIA.replace("2026-12-31", "next week"));
        assertEquals("quotes[0].validUntil", e.problems().get(0).path());
        assertEquals("Valid until must be a date like 2026-12-31, not \"next week\".", EN.format(e.problems().get(0).problem()));
        assertEquals("报价有效期至必须是形如 2026-12-31 的日期，当前为“next week”。", ZH.format(e.problems().get(0).problem()));
    }

    @Test
    void aPriceWithoutVatNeedsItsRate() {
        InputException e = bad(QuoteFixture.BING.replace(", \"vatPercent\": 6", ""));
        assertEquals("quotes[0].price.vatPercent", e.problems().get(0).path());
        assertTrue(EN.format(e.problems().get(0).problem()).startsWith("The price excludes VAT, so give the VAT rate"));
    }

    @Test
    void textWhereANumberBelongsAndHalfACardAreRefused() {
        InputException e = bad(QuoteFixture.JIA.replace("\"cards\": 2", "\"cards\": 1.5").replace("\"bandwidthCnyPerMonth\": 200",
                "\"bandwidthCnyPerMonth\": \"two hundred\""));
        assertEquals("Cards must be a whole number such as 2, not 1.5.", EN.format(e.problems().get(0).problem()));
        assertEquals("Bandwidth (¥ per month) must be a number such as 200, not \"two hundred\".",
                EN.format(e.problems().get(1).problem()));
    }

    @Test
    void ownershipFieldsAreChecked() {
        String json = QuoteFixture.planJson(QuoteFixture.OWNERSHIP.replace("\"pue\": 1.3", "\"pue\": 0.5")
                .replace("\"residualPercent\": 10", "\"residualPercent\": 150"));
        InputException e = assertThrows(InputException.class,
                () -> PlanJson.parse("p.json", json.getBytes(StandardCharsets.UTF_8)));
        // The field's label explains the abbreviation (jargon explained where it stands).
        assertEquals("PUE (site power ÷ IT power) must be between 1 and 5, not 0.5.", EN.format(e.problems().get(0).problem()));
        assertEquals("Residual value (%) must be between 0 and 100, not 150.", EN.format(e.problems().get(1).problem()));
        assertNotNull(e.render(ZH));
    }
}
