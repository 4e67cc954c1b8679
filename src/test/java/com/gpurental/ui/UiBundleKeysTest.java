package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.MemoryPart;
import com.gpurental.advice.Warning;
import com.gpurental.checklist.Checklist;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.memory.MemoryPageViewModel;
import com.gpurental.ui.shell.Step;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No dead and no missing texts ("Language": a test fails when a key is missing from either
 * bundle or unused). Every key of ui_*.properties and compare_*.properties is used: as {@code %key}
 * in fxml/*.fxml, as a string literal in the Java sources, or built from one of the documented
 * prefixes below whose suffixes come from code. Every {@code %key} of the FXML files and every key
 * literal the UI code asks for exists in both languages. (That _en and _zh have the same keys is
 * {@code text.BundleConsistencyTest}.)
 */
class UiBundleKeysTest {

    private static final Path JAVA = Path.of("src/main/java");
    private static final Path FXML = Path.of("fxml");
    private static final List<String> CHECKED_BUNDLES = List.of("i18n/ui_en.properties", "i18n/compare_en.properties");

    /** A key family built at run time: the prefix as written in the code, and the suffixes it can get. */
    private record Family(String prefix, String builtIn, Supplier<Set<String>> suffixes) {
    }

    private static Set<String> names(Enum<?>[] values) {
        return Arrays.stream(values).map(Enum::name).collect(Collectors.toSet());
    }

    /** The whitelist: only these prefixes may be used to build keys. */
    private static final List<Family> FAMILIES = List.of(
            new Family("step.", "shell/Step.titleKey(): \"step.\" + name in lower case",
                    () -> Arrays.stream(Step.values()).map(s -> s.name().toLowerCase(Locale.ROOT)).collect(Collectors.toSet())),
            new Family("precision.explain.", "pages/ModelPageViewModel.precisionText(): + Precision name",
                    () -> names(Precision.values())),
            new Family(MemoryPageViewModel.PLAIN, "memory/MemoryPageViewModel.plain(): + an engine key",
                    () -> MemoryPageViewModel.PLAINLY),
            new Family("memory.part.", "pages/MemoryPageViewModel, report/ReportContent: + advice/MemoryPart key",
                    () -> Set.copyOf(MemoryPart.ORDER)),
            new Family("checklist.item.", "checklist/Checklist.items(): + item id", () -> Set.copyOf(Checklist.IDS)),
            new Family("checklist.manual.", "pages/ChecklistPageView: + item id", () -> Set.copyOf(Checklist.IDS)),
            new Family("warning.short.", "pages/ResultsPageViewModel: + Warning.Code name",
                    () -> names(Warning.Code.values())),
            new Family("enum.", "text/Messages.renderArg(): + enum simple name + \".\" + constant",
                    UiBundleKeysTest::enumConstants));

    // ------------------------------------------------------------------ sources

    private static List<Path> files(Path root, String suffix) {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Java source without comments and char literals, so that only real string literals count. */
    private static String code(Path p) {
        return read(p).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//.*$", "")
                .replaceAll("'(?:[^'\\\\]|\\\\.)'", "''");
    }

    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern FXML_KEY = Pattern.compile("=\"%([A-Za-z][\\w.]*)\"");
    /** A literal handed to a lookup: m.get("…"), m.format("…", …), Message.of("…", …), m.has("…"). */
    private static final Pattern LOOKUP = Pattern.compile(
            "(?:\\.get|\\.format|\\.has|Message\\.of)\\(\\s*\"([a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9_]+)+)\"");

    private static Set<String> javaLiterals() {
        Set<String> all = new TreeSet<>();
        for (Path p : files(JAVA, ".java")) {
            Matcher m = LITERAL.matcher(code(p));
            while (m.find()) {
                all.add(m.group(1));
            }
        }
        return all;
    }

    private static Map<String, Set<String>> fxmlKeys() {
        Map<String, Set<String>> byFile = new HashMap<>();
        for (Path p : files(FXML, ".fxml")) {
            Matcher m = FXML_KEY.matcher(read(p));
            Set<String> keys = new TreeSet<>();
            while (m.find()) {
                keys.add(m.group(1));
            }
            byFile.put(p.getFileName().toString(), keys);
        }
        return byFile;
    }

    private static Set<String> bundleKeys(String resource) {
        try (InputStream in = UiBundleKeysTest.class.getResourceAsStream("/" + resource)) {
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return new TreeSet<>(p.stringPropertyNames());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** "SimpleName.CONSTANT" for every enum declared in the main sources (nested ones too). */
    private static Set<String> enumConstants() {
        Set<String> result = new TreeSet<>();
        for (Path p : files(JAVA, ".java")) {
            String name = JAVA.relativize(p).toString().replace('/', '.').replace('\\', '.').replaceAll("\\.java$", "");
            try {
                collectEnums(Class.forName(name, false, UiBundleKeysTest.class.getClassLoader()), result);
            } catch (ClassNotFoundException | LinkageError e) {
                // package-info or a file without a top-level class of its name
            }
        }
        return result;
    }

    private static void collectEnums(Class<?> type, Set<String> into) {
        if (type.isEnum()) {
            for (Object c : type.getEnumConstants()) {
                into.add(type.getSimpleName() + "." + ((Enum<?>) c).name());
            }
        }
        for (Class<?> nested : type.getDeclaredClasses()) {
            collectEnums(nested, into);
        }
    }

    // ------------------------------------------------------------------ tests

    @Test
    void everyUiAndCompareKeyIsUsed() {
        Set<String> literals = javaLiterals();
        Set<String> inFxml = fxmlKeys().values().stream().flatMap(Set::stream).collect(Collectors.toSet());
        Set<String> unused = new TreeSet<>();
        int checked = 0;
        for (String bundle : CHECKED_BUNDLES) {
            for (String key : bundleKeys(bundle)) {
                checked++;
                if (literals.contains(key) || inFxml.contains(key)) {
                    continue;
                }
                boolean built = FAMILIES.stream().anyMatch(f -> key.startsWith(f.prefix())
                        && f.suffixes().get().contains(key.substring(f.prefix().length())));
                if (!built) {
                    unused.add(bundle + ": " + key);
                }
            }
        }
        assertTrue(checked > 200, "read " + checked + " keys");
        assertEquals(Set.of(), unused, "keys no FXML, Java literal or documented prefix uses");
    }

    @Test
    void everyWhitelistedPrefixIsStillBuiltInTheCode() {
        Set<String> literals = javaLiterals();
        for (Family f : FAMILIES) {
            assertTrue(literals.contains(f.prefix()), () -> "\"" + f.prefix() + "\" is no longer in the code (" + f.builtIn()
                    + "); remove it from the whitelist");
            assertFalse(f.suffixes().get().isEmpty(), f.prefix());
        }
    }

    @Test
    void everyFxmlKeyExistsInBothLanguages() {
        ResourceBundle en = Messages.loadBundle(Messages.EN);
        ResourceBundle zh = Messages.loadBundle(Messages.ZH);
        Set<String> missing = new TreeSet<>();
        Map<String, Set<String>> byFile = fxmlKeys();
        assertTrue(byFile.containsKey("Shell.fxml") && byFile.get("Shell.fxml").contains("button.next"), byFile::toString);
        byFile.forEach((file, keys) -> {
            for (String key : keys) {
                if (!en.containsKey(key)) {
                    missing.add(file + ": %" + key + " (en)");
                }
                if (!zh.containsKey(key)) {
                    missing.add(file + ": %" + key + " (zh)");
                }
            }
        });
        assertEquals(Set.of(), missing);
    }

    @Test
    void everyKeyTheUiCodeLooksUpExistsInBothLanguages() {
        ResourceBundle en = Messages.loadBundle(Messages.EN);
        ResourceBundle zh = Messages.loadBundle(Messages.ZH);
        Set<String> missing = new TreeSet<>();
        int found = 0;
        for (Path p : files(JAVA.resolve("com/gpurental/ui"), ".java")) {
            Matcher m = LOOKUP.matcher(code(p));
            while (m.find()) {
                found++;
                String key = m.group(1);
                if (!en.containsKey(key) || !zh.containsKey(key)) {
                    missing.add(p.getFileName() + ": " + key + (en.containsKey(key) ? "" : " (en)")
                            + (zh.containsKey(key) ? "" : " (zh)"));
                }
            }
        }
        assertTrue(found > 50, "found only " + found + " lookups: is the pattern still right?");
        assertEquals(Set.of(), missing);
    }

    @Test
    void theUsageCheckWouldNoticeAnUnusedKey() {
        // Guards the scanner itself: a key nobody writes is not found by any of the three ways.
        String ghost = "budget.neverWrittenAnywhere";
        assertFalse(javaLiterals().contains(ghost));
        assertFalse(FAMILIES.stream().anyMatch(f -> ghost.startsWith(f.prefix())));
        assertTrue(javaLiterals().contains("step."), "the scanner reads string literals");
        assertFalse(FAMILIES.stream().anyMatch(f -> "step.nowhere".startsWith(f.prefix())
                && f.suffixes().get().contains("nowhere")), "a prefix alone is not enough");
    }
}
