package com.gpurental.ui.common.controls;

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
 * once Tab has reached it, opens it in a pop-over that stays until dismissed (Esc, or the key again); its link to the
 * glossary is followed with the mouse or, from the focused marker, with Alt+G. A screen reader reads it as a button whose
 * text is the explanation.
 * In FXML: {@code <HelpMarker help="%help.vram"/>}.
 */
public final class HelpMarker extends Label {

    /** Fired on the marker (it bubbles up to the window's root) when its explanation's glossary link is followed. */
    public static final javafx.event.EventType<javafx.event.Event> OPEN_GLOSSARY =
            new javafx.event.EventType<>(javafx.event.Event.ANY, "HELP_OPEN_GLOSSARY");
    /** The key, in the window root's properties, of the link's text ("术语表…"); without it there is no link. */
    public static final String GLOSSARY_LINK = "help.glossaryLink";

    private String help = "";
    private PopOver popOver;

    public HelpMarker() {
        super("?");
        getStyleClass().add("help-marker");
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.BUTTON);
        setOnMouseClicked(e -> toggle());
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.G && e.isAltDown() && glossaryLink() != null) {
                // the glossary link from the keyboard, as its text says ("术语表…（Alt+G）"): the link itself takes no focus
                close();
                fireEvent(new javafx.event.Event(OPEN_GLOSSARY));
                e.consume();
            } else if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                toggle();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE && isOpen()) {
                close();
                e.consume();
            }
        });
        focusedProperty().addListener((o, was, now) -> {
            if (!now && bubble != null) {
                close();
            }
        });
        sceneProperty().addListener((o, was, now) -> close());
    }

    /** The glossary link's text from the window's root ("术语表…（Alt+G）"), or null where the window has none. */
    private Object glossaryLink() {
        return getScene() == null || getScene().getRoot() == null ? null
                : getScene().getRoot().getProperties().get(GLOSSARY_LINK);
    }

    /** Whether the explanation is open (the bubble in the window, or the pop-over where the window has no pane). */
    public boolean isOpen() {
        return bubble != null || popOver != null && popOver.isShowing();
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
        // 420 px at the theme's 14 px tooltip text: as wide in characters at every text size (View → Text size).
        tip.fontProperty().addListener((o, was, now) -> tip.setMaxWidth(420 * now.getSize() / 14));
        setTooltip(tip);
        setAccessibleText(this.help);
        setAccessibleHelp(this.help);
    }

    private void toggle() {
        if (isOpen()) {
            close();
            return;
        }
        if (getScene() != null && getScene().getRoot() instanceof javafx.scene.layout.Pane root) {
            openInScene(root);
            return;
        }
        Label text = bubbleText();
        popOver = new PopOver(text);
        popOver.setArrowLocation(PopOver.ArrowLocation.TOP_LEFT);
        popOver.setDetachable(false);
        popOver.show(this);
    }

    private Label bubbleText() {
        Label text = new Label(help);
        text.setWrapText(true);
        text.setMaxWidth(380 * 1.5); // the bubble's width is set from its font when it opens
        text.setPadding(new Insets(12));
        text.getStyleClass().add("help-text");
        return text;
    }

    private void close() {
        if (bubble != null) {
            javafx.scene.Parent parent = bubble.getParent();
            if (parent instanceof javafx.scene.layout.Pane pane) {
                pane.getChildren().remove(bubble);
            }
            if (bubbleScene != null) {
                bubbleScene.removeEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, closeOnPress);
                bubbleScene.removeEventFilter(javafx.scene.input.ScrollEvent.ANY, closeOnScroll);
                bubbleScene.removeEventFilter(KeyEvent.KEY_PRESSED, closeOnEscape);
            }
            bubble = null;
            bubbleScene = null;
        }
        if (popOver != null && popOver.isShowing()) {
            popOver.hide();
        }
    }

    /**
     * The explanation as a bubble drawn in the window itself, under the marker (above it near the bottom). A pop-over
     * is a window of its own whose shadow and arrow margin are transparent; where the desktop draws no transparency
     * (no compositing window manager: a remote desktop, a virtual display) that margin blanked a rectangle of the page
     * beside it. Closed by the key again, Esc, a click elsewhere, scrolling, or the focus leaving the marker.
     */
    private void openInScene(javafx.scene.layout.Pane root) {
        bubble = bubbleText();
        Object link = root.getProperties().get(GLOSSARY_LINK);
        if (link != null) {
            // the glossary one step away from every "?" (issue 33); the link is the bubble's graphic, under the text
            javafx.scene.control.Hyperlink glossary = new javafx.scene.control.Hyperlink(link.toString());
            glossary.getStyleClass().add("help-glossary-link");
            glossary.setFocusTraversable(false); // a press must not take the focus from the marker (that closes the bubble)
            glossary.setOnAction(e -> {
                close();
                fireEvent(new javafx.event.Event(OPEN_GLOSSARY));
            });
            bubble.setGraphic(glossary);
            bubble.setContentDisplay(javafx.scene.control.ContentDisplay.BOTTOM);
        }
        bubble.getStyleClass().add("help-bubble");
        bubble.setManaged(false);
        bubble.setMouseTransparent(false);
        root.getChildren().add(bubble);
        bubble.applyCss();
        // 380 px at the normal 13 px: as wide in characters at every text size.
        double width = Math.min(380 * bubble.getFont().getSize() / 13, bubble.prefWidth(-1));
        double height = bubble.prefHeight(width);
        bubble.resize(width, height);
        javafx.geometry.Bounds marker = root.sceneToLocal(localToScene(getLayoutBounds()));
        double x = Math.max(4, Math.min(marker.getMinX() - 8, root.getWidth() - width - 4));
        double y = marker.getMaxY() + 8; // below the field a marker stands beside (fields are a little taller)
        if (y + height > root.getHeight() - 4) {
            y = Math.max(4, marker.getMinY() - 8 - height);
        }
        bubble.relocate(x, y);
        bubbleScene = getScene();
        bubbleScene.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, closeOnPress);
        bubbleScene.addEventFilter(javafx.scene.input.ScrollEvent.ANY, closeOnScroll);
        bubbleScene.addEventFilter(KeyEvent.KEY_PRESSED, closeOnEscape);
    }

    private Label bubble;
    private javafx.scene.Scene bubbleScene;

    /** A press anywhere but on this marker (whose click toggles) or in the bubble closes it. */
    private final javafx.event.EventHandler<javafx.scene.input.MouseEvent> closeOnPress = e -> {
        if (!(e.getTarget() instanceof javafx.scene.Node n) || !(inside(n, this) || inside(n, bubble))) {
            close();
        }
    };

    private final javafx.event.EventHandler<javafx.scene.input.ScrollEvent> closeOnScroll = e -> close();

    private final javafx.event.EventHandler<KeyEvent> closeOnEscape = e -> {
        if (e.getCode() == KeyCode.ESCAPE && bubble != null) {
            close();
            e.consume();
        }
    };

    private static boolean inside(javafx.scene.Node node, javafx.scene.Node ancestor) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }
}
