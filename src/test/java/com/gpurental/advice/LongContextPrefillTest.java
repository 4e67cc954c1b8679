package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.Layout;
import com.gpurental.serving.LoadShape;
import com.gpurental.serving.ServingFit;
import com.gpurental.sizing.Workload;
import org.junit.jupiter.api.Test;

/**
 * Long context (issue 31 item 5, docs/domain.md §9.3): a prompt's attention costs FLOPs quadratic in its length, and the
 * first-token time counts them. The review found a 120k-token prompt printed at 4.7–8.9 s from its linear FLOPs alone
 * (about 7–13.5 s with the attention).
 */
class LongContextPrefillTest {

    /** Llama-3.1-70B FP16, one request of a 120,000-token prompt and a 215-token answer in a 131,072 window. */
    static final String LONG = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"llama-3.1-70b\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":131072,\"concurrentUsers\":1,"
            + "\"promptTokens\":120000,\"answerTokens\":215},\"rental\":{\"durationDays\":30}";

    /** Linear FLOPs a token: 2 × 70.55 B active parameters (Kaplan et al. 2020, Table 1: C_forward ≈ 2N + …). */
    private static final double LINEAR = 2 * 70.55e9;

    /**
     * Attention FLOPs of a prompt token, averaged over its positions: 2 × n_layer × n_ctx × d_attn per token over the
     * whole context (Kaplan et al. 2020, Table 1), causal so the mean position is half the prompt: 4 × 80 layers × 64
     * heads × 128 × 60,000 = 1.5729e11 — more than the linear 1.411e11 at this length.
     */
    private static final double ATTENTION = 4.0 * 80 * 64 * 128 * 60_000;

    @Test
    void theAttentionOfA120kPromptMoreThanDoublesItsPrefill() {
        Workload w = AdvisorFixture.advise(LONG).plan().workload();
        LoadShape load = new LoadShape(1, null, 120_000, 215, 131_072, 0);
        Gpu h100 = CATALOG.gpu("h100-sxm").orElseThrow();
        double eight = CATALOG.scalingEfficiency(h100.interconnect().type(), 8);
        CopyModel copy = new CopyModel(w, h100, Layout.tensor(8, 1, 1), load, eight);
        assertEquals(120_000 * (LINEAR + ATTENTION), copy.prefillFlops(), 1e-6 * copy.prefillFlops());
        assertEquals(2.115, copy.prefillFlops() / (120_000 * LINEAR), 0.001);
        // central: 3.5807e16 FLOPs ÷ (8 × 989.4 TFLOPS × 0.58 prefill MFU × 0.88 NVLink 8-card efficiency) = 8.87 s;
        // the linear FLOPs alone gave 4.19 s
        assertEquals(120_000 * (LINEAR + ATTENTION) / (8 * 989.4e12 * 0.58 * eight), copy.prefillSeconds(1), 1e-9);
        assertEquals(8.87, copy.prefillSeconds(1), 0.01);
    }

    @Test
    void theFirstTokenTheAdviceShowsCountsTheAttention() {
        Candidate lead = AdvisorFixture.advise(LONG).leading().orElseThrow();
        ServingFit fit = lead.deployment().serving();
        int cards = fit.layout().cardsPerCopy();
        double eff = cards == 1 ? 1 : CATALOG.scalingEfficiency(lead.gpu().interconnect().type(), cards);
        double tflops = lead.gpu().fp16DenseTflops() * 1e12 * cards * eff;
        // the p95 first token at the load is at least the prompt's own prefill, attention included, at the fast end
        // (MFU 0.76) — above what the linear FLOPs alone give at the slow end (MFU 0.27)
        double withAttention = 120_000 * (LINEAR + ATTENTION) / (tflops * 0.76);
        double linearSlow = 120_000 * LINEAR / (tflops * 0.27);
        assertTrue(fit.ttftS().low() >= withAttention * (1 - 1e-9), fit.ttftS() + " vs " + withAttention);
        assertTrue(fit.ttftS().central() > 120_000 * (LINEAR + ATTENTION) / (tflops * 0.58) * (1 - 1e-9),
                fit.ttftS().toString());
        assertTrue(fit.ttftS().high() > linearSlow, fit.ttftS() + " vs " + linearSlow);
    }
}
