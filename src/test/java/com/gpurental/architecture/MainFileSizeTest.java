package com.gpurental.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No main source file over {@value #MAX_LINES} lines (docs/architecture.md "Rules"): a file that grows past it is split
 * by what it does. The files still over when this rule came are listed with their line counts then; the list only
 * shrinks: a file split below the limit leaves it, and no file joins it.
 */
class MainFileSizeTest {

    static final int MAX_LINES = 450;

    /** Still over the limit, with their line counts on 2026-12-02; each is to be split, none may be added. */
    static final Map<String, Integer> STILL_OVER = Map.of(
            "src/main/java/com/gpurental/advice/GpuSizer.java", 534);

    private static Map<String, Integer> over() throws IOException {
        Map<String, Integer> over = new TreeMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                int lines = (int) Files.readAllLines(f, StandardCharsets.UTF_8).size();
                if (lines > MAX_LINES) {
                    over.put(f.toString().replace('\\', '/'), lines);
                }
            }
        }
        return over;
    }

    @Test
    void noMainSourceFileIsOverTheLimitExceptThoseStillToBeSplit() throws IOException {
        Map<String, Integer> over = over();
        System.out.println("Main source files over " + MAX_LINES + " lines: " + over);
        List<String> newlyOver = new ArrayList<>();
        over.forEach((file, lines) -> {
            if (!STILL_OVER.containsKey(file)) {
                newlyOver.add(file + " (" + lines + " lines)");
            }
        });
        assertEquals(List.of(), newlyOver, "split these by what they do; the limit is " + MAX_LINES + " lines");
    }

    @Test
    void aFileStillToBeSplitDoesNotGrow() throws IOException {
        Map<String, Integer> over = over();
        List<String> grown = new ArrayList<>();
        STILL_OVER.forEach((file, lines) -> {
            if (over.getOrDefault(file, 0) > lines) {
                grown.add(file + " (" + over.get(file) + " lines, was " + lines + ")");
            }
        });
        assertEquals(List.of(), grown, "a file over " + MAX_LINES + " lines only shrinks");
    }
}
