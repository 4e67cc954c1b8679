package com.gpurental.ui.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.util.List;
import java.util.function.Predicate;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;

/** The Quotes page on the real window: the three quotes side by side, the choice and the chart. */
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
        // Line 5 is the term total: 丙 ¥10,494, 甲 ¥10,648, 乙 ¥120,000 (the three-quote worked check), 乙's without
        // the storage it does not price.
        assertEquals("¥10,494.00", text("#line-0-5")); // the table to the fen, one format down a row
        assertEquals("¥10,648.00", text("#line-1-5"));
        assertEquals("¥120,000.00 (excludes storage)", text("#line-2-5"));
        assertEquals("unknown / ask the vendor", text("#line-2-2"), "乙's storage");
        assertEquals("¥132.00", text("#line-1-2"), "甲's storage");
        assertTrue(text("#recommendation").startsWith("丙数据 is the cheapest quote that fits"), text("#recommendation"));
        assertEquals(3, lookup("#costChart").queryAs(StackedBarChart.class).getData().size() == 4
                ? ((StackedBarChart<?, ?>) lookup("#costChart").query()).getData().get(0).getData().size() : -1);
        assertTrue(text("#ownershipText").contains("¥42,867.20"), text("#ownershipText"));
        assertTrue(text("#priceBook").contains("2026-11-01"));
    }

    /**
     * The server's GPU is chosen from the catalog by its name; the field and the plan keep the catalog id, and an id the
     * catalog does not know (a hand-edited plan) selects nothing and says why under the choice.
     */
    @Test
    void theServersGpuIsChosenByNameAndTheDocumentKeepsItsId() {
        @SuppressWarnings("unchecked")
        org.controlsfx.control.SearchableComboBox<Gpu> gpu =
                lookup("#owner-gpu").queryAs(org.controlsfx.control.SearchableComboBox.class);
        assertEquals("NVIDIA H20 96GB", gpu.getConverter().toString(gpu.getValue()), "the plan's h20, by its name");
        assertEquals(UiFixture.CATALOG.gpus().size(), gpu.getItems().size());

        Gpu a100 = UiFixture.CATALOG.gpu("a100-80g").orElseThrow();
        interact(() -> gpu.setValue(a100));
        assertEquals("a100-80g", model.ownership.get().gpu(), "the plan file keeps the id");
        assertEquals("a100-80g", model.snapshot().plan().purchase().ownership().gpu());
        assertTrue(text("#ownershipText").startsWith("Owning the server (8 × NVIDIA A100 80GB) per month:"),
                text("#ownershipText"));

        interact(() -> wizard.quotes().ownershipEditor().field("gpu").set("h2o"));
        assertEquals(null, gpu.getValue());
        assertTrue(node("#owner-gpu-error").isVisible());
        assertTrue(text("#owner-gpu-error").startsWith("GPU \"h2o\" is not in the price book"), text("#owner-gpu-error"));
        assertTrue(gpu.getStyleClass().contains(Styles.FIELD_INVALID));

        interact(() -> wizard.quotes().ownershipEditor().field("gpu").set("h20"));
        assertEquals("NVIDIA H20 96GB", gpu.getValue().name());
        reveal(lookup("#owner-gpu-clear").query());
        clickOn("#owner-gpu-clear");
        assertEquals("", wizard.quotes().ownershipEditor().field("gpu").get());
        assertEquals(null, gpu.getValue());
    }

    /** The choice is searched by typing part of the name, as the vendors write it. */
    @Test
    void theServersGpuIsFoundByTypingPartOfItsName() {
        reveal(lookup("#owner-gpu").query());
        clickOn("#owner-gpu");
        write("A100 80");
        push(javafx.scene.input.KeyCode.ENTER);
        assertEquals("a100-80g", model.ownership.get().gpu());
    }

    @Test
    void theCostChartsAxisWritesMoneyAsTheOtherChartsDo() {
        StackedBarChart<?, ?> chart = lookup("#costChart").queryAs(StackedBarChart.class);
        javafx.scene.chart.NumberAxis axis = (javafx.scene.chart.NumberAxis) chart.getYAxis();
        assertEquals("Amount incl. VAT", axis.getLabel());
        assertEquals("¥25,000", axis.getTickLabelFormatter().toString(25000), "it read a bare 25,000");
    }

    @Test
    void addingARowAsksForTheVendorAndTheTableKeepsTheOthers() {
        clickOn("#addButton");
        assertEquals(4, model.quoteRows.get().size());
        assertTrue(text("#problems").startsWith("Row 4 · Vendor: Vendor is missing"), text("#problems"));
        assertEquals(3, model.quotes().ranked().size(), "a row with a problem is not compared");
        assertEquals(UiFixture.CATALOG.gpu("h20").orElseThrow().id(), model.quoteRows.get().get(3)
                .get(QuoteColumn.GPU));
    }

    /** The vendor column stays in view while the table is scrolled to its right-most columns. */
    @Test
    void theVendorColumnStaysInViewWhenTheTableIsScrolledSideways() {
        TableView<?> table = lookup("#quoteTable").queryAs(TableView.class);
        javafx.scene.control.ScrollBar bar = lookup("#quoteTable .scroll-bar").queryAll().stream()
                .map(n -> (javafx.scene.control.ScrollBar) n)
                .filter(b -> b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL).findFirst().orElseThrow();
        interact(() -> bar.setValue(bar.getMax()));
        assertTrue(bar.getMax() > 0, "the table is wider than its view");
        javafx.scene.Node vendor = from(table).lookup((Predicate<javafx.scene.Node>) n ->
                n instanceof javafx.scene.control.TableCell<?, ?> c && c.getIndex() == 0
                        && "quote-vendor".equals(c.getTableColumn().getId())).query();
        javafx.scene.Node heading = from(table).lookup((Predicate<javafx.scene.Node>) n ->
                n instanceof javafx.scene.control.skin.TableColumnHeader h && h.getTableColumn() != null
                        && "quote-vendor".equals(h.getTableColumn().getId())).query();
        double left = table.localToScene(table.getBoundsInLocal()).getMinX();
        double cellX = vendor.localToScene(vendor.getBoundsInLocal()).getMinX();
        double headingX = heading.localToScene(heading.getBoundsInLocal()).getMinX();
        // After the 36 px row-number column, at the table's left edge, not scrolled out of view.
        assertTrue(cellX >= left && cellX < left + 60, "vendor cell at " + cellX + ", table from " + left);
        assertEquals(cellX, headingX, 1.0, "the heading stays above its cells");
        assertEquals("甲云", ((javafx.scene.control.TableCell<?, ?>) vendor).getText());
    }

    /** The price-unit cell is a choice list of the words of the user's language, read back by the import. */
    @Test
    void thePriceUnitCellIsAChoiceListAndAChoiceIsStored() {
        TableView<?> table = lookup("#quoteTable").queryAs(TableView.class);
        @SuppressWarnings("unchecked")
        javafx.scene.control.cell.ComboBoxTableCell<Object, String> cell =
                (javafx.scene.control.cell.ComboBoxTableCell<Object, String>)
                from(table).lookup((Predicate<javafx.scene.Node>) n ->
                        n instanceof javafx.scene.control.TableCell<?, ?> c && c.getIndex() == 1
                                && "quote-price-per".equals(c.getTableColumn().getId())).query();
        assertEquals(List.of("card-hour", "card-day", "card-week", "card-month", "server-month"), cell.getItems());
        assertEquals("server-month", cell.getText(), "乙's unit, shown as its label");
        interact(() -> {
            table.edit(1, (javafx.scene.control.TableColumn) cell.getTableColumn());
            cell.commitEdit("card-month");
        });
        assertEquals("card-month", model.quoteRows.get().get(1).get(QuoteColumn.PRICE_PER));
    }

    /**
     * Tab reached the table but arrows, F2 and typing did nothing and Enter jumped to step 8. Now F2 or Enter
     * edits the focused cell, typing starts editing with the character, arrows move, and Enter stays on the page.
     */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void quoteCellsAreEditedByKeyboardAlone() {
        TableView<Object> table = lookup("#quoteTable").queryAs(TableView.class);
        javafx.scene.control.TableColumn vendor = table.getColumns().stream()
                .filter(c -> "quote-vendor".equals(c.getId())).findFirst().orElseThrow();
        interact(() -> {
            table.requestFocus();
            table.getFocusModel().focus(0, vendor);
        });
        push(javafx.scene.input.KeyCode.F2);
        assertTrue(table.getEditingCell() != null, "F2 edits the focused cell");
        push(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.A);
        write("Ding");
        push(javafx.scene.input.KeyCode.ENTER);
        assertEquals("Ding", model.quoteRows.get().get(0).get(QuoteColumn.VENDOR));
        assertEquals(Step.QUOTES, wizard.shell().currentProperty().get(), "Enter stays on the page");

        // Right arrow from the GPU to the cards; typing a digit starts editing with it.
        javafx.scene.control.TableColumn gpu = table.getColumns().stream()
                .filter(c -> "quote-gpu".equals(c.getId())).findFirst().orElseThrow();
        interact(() -> {
            table.requestFocus();
            table.getFocusModel().focus(0, gpu);
        });
        push(javafx.scene.input.KeyCode.RIGHT);
        assertEquals("quote-cards", table.getFocusModel().getFocusedCell().getTableColumn().getId());
        write("4");
        push(javafx.scene.input.KeyCode.ENTER);
        assertEquals("4", model.quoteRows.get().get(0).get(QuoteColumn.CARDS));
        push(javafx.scene.input.KeyCode.ENTER);
        assertTrue(table.getEditingCell() != null, "Enter on a cell edits it, not the next step");
        push(javafx.scene.input.KeyCode.ESCAPE);
        assertEquals(Step.QUOTES, wizard.shell().currentProperty().get());
    }
}
