package com.gpurental.output.text;

import com.gpurental.advice.Advice;
import com.gpurental.advice.PlainAnswer;
import com.gpurental.advice.Rejection;
import com.gpurental.advice.RejectionGroup;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The plain layer ({@link PlainAnswer}) and the grouped rejections in words, for every renderer: the Results page, the
 * header, the approval summary, the text summary, the report. Formats only; the advice worked every figure out.
 */
public final class PlainText {

    private PlainText() {
    }

    /** "两台服务器，每台 8 张 H20；容器按小时，每月约 …": what to rent and its cost; why nothing is led otherwise. */
    public static String headline(Advice a, Messages m) {
        Message h = a.plain().headline();
        if (h != null) {
            return m.format(h);
        }
        return m.format(a.noRecommendation());
    }

    /** The why, in one paragraph of at most three short sentences ("" without a recommendation). */
    public static String why(Advice a, Messages m) {
        return a.plain().why().stream().map(m::format).collect(Collectors.joining(m.isChinese() ? "" : " "));
    }

    /**
     * The why without the memory sentence, for a paper whose need line already states the memory (the summary to
     * paste): one figure said once.
     */
    public static String whyBesidesMemory(Advice a, Messages m) {
        return whyBesidesMemory(a, m, Integer.MAX_VALUE);
    }

    /** The same, its first {@code sentences} only (a summary held to its length keeps the first). */
    public static String whyBesidesMemory(Advice a, Messages m, int sentences) {
        return a.plain().why().stream().filter(x -> !x.key().startsWith("plain.why.memory")
                        && !x.key().equals("plain.why.cardClass")).limit(sentences)
                .map(m::format).collect(Collectors.joining(m.isChinese() ? "" : " "));
    }

    /** The risks as things to do, one string each. */
    public static List<String> actions(Advice a, Messages m) {
        return a.plain().actions().stream().map(m::format).toList();
    }

    /**
     * The rejected GPUs, one line per reason: a reason shared by several GPUs in the group's own sentence with their
     * names ("12 种只有 PCIe 互联的卡…：RTX 4090、…"), a reason of one GPU as "名称：原因".
     */
    public static List<String> rejectedLines(List<Rejection> rejected, Messages m) {
        List<String> lines = new ArrayList<>();
        for (RejectionGroup g : RejectionGroup.of(rejected)) {
            if (grouped(g, m)) {
                lines.add(groupLine(g, m, Integer.MAX_VALUE));
            } else {
                g.members().forEach(r -> lines.add(m.format("text.rejectedLine", r.gpu().displayName(), r.reason())));
            }
        }
        return lines;
    }

    /**
     * The repeated reasons only, each once in its group's plain sentence with the GPUs' names, and how many GPUs were
     * turned down for a reason of their own (the engineer's sentence, which a paper for a manager leaves to the report).
     *
     * @param lines  the groups' sentences, in the order each reason first appears
     * @param cards  how many GPUs each line names
     * @param others the GPUs not in those lines
     */
    public record Repeated(List<String> lines, List<Integer> cards, int others) {

        /** The GPUs neither in the first {@code shown} lines: those of the lines after them and the others. */
        public int notIn(int shown) {
            return others + cards.subList(Math.min(shown, cards.size()), cards.size()).stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * The same grouping as {@link #rejectedLines}, for the approval summary (issue 33), each line naming at most
     * {@code names} of its GPUs ("RTX 4090、RTX 5090、H100 PCIe 等"): the report names them all.
     */
    public static Repeated repeatedReasons(List<Rejection> rejected, Messages m, int names) {
        List<String> lines = new ArrayList<>();
        List<Integer> cards = new ArrayList<>();
        int others = 0;
        for (RejectionGroup g : RejectionGroup.of(rejected)) {
            if (grouped(g, m)) {
                lines.add(groupLine(g, m, names));
                cards.add(g.members().size());
            } else {
                others += g.members().size();
            }
        }
        return new Repeated(lines, cards, others);
    }

    private static boolean grouped(RejectionGroup g, Messages m) {
        return g.members().size() > 1 && m.has(g.groupKey());
    }

    private static String groupLine(RejectionGroup g, Messages m, int most) {
        String names = g.members().stream().limit(most).map(r -> r.gpu().displayName().in(m.locale()))
                .collect(Collectors.joining(m.get("report.listSeparator")));
        return m.format(g.groupKey(), g.members().size(), g.members().size() > most ? m.format("plain.namesAndMore", names)
                : names);
    }
}
