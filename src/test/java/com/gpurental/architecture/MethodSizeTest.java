package com.gpurental.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * No method or constructor in src/main/java over {@value #MAX_LINES} lines (docs/architecture.md "A pipeline, not a hub"): a
 * method that grows past it is split into named steps.
 *
 * <p>The sources are read by the JDK's own Java parser ({@code javax.tools} and the {@code com.sun.source.tree} API,
 * parse only, no compilation), so strings, chars, comments, text blocks, lambdas and nested or anonymous classes are
 * what the compiler says they are, not what a brace count guesses. Only method and constructor declarations with a
 * body are measured (compact constructors of records included); a class, enum or record body, a record header and a
 * field initializer are never a method. A method's length runs from the line its declaration starts on (after its
 * annotations) to the line of its closing brace, both counted. The compiled classes' line-number tables were not used:
 * javac copies field initializers into every constructor and moves lambda bodies into synthetic methods, so they
 * measure neither what the reader sees nor the same thing twice.
 */
class MethodSizeTest {

    static final int MAX_LINES = 80;

    /**
     * Methods still over the limit, as "path#name": none now. An entry that is no longer over the limit fails the
     * test, so the list only shrinks.
     */
    static final Set<String> NOT_YET_SPLIT = Set.of();

    @Test
    void noMainMethodIsOverTheLimit() throws IOException {
        assertEquals(Map.of(), overTheLimit(methodLengths(Path.of("src/main/java")), NOT_YET_SPLIT),
                "split these into named steps; the limit is " + MAX_LINES + " lines");
    }

    @Test
    void everyExceptedMethodIsStillOverTheLimit() throws IOException {
        Map<String, Integer> lengths = methodLengths(Path.of("src/main/java"));
        Map<String, Integer> stale = new TreeMap<>();
        for (String excepted : NOT_YET_SPLIT) {
            int lines = lengths.getOrDefault(excepted, 0);
            if (lines <= MAX_LINES) {
                stale.put(excepted, lines);
            }
        }
        assertEquals(Map.of(), stale, "these are short now (or gone): remove them from NOT_YET_SPLIT");
    }

    /** The measure itself, on a fixture whose methods have known lengths and whose traps are not methods. */
    @Test
    void measuresMethodsAndConstructorsOnlyAndCountsTheirLines() throws IOException {
        Map<String, Integer> lengths = methodLengths(Path.of("src/test/resources/architecture/method-size"));
        String file = "src/test/resources/architecture/method-size/Sizes.java#";
        assertEquals(Map.of(
                file + "Sizes", 3,
                file + "Point.Point", 5,
                file + "oneLine", 1,
                file + "withTraps", 12,
                file + "Inner.run", 4,
                file + "Inner.withAnonymousClass", 8,
                file + "Inner.withAnonymousClass.get", 3,
                file + "eightyOne", 81),
                lengths);
        assertEquals(Map.of(file + "eightyOne", 81), overTheLimit(lengths, Set.of()));
    }

    static Map<String, Integer> overTheLimit(Map<String, Integer> lengths, Set<String> excepted) {
        Map<String, Integer> over = new TreeMap<>();
        lengths.forEach((method, lines) -> {
            if (lines > MAX_LINES && !excepted.contains(method)) {
                over.put(method, lines);
            }
        });
        return over;
    }

    /**
     * The length in lines of every method and constructor with a body under {@code root}, keyed "path#name": a method
     * of a nested type is "Nested.name", one of an anonymous or local class "enclosingMethod.name", a constructor is
     * named after its class. Of overloads the longest is kept.
     */
    static Map<String, Integer> methodLengths(Path root) throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(root)) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        Map<String, Integer> lengths = new TreeMap<>();
        try (StandardJavaFileManager fm = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromPaths(sources);
            JavacTask task = (JavacTask) compiler.getTask(null, fm, null, List.of("-proc:none"), null, units);
            SourcePositions positions = Trees.instance(task).getSourcePositions();
            for (CompilationUnitTree unit : task.parse()) {
                String path = Path.of(unit.getSourceFile().toUri()).toString().replace('\\', '/');
                int at = path.indexOf(root.toString().replace('\\', '/'));
                String key = (at < 0 ? path : path.substring(at)) + "#";
                new Measure(unit, positions, key, lengths).scan(unit, null);
            }
        }
        return lengths;
    }

    /** Walks one file and records each method's length under its scope's names. */
    private static final class Measure extends TreePathScanner<Void, Void> {
        private final CompilationUnitTree unit;
        private final SourcePositions positions;
        private final String key;
        private final Map<String, Integer> lengths;
        /** The enclosing named types and methods, outermost (the file's top-level type) first. */
        private final Deque<String> scope = new ArrayDeque<>();
        private final Deque<String> classes = new ArrayDeque<>();

        Measure(CompilationUnitTree unit, SourcePositions positions, String key, Map<String, Integer> lengths) {
            this.unit = unit;
            this.positions = positions;
            this.key = key;
            this.lengths = lengths;
        }

        @Override
        public Void visitClass(ClassTree type, Void unused) {
            if (type.getSimpleName().isEmpty()) { // an anonymous class: its methods sit under the enclosing method
                return super.visitClass(type, unused);
            }
            String name = type.getSimpleName().toString();
            scope.addLast(name);
            classes.addLast(name);
            try {
                return super.visitClass(type, unused);
            } finally {
                scope.removeLast();
                classes.removeLast();
            }
        }

        @Override
        public Void visitMethod(MethodTree method, Void unused) {
            if (method.getBody() == null) {
                return super.visitMethod(method, unused);
            }
            String name = method.getName().contentEquals("<init>") ? classes.getLast() : method.getName().toString();
            List<String> names = new ArrayList<>(scope).subList(1, scope.size());
            names.add(name);
            lengths.merge(key + String.join(".", names), lines(method), Math::max);
            scope.addLast(name);
            try {
                return super.visitMethod(method, unused);
            } finally {
                scope.removeLast();
            }
        }

        /** From the line the declaration starts on, after its annotations, to the line of its closing brace. */
        private int lines(MethodTree method) {
            long start = positions.getStartPosition(unit, method);
            List<? extends AnnotationTree> annotations = method.getModifiers().getAnnotations();
            if (!annotations.isEmpty()) {
                start = firstNonBlank(positions.getEndPosition(unit, annotations.get(annotations.size() - 1)));
            }
            long end = positions.getEndPosition(unit, method);
            LineMap lines = unit.getLineMap();
            return (int) (lines.getLineNumber(end - 1) - lines.getLineNumber(start) + 1);
        }

        private long firstNonBlank(long from) {
            CharSequence text;
            try {
                text = unit.getSourceFile().getCharContent(true);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            long at = from;
            while (at < text.length() && Character.isWhitespace(text.charAt((int) at))) {
                at++;
            }
            return at;
        }
    }
}
