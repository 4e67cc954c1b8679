package com.gpurental.sizing;

import java.util.Locale;

/** Full-parameter fine-tuning, LoRA adapters, or LoRA over a 4-bit base (QLoRA). */
public enum TrainingMethod {
    FULL, LORA, QLORA;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static TrainingMethod fromJson(String s) {
        for (TrainingMethod m : values()) {
            if (m.json().equals(s)) {
                return m;
            }
        }
        return null;
    }
}
