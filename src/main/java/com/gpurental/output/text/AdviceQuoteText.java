package com.gpurental.output.text;

import com.gpurental.advice.Advice;
import com.gpurental.quotes.OwnershipCost;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;

/**
 * The vendors' quotes in the text advice: every quote best first with its cost for the term and its parts,
 * its reference comparison and flags, the choice and why, the ownership comparison, and — when a quote leads — the
 * reference-priced options for context. Formats what {@link Advice#quotes()} holds.
 */
final class AdviceQuoteText {

    /** Reference-priced options listed for context under the quotes. */
    static final int REFERENCE_SHOWN = 5;

    private AdviceQuoteText() {
    }

    static void append(StringBuilder sb, Advice a, Messages m, String nl) {
        QuoteComparison c = a.quotes();
        if (c.isEmpty()) {
            return;
        }
        if (!c.ranked().isEmpty()) {
            // A training's quotes each rent the days their own configuration needs: no one term heads them.
            boolean oneTerm = c.ranked().stream().map(q -> q.term().billableDays()).distinct().count() == 1;
            sb.append(nl).append(oneTerm ? m.format("text.quotes", c.ranked().get(0).term().billableDays())
                    : m.format("text.quotesOwnTerms")).append(nl);
            int n = 1;
            for (VendorQuoteCost q : c.ranked()) {
                sb.append("  ").append(m.format("text.quoteLine", n++, q.vendor(), q.quote().cards(), q.gpu().displayName(),
                        q.termCostText(), q.billedDays(), q.monthlyCostText(), q == c.recommended() ? 1 : 0)).append(nl);
                sb.append("      ").append(m.format("text.quoteParts", q.gpuCostCny(), q.storageCostText(),
                        q.bandwidthCostCny(), q.vatCny())).append(nl);
                sb.append("      ").append(m.format(q.referenceNote())).append(nl);
                for (QuoteFlag f : q.flags()) {
                    sb.append("      ! ").append(m.format(f.text())).append(nl);
                }
            }
        }
        if (c.reason() != null) {
            sb.append("  ").append(m.format("text.quoteChoice", c.reason())).append(nl);
        }
        c.problems().forEach(p -> sb.append("  ").append(m.format("text.quoteProblem", p.path(), p.problem())).append(nl));
        OwnershipCost o = c.ownership();
        if (o != null) {
            // The cost lines name the server; the engine's verdict says the break-even (or that there is none) once.
            sb.append(nl).append(m.format("text.ownership", o.depreciationCny(), o.powerCny(), o.hostingCny(),
                    o.operationsCny(), o.monthlyCostCny(), o.serverCards(), o.gpuName())).append(nl);
            sb.append("  ").append(m.format(o.verdict())).append(nl);
        }
        if (a.quoteLed() && !a.referenceCandidates().isEmpty()) {
            sb.append(nl).append(m.format("text.referenceOptions", String.valueOf(c.catalogDate()))).append(nl);
            a.referenceCandidates().stream().limit(REFERENCE_SHOWN).forEach(r -> sb.append("  ")
                    .append(m.format("text.alternative", r.cards(), r.gpu().displayName(), r.cost().mode(),
                            r.cost().monthlyCostCny(), r.cost().termCostCny())).append(nl));
        }
    }
}
