package com.gpurental.output.pdf;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Breaks text into lines no wider than a width: Latin text between words, CJK text between any
 * two characters (with the usual rule that closing punctuation such as {@code ，。）} never starts a
 * line and opening punctuation such as {@code （“} never ends one). A word wider than the line is
 * broken between characters. Explicit line breaks ({@code \n}) are kept.
 */
public final class TextWrap {

    /** Characters that may not start a line (they stick to the character before them). */
    private static final String NO_LINE_START = "，。、；：！？）」』】》〉”’%％,.;:!?)]}…·～~—-/";
    /** Characters that may not end a line (they stick to the character after them). */
    private static final String NO_LINE_END = "（「『【《〈“‘([{¥$#";

    private TextWrap() {
    }

    /** The lines of {@code text} for a line {@code maxWidth} wide, measured by {@code width}. */
    public static List<String> wrap(String text, double maxWidth, ToDoubleFunction<String> width) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1)) {
            wrapParagraph(paragraph, maxWidth, width, lines);
        }
        return lines;
    }

    private static void wrapParagraph(String text, double maxWidth, ToDoubleFunction<String> width, List<String> lines) {
        List<String> units = units(text);
        StringBuilder line = new StringBuilder();
        for (String unit : units) {
            boolean space = unit.isBlank();
            if (line.length() == 0 && space) {
                continue; // no leading blanks on a continued line
            }
            String candidate = line + unit;
            if (width.applyAsDouble(stripEnd(candidate)) <= maxWidth || space) {
                line.append(unit);
                continue;
            }
            if (line.length() > 0 && !stripEnd(line.toString()).isEmpty()) {
                lines.add(stripEnd(line.toString()));
                line.setLength(0);
            }
            if (width.applyAsDouble(unit) <= maxWidth) {
                line.append(unit);
            } else {
                // a single word wider than the line: break it between characters
                for (int i = 0; i < unit.length(); ) {
                    int cp = unit.codePointAt(i);
                    String ch = new String(Character.toChars(cp));
                    if (line.length() > 0 && width.applyAsDouble(line + ch) > maxWidth) {
                        lines.add(line.toString());
                        line.setLength(0);
                    }
                    line.append(ch);
                    i += Character.charCount(cp);
                }
            }
        }
        lines.add(stripEnd(line.toString()));
    }

    /**
     * The unbreakable pieces of a paragraph: Latin words (with the punctuation that sticks to
     * them), single CJK characters (with sticking punctuation), and blanks.
     */
    public static List<String> units(String text) {
        List<String> units = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean glueNext = false; // the previous character may not end a line
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            String ch = new String(Character.toChars(cp));
            boolean space = Character.isWhitespace(cp) || cp == 0x3000;
            if (space) {
                flush(units, cur);
                units.add(ch);
                glueNext = false;
                continue;
            }
            boolean noStart = NO_LINE_START.indexOf(cp) >= 0;
            boolean cjk = isCjk(cp);
            if (cur.length() == 0) {
                if (noStart && !units.isEmpty() && !units.get(units.size() - 1).isBlank()) {
                    // closing punctuation after a CJK character that was already flushed
                    cur.append(units.remove(units.size() - 1));
                }
                cur.append(ch);
            } else if (glueNext || noStart) {
                cur.append(ch);
            } else if (cjk || isCjk(cur.codePointBefore(cur.length()))) {
                flush(units, cur);
                cur.append(ch);
            } else {
                cur.append(ch); // Latin letters and digits build a word
            }
            glueNext = NO_LINE_END.indexOf(cp) >= 0;
            if (cjk && !glueNext && i < text.length()) {
                int next = text.codePointAt(i);
                if (NO_LINE_START.indexOf(next) < 0) {
                    flush(units, cur);
                }
            }
        }
        flush(units, cur);
        return units;
    }

    private static void flush(List<String> units, StringBuilder cur) {
        if (cur.length() > 0) {
            units.add(cur.toString());
            cur.setLength(0);
        }
    }

    /** Han ideographs, CJK punctuation, kana, Hangul and full-width forms: a line may break around each. */
    static boolean isCjk(int cp) {
        Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
        return b == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS
                || b == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS_EXTENSION_A
                || b == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS_EXTENSION_B
                || b == Character.UnicodeBlock.CJK_COMPATIBILITY_IDEOGRAPHS
                || b == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
                || b == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS
                || b == Character.UnicodeBlock.HIRAGANA
                || b == Character.UnicodeBlock.KATAKANA
                || b == Character.UnicodeBlock.HANGUL_SYLLABLES
                || b == Character.UnicodeBlock.ENCLOSED_CJK_LETTERS_AND_MONTHS;
    }

    private static String stripEnd(String s) {
        int end = s.length();
        while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(0, end);
    }
}
