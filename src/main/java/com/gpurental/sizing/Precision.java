package com.gpurental.sizing;

import java.util.Locale;

/** Number format of the weights. Bytes per parameter from docs/domain.md §3. */
public enum Precision {
    FP32(4.0), BF16(2.0), FP16(2.0), FP8(1.0), INT8(1.0), INT4(0.5);

    private final double bytesPerParameter;

    Precision(double bytes) {
        this.bytesPerParameter = bytes;
    }

    public double bytesPerParameter() {
        return bytesPerParameter;
    }

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Valid for full or LoRA training (mixed precision or FP32). */
    public boolean trainable() {
        return this == FP32 || this == BF16 || this == FP16;
    }

    /** The next smaller format for inference, or null: FP32→FP16→INT8→INT4 (BF16 and FP8 likewise). */
    public Precision lower() {
        return switch (this) {
            case FP32 -> FP16;
            case BF16, FP16, FP8 -> INT8;
            case INT8 -> INT4;
            case INT4 -> null;
        };
    }

    public static Precision fromJson(String s) {
        for (Precision p : values()) {
            if (p.json().equals(s)) {
                return p;
            }
        }
        return null;
    }
}
