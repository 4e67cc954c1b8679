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
            term("token", "词元|(?i:(?<![A-Za-z])tokens?(?![A-Za-z]))"),
            term("decode", "解码|(?i:(?<![A-Za-z])decod(e|ing)(?![A-Za-z]))"),
            term("tflops", word("TFLOPS")),
            term("tops", word("TOPS")),
            term("gib", word("GiB")),
            term("nvidiaSmi", "nvidia-smi"),
            term("pue", word("PUE")),
            term("sla", word("SLA")),
            term("zero3", "ZeRO-3"),
            term("mfu", word("MFU")));

    /**
     * The engineer's words (issue 33): explained in the glossary and on the help page, kept out of what a manager
     * signs — the approval summary, the Results headline and the text summary name none of them.
     */
    public static final List<Term> ENGINEERING = List.of(
            term("latentAttention", "潜在注意力|(?i:latent attention)|" + word("MLA")),
            term("pipeline", "流水线|(?i:(?<![A-Za-z])pipeline(?![A-Za-z]))"),
            term("tensorParallel", "张量并行|(?i:tensor[- ]parallel)"),
            term("dataParallel", "数据并行|(?i:data[- ]parallel)"),
            term("rdma", word("RDMA")),
            term("infiniband", "(?i:infiniband)"),
            term("roce", word("RoCE")),
            term("vllm", "(?i:(?<![A-Za-z])vllm(?![A-Za-z]))"),
            term("sglang", "(?i:sglang)"),
            term("nvlink", "(?i:nvlink)"),
            term("hccs", word("HCCS")),
            term("cann", word("CANN")),
            term("dtk", word("DTK")),
            term("kvCache", "KV ?缓存|(?i:KV[- ]cache)"),
            term("binaryGb", "2\\^30"));

    /** Every term the app shows, plain and engineering, for the help page's glossary. */
    public static List<Term> all() {
        List<Term> all = new ArrayList<>(TERMS);
        all.addAll(ENGINEERING);
        return all;
    }

    /** The engineering terms a text uses (what a paper for a manager must not). */
    public static List<Term> engineeringIn(String text) {
        return ENGINEERING.stream().filter(t -> t.usedIn(text)).toList();
    }

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
