package com.gpurental.quotes;

import static com.gpurental.quotes.QuoteFixture.BING;
import static com.gpurental.quotes.QuoteFixture.JIA;
import static com.gpurental.quotes.QuoteFixture.YI;
import static com.gpurental.quotes.QuoteFixture.compare;
import static com.gpurental.quotes.QuoteFixture.planWith;
import static com.gpurental.quotes.QuoteFixture.quotes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advisor;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The worked checks of "Vendor quotes side by side", exact to the fen. */
class QuoteAdvisorTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static VendorQuoteCost byVendor(QuoteComparison c, String vendor) {
        return c.ranked().stream().filter(q -> q.vendor().equals(vendor)).findFirst().orElseThrow();
    }

    private static List<QuoteFlag.Code> codes(VendorQuoteCost q) {
        return q.flags().stream().map(QuoteFlag::code).toList();
    }

    @Test
    void quoteJiaCostsGpuStorageAndBandwidthForThirtyThreeDays() {
        // GPU 6.50 × 2 × 24 h × 33 d = 10,296.00; storage (500 − 100) GB × 0.30 × 33/30 = 132.00;
        // bandwidth 200 × 33/30 = 220.00; prices include VAT → 10,648.00.
        VendorQuoteCost jia = byVendor(QuoteFixture.workedCheck(), "甲云");
        assertEquals(new BigDecimal("10296.00"), jia.gpuCostCny().amount());
        assertEquals(new BigDecimal("132.00"), jia.storageCostCny().amount());
        assertEquals(new BigDecimal("220.00"), jia.bandwidthCostCny().amount());
        assertEquals(new BigDecimal("0.00"), jia.vatCny().amount());
        assertEquals(new BigDecimal("10648.00"), jia.termCostCny().amount());
        assertEquals(33, jia.billedDays());
        assertTrue(jia.fits());
    }

    /**
     * 乙's ¥60,000 per server-month left on billing by the hour (a new row's default) was costed as ¥66,000
     * for 33 days without a word: 60,000 / 720 h × 24 h × 33 days = ¥66,000. It is now flagged in both languages.
     */
    @Test
    void aMonthlyServerPriceBilledByTheHourIsFlagged() {
        PlanBuilder hourly = planWith(YI).set("quotes[0].billing.unit", "hour").set("quotes[0].billing.minimumDays", 0);
        VendorQuoteCost yi = byVendor(compare(hourly), "乙算力");
        assertEquals(new BigDecimal("66000.00"), yi.termCostCny().amount());
        QuoteFlag flag = yi.flags().stream().filter(f -> f.code() == QuoteFlag.Code.BILLING_DIFFERS_FROM_PRICE)
                .findFirst().orElseThrow();
        assertFalse(flag.code().blocking(), "a warning: the vendor may really bill by the hour");
        assertEquals("Priced per server-month but billed by the hour: costed here by the hour (¥66,000.00 for the term)."
                + " Ask the vendor which is meant, and set the billing unit to match.", EN.format(flag.text()));
        assertEquals("报价单位为整机月，计费单位却是小时：此处按小时计算（租期合计 ¥66,000.00）。请向供应商确认，并将计费单位改为与其一致。",
                ZH.format(flag.text()));
        // Billed by the month as priced, or an hourly price billed by the second: no such flag.
        assertFalse(codes(byVendor(QuoteFixture.workedCheck(), "乙算力")).contains(QuoteFlag.Code.BILLING_DIFFERS_FROM_PRICE));
        assertFalse(codes(byVendor(QuoteFixture.workedCheck(), "甲云")).contains(QuoteFlag.Code.BILLING_DIFFERS_FROM_PRICE));
    }

    /** A quote naming its GPU as the vendor writes it ("H20 96G") is costed as the catalog's H20. */
    @Test
    void aGpuWrittenAsVendorsWriteItIsFound() {
        QuoteComparison c = compare(planWith(JIA).set("quotes[0].gpu", "NVIDIA H20 96G"));
        assertEquals(List.of(), c.problems());
        VendorQuoteCost jia = byVendor(c, "甲云");
        assertEquals("h20", jia.quote().gpu());
        assertEquals(new BigDecimal("10648.00"), jia.termCostCny().amount(), "as with \"h20\" (the three-quote worked check)");
    }

    @Test
    void quoteYiBillsTwoWholeMonthsOfAWholeServer() {
        // ¥60,000 per 8-card server-month incl. VAT, monthly billing: 33 days → 2 whole months = 120,000.00.
        VendorQuoteCost yi = byVendor(QuoteFixture.workedCheck(), "乙算力");
        assertEquals(new BigDecimal("120000.00"), yi.termCostCny().amount());
        assertEquals(new BigDecimal("120000.00"), yi.gpuCostCny().amount());
        assertEquals(60, yi.billedDays());
        assertEquals(8, yi.billedCards());
        assertEquals(new BigDecimal("60000.00"), yi.monthlyCostCny().amount());
        assertTrue(codes(yi).contains(QuoteFlag.Code.WHOLE_SERVER_ONLY), codes(yi)::toString);
        assertTrue(codes(yi).contains(QuoteFlag.Code.MINIMUM_TERM_LONGER), "60 days paid for a 33-day rental");
        assertEquals("Billed per whole month: 60 days are paid for a 33-day rental.",
                EN.format(yi.flags().stream().filter(f -> f.code() == QuoteFlag.Code.MINIMUM_TERM_LONGER).findFirst()
                        .orElseThrow().text()));
    }

    @Test
    void quoteBingAddsSixPercentVatToThirtyThreeCardDays() {
        // 150 × 2 cards × 33 days = 9,900.00 excl. VAT; 500 GB within the 1,000 GB included; VAT 6% = 594.00
        // → 10,494.00.
        VendorQuoteCost bing = byVendor(QuoteFixture.workedCheck(), "丙数据");
        assertEquals(new BigDecimal("9900.00"), bing.gpuCostCny().amount());
        assertEquals(new BigDecimal("0.00"), bing.storageCostCny().amount());
        assertEquals(new BigDecimal("0.00"), bing.bandwidthCostCny().amount());
        assertEquals(new BigDecimal("594.00"), bing.vatCny().amount());
        assertEquals(new BigDecimal("10494.00"), bing.termCostCny().amount());
        assertTrue(codes(bing).contains(QuoteFlag.Code.TAX_BASIS_DIFFERS));
        assertEquals("Quoted excluding VAT: 6% VAT (¥594.00) is added so that all quotes compare including VAT.",
                EN.format(bing.flags().stream().filter(f -> f.code() == QuoteFlag.Code.TAX_BASIS_DIFFERS).findFirst()
                        .orElseThrow().text()));
    }

    @Test
    void bingIsTheCheapestThatFitsAndComesFirst() {
        QuoteComparison c = QuoteFixture.workedCheck();
        assertEquals(List.of("丙数据", "甲云", "乙算力"), c.ranked().stream().map(VendorQuoteCost::vendor).toList());
        assertEquals("丙数据", c.recommended().vendor());
        // 10,648.00 − 10,494.00 = 154.00
        assertEquals("丙数据 is the cheapest quote that fits: ¥10,494.00 for the 33-day rental including VAT, ¥154.00 less than 甲云.",
                EN.format(c.reason()));
        assertEquals("丙数据是能承载的报价中最便宜的：33 天租期含税 ¥10,494.00，比甲云少 ¥154.00。", ZH.format(c.reason()));
    }

    @Test
    void referencePriceContextUsesTheCatalogDate() {
        // 丙: 150 / 24 × 1.06 = ¥6.625 per card-hour; the catalog's cheapest H20 container price is ¥6.20 (2026-11-01):
        // 6.625 / 6.20 − 1 = 6.85% → 6.9% above (the example).
        VendorQuoteCost bing = byVendor(QuoteFixture.workedCheck(), "丙数据");
        assertEquals(new BigDecimal("6.9"), bing.vsReferencePercent());
        assertEquals("6.9% above the reference price of 2026-11-01 (¥6.20 per card-hour)", EN.format(bing.referenceNote()));
        // 甲: 6.50 / 6.20 − 1 = 4.84% → 4.8.
        assertEquals(new BigDecimal("4.8"), byVendor(QuoteFixture.workedCheck(), "甲云").vsReferencePercent());
    }

    @Test
    void aReferencePriceOlderThanNinetyDaysIsMarked() throws Exception {
        // 2027-02-15 is 106 days after the catalog's 2026-11-01.
        QuoteComparison c = new Advisor(QuoteFixture.CATALOG, LocalDate.of(2027, 2, 15))
                .advise(QuoteFixture.plan(quotes(BING))).quotes();
        assertTrue(c.catalogStale());
        assertEquals("6.9% above the reference price of 2026-11-01 (¥6.20 per card-hour) — that price is older than 90 days",
                EN.format(c.ranked().get(0).referenceNote()));
        assertTrue(codes(c.ranked().get(0)).contains(QuoteFlag.Code.EXPIRED), "丙 was valid until 2026-12-15");
        assertFalse(QuoteFixture.workedCheck().catalogStale());
    }

    @Test
    void aQuoteWithTooFewCardsDoesNotFitAndIsNotRecommended() {
        // One H20 (96 GB) cannot hold 70B at FP16 (140 GB of weights).
        QuoteComparison c = compare(planWith(JIA, JIA).set("quotes[0].vendor", "丁").set("quotes[0].cards", 1));
        VendorQuoteCost ding = byVendor(c, "丁");
        assertFalse(ding.fits());
        assertTrue(codes(ding).contains(QuoteFlag.Code.DOES_NOT_FIT));
        assertEquals(2, ding.cardsNeeded());
        assertEquals("甲云", c.recommended().vendor());
        assertEquals("丁", c.ranked().get(1).vendor(), "a quote that does not fit comes after the ones that do, however cheap");
        // and what would carry it (issue 32): the engine's 2 cards at 丁's price, 2 × ¥6.50 × 720 h = ¥9,360, + ¥200
        // bandwidth + (500 − 100 included) GB × ¥0.30 storage = ¥9,680 a month
        assertTrue(EN.format(ding.flags().get(0).text()).endsWith("At least 2 cards of this GPU are needed: 2 cards at this"
                + " quote's price would carry it: about ¥9,680.00 a month under its terms."),
                () -> EN.format(ding.flags().get(0).text()));
        assertTrue(Messages.forLocale(Messages.ZH).format(ding.flags().get(0).text())
                .endsWith("该 GPU 至少需要 2 张卡：按这份报价的单价租 2 张卡可以承载：按其条款每月约 ¥9,680.00。"));
    }

    @Test
    void minimumTermLongerThanTheRentalIsFlaggedAndPaid() {
        VendorQuoteCost bing = byVendor(compare(planWith(BING).set("quotes[0].billing.minimumDays", 90)), "丙数据");
        // 150 × 2 × 90 days = 27,000 + 6% = 28,620.00
        assertEquals(new BigDecimal("28620.00"), bing.termCostCny().amount());
        // its month is the minimum's cost ÷ its 3 months, ¥9,540 (¥9,000 + 6% VAT ¥540), not the 90 days' ¥28,620 that
        // a 30-day costing holding the minimum gave as "per 30 days" (issue 32: ¥99,534 printed for ¥33,178 a month);
        // every table names the minimum and its cost beside it
        assertEquals(new BigDecimal("9540.00"), bing.monthlyCostCny().amount());
        assertEquals("¥9,540.00 (minimum term 90 days: ¥28,620.00)", EN.format(bing.monthlyCostText()));
        assertEquals("¥9,540.00（最短租期 90 天：¥28,620.00）", Messages.forLocale(Messages.ZH).format(bing.monthlyCostText()));
        assertEquals("The minimum term of 90 days is longer than the 33-day rental (task + buffer): 90 days are paid for.",
                EN.format(bing.flags().stream().filter(f -> f.code() == QuoteFlag.Code.MINIMUM_TERM_LONGER).findFirst()
                        .orElseThrow().text()));
    }

    @Test
    void expiredAndExpiringQuotesAreFlagged() {
        PlanBuilder expired = planWith(JIA).set("quotes[0].validUntil", "2026-10-15");
        VendorQuoteCost jia = byVendor(compare(expired), "甲云");
        assertTrue(codes(jia).contains(QuoteFlag.Code.EXPIRED));
        assertTrue(jia.blocked());
        // Valid until 2026-11-02, delivered in 3 days (2026-11-04): it lapses before the start.
        QuoteComparison c = compare(planWith(JIA).set("quotes[0].validUntil", "2026-11-02"));
        VendorQuoteCost soon = byVendor(c, "甲云");
        assertTrue(codes(soon).contains(QuoteFlag.Code.EXPIRES_BEFORE_START), codes(soon)::toString);
        assertEquals("The quote is valid until 2026-11-02, before the rental can start on 2026-11-04 (delivery in 3 days): have "
                + "it extended.",
                EN.format(soon.flags().stream().filter(f -> f.code() == QuoteFlag.Code.EXPIRES_BEFORE_START).findFirst()
                        .orElseThrow().text()));
        assertNull(compare(expired).recommended());
    }

    @Test
    void slaInvoiceAndVatRateFlags() {
        QuoteComparison c = QuoteFixture.workedCheck();
        // A chat service needs 99.9%; 甲 offers 99.5%.
        assertTrue(codes(byVendor(c, "甲云")).contains(QuoteFlag.Code.SLA_BELOW_NEED));
        assertFalse(codes(byVendor(c, "丙数据")).contains(QuoteFlag.Code.SLA_BELOW_NEED));
        PlanBuilder ordinary = planWith(JIA, BING, YI).set("quotes[0].invoice", "ordinary").set("quotes[0].price.vatPercent", 13);
        VendorQuoteCost jia = byVendor(compare(ordinary), "甲云");
        assertTrue(codes(jia).contains(QuoteFlag.Code.NO_SPECIAL_INVOICE));
        assertTrue(codes(jia).contains(QuoteFlag.Code.VAT_RATE_DIFFERS));
        assertEquals("VAT rate 13% differs from the 6% of the other quotes (IT service 6%, equipment leasing 13%): finance "
                + "confirms.",
                EN.format(jia.flags().stream().filter(f -> f.code() == QuoteFlag.Code.VAT_RATE_DIFFERS).findFirst().orElseThrow()
                        .text()));
    }

    @Test
    void aPriceTenTimesTheReferenceLooksLikeATypo() {
        VendorQuoteCost jia = byVendor(compare(planWith(JIA).set("quotes[0].price.cny", new BigDecimal("65.0"))), "甲云");
        assertTrue(codes(jia).contains(QuoteFlag.Code.FAR_FROM_REFERENCE));
        assertFalse(codes(byVendor(QuoteFixture.workedCheck(), "乙算力")).contains(QuoteFlag.Code.FAR_FROM_REFERENCE),
                "乙 is 68% above the reference: dear, not a typo");
    }

    @Test
    void anUnknownGpuIsReportedWithTheKnownIds() {
        QuoteComparison c = compare(planWith(JIA, BING).set("quotes[0].gpu", "h2o"));
        assertEquals(1, c.ranked().size());
        assertEquals("quotes[0].gpu", c.problems().get(0).path());
        assertTrue(EN.format(c.problems().get(0).problem())
                .startsWith("GPU \"h2o\" is not in the price book; use one of: rtx-4090,"),
                () -> EN.format(c.problems().get(0).problem()));
        assertTrue(ZH.format(c.problems().get(0).problem()).startsWith("价格库中没有 GPU 型号“h2o”"));
    }

    @Test
    void ownershipCostsFortyTwoThousandEightHundredSixtySevenTwentyAMonth() {
        // (1,200,000 − 10%) / 36 = 30,000 + 6.5 kW × 1.3 × ¥0.80 × 720 h = 4,867.20 + 3,000 hosting
        // + 60,000 / 12 = 5,000 → 42,867.20.
        OwnershipCost o = compare(quotes(JIA, YI, BING) + "," + QuoteFixture.OWNERSHIP).ownership();
        assertEquals(new BigDecimal("30000.00"), o.depreciationCny().amount());
        assertEquals(new BigDecimal("4867.20"), o.powerCny().amount());
        assertEquals(new BigDecimal("42867.20"), o.monthlyCostCny().amount());
        // Rent compared with: 甲's ¥6.50 per card-hour (the cheapest H20 quote). Break-even u = fixed 38,000 /
        // (6.50 × 8 × 720 − 6.5 × 1.3 × 0.80 × 720) = 38,000 / 32,572.80 = 116.7%: renting is cheaper even at full use.
        assertEquals(new BigDecimal("6.500000"), o.rentCnyPerCardHour().yuan());
        assertEquals(new BigDecimal("116.7"), o.breakEvenUtilizationPercent());
        assertEquals(new BigDecimal("37440.00"), o.rentMonthlyCostCny().amount());
        // A break-even above 100% is said in plain words, not as "116.7% use".
        assertTrue(o.neverPaysOff());
        assertEquals("Owning costs ¥42,867.20 a month; renting the same cards for the plan's hours costs ¥37,440.00. "
                + "Renting is cheaper even with the cards in use all 720 hours a month: at this price, buying never pays off.",
                EN.format(o.verdict()));
        assertEquals("自购每月 ¥42,867.20；按方案用时租用同样的卡每月 ¥37,440.00。即使每月 720 小时满负荷使用，租用也更便宜：按这个价格，"
                + "自购永远不划算。", ZH.format(o.verdict()));
    }

    @Test
    void ownershipWithoutQuotesComparesWithTheCatalogReference() {
        // The catalog's cheapest H20 price is ¥6.20 per card-hour: 38,000 / (6.20 × 5,760 − 4,867.20) = 38,000 / 30,844.80
        // = 123.2%.
        OwnershipCost o = compare(QuoteFixture.OWNERSHIP).ownership();
        assertEquals(new BigDecimal("42867.20"), o.monthlyCostCny().amount());
        assertEquals(new BigDecimal("123.2"), o.breakEvenUtilizationPercent());
        assertEquals("the reference price of 2026-11-01", EN.format(o.rentSource()));
    }

    /** Without a rental price the verdict names the owned GPU as people read it, not by its catalog id. */
    @Test
    void ownershipWithoutARentalPriceNamesTheGpu() {
        OwnershipCost o = compare(PlanBuilder.fromJson(QuoteFixture.planJson(QuoteFixture.OWNERSHIP))
                .set("ownership.gpu", "h200"))
                .ownership();
        assertNull(o.rentCnyPerCardHour());
        assertEquals(8, o.serverCards());
        assertEquals("NVIDIA H200 SXM 141GB", o.gpuName().en());
        assertEquals("The break-even between owning and renting is unknown: no rental price for NVIDIA H200 SXM 141GB to compare"
                + " with.", EN.format(o.verdict()));
        assertEquals("自购与租用的盈亏平衡点未知：没有 NVIDIA H200 SXM 141GB 的租用价格可供比较。", ZH.format(o.verdict()));
    }
}
