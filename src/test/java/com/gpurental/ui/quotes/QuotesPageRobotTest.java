package com.gpurental.ui.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.quotes.QuoteFixture;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;

/** The Quotes page (issue 11) on the real window: the three quotes side by side, the choice and the chart. */
class QuotesPageRobotTest extends WizardRobotTest {

    @Override
    protected void prepare(WorkloadModel m) {
        m.setToday(QuoteFixture.TODAY);
        m.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.YI, QuoteFixture.BING) + ","
                + QuoteFixture.OWNERSHIP));
    }

    @Override
    protected Step firstStep() {
        return Step.QUOTES;
    }

    @Test
    void showsTheWorkedCheckSideBySide() {
        assertEquals(3, lookup("#quoteTable").queryAs(TableView.class).getItems().size());
        assertEquals("★ 丙数据", text("#vendor-0"));
        // Line 5 is the term total: 丙 ¥10,494, 甲 ¥10,648, 乙 ¥120,000 (issue 11 worked check).
        assertEquals("¥10,494", text("#line-0-5"));
        assertEquals("¥10,648", text("#line-1-5"));
        assertEquals("¥120,000", text("#line-2-5"));
        assertEquals("¥132", text("#line-1-2"), "甲's storage");
        assertTrue(text("#recommendation").startsWith("丙数据 is the cheapest quote that fits"), text("#recommendation"));
        assertEquals(3, lookup("#costChart").queryAs(StackedBarChart.class).getData().size() == 4
                ? ((StackedBarChart<?, ?>) lookup("#costChart").query()).getData().get(0).getData().size() : -1);
        assertTrue(text("#ownershipText").contains("¥42,867.20"), text("#ownershipText"));
        assertTrue(text("#priceBook").contains("2026-11-01"));
    }

    @Test
    void addingARowAsksForTheVendorAndTheTableKeepsTheOthers() {
        clickOn("#addButton");
        assertEquals(4, model.quoteRows.get().size());
        assertTrue(text("#problems").startsWith("Row 4 · Vendor: Vendor is missing"), text("#problems"));
        assertEquals(3, model.quotes().ranked().size(), "a row with a problem is not compared");
        assertEquals(UiFixture.CATALOG.gpu("h20").orElseThrow().id(), model.quoteRows.get().get(3).get(com.gpurental.vendor.QuoteColumn.GPU));
    }
}
