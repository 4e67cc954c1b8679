package com.gpurental.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The technical words a buyer meets on the pages and papers (token, TOPS, PUE, SLA, ZeRO-3 …), each with one line of
 * explanation in plain words. A paper lists the lines of the words it uses; a page shows them as a tooltip. One list,
 * so that a word is explained the same way everywhere.
 */
public final class Glossary {

    /** A word, how it is spelled in either language, and the key of its explanation ({@code glossary.<id>}). */
    public record Term(String id, Pattern spelled) {
        public String key() {
            return "glossary." + id;
        }

        public boolean usedIn(String text) {
            return text != null && spelled.matcher(text).find();
        }
    }

    private static Term term(String id, String regex) {
        return new Term(id, Pattern.compile(regex));
    }

    /** A Latin word standing alone: not inside another word ("TOPS" is not in "STOPS", "SLA" not in "SLAB"). */
    private static String word(String w) {
        return "(?<![A-Za-z])" + w + "(?![A-Za-z])";
    }

    public static final List<Term> TERMS = List.of(
            term("token", "(?i)(?<![A-Za-z])tokens?(?![A-Za-z])"),
            term("decode", "解码|(?i:(?<![A-Za-z])decod(e|ing)(?![A-Za-z]))"),
            term("tflops", word("TFLOPS")),
            term("tops", word("TOPS")),
            term("gib", word("GiB")),
            term("nvidiaSmi", "nvidia-smi"),
            term("pue", word("PUE")),
            term("sla", word("SLA")),
            term("zero3", "ZeRO-3"),
            term("mfu", word("MFU")));

    private Glossary() {
    }

    /** The terms a text uses, in the order of {@link #TERMS}. */
    public static List<Term> usedIn(String text) {
        List<Term> used = new ArrayList<>();
        for (Term t : TERMS) {
            if (t.usedIn(text)) {
                used.add(t);
            }
        }
        return used;
    }

    /** The explanation of every term a text uses, one line each ("token：模型处理文字的单位……"). */
    public static List<String> lines(String text, Messages m) {
        return usedIn(text).stream().map(t -> m.format(t.key())).toList();
    }

    /** The explanations of a short text's terms as one tooltip ("" when it uses none). */
    public static String tip(String text, Messages m) {
        return String.join("\n", lines(text, m));
    }
}
