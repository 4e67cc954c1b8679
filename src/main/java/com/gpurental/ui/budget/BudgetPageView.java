package com.gpurental.ui.budget;

import static com.gpurental.ui.model.WorkloadModel.F_BUDGET;

import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Suggestion;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.common.controls.Cells;
import com.gpurental.ui.common.controls.Forms;
import com.gpurental.ui.common.controls.TableFit;
import com.gpurental.ui.model.BudgetKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Step 5 view: budget input, within/over banner, leading costs and one-click suggestions. */
public final class BudgetPageView {

    private final ViewScope scope;

    private final BudgetPageViewModel viewModel;
    private final javafx.beans.binding.BooleanBinding stale;

    @FXML private ToggleGroup kindGroup;
    @FXML private RadioButton kindMonthly;
    @FXML private RadioButton kindTotal;
    @FXML private TextField budgetField;
    @FXML private Label budgetError;
    @FXML private Label statusLabel;
    /** A row of the leading table and its header, in px at the app's font (two lines for a wrapped row fit in 250). */
    private static final double ROW_PX = 40;
    private static final double HEADER_PX = 44;
    @FXML private TableView<Candidate> leadingTable;
    @FXML private TableColumn<Candidate, String> gpuColumn;
    @FXML private TableColumn<Candidate, String> modeColumn;
    @FXML private TableColumn<Candidate, String> monthlyColumn;
    @FXML private TableColumn<Candidate, String> termColumn;
    @FXML private TableColumn<Candidate, String> withinColumn;
    @FXML private Label suggestionsTitle;
    @FXML private VBox suggestionsBox;
    /** The suggestions' cost lines shown now, each with its suggestion, restyled when a field turns (in)valid. */
    private final Map<Label, Suggestion> costLines = new LinkedHashMap<>();

    public BudgetPageView(BudgetPageViewModel viewModel, ViewScope scope) {
        this.scope = scope;
        this.viewModel = viewModel;
        this.stale = viewModel.suggestionsStale();
    }

    @FXML
    private void initialize() {
        Messages m = viewModel.messagesProperty().get();
        Forms.toggles(kindGroup, viewModel.budgetKindProperty(), Map.of(kindMonthly, BudgetKind.MONTHLY,
                kindTotal, BudgetKind.TOTAL), scope);
        Forms.field(budgetField, viewModel.budgetProperty(), viewModel.errorText(F_BUDGET), viewModel.invalid(F_BUDGET),
                budgetError);
        statusLabel.textProperty().bind(viewModel.statusText());
        scope.listen(viewModel.statusProperty(), (o, was, now) -> styleStatus(now));
        styleStatus(viewModel.statusProperty().get());

        Cells.wrapped(gpuColumn, c -> m.format("budget.gpuCards", c.cards(), c.label()));
        Cells.wrapped(modeColumn, c -> m.format("rental.modeName", c.cost().mode()));
        Cells.text(monthlyColumn, c -> m.fen(c.cost().monthlyCostCny())); // a column to the fen (audit 33 §9)
        Cells.text(termColumn, c -> m.fen(c.cost().termCostCny()));
        Cells.text(withinColumn, c -> viewModel.withinBudget(c) == null ? "—"
                : m.get(viewModel.withinBudget(c) ? "budget.yes" : "budget.no"));
        TableFit.install(leadingTable);
        // as tall as its rows, up to 250 px: one row left 180 px empty at 1024×700 and pushed the remedies below the
        // fold (session 19 tester, I); a row that wraps scrolls inside the table
        leadingTable.prefHeightProperty().bind(javafx.beans.binding.Bindings.min(250,
                javafx.beans.binding.Bindings.size(leadingTable.getItems()).multiply(ROW_PX).add(HEADER_PX)));
        scope.listen(viewModel.leadingProperty(), (o, was, now) -> leadingTable.getItems().setAll(now));
        // the same options with another verdict: "—" while a field is invalid, as the banner
        scope.listen(viewModel.statusProperty(), (o, was, now) -> leadingTable.refresh());
        leadingTable.getItems().setAll(viewModel.leadingProperty().get());

        scope.listen(viewModel.suggestionsProperty(), (o, was, now) -> showSuggestions(now, m));
        showSuggestions(viewModel.suggestionsProperty().get(), m);
        scope.listen(stale, (o, was, now) -> costLines.forEach(this::styleCost));
    }

    /** Green within, red over, and no verdict colour while a field is invalid (as the banner and the table). */
    private void styleCost(Label cost, Suggestion s) {
        cost.getStyleClass().removeAll(Styles.COST_WITHIN, Styles.COST_OVER, Styles.COST_NEUTRAL);
        Boolean within = viewModel.withinBudget(s);
        cost.getStyleClass().add(within == null ? Styles.COST_NEUTRAL : within ? Styles.COST_WITHIN : Styles.COST_OVER);
    }

    private void styleStatus(BudgetCheck.Status status) {
        statusLabel.getStyleClass().removeAll(Styles.STATUS_WITHIN, Styles.STATUS_OVER, Styles.STATUS_UNKNOWN);
        statusLabel.getStyleClass().add(switch (status) {
            case WITHIN -> Styles.STATUS_WITHIN;
            case OVER -> Styles.STATUS_OVER;
            case UNKNOWN -> Styles.STATUS_UNKNOWN;
        });
    }

    private void showSuggestions(List<Suggestion> suggestions, Messages m) {
        suggestionsBox.getChildren().clear();
        costLines.clear();
        suggestionsTitle.setVisible(!suggestions.isEmpty());
        suggestionsTitle.setManaged(!suggestions.isEmpty());
        int i = 0;
        for (Suggestion s : suggestions) {
            Label text = new Label(m.format(s.description()));
            text.setWrapText(true);
            Label cost = new Label(m.format("budget.suggestionCost", s.monthlyCostCny(), s.termCostCny()));
            cost.getStyleClass().add("suggestion-cost");
            costLines.put(cost, s);
            styleCost(cost, s);
            VBox words = new VBox(2, text, cost);
            // What the change gives up besides money (quality, service hours, commitment), from the engine.
            for (Message d : s.downsides()) {
                Label downside = new Label(m.format(d));
                downside.setWrapText(true);
                downside.getStyleClass().add("suggestion-downside");
                words.getChildren().add(downside);
            }
            HBox.setHgrow(words, Priority.ALWAYS);
            Button apply = new Button(m.get("budget.apply"));
            apply.setId("apply-suggestion-" + i++);
            apply.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the words wrap, the button keeps its text
            apply.setOnAction(e -> viewModel.apply(s));
            apply.disableProperty().bind(stale);
            HBox row = new HBox(12, words, apply);
            row.setAlignment(Pos.CENTER_LEFT);
            row.getStyleClass().add("suggestion");
            suggestionsBox.getChildren().add(row);
        }
    }
}
