package com.gpurental.ui.controls;

import javafx.geometry.Insets;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.util.Duration;
import org.controlsfx.control.PopOver;

/**
 * A small "?" beside a technical term. Hovering shows the plain-language explanation; clicking, or Enter/Space
 * once Tab has reached it, opens it in a pop-over that stays until dismissed (Esc, or the key again). A screen
 * reader reads it as a button whose text is the explanation.
 * In FXML: {@code <HelpMarker help="%help.vram"/>}.
 */
public final class HelpMarker extends Label {

    private String help = "";
    private PopOver popOver;

    public HelpMarker() {
        super("?");
        getStyleClass().add("help-marker");
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.BUTTON);
        setOnMouseClicked(e -> toggle());
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                toggle();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE && isOpen()) {
                popOver.hide();
                e.consume();
            }
        });
    }

    /** Whether the pop-over is open. */
    public boolean isOpen() {
        return popOver != null && popOver.isShowing();
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
        setAccessibleText(this.help);
        setAccessibleHelp(this.help);
    }

    private void toggle() {
        if (isOpen()) {
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
