package com.gpurental.compare;

import com.gpurental.catalog.LocalizedText;
import com.gpurental.pricing.BreakEven;
import java.math.BigDecimal;
import java.util.List;

/**
 * Monthly cost against hours used per month for one GPU configuration: renting by the hour grows
 * with the hours, renting by the month is flat. They cross at {@code breakEvenHours}.
 *
 * @param hourly  points (hours, ¥) for containers by the hour, 0–720 h
 * @param monthly points (hours, ¥) for bare-metal by the month, 0–720 h
 * @param source  the engine's break-even these points are drawn from (its offers and figure)
 * @param recommendation the recommendation's break-even (the default), not a GPU the user picked
 */
public record BreakEvenData(String gpuId, LocalizedText label, int cards, List<double[]> hourly,
        List<double[]> monthly,
                            BigDecimal breakEvenHours, double plannedHours, int colour,
                            BreakEven source, boolean recommendation) {
    public BreakEvenData {
        hourly = List.copyOf(hourly);
        monthly = List.copyOf(monthly);
    }

    /** The break-even lies beyond a month's hours: by the hour is cheaper at any use (the engine's {@link
     * com.gpurental.pricing.BreakEven#hourlyCheaperAtAnyUse}). */
    public boolean hourlyCheaperAtAnyUse() {
        return source != null && source.hourlyCheaperAtAnyUse();
    }

    /** Where the hour axis ends: one month's hours of use, as the engine's series runs ({@link
     * com.gpurental.pricing.BreakEven#AXIS_HOURS}). */
    public int axisHours() {
        return BreakEven.AXIS_HOURS;
    }
}
