package com.gpurental.ui.rental;

import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.NamedControls;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Cells;
import com.gpurental.ui.common.controls.Forms;
import com.gpurental.ui.common.controls.TableFit;
import java.util.Map;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;

/** Step 4 view: duration, hours, mode; the recommendation and each mode's cost. */
public final class RentalPageView implements NamedControls {

    private final ViewScope scope;

    private final RentalPageViewModel viewModel;

    @FXML private TextField durationDaysField;
    @FXML private Label termLabel;
    @FXML private TextField bufferPercentField;
    @FXML private ToggleGroup modeGroup;
    @FXML private RadioButton modeAuto;
    @FXML private RadioButton modeHourly;
    @FXML private RadioButton modeMonthly;
    @FXML private RadioButton modeHybrid;
    @FXML private Label peakCardsLabel;
    @FXML private TextField peakCardsField;
    @FXML private Label peakHoursLabel;
    @FXML private TextField peakHoursField;
    @FXML private Label peakWindowTitle;
    @FXML private Label peakDaysLabel;
    @FXML private TextField peakDaysField;
    @FXML private Label peakWindowHoursLabel;
    @FXML private TextField peakWindowHoursField;
    @FXML private Label peakMultipleLabel;
    @FXML private TextField peakMultipleField;
    @FXML private Label peakWindowHint;
    @FXML private Label leadingLabel;
    @FXML private Label recommendedLabel;
    @FXML private Label reasonLabel;
    @FXML private Label breakEvenLabel;
    @FXML private TableView<RentalCost> costTable;
    @FXML private TableColumn<RentalCost, String> modeColumn;
    @FXML private TableColumn<RentalCost, String> cardsColumn;
    @FXML private TableColumn<RentalCost, String> monthlyColumn;
    @FXML private TableColumn<RentalCost, String> termColumn;
    @FXML private TableColumn<RentalCost, String> billedColumn;

    public RentalPageView(RentalPageViewModel viewModel, ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
    }

    @FXML
    private void initialize() {
        Messages m = viewModel.messagesProperty().get();
        durationDaysField.promptTextProperty().bind(viewModel.durationPrompt());
        termLabel.textProperty().bind(viewModel.termText());
        bufferPercentField.promptTextProperty().bind(viewModel.bufferPrompt());
        Forms.toggles(modeGroup, viewModel.rentalModeProperty(), Map.of(modeAuto, Plan.RentalChoice.AUTO,
                modeHourly, Plan.RentalChoice.HOURLY, modeMonthly, Plan.RentalChoice.MONTHLY,
                modeHybrid, Plan.RentalChoice.HYBRID), scope);
        Forms.showWhen(peakCardsLabel, viewModel.hybridProperty());
        Forms.showWhen(peakCardsField, viewModel.hybridProperty());
        peakCardsField.promptTextProperty().bind(viewModel.peakCardsPrompt());
        // a peak window's hours a day are the peak's hours: the older field would only contradict them
        Forms.showWhen(peakHoursLabel, viewModel.peakHoursShown());
        Forms.showWhen(peakHoursField, viewModel.peakHoursShown());
        bindPeakWindow();
        leadingLabel.textProperty().bind(viewModel.leadingText());
        recommendedLabel.textProperty().bind(viewModel.recommendedText());
        reasonLabel.textProperty().bind(viewModel.reasonText());
        breakEvenLabel.textProperty().bind(viewModel.breakEvenText());

        Cells.wrapped(modeColumn, q -> m.format("rental.modeName", q.mode()));
        Cells.wrapped(cardsColumn, q -> m.format(q.cardsLabel()));
        Cells.text(monthlyColumn, q -> m.fen(q.monthlyCostCny())); // a column to the fen (audit 33 §9)
        Cells.text(termColumn, q -> m.fen(q.termCostCny()));
        Cells.wrapped(billedColumn, q -> viewModel.billedText(q, m));
        TableFit.install(costTable);
        scope.listen(viewModel.quotesProperty(), (o, was, now) -> costTable.getItems().setAll(now));
        costTable.getItems().setAll(viewModel.quotesProperty().get());
    }

    /** The field table's text fields, each by its fx:id (the field's id and "Field"). */
    @Override
    public void bindNamed(Map<String, Object> controls) {
        Forms.tableFields(controls, viewModel);
    }

    /** A peak with a window (rental.peak, issue 31): days of the term, hours a day, the multiple of the base load. */
    private void bindPeakWindow() {
        for (var node : new javafx.scene.Node[] {peakWindowTitle, peakDaysLabel, peakDaysField, peakWindowHoursLabel,
            peakWindowHoursField, peakMultipleLabel, peakMultipleField, peakWindowHint}) {
            Forms.showWhen(node, viewModel.peakWindowShown());
        }
    }
}
