import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Issue 35: puts the imports of Java files in the order the style gate (checkstyle.xml) checks, and drops the unused
 * ones: static imports first, then one blank line, then the others, each block in ASCII order (the order
 * google-java-format writes). Long lines are left to a person. Run through tools/style-fix:
 *
 * <pre>java tools/StyleFix.java [files or folders …]   (default: src/main/java src/test/java)</pre>
 *
 * A file whose import block holds anything but imports and blank lines (a comment, a star import) is left as it is and
 * named, for a person to sort.
 */
public final class StyleFix {

    private static final Pattern IMPORT = Pattern.compile("^import\\s+(static\\s+)?([\\w.]+)\\s*;\\s*$");

    private StyleFix() {
    }

    public static void main(String[] args) throws IOException {
        List<Path> roots = new ArrayList<>();
        for (String a : args.length == 0 ? new String[] {"src/main/java", "src/test/java"} : args) {
            roots.add(Path.of(a));
        }
        int changed = 0;
        for (Path root : roots) {
            List<Path> files;
            try (Stream<Path> s = Files.isDirectory(root) ? Files.walk(root) : Stream.of(root)) {
                files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
            }
            for (Path f : files) {
                if (fix(f)) {
                    changed++;
                    System.out.println("sorted " + f);
                }
            }
        }
        System.out.println(changed + " file(s) changed");
    }

    /** Rewrites the import block of {@code file}; true when it changed. */
    static boolean fix(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<String> lines = List.of(text.split("\n", -1));
        int first = -1;
        int last = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("import ")) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        if (first < 0) {
            return false;
        }
        TreeSet<String> statics = new TreeSet<>();
        TreeSet<String> others = new TreeSet<>();
        for (String line : lines.subList(first, last + 1)) {
            if (line.isBlank()) {
                continue;
            }
            Matcher m = IMPORT.matcher(line);
            if (!m.matches() || m.group(2).endsWith(".*") || line.contains("*")) {
                System.out.println("left as it is (not only plain imports between the first and last import): " + file);
                return false;
            }
            (m.group(1) != null ? statics : others).add(m.group(2));
        }
        String body = String.join("\n", lines.subList(last + 1, lines.size()));
        List<String> block = new ArrayList<>();
        statics.stream().filter(name -> used(name, body)).forEach(name -> block.add("import static " + name + ";"));
        List<String> plain = others.stream().filter(name -> used(name, body)).map(name -> "import " + name + ";").toList();
        if (!block.isEmpty() && !plain.isEmpty()) {
            block.add("");
        }
        block.addAll(plain);
        List<String> out = new ArrayList<>(lines.subList(0, first));
        out.addAll(block);
        out.addAll(lines.subList(last + 1, lines.size()));
        String result = String.join("\n", out);
        if (result.equals(text)) {
            return false;
        }
        Files.writeString(file, result, StandardCharsets.UTF_8);
        return true;
    }

    /** The imported simple name appears in the code after the imports (Javadoc references count, as for Checkstyle). */
    private static boolean used(String qualified, String body) {
        String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
        return Pattern.compile("(?<![\\w$])" + Pattern.quote(simple) + "(?![\\w$])").matcher(body).find();
    }
}
