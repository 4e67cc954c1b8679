package com.gpurental.support;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;

/**
 * The bundled CJK font (WenQuanYi Micro Hei, 5 MB), used by the window and by the PDF report. The installed app
 * carries it as a file beside its jar ({@code lib/app/fonts/}, the dist profile), and a build from source has it as a
 * file in its classes: read from there, JavaFX opens it in place. Only from inside a jar ({@code java -jar}) is it
 * read as a resource, which JavaFX first copies into a temporary file (5 MB written at every start).
 */
public final class BundledFont {

    /** Where it is, relative to the classes (or to the folder of the jar that holds them). */
    public static final String RELATIVE = "fonts/wqy-microhei.ttc";

    private BundledFont() {
    }

    /** The font as a file beside the app's code, if there is one. */
    public static Optional<Path> file() {
        try {
            CodeSource source = BundledFont.class.getProtectionDomain().getCodeSource();
            return source == null ? Optional.empty() : beside(Path.of(source.getLocation().toURI()), RELATIVE);
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * {@code relative} in the folder {@code code} names (a folder of classes) or in the folder of the jar it names,
     * if it is a regular file there.
     */
    static Optional<Path> beside(Path code, String relative) {
        Path folder = Files.isDirectory(code) ? code : code.getParent();
        if (folder == null) {
            return Optional.empty();
        }
        Path file = folder.resolve(relative);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /** The font's bytes: the file if there is one, else the resource; null when neither is there. */
    public static InputStream open() throws IOException {
        Optional<Path> file = file();
        return file.isPresent() ? Files.newInputStream(file.get()) : BundledFont.class.getResourceAsStream("/" + RELATIVE);
    }
}
