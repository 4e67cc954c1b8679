package com.gpurental.compare;

/**
 * A configuration in the cost-against-speed chart. {@code dominated}: another option is at least
 * as cheap and at least as fast, and better in one of the two.
 */
public record ScatterPoint(String gpuId, String label, double monthlyCostCny, double speed, boolean dominated,
                           int colour) {
}
