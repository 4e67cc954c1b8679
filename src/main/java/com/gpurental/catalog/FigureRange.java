package com.gpurental.catalog;

/**
 * A specification figure whose public sources disagree, kept as the published spread instead of "unknown"
 * (catalog form: {@code "bandwidthGbPerS": {"low": 400, "high": 1600, "confidence": "U", "source": "…"}}).
 * {@code central} is the midpoint unless the catalog names one.
 */
public record FigureRange(double low, double central, double high, Confidence confidence, String source) {

    public FigureRange {
        if (!(low > 0 && low <= central && central <= high)) {
            throw new IllegalArgumentException("need 0 < low <= central <= high");
        }
    }
}
