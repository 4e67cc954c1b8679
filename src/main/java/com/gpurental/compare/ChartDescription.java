package com.gpurental.compare;

import java.util.List;

/**
 * A comparison chart in words and numbers, ready to paint: title, axes with their round ticks written as the chart
 * shows them ("¥20,000", "1,008"), and every bar, point and line with its text, tooltip and colour. The app's
 * JavaFX charts and the PDF's vector charts both draw these records ({@link ChartDescriber} makes them), so the two
 * show the same scale, the same words and the same figures; a painter decides only the layout.
 */
public final class ChartDescription {

    private ChartDescription() {
    }

    /** A tick on an axis: its value and its label ("¥20,000", "240"). */
    public record Tick(double value, String text) {
    }

    /**
     * An axis from 0 to its last tick, the ticks evenly spaced. No ticks: no scale to draw (every figure unknown).
     */
    public record Axis(String label, List<Tick> ticks) {
        public Axis {
            ticks = List.copyOf(ticks);
        }

        /** Where the axis ends: its last tick (1 without ticks, so a painter never divides by zero). */
        public double max() {
            return ticks.isEmpty() ? 1 : ticks.get(ticks.size() - 1).value();
        }

        /** The distance between two ticks (the axis' whole length with fewer than two). */
        public double step() {
            return ticks.size() < 2 ? max() : ticks.get(1).value() - ticks.get(0).value();
        }

        /** The label of the tick at {@code value}, "" between ticks. */
        public String textAt(double value) {
            double tolerance = step() * 1e-6;
            for (Tick t : ticks) {
                if (Math.abs(t.value() - value) <= tolerance) {
                    return t.text();
                }
            }
            return "";
        }
    }

    /**
     * One bar. {@code value} null: no single figure, and {@code valueText} says so ("unknown", "400–1,600 (sources
     * disagree)") where the bar would be. {@code name} is the full GPU name (rejected ones marked), {@code category}
     * the short one a narrow axis has room for.
     */
    public record BarItem(String gpuId, String name, String category, Double value, String valueText, String tip,
                          int colour, boolean rejected) {
    }

    /** A bar chart: one bar per compared GPU along the value axis. */
    public record Bars(String title, Axis valueAxis, List<BarItem> bars, String spoken) {
        public Bars {
            bars = List.copyOf(bars);
        }

        /** Whether any bar has a figure (without one the chart draws no scale). */
        public boolean anyKnown() {
            return bars.stream().anyMatch(b -> b.value() != null);
        }
    }

    /** A configuration in the cost-against-speed chart; {@code legend} says whether it is dominated. */
    public record Point(String gpuId, String name, String shortName, double cost, double speed, boolean dominated,
                        int colour, String tip, String legend) {
    }

    /**
     * Cost (x) against the plan's speed metric (y). {@code yCaption} is the speed unit with its direction ("tokens/s
     * per user · higher is better"), {@code direction} the same as a sentence; {@code missingNote} says which compared
     * GPUs have no point and why ("" when all have one), {@code dominatedNote} explains hollow points (null when none
     * is dominated).
     */
    public record Scatter(String title, Axis x, Axis y, String yCaption, String direction, List<Point> points,
                          String missingNote, String dominatedNote, String spoken) {
        public Scatter {
            points = List.copyOf(points);
        }
    }

    /** A line of the break-even chart: its points (hours, ¥ per month) and what its tooltip says. */
    public record Line(String name, List<double[]> points, String tip) {
        public Line {
            points = List.copyOf(points);
        }
    }

    /**
     * Monthly cost against hours used, by the hour ({@code hourly}, in the GPU's colour) and by the month
     * ({@code monthly}). {@code plannedHours}/{@code plannedText}: the plan's hours, when on the axis (else null);
     * {@code crossing}: where the lines meet (hours, ¥), when on the axis (else null); {@code conclusion} the
     * break-even in a sentence (null without one).
     */
    public record BreakEven(String title, Axis x, Axis y, Line hourly, Line monthly, int colour, Double plannedHours,
                            String plannedText, double[] crossing, String conclusion, String spoken) {
    }
}
