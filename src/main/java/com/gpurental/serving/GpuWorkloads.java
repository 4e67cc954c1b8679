package com.gpurental.serving;

import com.gpurental.sizing.Workload;

/** Variants of a workload the capacity stage computes with. */
public final class GpuWorkloads {

    private GpuWorkloads() {
    }

    /** The workload with every sequence at {@code contextTokens} (the mean a decoding sequence holds). */
    public static Workload withContext(Workload w, int contextTokens) {
        if (contextTokens == w.contextTokens()) {
            return w;
        }
        return new Workload(w.kind(), w.architecture(), w.precision(), w.method(), w.trainingTokensB(),
                w.sequenceLength(), w.microBatch(), w.activationCheckpointing(), w.targetDays(), contextTokens,
                w.concurrentUsers(), w.tokensPerSecondPerUser(), w.vision(), w.workingSetGb(), w.minimums(),
                w.sparePercent(), w.kvPrecision(), w.doublePrecision());
    }
}
