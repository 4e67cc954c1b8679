package com.gpurental.ui.rental;

import static com.gpurental.ui.model.WorkloadModel.F_DAYS_PER_WEEK;
import static com.gpurental.ui.model.WorkloadModel.F_DURATION;
import static com.gpurental.ui.model.WorkloadModel.F_HOURS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_CARDS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_DAYS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_HOURS;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_MULTIPLE;
import static com.gpurental.ui.model.WorkloadModel.F_PEAK_WINDOW_HOURS;

import com.gpurental.plan.Plan;
import com.gpurental.pricing.RentalCost;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Cells;
import com.gpurental.ui.common.controls.Forms;
import java.util.Map;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;

/** Step 4 view: duration, hours, mode; the recommendation and each mode's cost. */
public final class RentalPageView {

    private final ViewScope scope;

    private final RentalPageViewModel viewModel;

    @FXML private TextField durationField;
    @FXML private Label termLabel;
    @FXML private Label durationError;
    @FXML private TextField hoursField;
    @FXML private Label hoursError;
    @FXML private TextField daysPerWeekField;
    @FXML private Label daysPerWeekError;
    @FXML private TextField bufferField;
    @FXML private Label bufferError;
    @FXML private ToggleGroup modeGroup;
    @FXML private RadioButton modeAuto;
    @FXML private RadioButton modeHourly;
    @FXML private RadioButton modeMonthly;
    @FXML private RadioButton modeHybrid;
    @FXML private Label peakCardsLabel;
    @FXML private TextField peakCardsField;
    @FXML private Label peakCardsError;
    @FXML private Label peakHoursLabel;
    @FXML private TextField peakHoursField;
    @FXML private Label peakHoursError;
    @FXML private Label peakWindowTitle;
    @FXML private Label peakDaysLabel;
    @FXML private TextField peakDaysField;
    @FXML private Label peakDaysError;
    @FXML private Label peakWindowHoursLabel;
    @FXML private TextField peakWindowHoursField;
    @FXML private Label peakWindowHoursError;
    @FXML private Label peakMultipleLabel;
    @FXML private TextField peakMultipleField;
    @FXML private Label peakMultipleError;
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
        Forms.field(durationField, viewModel.durationDaysProperty(), viewModel.errorText(F_DURATION),
                viewModel.invalid(F_DURATION), durationError);
        durationField.promptTextProperty().bind(viewModel.durationPrompt());
        termLabel.textProperty().bind(viewModel.termText());
        Forms.field(hoursField, viewModel.hoursPerDayProperty(), viewModel.errorText(F_HOURS), viewModel.invalid(F_HOURS),
                hoursError);
        Forms.field(daysPerWeekField, viewModel.daysPerWeekProperty(), viewModel.errorText(F_DAYS_PER_WEEK),
                viewModel.invalid(F_DAYS_PER_WEEK), daysPerWeekError);
        Forms.field(bufferField, viewModel.bufferPercentProperty(), viewModel.errorText(
                com.gpurental.ui.model.WorkloadModel.F_BUFFER),
                viewModel.invalid(com.gpurental.ui.model.WorkloadModel.F_BUFFER), bufferError);
        bufferField.promptTextProperty().bind(viewModel.bufferPrompt());
        Forms.toggles(modeGroup, viewModel.rentalModeProperty(), Map.of(modeAuto, Plan.RentalChoice.AUTO,
                modeHourly, Plan.RentalChoice.HOURLY, modeMonthly, Plan.RentalChoice.MONTHLY,
                modeHybrid, Plan.RentalChoice.HYBRID), scope);
        Forms.field(peakCardsField, viewModel.peakCardsProperty(), viewModel.errorText(F_PEAK_CARDS),
                viewModel.invalid(F_PEAK_CARDS), peakCardsError);
        Forms.field(peakHoursField, viewModel.peakHoursProperty(), viewModel.errorText(F_PEAK_HOURS),
                viewModel.invalid(F_PEAK_HOURS), peakHoursError);
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
        com.gpurental.ui.common.controls.TableFit.install(costTable);
        scope.listen(viewModel.quotesProperty(), (o, was, now) -> costTable.getItems().setAll(now));
        costTable.getItems().setAll(viewModel.quotesProperty().get());
    }

    /** A peak with a window (rental.peak, issue 31): days of the term, hours a day, the multiple of the base load. */
    private void bindPeakWindow() {
        Forms.field(peakDaysField, viewModel.peakDaysProperty(), viewModel.errorText(F_PEAK_DAYS),
                viewModel.invalid(F_PEAK_DAYS), peakDaysError);
        Forms.field(peakWindowHoursField, viewModel.peakWindowHoursProperty(), viewModel.errorText(F_PEAK_WINDOW_HOURS),
                viewModel.invalid(F_PEAK_WINDOW_HOURS), peakWindowHoursError);
        Forms.field(peakMultipleField, viewModel.peakMultipleProperty(), viewModel.errorText(F_PEAK_MULTIPLE),
                viewModel.invalid(F_PEAK_MULTIPLE), peakMultipleError);
        for (var node : new javafx.scene.Node[] {peakWindowTitle, peakDaysLabel, peakDaysField, peakWindowHoursLabel,
            peakWindowHoursField, peakMultipleLabel, peakMultipleField, peakWindowHint}) {
            Forms.showWhen(node, viewModel.peakWindowShown());
        }
    }
}
