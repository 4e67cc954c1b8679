package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;

/**
 * The Results page with the three-quote worked check's quotes in the plan: the recommendation is the cheapest quote that
 * fits (丙 ¥10,494.00 for the 33-day term, ¥9,540.00 a month = 30 days × 2 × ¥150 × 1.06), named by its vendor, with the
 * reason and the reference comparison; the other quotes are the alternatives.
 */
class QuoteLedResultsRobotTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.threeQuotes(Step.RESULTS);
    }

    private List<String> reasons() {
        return lookup("#reasonsBox").queryAs(VBox.class).getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    @Test
    void theRecommendationIsTheCheapestFittingQuoteWithItsVendor() {
        assertEquals("丙数据's quote: Rent 1 server with 2 × NVIDIA H20 96GB; container by the day, ¥9,540.00 a month, ¥10,494.00 "
                + "for the whole 33-day term", text("#headline"));
        assertEquals("¥9,540.00", text("#monthlyValue"));
        assertEquals("¥10,494.00 for 33 days", text("#termValue"));
        List<String> reasons = reasons();
        assertEquals("• 丙数据 is the cheapest quote that fits: ¥10,494.00 for the 33-day rental including VAT, ¥154.00 less than "
                + "甲云.",
                reasons.get(0));
        assertTrue(reasons.stream().anyMatch(r -> r.contains("6.9% above the reference price of 2026-11-01")),
                reasons.toString());
    }

    @Test
    void theOtherQuotesAreTheAlternatives() {
        assertEquals("NVIDIA H20 96GB · 丙数据", row("#alternativesTable", 0).get(0));
        assertEquals("NVIDIA H20 96GB · 甲云", row("#alternativesTable", 1).get(0));
        assertEquals("NVIDIA H20 96GB · 乙算力", row("#alternativesTable", 2).get(0));
        List<String> versus = lookup("#versusBox").queryAs(VBox.class).getChildren().stream()
                .map(n -> ((Label) n).getText()).toList();
        // 甲 ¥10,648 − 丙 ¥10,494 = ¥154 (the three-quote worked check).
        assertEquals("• 2 × NVIDIA H20 96GB · 甲云, container by the hour: The recommendation costs ¥154.00 less for the term and"
                + " is at least as fast.", versus.get(0), versus.toString());
    }

    /**
     * The comparison table prices the GPUs from the catalog (2 × H20 × ¥6.20 × 720 h = ¥8,928) while the recommendation
     * above is 丙's quote (¥9,540): the column heading says the figure is the reference price, in both languages.
     */
    @Test
    void theComparisonTablesMonthlyColumnSaysItIsTheReferencePrice() {
        TableView<?> table = lookup("#compareTable").queryAs(TableView.class);
        assertEquals("Reference price ¥ / month", table.getColumns().get(6).getText());
        assertEquals(List.of("NVIDIA H20 96GB", "¥8,928.00"), List.of(row("#compareTable", 0).get(0), row("#compareTable", 0)
                .get(6)));

        clickOn("#zhButton");

        TableView<?> zh = lookup("#compareTable").queryAs(TableView.class);
        assertEquals("参考价 ¥ / 月", zh.getColumns().get(6).getText());
        assertEquals("¥8,928.00", row("#compareTable", 0).get(6));
    }
}
