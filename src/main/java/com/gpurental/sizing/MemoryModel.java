package com.gpurental.sizing;

import static com.gpurental.sizing.Assumptions.BYTES_PER_GB;
import static com.gpurental.sizing.Assumptions.OVERHEAD_GB_PER_CARD;

import com.gpurental.models.AttentionKind;
import com.gpurental.units.MemorySize;

/**
 * Memory formulas of docs/domain.md §3. Every figure in GB = 10^9 bytes; the spare is the workload's
 * {@code sparePercent} (default 20%).
 * <ul>
 *   <li>Inference: (weights + KV cache + overhead per card) × (1 + spare); weights at the effective bits of
 *       the named {@link WeightFormat} (INT4 = AWQ/GPTQ g128, embeddings and head at 16 bits), KV cache at the
 *       workload's {@link KvPrecision}; weights and KV split over the cards (tensor parallel), the overhead is
 *       per card.</li>
 *   <li>Full training (mixed precision + Adam, Transformer Math 101 / ZeRO §3): 16 bytes per
 *       parameter sharded over the cards (ZeRO-3), plus activations and overhead per card.</li>
 *   <li>LoRA / QLoRA: frozen base at training precision / 4-bit, ~16 bytes per trainable adapter
 *       parameter, activations per card.</li>
 * </ul>
 */
public final class MemoryModel {

    private MemoryModel() {
    }

    /** KV cache in GB at FP16: 2 × layers × KV heads × head dim × tokens × sequences × 2 bytes. */
    public static double kvCacheGb(Architecture a, int contextTokens, int sequences) {
        return kvCacheGb(a, contextTokens, sequences, KvPrecision.FP16);
    }

    /**
     * KV cache in GB: values per token and layer × cached token-layers × sequences × bytes per value. Values per token
     * and layer are 2 × KV heads × head dim (MHA/GQA) or, for multi-head latent attention, kv_lora_rank +
     * qk_rope_head_dim (DeepSeek-V3: 576 × 61 layers × 2 bytes = 70,272 bytes a token); a sliding-window layer caches
     * at most its window, the others the whole context (docs/domain.md §8).
     */
    public static double kvCacheGb(Architecture a, int contextTokens, int sequences, KvPrecision precision) {
        return a.kvValuesPerTokenPerLayer() * a.cachedTokenLayers(contextTokens) * sequences
                * precision.bytesPerValue() / BYTES_PER_GB;
    }

    /** KV cache of one sequence at full context, in GB, at the workload's KV precision. */
    public static double kvCachePerSequenceGb(Workload w) {
        return kvCacheGb(w.architecture(), w.contextTokens(), 1, w.kvPrecision());
    }

    /** Weights in GB stored in {@code format} (embeddings and head at the format's embedding bits). */
    public static double weightsGb(Architecture a, WeightFormat format) {
        return format.bytes(a.parameters(), a.embeddingParameters()) / BYTES_PER_GB;
    }

    /** Weights in GB at the format assumed for {@code precision} — the one figure the screens show for it. */
    public static double weightsGb(Architecture a, Precision precision) {
        return weightsGb(a, WeightFormat.assumedFor(precision));
    }

    /**
     * Activations per card in GB (Korthikanti et al. arXiv 2205.05198): with full recomputation
     * 2·s·b·h·L bytes; without s·b·h·L·(34 + 5·a·s/h).
     */
    public static double activationsPerCardGb(Architecture a, int sequenceLength, int microBatch, boolean checkpointing) {
        double sbhL = (double) sequenceLength * microBatch * a.hiddenSize() * a.layers();
        double bytes = checkpointing ? 2.0 * sbhL
                : sbhL * (34.0 + 5.0 * a.attentionHeads() * sequenceLength / a.hiddenSize());
        return bytes / BYTES_PER_GB;
    }

    /** LoRA trainable parameters in billions: layers × 8 × hidden × rank (q, k, v, o adapters). */
    public static double loraTrainableB(Architecture a) {
        return (double) a.layers() * Assumptions.LORA_MATRICES_PER_LAYER * a.hiddenSize() * Assumptions.LORA_RANK / 1e9;
    }

    public static MemoryBreakdown breakdown(Workload w, int cards) {
        return switch (w.kind()) {
            case LLM_INFERENCE -> inference(w, cards);
            case LLM_TRAINING -> training(w, cards);
            case VISION, COMPUTE -> workingSet(w, cards);
        };
    }

    private static MemoryBreakdown inference(Workload w, int n) {
        double kv = kvCacheGb(w.architecture(), w.contextTokens(), w.concurrentUsers(), w.kvPrecision());
        return inference(w, n, kv);
    }

    /**
     * Inference on {@code n} cards of one tensor-parallel copy holding {@code kv} GB of KV cache (counted once; the
     * serving stage gives it: the typical load or one request of the whole window, whichever is larger).
     */
    public static MemoryBreakdown inference(Workload w, int n, double kv) {
        Architecture a = w.architecture();
        double spare = w.spareFraction();
        double weights = weightsGb(a, w.weightFormat());
        double overhead = OVERHEAD_GB_PER_CARD * n;
        double kvPerCard = kvPerCard(a, kv, n);
        // the need counts the KV cache the cards keep, copies included, so it is a card's need × the cards
        double parts = weights + MemoryBreakdown.heldGb(kv, kvPerCard, n) + overhead;
        double perCard = (weights / n + kvPerCard + OVERHEAD_GB_PER_CARD) * (1 + spare);
        return new MemoryBreakdown(n, weights, kv, 0, 0, 0, overhead, 0, parts * spare, parts * (1 + spare),
                perCard, 0, w.sparePercent(), false, kvPerCard);
    }

    /**
     * A card's share of the KV cache of one copy on {@code cards} cards: a tensor-parallel group of up to one server
     * ({@link Assumptions#CARDS_PER_SERVER}) and one pipeline stage per server, the stages splitting the layers.
     * <ul>
     *   <li>MHA/GQA: the KV heads split over the group, each card holding ⌈kvHeads ÷ group⌉ of them; a group larger
     *       than the KV heads cannot split a head, so each card keeps a whole one — the cache is replicated group ÷
     *       kvHeads times (vLLM and SGLang do this: Qwen3-235B-A22B's 4 KV heads on tensor parallel 8 are held twice).
     *       Within the heads it divides by the cards as before;</li>
     *   <li>MLA: the latent has no heads to split, every card of the group keeps all of it (vLLM and SGLang replicate
     *       it), so it divides only by the servers.</li>
     * </ul>
     */
    public static double kvPerCard(Architecture a, double kvGb, int cards) {
        int servers = (cards + Assumptions.CARDS_PER_SERVER - 1) / Assumptions.CARDS_PER_SERVER;
        if (a.attention() == AttentionKind.MLA) {
            return kvGb / servers;
        }
        int group = Math.max(1, Math.min(cards, Assumptions.CARDS_PER_SERVER));
        if (a.kvHeads() <= 0 || group <= a.kvHeads()) {
            return kvGb / cards;
        }
        int headsPerCard = Math.max(1, (a.kvHeads() + group - 1) / group);
        return kvGb / servers * headsPerCard / a.kvHeads();
    }

    private static MemoryBreakdown training(Workload w, int n) {
        Architecture a = w.architecture();
        double p = a.parameters();
        double weights;
        double gradients;
        double optimizer;
        double trainableB = 0;
        double bytes = w.precision().bytesPerParameter();
        boolean fp32 = w.precision() == Precision.FP32;
        switch (w.method()) {
            case FULL -> {
                weights = p * bytes;
                gradients = p * bytes;
                optimizer = p * (fp32 ? Assumptions.ADAM_FP32_OPTIMIZER_BYTES : Assumptions.ADAM_MIXED_OPTIMIZER_BYTES);
                trainableB = a.parametersB();
            }
            case LORA, QLORA -> {
                trainableB = loraTrainableB(a);
                double t = trainableB * 1e9;
                double base = w.method() == TrainingMethod.QLORA
                        ? Assumptions.QLORA_BASE_FORMAT.bytes(p, a.embeddingParameters()) : p * bytes;
                // 16 bytes per trainable parameter: 2 weights + 2 gradients + 12 Adam states.
                weights = base + t * 2.0;
                gradients = t * 2.0;
                optimizer = t * (Assumptions.LORA_BYTES_PER_TRAINABLE - 4.0);
            }
            default -> throw new IllegalStateException(String.valueOf(w.method()));
        }
        weights /= BYTES_PER_GB;
        gradients /= BYTES_PER_GB;
        optimizer /= BYTES_PER_GB;
        double actPerCard = activationsPerCardGb(a, w.sequenceLength(), w.microBatch(), w.activationCheckpointing());
        double activations = actPerCard * n;
        double overhead = OVERHEAD_GB_PER_CARD * n;
        double spare = w.spareFraction();
        double parts = weights + gradients + optimizer + activations + overhead;
        double perCard = ((weights + gradients + optimizer) / n + actPerCard + OVERHEAD_GB_PER_CARD) * (1 + spare);
        return new MemoryBreakdown(n, weights, 0, activations, gradients, optimizer, overhead, 0, parts * spare,
                parts * (1 + spare), perCard, trainableB, w.sparePercent(), false);
    }

    /**
     * Vision and compute: each card must offer the working set (a scenario minimum, already with margin). The
     * minimum is a card class ("≥16 GB per card"), in the vendors' binary GB, so it is converted to GB (10^9).
     */
    private static MemoryBreakdown workingSet(Workload w, int n) {
        double ws = workingSetGb(w);
        return new MemoryBreakdown(n, 0, 0, 0, 0, 0, 0, ws * n, 0, ws * n, ws, 0, 0, true);
    }

    private static double workingSetGb(Workload w) {
        return w.workingSetGb() == null ? 0
                : MemorySize.ofGiB(w.workingSetGb()).gb();
    }

    /**
     * The part of the per-card need that does not shrink with more cards (activations and overhead,
     * with the spare): a card smaller than this can never hold its share.
     */
    public static double fixedPerCardGb(Workload w) {
        return switch (w.kind()) {
            case LLM_INFERENCE -> OVERHEAD_GB_PER_CARD * (1 + w.spareFraction());
            case LLM_TRAINING -> (activationsPerCardGb(w.architecture(), w.sequenceLength(), w.microBatch(),
                    w.activationCheckpointing()) + OVERHEAD_GB_PER_CARD) * (1 + w.spareFraction());
            case VISION, COMPUTE -> workingSetGb(w);
        };
    }
}
