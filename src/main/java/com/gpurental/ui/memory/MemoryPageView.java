package com.gpurental.ui.memory;

import com.gpurental.advice.GpuFit;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Cells;
import com.gpurental.ui.common.controls.Forms;
import com.gpurental.ui.common.controls.TableFit;
import com.gpurental.ui.model.WorkloadModel;
import java.util.List;
import java.util.Map;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** Step 3 view: the big number, the stacked bar of parts and the GPU fit table. */
public final class MemoryPageView {

    private final ViewScope scope;

    private final MemoryPageViewModel viewModel;

    @FXML private javafx.scene.layout.HBox suggestionBox;
    @FXML private Label suggestionText;
    @FXML private javafx.scene.control.Button suggestionButton;
    @FXML private Label requiredLabel;
    @FXML private Label requiredCaption;
    @FXML private ToggleGroup precisionGroup;
    @FXML private ToggleButton quickFp16;
    @FXML private ToggleButton quickInt8;
    @FXML private ToggleButton quickInt4;
    @FXML private Label precisionError;
    @FXML private TextField spareField;
    @FXML private HBox spareBox;
    @FXML private Label assumptionsTitle;
    @FXML private FlowPane assumptionsPane;
    @FXML private Label spareError;
    @FXML private javafx.scene.layout.VBox kvBox;
    @FXML private ToggleGroup kvGroup;
    @FXML private ToggleButton kvFp16;
    @FXML private ToggleButton kvFp8;
    @FXML private ToggleButton kvInt8;
    @FXML private HBox partsBar;
    @FXML private FlowPane legend;
    @FXML private TableView<GpuFit> gpuTable;
    @FXML private TableColumn<GpuFit, String> gpuColumn;
    @FXML private TableColumn<GpuFit, String> memoryColumn;
    @FXML private TableColumn<GpuFit, String> cardsColumn;
    @FXML private TableColumn<GpuFit, String> fitsColumn;
    @FXML private TableColumn<GpuFit, Double> utilColumn;
    @FXML private TableColumn<GpuFit, String> noteColumn;
    @FXML private javafx.scene.control.TitledPane engineerPane;
    @FXML private Label engineerText;

    public MemoryPageView(MemoryPageViewModel viewModel, ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
    }

    @FXML
    private void initialize() {
        // A bare parameter count names the model it was sized as, one click to pick the real one.
        Forms.showKeepingRoom(suggestionBox, viewModel.suggestionShown(), viewModel.fieldErrors(), viewModel::figuresHeld);
        suggestionText.textProperty().bind(viewModel.suggestionText());
        suggestionButton.textProperty().bind(viewModel.suggestionButtonText());
        Messages m = viewModel.messagesProperty().get();
        requiredLabel.textProperty().bind(viewModel.requiredText());
        requiredCaption.textProperty().bind(viewModel.requiredCaption());
        Forms.toggles(precisionGroup, viewModel.precisionProperty(),
                Map.of(quickFp16, Precision.FP16, quickInt8, Precision.INT8, quickInt4, Precision.INT4), scope);
        precisionError.textProperty().bind(viewModel.errorText(WorkloadModel.F_PRECISION));
        Forms.showWhen(precisionError, viewModel.invalid(WorkloadModel.F_PRECISION));
        Forms.field(spareField, viewModel.spareProperty(), viewModel.errorText(WorkloadModel.F_SPARE),
                viewModel.invalid(WorkloadModel.F_SPARE), spareError);
        Forms.toggles(kvGroup, viewModel.kvPrecisionProperty(),
                Map.of(kvFp16, KvPrecision.FP16, kvFp8, KvPrecision.FP8, kvInt8, KvPrecision.INT8), scope);
        Forms.showWhen(kvBox, viewModel.kvApplies());
        Forms.showWhen(spareBox, viewModel.spareApplies());
        // A vision or compute plan has neither setting: no empty "Assumptions" heading.
        Forms.showWhen(assumptionsTitle, viewModel.spareApplies().or(viewModel.kvApplies()));
        Forms.showWhen(assumptionsPane, viewModel.spareApplies().or(viewModel.kvApplies()));
        scope.listen(viewModel.partsProperty(), (o, was, now) -> showParts(now, m));
        showParts(viewModel.partsProperty().get(), m);

        Cells.wrapped(gpuColumn, f -> f.gpu().displayName().in(m.locale()));
        Cells.lines(memoryColumn, f -> MemoryPageViewModel.cardMemory(f.gpu(), m)); // "25.8 GB" over "(sold as 24 GB)"
        Cells.wrapped(cardsColumn, f -> MemoryPageViewModel.cardsText(f, m));
        Cells.lines(fitsColumn, f -> MemoryPageViewModel.fitsText(f, m)); // "放得下，" over "未入选", never broken
        Cells.bar(utilColumn, f -> Double.isNaN(f.plannedUtilization()) ? null : f.plannedUtilization(), m);
        Cells.wrapped(noteColumn, f -> MemoryPageViewModel.note(f, m));
        TableFit.install(gpuTable);
        scope.listen(viewModel.fitsProperty(), (o, was, now) -> gpuTable.getItems().setAll(now));
        gpuTable.getItems().setAll(viewModel.fitsProperty().get());
        gpuTable.setRowFactory(t -> Cells.rowClass(f -> f.fits() ? "row-fits" : "row-nofit"));
        engineerText.textProperty().bind(viewModel.engineerDetail());
        // the fold also holds the binary units behind the table's card memory (issue 33: "GiB", 2^30 out of plain view)
        Forms.showWhen(engineerText, engineerText.textProperty().isNotEmpty());
    }

    private void showParts(List<MemoryPageViewModel.Part> parts, Messages m) {
        partsBar.getChildren().clear();
        legend.getChildren().clear();
        for (MemoryPageViewModel.Part p : parts) {
            int i = p.colour();
            Region segment = new Region();
            segment.getStyleClass().addAll("segment", Styles.SEGMENT + i);
            segment.prefWidthProperty().bind(partsBar.widthProperty().multiply(p.fraction()));
            segment.setMinWidth(2);
            HBox.setHgrow(segment, Priority.NEVER);
            String text = m.format("memory.partLegend", p.label(m), p.gb());
            // A Tooltip is a popup window with its own scene: make it on the first hover, not on every
            // recompute (this page redraws its bar on each keystroke anywhere in the wizard).
            segment.setOnMouseEntered(e -> {
                segment.setOnMouseEntered(null);
                Tooltip.install(segment, new Tooltip(text));
            });
            partsBar.getChildren().add(segment);
            Region swatch = new Region();
            swatch.getStyleClass().addAll("swatch", Styles.SEGMENT + i);
            Label label = new Label(text, swatch);
            label.getStyleClass().add("legend-item");
            legend.getChildren().add(label);
        }
    }

    @FXML
    private void pickSuggestedModel() {
        viewModel.pickSuggestedModel();
    }
}
