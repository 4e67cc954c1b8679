package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.Costing;
import com.gpurental.pricing.RentalCost;
import com.gpurental.quotes.QuoteAdvisor;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteCosting;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Stage 4b of the advice: with vendors' quotes in the plan, the quotes are the candidates. Each costed
 * quote is sized at the cards it bills ({@link GpuSizer#sizeAt}) and made a {@link Candidate} whose cost is the
 * quote's, on the one tax basis, over the quote's term (the plan's; for training, its own task days + 10%). The order is the
 * quote comparison's:
 * quotes that fit and can be bought first, cheapest for the term first; a quote ruled out by a flag follows with that
 * flag as the reason the recommendation beats it. A quote that does not carry the workload is not a candidate (the
 * comparison lists it with its flag).
 */
final class QuoteCandidates {

    private QuoteCandidates() {
    }

    static List<Candidate> of(ResolvedPlan rp, QuoteComparison quotes, GpuSizer sizer, Catalog catalog,
                              CandidateFactory factory) {
        List<Candidate> usable = new ArrayList<>();
        List<Candidate> blocked = new ArrayList<>();
        for (VendorQuoteCost q : quotes.ranked()) {
            // issue 34: a measured GPU is sized on its measurement, as the catalog's candidates are
            GpuSizer.Result r = MeasuredSpeed.sizeAt(sizer, catalog, rp, q.gpu(), q.billedCards());
            if (r.sizing() == null) {
                continue;
            }
            RentalCost cost = new RentalCost(mode(q), q.billedCards(), 0, q.monthlyCostCny(), q.termCostCny(),
                    q.billedDays(),
                    List.of());
            // a training's quote is costed over the term its cautious end needs; beside it, over the central term
            RentalCost atCentral = null;
            if (q.term().sizedForCautious()) {
                Costing.Lines central = QuoteCosting.cost(q.quote(),
                        q.term().central(), rp.hoursPerDay(), rp.plan().purchase().dataGb());
                atCentral = new RentalCost(mode(q), q.billedCards(), 0, q.monthlyCostCny(), central.total(),
                        central.billedDays(), List.of());
            }
            Candidate c = factory.make(rp, r.sizing(), q.term(), cost, null, atCentral);
            if (c.speed() != null && c.speed().measured() != null) {
                c = MeasuredSpeed.explained(c, MeasuredSpeed.fewestCards(sizer, catalog, rp, q.gpu()));
            }
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
        // The comparison sized the quotes with the same sizer, so its choice is the first usable quote; the guard only
        // keeps a reason from ever naming another quote than the one it is stated on.
        if (quotes.reason() != null && lead.vendorQuote() == quotes.recommended()) {
            List<Message> reasons = new ArrayList<>(lead.reasons());
            reasons.add(0, quotes.reason());
            lead = lead.withVendorQuote(lead.vendorQuote(), reasons);
        }
        List<Candidate> all = new ArrayList<>();
        all.add(lead);
        for (Candidate c : usable.subList(1, usable.size())) {
            all.add(c.withVersusLead(Ranking.versus(lead, c, rp.workload())));
        }
        for (Candidate c : blocked) {
            QuoteFlag why = c.vendorQuote().flags().stream().filter(f -> f.code().blocking()).findFirst().orElseThrow();
            all.add(c.withVersusLead(Message.of("versus.quoteRuledOut", why.text())));
        }
        return all;
    }

    /** The rental mode a vendor's quote amounts to (one rule: {@link QuoteAdvisor#rentalMode}). */
    static RentalMode mode(VendorQuoteCost q) {
        return QuoteAdvisor.rentalMode(q.quote());
    }
}
