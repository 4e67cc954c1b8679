package com.gpurental.ui.app;

import com.gpurental.launch.StartupMarks;
import com.gpurental.support.BundledFont;
import com.gpurental.support.SupportLog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import javafx.scene.text.Font;

/**
 * Loads the bundled CJK font (if the application ships one) so Chinese renders on machines
 * without a Chinese system font. Missing font = system fonts, never an error.
 */
public final class Fonts {

    private Fonts() {
    }

    public static void install() {
        try {
            if (load(BundledFont.file()) == null) {
                SupportLog.LOG.warning("bundled CJK font not loaded: "
                        + BundledFont.RELATIVE); // system fonts then
            }
        } catch (IOException e) {
            SupportLog.LOG.log(Level.WARNING, "bundled CJK font not readable", e);
        }
    }

    /**
     * The font from its file in place if there is one, else read as a stream (which JavaFX copies first): from that
     * file, whose path may not go into a URL (a "#" in a folder name), or from the jar ({@code java -jar}). The
     * installed app has it only as a file, so a failed in-place load must not fall back to the jar. Null when neither
     * is there or loads.
     */
    static Font load(Optional<Path> file) throws IOException {
        if (file.isPresent()) {
            Font f = loadFile(file.get());
            if (f != null) {
                return f;
            }
        }
        try (InputStream in = file.isPresent() ? Files.newInputStream(file.get())
                : BundledFont.open()) {
            return in == null ? null : Font.loadFont(in, 13);
        }
    }

    /**
     * Loads a font file in place. The URL is written with the path as it is (not percent-encoded): JavaFX takes the
     * file's path from the URL as written, so an encoded space or Chinese character would name another file.
     */
    static Font loadFile(Path file) {
        return Font.loadFont("file:" + file.toAbsolutePath().toString().replace('\\', '/'), 13);
    }

    /**
     * {@link #install()} on a thread of its own (the 5 MB font is read while the window's views are built); join the result
     * before the first CSS pass (before the scene is made) so that styles find the font.
     */
    public static CompletableFuture<Void> installInBackground() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                install();
                StartupMarks.mark("font-loaded");
            } finally {
                done.complete(null);
            }
        }, "font-loader");
        thread.setDaemon(true);
        thread.start();
        return done;
    }
}
