package com.gpurental.compare;

import java.util.List;

/** A bar chart: title and value-axis label as message keys, one bar per compared GPU. */
public record BarChartData(String titleKey, String axisKey, int decimals, List<Bar> bars) {
    public BarChartData {
        bars = List.copyOf(bars);
    }

    public double max() {
        return bars.stream().filter(b -> b.value() != null).mapToDouble(Bar::value).max().orElse(0);
    }
}
