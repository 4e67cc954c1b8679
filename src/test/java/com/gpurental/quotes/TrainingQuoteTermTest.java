package com.gpurental.quotes;

import static com.gpurental.quotes.QuoteFitSizingTest.advise;
import static com.gpurental.quotes.QuoteFitSizingTest.quote;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.AdviceText;
import com.gpurental.advice.Candidate;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 11, gap 1: a training rents until the training is done, so each quote is costed over the days its own GPU and
 * cards need (task days + 10%, whole days: {@code Term.forTask}), not over the reference leader's term.
 *
 * <p>Plan: LoRA on Llama-2-7B (6.74 B parameters), 2 B tokens, BF16, 24 h a day, no duration given. Training time
 * (docs/domain.md §3.5) = 8 × 6.74e9 × 2e9 (activation checkpointing) / (cards × dense FP16 TFLOPS × HFU 0.57),
 * NVLink cards at link factor 1:
 * <ul>
 *   <li>2 × A100 80GB (312 TFLOPS): 3.51 days → 3.86 → 4 billable days;</li>
 *   <li>2 × H20 (148 TFLOPS): 7.40 days → 8.14 → 9 billable days;</li>
 *   <li>1 × RTX 4090 (165.2 TFLOPS): 13.26 days → 14.58 → 15 billable days.</li>
 * </ul>
 * The reference leader (1 × Ascend 910B, 6.84 days) rents 8 days: before the fix every quote was costed over those.
 */
class TrainingQuoteTermTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    // A team that may port (issue 19): the reference leader stays the Ascend 910B this test was written around.
    private static final String LORA = "\"software\":\"any\",\"scenario\":\"training\",\"preset\":\"llm-training\",\"model\":{\"id\":\"llama-2-7b\"},"
            + "\"precision\":\"bf16\",\"training\":{\"method\":\"lora\",\"tokens\":\"2B\"}";
    private static final String QUOTES = QuoteFixture.quotes(quote("戊", "a100-80g", 2, "8.00"), quote("甲云", "h20", 2, "6.50"),
            quote("己", "rtx-4090", 1, "1.96"));

    private static QuoteCost byVendor(Advice a, String vendor) {
        return a.quotes().ranked().stream().filter(q -> q.vendor().equals(vendor)).findFirst().orElseThrow();
    }

    @Test
    void eachTrainingQuoteIsCostedOverItsOwnTrainingDays() {
        Advice a = advise(LORA + ",\"rental\":{\"hoursPerDay\":24}," + QUOTES);
        assertEquals(8, a.referenceCandidates().get(0).term().billableDays(), "the reference leader's term");
        // Billed by the hour, a quote pays the hours used, as a catalog offer by the hour does (Term.billableHours):
        // 3.51 days × 1.1 × 24 h = 92.6 h → 93 started hours; 8.00 × 2 cards × 93 h = 1,488.00 (4 whole days would
        // be 1,536.00; over the leader's 8 days 3,072.00)
        QuoteCost a100 = byVendor(a, "戊");
        assertEquals(4, a100.term().billableDays());
        assertEquals(4, a100.billedDays());
        assertEquals(new BigDecimal("1488.00"), a100.termCostCny());
        // 7.40 days × 1.1 × 24 h = 195.3 h → 196 h; 6.50 × 2 × 196 = 2,548.00
        QuoteCost h20 = byVendor(a, "甲云");
        assertEquals(9, h20.billedDays());
        assertEquals(new BigDecimal("2548.00"), h20.termCostCny());
        // 13.26 days × 1.1 × 24 h = 349.9 h → 350 h; 1.96 × 350 = 686.00, the catalog's own figure for 1 × RTX 4090 at
        // ¥1.96 — the slow card runs 15 days, not the leader's 8
        QuoteCost rtx4090 = byVendor(a, "己");
        assertEquals(15, rtx4090.billedDays());
        assertEquals(new BigDecimal("686.00"), rtx4090.termCostCny());

        assertEquals(List.of("己", "戊", "甲云"), a.quotes().ranked().stream().map(QuoteCost::vendor).toList());
        // 1,488.00 − 686.00 = 802.00
        assertEquals("己 is the cheapest quote that fits: ¥686 for the 15-day rental including VAT, ¥802 less than 戊.",
                EN.format(a.quoteChoice()));
        Candidate lead = a.leading().orElseThrow();
        assertEquals(15, lead.term().billableDays(), "the recommendation rents its own 15 days");
        assertEquals(15, a.term().billableDays(), "the advice's term is the recommendation's");
        assertEquals(new BigDecimal("1488.00"), a.candidates().get(1).quote().termCostCny());
        String text = AdviceText.render(a, EN);
        assertTrue(text.contains("Vendors' quotes, best first (including VAT; each over the days its GPUs need to finish the"
                + " training, + the buffer):"), text); // issue 21: the buffer is a plan setting
        assertTrue(text.contains("己: 1 × NVIDIA GeForce RTX 4090 — ¥686 for 15 billed days"), text);
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
