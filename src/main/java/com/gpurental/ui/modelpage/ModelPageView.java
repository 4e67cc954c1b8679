package com.gpurental.ui.modelpage;

import static com.gpurental.ui.model.WorkloadModel.F_ACTIVE;
import static com.gpurental.ui.model.WorkloadModel.F_PARAMETERS;
import static com.gpurental.ui.model.WorkloadModel.F_PRECISION;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.NamedControls;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Forms;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.beans.property.StringProperty;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.SearchableComboBox;

/**
 * Step 2 view: binds every model, training and inference field to the view model; the field table's text fields by
 * their fx:id ({@link #bindNamed}), the rest here.
 */
public final class ModelPageView implements NamedControls {

    private final ViewScope scope;

    private final ModelPageViewModel viewModel;

    @FXML private Label importText;
    @FXML private Label importError;
    @FXML private javafx.scene.layout.HBox suggestionBox;
    @FXML private Label suggestionText;
    @FXML private javafx.scene.control.Button suggestionButton;
    @FXML private VBox llmSection;
    @FXML private VBox trainingSection;
    @FXML private VBox inferenceSection;
    @FXML private VBox visionSection;
    @FXML private VBox computeSection;
    @FXML private javafx.scene.control.CheckBox doublePrecisionBox;
    @FXML private Label introLabel;
    @FXML private ResourceBundle resources;
    @FXML private TitledPane advancedPane;
    @FXML private SearchableComboBox<ModelPreset> modelChoice;
    @FXML private TextField parametersField;
    @FXML private Label parametersError;
    @FXML private ToggleGroup precisionGroup;
    @FXML private RadioButton fp32;
    @FXML private RadioButton bf16;
    @FXML private RadioButton fp16;
    @FXML private RadioButton fp8;
    @FXML private RadioButton int8;
    @FXML private RadioButton int4;
    @FXML private Label precisionText;
    @FXML private Label precisionError;
    @FXML private ToggleGroup methodGroup;
    @FXML private RadioButton methodFull;
    @FXML private RadioButton methodLora;
    @FXML private RadioButton methodQlora;
    @FXML private Label loadSwitchText;
    @FXML private Label inferenceTitle;
    @FXML private javafx.scene.control.CheckBox batchBox;
    @FXML private javafx.scene.control.CheckBox spareCopyBox;
    @FXML private javafx.scene.layout.GridPane batchGrid;
    @FXML private javafx.scene.layout.GridPane serviceGrid;
    @FXML private Label batchLoadText;
    @FXML private Label loadText;
    @FXML private Label architectureText;
    @FXML private TextField activeField;
    @FXML private Label activeError;

    public ModelPageView(ModelPageViewModel viewModel, ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
    }

    @FXML
    private void initialize() {
        bindImport();
        bindSections();
        bindModelChoice();
        bindModelFields();
        bindWorkloadFields();
        bindBatchJob();
        bindArchitectureFields();
    }

    /** A batch job instead of a service's users: the switch and the engine's arithmetic (issue 31; its four fields are the
     * table's). */
    private void bindBatchJob() {
        BatchJob batch = viewModel.batchJob();
        batchBox.setSelected(batch.onProperty().get());
        scope.listen(batch.onProperty(), (o, was, now) -> batchBox.setSelected(now));
        batchBox.selectedProperty().addListener((o, was, now) -> batch.set(now));
        Forms.showWhen(batchGrid, batch.onProperty());
        Forms.showWhen(serviceGrid, batch.onProperty().not());
        inferenceTitle.textProperty().bind(javafx.beans.binding.Bindings.when(batch.onProperty())
                .then(resources.getString("model.batchSection")).otherwise(resources.getString("model.inferenceSection")));
        batchLoadText.textProperty().bind(viewModel.loadText());
        Forms.showWhen(batchLoadText, batchLoadText.textProperty().isNotEmpty());
    }

    /** The import's result and error, a config.json dropped on the page, and the model a bare count suggests. */
    private void bindImport() {
        importText.textProperty().bind(viewModel.importText());
        importError.textProperty().bind(viewModel.importErrorText());
        Forms.showWhen(importText, importText.textProperty().isNotEmpty());
        Forms.showWhen(importError, importError.textProperty().isNotEmpty());
        // Drag and drop of a config.json anywhere on the page.
        llmSection.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(javafx.scene.input.TransferMode.COPY);
            }
            e.consume();
        });
        llmSection.setOnDragDropped(e -> {
            var files = e.getDragboard().getFiles();
            if (!files.isEmpty()) {
                viewModel.importConfigFile(files.get(0).toPath());
            }
            e.setDropCompleted(!files.isEmpty());
            e.consume();
        });
        // A bare parameter count names the model it was sized as, one click to pick the real one.
        Forms.showKeepingRoom(suggestionBox, viewModel.suggestionShown(), viewModel.fieldErrors(), viewModel::figuresHeld);
        suggestionText.textProperty().bind(viewModel.suggestionText());
        suggestionButton.textProperty().bind(viewModel.suggestionButtonText());
    }

    /** The sections the workload shows, the double-precision box and the page's intro. */
    private void bindSections() {
        Forms.showWhen(llmSection, viewModel.llmProperty());
        Forms.showWhen(advancedPane, viewModel.llmProperty());
        Forms.showWhen(trainingSection, viewModel.trainingProperty());
        Forms.showWhen(inferenceSection, viewModel.inferenceProperty());
        Forms.showWhen(visionSection, viewModel.visionProperty());
        Forms.showWhen(computeSection, viewModel.computeProperty());
        doublePrecisionBox.selectedProperty().bindBidirectional(viewModel.doublePrecisionProperty());
        spareCopyBox.selectedProperty().bindBidirectional(viewModel.spareCopyProperty());
        // The intro says what this page shows: a vision or compute plan has no model or precision to pick here.
        introLabel.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> resources.getString(
                viewModel.visionProperty().get() ? "model.introVision"
                        : viewModel.computeProperty().get() ? "model.introCompute" : "model.intro"),
                viewModel.visionProperty(), viewModel.computeProperty()));
    }

    /** The model list, labelled in the page's language, kept in step with the view model's model both ways. */
    private void bindModelChoice() {
        var messages = viewModel.messagesProperty().get();
        modelChoice.getItems().setAll(viewModel.models());
        modelChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(ModelPreset m) {
                // what the search looks in; the list and the box show the short label (cells below)
                return m == null ? "" : ModelPageViewModel.searchText(m, messages);
            }

            @Override
            public ModelPreset fromString(String s) {
                return null;
            }
        });
        modelChoice.setCellFactory(list -> labelCell(messages, false));
        // the closed box: the name and the count, whole at 1024 × 700; its tip and the list give the search name too
        modelChoice.setButtonCell(labelCell(messages, true));
        // a search that finds nothing says so and what to try (the list was silently empty, issue 33)
        Label none = new Label(messages.get("model.searchNone"));
        none.setWrapText(true);
        modelChoice.setPlaceholder(none);
        showModel(viewModel.modelIdProperty().get());
        scope.listen(viewModel.modelIdProperty(), (o, was, now) -> showModel(now));
        modelChoice.valueProperty().addListener((o, was, now) -> {
            if (now != null && !now.id().equals(viewModel.modelIdProperty().get())) {
                viewModel.selectModel(now.id());
            }
        });
    }

    /** The parameter count, the precision and the training method. */
    private void bindModelFields() {
        field(parametersField, viewModel.parametersProperty(), F_PARAMETERS, parametersError);
        Forms.toggles(precisionGroup, viewModel.precisionProperty(), Map.of(fp32, Precision.FP32, bf16, Precision.BF16,
                fp16, Precision.FP16, fp8, Precision.FP8, int8, Precision.INT8, int4, Precision.INT4), scope);
        precisionText.textProperty().bind(viewModel.precisionText());
        precisionError.textProperty().bind(viewModel.errorText(F_PRECISION));
        Forms.showWhen(precisionError, viewModel.invalid(F_PRECISION));
        Forms.toggles(methodGroup, viewModel.methodProperty(), Map.of(methodFull, TrainingMethod.FULL,
                methodLora, TrainingMethod.LORA, methodQlora, TrainingMethod.QLORA), scope);
    }

    /** The load's sentences (the training, inference and vision fields are the table's, bound by fx:id). */
    private void bindWorkloadFields() {
        // The engine's arithmetic for the load in the buyer's words (issue 31).
        loadText.textProperty().bind(viewModel.loadText());
        loadSwitchText.textProperty().bind(viewModel.loadSwitchText());
        Forms.showWhen(loadSwitchText, loadSwitchText.textProperty().isNotEmpty());
    }

    /** The advanced pane: the architecture's summary and the active parameters (its other fields are the table's). */
    private void bindArchitectureFields() {
        architectureText.textProperty().bind(viewModel.architectureText());
        field(activeField, viewModel.activeParametersProperty(), F_ACTIVE, activeError);
    }

    /** The field table's text fields, each by its fx:id (the field's id and "Field"). */
    @Override
    public void bindNamed(Map<String, Object> controls) {
        Forms.tableFields(controls, viewModel);
    }

    private void field(TextField field, StringProperty value, String id, Label error) {
        Forms.field(field, value, viewModel.errorText(id), viewModel.invalid(id), error);
    }

    private static javafx.scene.control.ListCell<ModelPreset> labelCell(Messages messages, boolean box) {
        return new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(ModelPreset m, boolean empty) {
                super.updateItem(m, empty);
                boolean none = empty || m == null;
                setText(none ? null : box ? ModelPageViewModel.nameAndCount(m, messages)
                        : ModelPageViewModel.modelLabel(m, messages));
                setTooltip(none || !box ? null : new javafx.scene.control.Tooltip(ModelPageViewModel.modelLabel(m, messages)));
            }
        };
    }

    private void showModel(String id) {
        ModelPreset selected = id == null ? null
                : modelChoice.getItems().stream().filter(m -> m.id().equals(id)).findFirst().orElse(null);
        if (modelChoice.getValue() != selected) {
            modelChoice.setValue(selected);
        }
    }

    @FXML
    private void pickSuggestedModel() {
        viewModel.pickSuggestedModel();
    }

    @FXML
    private void importConfig() {
        viewModel.chooseConfigFile(resources.getString("model.importDialog"), resources.getString("model.importFilter"));
    }

    @FXML
    private void pasteConfig() {
        viewModel.importConfigText(javafx.scene.input.Clipboard.getSystemClipboard().getString(), null);
    }
}
