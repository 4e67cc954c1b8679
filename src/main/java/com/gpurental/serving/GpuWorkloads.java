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
        return w.withContextTokens(contextTokens);
    }
}
