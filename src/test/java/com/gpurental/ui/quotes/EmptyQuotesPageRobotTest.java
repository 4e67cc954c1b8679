package com.gpurental.ui.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.quotes.QuoteFixture;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;

/**
 * The Quotes page before any quote is entered: one plain sentence says what the page will do, and no recommendation,
 * comparison or chart stands there empty under its heading. The first quote brings them back.
 */
class EmptyQuotesPageRobotTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.QUOTES);
    }

    private boolean shown(String query) {
        Node n = node(query);
        return n.isVisible() && n.isManaged();
    }

    @Test
    void withoutQuotesOneSentenceStandsInsteadOfTheEmptyComparisonAndCharts() {
        assertEquals("No quotes yet. Add vendors' quotes and they are compared here.", text("#noQuotes"));
        assertTrue(shown("#noQuotes"));
        assertFalse(shown("#recommendationBox"));
        assertFalse(shown("#comparedBox"), "the comparison and the cost chart with their headings");
        assertTrue(shown("#ownershipBox"), "rent or buy can be filled in without quotes");

        clickOn("#zhButton");

        assertEquals("还没有报价。添加供应商报价后，这里会比较它们。", text("#noQuotes"));
        assertTrue(shown("#noQuotes"));
        assertFalse(shown("#comparedBox"));
    }

    @Test
    void theFirstQuoteBringsTheComparisonBack() {
        interact(() -> {
            model.setToday(QuoteFixture.TODAY);
            model.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.BING)));
        });

        assertFalse(shown("#noQuotes"));
        assertTrue(shown("#recommendationBox"));
        assertTrue(shown("#comparedBox"));
        assertEquals("★ 丙数据", text("#vendor-0"));
    }
}
