package com.gpurental.quotes;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Offer;
import com.gpurental.pricing.Money;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import com.gpurental.purchase.Ownership;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;

/**
 * Rent or buy (docs/domain.md §7; a comparison, not a recommendation to buy). Owning per month = (price − residual value)
 * ÷ months of depreciation + power (kW × PUE × ¥/kWh × the plan's hours: hours per day × 30) + hosting + operations
 * per year ÷ 12. Renting the same cards costs the card-hour price × cards × hours used; the break-even utilisation
 * is the share of a month's 720 hours at which the two are equal, power being paid only for the hours used:
 * u = fixed monthly cost ÷ (rent per full month − power per full month).
 */
public final class OwnershipCosting {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final BigDecimal HOURS_PER_MONTH = BigDecimal.valueOf(Assumptions.HOURS_PER_MONTH);
    private static final BigDecimal DAYS_PER_MONTH = BigDecimal.valueOf(Assumptions.DAYS_PER_MONTH);

    private OwnershipCosting() {
    }

    /**
     * @param quotes the costed quotes: the cheapest card-hour among those for the owned GPU is the rent compared with;
     *               without one, the catalog's cheapest reference offer for that GPU
     */
    public static OwnershipCost cost(Ownership o, double hoursPerDay, List<VendorQuoteCost> quotes, Catalog catalog) {
        BigDecimal months = BigDecimal.valueOf(o.depreciationYears() * 12L);
        BigDecimal residual = o.serverPriceCny().multiply(o.residualPercent()).divide(HUNDRED, 10, RoundingMode.HALF_UP);
        BigDecimal depreciation = Money.fen(o.serverPriceCny().subtract(residual).divide(months, 10, RoundingMode.HALF_UP));
        BigDecimal hours = BigDecimal.valueOf(hoursPerDay).multiply(DAYS_PER_MONTH);
        BigDecimal powerPerHour = o.powerKw().multiply(o.pue()).multiply(o.electricityCnyPerKwh());
        BigDecimal power = Money.fen(powerPerHour.multiply(hours));
        BigDecimal hosting = Money.fen(o.hostingCnyPerMonth());
        BigDecimal operations = Money.fen(o.opsCnyPerYear().divide(BigDecimal.valueOf(12), 10, RoundingMode.HALF_UP));
        BigDecimal monthly = depreciation.add(power).add(hosting).add(operations);

        BigDecimal rate = null;
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
        BigDecimal cards = BigDecimal.valueOf(o.serverCards());
        BigDecimal rentMonthly = null;
        BigDecimal breakEven = null;
        Message verdict;
        if (rate == null) {
            verdict = Message.of("quote.owner.verdict.noRent", o.gpu());
        } else {
            rentMonthly = Money.fen(rate.multiply(cards).multiply(hours));
            BigDecimal margin = rate.multiply(cards).subtract(powerPerHour).multiply(HOURS_PER_MONTH);
            BigDecimal fixed = depreciation.add(hosting).add(operations);
            String planned = BigDecimal.valueOf(hoursPerDay).multiply(HUNDRED).divide(BigDecimal.valueOf(Assumptions.HOURS_PER_DAY), 1, RoundingMode.HALF_UP)
                    .stripTrailingZeros().toPlainString();
            if (margin.signum() <= 0) {
                verdict = Message.of("quote.owner.verdict.never", monthly, rentMonthly);
            } else {
                breakEven = fixed.multiply(HUNDRED).divide(margin, 1, RoundingMode.HALF_UP);
                if (breakEven.compareTo(HUNDRED) > 0) {
                    verdict = Message.of("quote.owner.verdict.rentAlways", monthly, rentMonthly, breakEven.toPlainString());
                } else if (monthly.compareTo(rentMonthly) < 0) {
                    verdict = Message.of("quote.owner.verdict.ownCheaper", monthly, rentMonthly, planned, breakEven.toPlainString());
                } else {
                    verdict = Message.of("quote.owner.verdict.rentCheaper", monthly, rentMonthly, planned, breakEven.toPlainString());
                }
            }
        }
        return new OwnershipCost(depreciation, power, hosting, operations, monthly, rate, source, rentMonthly, breakEven, verdict);
    }
}
