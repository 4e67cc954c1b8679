package com.gpurental.ui.scenario;

import atlantafx.base.controls.ToggleSwitch;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.plan.Plan;
import com.gpurental.plan.Software;
import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.NamedControls;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Forms;
import java.util.List;
import java.util.Map;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** Step 1 view: binds the two big choices, the preset cards and the domestic switch. */
public final class ScenarioPageView implements NamedControls {

    private final ViewScope scope;

    private final ScenarioPageViewModel viewModel;

    @FXML private ToggleButton trainingChoice;
    @FXML private ToggleButton inferenceChoice;
    @FXML private FlowPane presetCards;
    @FXML private ToggleSwitch domesticSwitch;
    @FXML private javafx.scene.control.RadioButton softwareCuda;
    @FXML private javafx.scene.control.RadioButton softwareCann;
    @FXML private javafx.scene.control.RadioButton softwareDtk;
    @FXML private javafx.scene.control.RadioButton softwareAny;
    @FXML private Label deadlineNote;
    @FXML private javafx.scene.layout.HBox keptModelRow;
    @FXML private Label keptModelNote;
    @FXML private javafx.scene.control.Button usePresetModel;

    public ScenarioPageView(ScenarioPageViewModel viewModel, ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
    }

    @FXML
    private void initialize() {
        ToggleGroup sides = new ToggleGroup();
        trainingChoice.setToggleGroup(sides);
        inferenceChoice.setToggleGroup(sides);
        // Clicking the chosen side again must not leave both unselected while the scenario stays.
        sides.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null && was != null) {
                was.setSelected(true);
            }
        });
        trainingChoice.setOnAction(e -> viewModel.chooseScenario(Plan.Scenario.TRAINING));
        inferenceChoice.setOnAction(e -> viewModel.chooseScenario(Plan.Scenario.INFERENCE));
        scope.listen(viewModel.scenarioProperty(), (o, was, now) -> showScenario(now));
        scope.listen(viewModel.presetProperty(), (o, was, now) -> markPreset(now));
        showScenario(viewModel.scenarioProperty().get());
        domesticSwitch.selectedProperty().bindBidirectional(viewModel.domesticOnlyProperty());
        bindSoftware();
        keptModelNote.textProperty().bind(viewModel.keptModelNote());
        usePresetModel.textProperty().bind(viewModel.usePresetModelText());
        usePresetModel.setOnAction(e -> viewModel.usePresetModel());
        Forms.showWhen(keptModelRow, keptModelNote.textProperty().isNotEmpty());
        deadlineNote.textProperty().bind(viewModel.deadlineNote());
        Forms.showWhen(deadlineNote, deadlineNote.textProperty().isNotEmpty());
        // AtlantaFX's ToggleSwitch takes the focus but has no key binding: Space switches it, as on a check box.
        domesticSwitch.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.SPACE) {
                domesticSwitch.setSelected(!domesticSwitch.isSelected());
                e.consume();
            }
        });
    }

    /** The field table's text fields (the papers' project details), each by its fx:id (the field's id and "Field"). */
    @Override
    public void bindNamed(Map<String, Object> controls) {
        Forms.tableFields(controls, viewModel);
    }

    /** Which stack the team's software runs on, one choice of four. */
    private void bindSoftware() {
        ToggleGroup group = new ToggleGroup();
        Map<Software, javafx.scene.control.RadioButton> buttons = Map.of(Software.CUDA, softwareCuda,
                Software.CANN, softwareCann, Software.DTK, softwareDtk, Software.ANY, softwareAny);
        buttons.forEach((software, button) -> {
            button.setToggleGroup(group);
            button.setOnAction(e -> viewModel.chooseSoftware(software));
        });
        Runnable show = () -> buttons.get(viewModel.softwareProperty().get()).setSelected(true);
        scope.listen(viewModel.softwareProperty(), (o, was, now) -> show.run());
        show.run();
    }

    private void showScenario(Plan.Scenario scenario) {
        trainingChoice.setSelected(scenario == Plan.Scenario.TRAINING);
        inferenceChoice.setSelected(scenario == Plan.Scenario.INFERENCE);
        Messages m = viewModel.messagesProperty().get();
        presetCards.getChildren().clear();
        for (ScenarioPreset p : viewModel.presets(scenario)) {
            Label name = new Label(p.name().in(m.locale()));
            name.getStyleClass().add("card-title");
            Label description = new Label(p.description().in(m.locale()));
            description.getStyleClass().add("card-text");
            // Each indicator whole on its line: the lines break between indicators, never inside a
            // number or range ("≤1,⏎000 毫秒", "1–⏎4 张卡").
            javafx.scene.layout.FlowPane indicators = new javafx.scene.layout.FlowPane();
            indicators.setPrefWrapLength(290);
            List<String> parts = ScenarioPageViewModel.indicatorList(p, m);
            for (int i = 0; i < parts.size(); i++) {
                Label part = new Label(parts.get(i) + (i < parts.size() - 1 ? " · " : ""));
                part.getStyleClass().add("card-indicators");
                part.setMinWidth(Region.USE_PREF_SIZE);
                String tip = Glossary.tip(parts.get(i), m); // "TOPS: trillions of …"
                if (!tip.isEmpty()) {
                    part.setTooltip(new javafx.scene.control.Tooltip(tip));
                }
                indicators.getChildren().add(part);
            }
            VBox card = new VBox(6, name, description, indicators);
            for (Label l : new Label[] {name, description}) {
                l.setWrapText(true);
                l.setMinHeight(Region.USE_PREF_SIZE);
            }
            card.setId("preset-" + p.id());
            card.getStyleClass().add("preset-card");
            // Its width is in em (app.css): 320 px at the normal text size, wider as the text grows.
            card.setFocusTraversable(true);
            card.setUserData(p.id());
            // A screen reader reads the card as one button: its name, what it is for, its figures (see markPreset).
            card.setAccessibleRole(javafx.scene.AccessibleRole.BUTTON);
            card.getProperties().put(SPOKEN, m.format("scenario.card.accessible", name.getText(), description.getText(),
                    String.join(" ", parts)));
            card.setAccessibleHelp(m.get("scenario.card.keys"));
            Runnable choose = () -> {
                viewModel.choosePreset(p.id());
                markPreset(p.id());
            };
            card.setOnMouseClicked(e -> choose.run());
            card.setOnKeyPressed(e -> {
                if (e.getCode() == KeyCode.SPACE) {
                    choose.run();
                    e.consume();
                }
            });
            presetCards.getChildren().add(card);
        }
        markPreset(viewModel.presetProperty().get());
    }

    private static final String SPOKEN = "gpurental.spoken";

    private void markPreset(String id) {
        presetCards.getChildren().forEach(n -> {
            boolean selected = n.getUserData().equals(id);
            n.getStyleClass().remove(Styles.SELECTED);
            if (selected) {
                n.getStyleClass().add(Styles.SELECTED);
            }
            String spoken = (String) n.getProperties().get(SPOKEN);
            n.setAccessibleText(selected ? viewModel.messagesProperty().get().format("scenario.card.accessibleChosen", spoken)
                    : spoken);
        });
    }
}
