package com.gpurental.quotes;

import static com.gpurental.sizing.Assumptions.DAYS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.HOURS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.MONTHS_PER_YEAR;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.pricing.Costing;
import com.gpurental.pricing.PriceTerms;
import com.gpurental.purchase.Ownership;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;

/**
 * Rent or buy (docs/domain.md §7; a comparison, not a recommendation to buy). Owning is four prices for the whole
 * server ({@link Terms}), each costed over a 30-day month by {@link Costing}, the function that costs every offer:
 * (price − residual value) ÷ months of depreciation, power (kW × PUE × ¥/kWh × the plan's hours: hours per day × 30 ×
 * days a week ÷ 7), hosting, operations per year ÷ 12. Renting the same cards is the compared card-hour price on the hours used
 * ({@link #rentTerms}), costed alike. The break-even utilisation is the share of a month's 720 hours at which the two
 * are equal, power being paid only for the hours used: u = fixed monthly cost ÷ (rent per full month − power per full
 * month), worked on the prices themselves (a ratio, not a cost line).
 */
public final class OwnershipCosting {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    /**
     * Owning a server as price terms, each for the whole server (its cards), whole servers only, VAT included.
     *
     * @param depreciation the server's price less its residual value, for the server over the months of depreciation,
     *                     held by whole months
     * @param power        kW × PUE × ¥/kWh per server-hour, on the hours used
     * @param hosting      hosting per server-month, held by whole months
     * @param operations   operations per server-year of 12 months, held by whole months
     */
    public record Terms(PriceTerms depreciation, PriceTerms power, PriceTerms hosting, PriceTerms operations) {
    }

    private OwnershipCosting() {
    }

    /** An owned server's terms: the only place that reads an {@link Ownership}'s figures. */
    public static Terms terms(Ownership o) {
        int cards = o.serverCards();
        BigDecimal residual = Cny.quotient(o.serverPriceCny().multiply(o.residualPercent()), HUNDRED);
        BigDecimal powerPerHour = o.powerKw().multiply(o.pue()).multiply(o.electricityCnyPerKwh());
        return new Terms(
                heldByMonths(o.serverPriceCny().subtract(residual), o.depreciationYears() * MONTHS_PER_YEAR, cards),
                new PriceTerms(powerPerHour, 1, cards, 0, false, 0, cards, true, null, PriceTerms.Extras.NONE),
                heldByMonths(o.hostingCnyPerMonth(), 1, cards),
                heldByMonths(o.opsCnyPerYear(), MONTHS_PER_YEAR, cards));
    }

    /** Renting at a card-hour price that includes VAT, billed on the hours used: the rent owning is compared with. */
    public static PriceTerms rentTerms(CnyRate cardHourCny) {
        return new PriceTerms(cardHourCny.yuan(), 1, 1, 0, false, 0, 1, false, null, PriceTerms.Extras.NONE);
    }

    /**
     * @param quotes the costed quotes: the cheapest card-hour among those for the owned GPU is the rent compared with;
     *               without one, the catalog's cheapest reference offer for that GPU
     */
    public static OwnershipCost cost(Ownership o, double hoursPerDay, List<VendorQuoteCost> quotes, Catalog catalog) {
        return cost(o, hoursPerDay, Assumptions.DEFAULT_DAYS_PER_WEEK, quotes, catalog);
    }

    /**
     * The same, the server used {@code daysPerWeek} days a week (issue 32): the power and the rent compared with are the
     * month's working days' (30 × days a week ÷ 7, {@link com.gpurental.pricing.Term#usedDays}); the planned use is
     * hours a day × days a week ÷ (24 × 7).
     */
    public static OwnershipCost cost(Ownership o, double hoursPerDay, int daysPerWeek, List<VendorQuoteCost> quotes,
                                     Catalog catalog) {
        Terms terms = terms(o);
        int cards = o.serverCards();
        Cny depreciation = month(terms.depreciation(), cards, hoursPerDay, daysPerWeek);
        Cny power = month(terms.power(), cards, hoursPerDay, daysPerWeek);
        Cny hosting = month(terms.hosting(), cards, hoursPerDay, daysPerWeek);
        Cny operations = month(terms.operations(), cards, hoursPerDay, daysPerWeek);
        Cny fixed = depreciation.plus(hosting).plus(operations);
        Cny monthly = fixed.plus(power);

        CnyRate rate = null;
        Message source = null;
        VendorQuoteCost quote = quotes.stream().filter(c -> c.quote().gpu().equals(o.gpu()))
                .min(Comparator.comparing(VendorQuoteCost::cardHourCny)).orElse(null);
        if (quote != null) {
            rate = quote.cardHourCny();
            source = Message.of("quote.owner.rentFromQuote", quote.vendor());
        } else {
            Offer offer = catalog.offersFor(o.gpu()).stream().min(Comparator.comparing(QuoteAdvisor::offerCardHour)).orElse(null);
            if (offer != null) {
                rate = QuoteAdvisor.offerCardHour(offer);
                source = Message.of("quote.owner.rentFromCatalog", String.valueOf(offer.asOf()));
            }
        }
        LocalizedText gpuName = catalog.gpu(o.gpu()).map(Gpu::displayName)
                .orElse(LocalizedText.same(o.gpu()));
        if (rate == null) {
            return new OwnershipCost(depreciation, power, hosting, operations, monthly, null, null, null, null,
                    Message.of("quote.owner.verdict.noRent", gpuName), cards, gpuName);
        }
        PriceTerms rent = rentTerms(rate);
        Cny rentMonthly = month(rent, cards, hoursPerDay, daysPerWeek);
        BigDecimal margin = rent.priceCny().multiply(BigDecimal.valueOf(cards)).subtract(terms.power().priceCny())
                .multiply(BigDecimal.valueOf(HOURS_PER_MONTH));
        BigDecimal breakEven = null;
        Message verdict;
        if (margin.signum() <= 0) {
            verdict = Message.of("quote.owner.verdict.never", monthly, rentMonthly);
        } else {
            breakEven = fixed.amount().multiply(HUNDRED).divide(margin, 1, RoundingMode.HALF_UP);
            String planned = BigDecimal.valueOf(hoursPerDay).multiply(HUNDRED).multiply(BigDecimal.valueOf(daysPerWeek))
                    .divide(BigDecimal.valueOf((long) Assumptions.HOURS_PER_DAY * Assumptions.DAYS_PER_WEEK), 1,
                            RoundingMode.HALF_UP)
                    .stripTrailingZeros().toPlainString();
            if (breakEven.compareTo(HUNDRED) > 0) {
                verdict = Message.of("quote.owner.verdict.rentAlways", monthly, rentMonthly, breakEven.toPlainString());
            } else if (monthly.compareTo(rentMonthly) < 0) {
                verdict = Message.of("quote.owner.verdict.ownCheaper", monthly, rentMonthly, planned, breakEven.toPlainString());
            } else {
                verdict = Message.of("quote.owner.verdict.rentCheaper", monthly, rentMonthly, planned, breakEven.toPlainString());
            }
        }
        return new OwnershipCost(depreciation, power, hosting, operations, monthly, rate, source, rentMonthly, breakEven, verdict,
                cards, gpuName);
    }

    /** A price for the whole server over {@code months} months, billed by whole 30-day months held. */
    private static PriceTerms heldByMonths(BigDecimal priceCny, int months, int serverCards) {
        return new PriceTerms(priceCny, months * HOURS_PER_MONTH, serverCards, DAYS_PER_MONTH, false, 0, serverCards, true,
                null, PriceTerms.Extras.NONE);
    }

    /** One 30-day month of {@code terms} for {@code cards} cards at the plan's hours, rounded to the fen. */
    private static Cny month(PriceTerms terms, int cards, double hoursPerDay, int daysPerWeek) {
        return Costing.cost(terms, cards, DAYS_PER_MONTH, hoursPerDay, daysPerWeek, null).gpu();
    }
}
