package com.gpurental.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the bundled CJK font is found: beside the app's jar (the installed app) or in its classes (a build). */
class BundledFontTest {

    @Test
    void besideAJarInAFolderWithASpaceAndChineseCharacters(@TempDir Path tmp) throws Exception {
        Path app = Files.createDirectories(tmp.resolve("算力 助手").resolve("lib").resolve("app"));
        Path jar = Files.writeString(app.resolve("gpu-rental-advisor-app.jar"), "jar");
        Path font = Files.createDirectories(app.resolve("fonts")).resolve("wqy-microhei.ttc");
        Files.writeString(font, "font");
        assertEquals(Optional.of(font), BundledFont.beside(jar, BundledFont.RELATIVE));
    }

    @Test
    void inAFolderOfClassesAndNowhereElse(@TempDir Path tmp) throws Exception {
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        assertEquals(Optional.empty(), BundledFont.beside(classes, BundledFont.RELATIVE), "not there yet");
        Path font = Files.createDirectories(classes.resolve("fonts")).resolve("wqy-microhei.ttc");
        Files.writeString(font, "font");
        assertEquals(Optional.of(font), BundledFont.beside(classes, BundledFont.RELATIVE));
        Files.createDirectories(tmp.resolve("jar-only"));
        assertEquals(Optional.empty(), BundledFont.beside(tmp.resolve("jar-only").resolve("app.jar"), BundledFont.RELATIVE),
                "a jar with no fonts folder beside it: the resource in the jar is used");
    }

    @Test
    void thisBuildHasItAsAFileInItsClassesAndItOpensAsTheFont() throws Exception {
        Path file = BundledFont.file().orElseThrow();
        assertTrue(file.endsWith(Path.of("fonts", "wqy-microhei.ttc")), file.toString());
        try (InputStream in = BundledFont.open()) {
            byte[] head = in.readNBytes(4);
            assertEquals("ttcf", new String(head, StandardCharsets.US_ASCII), "a TrueType collection");
        }
    }
}
