package com.gpurental.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.json.InputException;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The quote comparison decides whether a quote fits with the advice's own sizing, so the comparison's
 * choice and the recommendation are the same quote and the reason is never dropped. The case that used to disagree:
 * the research-compute preset asks for ≥ 19.5 FP32 TFLOPS per card (catalog.json, docs/domain.md §2); a V100 (15.7 FP32
 * TFLOPS, 32 GB) holds the 17.2 GB working set, so a memory-and-speed-only check passed it while the sizing rejects it.
 */
class QuoteFitSizingTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** A plain quote: {@code cards} × {@code gpu} at {@code cny} per card-hour including 6% VAT, billed by the second. */
    static String quote(String vendor, String gpu, int cards, String cny) {
        return "{\"vendor\": \"" + vendor + "\", \"gpu\": \"" + gpu + "\", \"cards\": " + cards + ","
                + "\"price\": {\"cny\": " + cny + ", \"per\": \"card-hour\", \"includesVat\": true, \"vatPercent\": 6},"
                + "\"billing\": {\"unit\": \"second\", \"minimumDays\": 0, \"wholeServerOnly\": false},"
                + "\"sla\": {\"availabilityPercent\": 99.9, \"cardReplacementHours\": 8},"
                + "\"invoice\": \"special\", \"validUntil\": \"2026-12-31\", \"deliveryDays\": 2}";
    }

    static Advice advise(String planBody) {
        try {
            return QuoteFixture.advise(PlanJson.parse("quotes-plan.json",
                    ("{\"format\":\"gpu-rental-plan\",\"version\":1," + planBody + "}").getBytes(StandardCharsets.UTF_8)));
        } catch (InputException e) {
            throw new AssertionError(e.getMessage() + " " + e.problems(), e);
        }
    }

    @Test
    void aQuoteTheSizingRejectsIsFlaggedAndTheRecommendationKeepsItsReason() {
        // 10 days + 10% = 11 billable days at 24 h: 丁 1 × V100 at ¥1.20 → ¥316.80; 戊 1 × RTX 4090 (82.6 FP32 TFLOPS)
        // at ¥1.96 → 1.96 × 24 × 11 = ¥517.44.
        Advice a = advise("\"preset\":\"research-compute\",\"rental\":{\"durationDays\":10,\"hoursPerDay\":24},"
                + QuoteFixture.quotes(quote("丁", "v100", 1, "1.20"), quote("戊", "rtx-4090", 1, "1.96")));
        QuoteComparison c = a.quotes();
        VendorQuoteCost ding = c.ranked().stream().filter(q -> q.vendor().equals("丁")).findFirst().orElseThrow();
        assertFalse(ding.fits(), "the sizing rejects a V100 for research compute");
        assertTrue(ding.has(QuoteFlag.Code.DOES_NOT_FIT));
        assertEquals("Misses a key indicator: FP32 per card (TFLOPS) is 15.7, the scenario needs at least 19.5.",
                EN.format(ding.fitNote()));
        assertNull(ding.cardsNeeded(), "no number of V100 cards meets a per-card indicator");
        assertEquals(new BigDecimal("316.80"), ding.termCostCny().amount(), "1.20 × 24 × 11");

        assertEquals("戊", c.recommended().vendor());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("戊", lead.vendor());
        assertEquals(new BigDecimal("517.44"), lead.cost().termCostCny().amount());
        assertEquals("戊 is the only quote that fits and can be bought: ¥517.44 for the 11-day rental including VAT.",
                EN.format(a.quoteChoice()));
        assertEquals(EN.format(a.quoteChoice()), EN.format(lead.reasons().get(0)), "the reason is stated first");
        assertEquals(List.of("戊"), a.candidates().stream().map(Candidate::vendor).toList(),
                "a quote that does not carry the workload is not a candidate");
    }

    @Test
    void theComparisonsFitNoteAndSpeedAreTheSizings() {
        // 70B FP16 chat (QuoteFixture): 2 × H20 hold it; the note and speed are the advice's own candidate reasons.
        Advice a = QuoteFixture.advise(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA)));
        VendorQuoteCost jia = a.quotes().ranked().get(0);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("甲云", lead.vendor());
        assertEquals(EN.format(lead.reasons().get(1)), EN.format(jia.fitNote()));
        assertEquals(EN.format(lead.reasons().get(2)), EN.format(jia.speed()));
        assertTrue(EN.format(jia.speed()).contains("tokens/s"), EN.format(jia.speed()));
    }
}
