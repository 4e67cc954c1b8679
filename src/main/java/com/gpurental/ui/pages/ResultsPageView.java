package com.gpurental.ui.pages;

import com.gpurental.ui.AppContext;
import javafx.fxml.FXML;
import javafx.scene.control.Label;

/** Results page (filled by the results issue). */
public final class ResultsPageView {

    private final AppContext context;

    @FXML private Label summary;

    public ResultsPageView(AppContext context) {
        this.context = context;
    }

    @FXML
    private void initialize() {
    }
}
