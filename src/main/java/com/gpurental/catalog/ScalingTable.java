package com.gpurental.catalog;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Data-parallel scaling efficiency by card count for one interconnect, kept as data
 * (docs/domain.md §3). Between listed counts the lower count's value applies; beyond the largest
 * the last value applies.
 */
public record ScalingTable(InterconnectType interconnect, NavigableMap<Integer, Double> efficiency, String source) {

    public ScalingTable {
        efficiency = new TreeMap<>(efficiency);
    }

    public static ScalingTable of(InterconnectType type, Map<Integer, Double> values, String source) {
        return new ScalingTable(type, new TreeMap<>(values), source);
    }

    public double at(int cards) {
        Map.Entry<Integer, Double> e = efficiency.floorEntry(Math.max(1, cards));
        return e == null ? 1.0 : e.getValue();
    }
}
