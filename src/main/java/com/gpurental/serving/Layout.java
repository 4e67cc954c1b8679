package com.gpurental.serving;

import com.gpurental.sizing.Assumptions;
import java.util.Locale;

/**
 * How a candidate's cards run one model, as the serving engines deploy it (docs/domain.md §9 "Parallelism as the
 * engines deploy it"): the one record every sentence and paper about a candidate's layout is written from.
 * <ul>
 *   <li>{@link Attention#TENSOR}: each copy is a tensor-parallel group of {@code tensorParallel} cards in one server
 *       (a divisor of the attention heads), times {@code pipelineStages} whole servers only where one server cannot hold
 *       the weights;</li>
 *   <li>{@link Attention#DATA}: a mixture of experts served with data-parallel attention and expert parallelism
 *       (SGLang {@code --enable-dp-attention --ep-size}, vLLM {@code --data-parallel-size --enable-expert-parallel}):
 *       each of the copy's {@code expertParallel} cards runs the attention of its own requests and keeps only their
 *       cache (the cache is not replicated), holds the shared weights (attention, shared experts, embeddings) and
 *       1/{@code expertParallel} of the routed experts; a copy may span servers joined by RDMA without pipeline
 *       stages.</li>
 * </ul>
 *
 * @param tensorParallel cards of one tensor-parallel group (1 with data-parallel attention)
 * @param pipelineStages servers one copy spans as pipeline stages (1 unless one server cannot hold the weights)
 * @param copies         copies of the model, each holding all its weights, for the load
 * @param attention      how the attention and its cache are split
 * @param expertParallel cards the routed experts are split over (the copy's cards with data-parallel attention; 1
 *                       otherwise)
 */
public record Layout(int tensorParallel, int pipelineStages, int copies, Attention attention, int expertParallel) {

    /** How the attention and its cache are split over a copy's cards. */
    public enum Attention {
        /** Heads split over a tensor-parallel group; every card of it sees every request. */
        TENSOR,
        /** Each card runs the attention of its own requests and caches only theirs. */
        DATA;

        public String json() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A tensor-parallel layout (dense models, or any model on one group). */
    public static Layout tensor(int tensorParallel, int pipelineStages, int copies) {
        return new Layout(tensorParallel, pipelineStages, copies, Attention.TENSOR, 1);
    }

    /** Data-parallel attention with the experts split over the copy's {@code cards}. */
    public static Layout dataAttention(int cards, int copies) {
        return new Layout(1, 1, copies, Attention.DATA, cards);
    }

    /** Cards of one copy. */
    public int cardsPerCopy() {
        return attention == Attention.DATA ? expertParallel : tensorParallel * pipelineStages;
    }

    /** Cards of all copies. */
    public int cards() {
        return cardsPerCopy() * copies;
    }

    /** Servers one copy spans (what the multi-server warning counts). */
    public int serversPerCopy() {
        return (cardsPerCopy() + Assumptions.CARDS_PER_SERVER - 1) / Assumptions.CARDS_PER_SERVER;
    }

    /** Ranks that each run the attention of their own requests: the copy's cards with data attention, else 1. */
    public int attentionRanks() {
        return attention == Attention.DATA ? expertParallel : 1;
    }

    /** Whether one copy spans servers (RDMA between them). */
    public boolean multiServer() {
        return serversPerCopy() > 1;
    }
}
