package com.gpurental.compare;

import java.util.List;

/**
 * Cost per month (x) against speed (y). For inference speed is tokens/s per user (higher is
 * better); for training it is days to finish (lower is better).
 */
public record ScatterData(String titleKey, String xAxisKey, String yAxisKey, boolean higherIsBetter,
                          List<ScatterPoint> points) {
    public ScatterData {
        points = List.copyOf(points);
    }
}
