package com.gpurental.advice;

import com.gpurental.pricing.Quote;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.pricing.Term;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteCost;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Stage 4b of the advice (issue 11): with vendors' quotes in the plan, the quotes are the candidates. Each costed
 * quote is sized at the cards it bills ({@link GpuSizer#sizeAt}) and made a {@link Candidate} whose cost is the
 * quote's, on the one tax basis, over the one term the quotes were compared on. The order is the quote comparison's:
 * quotes that fit and can be bought first, cheapest for the term first; a quote ruled out by a flag follows with that
 * flag as the reason the recommendation beats it. A quote that does not carry the workload is not a candidate (the
 * comparison lists it with its flag).
 */
final class QuoteCandidates {

    private QuoteCandidates() {
    }

    static List<Candidate> of(ResolvedPlan rp, QuoteComparison quotes, Term term, GpuSizer sizer, CandidateFactory factory) {
        List<Candidate> usable = new ArrayList<>();
        List<Candidate> blocked = new ArrayList<>();
        for (QuoteCost q : quotes.ranked()) {
            GpuSizer.Result r = sizer.sizeAt(rp, q.gpu(), q.billedCards());
            if (r.sizing() == null) {
                continue;
            }
            Quote cost = new Quote(mode(q), q.billedCards(), 0, q.monthlyCostCny(), q.termCostCny(), q.billedDays(), List.of());
            Candidate c = factory.make(rp, r.sizing(), term, cost, null);
            List<Message> reasons = new ArrayList<>(c.reasons());
            reasons.add(Message.of("reason.quote", q.vendor(), q.gpuCostCny(), q.storageCostCny(), q.bandwidthCostCny(),
                    q.vatCny(), q.termCostCny(), q.billedDays(), q.referenceNote()));
            for (QuoteFlag f : q.flags()) {
                reasons.add(Message.of("reason.quoteFlag", f.text()));
            }
            (q.blocked() ? blocked : usable).add(c.withVendorQuote(q, reasons));
        }
        if (usable.isEmpty()) {
            return List.of();
        }
        Candidate lead = usable.get(0);
        // The comparison's reason names its choice; state it only when the sizing agrees on that quote.
        if (quotes.reason() != null && lead.vendorQuote() == quotes.recommended()) {
            List<Message> reasons = new ArrayList<>(lead.reasons());
            reasons.add(0, quotes.reason());
            lead = lead.withVendorQuote(lead.vendorQuote(), reasons);
        }
        List<Candidate> all = new ArrayList<>();
        all.add(lead);
        for (Candidate c : usable.subList(1, usable.size())) {
            all.add(c.withVersusLead(Ranking.versus(lead, c, rp.workload().kind())));
        }
        for (Candidate c : blocked) {
            QuoteFlag why = c.vendorQuote().flags().stream().filter(f -> f.code().blocking()).findFirst().orElseThrow();
            all.add(c.withVersusLead(Message.of("versus.quoteRuledOut", why.text())));
        }
        return all;
    }

    /** The rental mode a vendor's billing unit amounts to (by the second or hour: rented by the hour). */
    static QuoteMode mode(QuoteCost q) {
        return switch (q.quote().billing().unit()) {
            case SECOND, HOUR -> QuoteMode.HOURLY;
            case DAY -> QuoteMode.DAILY;
            case WEEK -> QuoteMode.WEEKLY;
            case MONTH -> QuoteMode.MONTHLY;
        };
    }
}
