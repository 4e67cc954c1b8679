package com.gpurental.compare;

/**
 * One GPU's figure in a bar chart. {@code value} null means unknown (shown as "unknown", never
 * as zero); {@code rejected} marks a GPU pinned although the engine rejected it.
 */
public record Bar(String gpuId, String label, Double value, boolean rejected, int colour) {
}
