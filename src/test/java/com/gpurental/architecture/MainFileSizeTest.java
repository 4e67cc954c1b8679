package com.gpurental.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source file over {@value #MAX_LINES} lines (docs/architecture.md "Rules"): a file that grows past it is split
 * by what it does.
 */
class MainFileSizeTest {

    static final int MAX_LINES = 450;

    @Test
    void noMainSourceFileIsOverTheLimit() throws IOException {
        Map<String, Integer> over = new TreeMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                int lines = Files.readAllLines(f, StandardCharsets.UTF_8).size();
                if (lines > MAX_LINES) {
                    over.put(f.toString().replace('\\', '/'), lines);
                }
            }
        }
        assertEquals(Map.of(), over, "split these by what they do; the limit is " + MAX_LINES + " lines");
    }
}
