package com.gpurental.sizing;

/**
 * How long one request waits for its answer — prompt processing (prefill) until the first token, then the
 * answer decoded at the per-user speed — as a range.
 *
 * <pre>
 * time to first token (s) = prompt tokens × 2 × active params ÷ (cards in the tensor-parallel group × dense FP16 TFLOPS
 *                           × 10^12 × prefill efficiency × multi-card efficiency)
 * reply time (s)          = time to first token + answer tokens ÷ tokens/s per user
 * </pre>
 *
 * Prefill is compute-bound (every prompt token passes every weight once, 2 FLOPs per weight); its efficiency is the
 * range {@link Assumptions#PREFILL_EFFICIENCY_LOW} to {@link Assumptions#PREFILL_EFFICIENCY_HIGH}. One request on an
 * idle server: a queue of other users' prompts comes on top.
 *
 * @param promptTokens     the prompt the estimate is for
 * @param answerTokens     the answer it is for
 * @param firstTokenFastS  time to first token at the high prefill efficiency
 * @param firstTokenSlowS  time to first token at the low prefill efficiency
 * @param replyFastS       whole reply at the fast ends (null without a decode speed)
 * @param replySlowS       whole reply at the slow ends (null without a decode speed)
 */
public record ResponseTime(int promptTokens, int answerTokens, double firstTokenFastS, double firstTokenSlowS,
                           Double replyFastS, Double replySlowS) {

    /**
     * The estimate; null when the card's dense FP16 figure is unknown.
     *
     * @param groupCards   cards that process one prompt together (a tensor-parallel group, at most one server)
     * @param efficiency   the multi-card efficiency of that group (1 for one card)
     * @param decodeLowTps the slow end of the per-user decode speed (null if unknown)
     * @param decodeHighTps the fast end of the per-user decode speed (null if unknown)
     */
    public static ResponseTime of(double activeParametersB, Double fp16DenseTflops, int groupCards, double efficiency,
                                  int promptTokens, int answerTokens, Double decodeLowTps, Double decodeHighTps) {
        if (fp16DenseTflops == null || !(fp16DenseTflops > 0) || groupCards < 1) {
            return null;
        }
        double flops = promptTokens * 2.0 * activeParametersB * 1e9;
        double perSecond = groupCards * fp16DenseTflops * 1e12 * efficiency;
        double fast = flops / (perSecond * Assumptions.PREFILL_EFFICIENCY_HIGH);
        double slow = flops / (perSecond * Assumptions.PREFILL_EFFICIENCY_LOW);
        Double replyFast = decodeHighTps == null || !(decodeHighTps > 0) ? null : fast + answerTokens / decodeHighTps;
        Double replySlow = decodeLowTps == null || !(decodeLowTps > 0) ? null : slow + answerTokens / decodeLowTps;
        return new ResponseTime(promptTokens, answerTokens, fast, slow, replyFast, replySlow);
    }

    /** The prompt a plan's context holds at its fullest: the context less the answer (at least one token). */
    public static int promptTokens(int contextTokens, int answerTokens) {
        return Math.max(1, contextTokens - answerTokens);
    }
}
