package com.gpurental.catalog;

/** How far a figure can be trusted, as tagged in docs/gpu-specs.md. */
public enum Confidence {
    /** Vendor document. */
    V,
    /** Agreeing secondary sources. */
    S,
    /** Derived from vendor unit counts. */
    D,
    /** Widely quoted, not confirmed. */
    U
}
