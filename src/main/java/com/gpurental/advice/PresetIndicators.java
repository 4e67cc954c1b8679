package com.gpurental.advice;

import com.gpurental.catalog.FigureRange;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.Minimums;
import com.gpurental.sizing.Assumptions;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario preset's per-card rules (docs/domain.md §2) held against a GPU: the key indicators a card must meet to be
 * considered at all, and the rules a training that fits may miss, as checks. {@link GpuSizer} asks them.
 */
final class PresetIndicators {

    private PresetIndicators() {
    }

    /**
     * A code that needs double precision on a card without a published FP64 figure is not enough data to
     * judge; on a card that runs FP64 below {@link Assumptions#FP64_HPC_MIN_RATIO} of its FP32 (consumer and inference
     * cards) it is a poor choice, said with the card's own figures. Null when the card may run it.
     */
    static GpuSizer.Result doublePrecision(Workload w, Gpu gpu) {
        if (w.kind() != WorkloadKind.COMPUTE || !w.doublePrecision()) {
            return null;
        }
        if (gpu.fp64Tflops() == null) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.INSUFFICIENT_DATA,
                    Message.of("reject.insufficientData.fp64", gpu.displayName()));
        }
        if (gpu.fp32Tflops() != null && gpu.fp64Tflops() < Assumptions.FP64_HPC_MIN_RATIO * gpu.fp32Tflops()) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR, Message.of("reject.fp64Weak", gpu.displayName(),
                    gpu.fp64Tflops(), Math.round(gpu.fp32Tflops() / gpu.fp64Tflops()), gpu.fp32Tflops()));
        }
        return null;
    }

    /**
     * A scenario's per-card key indicator this GPU misses, or null. Unknown figures cannot confirm one. For LLM training
     * the memory per card and the link's bandwidth are not walls ({@link #trainingChecks}): the memory check of the job
     * itself decides whether a card holds its share, and the training time counts what a slower link loses.
     */
    static Message missingIndicator(Workload w, Gpu g) {
        Minimums m = w.minimums();
        boolean training = w.kind() == WorkloadKind.LLM_TRAINING;
        Message r;
        if ((r = below("indicator.memory", g.memoryGib(), g.range("memoryGb"), training ? null : m.memoryGbPerCard())) != null
                || (r = below("indicator.fp16", g.fp16DenseTflops(), g.range("fp16DenseTflops"), m.fp16TflopsPerCard())) != null
                || (r = below("indicator.int8", g.int8DenseTops(), g.range("int8DenseTops"), m.int8TopsPerCard())) != null
                || (r = below("indicator.fp32", g.fp32Tflops(), g.range("fp32Tflops"), m.fp32TflopsPerCard())) != null) {
            return r;
        }
        if (m.interconnectGbPerS() != null) {
            Double pair = g.interconnect() == null ? null : g.interconnect().pairGbPerS();
            boolean fast = g.interconnect() != null && g.interconnect().type().fastLink();
            if (pair == null) {
                return Message.of("reject.unknownFigure", Message.of("indicator.interconnect"));
            }
            if (!fast || pair < m.interconnectGbPerS() && !training) {
                return Message.of("reject.indicator", Message.of("indicator.interconnect"), pair, m.interconnectGbPerS());
            }
        }
        return null;
    }

    /**
     * The preset's per-card rules a training configuration that fits does not meet, as checks (docs/domain.md §2):
     * memory per card below the preset's rule while the job's own memory check holds its share (ZeRO-3 shards
     * weights, gradients and optimiser states over the cards, the activations are per card), and an NVLink-class link
     * slower than the rule, whose scaling loss the training time already counts.
     */
    static List<Message> trainingChecks(Workload w, Gpu g, int n, MemoryBreakdown memory, double linkFactor) {
        Minimums m = w.minimums();
        List<Message> checks = new ArrayList<>();
        if (m.memoryGbPerCard() != null && g.memoryGib() != null && g.memoryGib() < m.memoryGbPerCard()) {
            checks.add(Message.of("check.memoryPerCard", g.memoryGib(), m.memoryGbPerCard(), memory.perCardGb(),
                    memory.sparePercent(), g.capacityGb()));
        }
        Double pair = g.interconnect() == null ? null : g.interconnect().pairGbPerS();
        if (m.interconnectGbPerS() != null && pair != null && pair < m.interconnectGbPerS() && n > 1) {
            checks.add(Message.of("check.interconnect", pair, m.interconnectGbPerS(), linkFactor * 100, n));
        }
        return checks;
    }

    /**
     * Whether a figure is below a minimum. A figure known only as a published spread is held on its cautious end: it
     * meets the minimum when even its low end does (the RTX 5090D's dense FP16, 148.4–209.5, against the LoRA
     * preset's 28), misses it when even its high end does, and cannot be confirmed in between.
     */
    private static Message below(String indicator, Double has, FigureRange spread, Double needs) {
        if (needs == null) {
            return null;
        }
        if (has == null && spread != null) {
            if (spread.low() >= needs) {
                return null;
            }
            return spread.high() < needs ? Message.of("reject.indicator", Message.of(indicator), spread.high(), needs)
                    : Message.of("reject.unknownFigure", Message.of(indicator));
        }
        if (has == null) {
            return Message.of("reject.unknownFigure", Message.of(indicator));
        }
        return has < needs ? Message.of("reject.indicator", Message.of(indicator), has, needs) : null;
    }
}
