package com.gpurental.catalog;

import java.util.Locale;

/** The vendor software stack. Stacks never mix in one cluster. */
public enum SoftwareStack {
    CUDA, ROCM, CANN, DTK;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }
}
