package com.gpurental.ui;

import java.io.InputStream;
import java.util.concurrent.CompletableFuture;
import javafx.scene.text.Font;

/**
 * Loads the bundled CJK font (if the application ships one) so Chinese renders on machines
 * without a Chinese system font. Missing font = system fonts, never an error.
 */
public final class Fonts {

    public static final String CJK_FONT = "/" + com.gpurental.support.BundledFont.RELATIVE;

    private Fonts() {
    }

    public static void install() {
        java.util.Optional<java.nio.file.Path> file = com.gpurental.support.BundledFont.file();
        if (file.isPresent() && loadFile(file.get()) != null) {
            return;
        }
        try (InputStream in = Fonts.class.getResourceAsStream(CJK_FONT)) {
            if (in == null || Font.loadFont(in, 13) == null) {
                com.gpurental.support.SupportLog.LOG.warning("bundled CJK font not loaded: " + CJK_FONT); // system fonts then
            }
        } catch (java.io.IOException e) {
            com.gpurental.support.SupportLog.LOG.log(java.util.logging.Level.WARNING, "bundled CJK font not readable", e);
        }
    }

    /**
     * Loads a font file in place. The URL is written with the path as it is (not percent-encoded): JavaFX takes the
     * file's path from the URL as written, so an encoded space or Chinese character would name another file.
     */
    static Font loadFile(java.nio.file.Path file) {
        return Font.loadFont("file:" + file.toAbsolutePath().toString().replace('\\', '/'), 13);
    }

    /**
     * {@link #install()} on a thread of its own (the 5 MB font file is copied and read while the window's views are
     * built); join the result before the first CSS pass (before the scene is made) so that styles find the font.
     */
    public static CompletableFuture<Void> installInBackground() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                install();
                com.gpurental.launch.StartupMarks.mark("font-loaded");
            } finally {
                done.complete(null);
            }
        }, "font-loader");
        thread.setDaemon(true);
        thread.start();
        return done;
    }
}
