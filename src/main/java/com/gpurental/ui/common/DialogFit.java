package com.gpurental.ui.common;

import java.util.function.Supplier;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Window;

/**
 * Keeps a dialog on the screen it opens on. A long text (the acceptance result: some forty lines) made the dialog
 * taller than a 1024×700 screen, its OK button below the screen's edge: the text now scrolls inside a box no taller
 * than the screen leaves room for, and the window is moved (and if need be shortened) to lie inside the screen.
 */
final class DialogFit {

    /** Height kept for the dialog's title bar, header, buttons and the screen's edges (pixels). */
    static final double CHROME = 230;
    /** A text shorter than this many lines is shown as it is, without a scroll box. */
    static final int SCROLL_FROM_LINES = 12;

    private DialogFit() {
    }

    /** The usable area of the screen {@code owner} is on (the primary screen without an owner). */
    static Rectangle2D screenOf(Window owner) {
        if (owner != null && owner.getWidth() > 0) {
            var screens = Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight());
            if (!screens.isEmpty()) {
                return screens.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }

    /** Whether {@code text} is long enough to need the scroll box. */
    static boolean isLong(String text) {
        return text != null && (text.lines().count() >= SCROLL_FROM_LINES || text.length() > SCROLL_FROM_LINES * 60);
    }

    /** The label in a scroll box whose height leaves the dialog's buttons on a screen {@code area} high. */
    static ScrollPane scrolling(Label content, Rectangle2D area) {
        ScrollPane scroll = new ScrollPane(content);
        scroll.setId("dialog-text-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setVbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        double room = Math.max(120, area.getHeight() - CHROME);
        // The text's own height where it is shorter than the room (measured with the dialog's style applied).
        double text = content.prefHeight(content.getPrefWidth()) + 4;
        scroll.setPrefViewportHeight(text > 4 ? Math.min(room, text) : room);
        scroll.setMaxHeight(room);
        scroll.setMinHeight(Region.USE_COMPUTED_SIZE);
        scroll.setFocusTraversable(true); // the arrow keys and Page Down scroll the text
        return scroll;
    }

    /** Once shown, the dialog's window lies inside {@code area} (moved up or left, shortened only if still too big). */
    static void keepInside(Dialog<?> dialog, Supplier<Rectangle2D> area) {
        dialog.setOnShown(e -> clamp(dialog.getDialogPane().getScene().getWindow(), area.get()));
    }

    static void clamp(Window w, Rectangle2D area) {
        if (w.getHeight() > area.getHeight()) {
            w.setHeight(area.getHeight());
        }
        if (w.getWidth() > area.getWidth()) {
            w.setWidth(area.getWidth());
        }
        w.setY(Math.max(area.getMinY(), Math.min(w.getY(), area.getMaxY() - w.getHeight())));
        w.setX(Math.max(area.getMinX(), Math.min(w.getX(), area.getMaxX() - w.getWidth())));
    }
}
