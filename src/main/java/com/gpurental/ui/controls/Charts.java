package com.gpurental.ui.controls;

import com.gpurental.compare.Bar;
import com.gpurental.compare.BarChartData;
import com.gpurental.compare.BreakEvenData;
import com.gpurental.compare.ScatterData;
import com.gpurental.compare.ScatterPoint;
import com.gpurental.text.Messages;
import java.util.function.Consumer;
import com.gpurental.compare.Palette;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.ScatterChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * Draws the engine's chart records as JavaFX charts: units on the axes, exact values on hover,
 * one colour per GPU, and "unknown" in place of a figure nobody published (never a zero bar).
 */
public final class Charts {

    private static final PseudoClass DOMINATED = PseudoClass.getPseudoClass("dominated");

    private Charts() {
    }

    public static BarChart<String, Number> bar(BarChartData data, Messages m) {
        CategoryAxis x = new CategoryAxis();
        x.setAutoRanging(false); // keep the categories of unknown figures, which have no bar
        NumberAxis y = new NumberAxis();
        y.setForceZeroInRange(true);
        BarChart<String, Number> chart = new BarChart<>(x, y);
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setCategoryGap(18);
        chart.setBarGap(0);
        chart.getData().add(new XYChart.Series<>());
        update(chart, data, m);
        return chart;
    }

    /** Puts new figures into an existing bar chart (cheaper than a new chart: its nodes stay styled). */
    public static void update(BarChart<String, Number> chart, BarChartData data, Messages m) {
        chart.setTitle(m.get(data.titleKey()));
        chart.getYAxis().setLabel(m.get(data.axisKey()));
        java.util.List<String> categories = new java.util.ArrayList<>();
        java.util.List<XYChart.Data<String, Number>> points = new java.util.ArrayList<>();
        for (Bar b : data.bars()) {
            String category = shortName(b.label());
            if (b.rejected()) {
                category = m.format("chart.rejected", category);
            }
            if (b.value() == null) {
                categories.add(category + "\n" + m.get("chart.unknown"));
                continue;
            }
            categories.add(category);
            XYChart.Data<String, Number> point = new XYChart.Data<>(category, b.value());
            String tip = barTip(b, data, m);
            decorate(point::nodeProperty, b.colour(), tip, false);
            points.add(point);
        }
        XYChart.Series<String, Number> series = chart.getData().get(0);
        series.getData().clear();
        ((CategoryAxis) chart.getXAxis()).getCategories().setAll(categories);
        series.getData().setAll(points);
    }

    public static ScatterChart<Number, Number> scatter(ScatterData data, Messages m) {
        NumberAxis x = new NumberAxis();
        x.setForceZeroInRange(false);
        NumberAxis y = new NumberAxis();
        y.setForceZeroInRange(true);
        ScatterChart<Number, Number> chart = new ScatterChart<>(x, y);
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.getData().add(new XYChart.Series<>());
        update(chart, data, m);
        return chart;
    }

    public static void update(ScatterChart<Number, Number> chart, ScatterData data, Messages m) {
        chart.setTitle(m.get(data.titleKey()));
        chart.getXAxis().setLabel(m.get(data.xAxisKey()));
        chart.getYAxis().setLabel(m.get(data.yAxisKey()));
        java.util.List<XYChart.Data<Number, Number>> points = new java.util.ArrayList<>();
        for (ScatterPoint p : data.points()) {
            XYChart.Data<Number, Number> point = new XYChart.Data<>(p.monthlyCostCny(), p.speed());
            String speed = m.number(p.speed(), 1) + " " + m.get(data.yAxisKey());
            String tip = m.format("chart.point", p.label(), m.money(java.math.BigDecimal.valueOf(p.monthlyCostCny())), speed)
                    + "\n" + m.format(p.dominated() ? "chart.dominated" : "chart.notDominated", p.label());
            decorate(point::nodeProperty, p.colour(), tip, p.dominated());
            points.add(point);
        }
        chart.getData().get(0).getData().setAll(points);
    }

    public static LineChart<Number, Number> breakEven(BreakEvenData data, Messages m) {
        // Up to 760 so that the 720 h (a full month) tick keeps its label: at the very end it was dropped.
        NumberAxis x = new NumberAxis(0, 760, 120);
        NumberAxis y = new NumberAxis();
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.getData().add(new XYChart.Series<>());
        chart.getData().add(new XYChart.Series<>());
        update(chart, data, m);
        return chart;
    }

    public static void update(LineChart<Number, Number> chart, BreakEvenData data, Messages m) {
        chart.setTitle(m.get("chart.breakEven") + " · " + data.label());
        chart.getXAxis().setLabel(m.get("chart.axis.hours"));
        chart.getYAxis().setLabel(m.get("chart.axis.cost"));
        XYChart.Series<Number, Number> hourly = chart.getData().get(0);
        hourly.setName(m.get("chart.series.hourly"));
        hourly.getData().setAll(data.hourly().stream().map(p -> new XYChart.Data<Number, Number>(p[0], p[1])).toList());
        XYChart.Series<Number, Number> monthly = chart.getData().get(1);
        monthly.setName(m.get("chart.series.monthly"));
        monthly.getData().setAll(data.monthly().stream().map(p -> new XYChart.Data<Number, Number>(p[0], p[1])).toList());
    }

    /**
     * A bar's tooltip: money the one way the app writes it ("H20 96GB: ¥8,928 per month", as the scatter's
     * points and the tables say it; it read "8,928 ¥ per month"), other figures with their axis unit.
     */
    public static String barTip(Bar b, BarChartData data, Messages m) {
        if ("chart.axis.cost".equals(data.axisKey())) {
            return m.format("chart.tip.cost", b.label(), m.money(java.math.BigDecimal.valueOf(b.value())));
        }
        return b.label() + ": " + m.number(b.value(), data.decimals()) + " " + m.get(data.axisKey());
    }

    /** Short category label: drops the vendor prefix ("NVIDIA H20 96GB" → "H20 96GB"). */
    static String shortName(String label) {
        return label.replace("NVIDIA GeForce ", "").replace("NVIDIA ", "").replace("AMD Instinct ", "")
                .replace("Huawei ", "").replace("Hygon ", "");
    }

    private static void decorate(java.util.function.Supplier<javafx.beans.property.ObjectProperty<Node>> nodeProperty,
                                 int colour, String tip, boolean dominated) {
        // Charts reset a data node's style classes when they lay it out; pseudo-classes survive that.
        Consumer<Node> apply = node -> {
            node.pseudoClassStateChanged(PseudoClass.getPseudoClass("gpu-" + Math.floorMod(colour, Palette.size())), true);
            node.pseudoClassStateChanged(DOMINATED, dominated);
            Tooltip t = new Tooltip(tip);
            t.setShowDelay(Duration.millis(100));
            Tooltip.install(node, t);
            if (!node.accessibleTextProperty().isBound()) {
                node.setAccessibleText(tip);
            }
        };
        var prop = nodeProperty.get();
        if (prop.get() != null) {
            apply.accept(prop.get());
        } else {
            prop.addListener((o, was, now) -> {
                if (now != null) {
                    apply.accept(now);
                }
            });
        }
    }
}
