package com.gpurental.ui.pages;

import com.gpurental.ui.AppContext;
import javafx.fxml.FXML;

/** Checklist page (filled by the checklist issue). */
public final class ChecklistPageView {

    private final AppContext context;

    public ChecklistPageView(AppContext context) {
        this.context = context;
    }

    @FXML
    private void initialize() {
    }
}
