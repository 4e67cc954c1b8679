package com.gpurental.ui.quotes;

import com.gpurental.purchase.QuoteColumn;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.TableFit;
import java.math.BigDecimal;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** Quotes view: binds the quote table, the side-by-side comparison, the cost chart and the ownership text. */
public final class QuotesPageView {

    private final QuotesPageViewModel viewModel;
    private final ViewScope scope;
    private Messages m;

    @FXML private Label priceBook;
    @FXML private Button priceBookButton;
    @FXML private Button duplicateButton;
    @FXML private Button removeButton;
    @FXML private TextField dataGbField;
    @FXML private Label dataGbError;
    @FXML private TableView<QuotesPageViewModel.RowItem> quoteTable;
    @FXML private Button moreColumns;
    @FXML private Label problems;
    @FXML private VBox recommendationBox;
    @FXML private Label noQuotes;
    @FXML private VBox comparedBox;
    @FXML private Label recommendation;
    @FXML private GridPane comparisonGrid;
    @FXML private StackedBarChart<String, Number> costChart;
    @FXML private CategoryAxis vendorAxis;
    @FXML private NumberAxis costAxis;
    @FXML private VBox ownershipBox;
    @FXML private Label ownershipText;
    @FXML private GridPane ownershipGrid;

    public QuotesPageView(QuotesPageViewModel viewModel, ViewScope scope) {
        this.viewModel = viewModel;
        this.scope = scope;
    }

    @FXML
    private void initialize() {
        m = viewModel.messagesProperty().get();
        priceBook.textProperty().bind(viewModel.priceBook());
        priceBookButton.setVisible(viewModel.canImportPriceBook());
        priceBookButton.setManaged(viewModel.canImportPriceBook());
        dataGbField.textProperty().bindBidirectional(viewModel.dataGbProperty());
        dataGbError.textProperty().bind(viewModel.dataGbError());
        dataGbError.managedProperty().bind(dataGbError.textProperty().isNotEmpty());
        problems.textProperty().bind(viewModel.problemsText());
        problems.managedProperty().bind(problems.textProperty().isNotEmpty());
        recommendation.textProperty().bind(viewModel.recommendation());
        recommendationBox.visibleProperty().bind(viewModel.hasQuotes());
        recommendationBox.managedProperty().bind(viewModel.hasQuotes());
        comparedBox.visibleProperty().bind(viewModel.hasQuotes());
        comparedBox.managedProperty().bind(viewModel.hasQuotes());
        noQuotes.visibleProperty().bind(viewModel.hasQuotes().not());
        noQuotes.managedProperty().bind(viewModel.hasQuotes().not());
        ownershipText.textProperty().bind(viewModel.ownership());
        ownershipText.managedProperty().bind(ownershipText.textProperty().isNotEmpty());
        OwnershipForm.build(ownershipGrid, viewModel.ownershipEditor(), m, scope);
        buildTable();
        // A button, not a toggle: its Alt+M mnemonic fires an action, which does not select a ToggleButton.
        moreColumns.textProperty().bind(javafx.beans.binding.Bindings.when(viewModel.allColumnsProperty())
                .then(m.get("quotes.fewerColumns"))
                .otherwise(m.format("quotes.moreColumns", QuoteColumn.order().size() - QuotesPageViewModel.EVERY_QUOTE.size())));
        moreColumns.setTooltip(new Tooltip(String.join(m.get("report.listSeparator"), QuoteColumn.order().stream()
                .filter(c -> !QuotesPageViewModel.EVERY_QUOTE.contains(c)).map(c -> c.header(m)).toList())));
        duplicateButton.disableProperty().bind(quoteTable.getSelectionModel().selectedItemProperty().isNull());
        removeButton.disableProperty().bind(quoteTable.getSelectionModel().selectedItemProperty().isNull());
        costAxis.setLabel(m.get("quotes.chartAxis"));
        // Money on the axis as every chart and table writes it ("¥25,000", not a bare "25,000").
        costAxis.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number n) {
                return m.money(BigDecimal.valueOf(n.doubleValue()));
            }

            @Override
            public Number fromString(String s) {
                throw new UnsupportedOperationException("tick labels are not parsed");
            }
        });
        drawComparison();
        drawChart();
        scope.listen(viewModel.vendors(), (o, was, now) -> drawComparison());
        scope.listen(viewModel.bars(), (o, was, now) -> drawChart());
    }

    private void buildTable() {
        quoteTable.setItems(viewModel.rows());
        quoteTable.setPlaceholder(new Label(m.get("quotes.empty")));
        TableColumn<QuotesPageViewModel.RowItem, String> number = new TableColumn<>("#");
        number.setId("quote-number");
        number.setCellFactory(x -> frozen(new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        }));
        number.setCellValueFactory(c -> new ReadOnlyStringWrapper(String.valueOf(c.getValue().index() + 1)));
        number.setEditable(false);
        number.setPrefWidth(36);
        quoteTable.getColumns().add(number);
        for (QuoteColumn col : QuoteColumn.order()) {
            TableColumn<QuotesPageViewModel.RowItem, String> c = new TableColumn<>(m.get(col.headerKey()));
            c.setId("quote-" + col.jsonPath().replace('.', '-'));
            c.setCellValueFactory(r -> new ReadOnlyStringWrapper(viewModel.display(r.getValue(), col)));
            List<String> choices = viewModel.choices(col);
            c.setCellFactory(x -> col == QuoteColumn.VENDOR ? frozen(new QuoteCell(col))
                    : choices.isEmpty() ? new QuoteCell(col) : new ChoiceCell(col, choices));
            c.setOnEditCommit(e -> {
                var at = e.getTablePosition();
                viewModel.setCell(e.getRowValue().index(), col, e.getNewValue());
                // The rows are replaced on every edit: the keyboard user stays on the cell just edited.
                quoteTable.requestFocus();
                quoteTable.getFocusModel().focus(at.getRow(), at.getTableColumn());
            });
            // As narrow as the heading (on two lines) and the cells need (TableFit widens it to that): 150 px a column
            // made the table 3,046 px wide; the notes take what is left.
            c.setPrefWidth(col == QuoteColumn.NOTES ? 160 : 40);
            if (!QuotesPageViewModel.EVERY_QUOTE.contains(col)) {
                c.visibleProperty().bind(viewModel.allColumnsProperty());
            }
            quoteTable.getColumns().add(c);
        }
        // Headings wrap and every column is as wide as its longest word: nothing cut off at 1024×700.
        TableFit.install(quoteTable);
        freezeFirstColumns();
        quoteTable.setOnKeyPressed(e -> {
            if (e.isShortcutDown() && e.getCode() == KeyCode.V && quoteTable.getEditingCell() == null) {
                paste();
                e.consume();
            }
        });
        keyboardEditing();
    }

    /**
     * The quote cells by keyboard alone. Arrows move from cell to cell; Enter or F2 edits the focused cell
     * (Enter went to step 8); typing a character starts editing a text cell with it; Esc cancels.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void keyboardEditing() {
        quoteTable.getSelectionModel().setCellSelectionEnabled(true);
        // Tab into the table lands on a cell: the vendor of the first row when no cell has had the focus yet.
        quoteTable.focusedProperty().addListener((o, was, now) -> {
            if (now && focusedCell() == null && !quoteTable.getItems().isEmpty()) {
                focusVendor(0);
            }
        });
        quoteTable.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (quoteTable.getEditingCell() != null) {
                return;
            }
            javafx.scene.control.TablePosition<QuotesPageViewModel.RowItem, ?> at = focusedCell();
            if (at != null && (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.F2)) {
                quoteTable.edit(at.getRow(), (TableColumn) at.getTableColumn());
                e.consume();
            }
        });
        quoteTable.addEventHandler(javafx.scene.input.KeyEvent.KEY_TYPED, e -> {
            String typed = e.getCharacter();
            if (quoteTable.getEditingCell() != null && e.getTarget() == quoteTable && typed != null && !typed.isEmpty()
                    && !Character.isISOControl(typed.charAt(0))
                    && quoteTable.lookup(".table-cell .text-field") instanceof TextField field) {
                // A key typed before the new text field has the focus (the next layout pass shows it) still goes into it:
                // typing "Wu12" quickly stored "W12".
                field.appendText(typed);
                field.requestFocus();
                e.consume();
                return;
            }
            javafx.scene.control.TablePosition<QuotesPageViewModel.RowItem, ?> at = focusedCell();
            if (quoteTable.getEditingCell() != null || at == null || typed == null || typed.isEmpty()
                    || e.isShortcutDown() || e.isAltDown() || Character.isISOControl(typed.charAt(0))
                    || !at.getTableColumn().isEditable() || "quote-number".equals(at.getTableColumn().getId())) {
                return;
            }
            quoteTable.edit(at.getRow(), (TableColumn) at.getTableColumn());
            if (quoteTable.lookup(".table-cell .text-field") instanceof TextField field) {
                field.setText(typed);
                field.end();
            } else if (quoteTable.lookup(".table-cell .combo-box") instanceof javafx.scene.control.ComboBox<?> box) {
                box.show(); // a choice cell (unit, yes/no, GPU) opens its list: the key chose to edit it, not a word
            }
            e.consume();
        });
    }

    private javafx.scene.control.TablePosition<QuotesPageViewModel.RowItem, ?> focusedCell() {
        var at = quoteTable.getFocusModel().getFocusedCell();
        return at == null || at.getRow() < 0 || at.getTableColumn() == null ? null : at;
    }

    /**
     * The row number and the vendor stay in view while the table scrolls sideways to the columns on the
     * right (the billing unit, the SLA...): their cells and headings are shifted back by the horizontal scroll.
     */
    private final javafx.beans.property.DoubleProperty scrollX = new javafx.beans.property.SimpleDoubleProperty();

    private <C extends javafx.scene.control.TableCell<QuotesPageViewModel.RowItem, String>> C frozen(C cell) {
        cell.translateXProperty().bind(scrollX);
        cell.setViewOrder(-1);
        cell.getStyleClass().add("frozen-cell");
        return cell;
    }

    private void freezeFirstColumns() {
        scrollX.addListener((o, was, now) -> shiftFrozenHeadings());
        quoteTable.skinProperty().addListener((o, was, now) -> {
            for (javafx.scene.Node n : quoteTable.lookupAll(".scroll-bar")) {
                if (n instanceof javafx.scene.control.ScrollBar bar
                        && bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                    scrollX.bind(bar.valueProperty());
                }
            }
        });
    }

    private void shiftFrozenHeadings() {
        for (javafx.scene.Node n : quoteTable.lookupAll(".column-header")) {
            if (n instanceof javafx.scene.control.skin.TableColumnHeader heading && heading.getTableColumn() != null
                    && List.of("quote-number", "quote-vendor").contains(heading.getTableColumn().getId())) {
                heading.setTranslateX(scrollX.get());
                heading.setViewOrder(-1);
                if (!heading.getStyleClass().contains("frozen-heading")) {
                    heading.getStyleClass().add("frozen-heading");
                }
            }
        }
    }

    /** A text cell that marks a bad value and says what is wrong in its tooltip. */
    private final class QuoteCell extends TextFieldTableCell<QuotesPageViewModel.RowItem, String> {
        private final QuoteColumn column;

        QuoteCell(QuoteColumn column) {
            super(new javafx.util.converter.DefaultStringConverter());
            this.column = column;
        }

        @Override
        public void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().remove("cell-invalid");
            setTooltip(null);
            if (empty || getTableRow() == null || getTableRow().getItem() == null) {
                return;
            }
            var problem = getTableRow().getItem().problems().get(column);
            if (problem != null) {
                getStyleClass().add("cell-invalid");
                setTooltip(new Tooltip(m.format(problem)));
            }
        }
    }

    /**
     * A unit, invoice or yes/no cell is a choice list in the user's language (typing 每台每月 into free text
     * was refused with a list of English codes); a bad value arrived by import is still marked and explained.
     */
    private final class ChoiceCell extends javafx.scene.control.cell.ComboBoxTableCell<QuotesPageViewModel.RowItem, String> {
        private final QuoteColumn column;

        ChoiceCell(QuoteColumn column, List<String> choices) {
            super(javafx.collections.FXCollections.observableArrayList(choices));
            this.column = column;
        }

        @Override
        public void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().remove("cell-invalid");
            setTooltip(null);
            if (empty || getTableRow() == null || getTableRow().getItem() == null) {
                return;
            }
            var problem = getTableRow().getItem().problems().get(column);
            if (problem != null) {
                getStyleClass().add("cell-invalid");
                setTooltip(new Tooltip(m.format(problem)));
            }
        }
    }

    private void drawComparison() {
        comparisonGrid.getChildren().clear();
        List<QuotesPageViewModel.VendorView> vendors = viewModel.vendors().get();
        if (vendors.isEmpty()) {
            return;
        }
        List<String> labels = viewModel.lineLabels();
        comparisonGrid.add(cell(m.get("quotes.line.vendor"), "quote-grid-head"), 0, 0);
        comparisonGrid.add(cell(m.get("quotes.line.configuration"), "quote-grid-label"), 0, 1);
        for (int i = 0; i < labels.size(); i++) {
            comparisonGrid.add(cell(labels.get(i), "quote-grid-label"), 0, i + 2);
        }
        int flagsRow = labels.size() + 2;
        comparisonGrid.add(cell(m.get("quotes.line.reference"), "quote-grid-label"), 0, flagsRow);
        comparisonGrid.add(cell(m.get("quotes.line.flags"), "quote-grid-label"), 0, flagsRow + 1);
        for (int v = 0; v < vendors.size(); v++) {
            QuotesPageViewModel.VendorView view = vendors.get(v);
            String extra = view.recommended() ? "quote-grid-best" : view.fits() ? "" : "quote-grid-nofit";
            Label head = cell(view.recommended() ? m.format("quotes.bestVendor", view.vendor())
                    : view.vendor(), "quote-grid-head");
            head.setId("vendor-" + v);
            comparisonGrid.add(head, v + 1, 0);
            comparisonGrid.add(cell(view.configuration(), extra), v + 1, 1);
            for (int i = 0; i < view.lines().size(); i++) {
                Label value = cell(view.lines().get(i), i == 5 ? "quote-grid-total" : extra);
                value.setId("line-" + v + "-" + i);
                comparisonGrid.add(value, v + 1, i + 2);
            }
            comparisonGrid.add(cell(view.reference(), "quote-grid-flags"), v + 1, flagsRow);
            Label flags = cell(view.flags().isEmpty() ? m.get("quotes.noFlags")
                    : "• " + String.join("\n• ", view.flags()), "quote-grid-flags");
            flags.setId("flags-" + v);
            comparisonGrid.add(flags, v + 1, flagsRow + 1);
        }
    }

    private static Label cell(String text, String style) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().add("quote-grid-cell");
        if (!style.isEmpty()) {
            l.getStyleClass().add(style);
        }
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMaxHeight(Double.MAX_VALUE);
        l.setPrefWidth(style.equals("quote-grid-label") ? 150 : 220);
        return l;
    }

    private void drawChart() {
        costChart.getData().clear();
        List<QuotesPageViewModel.Bar> bars = viewModel.bars().get();
        costChart.setVisible(!bars.isEmpty());
        costChart.setManaged(!bars.isEmpty());
        String[] names = {m.get("quotes.line.gpu"), m.get("quotes.line.storage"), m.get("quotes.line.bandwidth"),
                m.get("quotes.line.vat")};
        for (int part = 0; part < names.length; part++) {
            XYChart.Series<String, Number> s = new XYChart.Series<>();
            s.setName(names[part]);
            for (QuotesPageViewModel.Bar b : bars) {
                var value = switch (part) {
                    case 0 -> b.gpu();
                    case 1 -> b.storage();
                    case 2 -> b.bandwidth();
                    default -> b.vat();
                };
                s.getData().add(new XYChart.Data<>(b.vendor(), value.amount()));
            }
            costChart.getData().add(s);
        }
    }

    @FXML
    private void add() {
        int row = viewModel.addRow();
        quoteTable.scrollTo(row);
        focusAfterButton(row);
    }

    @FXML
    private void duplicate() {
        focusAfterButton(viewModel.duplicate(quoteTable.getSelectionModel().getSelectedIndex()));
    }

    /**
     * The new row's vendor cell takes the focus, also after Alt+A: JavaFX gives a mnemonic's button the focus again on
     * the key's KEY_TYPED, after its action ran, so the focus is moved once more after that event.
     */
    private void focusAfterButton(int row) {
        focusVendor(row);
        javafx.application.Platform.runLater(() -> focusVendor(row));
    }

    /**
     * The new row's vendor cell takes the focus, so the next keys type the vendor (selecting the whole row had put
     * the focus on its last cell, the notes, off to the right).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void focusVendor(int row) {
        TableColumn vendor = quoteTable.getColumns().stream().filter(c -> "quote-vendor".equals(c.getId()))
                .findFirst().orElse(null);
        if (row < 0 || vendor == null) {
            return;
        }
        quoteTable.getSelectionModel().clearAndSelect(row, vendor);
        quoteTable.getFocusModel().focus(row, vendor);
        quoteTable.requestFocus();
    }

    @FXML
    private void remove() {
        viewModel.remove(quoteTable.getSelectionModel().getSelectedIndex());
    }

    @FXML
    private void paste() {
        viewModel.paste(Clipboard.getSystemClipboard().getString());
    }

    @FXML
    private void toggleColumns() {
        viewModel.allColumnsProperty().set(!viewModel.allColumnsProperty().get());
    }

    @FXML
    private void importFile() {
        viewModel.chooseAndImport();
    }

    @FXML
    private void importPriceBook() {
        viewModel.chooseAndImportPriceBook();
    }
}
