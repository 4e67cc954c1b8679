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
 * google-java-format writes). Before that it wraps the lines over 130 characters ({@link LineWrap}, below in this
 * file). Run through tools/style-fix:
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
                String text = Files.readString(f, StandardCharsets.UTF_8);
                String wrapped = LineWrap.wrap(text, f.toString());
                if (!wrapped.equals(text)) {
                    Files.writeString(f, wrapped, StandardCharsets.UTF_8);
                    changed++;
                    System.out.println("wrapped " + f);
                }
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

    /**
     * The imported simple name appears in the code after the imports (Javadoc references count, as for Checkstyle; so
     * does a mention in a plain comment, which Checkstyle does not count: such an import is left for a person).
     */
    private static boolean used(String qualified, String body) {
        String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
        // not after a dot: a.candidates() does not use an imported candidates
        return Pattern.compile("(?<![\\w$.])" + Pattern.quote(simple) + "(?![\\w$])").matcher(body).find();
    }
}

/**
 * Issue 35: wraps the lines the style gate (checkstyle.xml, LineLength 130) finds too long, without changing what the
 * code means. A Java line may break between any two tokens, so a code line is broken only outside string literals,
 * character literals and comments, at the rightmost of: after ", ", "(", "= ", "-> ", or before " + ", " && ",
 * " || ", " ? ", " : ", or a "." that follows ")"; the rest goes on the next line, indented 8 more. A line with no such
 * place has its string literal split into two joined with "+" (a constant expression stays constant). A line comment or
 * a Javadoc/block comment line is broken at a space (or between two Chinese characters) and continued with its own
 * prefix. Text blocks are left alone and named. {@link StyleFix#main} runs it on every file before sorting its imports.
 */
final class LineWrap {

    static final int MAX = 130;
    static final int CONTINUATION = 8;

    enum S { CODE, LINE_COMMENT, BLOCK_COMMENT, STRING, CHAR, TEXT_BLOCK }

    private LineWrap() {
    }

    /** The lexical state of every character of {@code text}. */
    static S[] states(String text) {
        S[] st = new S[text.length()];
        S s = S.CODE;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (s == S.CODE) {
                if (text.startsWith("//", i)) {
                    s = S.LINE_COMMENT;
                } else if (text.startsWith("/*", i)) {
                    st[i] = S.BLOCK_COMMENT;
                    st[i + 1] = S.BLOCK_COMMENT;
                    i += 2;
                    s = S.BLOCK_COMMENT;
                    continue;
                } else if (text.startsWith("\"\"\"", i)) {
                    st[i] = st[i + 1] = st[i + 2] = S.TEXT_BLOCK;
                    i += 3;
                    s = S.TEXT_BLOCK;
                    continue;
                } else if (c == '"') {
                    st[i++] = S.STRING;
                    s = S.STRING;
                    continue;
                } else if (c == '\'') {
                    st[i++] = S.CHAR;
                    s = S.CHAR;
                    continue;
                }
                st[i++] = s;
                continue;
            }
            st[i] = s;
            switch (s) {
                case LINE_COMMENT -> {
                    if (c == '\n') {
                        st[i] = S.CODE;
                        s = S.CODE;
                    }
                    i++;
                }
                case BLOCK_COMMENT -> {
                    if (text.startsWith("*/", i)) {
                        st[i + 1] = S.BLOCK_COMMENT;
                        i += 2;
                        s = S.CODE;
                    } else {
                        i++;
                    }
                }
                case TEXT_BLOCK -> {
                    if (c == '\\') {
                        st[Math.min(i + 1, st.length - 1)] = s;
                        i += 2;
                    } else if (text.startsWith("\"\"\"", i)) {
                        st[i + 1] = st[i + 2] = S.TEXT_BLOCK;
                        i += 3;
                        s = S.CODE;
                    } else {
                        i++;
                    }
                }
                default -> { // STRING or CHAR
                    char end = s == S.STRING ? '"' : '\'';
                    if (c == '\\') {
                        st[i + 1] = s;
                        i += 2;
                    } else {
                        i++;
                        if (c == end) {
                            s = S.CODE;
                        }
                    }
                }
            }
        }
        return st;
    }

    static String wrap(String text, String name) {
        S[] st = states(text);
        StringBuilder out = new StringBuilder();
        int start = 0;
        while (start <= text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            String line = text.substring(start, end);
            S[] ls = new S[line.length()];
            System.arraycopy(st, start, ls, 0, line.length());
            out.append(line.length() > MAX ? wrapLine(line, ls, name) : line);
            if (nl < 0) {
                break;
            }
            out.append('\n');
            start = nl + 1;
        }
        return out.toString();
    }

    static int indentOf(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    static String wrapLine(String line, S[] ls, String name) {
        int ind = indentOf(line);
        if (ind == line.length()) {
            return line;
        }
        S first = ls[ind];
        if (first == S.TEXT_BLOCK || (first == S.CODE && line.startsWith("\"\"\"", ind))) {
            System.out.println("left (text block) " + name + ": " + line.strip().substring(0, 40));
            return line;
        }
        if (first == S.LINE_COMMENT) {
            return wrapComment(line, ind, line.substring(ind, ind + 2) + " ", ind + 2);
        }
        if (first == S.BLOCK_COMMENT) {
            boolean star = line.charAt(ind) == '*' && !line.startsWith("*/", ind);
            boolean opening = line.startsWith("/*", ind);
            // a one-line "/** … */" goes on as " * …", aligned under its first star
            return opening ? wrapComment(line, ind + 1, "* ", ind + 3)
                    : wrapComment(line, ind, star ? "* " : "", ind + (star ? 1 : 0));
        }
        String result = wrapCode(line, ls, ind, name);
        return result == null ? line : result;
    }

    /** Breaks a comment line at the last space (or between CJK characters) before the limit. */
    static String wrapComment(String line, int ind, String prefix, int bodyStart) {
        StringBuilder out = new StringBuilder();
        String rest = line;
        int from = bodyStart;
        while (rest.length() > MAX) {
            int cut = -1;
            for (int i = Math.min(MAX, rest.length() - 1); i > from + 10; i--) {
                char c = rest.charAt(i);
                char p = rest.charAt(i - 1);
                if (c == ' ' || (cjk(c) && cjk(p)) || (cjk(p) && c != ' ' && !punct(c))) {
                    cut = i;
                    break;
                }
            }
            if (cut < 0) {
                break;
            }
            out.append(stripEnd(rest.substring(0, cut))).append('\n');
            String body = rest.substring(cut).stripLeading();
            String pad = " ".repeat(ind);
            rest = body.startsWith("*/") ? pad + body : pad + prefix + body;
            from = ind + prefix.length();
        }
        return out.append(rest).toString();
    }

    static boolean cjk(char c) {
        return c >= 0x2E80 && !punct(c);
    }

    static boolean punct(char c) {
        return "，。；：、）》」』！？”’)]}.,;:!?".indexOf(c) >= 0;
    }

    static String stripEnd(String s) {
        int e = s.length();
        while (e > 0 && s.charAt(e - 1) == ' ') {
            e--;
        }
        return s.substring(0, e);
    }

    /** Breaks a code line; null when no safe place was found. */
    static String wrapCode(String line, S[] ls, int ind, String name) {
        StringBuilder out = new StringBuilder();
        String rest = line;
        S[] rs = ls;
        int minCut = ind + 16;
        int cont = ind + CONTINUATION;
        while (rest.length() > MAX) {
            if (codeEnd(rest, rs) <= MAX) {
                // only a trailing comment is over the limit: break the comment
                int c = codeEnd(rest, rs);
                String w = wrapComment(rest, cont, "// ", c + 2);
                return out.append(w).toString();
            }
            int cut = codeCut(rest, rs, minCut);
            if (cut < 0) {
                String split = splitString(rest, rs, cont, minCut);
                if (split == null) {
                    System.out.println("left (no break) " + name + ": " + rest.strip());
                    return out.append(rest).toString();
                }
                int nl = split.lastIndexOf('\n');
                out.append(split, 0, nl + 1);
                String tail = split.substring(nl + 1);
                S[] ts = states(tail);
                rest = tail;
                rs = ts;
                minCut = cont + 8;
                continue;
            }
            out.append(stripEnd(rest.substring(0, cut))).append('\n');
            int skip = cut;
            while (skip < rest.length() && rest.charAt(skip) == ' ') {
                skip++;
            }
            String tail = " ".repeat(cont) + rest.substring(skip);
            S[] ts = new S[tail.length()];
            java.util.Arrays.fill(ts, 0, cont, S.CODE);
            System.arraycopy(rs, skip, ts, cont, rest.length() - skip);
            rest = tail;
            rs = ts;
            minCut = cont + 8;
        }
        return out.append(rest).toString();
    }

    /** Where the code of the line ends (the start of a trailing comment, or its length). */
    static int codeEnd(String line, S[] ls) {
        for (int i = 0; i < line.length(); i++) {
            if (ls[i] == S.LINE_COMMENT || (ls[i] == S.BLOCK_COMMENT && i > 0 && ls[i - 1] == S.CODE)) {
                return stripEnd(line.substring(0, i)).length();
            }
        }
        return line.length();
    }

    static boolean code(S[] ls, int from, int to) {
        for (int i = Math.max(0, from); i < to && i < ls.length; i++) {
            if (ls[i] != S.CODE) {
                return false;
            }
        }
        return true;
    }

    /** The rightmost safe break (the index the next line starts at) with the first part within the limit, or -1. */
    static int codeCut(String line, S[] ls, int minCut) {
        int[] depth = new int[line.length() + 1];
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean inCode = ls[i] == S.CODE;
            depth[i + 1] = depth[i] + (inCode && "([{".indexOf(c) >= 0 ? 1 : 0) - (inCode && ")]}".indexOf(c) >= 0 ? 1 : 0);
        }
        int half = Math.max(minCut, indentOf(line) + (MAX - indentOf(line)) / 2);
        int best = -1;
        for (int i = Math.min(MAX, line.length() - 1); i > half; i--) {
            if (cutsAt(line, ls, i) && (best < 0 || depth[i] < depth[best])) {
                best = i;
            }
        }
        if (best >= 0) {
            return best;
        }
        for (int i = Math.min(MAX, line.length() - 1); i > minCut; i--) {
            if (cutsAt(line, ls, i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether the line may be broken before index {@code i}, the first part staying within the limit. */
    static boolean cutsAt(String line, S[] ls, int i) {
        if (i < 3 || !code(ls, i - 2, i + 1)) {
            return false;
        }
        char c = line.charAt(i);
        char p = line.charAt(i - 1);
        char pp = line.charAt(i - 2);
        String tail = line.substring(i);
        boolean assign = pp == '=' && c != '=' && "=!<>+-*/&|^%".indexOf(line.charAt(i - 3)) < 0;
        boolean after = p == ' ' && c != ' ' && (pp == ',' || assign || line.startsWith("-> ", i - 3))
                || p == '(' && c != ')' && c != ' ';
        boolean before = p == ' ' && (tail.startsWith("+ ") || tail.startsWith("&& ") || tail.startsWith("|| ")
                || tail.startsWith("? ") || tail.startsWith(": ") && !line.strip().startsWith("case"));
        boolean dot = c == '.' && p == ')' && i + 1 < line.length() && Character.isJavaIdentifierStart(line.charAt(i + 1));
        String rest = tail.strip();
        return (after || before || dot) && stripEnd(line.substring(0, i)).length() <= MAX
                && !rest.isEmpty() && !rest.startsWith("//");
    }

    /** Splits the string literal that crosses the limit into two joined by "+"; null when it cannot be done safely. */
    static String splitString(String line, S[] ls, int cont, int minCut) {
        int limit = MAX - 1; // room for the closing quote
        if (ls[Math.min(limit, line.length() - 1)] != S.STRING) {
            return null;
        }
        int open = limit;
        while (open > 0 && !(ls[open] == S.STRING && (open == 0 || ls[open - 1] != S.STRING))) {
            open--;
        }
        int close = limit;
        while (close < line.length() && ls[close] == S.STRING) {
            close++;
        }
        // close is just after the closing quote
        String after = line.substring(close).stripLeading();
        if (after.startsWith(".") || line.charAt(open) != '"') {
            return null;
        }
        String before = stripEnd(line.substring(0, open));
        if (before.endsWith(".") || before.endsWith("case") || before.endsWith(")")) {
            return null;
        }
        List<Integer> ok = new ArrayList<>();
        int i = open + 1;
        while (i < close - 1) {
            ok.add(i);
            char c = line.charAt(i);
            if (c == '\\') {
                i += line.charAt(i + 1) == 'u' ? 6 : 2;
            } else if (Character.isHighSurrogate(c)) {
                i += 2;
            } else {
                i++;
            }
        }
        int cut = -1;
        for (int k = ok.size() - 1; k >= 0; k--) {
            int pos = ok.get(k);
            if (pos <= limit && pos > Math.max(open + 1, minCut) && line.charAt(pos - 1) == ' ') {
                cut = pos;
                break;
            }
        }
        if (cut < 0) {
            for (int k = ok.size() - 1; k >= 0; k--) {
                int pos = ok.get(k);
                if (pos <= limit && pos > Math.max(open + 1, minCut)) {
                    cut = pos;
                    break;
                }
            }
        }
        if (cut < 0) {
            return null;
        }
        return line.substring(0, cut) + "\"\n" + " ".repeat(cont) + "+ \"" + line.substring(cut);
    }
}
