package com.gpurental.serving;

import com.gpurental.sizing.ServingAssumptions;

/**
 * The load a service carries, as the capacity stage needs it: how many requests are in flight (or the request rate
 * itself, when the plan gives it), how long a prompt and an answer are, the context the memory must hold for each,
 * and the share of a prompt the prefix cache already holds.
 *
 * @param inFlight          requests in flight at the busiest time (the plan's concurrent users)
 * @param requestsPerSecond the request rate when the plan gives it (people's requests; a batch job: items ÷ the seconds its
 *                          cards run before the deadline, {@link Load#ofBatch});
 *                          null: a closed population of {@code inFlight} users ({@link #closed()}), the rate solved with
 *                          the copy's own speed ({@link ClosedLoop})
 * @param promptTokens      tokens of one prompt (the whole prompt, cached part included)
 * @param answerTokens      tokens of one answer
 * @param contextTokens     the context each request in flight may fill (the memory is held for it)
 * @param prefixCacheShare  share of a prompt found in the prefix cache, 0–1 (not prefilled again)
 * @param windowTokens      the context window the plan promises: the memory must hold at least one request that fills
 *                          it, beside the typical load (docs/domain.md §9.1 "Memory of a request"; at least
 *                          {@code contextTokens})
 * @param spareCopies       copies of the model beyond those the load needs, for availability (docs/domain.md §9.2
 *                          "A spare copy"): the load must be carried with this many copies down; 0 or 1
 */
public record LoadShape(double inFlight, Double requestsPerSecond, int promptTokens, int answerTokens,
                        int contextTokens, double prefixCacheShare, int windowTokens, int spareCopies) {

    public LoadShape {
        spareCopies = Math.max(0, spareCopies);
        promptTokens = Math.max(1, promptTokens);
        answerTokens = Math.max(1, answerTokens);
        contextTokens = Math.max(promptTokens, contextTokens);
        prefixCacheShare = Math.max(0, Math.min(0.99, prefixCacheShare));
        windowTokens = Math.max(contextTokens, windowTokens);
    }

    /** A load without a spare copy. */
    public LoadShape(double inFlight, Double requestsPerSecond, int promptTokens, int answerTokens, int contextTokens,
                     double prefixCacheShare, int windowTokens) {
        this(inFlight, requestsPerSecond, promptTokens, answerTokens, contextTokens, prefixCacheShare, windowTokens, 0);
    }

    /** A load whose window is the context each request holds (no longer request is promised). */
    public LoadShape(double inFlight, Double requestsPerSecond, int promptTokens, int answerTokens, int contextTokens,
                     double prefixCacheShare) {
        this(inFlight, requestsPerSecond, promptTokens, answerTokens, contextTokens, prefixCacheShare, contextTokens);
    }

    /** Prompt tokens a request must prefill: the prompt less its cached prefix (at least one). */
    public double uncachedPromptTokens() {
        return Math.max(1, promptTokens * (1 - prefixCacheShare));
    }

    /** Tokens of the prompt already cached (they are attended to, not computed again). */
    public double cachedPromptTokens() {
        return promptTokens - uncachedPromptTokens();
    }

    /**
     * Whether the load is a closed population ({@link ClosedLoop}): a number of users in flight given (the buyer's
     * {@code concurrentUsers} or the scenario's default), no rate — each sends her next request when her answer is done,
     * so the rate follows from the copy's own speed. A rate given (people's requests, a batch job) is open: Poisson.
     */
    public boolean closed() {
        return requestsPerSecond == null && inFlight > 0;
    }

    /**
     * Requests per second: the given rate, else Little's law at the targets' pace (for a closed population the pace
     * the users would send at were they served at the targets; the sizing itself solves the loop with the copy's figures,
     * {@link ClosedLoop}) — {@code inFlight} requests each
     * in flight for the first-token target plus the answer at the target time per token (λ = N ÷ T).
     */
    public double requestRate(Targets targets) {
        if (requestsPerSecond != null) {
            return requestsPerSecond;
        }
        double ttft = targets.ttftS() == null ? 0 : targets.ttftS();
        double tpot = targets.tpotS() == null ? ServingAssumptions.SERVING_REFERENCE_TPOT_S : targets.tpotS();
        return inFlight / (ttft + answerTokens * tpot);
    }
}
