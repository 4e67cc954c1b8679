package com.gpurental.compare;

import com.gpurental.text.Message;
import java.util.List;

/**
 * Cost per month (x) against the plan's speed metric (y): tokens/s per user (higher is better), training days or
 * ms per image (lower is better). {@code missing} says, per compared GPU without a point, why it has none (not
 * recommended, no price, speed unknown), so a chart with few or no points says why in words.
 */
public record ScatterData(String titleKey, String xAxisKey, String yAxisKey, boolean higherIsBetter,
                          List<ScatterPoint> points, List<Message> missing) {
    public ScatterData {
        points = List.copyOf(points);
        missing = List.copyOf(missing);
    }
}
