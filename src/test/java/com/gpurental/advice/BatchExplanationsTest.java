package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.output.text.AdviceText;
import com.gpurental.serving.BatchRun;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * A batch job's options explained in its own terms (issue 31, tester's M4): 10 million documents, 2,000 tokens in and 200
 * out, in 5 days (BatchJobSizingTest.DOCS_10M). The prompts take most of the cards' time, so no option is told that
 * "compute matters less"; each says its days against the deadline and what decides them, from the engine's own split,
 * and the options that need a quote say their days, not a per-user speed.
 */
class BatchExplanationsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void theH100AlternativeSaysItsDaysAndThatThePromptsComputeDecides() {
        Advice a = AdvisorFixture.advise(BatchJobSizingTest.DOCS_10M);
        Candidate h100 = AdvisorFixture.candidate(a, "h100-sxm", RentalMode.MONTHLY);
        BatchRun run = BatchNote.run(a.plan(), h100);
        // the prompts' share is the prefill queue's ρ at the copies' central rate: items a second per copy × one item's
        // prefill, 2,000 × (2 × 7.61 B + 4 × 28 × 28 × 128 × 1,000) FLOPs ÷ (989 TFLOPS × 0.58) = 0.05447 s
        double prefill = 2000 * (2 * 7.61e9 + 4.0 * 28 * 28 * 128 * 1000) / (989e12 * 0.58);
        assertEquals(run.itemsPerSecond().central() / 2 * prefill, run.prefillShare(), 1e-3);
        assertEquals(0.73, run.prefillShare(), 0.005);
        assertEquals("versus.batch", h100.versusLead().key());
        assertEquals("This option finishes in about 4.3 days (3.1–8.4) against the 5-day deadline; about 73% of its time "
                + "goes to processing the prompts (prefill, set by compute), the rest to writing the outputs (decode, set "
                + "by memory bandwidth). The recommendation costs ¥18,132.00 less for the term.", EN.format(h100.versusLead()));
        assertEquals("此方案约 4.3 天完成（3.1–8.4 天），期限 5 天；约 73% 的时间在处理输入（预填充，取决于算力），其余在生成输出"
                + "（解码，取决于显存带宽）。推荐方案整个租期便宜 ¥18,132.00。", ZH.format(h100.versusLead()));
        assertTrue(a.candidates().stream().filter(c -> c.versusLead() != null)
                .noneMatch(c -> c.versusLead().key().equals("versus.cheaperBandwidthBound")));
    }

    @Test
    void theOptionsThatNeedAQuoteSayTheirDaysNotAPerUserSpeed() {
        Advice a = AdvisorFixture.advise(BatchJobSizingTest.DOCS_10M);
        String text = AdviceText.render(a, EN);
        String quotes = text.substring(text.indexOf("Fit, but need a quote"));
        quotes = quotes.substring(0, quotes.indexOf("\n\n"));
        assertFalse(quotes.contains("tokens/s"), quotes);
        assertTrue(quotes.contains("2 × NVIDIA H200 SXM 141GB: finishes in about 3.9 days (2.9–7.8) against the 5-day "
                + "deadline; about 81% of its time goes to processing the prompts"), quotes);
        // a card without a compute figure: its prompts' time is unknown, and said so
        assertTrue(quotes.contains("1 × NVIDIA GeForce RTX 5090D 32GB: finishes in about 4.3 days (4.1–4.4) against the "
                + "5-day deadline (the card's compute figure is unknown, so the prompts' time is left out)"), quotes);
    }
}
