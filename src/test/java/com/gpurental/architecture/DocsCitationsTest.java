package com.gpurental.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The code cites only what is in the repository: every {@code docs/<page>.md §N} in the sources names a page of
 * {@code docs/} with a heading numbered N, every {@code docs/<page>.md "…"} a text on that page, and nothing cites the
 * notes kept outside the repository (DOMAIN.md, STYLE.md, shared/), which someone who clones it cannot read.
 */
class DocsCitationsTest {

    private static final Pattern SECTION = Pattern.compile("docs/([A-Za-z-]+\\.md),? §\\s?(\\d+(?:\\.\\d+)*)");
    private static final Pattern QUOTED = Pattern.compile("docs/([A-Za-z-]+\\.md),? \"([^\"]{3,80})\"");
    private static final Pattern PAGE = Pattern.compile("docs/([A-Za-z-]+\\.md)");
    private static final Pattern OUTSIDE = Pattern.compile("(?<![a-z/])(DOMAIN\\.md|STYLE\\.md|shared/[A-Za-z-]+\\.md)");

    /** Every source file's text, main and test, Java and resources (this test's own file aside: it names them). */
    private static Map<Path, String> sources() throws IOException {
        Map<Path, String> texts = new TreeMap<>();
        for (String root : List.of("src/main", "src/test/java")) {
            try (Stream<Path> files = Files.walk(Path.of(root))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".properties"))
                        .filter(p -> !p.endsWith("DocsCitationsTest.java")).toList()) {
                    texts.put(f, Files.readString(f, StandardCharsets.UTF_8));
                }
            }
        }
        return texts;
    }

    /** The section numbers of a page's headings: "## 3. Formulas" gives 3, "### 3.5 Training time" gives 3.5. */
    private static List<String> sections(Path page) throws IOException {
        List<String> numbers = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^#{1,6}\\s+(\\d+(?:\\.\\d+)*)\\.?\\s").matcher(Files.readString(page));
        while (m.find()) {
            numbers.add(m.group(1));
        }
        return numbers;
    }

    @Test
    void everyCitedSectionIsAHeadingOfItsPage() throws IOException {
        List<String> missing = new ArrayList<>();
        int cited = 0;
        for (Map.Entry<Path, String> source : sources().entrySet()) {
            Matcher m = SECTION.matcher(source.getValue());
            while (m.find()) {
                cited++;
                Path page = Path.of("docs", m.group(1));
                if (!Files.isRegularFile(page) || !sections(page).contains(m.group(2))) {
                    missing.add(source.getKey() + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), missing);
        assertTrue(cited > 100, "citations found: " + cited);
    }

    @Test
    void everyQuotedHeadingOrTextIsOnItsPage() throws IOException {
        List<String> missing = new ArrayList<>();
        for (Map.Entry<Path, String> source : sources().entrySet()) {
            Matcher m = QUOTED.matcher(source.getValue());
            while (m.find()) {
                Path page = Path.of("docs", m.group(1));
                String quoted = m.group(2).replaceAll("\\s*\\n\\s*\\*?\\s*", " "); // a quote over two comment lines
                if (!Files.isRegularFile(page) || !Files.readString(page).contains(quoted)) {
                    missing.add(source.getKey() + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void everyCitedPageIsInTheRepositoryAndNothingCitesNotesOutsideIt() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<Path, String> source : sources().entrySet()) {
            Matcher m = PAGE.matcher(source.getValue());
            while (m.find()) {
                if (!Files.isRegularFile(Path.of("docs", m.group(1)))) {
                    wrong.add(source.getKey() + ": " + m.group());
                }
            }
            Matcher outside = OUTSIDE.matcher(source.getValue());
            while (outside.find()) {
                wrong.add(source.getKey() + ": " + outside.group());
            }
        }
        assertEquals(List.of(), wrong);
    }
}
