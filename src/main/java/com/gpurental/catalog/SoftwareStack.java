package com.gpurental.catalog;

/** The vendor software stack. Stacks never mix in one cluster. */
public enum SoftwareStack {
    CUDA, ROCM, CANN, DTK;

    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
