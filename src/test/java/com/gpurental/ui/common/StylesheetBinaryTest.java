package com.gpurental.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.util.List;
import javafx.css.CssParser;
import javafx.css.ParsedValue;
import javafx.css.Rule;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

/**
 * The app's stylesheet in JavaFX's binary form (styles/app.bss, made from styles/app.css by the build, pom execution
 * {@code stylesheet-binary}), which JavaFX reads in place of the text whenever a scene adds app.css. If it were
 * missing the app would still look right (JavaFX parses the text then); if it were stale the app would show old
 * styles, so it must hold every rule of the text with the same selectors, properties and values. (Not compared byte
 * for byte with a fresh conversion: in the full test run, after other tests, JavaFX's converter wrote the same rules
 * with different bytes.)
 */
class StylesheetBinaryTest {

    @Test
    void itHoldsEveryRuleOfTheTextWithItsSelectorsPropertiesAndValues() throws Exception {
        assertNotNull(binaryUrl(), "styles/app.bss beside app.css (made by the build's stylesheet-binary step)");
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

    /**
     * A rule's selectors and what it sets: each property with its parsed value (a binary rule decodes its declarations
     * when asked).
     */
    private static String describe(Rule rule) {
        StringBuilder s = new StringBuilder(rule.getSelectors().toString()).append(" {");
        rule.getDeclarations().forEach(d -> s.append(' ').append(d.getProperty()).append(d.isImportant() ? "!" : "")
                .append(": ").append(value(d.getParsedValue())).append(';'));
        return s.append(" }").toString();
    }

    /** A parsed value written out in full (its own toString prints nested arrays by identity in the text form). */
    private static String value(Object v) {
        if (v instanceof ParsedValue<?, ?> p) {
            return (p.getConverter() == null ? "" : p.getConverter().getClass().getSimpleName()) + "(" + value(p.getValue())
                    + ")";
        }
        if (v instanceof Object[] array) {
            StringBuilder s = new StringBuilder("[");
            for (Object o : array) {
                s.append(value(o)).append(',');
            }
            return s.append(']').toString();
        }
        return String.valueOf(v);
    }
}
