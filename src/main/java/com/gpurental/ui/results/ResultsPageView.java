package com.gpurental.ui.results;

import atlantafx.base.controls.ToggleSwitch;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.compare.Comparison;
import com.gpurental.compare.Figures;
import com.gpurental.compare.ScatterPoint;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Cells;
import com.gpurental.ui.common.controls.TableFit;
import com.gpurental.units.Cny;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** Results view: binds the recommendation, tables, filters and redraws the comparison charts. */
public final class ResultsPageView {

    private final ViewScope scope;

    private final ResultsPageViewModel viewModel;
    private final Runnable exportAction;
    private Messages m;

    @FXML private Button exportButton;
    @FXML private Label headline;
    @FXML private Label recommendationTitle;
    @FXML private Label budgetVerdict;
    @FXML private Label answerNote;
    @FXML private Label monthlyValue;
    @FXML private Label termValue;
    @FXML private Label speedValue;
    @FXML private ProgressBar utilizationBar;
    @FXML private Label utilizationValue;
    @FXML private Label plainWhy;
    @FXML private VBox actionsPanel;
    @FXML private VBox actionsBox;
    @FXML private VBox reasonsBox;
    @FXML private VBox versusPanel;
    @FXML private VBox versusBox;
    @FXML private VBox warningsPanel;
    @FXML private VBox warningsBox;
    @FXML private ToggleSwitch domesticFilter;
    @FXML private ComboBox<Integer> maxCardsFilter;
    @FXML private FlowPane modeFilters;
    @FXML private TableView<Candidate> alternativesTable;
    @FXML private TableColumn<Candidate, String> altGpu;
    @FXML private TableColumn<Candidate, Integer> altCards;
    @FXML private TableColumn<Candidate, String> altDeployment;
    @FXML private TableColumn<Candidate, String> altMode;
    @FXML private TableColumn<Candidate, Double> altFits;
    @FXML private TableColumn<Candidate, Cny> altMonthly;
    @FXML private TableColumn<Candidate, Cny> altTerm;
    @FXML private TableColumn<Candidate, Double> altSpeed;
    @FXML private TableColumn<Candidate, String> altWarnings;
    @FXML private TitledPane rejectedPane;
    @FXML private VBox rejectedBox;
    @FXML private Label compareIntro;
    @FXML private FlowPane chips;
    @FXML private ComboBox<Gpu> pinChoice;
    @FXML private Button pinButton;
    @FXML private Button resetButton;
    @FXML private TableView<Comparison.Entry> compareTable;
    @FXML private TableColumn<Comparison.Entry, String> cmpGpu;
    @FXML private TableColumn<Comparison.Entry, String> cmpMemory;
    @FXML private TableColumn<Comparison.Entry, String> cmpBandwidth;
    @FXML private TableColumn<Comparison.Entry, String> cmpFp16;
    @FXML private TableColumn<Comparison.Entry, String> cmpLink;
    @FXML private TableColumn<Comparison.Entry, String> cmpStack;
    @FXML private TableColumn<Comparison.Entry, String> cmpMonthly;
    @FXML private TableColumn<Comparison.Entry, String> cmpStatus;
    @FXML private GridPane chartsGrid;
    @FXML private ComboBox<String> breakEvenChoice;
    @FXML private Label chartNote;
    private final javafx.beans.value.ObservableBooleanValue exporting;
    @FXML private javafx.scene.control.ProgressIndicator exportProgress;
    @FXML private Label exportStatus;
    private boolean comparisonPending;
    private ComparisonCharts charts;

    public ResultsPageView(ResultsPageViewModel viewModel, Runnable exportAction,
                           javafx.beans.value.ObservableBooleanValue exporting, ViewScope scope) {
        this.exporting = exporting;
        this.scope = scope;
        this.viewModel = viewModel;
        this.exportAction = exportAction;
    }

    @FXML
    private void initialize() {
        m = viewModel.messagesProperty().get();
        charts = new ComparisonCharts(chartsGrid);
        bindAnswer();
        bindFilters();
        bindAlternatives();
        bindComparison();
        bindExport();
    }

    /** The answer card: headline, recommendation, budget verdict, figures, reasons, warnings. */
    private void bindAnswer() {
        headline.textProperty().bind(viewModel.headline());
        recommendationTitle.textProperty().bind(viewModel.recommendationTitle());
        answerNote.textProperty().bind(viewModel.answerNote());
        answerNote.visibleProperty().bind(answerNote.textProperty().isNotEmpty());
        answerNote.managedProperty().bind(answerNote.visibleProperty());
        budgetVerdict.textProperty().bind(viewModel.budgetVerdictText());
        budgetVerdict.visibleProperty().bind(budgetVerdict.textProperty().isNotEmpty());
        budgetVerdict.managedProperty().bind(budgetVerdict.visibleProperty());
        scope.listen(viewModel.budgetStatus(), (o, was, now) -> styleVerdict(now));
        styleVerdict(viewModel.budgetStatus().get());
        plainWhy.textProperty().bind(viewModel.plainWhy());
        plainWhy.managedProperty().bind(plainWhy.textProperty().isNotEmpty());
        scope.listen(viewModel.plainActions(), (o, was, now) -> bullets(actionsPanel, actionsBox, now, "→ "));
        bullets(actionsPanel, actionsBox, viewModel.plainActions().get(), "→ ");
        monthlyValue.textProperty().bind(viewModel.monthlyText());
        termValue.textProperty().bind(viewModel.termText());
        speedValue.textProperty().bind(viewModel.speedText());
        utilizationBar.progressProperty().bind(viewModel.utilization());
        utilizationValue.textProperty().bind(viewModel.utilizationText());
        scope.listen(viewModel.reasons(), (o, was, now) -> showReasons(now));
        showReasons(viewModel.reasons().get());
        scope.listen(viewModel.versusLines(), (o, was, now) -> showVersus(now));
        showVersus(viewModel.versusLines().get());
        scope.listen(viewModel.warnings(), (o, was, now) -> showWarnings(now));
        showWarnings(viewModel.warnings().get());
    }

    /** The filters over the candidates: domestic only, at most N cards, the rental modes allowed. */
    private void bindFilters() {
        domesticFilter.selectedProperty().bindBidirectional(viewModel.domesticOnlyProperty());
        maxCardsFilter.getItems().setAll(0, 1, 2, 4, 8, 16, 32, 64);
        maxCardsFilter.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer n) {
                return n == null || n == 0 ? m.get("results.noLimit") : String.valueOf(n);
            }

            @Override
            public Integer fromString(String s) {
                return null;
            }
        });
        maxCardsFilter.setValue(viewModel.maxCardsProperty().get());
        maxCardsFilter.valueProperty().addListener((o, was, now) -> viewModel.maxCardsProperty().set(now == null ? 0 : now));
        scope.listen(viewModel.maxCardsProperty(), (o, was, now) -> maxCardsFilter.setValue(now.intValue()));
        for (RentalMode mode : RentalMode.filterModes()) {
            CheckBox box = new CheckBox(m.format("rental.modeName", mode));
            box.setId("mode-" + mode.json());
            box.setSelected(viewModel.modeAllowed(mode));
            box.selectedProperty().addListener((o, was, now) -> {
                viewModel.allowMode(mode, now);
                box.setSelected(viewModel.modeAllowed(mode));
            });
            scope.listen(viewModel.effectiveModes(), (o, was, now) -> box.setSelected(now.contains(mode)));
            modeFilters.getChildren().add(box);
        }
    }

    /** The alternatives table and the rejected GPUs. */
    private void bindAlternatives() {
        Cells.wrapped(altGpu, c -> c.label().in(m.locale()));
        column(altCards, Candidate::cards);
        // The plain line ("2 servers × 8"); the layout ("data-parallel attention · expert parallel 16", "1 copy") on hover:
        // in every row, it put the engineer's words beside the plain answer (issue 33).
        Cells.wrapped(altDeployment, c -> ResultsPageViewModel.deploymentCards(c, m),
                c -> ResultsPageViewModel.deploymentSummary(c, m));
        Cells.wrapped(altMode, c -> c.needsQuote() ? m.get("results.needsQuote") : m.format("rental.modeName", c.cost().mode()));
        column(altFits, Candidate::marginGb);
        Cells.wrapping(altFits, v -> m.format("results.fitsMargin", v), m.get("common.unknown"));
        // A card's bandwidth and FP16 are in "Compare GPUs" below, not here: eleven columns did not fit a 1024×700 window and
        // hid the costs and the speed off to the right (issue 33).
        column(altMonthly, c -> c.needsQuote() ? null : c.cost().monthlyCostCny(), m::money);
        column(altTerm, c -> c.needsQuote() ? null : c.cost().termCostCny(), m::money);
        column(altSpeed, viewModel::speedValue, v -> m.number(v, 1));
        altSpeed.textProperty().bind(viewModel.speedHeader());
        Cells.wrapped(altWarnings, c -> ResultsPageViewModel.warningsSummary(c, m));
        TableFit.install(alternativesTable);
        scope.listen(viewModel.alternatives(), (o, was, now) -> alternativesTable.getItems().setAll(now));
        alternativesTable.getItems().setAll(viewModel.alternatives().get());
        scope.listen(viewModel.rejectedLines(), (o, was, now) -> showRejected());
        showRejected();
    }

    /** The comparison: its table, the GPU to pin, the charts (redrawn only while shown), the break-even choice. */
    private void bindComparison() {
        compareIntro.textProperty().bind(viewModel.compareIntro());
        Cells.wrapped(cmpGpu, e -> e.gpu().displayName().in(m.locale()));
        Cells.text(cmpMemory, e -> m.figure(e.gpu().memoryGib(), 0, "unit.gb"));
        Cells.wrapped(cmpBandwidth, e -> Figures.bandwidth(e.gpu(), m));
        Cells.wrapped(cmpFp16, e -> Figures.fp16Dense(e.gpu(), m));
        Cells.wrapped(cmpLink, e -> ResultsPageViewModel.link(e.gpu(), m));
        Cells.text(cmpStack, e -> m.format("results.stack", e.gpu().stack()));
        cmpMonthly.textProperty().bind(viewModel.compareMonthlyHeader());
        Cells.text(cmpMonthly, e -> e.candidate() == null ? "—" : e.candidate().needsQuote() ? m.get("results.needsQuote")
                : m.fen(e.candidate().cost().monthlyCostCny()));
        Cells.wrapped(cmpStatus, e -> e.candidate() != null && e.candidate().needsQuote()
                ? m.format("results.cmp.needsQuote", e.candidate().cards())
                : e.candidate() != null ? m.format("results.cmp.candidate", e.candidate().cards(),
                        m.format("rental.modeName", e.candidate().cost().mode()))
                : e.rejection() == null ? "—" : m.format("results.cmp.rejected", e.rejection().reason()));
        TableFit.install(compareTable);
        pinChoice.getItems().setAll(viewModel.allGpus());
        pinChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Gpu g) {
                return g == null ? "" : g.displayName().in(m.locale());
            }

            @Override
            public Gpu fromString(String s) {
                return null;
            }
        });
        pinButton.disableProperty().bind(viewModel.canPin().not().or(pinChoice.valueProperty().isNull()));
        // Charts are redrawn only while the page is shown; a change made on another page is drawn
        // when the user comes back (keystrokes elsewhere must not pay for six charts).
        scope.listen(viewModel.comparison(), (o, was, now) -> {
            if (chartsGrid.getScene() == null) {
                comparisonPending = true;
            } else {
                showComparison(now);
            }
        });
        chartsGrid.sceneProperty().addListener((o, was, now) -> {
            if (now != null && comparisonPending) {
                comparisonPending = false;
                showComparison(viewModel.comparison().get());
            }
        });
        BreakEvenPicker.install(breakEvenChoice, viewModel, m, scope);
        showComparison(viewModel.comparison().get());
    }

    /** The export button, disabled without an answer or while exporting, and the spinner while it runs. */
    private void bindExport() {
        exportButton.disableProperty().bind(viewModel.leading().isNull().or(
                javafx.beans.binding.Bindings.createBooleanBinding(exporting::get, exporting)));
        // The export runs in the background; while it does, a spinner and a word say so.
        exportProgress.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(exporting::get, exporting));
        exportStatus.visibleProperty().bind(exportProgress.visibleProperty());
        exportStatus.setText(m.get("results.exporting"));
    }

    /**
     * Runs a change that rebuilds the comparison (chips, table, charts) and puts the page back where the
     * user was, in pixels: removing a GPU used to jump the page to the top.
     */
    private void keepingScroll(Runnable change) {
        javafx.scene.control.ScrollPane sp = null;
        for (javafx.scene.Node n = chips; n != null; n = n.getParent()) {
            if (n instanceof javafx.scene.control.ScrollPane s) {
                sp = s;
                break;
            }
        }
        if (sp == null || sp.getContent() == null) {
            change.run();
            return;
        }
        javafx.scene.control.ScrollPane pane = sp;
        double offset = pane.getVvalue() * Math.max(0, pane.getContent().getLayoutBounds().getHeight()
                - pane.getViewportBounds().getHeight());
        change.run();
        // Keep the keyboard focus on the page (the pressed × is gone) without scrolling anywhere.
        pinChoice.requestFocus();
        Runnable restore = () -> {
            pane.layout();
            double range = pane.getContent().getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
            pane.setVvalue(range <= 0 ? 0 : Math.min(1, offset / range));
        };
        restore.run();
        javafx.application.Platform.runLater(restore);
    }

    private void styleVerdict(BudgetCheck.Status status) {
        budgetVerdict.getStyleClass().removeAll(Styles.STATUS_WITHIN,
                Styles.STATUS_OVER);
        if (status == BudgetCheck.Status.WITHIN) {
            budgetVerdict.getStyleClass().add(Styles.STATUS_WITHIN);
        } else if (status == BudgetCheck.Status.OVER) {
            budgetVerdict.getStyleClass().add(Styles.STATUS_OVER);
        }
    }

    private static <T> void column(TableColumn<Candidate, T> col, Function<Candidate, T> value) {
        col.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    }

    /** A sortable typed column shown with a formatter; a null value shows as "unknown". */
    private <T> void column(TableColumn<Candidate, T> col, Function<Candidate, T> value, Function<T, String> format) {
        column(col, value);
        col.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item == null ? m.get("common.unknown") : format.apply(item));
            }
        });
    }

    private void showReasons(List<String> reasons) {
        reasonsBox.getChildren().clear();
        for (String r : reasons) {
            Label l = new Label("• " + r);
            l.setWrapText(true);
            reasonsBox.getChildren().add(l);
        }
    }

    private void showVersus(List<String> lines) {
        bullets(versusPanel, versusBox, lines, "• ");
    }

    /** A panel of wrapped lines, each after its mark, hidden when there are none. */
    private static void bullets(VBox panel, VBox box, List<String> lines, String mark) {
        box.getChildren().clear();
        panel.setVisible(!lines.isEmpty());
        panel.setManaged(!lines.isEmpty());
        for (String line : lines) {
            Label l = new Label(mark + line);
            l.setWrapText(true);
            box.getChildren().add(l);
        }
    }

    private void showWarnings(List<ResultsPageViewModel.WarningRow> rows) {
        warningsBox.getChildren().clear();
        warningsPanel.setVisible(!rows.isEmpty());
        warningsPanel.setManaged(!rows.isEmpty());
        for (ResultsPageViewModel.WarningRow row : rows) {
            Label text = new Label("⚠ " + (row.scope() == null ? "" : row.scope() + ": ") + m.format(row.warning().text()));
            text.setWrapText(true);
            text.getStyleClass().add("warning-text");
            Label action = new Label("→ " + m.format(row.warning().action()));
            action.setWrapText(true);
            action.getStyleClass().add("warning-action");
            warningsBox.getChildren().add(new VBox(2, text, action));
        }
    }

    /** The rejected GPUs grouped by reason; the pane's title counts the GPUs. */
    private void showRejected() {
        rejectedPane.setText(m.format("results.rejectedCount", viewModel.rejected().get().size()));
        rejectedBox.getChildren().clear();
        for (String line : viewModel.rejectedLines().get()) {
            Label l = new Label(line);
            l.setWrapText(true);
            rejectedBox.getChildren().add(l);
        }
    }

    private void showComparison(Comparison c) {
        chips.getChildren().clear();
        if (c == null) {
            compareTable.getItems().clear();
            return;
        }
        compareTable.getItems().setAll(c.entries());
        for (Comparison.Entry e : c.entries()) {
            Label name = new Label(e.rejected() ? m.format("chart.rejected", e.gpu().displayName()) : e.gpu().displayName()
                    .in(m.locale()));
            Button remove = new Button("×");
            remove.getStyleClass().add("chip-remove");
            remove.setId("unpin-" + e.gpu().id());
            remove.disableProperty().bind(viewModel.canUnpin().not());
            remove.setOnAction(x -> keepingScroll(() -> viewModel.unpin(e.gpu().id())));
            HBox chip = new HBox(4, name, remove);
            chip.setId("chip-" + e.gpu().id());
            chip.getStyleClass().addAll("chip", "gpu-color-" + e.colour());
            if (e.rejected()) {
                chip.getStyleClass().add("rejected-chip");
            }
            chips.getChildren().add(chip);
        }
        charts.show(c, m);
        // The hollow points are explained where there are some (the caption spoke of them on a chart without any).
        String scatterNote = c.costVsSpeed().points().stream().anyMatch(ScatterPoint::dominated)
                ? m.get("chart.scatterNote") + " " : "";
        if (c.breakEven() != null) {
            chartNote.setText(scatterNote + m.format(c.breakEven().hourlyCheaperAtAnyUse() ? "chart.breakEvenBeyondMonth"
                    : "chart.breakEvenAt", c.breakEven().breakEvenHours().doubleValue(), c.breakEven().label(),
                    c.breakEven().axisHours()) + BreakEvenPicker.note(c, viewModel.breakEvenGpuProperty().get(), m));
        } else {
            chartNote.setText(scatterNote + m.get("chart.breakEvenNone"));
        }
    }


    @FXML
    private void pin() {
        if (viewModel.pin(pinChoice.getValue() == null ? null : pinChoice.getValue().id())) {
            pinChoice.setValue(null);
        }
    }

    @FXML
    private void resetComparison() {
        viewModel.resetComparison();
    }

    @FXML
    private void export() {
        exportAction.run();
    }
}
