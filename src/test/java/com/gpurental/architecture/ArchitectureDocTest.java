package com.gpurental.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md "Packages" names every package under {@code src/main/java/com/gpurental} and no other (issue 35,
 * "the architecture page matches the packages"). A package is named by its own row ({@code | `output.pdf` | … |}) or,
 * for a sub-package, in its parent's row ({@code `ui.app`} in the {@code ui} row, {@code `output.json`} in the
 * {@code output} row). A package added or removed without the page fails here.
 */
class ArchitectureDocTest {

    static final Path PAGE = Path.of("docs/architecture.md");
    static final Path SOURCES = Path.of("src/main/java/com/gpurental");

    /** A table row whose first cell is a package: {@code | `catalog` | its role |}. */
    private static final Pattern ROW = Pattern.compile("^\\| `([a-z]+(?:\\.[a-z]+)*)` \\|(.*)\\|\\s*$");
    /** A dotted lower-case name in backticks in a row's role: a sub-package, or a file such as {@code `catalog.json`}. */
    private static final Pattern DOTTED = Pattern.compile("`([a-z]+(?:\\.[a-z]+)+)`");

    /**
     * The packages the table of the page's "## Packages" section names: each row's package and the sub-packages its role
     * names with the row's package in front. A name that is a file of the repository ({@code catalog.json} in the
     * {@code catalog} row) is that file, not a package.
     */
    static Set<String> documented(List<String> page, Predicate<String> isFile) {
        Set<String> names = new TreeSet<>();
        boolean inSection = false;
        for (String line : page) {
            if (line.startsWith("## ")) {
                inSection = line.equals("## Packages");
                continue;
            }
            Matcher row = ROW.matcher(line);
            if (!inSection || !row.matches()) {
                continue;
            }
            String pkg = row.group(1);
            names.add(pkg);
            Matcher sub = DOTTED.matcher(row.group(2));
            while (sub.find()) {
                if (sub.group(1).startsWith(pkg + ".") && !isFile.test(sub.group(1))) {
                    names.add(sub.group(1));
                }
            }
        }
        return names;
    }

    /** The packages in the sources: every folder below {@code com/gpurental}, dotted ({@code ui/common/controls} →
     * ui.common.controls). */
    static Set<String> packages(Path sources) throws IOException {
        try (Stream<Path> dirs = Files.walk(sources)) {
            return dirs.filter(Files::isDirectory).filter(d -> !d.equals(sources))
                    .map(d -> sources.relativize(d).toString().replace(d.getFileSystem().getSeparator(), "."))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** What the page and the sources disagree on, one line a package; empty when they agree. */
    static List<String> differences(Set<String> documented, Set<String> packages) {
        List<String> lines = new ArrayList<>();
        packages.stream().filter(p -> !documented.contains(p))
                .forEach(p -> lines.add(p + ": in the sources, not in " + PAGE + "'s package table"));
        documented.stream().filter(p -> !packages.contains(p))
                .forEach(p -> lines.add(p + ": in " + PAGE + "'s package table, not in the sources"));
        return lines;
    }

    private static Set<String> documented() throws IOException {
        return documented(Files.readAllLines(PAGE, StandardCharsets.UTF_8), name -> Files.isRegularFile(Path.of(name)));
    }

    @Test
    void thePackageTableNamesEveryPackageAndNoOther() throws IOException {
        Set<String> packages = packages(SOURCES);
        assertTrue(packages.containsAll(Set.of("advice", "serving", "output.json", "ui.common.controls")), packages::toString);
        assertEquals(List.of(), differences(documented(), packages));
    }

    @Test
    void aPackageAddedOrRemovedWithoutThePageIsADifference() throws IOException {
        Set<String> packages = packages(SOURCES);
        Set<String> added = new TreeSet<>(packages);
        added.add("ui.madeup");
        assertEquals(List.of("ui.madeup: in the sources, not in docs/architecture.md's package table"),
                differences(documented(), added).stream().map(l -> l.replace('\\', '/')).toList());
        Set<String> removed = new TreeSet<>(packages);
        removed.remove("units");
        assertEquals(List.of("units: in docs/architecture.md's package table, not in the sources"),
                differences(documented(), removed).stream().map(l -> l.replace('\\', '/')).toList());
    }

    @Test
    void aSubPackageIsNamedInItsParentsRowAndAFileIsNotAPackage() {
        List<String> page = List.of("## Packages", "", "| package | role |", "|---|---|",
                "| `output` | the render input; `output.json` (the JSON answer), `catalog.json` read, `ui.app` elsewhere |",
                "| `output.pdf` | the PDF |", "", "## Tests", "| `bench` | not a package row: outside the section |");
        assertEquals(Set.of("output", "output.json", "output.pdf"), documented(page, name -> false));
        // in the catalog row, catalog.json is the file at the top of the repository
        Set<String> catalog = documented(List.of("## Packages", "| `catalog` | `catalog.json` read and validated |"),
                name -> name.equals("catalog.json"));
        assertEquals(Set.of("catalog"), catalog);
        assertFalse(catalog.contains("catalog.json"));
    }
}
