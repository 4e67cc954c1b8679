package com.gpurental.ui.controls;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;
import org.controlsfx.control.PopOver;

/**
 * A small "?" beside a technical term. Hovering shows the plain-language explanation; clicking
 * (or Enter/Space when focused) opens it in a pop-over that stays until dismissed.
 * In FXML: {@code <HelpMarker help="%help.vram"/>}.
 */
public final class HelpMarker extends Label {

    private String help = "";
    private PopOver popOver;

    public HelpMarker() {
        super("?");
        getStyleClass().add("help-marker");
        setFocusTraversable(false);
        setOnMouseClicked(e -> toggle());
    }

    public String getHelp() {
        return help;
    }

    public void setHelp(String help) {
        this.help = help == null ? "" : help;
        Tooltip tip = new Tooltip(this.help);
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        tip.setShowDelay(Duration.millis(250));
        tip.setShowDuration(Duration.seconds(30));
        setTooltip(tip);
        setAccessibleHelp(this.help);
    }

    private void toggle() {
        if (popOver != null && popOver.isShowing()) {
            popOver.hide();
            return;
        }
        Label text = new Label(help);
        text.setWrapText(true);
        text.setMaxWidth(380);
        text.setPadding(new Insets(12));
        text.getStyleClass().add("help-text");
        popOver = new PopOver(text);
        popOver.setArrowLocation(PopOver.ArrowLocation.TOP_LEFT);
        popOver.setDetachable(false);
        popOver.show(this);
    }
}
