package com.gpurental.quotes;

import com.gpurental.pricing.Costing;
import com.gpurental.pricing.PriceTerms;
import com.gpurental.pricing.Term;
import com.gpurental.purchase.BillingUnit;
import com.gpurental.purchase.VendorQuote;
import com.gpurental.sizing.Assumptions;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;

/**
 * A vendor's quote costed under its own rules (docs/domain.md §7): the quote becomes its {@link PriceTerms} (price and
 * what it is for, billing unit, minimum term, whole servers only, VAT basis, storage and bandwidth) and
 * {@link Costing} costs it, the same function that costs a catalog offer, so a quote at the reference price costs the
 * reference's figure.
 */
public final class QuoteCosting {

    private QuoteCosting() {
    }

    /**
     * A quote's terms: its price per {@code price.per} (a server price over {@code billing.serverCards} cards), billed
     * by the second or the started hour of use (pay-as-you-go) or by whole days, weeks or months held, with its minimum
     * term and whole-server rule; VAT added when the price is stated without it.
     */
    public static PriceTerms terms(VendorQuote q) {
        VendorQuote.Price price = q.price();
        VendorQuote.Billing billing = q.billing();
        return new PriceTerms(price.cny(), price.per().hours(), price.per().perServer() ? billing.serverCards() : 1,
                billing.unit().periodDays(), billing.unit() == BillingUnit.HOUR, billing.minimumDays(),
                billing.serverCards(), billing.wholeServerOnly(), price.includesVat() ? null : price.vatPercent(),
                new PriceTerms.Extras(q.storage().includedGb(), q.storage().cnyPerGbMonth(), q.bandwidthCnyPerMonth()));
    }

    /** The cost over a rental term ({@link Costing#cost(PriceTerms, int, Term, double, BigDecimal)}). */
    public static Costing.Lines cost(VendorQuote q, Term term, double hoursPerDay, BigDecimal dataGb) {
        return Costing.cost(terms(q), q.cards(), term, hoursPerDay, dataGb);
    }

    /** The cost over {@code days} days held (a 30-day month), whole periods and the minimum term billed. */
    public static Costing.Lines cost(VendorQuote q, int days, double hoursPerDay, BigDecimal dataGb) {
        return Costing.cost(terms(q), q.cards(), days, hoursPerDay, dataGb);
    }

    /** A month of the quote under its own rules: its minimum term's cost ÷ the months in it ({@link Costing#perMonth}). */
    public static Costing.Lines perMonth(VendorQuote q, double hoursPerDay, BigDecimal dataGb) {
        return perMonth(q, hoursPerDay, Assumptions.DEFAULT_DAYS_PER_WEEK, dataGb);
    }

    /** The same, the work run {@code daysPerWeek} days a week ({@link Term#usedDays}). */
    public static Costing.Lines perMonth(VendorQuote q, double hoursPerDay, int daysPerWeek, BigDecimal dataGb) {
        return Costing.perMonth(terms(q), q.cards(), hoursPerDay, daysPerWeek, dataGb);
    }

    /** Cards paid for: the quoted cards, rounded up to whole servers when the vendor rents whole servers only. */
    public static int billedCards(VendorQuote q) {
        return terms(q).billedCards(q.cards());
    }

    /** The quoted price per card-hour including VAT (a server price shared over its cards). */
    public static CnyRate cardHourCny(VendorQuote q) {
        return Costing.cardHourCny(terms(q));
    }
}
