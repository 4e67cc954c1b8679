package com.gpurental.ui.results;

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
        java.util.List<String> spoken = new java.util.ArrayList<>();
        for (Bar b : data.bars()) {
            String category = shortName(b.label());
            if (b.rejected()) {
                category = m.format("chart.rejected", category);
            }
            if (b.value() == null) {
                categories.add(category + "\n" + b.missingText(m, data.decimals()));
                spoken.add(category + " " + b.missingText(m, data.decimals()));
                continue;
            }
            categories.add(category);
            XYChart.Data<String, Number> point = new XYChart.Data<>(category, b.value());
            String tip = barTip(b, data, m);
            spoken.add(tip);
            decorate(point::nodeProperty, b.colour(), tip, false);
            points.add(point);
        }
        XYChart.Series<String, Number> series = chart.getData().get(0);
        series.getData().clear();
        ((CategoryAxis) chart.getXAxis()).getCategories().setAll(categories);
        series.getData().setAll(points);
        speak(chart, m.get(data.titleKey()), spoken, m);
    }

    /**
     * What a screen reader says for a chart: its title and every bar, point or line as its tooltip says it
     * ("Monthly cost: H20 96GB: ¥8,928 per month; …"), in the user's language.
     */
    static void speak(javafx.scene.chart.Chart chart, String title, java.util.List<String> parts, Messages m) {
        chart.setAccessibleRole(javafx.scene.AccessibleRole.IMAGE_VIEW);
        chart.setAccessibleText(accessibleSummary(title, parts, m));
    }

    public static String accessibleSummary(String title, java.util.List<String> parts, Messages m) {
        return m.format("chart.accessible", title, String.join(m.get("chart.accessibleSeparator"), parts));
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
        java.util.List<String> spoken = new java.util.ArrayList<>();
        for (ScatterPoint p : data.points()) {
            XYChart.Data<Number, Number> point = new XYChart.Data<>(p.monthlyCostCny(), p.speed());
            // Each point says which card it is beside it (a screenshot or a print has no tooltip, and colours alike).
            point.setNode(new NamedPoint(shortName(p.label()), () -> chart.getXAxis().getWidth()));
            String speed = m.number(p.speed(), 1) + " " + m.get(data.yAxisKey());
            String tip = m.format("chart.point", p.label(), moneyPerMonth(p.monthlyCostCny(), m), speed)
                    + "\n" + m.format(p.dominated() ? "chart.dominated" : "chart.notDominated", p.label());
            decorate(point::nodeProperty, p.colour(), tip, p.dominated());
            points.add(point);
            spoken.add(m.format("chart.point", p.label(), moneyPerMonth(p.monthlyCostCny(), m), speed));
        }
        chart.getData().get(0).getData().setAll(points);
        speak(chart, m.get(data.titleKey()), spoken, m);
    }

    /** The speed axis' direction in words: "Speed axis: ms per image, lower is better" (the axis label holds the unit). */
    public static String speedAxis(ScatterData data, Messages m) {
        return m.format("chart.speedDirection", m.format("chart.axisWithDirection", m.get(data.yAxisKey()),
                m.get(data.higherIsBetter() ? "chart.higherBetter" : "chart.lowerBetter")));
    }

    /** In words, why compared GPUs have no point: "" when all have one. */
    public static String scatterMissing(ScatterData data, Messages m) {
        if (data.missing().isEmpty()) {
            return "";
        }
        String why = String.join(m.get("chart.reasonSeparator"), data.missing().stream().map(m::format).toList());
        return m.format(data.points().isEmpty() ? "chart.scatterEmpty" : "chart.scatterMissing", why);
    }

    /**
     * The scatter's legend, as the PDF's chart has one: each point's GPU in its colour, hollow where it is dominated
     * (the plot itself has room for the points only).
     */
    public static void scatterLegend(javafx.scene.layout.FlowPane legend, ScatterData data, Messages m) {
        legend.getChildren().clear();
        for (ScatterPoint p : data.points()) {
            javafx.scene.layout.Region symbol = new javafx.scene.layout.Region();
            symbol.getStyleClass().addAll("chart-symbol", "legend-symbol");
            symbol.pseudoClassStateChanged(PseudoClass.getPseudoClass("gpu-" + Math.floorMod(p.colour(), Palette.size())), true);
            symbol.pseudoClassStateChanged(DOMINATED, p.dominated());
            javafx.scene.control.Label item = new javafx.scene.control.Label(shortName(p.label()), symbol);
            item.getStyleClass().add("legend-item");
            item.setAccessibleText(m.format(p.dominated() ? "chart.dominated" : "chart.notDominated", p.label()));
            legend.getChildren().add(item);
        }
    }

    public static LineChart<Number, Number> breakEven(BreakEvenData data, Messages m) {
        // The axis runs half a step past 720 h so that the full month's label has room at the end (at the very end
        // JavaFX dropped it); only the 120 h steps up to the month are labelled, so the extra end shows no "780". The
        // extra is half a step, not less: JavaFX hides the label before the axis end's (empty) one when the two
        // overlap, and at 150 % text a 40 h margin hid the "720".
        NumberAxis x = new NumberAxis(0, HOURS_AXIS_END, 120);
        x.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number n) {
                return n.intValue() % 120 == 0 && n.intValue() <= data.axisHours() ? String.valueOf(n.intValue()) : "";
            }

            @Override
            public Number fromString(String s) {
                return Integer.valueOf(s);
            }
        });
        NumberAxis y = new NumberAxis();
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.getStyleClass().add("break-even-chart"); // two lines told apart by colour and dash (app.css)
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.getData().add(new XYChart.Series<>());
        chart.getData().add(new XYChart.Series<>());
        update(chart, data, m);
        return chart;
    }

    /** Where the break-even chart's hour axis ends: past the 720 h of a month, so that tick keeps its label. */
    static final int HOURS_AXIS_END = com.gpurental.pricing.BreakEven.AXIS_HOURS + 60;

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
        String[] tips = breakEvenTips(data, m);
        lineTip(hourly, tips[0]);
        lineTip(monthly, tips[1]);
        speak(chart, chart.getTitle(), java.util.List.of(tips), m);
    }

    /**
     * The two lines' tooltips, money written as every chart writes it: "container by the hour: ¥1,411.20/month at
     * 720 h" and "bare-metal by the month: ¥990/month at any hours".
     */
    public static String[] breakEvenTips(BreakEvenData data, Messages m) {
        double[] full = data.hourly().get(data.hourly().size() - 1);
        String hourly = m.format("chart.tip.hourlyLine", data.label(), m.get("chart.series.hourly"),
                moneyPerMonth(full[1], m), (int) full[0]);
        String monthly = m.format("chart.tip.monthlyLine", data.label(), m.get("chart.series.monthly"),
                moneyPerMonth(data.monthly().get(0)[1], m));
        return new String[] {hourly, monthly};
    }

    /** "¥8,928/month" · "¥8,928/月": the one way a chart writes a monthly amount (bars, points, lines). */
    public static String moneyPerMonth(double cny, Messages m) {
        return m.format("chart.moneyPerMonth", m.money(java.math.BigDecimal.valueOf(cny)));
    }

    private static void lineTip(XYChart.Series<Number, Number> series, String tip) {
        Consumer<Node> apply = node -> {
            Tooltip t = new Tooltip(tip);
            t.setShowDelay(Duration.millis(100));
            Tooltip.install(node, t);
            node.setAccessibleText(tip);
        };
        if (series.getNode() != null) {
            apply.accept(series.getNode());
        } else {
            series.nodeProperty().addListener((o, was, now) -> {
                if (now != null) {
                    apply.accept(now);
                }
            });
        }
    }

    /**
     * A bar's tooltip: money the one way the app writes it ("H20 96GB: ¥8,928 per month", as the scatter's
     * points and the tables say it; it read "8,928 ¥ per month"), other figures with their axis unit.
     */
    public static String barTip(Bar b, BarChartData data, Messages m) {
        if ("chart.axis.cost".equals(data.axisKey())) {
            return m.format("chart.tip.cost", b.label(), moneyPerMonth(b.value(), m));
        }
        if ("chart.axis.termCost".equals(data.axisKey())) {
            return m.format("chart.tip.termCost", b.label(), m.money(java.math.BigDecimal.valueOf(b.value())));
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
