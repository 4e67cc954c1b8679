package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.BudgetVerdict;
import com.gpurental.advice.Candidate;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.PlainText;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The short text to paste into WeChat or an e-mail ({@code advise --format summary}, "Copy summary"):
 * what, how many, from whom (the recommended vendor quote when the plan has quotes, else the reference
 * price's source), the cost per month and for the term, the budget check, why in plain words, what to do before signing and the
 * checks still open — at most
 * {@link #MAX_CHARACTERS} Chinese characters, one line per point.
 */
public final class SummaryText {

    private SummaryText() {
    }

    /**
     * How long the Chinese summary may be: 300 before issue 33 added the plain why and the things to do (420), and the
     * precision in plain words ("16 位精度（FP16）", 8 more than "FP16": the 70B chat summary is 422), and over budget
     * the remedy within it with its rental and cost (issue 32: about 50 more; the 70B chat summary is 475), and its term
     * total beside its month (tester A: a term budget is held against the term; 487). Session 20: a peak's two parts
     * (about 100) and the DeepSeek plan's remedy ran every tester plan past 500 (to 762); the summary now gives way in
     * steps (FITS) and its limit is 600, which the Double-11 plan's shortest form (585) keeps.
     */
    public static final int MAX_CHARACTERS = 600;

    /** The things to do the summary names (the first, what decides the order; the rest are the report's). */
    static final int SUMMARY_ACTIONS = 2;

    /**
     * The summary within its length (session 20 audit: 16 of 34 plans ran past 500, the DeepSeek plan to 762): the second
     * thing to do gives way first, then the why keeps its first sentence. The limit is counted in Chinese characters;
     * an English summary, about three characters a Chinese one, is held to three times it.
     */
    public static String render(RenderInput in, Messages m) {
        int limit = m.isChinese() ? MAX_CHARACTERS : 3 * MAX_CHARACTERS;
        String text = "";
        for (int[] fit : FITS) {
            text = render(in, m, fit[0], fit[1], fit[2] == 1);
            if (text.codePointCount(0, text.length()) <= limit) {
                return text;
            }
        }
        return text;
    }

    /** From the fullest summary to the shortest: the things to do named, the sentences of the why kept. */
    private static final int[][] FITS = {{SUMMARY_ACTIONS, Integer.MAX_VALUE, 0}, {1, Integer.MAX_VALUE, 0}, {1, 1, 0},
        {1, 1, 1}};

    /** {@code brief}: the over-budget remedy without what it gives up (the report says it). */
    private static String render(RenderInput in, Messages m, int actionsShown, int whySentences, boolean brief) {
        Advice a = in.advice();
        String nl = "\n";
        StringBuilder sb = new StringBuilder();
        String project = in.project();
        sb.append(project == null ? m.get("papers.summary.title") : m.format("papers.summary.titleProject", project)).append(nl);
        sb.append(m.format(a.memory().cardClass() ? "papers.summary.needCardClass" : "papers.summary.need", PaperText.need(a, m),
                a.memory().requiredGb(), a.memory().sparePercent()))
                .append(nl);
        Candidate lead = a.leading().orElse(null);
        if (in.hasQuotes()) {
            QuoteComparison quotes = in.quotes();
            VendorQuoteCost best = quotes.recommended();
            if (best == null) {
                sb.append(m.format("papers.summary.noQuote", quotes.reason())).append(nl);
            } else {
                int minimum = best.quote().billing().minimumDays();
                sb.append(m.format(minimum > a.term().billableDays() ? "papers.summary.quoteMinimum" : "papers.summary.quote",
                        best.vendor(), QuoteText.configuration(best, m), best.termCostCny(), a.term().billableDays(),
                        best.monthlyCostCny(), quotes.ranked().size(), minimum)).append(nl);
            }
            sb.append(PaperText.budgetLine(a, m)).append(nl);
        } else {
            if (a.answer().onSite()) {
                // The honest answer before the price: hardware at the line, the rented price only a reference.
                sb.append(m.format("papers.summary.onSite", a.answer().title(), a.answer().headline())).append(nl);
            }
            if (lead == null) {
                sb.append(PaperText.noRecommendation(a, m)).append(nl);
            } else {
                sb.append(m.format(a.answer().onSite() ? "papers.summary.reference"
                                : a.budget().nothingFits() ? "papers.summary.recNothingFits"
                                : a.provisional() ? "papers.summary.recTrial" : "papers.summary.rec",
                        PaperText.cardsOf(lead, m), lead.cost().mode(),
                        lead.cost().monthlyCostCny(), lead.term().billableDays(), lead.cost().termCostCny())).append(nl);
                if (a.peak() != null) {
                    sb.append(m.format("papers.summary.peak", a.peak().sentence())).append(nl); // base and peak (M3)
                }
                sb.append(m.format("papers.summary.vendor", PaperText.priceSource(lead, m))).append(nl);
            }
            sb.append(shortBudget(a, m)).append(nl);
        }
        // the plain layer: why in at most three sentences, the risks as things to do
        String why = PlainText.whyBesidesMemory(a, m, whySentences);
        if (!why.isEmpty()) {
            sb.append(m.format("papers.summary.why", why)).append(nl);
        }
        List<String> actions = a.plain().actions().stream().map(x -> brief && x.key().equals("plain.action.overBudget.remedy")
                ? m.format("plain.action.overBudget.remedyBrief", x.args().toArray()) : m.format(x)).toList();
        sb.append(m.format("papers.summary.actions", String.join(m.isChinese() ? "" : " ",
                actions.subList(0, Math.min(actionsShown, actions.size()))))).append(nl);
        List<ChecklistItem> open = in.openItems();
        if (open.isEmpty()) {
            sb.append(m.get("papers.summary.allDone"));
        } else {
            String names = open.stream().map(i -> m.get("papers.check." + i.id()))
                    .collect(Collectors.joining(m.get("report.listSeparator")));
            sb.append(m.format("papers.summary.open", open.size(), names));
        }
        return sb.append(nl).toString();
    }

    /** The budget line, short: how much over or to spare against the budget for the term (the engine's verdict). */
    private static String shortBudget(Advice a, Messages m) {
        BudgetVerdict v = a.budget().verdict();
        if (a.leading().isPresent() && a.budget().nothingFits() && a.budget().gapCny() != null) {
            // nothing fits — the monthly budget, the budget for the term and how far the cheapest option is over
            return m.format(v.kind() == BudgetCheck.Kind.MONTHLY ? "papers.summary.budgetNothingFitsMonthly"
                    : "papers.summary.budgetNothingFits", a.budget().gapCny(), v.budgetForTermCny(), v.budgetCny());
        }
        if (a.leading().isPresent() && v != null && v.differenceCny() != null && (v.over() || v.within())) {
            // a monthly budget is named beside the budget for the term, never left to be read as the term's
            String key = v.over() ? "papers.summary.budgetOver" : "papers.summary.budgetWithin";
            return m.format(v.kind() == BudgetCheck.Kind.MONTHLY ? key + "Monthly" : key,
                    v.differenceCny().abs(), v.budgetForTermCny(), v.budgetCny());
        }
        return m.format("papers.summary.budget", PaperText.budget(a, m));
    }
}
