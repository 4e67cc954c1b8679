package com.gpurental.serving;

import com.gpurental.sizing.Assumptions;

/**
 * What one request of a service is, for the prompt and answer it defaults to (docs/domain.md §3.9, sources in
 * {@link Assumptions}): a chat turn, a question answered from retrieved documents (RAG), an agent's step, or a batch job's
 * item (whose tokens the batch states).
 */
public enum RequestKind {
    /** A chat turn with one earlier turn as its history (LMSYS-Chat-1M). */
    CHAT_TURN,
    /** A question with two retrieved chunks of 1,024 tokens (LlamaIndex's defaults). */
    RAG,
    /** An agent's step: its history fills the context (the cautious end: every step resends it). */
    AGENT_STEP,
    /** A batch job's item: the batch's own tokens in and out. */
    BATCH_ITEM;

    /** The answer a request of this kind defaults to: the mean response of LMSYS-Chat-1M, within half the context. */
    public int answerTokens(int contextTokens) {
        return answerTokens(contextTokens, false);
    }

    /**
     * The answer a request defaults to, within the context less this kind's own prompt (and never cut below half the
     * context): a model that thinks before it answers (catalog {@code reasoning}) writes its chain of thought as output
     * too, so its answer is DeepSeek-R1's mean output in production, thinking included
     * ({@link Assumptions#REASONING_ANSWER_TOKENS}); any other model's is LMSYS-Chat-1M's. (A cap of half the context cut
     * a thinking answer to 1,024 tokens in the chat preset's 2,048-token context, which holds the 1,527 beside a chat
     * turn's 354-token prompt: session 19 tester, B.)
     */
    public int answerTokens(int contextTokens, boolean reasoning) {
        int mean = reasoning ? Assumptions.REASONING_ANSWER_TOKENS : Assumptions.DEFAULT_ANSWER_TOKENS;
        int room = Math.max(contextTokens / 2, contextTokens - promptTokens(contextTokens, 0));
        return Math.min(mean, Math.max(1, room));
    }

    /** The prompt a request of this kind defaults to, within the context less the answer. */
    public int promptTokens(int contextTokens, int answerTokens) {
        int room = Math.max(1, contextTokens - answerTokens);
        return switch (this) {
            case CHAT_TURN, BATCH_ITEM -> Math.min(Assumptions.CHAT_TURN_PROMPT_TOKENS, room);
            case RAG -> Math.min(Assumptions.RAG_PROMPT_TOKENS, room);
            case AGENT_STEP -> room;
        };
    }
}
