package com.gpurental.serving;

import static com.gpurental.sizing.Assumptions.BYTES_PER_GB;
import static com.gpurental.sizing.Assumptions.OVERHEAD_GB_PER_CARD;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.KvWindow;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.ServingAssumptions;
import com.gpurental.sizing.Workload;

/**
 * One copy of the model on its layout (docs/domain.md §9): what a card holds with {@code r} requests in flight, how
 * long a decode step of {@code b} sequences takes and how long a request's prefill takes, each at an end of the
 * estimate's range (0 fastest, 1 central, 2 slowest).
 *
 * <pre>
 * tensor attention: per card = (weights ÷ cards + KV of r requests split over the KV heads + overhead) × (1 + spare)
 * data attention:   per card = (shared weights + routed experts ÷ EP + KV of r ÷ EP requests + overhead) × (1 + spare)
 * decode step       = max(bytes read ÷ bandwidth, tokens × 2 × active params ÷ compute) + per-layer floor
 * prefill           = new prompt tokens × (2 × active params + 2 × layers × heads × head dim × (prompt + cached))
 *                     ÷ (copy's cards × dense TFLOPS × prefill MFU)
 * </pre>
 *
 * @param w          the workload (the memory is held for the load's context, {@link LoadShape#contextTokens})
 * @param gpu        the card
 * @param layout     the copy's layout
 * @param load       the load's shape (prompt, answer, cached share)
 * @param efficiency the multi-card efficiency of the copy's tensor-parallel group (1 for one card)
 */
public record CopyModel(Workload w, Gpu gpu, Layout layout, LoadShape load, double efficiency) {

    /**
     * Memory per card, GB, with {@code requests} in flight on this copy, each holding the load's context (the tokens a
     * request may fill: {@link LoadShape#contextTokens}), with the workload's spare; and at least room for one request
     * that fills the promised window ({@link LoadShape#windowTokens}) within the share of the card the serving engine
     * uses (vLLM's start-up check at its default {@code --gpu-memory-utilization} of 0.9: docs/domain.md §9.1 "Memory of
     * a request"). The larger of the two. No request, no cache.
     */
    public double perCardGb(double requests) {
        return perCardGb(requests, true);
    }

    private double perCardGb(double requests, boolean window) {
        double typical = (sharedPerCardGb() + linearKvPerCardGb(requests)) * (1 + w.spareFraction());
        return window && requests > 0 ? Math.max(typical, windowPerCardGb()) : typical;
    }

    /** A card's weights and runtime overhead, GB, before any cache. */
    private double sharedPerCardGb() {
        Architecture a = w.architecture();
        double weights = MemoryModel.weightsGb(a, w.weightFormat());
        double need;
        if (layout.attention() == Layout.Attention.DATA) {
            double routed = weights * a.routedExpertShare();
            need = weights - routed + routed / layout.expertParallel();
        } else {
            need = weights / layout.cardsPerCopy();
        }
        return need + OVERHEAD_GB_PER_CARD;
    }

    /** A card's memory, GB, holding one request of the whole window within the engine's share of the card. */
    private double windowPerCardGb() {
        return (sharedPerCardGb() + windowKvPerCardGb())
                * (1 + ServingAssumptions.windowSparePercent(w.sparePercent()) / 100);
    }

    /**
     * Whether the one request of the whole window, not the typical load with its spare, sets the memory of a card with
     * {@code requests} in flight.
     */
    public boolean windowDecides(double requests) {
        return requests > 0 && windowPerCardGb() > perCardGb(requests, false);
    }

    /**
     * The window check of a copy with {@code requests} in flight, for the memory's renderers: the whole load's requests
     * at their length (the workload's concurrent users) against one request of the promised window, whether that
     * request sets the memory ({@link #windowDecides}) and the share of a card it was checked within; null where the
     * load's requests already hold the whole window.
     */
    public KvWindow kvWindow(double requests) {
        if (requests <= 0 || load.windowTokens() <= load.contextTokens()) {
            return null;
        }
        boolean decides = windowDecides(requests);
        double spare = w.sparePercent();
        return new KvWindow(w.concurrentUsers(), load.contextTokens(),
                kvSequenceGb(load.contextTokens()) * w.concurrentUsers(), load.windowTokens(),
                kvSequenceGb(load.windowTokens()), decides,
                decides && layout.attention() == Layout.Attention.DATA && layout.cardsPerCopy() > 1, spare,
                ServingAssumptions.windowSparePercent(spare), ServingAssumptions.windowMemorySharePercent(spare),
                spare < ServingAssumptions.WINDOW_SPARE_PERCENT, ServingAssumptions.ENGINE_MEMORY_SHARE * 100);
    }

    /** A card's cache of {@code requests} at the load's context alone (what each further request adds). */
    private double linearKvPerCardGb(double requests) {
        double kv = kvSequenceGb(load.contextTokens()) * requests;
        return layout.attention() == Layout.Attention.DATA ? kv / layout.expertParallel()
                : MemoryModel.kvPerCard(w.architecture(), kv, layout.cardsPerCopy());
    }

    /** A card's cache of one request of the whole window (with data-parallel attention it sits whole on one rank). */
    private double windowKvPerCardGb() {
        double kv = kvSequenceGb(load.windowTokens());
        return layout.attention() == Layout.Attention.DATA ? kv
                : MemoryModel.kvPerCard(w.architecture(), kv, layout.cardsPerCopy());
    }

    /**
     * The KV cache one copy holds with {@code requests} in flight, GB, counted once: the requests at the load's context,
     * or one request of the whole window where that sets the memory ({@link #windowDecides}); the figure the memory
     * breakdown shows.
     */
    public double kvCacheGb(double requests) {
        if (requests <= 0) {
            return 0;
        }
        return windowDecides(requests) ? kvSequenceGb(load.windowTokens())
                : kvSequenceGb(load.contextTokens()) * requests;
    }

    /** The KV cache one card of the copy keeps with {@code requests} in flight, GB (see {@link #perCardGb}). */
    public double kvPerCardGb(double requests) {
        if (requests <= 0) {
            return 0;
        }
        return windowDecides(requests) ? windowKvPerCardGb() : linearKvPerCardGb(requests);
    }

    /** The KV cache of one sequence of {@code tokens}, GB, at the workload's KV precision. */
    private double kvSequenceGb(int tokens) {
        return MemoryModel.kvCachePerSequenceGb(GpuWorkloads.withContext(w, tokens));
    }

    /**
     * The most requests at the workload's context one copy's cards hold beside the weights (0 when none fits, nor one
     * request of the whole window).
     */
    public double requestsHeld() {
        Double capacity = gpu.capacityGb();
        if (capacity == null) {
            return 0;
        }
        double empty = perCardGb(0);
        double perRequest = perCardGb(1, false) - empty;
        if (empty > capacity || perCardGb(1) > capacity) {
            return 0;
        }
        return perRequest <= 0 ? 1e7 : Math.floor((capacity - empty) / perRequest);
    }

    /** The tokens a decoding sequence holds on average: the prompt and half the answer. */
    int decodeContext() {
        return Math.max(1, load.promptTokens() + load.answerTokens() / 2);
    }

    /** Seconds of one decode step of {@code batch} sequences at {@code end}; null when the bandwidth is unknown. */
    public Double stepSeconds(double batch, int end) {
        Workload avg = GpuWorkloads.withContext(w, decodeContext());
        int b = (int) Math.max(1, Math.ceil(batch));
        if (layout.attention() == Layout.Attention.TENSOR) {
            Estimate step = Performance.pipelineStepSecondsRange(avg, gpu, layout.tensorParallel(),
                    layout.pipelineStages(), b, efficiency);
            return step == null ? null : pick(step, end);
        }
        return dataStepSeconds(avg, b, end);
    }

    /**
     * A step with data-parallel attention: each of the EP cards reads the shared weights, its share of the experts
     * the batch touches and the cache of its own sequences, and computes its own sequences' tokens; the experts' and
     * the latent attention's per-layer floor is paid once a step.
     */
    private Double dataStepSeconds(Workload avg, int batch, int end) {
        Estimate bandwidth = Performance.effectiveBandwidthGbPerS(gpu);
        if (bandwidth == null) {
            return null;
        }
        Architecture a = avg.architecture();
        int ep = layout.expertParallel();
        double weights = MemoryModel.weightsGb(a, avg.weightFormat());
        double routed = weights * a.routedExpertShare();
        double touched = a.routedExpertsTouched(batch);
        double bytes = (weights - routed + routed * touched / ep
                + MemoryModel.kvCachePerSequenceGb(avg) * batch / ep) * BYTES_PER_GB;
        double read = bytes / (pick(bandwidth, 2 - end) * pick(Performance.formatFactor(avg, gpu), 2 - end)
                * BYTES_PER_GB);
        Double tflops = decodeTflops();
        double compute = tflops == null ? 0 : (double) batch / ep * Assumptions.DECODE_FLOPS_PER_PARAM_TOKEN
                * a.activeParameters() / (tflops * 1e12 * Assumptions.INFERENCE_MFU);
        double step = Math.max(read, compute) + pick(Performance.layerFloorSeconds(avg, ep), end);
        // speculative decoding yields more than one token a step (the slow end gains the cautious figure)
        return avg.decodeSpeedup() == null ? step : step / pick(avg.decodeSpeedup(), 2 - end);
    }

    /** Seconds one request's prefill takes on the copy at {@code end}; null when the compute figure is unknown. */
    public Double prefillSeconds(int end) {
        Double tflops = prefillTflops();
        if (tflops == null || !(tflops > 0)) {
            return null;
        }
        double mfu = pick(ServingAssumptions.SERVING_PREFILL_MFU, 2 - end);
        return prefillFlops() / (layout.cardsPerCopy() * tflops * 1e12 * mfu * efficiency);
    }

    /**
     * FLOPs of one request's prefill: its new tokens × (2 × active parameters + attention), the attention of a new token
     * at position t costing 4 × layers × heads × head dim × t, averaged over the new tokens' positions (PaLM, Chowdhery
     * et al. 2022, appendix B: 6N + 12·L·H·Q·T per training token, one third of it forward).
     */
    public double prefillFlops() {
        Architecture a = w.architecture();
        double fresh = load.uncachedPromptTokens();
        double meanPosition = (load.promptTokens() + load.cachedPromptTokens()) / 2.0;
        double attention = 4.0 * a.layers() * (double) a.attentionHeads() * a.headDim() * meanPosition;
        return fresh * (Assumptions.DECODE_FLOPS_PER_PARAM_TOKEN * a.activeParameters() + attention);
    }

    /**
     * Dense TFLOPS a prompt is computed at: FP8 weights on a card with FP8 tensor cores run FP8 products (the catalog's
     * dense 8-bit figure; SGLang's DeepGEMM, vLLM's FP8 GEMMs), FP32 at FP32, every other format at dense FP16 (weight-
     * only INT8/INT4 dequantize to FP16).
     */
    Double prefillTflops() {
        if (w.precision() == Precision.FP8 && gpu.fp8TensorCores() && gpu.int8DenseTops() != null) {
            return gpu.int8DenseTops();
        }
        return w.precision() == Precision.FP32 ? gpu.fp32Tflops() : gpu.fp16DenseTflops();
    }

    private Double decodeTflops() {
        return prefillTflops();
    }

    /** The end of a range: 0 low, 1 central, 2 high. */
    static double pick(Estimate e, int end) {
        return end <= 0 ? e.low() : end == 1 ? e.central() : e.high();
    }
}
