package com.gpurental.sizing;

/**
 * How the serving stage sized the KV cache of a copy against the context window the plan promises (docs/domain.md §9.1
 * "Memory of a request"), handed to every renderer so none works it out again: the requests in flight at their actual
 * length with the plan's spare, against one request that fills the whole window within the share of a card the serving
 * engine uses (vLLM's start-up check).
 *
 * @param requests            the requests in flight at the busiest time
 * @param contextTokens       the tokens each of them holds (prompt and answer)
 * @param loadGb              their KV cache, GB, counted once
 * @param windowTokens        the window the plan promises
 * @param windowGb            the KV cache of one request that fills it, GB
 * @param decides             that request, not the load, sets the memory of a card
 * @param reservedOnEveryRank with data-parallel attention any rank may take that request, so every card keeps room
 * @param loadSparePercent    the plan's spare, kept by the load
 * @param windowSparePercent  the spare the long request is checked with ({@link ServingAssumptions#windowSparePercent})
 * @param memorySharePercent  the share of each card it is checked within: 100 ÷ (1 + windowSparePercent ÷ 100)
 * @param buyersShare         the buyer's spare is below the engine's, so the share is hers, not the engine default
 * @param engineSharePercent  the engine's default share ({@link ServingAssumptions#ENGINE_MEMORY_SHARE} × 100)
 */
public record KvWindow(int requests, int contextTokens, double loadGb, int windowTokens, double windowGb,
                       boolean decides, boolean reservedOnEveryRank, double loadSparePercent, double windowSparePercent,
                       double memorySharePercent, boolean buyersShare, double engineSharePercent) {
}
