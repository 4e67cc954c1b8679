package com.gpurental.text;

import java.util.regex.Pattern;

/**
 * Chinese typography where a filled-in value meets the pattern around it. A Chinese pattern keeps a space between a
 * Chinese character and a value that may be a Latin word or a number ("比 {0} 少" reads "比 AutoDL 少"); when the
 * value is itself Chinese (a vendor "甲云", a field's label "并发用户数") that space is not Chinese typography, and it
 * goes ("比甲云少"). {@link Messages} marks each filled-in text with {@link #OPEN} and {@link #CLOSE}, and
 * {@link #tighten} removes the spaces a Chinese value touches, then the marks. See docs/architecture.md, "Chinese text".
 */
final class ChineseSpacing {

    /** Private-use marks around a filled-in text (never in a bundle or an input that reaches here). */
    static final char OPEN = '\uE000';
    static final char CLOSE = '\uE001';

    /** A Chinese character or full-width punctuation. */
    private static final String WIDE = "[\\p{IsHan}\\u3000-\\u303f\\uff01-\\uff1f\\u201c\\u201d]";
    private static final Pattern BEFORE_VALUE = Pattern.compile("(?<=" + WIDE + ") +(?=" + OPEN + WIDE + ")");
    private static final Pattern AFTER_VALUE = Pattern.compile("(?<=" + WIDE + CLOSE + ") +(?=" + WIDE + ")");

    private ChineseSpacing() {
    }

    static String mark(String value) {
        return OPEN + value + CLOSE;
    }

    /** The formatted text without the spaces a Chinese value touches, and without the marks. */
    static String tighten(String formatted) {
        if (formatted.indexOf(OPEN) < 0) {
            return formatted;
        }
        String s = BEFORE_VALUE.matcher(formatted).replaceAll("");
        s = AFTER_VALUE.matcher(s).replaceAll("");
        return s.replace(String.valueOf(OPEN), "").replace(String.valueOf(CLOSE), "");
    }
}
