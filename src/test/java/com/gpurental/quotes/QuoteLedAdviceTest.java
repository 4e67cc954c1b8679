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
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.RentalMode;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * With quotes in the plan, the candidates are the quotes — the recommendation is the cheapest quote that fits
 * and can be bought, its budget verdict is on the quote's cost, the other quotes are the alternatives, and the
 * catalog's reference-priced options stay beside them. Figures: the worked check (70B FP16 chat, 33 billable
 * days, 24 h a day, 500 GB): 甲 ¥10,648.00, 乙 ¥120,000.00, 丙 ¥10,494.00; the catalog's 2 × H20 by the hour
 * ¥9,820.80 (¥6.20 × 2 × 792 h, docs/domain.md §3).
 */
class QuoteLedAdviceTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    private static Advice advise(String extra) {
        return QuoteFixture.advise(QuoteFixture.plan(extra));
    }

    private static List<String> vendors(Advice a) {
        return a.candidates().stream().map(Candidate::vendor).toList();
    }

    @Test
    void theCheapestFittingQuoteIsTheRecommendationAndTheOtherQuotesTheAlternatives() {
        Advice a = advise(quotes(JIA, YI, BING));
        assertTrue(a.quoteLed());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("丙数据", lead.vendor());
        assertEquals(2, lead.cards());
        assertEquals("h20", lead.gpu().id());
        assertEquals(new BigDecimal("10494.00"), lead.cost().termCostCny().amount());
        assertEquals(RentalMode.DAILY, lead.cost().mode(), "丙 bills by the day");
        assertEquals(List.of("丙数据", "甲云", "乙算力"), vendors(a));
        assertEquals(new BigDecimal("10648.00"), a.candidates().get(1).cost().termCostCny().amount());
        assertEquals(new BigDecimal("120000.00"), a.candidates().get(2).cost().termCostCny().amount());
        assertEquals(8, a.candidates().get(2).cards(), "乙 bills a whole 8-card server");
        assertEquals("丙数据 is the cheapest quote that fits: ¥10,494.00 for the 33-day rental including VAT, ¥154.00 less than 甲云.",
                EN.format(a.quoteChoice()));
        assertEquals(EN.format(a.quoteChoice()), EN.format(lead.reasons().get(0)), "the reason is stated first");
        assertTrue(lead.reasons().stream().map(EN::format).anyMatch(r -> r.contains(
                "6.9% above the reference price of 2026-11-01 (¥6.20 per card-hour)")), lead.reasons().toString());
        assertEquals("The recommendation costs ¥154.00 less for the term and is at least as fast.",
                EN.format(a.candidates().get(1).versusLead()));
        assertNull(a.whyNotCheapest());
        assertEquals(33, a.term().billableDays());
        assertEquals("Rented as the quote of 丙数据 bills it: container by the day. The catalog's modes below are reference"
                + " prices for the same cards.", EN.format(a.modeAdvice().reason()));
    }

    @Test
    void theReferencePricedOptionsStayBesideTheQuotes() {
        Advice a = advise(quotes(JIA, YI, BING));
        Candidate reference = a.referenceCandidates().get(0);
        assertNull(reference.vendor());
        assertEquals("h20", reference.gpu().id());
        assertEquals(new BigDecimal("9820.80"), reference.cost().termCostCny().amount());
        assertEquals(List.of("h20"), a.candidates().stream().map(c -> c.gpu().id()).distinct().toList());
        assertTrue(a.allReference().size() > a.referenceCandidates().size(), "the needs-a-quote GPUs follow");
    }

    @Test
    void theMemoryCheckStillShowsEveryGpuAtItsReferencePrice() {
        Advice a = advise(quotes(JIA, YI, BING));
        var rtx4090 = a.memoryCheck().stream()
                .filter(f -> f.gpu().id().equals("rtx-4090")).findFirst().orElseThrow();
        assertNull(rtx4090.best().vendor());
        assertEquals(new BigDecimal("12418.56"), rtx4090.best().cost().termCostCny().amount(), "8 × ¥1.96 × 792 h");
    }

    @Test
    void theBudgetVerdictIsOnTheQuotesCost() {
        // A total budget of ¥10,400: 丙's ¥10,494.00 is ¥94.00 over (the reference ¥9,820.80 would be within).
        Advice over = advise("\"budget\": {\"totalCny\": 10400}, " + quotes(JIA, YI, BING));
        assertEquals(BudgetCheck.Status.OVER, over.budget().status());
        assertEquals(new BigDecimal("10494.00"), over.budget().costCny().amount());
        assertEquals(new BigDecimal("94.00"), over.budget().verdict().differenceCny());
        // ¥12,000 a month, 33 days: ¥13,200 for the term; 丙 is ¥2,706.00 under.
        Advice within = advise("\"budget\": {\"monthlyCny\": 12000}, " + quotes(JIA, YI, BING));
        assertEquals(BudgetCheck.Status.WITHIN, within.budget().status());
        assertEquals(new BigDecimal("-2706.00"), within.budget().verdict().differenceCny());
        assertFalse(within.candidates().get(2).withinBudget(), "乙's ¥120,000.00 is over");
    }

    @Test
    void aQuoteRuledOutByAFlagIsNeverTheRecommendation() {
        Advice a = QuoteFixture.advise(planWith(JIA, BING).set("quotes[1].validUntil", "2026-10-15").plan());
        assertEquals("甲云", a.leading().orElseThrow().vendor());
        assertEquals(new BigDecimal("10648.00"), a.leading().get().cost().termCostCny().amount());
        Candidate bing = a.candidates().get(1);
        assertEquals("丙数据", bing.vendor());
        assertEquals("Cannot be bought as quoted: The quote expired on 2026-10-15; ask for a new one.",
                EN.format(bing.versusLead()));
    }

    @Test
    void withoutAQuoteThatCanBeBoughtTheReferencePricesLead() {
        // One H20 card cannot hold 172 GB: the only quote does not fit.
        Advice a = QuoteFixture.advise(planWith(JIA).set("quotes[0].cards", 1).plan());
        assertFalse(a.quoteLed());
        assertNull(a.leading().orElseThrow().vendor());
        assertEquals(new BigDecimal("9820.80"), a.leading().get().cost().termCostCny().amount());
        assertEquals(a.referenceCandidates(), a.candidates());
        assertEquals("quote.reason.none", a.quoteChoice().key());
    }

    @Test
    void aPlanWithoutQuotesIsAdvisedFromTheReferencePrices() {
        Advice a = advise("");
        assertFalse(a.quoteLed());
        assertTrue(a.quotes().isEmpty());
        assertEquals(a.referenceCandidates(), a.candidates());
        assertEquals(new BigDecimal("9820.80"), a.leading().orElseThrow().cost().termCostCny().amount());
    }
}
