package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.Offer;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.stream.Collectors;

/** Sentences the papers share; each formats figures the advice hands over, none works one out. */
final class PaperText {

    private PaperText() {
    }

    /** "Chat inference · 70B · FP16": the scenario, the model size and precision where known. */
    static String need(Advice a, Messages m) {
        Workload w = a.plan().workload();
        Architecture arch = w.architecture();
        String scenario = a.plan().preset().name().in(m.locale());
        // the precision in plain words first ("8 位精度（FP8）"): a manager reads this line (issue 33)
        Message precision = Message.of("papers.precision." + w.precision().name());
        return arch == null ? m.format("papers.need.noModel", scenario, precision)
                : m.format("papers.need.model", scenario, arch.parametersB(), precision);
    }

    /** "2 × NVIDIA H20" */
    /**
     * Why a paper has no recommendation: nothing fits, or only configurations without a catalog price, named with their
     * cards (the report and Results list them; a paper says them in its one sentence).
     */
    static String noRecommendation(Advice a, Messages m) {
        if (a.needsQuote().isEmpty()) {
            return m.get("text.noCandidate");
        }
        return m.format("papers.onlyQuotes", a.needsQuote().size(), a.needsQuote().stream().map(c -> cardsOf(c, m))
                .collect(Collectors.joining(m.get("report.listSeparator"))));
    }

    static String cardsOf(Candidate c, Messages m) {
        return m.format("budget.gpuCards", c.cards(), c.gpu().displayName());
    }

    /**
     * Where an option's price comes from: a vendor's quote with its vendor and how long it is valid, or the catalog
     * offer's source and its date.
     */
    static String priceSource(Candidate c, Messages m) {
        if (c.vendorQuote() != null) {
            LocalDate until = c.vendorQuote().quote().validUntil();
            return until == null ? m.format("papers.priceSource.quoteUndated", c.vendor())
                    : m.format("papers.priceSource.quote", c.vendor(), date(until, m));
        }
        return c.cost().offers().stream().map(o -> sourceOf(o, m)).distinct()
                .collect(Collectors.joining(m.get("report.listSeparator")));
    }

    static String sourceOf(Offer o, Messages m) {
        return m.format("papers.priceSource", o.source(), o.asOf() == null ? m.get("common.unknown") : date(o.asOf(), m));
    }

    /** The budget check in one sentence (the report's wording). */
    /**
     * The budget line of the papers: the verdict, labelled by what it is on — the chosen quote when quotes lead the
     * advice, else the reference prices.
     */
    static String budgetLine(Advice a, Messages m) {
        return m.format(a.quoteLed() ? "papers.summary.budgetQuote" : "papers.summary.budgetReference", budget(a, m));
    }

    static String budget(Advice a, Messages m) {
        BudgetCheck b = a.budget();
        if (a.leading().isEmpty()) {
            return m.get("budget.noCandidate");
        }
        if (b.status() == BudgetCheck.Status.UNKNOWN || b.budgetCny() == null || b.costCny() == null) {
            return m.get("report.budget.none");
        }
        return m.format(b.headline());
    }

    static String date(LocalDate d, Messages m) {
        return d.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(m.locale()));
    }

    /** The value, or a line to fill in by hand. */
    static String orBlank(String value, Messages m) {
        return value == null || value.isBlank() ? m.get("papers.blank") : value.strip();
    }
}
