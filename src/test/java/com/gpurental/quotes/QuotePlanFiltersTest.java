package com.gpurental.quotes;

import static com.gpurental.quotes.QuoteFixture.BING;
import static com.gpurental.quotes.QuoteFixture.JIA;
import static com.gpurental.quotes.QuoteFixture.YI;
import static com.gpurental.quotes.QuoteFixture.planWith;
import static com.gpurental.quotes.QuoteFixture.quotes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The plan's filters apply to quotes as they do to the reference prices. A quote billing more cards
 * than the plan's maximum, or billed in a rental mode the plan excludes, is flagged in plain words and cannot be the
 * recommendation. Figures: the worked check (QuoteFixture: 甲 ¥10,648.00 billed by the second, 乙 ¥120,000.00
 * a whole 8-card server billed by the month, 丙 ¥10,494.00 billed by the day; 2 × H20 by the hour ¥9,820.80).
 */
class QuotePlanFiltersTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Advice advise(String extra) {
        return QuoteFixture.advise(QuoteFixture.plan(extra));
    }

    private static VendorQuoteCost byVendor(Advice a, String vendor) {
        return a.quotes().ranked().stream().filter(q -> q.vendor().equals(vendor)).findFirst().orElseThrow();
    }

    private static QuoteFlag flag(VendorQuoteCost q, QuoteFlag.Code code) {
        return q.flags().stream().filter(f -> f.code() == code).findFirst().orElseThrow(() -> new AssertionError(q.flags()));
    }

    @Test
    void aQuoteBillingMoreCardsThanThePlanAllowsCannotBeRecommended() {
        // 乙 alone fits (8 × H20) but bills 8 cards; the plan allows 4. The reference 2 × H20 leads instead.
        Advice a = advise("\"filters\": {\"maxCards\": 4}, " + quotes(YI));
        VendorQuoteCost yi = byVendor(a, "乙算力");
        assertTrue(yi.fits());
        assertEquals(2, yi.cardsNeeded(), "2 × H20 would carry it: 172 GB over two 96 GB cards (docs/domain.md §3)");
        assertTrue(yi.blocked());
        assertNull(a.quotes().recommended());
        assertEquals("The quote rents 8 cards; the plan allows at most 4 cards.",
                EN.format(flag(yi, QuoteFlag.Code.TOO_MANY_CARDS).text()));
        assertEquals("该报价租用 8 张卡，方案最多允许 4 张。", ZH.format(flag(yi, QuoteFlag.Code.TOO_MANY_CARDS).text()));
        assertFalse(a.quoteLed());
        Candidate lead = a.leading().orElseThrow();
        assertNull(lead.vendor());
        assertEquals(new BigDecimal("9820.80"), lead.cost().termCostCny().amount(), "¥6.20 × 2 × 792 h");
    }

    @Test
    void wholeServersRoundingAboveTheMaximumSaySo() {
        // 乙 for 4 cards, whole 8-card servers only: 8 cards billed, the plan allows 6.
        Advice a = QuoteFixture.advise(planWith(JIA, YI).set("filters.maxCards", 6).set("quotes[1].cards", 4).plan());
        assertEquals("The quote bills 8 cards (whole servers for the 4 quoted); the plan allows at most 6 cards.",
                EN.format(flag(byVendor(a, "乙算力"), QuoteFlag.Code.TOO_MANY_CARDS).text()));
        assertEquals("甲云", a.leading().orElseThrow().vendor());
        assertFalse(byVendor(a, "甲云").has(QuoteFlag.Code.TOO_MANY_CARDS), "2 cards are within 6");
    }

    @Test
    void onlyHourlyAllowedRulesOutTheDailyAndMonthlyQuotes() {
        // filters.modes [hourly]: 丙 (billed by the day) and 乙 (by the month) are excluded; 甲 (by the second = by the
        // hour, pay-as-you-go) is the recommendation at ¥10,648.00.
        Advice a = advise("\"filters\": {\"modes\": [\"hourly\"]}, " + quotes(JIA, YI, BING));
        assertEquals("甲云", a.quotes().recommended().vendor());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("甲云", lead.vendor());
        assertEquals(new BigDecimal("10648.00"), lead.cost().termCostCny().amount());
        assertEquals(RentalMode.HOURLY, lead.cost().mode());
        assertEquals("甲云 is the only quote that fits and can be bought: ¥10,648.00 for the 33-day rental including VAT.",
                EN.format(a.quoteChoice()));
        QuoteFlag bing = flag(byVendor(a, "丙数据"), QuoteFlag.Code.MODE_NOT_ALLOWED);
        assertEquals("丙数据 bills as container by the day, a way of renting the plan excludes: allow it in the plan or ask for"
                + " another billing.", EN.format(bing.text()));
        assertEquals("丙数据的计费方式为容器按天，方案未允许此租用方式：请在方案中允许，或请供应商改用其他计费方式。", ZH.format(bing.text()));
        assertEquals("乙算力 bills as bare-metal by the month, a way of renting the plan excludes: allow it in the plan or ask"
                + " for another billing.", EN.format(flag(byVendor(a, "乙算力"), QuoteFlag.Code.MODE_NOT_ALLOWED).text()));
        assertEquals(List.of("甲云", "丙数据", "乙算力"), a.candidates().stream().map(Candidate::vendor).toList());
        assertEquals("Cannot be bought as quoted: 丙数据 bills as container by the day, a way of renting the plan excludes:"
                + " allow it in the plan or ask for another billing.", EN.format(a.candidates().get(1).versusLead()));
    }

    @Test
    void containerRentalAllowsDailyBillingButNotMonthlyServers() {
        // rental.mode hourly = containers by the hour, day or week (PlanResolver): 丙 stays the choice, 乙 is excluded.
        Advice a = QuoteFixture.advise(planWith(JIA, YI, BING).rentalMode("hourly").plan());
        assertEquals(Plan.RentalChoice.HOURLY, a.plan().rentalMode());
        assertEquals("丙数据", a.leading().orElseThrow().vendor());
        assertEquals(new BigDecimal("10494.00"), a.leading().get().cost().termCostCny().amount());
        assertTrue(byVendor(a, "乙算力").has(QuoteFlag.Code.MODE_NOT_ALLOWED));
        assertFalse(byVendor(a, "丙数据").has(QuoteFlag.Code.MODE_NOT_ALLOWED));
        assertFalse(byVendor(a, "甲云").has(QuoteFlag.Code.MODE_NOT_ALLOWED));
    }

    @Test
    void aHybridPlanAdmitsEveryBilling() {
        // Hybrid = a monthly base plus hourly peaks: a quote rents one part or the other, so no mode is excluded and the
        // worked check's choice stands (丙 ¥10,494.00).
        Advice a = QuoteFixture.advise(planWith(JIA, YI, BING).rentalMode("hybrid").plan());
        assertEquals(Plan.RentalChoice.HYBRID, a.plan().rentalMode());
        a.quotes().ranked().forEach(q -> assertFalse(q.has(QuoteFlag.Code.MODE_NOT_ALLOWED), q.vendor()));
        assertEquals("丙数据", a.leading().orElseThrow().vendor());
        assertEquals(new BigDecimal("10494.00"), a.leading().get().cost().termCostCny().amount());
    }

    @Test
    void bareMetalByTheQuarterAdmitsAQuoteBilledByTheMonth() {
        // No vendor bills per quarter: a month-billed server is the same kind of rental (three months prepaid).
        Advice a = advise("\"filters\": {\"modes\": [\"quarterly\"]}, " + quotes(JIA, YI));
        assertFalse(byVendor(a, "乙算力").has(QuoteFlag.Code.MODE_NOT_ALLOWED));
        assertTrue(byVendor(a, "甲云").has(QuoteFlag.Code.MODE_NOT_ALLOWED));
        assertEquals("乙算力", a.leading().orElseThrow().vendor());
        assertEquals(new BigDecimal("120000.00"), a.leading().get().cost().termCostCny().amount());
    }
}
