package com.gpurental.advice;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.InspectionLatency;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;

/** The workload's checks that rule a GPU out whatever the card count (split from {@link GpuSizer}). */
final class WorkloadRules {

    private WorkloadRules() {
    }

    /** The workload's checks that rule a GPU out whatever the card count; null when it may fit. */
    static GpuSizer.Result ruledOut(ResolvedPlan rp, Gpu gpu) {
        Workload w = rp.workload();
        Message missing = PresetIndicators.missingIndicator(w, gpu);
        if (missing != null) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR, missing);
        }
        if (gpu.memoryGib() == null) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR,
                    Message.of("reject.unknownFigure", Message.of("indicator.memory")));
        }
        double fixed = MemoryModel.fixedPerCardGb(w);
        if (fixed > gpu.capacityGb()) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.NEVER_FITS,
                    Message.of("reject.neverFits", fixed, gpu.capacityGb(), gpu.memoryGib()));
        }
        // A card whose speed is unknown never beats a known one. With a speed need (a per-user speed, a
        // training deadline) and no figure to estimate it from, it is "not enough data to judge", not a fit.
        if (w.kind() == WorkloadKind.LLM_INFERENCE && w.tokensPerSecondPerUser() != null
                && Performance.tokensPerSecondPerUserRange(w, gpu, 1, 1, 1.0) == null) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.INSUFFICIENT_DATA, Message.of("reject.insufficientData.speed",
                    gpu.displayName(), w.tokensPerSecondPerUser()));
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING && CandidateFactory.trainingDeadline(rp) != null
                && Performance.trainingDaysRange(w, gpu, 1, 1.0) == null) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.INSUFFICIENT_DATA, Message.of("reject.insufficientData.deadline",
                    gpu.displayName(), CandidateFactory.trainingDeadline(rp)));
        }
        if (w.kind() == WorkloadKind.LLM_TRAINING && gpu.inferenceOnly()) {
            return GpuSizer.Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR, Message.of("reject.inferenceOnly"));
        }
        GpuSizer.Result fp64 = PresetIndicators.doublePrecision(w, gpu);
        if (fp64 != null) {
            return fp64;
        }
        // Vision latency does not improve with more cards: check it once.
        if (w.kind() == WorkloadKind.VISION && w.minimums().latencyMs() != null) {
            Double latency = Performance.visionLatencyMs(w, gpu);
            if (latency == null) {
                return GpuSizer.Result.rejected(gpu, Rejection.Code.MISSES_INDICATOR,
                        Message.of("reject.unknownFigure", Message.of("indicator.int8")));
            }
            if (latency > w.minimums().latencyMs()) {
                return GpuSizer.Result.rejected(gpu, Rejection.Code.TOO_SLOW,
                        Message.of("reject.latency", latency, w.minimums().latencyMs()));
            }
            // The image's transfer and decoding count in the latency (on-site when the transfer alone misses).
            InspectionLatency whole = InspectionLatency.of(w.vision(), latency,
                    w.minimums().latencyMs());
            if (!whole.meets()) {
                return GpuSizer.Result.rejected(gpu, Rejection.Code.TOO_SLOW, whole.onSite()
                        ? Message.of("reject.latencyOnSite", whole.decodeHighMs(), latency, whole.onSiteHighMs(),
                                whole.targetMs())
                        : Message.of("reject.latencyEndToEnd", whole.transferMs(), whole.decodeHighMs(), latency,
                                whole.totalHighMs(), whole.targetMs()));
            }
        }
        return null;
    }
}
