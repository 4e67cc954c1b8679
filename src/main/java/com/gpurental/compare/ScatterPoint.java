package com.gpurental.compare;

import com.gpurental.catalog.LocalizedText;

/**
 * A configuration in the cost-against-speed chart. {@code dominated}: another option is at least
 * as cheap and at least as fast, and better in one of the two.
 */
public record ScatterPoint(String gpuId, LocalizedText label, double monthlyCostCny, double speed,
                           boolean dominated, int colour) {

    /** A point named the same in both languages. */
    public ScatterPoint(String gpuId, String label, double monthlyCostCny, double speed, boolean dominated, int colour) {
        this(gpuId, LocalizedText.same(label), monthlyCostCny, speed, dominated, colour);
    }
}
