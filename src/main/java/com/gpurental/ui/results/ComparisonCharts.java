package com.gpurental.ui.results;

import com.gpurental.compare.ChartDescriber;
import com.gpurental.compare.ChartDescription.Scatter;
import com.gpurental.compare.Comparison;
import com.gpurental.text.Messages;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.Chart;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.ScatterChart;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * The six comparison charts in a two-column grid. They are built on the first comparison and from
 * then on only given new figures, so a redraw costs a frame or two (the results page and the
 * redraw benchmark both use this).
 */
public final class ComparisonCharts {

    private final GridPane grid;
    private BarChart<String, Number> bandwidth;
    private BarChart<String, Number> fp16;
    private BarChart<String, Number> cost;
    private BarChart<String, Number> termCost;
    private ScatterChart<Number, Number> scatter;
    private LineChart<Number, Number> breakEven;
    private final javafx.scene.control.Label scatterWhy = new javafx.scene.control.Label();
    private final javafx.scene.control.Label scatterDirection = new javafx.scene.control.Label();
    private final javafx.scene.layout.FlowPane scatterLegend = new javafx.scene.layout.FlowPane(12, 4);

    public ComparisonCharts(GridPane grid) {
        this.grid = grid;
    }

    public void show(Comparison c, Messages m) {
        Scatter costVsSpeed = ChartDescriber.scatter(c.costVsSpeed(), m);
        if (bandwidth == null) {
            bandwidth = add(Charts.bar(ChartDescriber.bars(c.bandwidth(), m)), "chart-bandwidth", 0, 0);
            fp16 = add(Charts.bar(ChartDescriber.bars(c.fp16Dense(), m)), "chart-fp16", 1, 0);
            cost = add(Charts.bar(ChartDescriber.bars(c.monthlyCost(), m)), "chart-cost", 0, 1);
            termCost = add(Charts.bar(ChartDescriber.bars(c.termCost(), m)), "chart-term-cost", 1, 1);
            scatter = add(Charts.scatter(costVsSpeed), "chart-scatter", 0, 2);
            // A chart with few or no points says why in words (an empty grid said nothing).
            scatterWhy.setId("chart-scatter-why");
            scatterWhy.setWrapText(true);
            scatterWhy.getStyleClass().add("hint");
            ((VBox) scatter.getParent()).getChildren().add(scatterWhy);
            // The speed axis' direction in words under the chart (the rotated axis label has room for the unit only).
            scatterDirection.setId("chart-scatter-direction");
            scatterDirection.setWrapText(true);
            scatterDirection.getStyleClass().add("hint");
            ((VBox) scatter.getParent()).getChildren().add(1, scatterDirection);
            scatterLegend.setId("chart-scatter-legend");
            ((VBox) scatter.getParent()).getChildren().add(1, scatterLegend);
        } else {
            Charts.update(bandwidth, ChartDescriber.bars(c.bandwidth(), m));
            Charts.update(fp16, ChartDescriber.bars(c.fp16Dense(), m));
            Charts.update(cost, ChartDescriber.bars(c.monthlyCost(), m));
            Charts.update(termCost, ChartDescriber.bars(c.termCost(), m));
            Charts.update(scatter, costVsSpeed);
        }
        scatterDirection.setText(costVsSpeed.direction());
        Charts.scatterLegend(scatterLegend, costVsSpeed);
        String why = costVsSpeed.missingNote();
        scatterWhy.setText(why);
        scatterWhy.setVisible(!why.isEmpty());
        scatterWhy.setManaged(!why.isEmpty());
        if (c.breakEven() != null && breakEven == null) {
            breakEven = add(Charts.breakEven(ChartDescriber.breakEven(c.breakEven(), m)), "chart-break-even", 1, 2);
        } else if (c.breakEven() != null) {
            Charts.update(breakEven, ChartDescriber.breakEven(c.breakEven(), m));
        }
        if (breakEven != null) {
            breakEven.getParent().setVisible(c.breakEven() != null);
        }
    }

    private <C extends Chart> C add(C chart, String id, int col, int row) {
        chart.setId(id);
        chart.getStyleClass().add("comparison-chart"); // its height in em (app.css), so it grows with the text size
        VBox card = new VBox(chart);
        card.getStyleClass().add("chart-card");
        grid.add(card, col, row);
        return chart;
    }
}
