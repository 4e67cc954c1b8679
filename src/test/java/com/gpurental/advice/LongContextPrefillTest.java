package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.plan.Plan;
import com.gpurental.serving.ClosedLoop;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.Layout;
import com.gpurental.serving.LoadShape;
import com.gpurental.serving.OperatingPoint;
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

    /** Qwen3-32B, one user with a 120,000-token prompt and a 500-token answer (the audit's plan f-long1). */
    static final String ONE_USER_120K = "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"id\":\"qwen3-32b\"},\"inference\":{\"promptTokens\":120000,\"answerTokens\":500,"
            + "\"contextTokens\":131072,\"concurrentUsers\":1},\"rental\":{\"durationDays\":30}";

    /** Qwen3-32B FLOPs of a 120,000-token prompt: 2 × 32.76 B + 4 × 64 layers × 64 heads × 128 × 60,000 a token. */
    private static final double QWEN3_32B_120K = 120_000 * (2 * 32.76e9 + 4.0 * 64 * 64 * 128 * 60_000);

    @Test
    void oneUserWithA120kPromptIsOneCopyAndWaitsOnlyForHerOwnPrefill() {
        // The audit (s20, gap 2): one user, taken as open arrivals at λ = 1 ÷ (1 s + 500 ÷ 20) = 1 ÷ 26 s, queued
        // behind herself at ρ ≈ 0.9: "first token within 104.2 s (50.4–5,818.8 s)" on 24 × A800. A user waits for her
        // answer before she sends the next (a closed loop, serving.ClosedLoop): one copy, no queue.
        Advice a = AdvisorFixture.advise(ONE_USER_120K);
        Candidate lead = a.leading().orElseThrow();
        ServingFit fit = lead.deployment().serving();
        assertEquals("a800-80g", lead.gpu().id());
        assertEquals(2, lead.cards());
        assertEquals(1, fit.layout().copies());
        // her prefill: 2.2962e16 FLOPs ÷ (2 × 312 TFLOPS × 0.58 prefill MFU × the 2-card NVLink efficiency) = 65.41 s
        double eff = CATALOG.scalingEfficiency(lead.gpu().interconnect().type(), 2);
        double prefill = QWEN3_32B_120K / (2 * 312e12 * 0.58 * eff);
        CopyModel copy = new CopyModel(a.plan().workload(), lead.gpu(), fit.layout(), ServingInputs.load(a.plan()), eff);
        assertEquals(prefill, copy.prefillSeconds(1), 1e-9 * prefill);
        assertEquals(65.41, prefill, 0.01);
        // p95 first token = her own prefill + one decode step (58.4 ms), no wait: 65.47 s
        double step = copy.stepSeconds(fit.central().decodeBatch(), 1);
        assertEquals(prefill + step, fit.ttftS().central(), 1e-9);
        assertEquals(65.47, fit.ttftS().central(), 0.01);
        // her round: her prefill and her 500 tokens a step each (the first token's step among them), 65.41 + 500 ×
        // 0.0584 = 94.59 s → λ = 1 ÷ 94.59 s = 0.01057 requests/s
        assertEquals(1 / (prefill + 500 * step), fit.loadRate(), 1e-6 * fit.loadRate());
        assertEquals(0.01057, fit.loadRate(), 0.00001);
        assertTrue(fit.carriesAtSlowEnd(), "a closed loop slows down at the slow end; it never overflows");
    }

    @Test
    void twoUsersAtATyped20TokensASecondRentTwoCopiesNot72Cards() {
        // The audit's f-long120k-hard: 2 users, 120k prompts, a typed (hard) 20 tokens/s: 72 × RTX 4090 in 9 copies.
        Plan plan = fromFields(ONE_USER_120K).concurrentUsers(2).tokensPerSecondPerUser(20).plan();
        Advice a = AdvisorFixture.advise(plan);
        Candidate lead = a.leading().orElseThrow();
        ServingFit fit = lead.deployment().serving();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(16, lead.cards());
        assertEquals(2, fit.layout().copies());
        // one user a copy of 8 × RTX 4090 (TP-8): her prefill 2.2962e16 ÷ (8 × 165.2 TFLOPS × 0.58 × the 8-card PCIe
        // efficiency) = 49.93 s, then 36.1 tokens/s (27.7 ms a token at p95), nobody's prompt pausing her answer
        assertEquals(49.95, fit.ttftS().central(), 0.01);
        assertEquals(0.0277, fit.tpotS().central(), 0.0001);
        // Both users on one copy (serving.ClosedLoop): a round is both prompts and both answers a token a step (they
        // seldom overlap), 2 × (49.93 + 500 × 0.0277) = 127.6 s; the other's prompt is ρo = 49.93 ÷ 127.6 = 0.39 of it,
        // she waits 0.39 × 49.93 ÷ (2 × 0.61) = 16.0 s for it on average, so her answer takes 127.6 − 49.93 − 16.0 =
        // 61.6 s: 123 ms a token, 157.7 ms at p95 (the step of 2 sequences, not 1) — above the 50 ms of 20 tokens/s.
        double eff = CATALOG.scalingEfficiency(lead.gpu().interconnect().type(), 8);
        CopyModel copy = new CopyModel(a.plan().workload(), lead.gpu(), Layout.tensor(8, 1, 1), ServingInputs.load(a.plan()),
                eff);
        OperatingPoint both = ClosedLoop.at(copy, 2, 1);
        assertEquals(0.1577, both.tpotP95S(), 0.0001);
        assertEquals(2 / (2 * (copy.prefillSeconds(1) + 500 * copy.stepSeconds(1, 1))), both.requestsPerSecond(), 1e-9);
        // her p95 first token: her prefill, one step and at most the other's whole prefill ahead of her: 99.88 s
        assertEquals(2 * copy.prefillSeconds(1) + copy.stepSeconds(1, 1), both.ttftP95S(), 1e-9);
    }
}
