package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** On the results page: the budget verdict on the recommendation card; unpinning keeps the page where it was. */
class RecommendationCardTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.RESULTS).andThen(m -> m.budget.set("8000"));
    }

    @Test
    void anOverBudgetRecommendationSaysSoOnItsCard() {
        Label verdict = lookup("#budgetVerdict").queryAs(Label.class);
        assertTrue(verdict.isVisible());
        assertTrue(verdict.getText().startsWith("⚠ Nothing fits the budget: "), verdict.getText());
        // The engine's headline, as the budget page and the PDF say it.
        assertEquals("⚠ " + context.messages().format(model.advice().budget().headline()), verdict.getText());
        assertTrue(verdict.getStyleClass().contains(Styles.STATUS_OVER));
    }

    @Test
    void withinBudgetTheCardSaysWithin() {
        interact(() -> model.budget.set("20000"));
        Label verdict = lookup("#budgetVerdict").queryAs(Label.class);
        assertTrue(verdict.getText().startsWith("✓ Within budget: "), verdict.getText());
        assertTrue(verdict.getStyleClass().contains(Styles.STATUS_WITHIN));
        interact(() -> model.budget.set(""));
        assertTrue(!verdict.isVisible(), "no budget, no verdict line");
    }

    @Test
    void removingAGpuFromTheComparisonKeepsTheScrollPosition() {
        List<String> compared = List.copyOf(wizard.results().compared());
        Node unpin = node("#unpin-" + compared.get(2));
        reveal(unpin);
        ScrollPane page = lookup(".page-scroll").queryAs(ScrollPane.class);
        double before = offset(page);
        assertTrue(before > 100, "the comparison is further down the page: " + before);
        clickOn(unpin);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, wizard.results().compared().size());
        assertEquals(before, offset(page), 30, "the page stays where it was");
    }

    private double offset(ScrollPane page) {
        double[] out = new double[1];
        interact(() -> out[0] = page.getVvalue()
                * (page.getContent().getLayoutBounds().getHeight() - page.getViewportBounds().getHeight()));
        return out[0];
    }
}
