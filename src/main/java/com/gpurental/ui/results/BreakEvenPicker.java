package com.gpurental.ui.results;

import com.gpurental.compare.Comparison;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;

/**
 * The break-even chart's choice: it follows the recommendation (the empty choice) unless the user picks
 * one of the compared GPUs that has both an hourly and a monthly price; a pick that leaves the comparison falls back
 * to the recommendation.
 */
final class BreakEvenPicker {

    private BreakEvenPicker() {
    }

    static void install(ComboBox<String> box, ResultsPageViewModel viewModel, Messages m, ViewScope scope) {
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(String id) {
                if (id == null || id.isEmpty()) {
                    return m.get("chart.breakEvenRecommendation");
                }
                return viewModel.allGpus().stream().filter(g -> g.id().equals(id)).map(g -> g.displayName().in(m.locale()))
                        .findFirst().orElse(id);
            }

            @Override
            public String fromString(String s) {
                return null;
            }
        });
        Runnable refresh = () -> {
            Comparison c = viewModel.comparison().get();
            List<String> items = new ArrayList<>();
            items.add("");
            if (c != null) {
                items.addAll(ComparisonBuilder.breakEvenChoices(c));
            }
            String picked = viewModel.breakEvenGpuProperty().get();
            if (!box.getItems().equals(items)) {
                box.getItems().setAll(items);
            }
            String shown = picked != null && items.contains(picked) ? picked : "";
            if (!shown.equals(box.getValue())) {
                box.setValue(shown);
            }
        };
        box.valueProperty().addListener((o, was, now) -> {
            String id = now == null || now.isEmpty() ? null : now;
            if (!Objects.equals(id, viewModel.breakEvenGpuProperty().get())) {
                viewModel.breakEvenGpuProperty().set(id);
            }
        });
        scope.listen(viewModel.comparison(), (o, was, now) -> refresh.run());
        refresh.run();
    }

    /** " (the recommendation has none; …)" when the chart cannot show the recommendation's break-even; else "". */
    static String note(Comparison c, String picked, Messages m) {
        if (c.breakEven() == null || c.breakEven().recommendation() || picked != null) {
            return "";
        }
        return m.format("chart.breakEvenNotRecommendation", c.breakEven().label());
    }
}
