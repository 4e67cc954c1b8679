package com.gpurental.ui.results;

import com.gpurental.compare.ChartDescription.Axis;
import com.gpurental.compare.ChartDescription.BarItem;
import com.gpurental.compare.ChartDescription.Bars;
import com.gpurental.compare.ChartDescription.BreakEven;
import com.gpurental.compare.ChartDescription.Point;
import com.gpurental.compare.ChartDescription.Scatter;
import com.gpurental.compare.Palette;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
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
 * Paints the {@link ChartDescription}s as JavaFX charts: the description's scale and words on the axes, exact values
 * on hover, one colour per GPU, and "unknown" in place of a figure nobody published (never a zero bar). The PDF
 * paints the same descriptions, so both show the same ticks and figures.
 */
public final class Charts {

    private static final PseudoClass DOMINATED = PseudoClass.getPseudoClass("dominated");

    private Charts() {
    }

    public static BarChart<String, Number> bar(Bars data) {
        CategoryAxis x = new CategoryAxis();
        x.setAutoRanging(false); // keep the categories of unknown figures, which have no bar
        BarChart<String, Number> chart = new BarChart<>(x, fixedAxis());
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setCategoryGap(18);
        chart.setBarGap(0);
        chart.getData().add(new XYChart.Series<>());
        update(chart, data);
        // A narrower chart may need the names on two lines (and a wider one no longer).
        x.widthProperty().addListener((o, was, now) -> {
            if (chart.getProperties().get(BARS) instanceof Bars shown && twoLines(x, shown) != twoLines(chart)) {
                update(chart, shown);
            }
        });
        return chart;
    }

    private static final String BARS = "gpu-rental.bars";
    private static final String TWO_LINES = "gpu-rental.twoLines";

    /** Puts new figures into an existing bar chart (cheaper than a new chart: its nodes stay styled). */
    public static void update(BarChart<String, Number> chart, Bars data) {
        chart.setTitle(data.title());
        scale((NumberAxis) chart.getYAxis(), data.valueAxis());
        CategoryAxis x = (CategoryAxis) chart.getXAxis();
        boolean twoLines = twoLines(x, data);
        chart.getProperties().put(BARS, data);
        chart.getProperties().put(TWO_LINES, twoLines);
        List<String> categories = new ArrayList<>();
        List<XYChart.Data<String, Number>> points = new ArrayList<>();
        for (BarItem b : data.bars()) {
            String name = twoLines ? broken(b.category()) : b.category();
            if (b.value() == null) {
                categories.add(name + "\n" + b.valueText());
                continue;
            }
            categories.add(name);
            XYChart.Data<String, Number> point = new XYChart.Data<>(name, b.value());
            decorate(point::nodeProperty, b.colour(), b.tip(), false);
            points.add(point);
        }
        XYChart.Series<String, Number> series = chart.getData().get(0);
        series.getData().clear();
        x.getCategories().setAll(categories);
        series.getData().setAll(points);
        speak(chart, data.spoken());
    }

    private static boolean twoLines(BarChart<String, Number> chart) {
        return Boolean.TRUE.equals(chart.getProperties().get(TWO_LINES));
    }

    /**
     * Whether a name is wider than its bar's share of the axis: JavaFX hides a label that overlaps its neighbour, so
     * at 1024×700 the middle one of "16 × H20 96GB", "32 × H100 SXM 80GB", "48 × A800 80GB SXM" had no name.
     */
    private static boolean twoLines(CategoryAxis x, Bars data) {
        double room = x.getWidth() / Math.max(1, data.bars().size()) - 8;
        if (room <= 0) {
            return false; // not laid out yet: the width listener decides again
        }
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        probe.setFont(x.getTickLabelFont());
        for (BarItem b : data.bars()) {
            probe.setText(b.category());
            if (probe.getLayoutBounds().getWidth() > room) {
                return true;
            }
        }
        return false;
    }

    /** A name on two lines, broken at the space nearest its middle ("32 × H100" over "SXM 80GB"). */
    static String broken(String name) {
        int middle = name.length() / 2;
        int best = -1;
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) == ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) {
                best = i;
            }
        }
        return best < 0 ? name : name.substring(0, best) + "\n" + name.substring(best + 1);
    }

    /** What a screen reader says for a chart: the description's title and every bar, point or line. */
    private static void speak(javafx.scene.chart.Chart chart, String spoken) {
        chart.setAccessibleRole(javafx.scene.AccessibleRole.IMAGE_VIEW);
        chart.setAccessibleText(spoken);
    }

    /** A number axis the description sets (its round ticks and their labels, "¥20,000"), not JavaFX's own range. */
    private static NumberAxis fixedAxis() {
        NumberAxis axis = new NumberAxis();
        axis.setAutoRanging(false);
        axis.setMinorTickVisible(false);
        return axis;
    }

    private static void scale(NumberAxis axis, Axis described) {
        axis.setLabel(described.label());
        axis.setLowerBound(0);
        axis.setUpperBound(described.max());
        axis.setTickUnit(described.step());
        axis.setTickLabelFormatter(new TickText(described, described.max()));
    }

    /** An axis that runs half a step past the description's last tick, which stays its last label. */
    private static void padded(NumberAxis axis, Axis described) {
        axis.setUpperBound(described.max() + described.step() / 2);
    }

    /** Tick labels from the description; none past {@code lastLabelled} (an axis may run on a little past it). */
    private static final class TickText extends javafx.util.StringConverter<Number> {
        private final Axis axis;
        private final double lastLabelled;

        TickText(Axis axis, double lastLabelled) {
            this.axis = axis;
            this.lastLabelled = lastLabelled;
        }

        @Override
        public String toString(Number n) {
            return n.doubleValue() > lastLabelled ? "" : axis.textAt(n.doubleValue());
        }

        @Override
        public Number fromString(String s) {
            throw new UnsupportedOperationException("tick labels are not parsed");
        }
    }

    public static ScatterChart<Number, Number> scatter(Scatter data) {
        ScatterChart<Number, Number> chart = new ScatterChart<>(fixedAxis(), fixedAxis()) {
            @Override
            protected void layoutPlotChildren() {
                super.layoutPlotChildren(); // the points are where they belong; now their names, clear of each other
                List<NamedPoint> named = getData().isEmpty() ? List.of() : getData().get(0).getData().stream()
                        .map(XYChart.Data::getNode).filter(NamedPoint.class::isInstance).map(NamedPoint.class::cast)
                        .toList();
                NamedPoint.placeAll(named, getXAxis().getWidth(), getYAxis().getHeight());
            }
        };
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.getData().add(new XYChart.Series<>());
        update(chart, data);
        return chart;
    }

    public static void update(ScatterChart<Number, Number> chart, Scatter data) {
        chart.setTitle(data.title());
        scale((NumberAxis) chart.getXAxis(), data.x());
        scale((NumberAxis) chart.getYAxis(), data.y());
        // Both axes run half a step past their last round tick, unlabelled: a point at the top (DeepSeek-R1's 19.8 tokens/s
        // on an axis to 20) was drawn half off the plot (issue 33).
        padded((NumberAxis) chart.getXAxis(), data.x());
        padded((NumberAxis) chart.getYAxis(), data.y());
        List<XYChart.Data<Number, Number>> points = new ArrayList<>();
        for (Point p : data.points()) {
            XYChart.Data<Number, Number> point = new XYChart.Data<>(p.cost(), p.speed());
            // Each point says which card it is beside it (a screenshot or a print has no tooltip, and colours alike).
            point.setNode(new NamedPoint(p.shortName(), () -> chart.getXAxis().getWidth(), chart::requestLayout));
            decorate(point::nodeProperty, p.colour(), p.tip(), p.dominated());
            points.add(point);
        }
        chart.getData().get(0).getData().setAll(points);
        speak(chart, data.spoken());
    }

    /**
     * The scatter's legend, as the PDF's chart has one: each point's GPU in its colour, hollow where it is dominated
     * (the plot itself has room for the points only).
     */
    public static void scatterLegend(javafx.scene.layout.FlowPane legend, Scatter data) {
        legend.getChildren().clear();
        for (Point p : data.points()) {
            javafx.scene.layout.Region symbol = new javafx.scene.layout.Region();
            symbol.getStyleClass().addAll("chart-symbol", "legend-symbol");
            symbol.pseudoClassStateChanged(PseudoClass.getPseudoClass("gpu-" + Math.floorMod(p.colour(), Palette.size())), true);
            symbol.pseudoClassStateChanged(DOMINATED, p.dominated());
            javafx.scene.control.Label item = new javafx.scene.control.Label(p.shortName(), symbol);
            item.getStyleClass().add("legend-item");
            item.setAccessibleText(p.legend());
            legend.getChildren().add(item);
        }
    }

    public static LineChart<Number, Number> breakEven(BreakEven data) {
        LineChart<Number, Number> chart = new LineChart<>(fixedAxis(), fixedAxis());
        chart.getStyleClass().add("break-even-chart"); // two lines told apart by colour and dash (app.css)
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.getData().add(new XYChart.Series<>());
        chart.getData().add(new XYChart.Series<>());
        update(chart, data);
        return chart;
    }

    public static void update(LineChart<Number, Number> chart, BreakEven data) {
        chart.setTitle(data.title());
        NumberAxis hours = (NumberAxis) chart.getXAxis();
        scale(hours, data.x());
        // The axis runs half a step past the month's last tick so that its label has room at the end (at the very end
        // JavaFX dropped it); the extra end is not labelled. Half a step, not less: JavaFX hides the label before the
        // axis end's (empty) one when the two overlap, and at 150 % text a 40 h margin hid the "720".
        hours.setUpperBound(data.x().max() + data.x().step() / 2);
        scale((NumberAxis) chart.getYAxis(), data.y());
        XYChart.Series<Number, Number> hourly = chart.getData().get(0);
        hourly.setName(data.hourly().name());
        hourly.getData().setAll(data.hourly().points().stream().map(p -> new XYChart.Data<Number, Number>(p[0], p[1])).toList());
        XYChart.Series<Number, Number> monthly = chart.getData().get(1);
        monthly.setName(data.monthly().name());
        monthly.getData().setAll(data.monthly().points().stream().map(p -> new XYChart.Data<Number, Number>(p[0], p[1]))
                .toList());
        lineTip(hourly, data.hourly().tip());
        lineTip(monthly, data.monthly().tip());
        speak(chart, data.spoken());
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

    private static void decorate(Supplier<javafx.beans.property.ObjectProperty<Node>> nodeProperty,
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
