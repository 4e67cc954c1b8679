package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.compare.ChartDescriber;
import com.gpurental.compare.ScatterData;
import com.gpurental.compare.ScatterPoint;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.chart.ScatterChart;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, session 20 audit gap 11, on the office PC's 1024×700 window in Chinese: DeepSeek-R1's only point (¥71,424,
 * 19.8 tokens/s on an axis to 20) was drawn half off the top of the cost-against-speed chart, and in the 70B chat plan the
 * name "4 × A800 80GB SXM" sat beside the 2 × H20's point.
 */
class ScatterPlacesRobotTest extends WizardRobotTest {

    /** The tester's plan /work/plans/ds.json (the deepseek-private preset for 200 staff, ¥50,000 a month, a year). */
    private static final String DEEPSEEK_FOR_200 = "{\"title\":\"DeepSeek-R1 for 200 staff\",\"scenario\":\"inference\","
            + "\"preset\":\"deepseek-private\",\"inference\":{\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}},"
            + "\"budget\":{\"monthlyCny\":50000},\"rental\":{\"durationDays\":365}}";

    @Override
    protected RobotFixture fixture() {
        return new RobotFixture(Messages.ZH, m -> load(m, DEEPSEEK_FOR_200), Step.RESULTS);
    }

    private static void load(WorkloadModel m, String json) {
        try {
            m.load(PlanJson.parse("plan", json.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private ScatterChart<Number, Number> scatterAt1024By700() {
        ScatterChart<Number, Number> scatter = lookup("#chart-scatter").queryAs(ScatterChart.class);
        interact(() -> {
            scatter.getScene().getWindow().setWidth(1024);
            scatter.getScene().getWindow().setHeight(700);
        });
        reveal(scatter);
        interact(scatter::layout);
        return scatter;
    }

    private static Bounds plot(ScatterChart<Number, Number> scatter) {
        Node background = scatter.lookup(".chart-plot-background");
        return background.localToScene(background.getLayoutBounds());
    }

    private static List<Node> points(ScatterChart<Number, Number> scatter) {
        return scatter.getData().get(0).getData().stream().map(d -> d.getNode()).toList();
    }

    @Test
    void everyPointIsDrawnWholeInsideThePlot() {
        ScatterChart<Number, Number> scatter = scatterAt1024By700();
        Bounds plot = plot(scatter);
        List<Node> points = points(scatter);
        assertTrue(!points.isEmpty(), "the recommendation has a point");
        for (Node p : points) {
            Bounds b = p.localToScene(p.getLayoutBounds());
            assertTrue(b.getMinY() >= plot.getMinY() && b.getMaxY() <= plot.getMaxY() && b.getMinX() >= plot.getMinX()
                    && b.getMaxX() <= plot.getMaxX(), "point " + b + " in plot " + plot);
        }
    }

    @Test
    void aPointOnTheLastRoundTickIsDrawnWhole() {
        // The audit's chart (session 20): 16 × H100 SXM 80GB alone, ¥168,960 a month and 19.8 tokens/s per user. The
        // description's axes end at round ticks, ¥200,000 (steps of ¥50,000) and 20 (steps of 5); the chart runs half a
        // step past each, unlabelled: to ¥225,000 and 22.5.
        ScatterChart<Number, Number> scatter = scatterAt1024By700();
        ScatterData audit = new ScatterData("chart.scatter", "chart.axis.cost",
                "chart.axis.tokensPerSecond", true, List.of(new ScatterPoint("h100-sxm",
                "16 × NVIDIA H100 SXM 80GB", 168_960, 19.8, false, 0)), List.of());
        interact(() -> {
            Charts.update(scatter, ChartDescriber.scatter(audit, context.messagesProperty().get()));
            scatter.layout();
        });
        assertEquals(22.5, ((javafx.scene.chart.NumberAxis) scatter.getYAxis()).getUpperBound(), 1e-9);
        assertEquals(225_000, ((javafx.scene.chart.NumberAxis) scatter.getXAxis()).getUpperBound(), 1e-9);
        Bounds plot = plot(scatter);
        Bounds point = points(scatter).get(0).localToScene(points(scatter).get(0).getLayoutBounds());
        assertTrue(point.getMinY() >= plot.getMinY(), "point " + point + " in plot " + plot);
    }

    @Test
    void eachNameIsNearerItsOwnPointThanAnyOtherByMoreThanAPointsWidth() throws Exception {
        String chat70b = Files.readString(Path.of("examples/chat-70b.json"));
        interact(() -> load(model, chat70b));
        ScatterChart<Number, Number> scatter = scatterAt1024By700();
        List<Node> points = points(scatter);
        // the 70B chat plan's top three: 2 × H20 (the recommendation), 8 × RTX 4090 and 4 × A800 (hollow: dominated)
        assertEquals(3, points.size());
        List<String> bad = new ArrayList<>();
        for (Node own : points) {
            Label name = (Label) ((javafx.scene.Parent) own).getChildrenUnmodifiable().stream()
                    .filter(n -> n.getStyleClass().contains("chart-point-label")).findFirst().orElseThrow();
            Bounds box = name.localToScene(name.getLayoutBounds());
            Bounds mine = own.localToScene(own.getLayoutBounds());
            double toOwn = distance(box, mine);
            for (Node other : points) {
                Bounds theirs = other.localToScene(other.getLayoutBounds());
                if (other != own && distance(box, theirs) <= toOwn + mine.getWidth()) {
                    bad.add(name.getText() + " is " + Math.round(distance(box, theirs)) + " px from another point, "
                            + Math.round(toOwn) + " px from its own");
                }
            }
        }
        assertEquals(List.of(), bad);
    }

    /** From a box to the centre of a point, 0 inside it. */
    private static double distance(Bounds box, Bounds point) {
        double x = point.getCenterX();
        double y = point.getCenterY();
        double dx = Math.max(0, Math.max(box.getMinX() - x, x - box.getMaxX()));
        double dy = Math.max(0, Math.max(box.getMinY() - y, y - box.getMaxY()));
        return Math.hypot(dx, dy);
    }
}
