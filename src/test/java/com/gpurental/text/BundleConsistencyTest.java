package com.gpurental.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Simplified Chinese and English are both complete (docs/architecture.md "Text, numbers, language"; JabRef
 * {@code LocalizationConsistencyTest}): for every bundle of {@link Messages#BUNDLES}, the {@code _en} and {@code _zh}
 * files hold the same keys, and every text is a valid {@link MessageFormat} pattern.
 */
class BundleConsistencyTest {

    private static String resource(String baseName, String lang) {
        return "/" + baseName.replace('.', '/') + "_" + lang + ".properties";
    }

    private static Properties load(String resource) throws IOException {
        try (InputStream in = BundleConsistencyTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        }
    }

    /** The bundles that exist so far (a bundle not written yet has neither file). */
    private static List<String> existingBundles() throws IOException {
        List<String> result = new ArrayList<>();
        for (String base : Messages.BUNDLES) {
            if (load(resource(base, "en")) != null || load(resource(base, "zh")) != null) {
                result.add(base);
            }
        }
        return result;
    }

    @Test
    void theEngineBundleIsAmongThem() throws IOException {
        assertTrue(existingBundles().contains("i18n.messages"), existingBundles()::toString);
    }

    @Test
    void englishAndChineseHaveExactlyTheSameKeys() throws IOException {
        for (String base : existingBundles()) {
            Properties en = load(resource(base, "en"));
            Properties zh = load(resource(base, "zh"));
            assertNotNull(en, base + ": the English file is missing");
            assertNotNull(zh, base + ": the Chinese file is missing");
            Set<String> onlyEn = new TreeSet<>(en.stringPropertyNames());
            onlyEn.removeAll(zh.stringPropertyNames());
            Set<String> onlyZh = new TreeSet<>(zh.stringPropertyNames());
            onlyZh.removeAll(en.stringPropertyNames());
            assertEquals(Set.of(), onlyEn, base + ": keys only in English");
            assertEquals(Set.of(), onlyZh, base + ": keys only in Chinese");
            assertTrue(en.size() > 0, base);
        }
    }

    @Test
    void everyTextIsAValidMessageFormatPattern() throws IOException {
        List<String> broken = new ArrayList<>();
        for (String base : existingBundles()) {
            for (String lang : List.of("en", "zh")) {
                Properties p = load(resource(base, lang));
                for (String key : new TreeSet<>(p.stringPropertyNames())) {
                    String pattern = p.getProperty(key);
                    try {
                        new MessageFormat(pattern, Locale.forLanguageTag(lang));
                    } catch (IllegalArgumentException e) {
                        broken.add(base + "_" + lang + ": " + key + " = " + pattern + " (" + e.getMessage() + ")");
                    }
                    if (pattern.isBlank()) {
                        broken.add(base + "_" + lang + ": " + key + " is empty");
                    }
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void placeholdersAgreeBetweenTheLanguages() throws IOException {
        // The same arguments are passed whatever the language: a {2} in English needs a {2} in Chinese.
        List<String> differ = new ArrayList<>();
        for (String base : existingBundles()) {
            Properties en = load(resource(base, "en"));
            Properties zh = load(resource(base, "zh"));
            for (String key : new TreeSet<>(en.stringPropertyNames())) {
                if (zh.containsKey(key)) {
                    int enArgs = new MessageFormat(en.getProperty(key)).getFormatsByArgumentIndex().length;
                    int zhArgs = new MessageFormat(zh.getProperty(key)).getFormatsByArgumentIndex().length;
                    if (enArgs != zhArgs) {
                        differ.add(base + ": " + key + " en uses " + enArgs + " arguments, zh " + zhArgs);
                    }
                }
            }
        }
        assertEquals(List.of(), differ);
    }
}
