package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.css.CssParser;
import javafx.css.Rule;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The app's stylesheet in JavaFX's binary form (styles/app.bss, made from styles/app.css by the build, pom execution
 * {@code stylesheet-binary}), which JavaFX reads in place of the text whenever a scene adds app.css. If it were
 * missing the app would still look right (JavaFX parses the text then); if it were stale the app would show old
 * styles, so it must be exactly what JavaFX's converter makes of the text.
 */
class StylesheetBinaryTest {

    @Test
    void theBinaryStylesheetIsWhatTheConverterMakesOfTheTextOne(@TempDir Path dir) throws Exception {
        URL css = Styles.class.getResource(Styles.APP_SHEET);
        URL bss = binaryUrl();
        assertNotNull(css, "styles/app.css in the classes");
        assertNotNull(bss, "styles/app.bss beside it (made by the build's stylesheet-binary step)");
        Path source = dir.resolve("app.css");
        try (InputStream in = css.openStream()) {
            Files.copy(in, source);
        }
        Path fresh = dir.resolve("app.bss");
        Stylesheet.convertToBinary(source.toFile(), fresh.toFile());
        try (InputStream in = bss.openStream()) {
            assertArrayEquals(Files.readAllBytes(fresh), in.readAllBytes());
        }
    }

    @Test
    void itHoldsEveryRuleOfTheTextWithItsSelectorsAndProperties() throws Exception {
        List<Rule> text = new CssParser().parse(Styles.class.getResource(Styles.APP_SHEET)).getRules();
        List<Rule> binary = Stylesheet.loadBinary(binaryUrl()).getRules();
        assertTrue(text.size() > 100, "app.css has its rules: " + text.size());
        assertEquals(text.size(), binary.size(), "rules in app.css and app.bss");
        for (int i = 0; i < text.size(); i++) {
            assertEquals(describe(text.get(i)), describe(binary.get(i)), "rule " + (i + 1));
        }
        assertTrue(binary.stream().anyMatch(r -> describe(r).startsWith("[*.help-marker]")),
                "the help marker's rule is in app.bss");
    }

    private static URL binaryUrl() {
        return Styles.class.getResource(Styles.APP_SHEET.replaceFirst("\\.css$", ".bss"));
    }

    /** A rule's selectors and the properties it sets (a binary rule decodes its declarations when asked). */
    private static String describe(Rule rule) {
        StringBuilder s = new StringBuilder(rule.getSelectors().toString()).append(" {");
        rule.getDeclarations().forEach(d -> s.append(' ').append(d.getProperty()).append(d.isImportant() ? "!" : ""));
        return s.append(" }").toString();
    }
}
