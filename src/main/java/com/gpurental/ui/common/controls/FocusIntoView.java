package com.gpurental.ui.common.controls;

import javafx.beans.value.ChangeListener;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;

/**
 * Keeps the keyboard focus in view: when Tab (or a key that moves the focus) reaches a control below or above the
 * part of a page that is shown, the page scrolls just far enough to show it, with a little room around it. A
 * {@link ScrollPane} does not do this by itself, so at 1024×700 (or at a larger text size) Tab went on to controls the
 * user could not see.
 */
public final class FocusIntoView {

    /** Room kept between the focused control and the edge of the view, in px. */
    static final double MARGIN = 12;

    private FocusIntoView() {
    }

    /** Installs the scrolling on whatever scene {@code root} is shown in. */
    public static void install(Parent root) {
        ChangeListener<Node> follow = (o, was, now) -> {
            if (now != null) {
                reveal(now);
            }
        };
        root.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.focusOwnerProperty().removeListener(follow);
            }
            if (now != null) {
                now.focusOwnerProperty().addListener(follow);
            }
        });
        Scene scene = root.getScene();
        if (scene != null) {
            scene.focusOwnerProperty().addListener(follow);
        }
    }

    /** Scrolls every scroll pane inside {@code node} back to its top left (a new plan's pages open at their titles). */
    public static void toTop(Node node) {
        if (node instanceof ScrollPane sp) {
            sp.setVvalue(sp.getVmin());
            sp.setHvalue(sp.getHmin());
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                toTop(child);
            }
        }
    }

    /** Scrolls every scroll pane around {@code node}, innermost first, so that the node is inside its view. */
    public static void reveal(Node node) {
        for (Node p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp && sp.getContent() != null) {
                scrollTo(sp, node);
            }
        }
    }

    private static void scrollTo(ScrollPane sp, Node node) {
        Node content = sp.getContent();
        Bounds b = content.sceneToLocal(node.localToScene(node.getLayoutBounds()));
        if (b == null) {
            return;
        }
        double contentHeight = content.getLayoutBounds().getHeight();
        double view = sp.getViewportBounds().getHeight();
        if (contentHeight <= view || view <= 0) {
            return;
        }
        double range = sp.getVmax() - sp.getVmin();
        double top = (sp.getVvalue() - sp.getVmin()) / range * (contentHeight - view); // the content's y at the view's top
        double wanted = top;
        if (b.getMinY() - MARGIN < top || b.getHeight() + 2 * MARGIN > view) {
            wanted = b.getMinY() - MARGIN;
        } else if (b.getMaxY() + MARGIN > top + view) {
            wanted = b.getMaxY() + MARGIN - view;
        }
        if (wanted < top && b.getMaxY() + MARGIN <= view) {
            wanted = 0; // the control shows with the page's top: the page's title stays in view, not scrolled past
        }
        if (wanted != top) {
            sp.setVvalue(sp.getVmin() + range * Math.max(0, Math.min(1, wanted / (contentHeight - view))));
        }
    }
}
