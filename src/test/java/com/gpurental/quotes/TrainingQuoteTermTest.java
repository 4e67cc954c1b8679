package com.gpurental.quotes;

import static com.gpurental.quotes.QuoteFitSizingTest.advise;
import static com.gpurental.quotes.QuoteFitSizingTest.quote;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.text.AdviceText;
import com.gpurental.advice.Candidate;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A training rents until the training is done, so each quote is costed over the days its own GPU and
 * cards need, not over the reference leader's term; that term holds the training's cautious end (docs/domain.md §3.8,
 * {@code Term.forTraining}: the slow end at HFU 0.15 ÷ 0.9 effective time = the central days × 0.57 ÷ 0.15 ÷ 0.9).
 *
 * <p>Plan: LoRA on Llama-2-7B (6.74 B parameters), 2 B tokens, BF16, 24 h a day, no duration given. Training time
 * (docs/domain.md §3.5) = 6 × 6.74e9 × 2e9 (LoRA: no weight gradients for the frozen base, activation checkpointing)
 * / (cards × dense FP16 TFLOPS × HFU 0.57), NVLink cards at link factor 1 (with a full fine-tune's 8 × N × T, as this
 * test first counted LoRA, every figure was 4/3 of these):
 * <ul>
 *   <li>2 × A100 80GB (312 TFLOPS): 2.63 days central, 11.11 cautious → 12 billable days;</li>
 *   <li>2 × H20 (148 TFLOPS): 5.55 days, 23.43 cautious → 24 billable days;</li>
 *   <li>1 × RTX 4090 (165.2 TFLOPS): 9.94 days, 41.97 cautious → 42 billable days.</li>
 * </ul>
 * The reference leader (1 × Ascend 910B, 5.13 days, 21.67 cautious) rents 22 days: before the fix every quote was
 * costed over the leader's term.
 */
class TrainingQuoteTermTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    // A team that may port: the reference leader stays the Ascend 910B this test was written around.
    private static final String LORA = "\"software\":\"any\",\"scenario\":\"training\",\"preset\":\"llm-training\",\"model\":{\"id\":\"llama-2-7b\"},"
            + "\"precision\":\"bf16\",\"training\":{\"method\":\"lora\",\"tokens\":\"2B\"}";
    private static final String QUOTES = QuoteFixture.quotes(quote("戊", "a100-80g", 2, "8.00"), quote("甲云", "h20", 2, "6.50"),
            quote("己", "rtx-4090", 1, "1.96"));

    private static VendorQuoteCost byVendor(Advice a, String vendor) {
        return a.quotes().ranked().stream().filter(q -> q.vendor().equals(vendor)).findFirst().orElseThrow();
    }

    @Test
    void eachTrainingQuoteIsCostedOverItsOwnTrainingDays() {
        Advice a = advise(LORA + ",\"rental\":{\"hoursPerDay\":24}," + QUOTES);
        assertEquals(22, a.referenceCandidates().get(0).term().billableDays(), "the reference leader's term");
        // Billed by the hour, a quote pays the hours used, as a catalog offer by the hour does (Term.billableHours):
        // 11.11 cautious days × 24 h = 266.7 h → 267 started hours; 8.00 × 2 cards × 267 h = 4,272.00 (over the
        // central 2.632 days × 1.1 × 24 = 70 h it would be 1,120.00)
        VendorQuoteCost a100 = byVendor(a, "戊");
        assertEquals(12, a100.term().billableDays());
        assertEquals(12, a100.billedDays());
        assertEquals(new BigDecimal("4272.00"), a100.termCostCny());
        // 23.43 days × 24 h = 562.2 h → 563 h; 6.50 × 2 × 563 = 7,319.00
        VendorQuoteCost h20 = byVendor(a, "甲云");
        assertEquals(24, h20.billedDays());
        assertEquals(new BigDecimal("7319.00"), h20.termCostCny());
        // 41.97 days × 24 h = 1,007.4 h → 1,008 h; 1.96 × 1,008 = 1,975.68 — the slow card runs 42 days, not the
        // leader's 22
        VendorQuoteCost rtx4090 = byVendor(a, "己");
        assertEquals(42, rtx4090.billedDays());
        assertEquals(new BigDecimal("1975.68"), rtx4090.termCostCny());

        assertEquals(List.of("己", "戊", "甲云"), a.quotes().ranked().stream().map(VendorQuoteCost::vendor).toList());
        // 4,272.00 − 1,975.68 = 2,296.32
        assertEquals("己 is the cheapest quote that fits: ¥1,975.68 for the 42-day rental including VAT, ¥2,296.32 less "
                + "than 戊.", EN.format(a.quoteChoice()));
        Candidate lead = a.leading().orElseThrow();
        assertEquals(42, lead.term().billableDays(), "the recommendation rents its own 42 days");
        assertEquals(42, a.term().billableDays(), "the advice's term is the recommendation's");
        assertEquals(new BigDecimal("4272.00"), a.candidates().get(1).cost().termCostCny());
        // beside it, the quote over the central term: 9.941 × 1.1 × 24 = 262.5 h → 263 h, 1.96 × 263 = 515.48
        assertEquals(new BigDecimal("515.48"), lead.atCentralEstimate().termCostCny());
        String text = AdviceText.render(a, EN);
        assertTrue(text.contains("Vendors' quotes, best first (including VAT; each over the days its GPUs need to finish the"
                + " training, + the buffer):"), text); // the buffer is a plan setting
        assertTrue(text.contains("己: 1 × NVIDIA GeForce RTX 4090 — ¥1,975.68 for 42 billed days"), text);
    }

    @Test
    void aServingPlansQuotesShareThePlansTermInTheText() {
        // The worked check: every quote over 33 days (30 + 10%).
        String text = AdviceText.render(QuoteFixture.advise(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA,
                QuoteFixture.BING))), EN);
        assertTrue(text.contains("Vendors' quotes, best first (including VAT, 33 days of rental):"), text);
    }

    @Test
    void aTrainingWithAGivenDurationCostsEveryQuoteOverThatDuration() {
        // durationDays 20 → 22 billable days for every quote: 8.00 × 2 × 24 × 22 = 8,448.00; 1.96 × 24 × 22 = 1,034.88.
        Advice a = advise(LORA + ",\"rental\":{\"hoursPerDay\":24,\"durationDays\":20}," + QUOTES);
        assertEquals(new BigDecimal("8448.00"), byVendor(a, "戊").termCostCny());
        assertEquals(new BigDecimal("1034.88"), byVendor(a, "己").termCostCny());
        a.quotes().ranked().forEach(q -> assertEquals(22, q.billedDays(), q.vendor()));
    }
}
