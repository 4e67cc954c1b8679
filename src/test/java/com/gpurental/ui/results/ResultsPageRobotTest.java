package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;

/** The results page: recommendation, filters that re-run the engine, pinning GPUs into the comparison. */
class ResultsPageRobotTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.RESULTS);
    }

    private int bars(String chartId) {
        BarChart<?, ?> chart = lookup(chartId).queryAs(BarChart.class);
        return chart.getData().get(0).getData().size();
    }

    private List<String> categories(String chartId) {
        BarChart<?, ?> chart = lookup(chartId).queryAs(BarChart.class);
        // A name too wide for its bar's share of the axis is shown on two lines; the words are what is checked here.
        return ((javafx.scene.chart.CategoryAxis) chart.getXAxis()).getCategories().stream()
                .map(c -> c.replace('\n', ' ')).toList();
    }

    @Test
    void recommendsTwoH20ForTheSeventyBillionChat() {
        // docs/domain.md §3: 2 × H20 container 720 h = 6.20 × 2 × 720 = ¥8,928
        // the plain headline (issue 33): what to rent and what it costs
        assertEquals("Rent 1 server with 2 × NVIDIA H20 96GB; container by the hour, ¥8,928.00 a month, "
                + "¥9,820.80 for the whole 33-day term", text("#headline"));
        assertEquals("¥8,928.00", text("#monthlyValue"));
        assertEquals("¥9,820.80 for 33 days", text("#termValue"));
        // 86 GB per card with the 20% spare → 71.7 GB used of the H20's 96 GB = 74.7%
        // 71.7 GB (10^9 bytes) used per card of an H20's 96 × 2^30 bytes = 103.1 GB.
        // The share is before the spare, and says so (the memory line beside it includes the 20%).
        assertEquals("69.5% used before the 20% spare (71.7 of 103.1 GB)", text("#utilizationValue"));
    }

    /**
     * Issue 33: the first screen is the plain answer (why in the buyer's words, the risks as things to do); the
     * engineer's figures (memory use, layout, speed, cautions) are folded under "Engineering details" until opened.
     */
    @Test
    void theFirstScreenIsThePlainAnswerAndTheEngineeringDetailIsFolded() {
        assertEquals("The model runs on 2 cards together and serves about 1 person at once, each at about 22 tokens a "
                + "second. The model needs about 172 GB of GPU memory (with a 20% spare), and these cards hold it. Of "
                + "the options that meet the need, it is the cheapest.", text("#plainWhy"));
        javafx.scene.layout.VBox actions = lookup("#actionsBox").queryAs(javafx.scene.layout.VBox.class);
        assertEquals("→ Before signing, run the plan's configuration for a trial of one day, about ¥297.60, to confirm the "
                + "speed and stability.",
                ((javafx.scene.control.Label) actions.getChildren().get(0)).getText());
        javafx.scene.control.TitledPane details = lookup("#detailsPane").queryAs(javafx.scene.control.TitledPane.class);
        assertFalse(details.isExpanded());
        assertEquals("Engineering details (memory, layout, speed, cautions)", details.getText());
    }

    /** Issue 33: rejected GPUs sharing one reason are one line with their names, not one line each. */
    @Test
    void rejectedGpusWithOneReasonAreOneLine() {
        javafx.scene.layout.VBox box = lookup("#rejectedBox").queryAs(javafx.scene.layout.VBox.class);
        List<String> lines = box.getChildren().stream().map(n -> ((javafx.scene.control.Label) n).getText()).toList();
        int rejected = wizard.results().rejected().get().size();
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\d+ cards would need your team's software moved .*")),
                String.join("\n", lines));
        assertEquals(lines.size(), lines.stream().distinct().count(), String.join("\n", lines));
        assertTrue(lines.size() < rejected, lines.size() + " lines for " + rejected + " GPUs");
    }

    /** Without quotes the catalog price is the recommendation's own (¥8,928), so the heading is the plain one. */
    @Test
    void withoutQuotesTheComparisonsMonthlyColumnIsThePlainHeading() {
        TableView<?> table = lookup("#compareTable").queryAs(TableView.class);
        assertEquals("¥ / month", table.getColumns().get(6).getText());
        assertEquals("¥8,928.00", row("#compareTable", 0).get(6));
    }

    @Test
    void pinningAGpuAddsItsChipBarAndTableRow() {
        int before = bars("#chart-fp16");
        int rows = lookup("#compareTable").queryAs(TableView.class).getItems().size();
        @SuppressWarnings("unchecked")
        ComboBox<Gpu> choice = lookup("#pinChoice").queryAs(ComboBox.class);
        Gpu h100 = UiFixture.CATALOG.gpu("h100-sxm").orElseThrow();
        interact(() -> choice.setValue(h100));
        clickVisible("#pinButton");

        assertTrue(lookup("#chip-h100-sxm").tryQuery().isPresent());
        assertEquals(before + 1, bars("#chart-fp16"), "the FP16 chart gains the H100 bar");
        // Offered only by the month while this plan rents by the hour: pinned, and shown as rejected.
        assertTrue(categories("#chart-fp16").contains("H100 SXM 80GB (rejected)"), categories("#chart-fp16").toString());
        TableView<?> table = lookup("#compareTable").queryAs(TableView.class);
        assertEquals(rows + 1, table.getItems().size());
        // docs/gpu-specs.md: H100 SXM dense FP16 is 989.4 (1,978.9 is with sparsity)
        BarChart<?, ?> fp16 = lookup("#chart-fp16").queryAs(BarChart.class);
        XYChart.Series<?, ?> series = fp16.getData().get(0);
        assertTrue(series.getData().stream().anyMatch(d -> ((Number) d.getYValue()).doubleValue() == 989.4));
    }

    @Test
    void aGpuThatNeedsAQuoteCanBePinnedAndHasNoCostBar() {
        @SuppressWarnings("unchecked")
        ComboBox<Gpu> choice = lookup("#pinChoice").queryAs(ComboBox.class);
        interact(() -> choice.setValue(UiFixture.CATALOG.gpu("h200").orElseThrow()));
        clickVisible("#pinButton");
        // H200 fits on 2 cards but has no price (a candidate that needs a quote, not a rejected GPU):
        // monthly cost unknown, never a zero bar.
        assertTrue(categories("#chart-cost").stream().anyMatch(c -> c.contains("2 × H200") && c.contains("unknown")
                && !c.contains("(rejected)")), categories("#chart-cost")::toString);
    }

    @Test
    void aRejectedGpuCanBePinnedAndIsShownAsRejected() {
        @SuppressWarnings("unchecked")
        ComboBox<Gpu> choice = lookup("#pinChoice").queryAs(ComboBox.class);
        interact(() -> choice.setValue(UiFixture.CATALOG.gpu("ascend-310b").orElseThrow()));
        clickVisible("#pinButton");
        // The Ascend 310B is too slow for 20 tokens/s on any number of cards: rejected, cost unknown.
        assertTrue(categories("#chart-cost").stream().anyMatch(c -> c.contains("(rejected)") && c.contains("unknown")),
                categories("#chart-cost")::toString);
    }

    @Test
    void unpinningStopsAtTwoGpus() {
        List<String> compared = List.copyOf(wizard.results().compared());
        assertEquals(3, compared.size());
        clickVisible("#unpin-" + compared.get(2));
        assertEquals(2, wizard.results().compared().size());
        assertTrue(button("#unpin-" + compared.get(0)).isDisabled(), "a comparison needs two GPUs");
    }

    @Test
    void theDomesticFilterRerunsTheEngine() {
        // docs/domain.md §3.6: one server of 910B cards gives the 70B model about 18.7 tokens/s a user, and a second
        // server is a second pipeline stage (memory, not speed): the domestic answer is asked for 15 tokens/s.
        interact(() -> model.tokensPerSecond.set("15"));
        javafx.scene.Node toggle = node("#domesticFilter");
        reveal(toggle);
        // the switch itself sits at the right end of the control
        moveTo(toggle, javafx.geometry.Pos.CENTER_RIGHT, new javafx.geometry.Point2D(-12, 0),
                org.testfx.robot.Motion.DIRECT);
        clickOn();
        assertTrue(model.domesticOnly.get(), "the switch sets the shared model");
        assertTrue(text("#headline").contains("Huawei Ascend 910B"), text("#headline"));
        TableView<?> alternatives = lookup("#alternativesTable").queryAs(TableView.class);
        assertFalse(alternatives.getItems().isEmpty());
    }

    @Test
    void aModeFilterRerunsTheEngine() {
        // Forbid containers by the hour: H20 is only offered by the hour, so it drops out.
        clickVisible("#mode-hourly");
        assertFalse(model.allowedModes.contains(RentalMode.HOURLY));
        assertFalse(text("#headline").contains("H20"), text("#headline"));
    }
}
