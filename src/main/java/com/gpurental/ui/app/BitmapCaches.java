package com.gpurental.ui.app;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * Turns off the bitmap cache JavaFX's ScrollPane skin puts on its viewport ({@code viewRect.setCache(true)}).
 * With the software renderer each cache is a texture of the viewport's size (about 3.5 MB at 1280×700) in the
 * Java heap, taken from the renderer's image pool and never given back when the page is dropped: every language
 * switch, which rebuilds the pages, left one or more behind (RSS 362 MB → 1.26 GB over 300 interactions). The pages
 * scroll fine without it.
 */
public final class BitmapCaches {

    private BitmapCaches() {
    }

    /** Every scroll pane in {@code root} (and {@code root} itself), now and once its skin is made. */
    public static void off(Node root) {
        if (root instanceof ScrollPane sp) {
            off(sp);
        }
        for (Node n : root.lookupAll(".scroll-pane")) {
            if (n instanceof ScrollPane sp && n != root) {
                off(sp);
            }
        }
    }

    private static void off(ScrollPane sp) {
        Runnable apply = () -> {
            Node viewport = sp.lookup(".viewport");
            if (viewport != null) {
                viewport.setCache(false);
            }
            // A scroll pane inside this one's content is a node of the scene only once this skin exists (the
            // Quotes page's comparison): its cache, left on, took a pool image that outlived every rebuilt page.
            for (Node n : sp.lookupAll(".scroll-pane")) {
                if (n instanceof ScrollPane inner && n != sp) {
                    off(inner);
                }
            }
        };
        if (sp.getSkin() != null) {
            apply.run();
        } else {
            sp.skinProperty().addListener((o, was, now) -> {
                if (now != null) {
                    apply.run();
                }
            });
        }
    }
}
