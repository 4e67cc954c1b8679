package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.support.BundledFont;
import java.awt.Font;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every character of every text the app shows or writes (the message bundles, both languages) is drawn by the bundled
 * font: a buyer reported the "¾" of the token explanation drawn badly, and "10⁹" / "2³⁰" had a superscript 0 and 9 the
 * font lacks (drawn from another font, or as a box). Those texts now say "3/4", "three quarters", "billion bytes".
 */
class BundledFontGlyphsTest {

    @Test
    void everyCharacterOfEveryBundleIsInTheBundledFont() throws Exception {
        Font font = Font.createFonts(BundledFont.file().orElseThrow().toFile())[0];
        TreeMap<String, String> missing = new TreeMap<>();
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/i18n"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".properties")).sorted().toList()) {
                Properties p = new Properties();
                try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    p.load(r);
                }
                for (String key : p.stringPropertyNames()) {
                    p.getProperty(key).codePoints().filter(cp -> cp >= ' ' && !font.canDisplay(cp)).forEach(cp ->
                            missing.putIfAbsent(new String(Character.toChars(cp)) + " U+" + Integer.toHexString(cp),
                                    file.getFileName() + " " + key));
                }
            }
        }
        assertEquals(new TreeMap<>(), missing, "characters the bundled font cannot draw, with where they are");
    }

    @Test
    void theFontCheckFindsACharacterTheFontLacks() throws Exception {
        // the check above can fail: the superscript nine that was in the memory page is not in the font
        Font font = Font.createFonts(BundledFont.file().orElseThrow().toFile())[0];
        assertEquals(false, font.canDisplay('\u2079'));
        assertEquals(true, font.canDisplay('中'));
    }
}
