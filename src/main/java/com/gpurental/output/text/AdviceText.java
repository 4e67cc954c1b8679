package com.gpurental.output.text;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Answer;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Deployment;
import com.gpurental.advice.MemoryPart;
import com.gpurental.advice.Suggestion;
import com.gpurental.advice.Warning;
import com.gpurental.pricing.BreakEven;
import com.gpurental.pricing.RentalCost;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;

/** A readable summary of an {@link Advice} in one language (the {@code advise --format text} output). */
public final class AdviceText {

    private AdviceText() {
    }

    /** "Recommendation: 2 × H20 quoted by 丙数据, container by the day: …" — a quote names its vendor. */
    public static String recommendation(Candidate c, Messages m) {
        return recommendation(c, false, m);
    }

    /**
     * The recommendation's headline for an advice: over a budget nothing fits, "Nothing fits the budget; …"; a lead whose
     * speed cannot be confirmed, "Provisional recommendation, to be proven in a trial run before signing: …".
     */
    public static String recommendation(Advice a, Messages m) {
        return recommendation(a, a.leading().orElseThrow(), m);
    }

    /**
     * When nothing fits the budget the first option is not headed "Recommendation" but "Nothing fits the
     * budget; the best option that meets the need, over budget: …".
     */
    public static String recommendation(Candidate c, boolean nothingFits, Messages m) {
        if (nothingFits && c.vendor() == null) {
            return m.format("text.recommendationNothingFits", c.cards(), c.gpu().displayName(), c.cost().mode(),
                    c.cost().monthlyCostCny(), c.cost().termCostCny());
        }
        return c.vendor() != null
                ? m.format("text.recommendationQuote", c.cards(), c.gpu().displayName(), c.vendor(), c.cost().mode(),
                        c.cost().monthlyCostCny(), c.cost().termCostCny())
                : m.format("text.recommendation", c.cards(), c.gpu().displayName(), c.cost().mode(), c.cost().monthlyCostCny(),
                        c.cost().termCostCny());
    }

    /**
     * The lead's line as the advice heads it: on-site hardware for an inspection line the transfer alone puts out of a
     * data centre's reach (the rented price is then a reference for the cards' class, {@link Answer}), else as
     * {@link #recommendation(Candidate, boolean, Messages)}, or provisional when its speed cannot be shown.
     */
    public static String recommendation(Advice a, Candidate c, Messages m) {
        if (a.answer().onSite() && c.vendor() == null) {
            return m.format("text.referencePrice", c.cards(), c.gpu().displayName(), c.cost().mode(), c.cost().monthlyCostCny(),
                    c.cost().termCostCny());
        }
        if (!a.budget().nothingFits() && a.provisional() && c.vendor() == null) {
            // a lead whose speed cannot be shown is provisional, to be proven in a trial run before signing
            return m.format("text.recommendationTrial", c.cards(), c.gpu().displayName(), c.cost().mode(),
                    c.cost().monthlyCostCny(), c.cost().termCostCny());
        }
        return recommendation(c, a.budget().nothingFits(), m);
    }

    /** "Answer: On-site (edge) hardware needed: put 2 × … next to the line …" and why; "" when the answer is to rent. */
    public static String answerLines(Advice a, Messages m, String nl) {
        Answer answer = a.answer();
        if (!answer.onSite()) {
            return "";
        }
        return m.format("text.answer", answer.title(), answer.headline()) + nl + "  " + m.format(answer.priceNote()) + nl;
    }

    /**
     * The whole advice as text, top to bottom: the memory, the recommendation and why, the rental mode, the budget,
     * the alternatives, the quotes, what needs a quote, what was left out, the warnings and the assumptions.
     */
    public static String render(Advice a, Messages m) {
        StringBuilder sb = new StringBuilder();
        String nl = System.lineSeparator();
        sb.append(m.get("text.title")).append(nl);
        sb.append(m.format("text.scenario", a.plan().preset().name())).append(nl);
        if (a.plan().load() != null) {
            // The load in the buyer's words, the arithmetic in one sentence (issue 31).
            sb.append(m.format("text.load", a.plan().load().arithmetic())).append(nl);
        }
        sb.append(nl);
        appendPlain(sb, a, m, nl);
        appendMemory(sb, a, m, nl);
        sb.append(m.format(a.termNote())).append(nl);
        appendRecommendation(sb, a, m, nl);
        appendMode(sb, a, m, nl);
        appendBudget(sb, a, m, nl);
        appendAlternatives(sb, a, m, nl);
        AdviceQuoteText.append(sb, a, m, nl);
        appendNeedsQuoteAndRejected(sb, a, m, nl);
        sb.append(nl).append(m.get("text.warnings")).append(nl);
        a.warnings().forEach(w -> sb.append("  ! ").append(m.format("text.twoSentences", w.text(), w.action())).append(nl));
        sb.append(nl).append(m.get("text.assumptions")).append(nl);
        a.assumptions().forEach(x -> sb.append("  - ").append(m.format(x)).append(nl));
        return sb.toString();
    }

    /** The answer in plain words (what, how much, why, what to do), then a blank line; the details follow. */
    private static void appendPlain(StringBuilder sb, Advice a, Messages m, String nl) {
        // the sentence ends once: "no recommendation" is a sentence of its own, with its stop ("（见下文）。。" was doubled)
        String headline = PlainText.headline(a, m).replaceAll("[。.]$", "");
        sb.append(m.format("text.plain.answer", headline)).append(nl);
        String why = PlainText.why(a, m);
        if (!why.isEmpty()) {
            sb.append(m.format("text.plain.why", why)).append(nl);
        }
        PlainText.actions(a, m).forEach(x -> sb.append("  → ").append(x).append(nl));
        sb.append(nl).append(m.get("text.plain.details")).append(nl).append(nl);
    }

    /** The memory needed and its parts, then a blank line. */
    private static void appendMemory(StringBuilder sb, Advice a, Messages m, String nl) {
        MemoryBreakdown mem = a.memory();
        sb.append(m.format(mem.cardClass() ? "text.memoryCardClass" : "text.memory", mem.requiredGb(), mem.cards(),
                mem.sparePercent())).append(nl);
        for (MemoryPart p : a.memoryParts()) {
            sb.append("  ").append(m.format("text.part." + p.key(), p.totalGb(), mem.sparePercent())).append(nl);
        }
        if (a.kvCacheCopiesNote() != null) {
            sb.append("  ").append(m.format(a.kvCacheCopiesNote())).append(nl);
        }
        sb.append(nl);
    }

    /** The answer, then the lead with its reasons, warnings and why it is not the cheapest; or why nothing is led. */
    private static void appendRecommendation(StringBuilder sb, Advice a, Messages m, String nl) {
        sb.append(answerLines(a, m, nl));
        if (a.leading().isEmpty()) {
            sb.append(m.format(a.noRecommendation())).append(nl);
            return;
        }
        Candidate c = a.leading().get();
        sb.append(recommendation(a, c, m)).append(nl);
        for (Message r : c.reasons()) {
            sb.append("  - ").append(m.format(r)).append(nl);
        }
        for (Warning w : c.warnings()) {
            sb.append("  ! ").append(m.format("text.twoSentences", w.text(), w.action())).append(nl);
        }
        if (a.whyNotCheapest() != null) {
            sb.append("  ").append(m.format(a.whyNotCheapest())).append(nl);
        }
    }

    /** The rental mode advised and, when there is one, the break-even hours a month. */
    private static void appendMode(StringBuilder sb, Advice a, Messages m, String nl) {
        sb.append(m.format("text.mode", a.modeAdvice().reason())).append(nl);
        // A server price paid for fewer cards than it holds is named with its cards, as the rental table shows it.
        for (RentalCost q : a.modeAdvice().quotesByMode()) {
            if (q.billedCards() > q.cards()) {
                sb.append("  ").append(m.format("text.modeWholeServer", q.mode(), q.cardsLabel(), q.monthlyCostCny(),
                        q.termCostCny())).append(nl);
            }
        }
        if (a.modeAdvice().breakEvenHoursPerMonth() != null) {
            double hours = a.modeAdvice().breakEvenHoursPerMonth().doubleValue();
            sb.append(a.modeAdvice().hourlyCheaperAtAnyUse()
                    ? m.format("text.breakEvenBeyondMonth", hours, BreakEven.AXIS_HOURS)
                    : m.format("text.breakEven", hours)).append(nl);
        }
    }

    /** The budget's headline, its verdict when nothing fits, and what would fit with its downsides. */
    private static void appendBudget(StringBuilder sb, Advice a, Messages m, String nl) {
        BudgetCheck b = a.budget();
        // One headline that names the monthly budget, the budget for the term and the term's cost apart
        // ("budget ¥20,000, cost ¥22,809.60" held a month against a term); when nothing fits, that and the gap.
        sb.append(nl).append(m.format("text.budget", b.headline())).append(nl);
        if (b.nothingFits() && b.cheapest() != a.leading().orElse(null)) {
            sb.append("  ").append(m.format(b.verdict().sentence())).append(nl);
        }
        if (b.nothingFits() && !b.suggestions().isEmpty()) {
            sb.append("  ").append(m.get("text.budgetWhatFits")).append(nl);
        }
        for (Suggestion s : b.suggestions()) {
            sb.append("  * ").append(m.format(s.description())).append(" — ")
                    .append(m.format("text.suggestionCost", s.monthlyCostCny(), s.termCostCny())).append(nl);
            for (Message d : s.downsides()) {
                sb.append("      ").append(m.format(d)).append(nl);
            }
        }
    }

    /** Up to nine options after the lead, each with how its cards run and how it compares with the lead. */
    private static void appendAlternatives(StringBuilder sb, Advice a, Messages m, String nl) {
        if (a.candidates().size() <= 1) {
            return;
        }
        sb.append(nl).append(m.get("text.alternatives")).append(nl);
        a.candidates().stream().skip(1).limit(9).forEach(c -> {
            sb.append("  ").append(m.format("text.alternative", c.cards(), c.label(), c.cost().mode(),
                    c.cost().monthlyCostCny(), c.cost().termCostCny())).append(nl);
            // How more than one card runs (tensor parallel, copies, servers).
            if (c.deployment() != null && c.deployment().kind() != Deployment.Kind.SINGLE_CARD) {
                sb.append("      ").append(m.format(c.deployment().note())).append(nl);
            }
            if (c.versusLead() != null) {
                sb.append("      ").append(m.format(c.versusLead())).append(nl);
            }
        });
    }

    /** The GPUs that need a vendor's quote, and the GPUs left out with why. */
    private static void appendNeedsQuoteAndRejected(StringBuilder sb, Advice a, Messages m, String nl) {
        if (!a.needsQuote().isEmpty()) {
            sb.append(nl).append(m.get("text.needsQuote")).append(nl);
            // a batch job's option says its days against the deadline (the engine's versus line), not a per-user speed
            a.needsQuote().forEach(c -> sb.append("  ").append(m.format("text.needsQuoteLine", c.cards(), c.gpu().displayName(),
                    c.versusLead() != null ? c.versusLead() : c.speed().text())).append(nl));
        }
        if (!a.rejected().isEmpty()) {
            sb.append(nl).append(m.get("text.rejected")).append(nl);
            // "名称：原因" with the language's colon, not "Huawei Ascend 310B: 速度不够："
            // one line per reason: a reason several GPUs share is said once with their names
            PlainText.rejectedLines(a.rejected(), m).forEach(line -> sb.append("  ").append(line).append(nl));
        }
    }

}
