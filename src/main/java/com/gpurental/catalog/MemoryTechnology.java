package com.gpurental.catalog;

import java.util.Locale;

/**
 * The family of a GPU's memory, read from its catalog {@code memoryType}: decode reaches a different share of the
 * published bandwidth on GDDR cards than on HBM cards (see {@code sizing.Assumptions}).
 */
public enum MemoryTechnology {
    /** GDDR6, GDDR6X, GDDR7 (consumer and PCIe data-center cards). */
    GDDR,
    /** HBM2, HBM2e, HBM3, HBM3e (data-center accelerators). */
    HBM,
    /** Anything else (LPDDR, unknown): no published decode measurement. */
    OTHER;

    public static MemoryTechnology of(String memoryType) {
        if (memoryType == null) {
            return OTHER;
        }
        String t = memoryType.trim().toUpperCase(Locale.ROOT);
        if (t.startsWith("GDDR")) {
            return GDDR;
        }
        if (t.startsWith("HBM")) {
            return HBM;
        }
        return OTHER;
    }

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
