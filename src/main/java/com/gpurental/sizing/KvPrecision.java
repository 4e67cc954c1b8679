package com.gpurental.sizing;

import java.util.Locale;

/**
 * Number format of the KV cache (plan field {@code inference.kvCachePrecision}). FP16 is the default of vLLM, TGI and
 * llama.cpp; FP8 (vLLM {@code --kv-cache-dtype fp8}) and INT8 (LMDeploy {@code quant_policy=8}) halve it.
 */
public enum KvPrecision {
    FP16(2.0), FP8(1.0), INT8(1.0);

    private final double bytesPerValue;

    KvPrecision(double bytes) {
        this.bytesPerValue = bytes;
    }

    public double bytesPerValue() {
        return bytesPerValue;
    }

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static KvPrecision fromJson(String s) {
        for (KvPrecision p : values()) {
            if (p.json().equals(s)) {
                return p;
            }
        }
        return null;
    }
}
