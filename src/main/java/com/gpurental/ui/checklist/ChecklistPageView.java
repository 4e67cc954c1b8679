package com.gpurental.ui.checklist;

import com.gpurental.checklist.ChecklistItem;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Checklist view: one row per item with its tick, evidence and note. */
public final class ChecklistPageView {

    private final ViewScope scope;

    private final ChecklistPageViewModel viewModel;
    private Messages m;

    @FXML private ProgressBar progressBar;
    @FXML private Label progressLabel;
    @FXML private VBox itemsBox;
    @FXML private Label acceptanceLabel;
    @FXML private javafx.scene.control.ScrollPane root;
    @FXML private Label measurementsLabel;
    @FXML private javafx.scene.layout.FlowPane measurementFields;
    @FXML private Label measurementError;

    public ChecklistPageView(ChecklistPageViewModel viewModel, ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
    }

    @FXML
    private void initialize() {
        m = viewModel.messagesProperty().get();
        progressBar.progressProperty().bind(viewModel.progress());
        progressLabel.textProperty().bind(viewModel.progressText());
        acceptanceLabel.textProperty().bind(viewModel.acceptanceText());
        measurementsLabel.textProperty().bind(viewModel.measurementsText());
        MeasurementEditor.build(measurementFields, measurementError, viewModel, m);
        // a result file dropped anywhere on the page is imported
        root.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles() && viewModel.accepts(paths(e.getDragboard().getFiles()))) {
                e.acceptTransferModes(javafx.scene.input.TransferMode.COPY);
            }
            e.consume();
        });
        root.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles() && viewModel.accepts(paths(e.getDragboard().getFiles()));
            if (ok) {
                viewModel.importAcceptance(e.getDragboard().getFiles().get(0).toPath());
            }
            e.setDropCompleted(ok);
            e.consume();
        });
        build(viewModel.itemsProperty().get());
        scope.listen(viewModel.itemsProperty(), (o, was, now) -> update(now));
    }

    @FXML
    private void importAcceptance() {
        viewModel.chooseAcceptance();
    }

    private static List<Path> paths(List<File> files) {
        return files.stream().map(File::toPath).toList();
    }

    private void build(List<ChecklistItem> items) {
        itemsBox.getChildren().clear();
        for (ChecklistItem item : items) {
            CheckBox box = new CheckBox(item.number() + ". " + m.format(item.title()));
            box.setId("check-" + item.id());
            box.setWrapText(true);
            box.setOnAction(e -> viewModel.setChecked(item.id(), box.isSelected()));
            Label evidence = new Label();
            evidence.setId("evidence-" + item.id());
            evidence.setWrapText(true);
            evidence.getStyleClass().add("checklist-evidence");
            TextField note = new TextField(item.note());
            note.setId("note-" + item.id());
            note.setPromptText(m.get("checklist.notePrompt"));
            note.textProperty().addListener((o, was, now) -> viewModel.setNote(item.id(), now));
            VBox words = new VBox(3, box, evidence);
            HBox.setHgrow(words, Priority.ALWAYS);
            note.setPrefWidth(360);
            // never squeezed by a long line of evidence (item 12's shrank to "Note (w"): the words wrap instead, and
            // every note field stands in one column
            note.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            words.setMinWidth(0);
            // Not applicable (信创 without the domestic requirement is so by the plan; any other item by the buyer)
            CheckBox notApplicable = new CheckBox(m.get("checklist.na"));
            notApplicable.setId("na-" + item.id());
            notApplicable.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            notApplicable.setOnAction(e -> viewModel.setNotApplicable(item.id(), notApplicable.isSelected()));
            HBox row = new HBox(16, words, note, notApplicable);
            row.setAlignment(Pos.CENTER_LEFT);
            row.getStyleClass().add("checklist-row");
            row.setUserData(item.id());
            itemsBox.getChildren().add(row);
        }
        update(items);
    }

    private void update(List<ChecklistItem> items) {
        for (int i = 0; i < items.size(); i++) {
            ChecklistItem item = items.get(i);
            HBox row = (HBox) itemsBox.getChildren().get(i);
            VBox words = (VBox) row.getChildren().get(0);
            CheckBox box = (CheckBox) words.getChildren().get(0);
            Label evidence = (Label) words.getChildren().get(1);
            box.setSelected(item.done());
            box.setDisable(item.automatic() || !item.applies());
            CheckBox notApplicable = (CheckBox) row.getChildren().get(2);
            notApplicable.setSelected(!item.applies());
            notApplicable.setDisable(item.automatic() || item.notApplicableByPlan());
            evidence.setText(!item.applies() ? m.format(item.notApplicable())
                    : item.automatic() ? m.format("checklist.auto", item.evidence())
                    : item.needsDecision() ? m.format("checklist.needsDecision", item.evidence())
                    : item.confirmByHand() && item.evidence() != null ? m.format("checklist.toConfirm", item.evidence())
                    : m.get("checklist.manual." + item.id()));
            row.getStyleClass().removeAll("item-done", "item-open");
            row.getStyleClass().add(item.done() ? "item-done" : "item-open");
            TextField note = (TextField) row.getChildren().get(1);
            if (!note.getText().equals(item.note())) {
                note.setText(item.note());
            }
            note.setPromptText(m.get(!item.applies() && !item.notApplicableByPlan()
                    ? "checklist.naPrompt" : "checklist.notePrompt"));
        }
    }
}
