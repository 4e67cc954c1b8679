package com.gpurental.sizing;

import static com.gpurental.sizing.Assumptions.BYTES_PER_GB;

import com.gpurental.catalog.Gpu;

/**
 * Speed estimates from the GPU's published figures and the named assumptions. Every method
 * returns null when a figure it needs is unknown: an unknown speed is never shown as zero.
 */
public final class Performance {

    private Performance() {
    }

    /**
     * Seconds per decode step for {@code batch} sequences on {@code cards} cards (tensor parallel
     * with the interconnect's efficiency): the slower of the memory-bound time (active weights read
     * once per step plus every sequence's KV cache, at MBU × bandwidth) and the compute-bound time
     * (2 × active parameters FLOPs per token, at MFU × dense FP16).
     */
    public static Double decodeStepSeconds(Workload w, Gpu g, int cards, int batch, double efficiency) {
        if (g.bandwidthGbPerS() == null) {
            return null;
        }
        Architecture a = w.architecture();
        double weightBytes = a.activeParameters() * w.precision().bytesPerParameter();
        double kvBytes = MemoryModel.kvCachePerSequenceGb(w) * BYTES_PER_GB * batch;
        double bandwidth = cards * g.bandwidthGbPerS() * BYTES_PER_GB * Assumptions.DECODE_MBU * efficiency;
        double memoryTime = (weightBytes + kvBytes) / bandwidth;
        double computeTime = 0;
        Double flops = computeTflops(w, g);
        if (flops != null) {
            computeTime = batch * Assumptions.DECODE_FLOPS_PER_PARAM_TOKEN * a.activeParameters()
                    / (cards * flops * 1e12 * Assumptions.INFERENCE_MFU * efficiency);
        }
        return Math.max(memoryTime, computeTime);
    }

    /** Tokens per second each user sees with {@code batch} users sharing {@code cards} cards. */
    public static Double tokensPerSecondPerUser(Workload w, Gpu g, int cards, int batch, double efficiency) {
        Double step = decodeStepSeconds(w, g, cards, Math.max(1, batch), efficiency);
        return step == null ? null : 1.0 / step;
    }

    /**
     * The most users {@code cards} cards serve at {@code targetTokensPerSecond} each, bounded by
     * bandwidth, compute and the memory left for their KV caches; null when bandwidth is unknown.
     */
    public static Integer maxUsers(Workload w, Gpu g, int cards, double targetTokensPerSecond, double efficiency) {
        if (g.bandwidthGbPerS() == null || g.memoryGb() == null) {
            return null;
        }
        Architecture a = w.architecture();
        double kvPerSeq = MemoryModel.kvCachePerSequenceGb(w) * BYTES_PER_GB;
        double weightBytes = a.activeParameters() * w.precision().bytesPerParameter();
        double bandwidth = cards * g.bandwidthGbPerS() * BYTES_PER_GB * Assumptions.DECODE_MBU * efficiency;
        double byBandwidth = (bandwidth / targetTokensPerSecond - weightBytes) / kvPerSeq;
        double byCompute = Double.MAX_VALUE;
        Double flops = computeTflops(w, g);
        if (flops != null) {
            byCompute = cards * flops * 1e12 * Assumptions.INFERENCE_MFU * efficiency
                    / (targetTokensPerSecond * Assumptions.DECODE_FLOPS_PER_PARAM_TOKEN * a.activeParameters());
        }
        double usable = (g.memoryGb() / (1 + Assumptions.HEADROOM) - Assumptions.OVERHEAD_GB_PER_CARD) * cards * BYTES_PER_GB;
        double byMemory = (usable - a.parameters() * w.precision().bytesPerParameter()) / kvPerSeq;
        double max = Math.min(byBandwidth, Math.min(byCompute, byMemory));
        return max < 0 ? 0 : (int) Math.floor(max);
    }

    /**
     * Training days = 6 × active params × tokens / (cards × dense FP16 × MFU × scaling) (DOMAIN.md §3).
     * FP32 training uses the FP32 figure.
     */
    public static Double trainingDays(Workload w, Gpu g, int cards, double efficiency) {
        Double tflops = w.precision() == Precision.FP32 ? g.fp32Tflops() : g.fp16DenseTflops();
        if (tflops == null) {
            return null;
        }
        double flops = Assumptions.TRAINING_FLOPS_PER_PARAM_TOKEN * w.architecture().activeParameters()
                * w.trainingTokensB() * 1e9;
        double rate = cards * tflops * 1e12 * Assumptions.TRAINING_MFU * efficiency;
        return flops / rate / 86_400.0;
    }

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
            case INT8, INT4, FP8 -> g.int8DenseTops();
            case FP32 -> g.fp32Tflops();
            default -> g.fp16DenseTflops();
        };
        return peak == null ? null : peak * Assumptions.INFERENCE_MFU;
    }

    /**
     * The dense throughput decode runs at. Weight-only quantisation (INT8/INT4) still computes in
     * FP16, so every precision but FP32 uses the dense FP16 figure.
     */
    private static Double computeTflops(Workload w, Gpu g) {
        return w.precision() == Precision.FP32 ? g.fp32Tflops() : g.fp16DenseTflops();
    }
}
