package com.gpurental.pricing;

import static com.gpurental.sizing.Assumptions.HOURS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.MONTHS_PER_QUARTER;

import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Assumptions;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Renting by the hour against renting bare-metal by the month, for one GPU configuration: the hours of use per month
 * above which the monthly offer is cheaper, and the two cost lines over 0–720 h every 24 h (the chart's series). The
 * text, the chart, the JSON and the PDF all print this one figure.
 *
 * @param hoursPerMonth the monthly cost of the cards (whole servers where a share is not stated as rented) ÷ their
 *                      hourly price, to 0.1 h (a quarter counts as three months)
 * @param series        (hours, cost by the hour, cost by the month) from 0 to 720 h
 */
public record BreakEven(Offer bareMetal, Offer hourly, int cards, BigDecimal hoursPerMonth, List<Point> series) {

    /** Hours per month on the chart's axis step. */
    public static final int STEP_HOURS = Assumptions.HOURS_PER_DAY;
    /** The chart's hour axis runs from 0 to one month's hours of use: 720 h ({@link com.gpurental.sizing.Assumptions}). */
    public static final int AXIS_HOURS = HOURS_PER_MONTH;

    /** One point of both lines: what a month costs at {@code hours} of use by the hour, and by the month. */
    public record Point(int hours, BigDecimal hourlyCostCny, BigDecimal monthlyCostCny) {
    }

    public BreakEven {
        series = List.copyOf(series);
    }

    static BreakEven of(Offer bareMetal, Offer hourly, int cards) {
        if (!bareMetal.mode().bareMetal() || hourly.mode() != RentalMode.HOURLY) {
            throw new IllegalArgumentException("break-even needs a bare-metal and an hourly offer");
        }
        BigDecimal n = BigDecimal.valueOf(cards);
        BigDecimal perHour = hourly.pricePerCardCny().yuan().multiply(n);
        // the bare-metal line bills what the offer bills: whole servers unless it states that a share is rented
        BigDecimal perMonth = monthlyPerCard(bareMetal).yuan().multiply(BigDecimal.valueOf(
                CostCalculator.billedCards(bareMetal, cards)));
        List<Point> points = new ArrayList<>();
        for (int h = 0; h <= AXIS_HOURS; h += STEP_HOURS) {
            points.add(new Point(h, Money.fen(perHour.multiply(BigDecimal.valueOf(h))), Money.fen(perMonth)));
        }
        BigDecimal hours = perMonth.divide(perHour, 1, RoundingMode.HALF_UP);
        return new BreakEven(bareMetal, hourly, cards, hours, points);
    }

    /** Cost of one card for one month on a bare-metal offer (a quarterly price counts as three months). */
    static CnyRate monthlyPerCard(Offer bareMetal) {
        CnyRate perMonth = bareMetal.pricePerCardCny();
        return bareMetal.mode() == RentalMode.QUARTERLY ? perMonth.per(MONTHS_PER_QUARTER) : perMonth;
    }

    /**
     * The break-even lies beyond the hours a month has (720 h): the monthly line is never reached, so renting by the
     * hour is cheaper at any use. Every renderer says so instead of a break-even that no month can reach (one RTX 4090
     * card billing a whole 8-card server: ¥7,920 ÷ ¥1.96 = 4,040.8 h).
     */
    public boolean hourlyCheaperAtAnyUse() {
        return hoursPerMonth.compareTo(BigDecimal.valueOf(HOURS_PER_MONTH)) > 0;
    }

    /** The flat monthly cost of the bare-metal line for these cards. */
    public BigDecimal monthlyCostCny() {
        return series.get(0).monthlyCostCny();
    }
}
