package com.gpurental.sizing;

/**
 * The serving stage's planning constants (package serving; docs/domain.md §9 "Serving under load"), each with its
 * source, beside {@link Assumptions} (split from it by what they are for: the load on one copy of a served model).
 */
public final class ServingAssumptions {

    private ServingAssumptions() {
    }

    // --- serving under load (package serving; docs/domain.md §9 "Serving under load") -------------------------

    /**
     * Share of a multi-turn prompt the prefix cache already holds, when the plan states none: 56.3 %, DeepSeek's
     * production service over 24 hours ("Day 6: DeepSeek-V3/R1 Inference System Overview", deepseek-ai/open-infra-index,
     * 2025-03-01: 608 B input tokens, of which 342 B — 56.3 % — hit the on-disk KV cache). Applied to prompts the plan
     * leaves at their default (a chat's history); a prompt length the buyer gives is counted uncached unless the plan
     * gives a share, and a batch job's items share nothing.
     */
    public static final double DEFAULT_PREFIX_CACHE_SHARE = 0.563;

    /**
     * Output tokens a decoding sequence gains per decode step with speculative decoding by DeepSeek-V3/R1's own
     * multi-token-prediction (MTP) head, which drafts one more token that the model checks in the same step, as
     * (cautious, central, fast): the decode time per token is the step's time divided by it (docs/domain.md §9
     * "Speculative decoding").
     * <ul>
     *   <li>central 1.8: DeepSeek-V3 Technical Report (arXiv 2412.19437) §5.4.3: the second token is accepted 85–90 % of
     *       the time, "enabling a significantly improved decoding speed … 1.8 times TPS";</li>
     *   <li>fast 1.9: the same report's upper acceptance, 1 + 0.90 tokens a step with one MTP head (the ceiling: the
     *       check itself costs nothing here); SGLang PR #3582 (2025-02-14) measured an average accepted length of
     *       about 1.9 and a 1.76 × speed-up at batch 1;</li>
     *   <li>cautious 1.35: HabanaAI/vllm-fork PR #1264 (2025-05-15), DeepSeek-R1 with MTP on vLLM: 1.6 × at batch 4,
     *       1.5 × at 32, 1.35 × at 128 and no gain at 256: the checking step computes twice the tokens, so the gain
     *       shrinks as a large batch makes decode compute-bound.</li>
     * </ul>
     */
    public static final Estimate MTP_DECODE_SPEEDUP = new Estimate(1.35, 1.8, 1.9);

    /**
     * The share of the dense peak a prefill (prompt processing under load) reaches, as (low, central, high), on the
     * compute the prompt runs at (FP8 on cards with FP8 tensor cores for FP8 weights, else FP16):
     * <ul>
     *   <li>low 0.27: LMSYS, "Deploying DeepSeek with PD Disaggregation and Large-scale Expert Parallelism on 96 H100
     *       GPUs" (lmsys.org, 2025-05-05): 52.3k input tokens/s per node of 8 × H100 at 2,000-token inputs, FP8 — 8.1 ×
     *       10^10 FLOPs a token (2 × 37.55 B + attention) ÷ (8 × 1,979 TFLOPS) = 0.27;</li>
     *   <li>high 0.76: Pope et al., "Efficiently Scaling Transformer Inference" (MLSys 2023): 76 % MFU on large-batch
     *       prefill ({@link #Assumptions.PREFILL_EFFICIENCY_HIGH});</li>
     *   <li>central 0.58: the middle of the response-time band 0.40–0.76 ({@link #Assumptions.PREFILL_EFFICIENCY_LOW},
     *       {@link #Assumptions.PREFILL_EFFICIENCY_HIGH}); Ant Group's H20 prefill (lmsys.org, 2025-09-26: 16.5k input tokens/s
     *       per node of 8 × H20 at 4,096-token inputs, FP8) is 0.61, 5 % from it.</li>
     * </ul>
     */
    public static final Estimate SERVING_PREFILL_MFU = new Estimate(0.27, (Assumptions.PREFILL_EFFICIENCY_LOW
            + Assumptions.PREFILL_EFFICIENCY_HIGH) / 2, Assumptions.PREFILL_EFFICIENCY_HIGH);

    /**
     * The knee of a copy's prefill queue: with a latency target the copy's prefill share of time is kept at or below
     * 0.8. An assumption from the queue's own arithmetic (M/D/1, Pollaczek–Khinchine): the mean wait is ρ ÷ (2(1 − ρ))
     * service times — 0.5 at ρ = 0.5, 2 at 0.8, 4.5 at 0.9, 9.5 at 0.95 — so beyond 0.8 a small rise of the load
     * multiplies the wait. The targets usually bind first; the trial run measures the real curve.
     */
    public static final double SERVING_UTILISATION_KNEE = 0.8;

    /**
     * The pace a request in flight is assumed to go at when the plan gives no speed target, seconds per output token:
     * MLPerf Inference's Llama-2-70B server scenario allows 200 ms at p99 (TTFT ≤ 2 s, TPOT ≤ 200 ms; MLCommons
     * inference rules, v4.0). Used only to turn requests in flight into a request rate (Little's law).
     */
    public static final double SERVING_REFERENCE_TPOT_S = 0.200;

    /**
     * The share of a card's memory the serving engine uses by default: vLLM's {@code --gpu-memory-utilization} is 0.9
     * (Unsloth, "vLLM engine arguments", docs.unsloth.ai, reviewed 2026-12-06: "Default 0.9. How much VRAM vLLM can
     * use"). One request that fills the promised window must fit the weights, the overhead and its cache within it — the
     * check vLLM makes at start-up (docs/domain.md §9.1). The typical load keeps the plan's spare (20 % by default)
     * instead; where the window sets the memory, the spare shown is this share's: 1 ÷ 0.9 − 1 = 11.1 %.
     */
    public static final double ENGINE_MEMORY_SHARE = 0.9;

    /** The spare, percent, a card keeps where one request of the whole window sets its memory: 1 ÷ 0.9 − 1. */
    public static final double WINDOW_SPARE_PERCENT = (1 / ENGINE_MEMORY_SHARE - 1) * 100;

    /**
     * The spare, percent, one request of the whole window is checked with: the engine's own 11.1 %, or the plan's spare
     * where the buyer chose less (the operator then sets {@code --gpu-memory-utilization} to 1 ÷ (1 + spare)).
     */
    public static double windowSparePercent(double planSparePercent) {
        return Math.min(planSparePercent, WINDOW_SPARE_PERCENT);
    }

    /**
     * The share of each card, percent, one request of the whole window is checked within: 100 ÷ (1 + spare ÷ 100) of
     * {@link #windowSparePercent} — the engine's 90 %, or more where the buyer chose a smaller spare (95.2 % at 5 %).
     */
    public static double windowMemorySharePercent(double planSparePercent) {
        return 100 / (1 + windowSparePercent(planSparePercent) / 100);
    }

}
