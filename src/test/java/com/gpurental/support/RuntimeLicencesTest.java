package com.gpurental.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every jar the app ships with (the runtime dependency tree Maven resolves, written to
 * target/runtime-dependencies.txt by the dependency plugin before the tests) has its entry in Help → About
 * ({@link AppInfo#components()}, with the resolved version), is named in NOTICE.txt, and its licence text is in the
 * jar's META-INF/licenses. A new library (stax2-api arrived with fastexcel-reader unnoticed) fails here until it is.
 */
class RuntimeLicencesTest {

    private static final Path LIST = Path.of("target/runtime-dependencies.txt");
    /** "   org.codehaus.woodstox:stax2-api:jar:4.2.2:compile -- module …" (classifier optional). */
    private static final Pattern LINE = Pattern.compile(
            "^\\s*([\\w.-]+):([\\w.-]+):[\\w-]+(?::[\\w.-]+)?:([\\w.-]+):(compile|runtime)\\b");

    /** groupId:artifactId → version of every runtime dependency. */
    static Map<String, String> runtimeDependencies(String listing) {
        Map<String, String> deps = new LinkedHashMap<>();
        for (String raw : listing.split("\\R")) {
            Matcher m = LINE.matcher(raw.replaceAll("\u001B\\[[0-9;]*m", ""));
            if (m.find()) {
                deps.put(m.group(1) + ":" + m.group(2), m.group(3));
            }
        }
        return deps;
    }

    private static Map<String, String> runtimeDependencies() throws Exception {
        assertTrue(Files.isRegularFile(LIST), LIST + " is written by the maven-dependency-plugin (run the tests with Maven)");
        Map<String, String> deps = runtimeDependencies(Files.readString(LIST));
        assertTrue(deps.size() >= 20, "the list was read: " + deps);
        return deps;
    }

    private static String resource(String name) throws Exception {
        try (InputStream in = AppInfo.class.getResourceAsStream("/META-INF/licenses/" + name)) {
            assertNotNull(in, name + " is in the jar's META-INF/licenses");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theListingIsReadLineByLine() {
        Map<String, String> deps = runtimeDependencies("""
                The following files have been resolved:
                   org.codehaus.woodstox:stax2-api:jar:4.2.2:compile\u001B[36m -- module org.codehaus.stax2\u001B[m
                   org.openjfx:javafx-base:jar:linux:21.0.11:compile -- module javafx.base
                   org.junit.jupiter:junit-jupiter:jar:5.11.0:test
                """);
        assertEquals(Map.of("org.codehaus.woodstox:stax2-api", "4.2.2", "org.openjfx:javafx-base", "21.0.11"), deps);
    }

    @Test
    void everyRuntimeDependencyHasAnAboutEntryWithItsVersion() throws Exception {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, String> d : runtimeDependencies().entrySet()) {
            AppInfo.Component c = AppInfo.components().stream().filter(x -> x.artifacts().contains(d.getKey())).findFirst()
                    .orElse(null);
            if (c == null) {
                missing.add(d.getKey() + " has no entry in AppInfo.components()");
            } else if (!c.version().contains(d.getValue())) {
                missing.add(d.getKey() + " is " + d.getValue() + " but About says " + c.version());
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void everyAboutEntryIsStillADependency() throws Exception {
        Map<String, String> deps = runtimeDependencies();
        for (AppInfo.Component c : AppInfo.components()) {
            for (String a : c.artifacts()) {
                assertTrue(deps.containsKey(a), a + " (" + c.name() + ") is no longer a runtime dependency");
            }
        }
    }

    @Test
    void everyRuntimeDependencyIsNamedInTheNotice() throws Exception {
        String notice = resource("NOTICE.txt").toLowerCase(Locale.ROOT);
        for (String d : runtimeDependencies().keySet()) {
            String artifactId = d.substring(d.indexOf(':') + 1);
            assertTrue(notice.contains(artifactId), artifactId + " is not named in licenses/NOTICE.txt");
        }
    }

    @Test
    void everyLicenceAboutNamesHasItsTextInTheJarAndInAbout() throws Exception {
        String shown = AppInfo.notices();
        for (AppInfo.Component c : AppInfo.components()) {
            String file = AppInfo.LICENCE_FILES.get(c.licence());
            assertNotNull(file, c.name() + ": no licence text for " + c.licence());
            assertFalse(resource(file).isBlank(), file);
            assertTrue(shown.contains("==== " + file + " ===="), file + " is shown in Help → About");
        }
        assertTrue(resource("LICENSE-BSD-2-Clause-Stax2.txt").contains("Copyright (c) 2010- FasterXML.com"));
    }
}
