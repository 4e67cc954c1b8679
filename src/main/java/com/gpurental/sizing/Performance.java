package com.gpurental.sizing;

import static com.gpurental.sizing.Assumptions.BYTES_PER_GB;

import com.gpurental.catalog.FigureRange;
import com.gpurental.catalog.Gpu;
import com.gpurental.models.AttentionKind;

/**
 * Speed estimates from the GPU's published figures and the calibration constants of {@link Assumptions}.
 * Decode speed and training time come as an {@link Estimate} (low, central, high) from the published spread of
 * bandwidth share and hardware FLOPs utilisation (and of the GPU's own figure when its sources disagree); the single-value
 * methods return
 * the central value. Every method returns null when a figure it needs is unknown: an unknown speed is never shown as
 * zero.
 */
public final class Performance {

    private Performance() {
    }

    // ---------------------------------------------------------------- decode

    /** Share of the published bandwidth one decode stream reaches on this GPU's memory technology. */
    public static Estimate bandwidthShare(Gpu g) {
        return switch (g.memoryTechnology()) {
            case GDDR -> Assumptions.DECODE_SHARE_GDDR;
            case HBM -> Assumptions.DECODE_SHARE_HBM;
            case OTHER -> Assumptions.DECODE_SHARE_OTHER;
        };
    }

    /**
     * Bandwidth one card reaches in decode, in GB/s (10^9 bytes/s): published bandwidth × share, low with low, high
     * with high; null when the bandwidth is unknown (neither a figure nor a published spread).
     */
    public static Estimate effectiveBandwidthGbPerS(Gpu g) {
        FigureRange bw = g.bandwidthRange();
        if (bw == null) {
            return null;
        }
        Estimate share = bandwidthShare(g);
        return new Estimate(bw.low() * share.low(), bw.central() * share.central(), bw.high() * share.high());
    }

    /**
     * Seconds per decode step for {@code batch} sequences on {@code cards} cards (tensor parallel with the
     * interconnect's efficiency), as a range: the slower of the memory-bound time (the weights the step reads — the
     * active ones at batch 1, more distinct experts as the batch grows ({@link Architecture#readShare}) — at the named
     * weight format, plus every sequence's KV cache, at share × bandwidth × the format's kernel factor) and the
     * compute-bound time (2 × active parameters FLOPs per token, at MFU × dense FP16; the fast end of FP8 weights on
     * FP8 tensor cores at dense FP8, {@link #fastComputeShare}), plus the per-token floor of
     * expert routing or tensor-parallel all-reduce ({@link #layerFloorSeconds}). The low end is the fastest step.
     */
    public static Estimate decodeStepSecondsRange(Workload w, Gpu g, int cards, int batch, double efficiency) {
        Estimate bandwidth = effectiveBandwidthGbPerS(g);
        if (bandwidth == null) {
            return null;
        }
        double bytes = memoryBytesPerStep(w, batch);
        double compute = computeSeconds(w, g, cards, batch, efficiency);
        double computeFastest = compute * fastComputeShare(w, g);
        Estimate factor = formatFactor(w, g);
        Estimate floor = layerFloorSeconds(w, cards);
        double fastest = Math.max(bytes / (cards * bandwidth.high() * factor.high() * BYTES_PER_GB * efficiency),
                computeFastest) + floor.low();
        double central = Math.max(bytes / (cards * bandwidth.central() * factor.central() * BYTES_PER_GB * efficiency),
                compute) + floor.central();
        double slowest = Math.max(bytes / (cards * bandwidth.low() * factor.low() * BYTES_PER_GB * efficiency), compute)
                + floor.high();
        return perOutputToken(w, Estimate.ordered(fastest, central, slowest));
    }

    /**
     * A step's seconds per output token of each sequence: the step itself, or with speculative decoding the step divided
     * by the tokens it yields ({@link Workload#decodeSpeedup}: the fast end by the most, the slow end by the cautious).
     */
    public static Estimate perOutputToken(Workload w, Estimate step) {
        Estimate gain = w.decodeSpeedup();
        return gain == null ? step : new Estimate(step.low() / gain.high(), step.central() / gain.central(),
                step.high() / gain.low());
    }

    /** Bytes one decode step of {@code batch} sequences reads: the weights it touches and every sequence's KV cache. */
    static double memoryBytesPerStep(Workload w, int batch) {
        Architecture a = w.architecture();
        double weights = MemoryModel.weightsGb(a, w.weightFormat()) * a.readShare(Math.max(1, batch));
        return (weights + MemoryModel.kvCachePerSequenceGb(w) * Math.max(1, batch)) * BYTES_PER_GB;
    }

    /**
     * How much of the bandwidth share a weight format's kernels keep: INT4 and INT8 weight-only kernels dequantize on
     * the fly ({@link Assumptions#DECODE_FORMAT_FACTOR_INT4}); FP8 reads at the full share on a card with FP8 tensor
     * cores, and on one without (Ampere, Da Vinci …) runs weight-only like INT8
     * ({@link Assumptions#DECODE_FORMAT_FACTOR_FP8_WEIGHT_ONLY}); 16-bit formats read at the full share.
     */
    public static Estimate formatFactor(Workload w, Gpu g) {
        return switch (w.precision()) {
            case INT4 -> Assumptions.DECODE_FORMAT_FACTOR_INT4;
            case INT8 -> Assumptions.DECODE_FORMAT_FACTOR_INT8;
            case FP8 -> g.fp8TensorCores() ? Estimate.exactly(1.0) : Assumptions.DECODE_FORMAT_FACTOR_FP8_WEIGHT_ONLY;
            default -> Estimate.exactly(1.0);
        };
    }

    /**
     * The per-token floor a decode step pays beyond reading and computing, in seconds, as a range: a mixture of experts
     * pays {@link Assumptions#MOE_LAYER_FLOOR_SECONDS} per layer (routing, small expert products, all-reduce), one with
     * latent attention (DeepSeek-V3/R1, Kimi-K2) its family's measured {@link Assumptions#MLA_MOE_LAYER_FLOOR_SECONDS}, a dense
     * model split over several cards {@link Assumptions#TP_LAYER_FLOOR_SECONDS} per layer; one dense card none.
     */
    public static Estimate layerFloorSeconds(Workload w, int cards) {
        Architecture a = w.architecture();
        if (a.moe()) {
            return (a.attention() == AttentionKind.MLA ? Assumptions.MLA_MOE_LAYER_FLOOR_SECONDS
                    : Assumptions.MOE_LAYER_FLOOR_SECONDS).times(a.layers());
        }
        if (cards > 1) {
            return Assumptions.TP_LAYER_FLOOR_SECONDS.times(a.layers());
        }
        return Estimate.exactly(0);
    }

    /**
     * True when, at the central figures, computing a decode step takes longer than reading it: the speed is then capped
     * by FP16 compute, not by memory bandwidth (a renderer must not say "limited by memory bandwidth"). Cards and the
     * scaling efficiency divide both times alike, so they do not decide it.
     */
    public static boolean decodeComputeBound(Workload w, Gpu g, int batch) {
        Estimate bandwidth = effectiveBandwidthGbPerS(g);
        if (bandwidth == null || computeTflops(w, g) == null) {
            return false;
        }
        double memory = memoryBytesPerStep(w, batch) / (bandwidth.central() * formatFactor(w, g).central() * BYTES_PER_GB);
        return computeSeconds(w, g, 1, batch, 1.0) > memory;
    }

    /**
     * True when, at the central figures, the per-token floor ({@link #layerFloorSeconds}: a mixture of experts' routing
     * and the joining of the cards' results) takes longer than both reading and computing a step on a tensor-parallel
     * group of {@code tensorParallel} cards: the floor, not the memory bandwidth, then sets the speed.
     */
    public static boolean decodeFloorBound(Workload w, Gpu g, int tensorParallel, int batch) {
        Estimate bandwidth = effectiveBandwidthGbPerS(g);
        if (bandwidth == null || !w.architecture().moe()) {
            return false;
        }
        int tp = Math.max(1, tensorParallel);
        double memory = memoryBytesPerStep(w, batch)
                / (tp * bandwidth.central() * formatFactor(w, g).central() * BYTES_PER_GB);
        Double tflops = computeTflops(w, g);
        double compute = tflops == null ? 0 : computeSeconds(w, g, tp, batch, 1.0);
        return layerFloorSeconds(w, tp).central() > Math.max(memory, compute);
    }

    /** Central seconds per decode step (see {@link #decodeStepSecondsRange}). */
    public static Double decodeStepSeconds(Workload w, Gpu g, int cards, int batch, double efficiency) {
        Estimate e = decodeStepSecondsRange(w, g, cards, batch, efficiency);
        return e == null ? null : e.central();
    }

    /** Tokens per second each user sees with {@code batch} users sharing {@code cards} cards, as a range. */
    public static Estimate tokensPerSecondPerUserRange(Workload w, Gpu g, int cards, int batch, double efficiency) {
        return tokensPerSecondPerUserRange(w, g, cards, 1, batch, efficiency);
    }

    /**
     * Seconds per decode step of a copy split into {@code stages} pipeline stages (servers), each a tensor-parallel group
     * of {@code tensorParallel} cards (docs/domain.md §3.6): the token passes the stages one after another, so the step
     * is the sum of the stages' times — each reads 1/stages of the weights and KV cache on its group, together the
     * whole copy at one group's bandwidth, every layer's floor once — plus a hop per stage boundary
     * ({@link Assumptions#PIPELINE_HOP_SECONDS}). The cards of other stages add memory, not speed. One stage: {@link
     * #decodeStepSecondsRange} on the group.
     */
    public static Estimate pipelineStepSecondsRange(Workload w, Gpu g, int tensorParallel, int stages, int batch,
                                                    double efficiency) {
        Estimate step = decodeStepSecondsRange(w, g, tensorParallel, Math.max(1, batch), efficiency);
        if (step == null || stages <= 1) {
            return step;
        }
        return step.plus(Assumptions.PIPELINE_HOP_SECONDS.times(stages - 1));
    }

    /**
     * Tokens per second each user sees with {@code batch} users on a copy of {@code stages} pipeline stages of
     * {@code tensorParallel} cards each, as a range ({@link #pipelineStepSecondsRange}).
     */
    public static Estimate tokensPerSecondPerUserRange(Workload w, Gpu g, int tensorParallel, int stages, int batch,
                                                       double efficiency) {
        Estimate step = pipelineStepSecondsRange(w, g, tensorParallel, stages, batch, efficiency);
        return step == null ? null : step.reciprocal();
    }

    /** Central tokens per second each user sees with {@code batch} users sharing {@code cards} cards. */
    public static Double tokensPerSecondPerUser(Workload w, Gpu g, int cards, int batch, double efficiency) {
        Estimate e = tokensPerSecondPerUserRange(w, g, cards, batch, efficiency);
        return e == null ? null : e.central();
    }

    /**
     * The most users {@code cards} cards serve at {@code targetTokensPerSecond} each — the largest batch whose decode
     * step (bandwidth, compute, the per-token floor, more experts touched) still gives each user the target — bounded by
     * the memory left for their KV caches, as a range (low from the slowest step); null when bandwidth or memory is
     * unknown.
     */
    public static Estimate maxUsersRange(Workload w, Gpu g, int cards, double targetTokensPerSecond, double efficiency) {
        return maxUsersRange(w, g, cards, 1, targetTokensPerSecond, efficiency);
    }

    /**
     * The most users a copy of {@code stages} pipeline stages of {@code tensorParallel} cards serves at the target each:
     * the memory of all {@code tensorParallel × stages} cards holds their KV caches, the step is the pipeline's
     * ({@link #pipelineStepSecondsRange}).
     */
    public static Estimate maxUsersRange(Workload w, Gpu g, int tensorParallel, int stages, double targetTokensPerSecond,
                                         double efficiency) {
        int cards = tensorParallel * Math.max(1, stages);
        Estimate bandwidth = effectiveBandwidthGbPerS(g);
        if (bandwidth == null || g.capacityGb() == null) {
            return null;
        }
        Architecture a = w.architecture();
        double kvPerSeq = MemoryModel.kvCachePerSequenceGb(w);
        double usablePerCard = g.capacityGb() / (1 + w.spareFraction()) - Assumptions.OVERHEAD_GB_PER_CARD;
        double weightsPerCard = MemoryModel.weightsGb(a, w.weightFormat()) / cards;
        double kvPerSeqPerCard = MemoryModel.kvPerCard(a, kvPerSeq, cards);
        double byMemory = kvPerSeqPerCard <= 0 ? 1e7 : (usablePerCard - weightsPerCard) / kvPerSeqPerCard;
        int cap = (int) Math.max(0, Math.min(1e7, Math.floor(byMemory)));
        double maxStep = 1.0 / targetTokensPerSecond;
        int tp = tensorParallel;
        int st = Math.max(1, stages);
        return new Estimate(users(w, g, tp, st, efficiency, cap, maxStep, 2), users(w, g, tp, st, efficiency, cap, maxStep, 1),
                users(w, g, tp, st, efficiency, cap, maxStep, 0));
    }

    /** The largest batch up to {@code cap} whose step at {@code end} (0 fastest, 1 central, 2 slowest) is within maxStep. */
    private static double users(Workload w, Gpu g, int tp, int stages, double efficiency, int cap, double maxStep,
                                int end) {
        int lo = 0;
        int hi = cap;
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            Estimate step = pipelineStepSecondsRange(w, g, tp, stages, mid, efficiency);
            double t = end == 0 ? step.low() : end == 1 ? step.central() : step.high();
            if (t <= maxStep) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Central number of users (see {@link #maxUsersRange}). */
    public static Integer maxUsers(Workload w, Gpu g, int cards, double targetTokensPerSecond, double efficiency) {
        Estimate e = maxUsersRange(w, g, cards, targetTokensPerSecond, efficiency);
        return e == null ? null : (int) e.central();
    }

    private static double computeSeconds(Workload w, Gpu g, int cards, int batch, double efficiency) {
        Double flops = computeTflops(w, g);
        if (flops == null) {
            return 0;
        }
        return batch * Assumptions.DECODE_FLOPS_PER_PARAM_TOKEN * w.architecture().activeParameters()
                / (cards * flops * 1e12 * Assumptions.INFERENCE_MFU * efficiency);
    }

    // ---------------------------------------------------------------- training

    /**
     * Training days = hardware FLOPs ÷ (cards × dense FP16 × HFU × link factor) (docs/domain.md §3.5), as a range over
     * the published hardware FLOPs utilisation ({@link Assumptions#TRAINING_HFU_BAND}): the low end is the run at the
     * highest utilisation. The hardware FLOPs are 8 × active params × tokens with activation checkpointing, 6 × without,
     * and with LoRA 6 × and 4 × ({@link #hardwareTrainingFlops}). The utilisation was measured on NVLink clusters and includes
     * their multi-card
     * losses; {@code linkFactor} is what this card's link keeps of that (1 for NVLink-class links, see
     * {@code Catalog#trainingLinkFactor}). FP32 training uses the FP32 figure; a published spread of the compute figure
     * widens the range.
     */
    public static Estimate trainingDaysRange(Workload w, Gpu g, int cards, double linkFactor) {
        String field = w.precision() == Precision.FP32 ? "fp32Tflops" : "fp16DenseTflops";
        Double tflops = w.precision() == Precision.FP32 ? g.fp32Tflops() : g.fp16DenseTflops();
        FigureRange spread = tflops == null ? g.range(field) : null;
        if (tflops == null && spread == null) {
            return null;
        }
        double lowT = tflops != null ? tflops : spread.low();
        double midT = tflops != null ? tflops : spread.central();
        double highT = tflops != null ? tflops : spread.high();
        double flops = hardwareTrainingFlops(w);
        Estimate hfu = Assumptions.TRAINING_HFU_BAND;
        return new Estimate(days(flops, cards, highT, hfu.high(), linkFactor),
                days(flops, cards, midT, hfu.central(), linkFactor), days(flops, cards, lowT, hfu.low(), linkFactor));
    }

    /** Central training days (see {@link #trainingDaysRange}). */
    public static Double trainingDays(Workload w, Gpu g, int cards, double efficiency) {
        Estimate e = trainingDaysRange(w, g, cards, efficiency);
        return e == null ? null : e.central();
    }

    /** GPU-hours of the training run (days × 24 × cards), as a range. */
    public static Estimate trainingGpuHoursRange(Workload w, Gpu g, int cards, double efficiency) {
        Estimate days = trainingDaysRange(w, g, cards, efficiency);
        return days == null ? null : days.times(24.0 * cards);
    }

    /**
     * Model FLOPs of the training run: 6 × active parameters × training tokens (forward 2, backward 4); with LoRA or
     * QLoRA 4 × (the frozen base weights get no weight gradients, {@link Assumptions#TRAINING_LORA_FLOPS_PER_PARAM_TOKEN}).
     */
    public static double trainingFlops(Workload w) {
        return modelFlopsPerParamToken(w) * w.architecture().activeParameters() * w.trainingTokensB() * 1e9;
    }

    private static double modelFlopsPerParamToken(Workload w) {
        return w.method() == null || w.method() == TrainingMethod.FULL ? Assumptions.TRAINING_FLOPS_PER_PARAM_TOKEN
                : Assumptions.TRAINING_LORA_FLOPS_PER_PARAM_TOKEN;
    }

    /**
     * FLOPs the hardware does: the model FLOPs, plus the forward pass again for every checkpointed activation
     * ({@link Assumptions#TRAINING_RECOMPUTE_FLOPS_PER_PARAM_TOKEN}): 8 × N × T with checkpointing, 6 × N × T without;
     * LoRA 6 × N × T and 4 × N × T.
     */
    public static double hardwareTrainingFlops(Workload w) {
        return hardwareFlopsPerParamToken(w) * w.architecture().activeParameters() * w.trainingTokensB() * 1e9;
    }

    /** Full training 8 with activation checkpointing, 6 without; LoRA and QLoRA 6 and 4. */
    public static double hardwareFlopsPerParamToken(Workload w) {
        return modelFlopsPerParamToken(w)
                + (w.activationCheckpointing() ? Assumptions.TRAINING_RECOMPUTE_FLOPS_PER_PARAM_TOKEN : 0);
    }

    private static double days(double flops, int cards, double tflops, double mfu, double efficiency) {
        return flops / (cards * tflops * 1e12 * mfu * efficiency) / 86_400.0;
    }

    // ---------------------------------------------------------------- vision

    /** Vision: tera-operations per image = megapixels × GFLOPs per megapixel / 1000. */
    public static Double visionTeraOpsPerImage(Workload w) {
        return w.vision() == null ? null : w.vision().megapixels() * w.vision().gflopsPerMegapixel() / 1000.0;
    }

    /** Vision: milliseconds for one image on one card at the workload's precision. */
    public static Double visionLatencyMs(Workload w, Gpu g) {
        Double rate = visionTeraOpsPerSecond(w, g);
        Double ops = visionTeraOpsPerImage(w);
        return rate == null || ops == null ? null : ops / rate * 1000.0;
    }

    /** Vision: images per second one card sustains. */
    public static Double visionImagesPerSecond(Workload w, Gpu g) {
        Double rate = visionTeraOpsPerSecond(w, g);
        Double ops = visionTeraOpsPerImage(w);
        return rate == null || ops == null ? null : rate / ops;
    }

    private static Double visionTeraOpsPerSecond(Workload w, Gpu g) {
        Double peak = switch (w.precision()) {
            // FP8 computes in FP8 only on cards with FP8 tensor cores; elsewhere it is dequantized to FP16
            case FP8 -> g.fp8TensorCores() ? g.int8DenseTops() : g.fp16DenseTflops();
            case INT8, INT4 -> g.int8DenseTops();
            case FP32 -> g.fp32Tflops();
            default -> g.fp16DenseTflops();
        };
        return peak == null ? null : peak * Assumptions.INFERENCE_MFU;
    }

    /**
     * The dense throughput decode runs at. Weight-only quantisation (INT8/INT4, and FP8 on a card without FP8 tensor
     * cores) still computes in FP16, and FP8 is not credited with FP8 throughput at the centre either: every precision
     * but FP32 uses the dense FP16 figure (the fast end of an FP8 step: {@link #fastComputeShare}).
     */
    private static Double computeTflops(Workload w, Gpu g) {
        return w.precision() == Precision.FP32 ? g.fp32Tflops() : g.fp16DenseTflops();
    }

    /**
     * The share of the central compute time a decode step takes at the fast end: FP8 weights on a card with FP8 tensor
     * cores may compute their products in FP8 — "FP8 is a W8A8 format, meaning the weights are stored in 8bit, as are
     * the activations, or compute" (TensorRT-LLM docs/source/blogs/H100vsA100.md, v0.5.0; the same page: FP8 doubled
     * H100's MLPerf speed again over FP16) — so the fast end takes the dense FP8 figure, FP16 ÷ FP8 dense (0.5 on
     * Hopper). The centre and slow end keep dense FP16 ({@link #computeTflops}): whether the buyer's engine runs FP8
     * products or dequantizes FP8 weights to 16 bits is a setting the trial run confirms. Otherwise 1.
     */
    static double fastComputeShare(Workload w, Gpu g) {
        if (w.precision() != Precision.FP8 || !g.fp8TensorCores() || g.int8DenseTops() == null
                || g.fp16DenseTflops() == null || !(g.int8DenseTops() > g.fp16DenseTflops())) {
            return 1;
        }
        return g.fp16DenseTflops() / g.int8DenseTops();
    }
}
