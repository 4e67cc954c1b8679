package com.gpurental.quotes;

import static com.gpurental.sizing.Assumptions.DAYS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.HOURS_PER_DAY;

import com.gpurental.pricing.Money;
import com.gpurental.pricing.Term;
import com.gpurental.purchase.BillingUnit;
import com.gpurental.purchase.VendorQuote;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The cost of one quote over a number of days, under the quote's own rules (docs/domain.md §7; 1 month = 30 days = 720 h):
 * <ul>
 *   <li>the days held are the term, or the minimum term when that is longer;</li>
 *   <li>pay-as-you-go ({@code second}, {@code hour}) bills the hours used: hours per day × days held, started hours
 *       rounded up each day when billed by the hour, and over a rental term never more than the task's wall-clock
 *       hours with the buffer (as a catalog offer by the hour); {@code day}, {@code week} and {@code month} bill whole periods
 *       held, whatever the hours used;</li>
 *   <li>whole servers only: the cards billed round up to whole servers; a server price without that rule is
 *       pro-rated per card;</li>
 *   <li>storage above the included quota and bandwidth are monthly prices, pro-rated per day over the days
 *       billed;</li>
 *   <li>a price quoted without VAT gets the quote's VAT rate added, so every quote compares including VAT.</li>
 * </ul>
 */
public final class QuoteCosting {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final int SCALE = 10;

    /** The cost lines of one quote, each rounded to the fen; {@code total} is their sum. */
    public record Lines(int billedCards, int billedDays, BigDecimal gpu, BigDecimal storage, BigDecimal bandwidth,
                        BigDecimal vat, BigDecimal total) {
    }

    private QuoteCosting() {
    }

    /**
     * The cost over a rental term. Billed by the second or hour, the hours are the term's hours used
     * ({@link Term#billableHours}: never more than the task's wall-clock hours with the buffer, started hours counted),
     * exactly as a catalog offer by the hour is costed, so a quote at the reference price costs the reference's figure;
     * a minimum term longer than the rental is held (and paid) in full.
     */
    public static Lines cost(VendorQuote q, Term term, double hoursPerDay, BigDecimal dataGb) {
        boolean heldForTheTerm = q.billing().minimumDays() <= term.billableDays();
        return cost(q, term.billableDays(), hoursPerDay, dataGb,
                heldForTheTerm ? term.billableHours(hoursPerDay) : null);
    }

    public static Lines cost(VendorQuote q, int days, double hoursPerDay, BigDecimal dataGb) {
        return cost(q, days, hoursPerDay, dataGb, null);
    }

    private static Lines cost(VendorQuote q, int days, double hoursPerDay, BigDecimal dataGb, BigDecimal hoursCap) {
        VendorQuote.Billing billing = q.billing();
        int held = Math.max(days, billing.minimumDays());
        int cards = billedCards(q);
        BigDecimal hours;
        int billedDays;
        BillingUnit unit = billing.unit();
        if (unit.payAsYouGo()) {
            BigDecimal perDay = BigDecimal.valueOf(hoursPerDay);
            if (unit == BillingUnit.HOUR) {
                perDay = perDay.setScale(0, RoundingMode.CEILING);
            }
            hours = perDay.multiply(BigDecimal.valueOf(held));
            if (hoursCap != null) {
                hours = hours.min(hoursCap);
            }
            billedDays = held;
        } else {
            int periods = (held + unit.periodDays() - 1) / unit.periodDays();
            billedDays = periods * unit.periodDays();
            hours = BigDecimal.valueOf((long) billedDays * HOURS_PER_DAY);
        }
        VendorQuote.Price price = q.price();
        BigDecimal divisor = BigDecimal.valueOf(price.per().hours());
        if (price.per().perServer()) {
            divisor = divisor.multiply(BigDecimal.valueOf(billing.serverCards()));
        }
        BigDecimal gpu = Money.fen(price.cny().multiply(BigDecimal.valueOf(cards)).multiply(hours).divide(divisor, SCALE, RoundingMode.HALF_UP));

        BigDecimal dayShare = BigDecimal.valueOf(billedDays);
        BigDecimal storage = Money.ZERO_FEN;
        if (dataGb != null && q.storage().cnyPerGbMonth() != null) {
            BigDecimal above = dataGb.subtract(q.storage().includedGb()).max(BigDecimal.ZERO);
            storage = Money.fen(above.multiply(q.storage().cnyPerGbMonth()).multiply(dayShare)
                    .divide(BigDecimal.valueOf(DAYS_PER_MONTH), SCALE, RoundingMode.HALF_UP));
        }
        BigDecimal bandwidth = Money.ZERO_FEN;
        if (q.bandwidthCnyPerMonth() != null) {
            bandwidth = Money.fen(q.bandwidthCnyPerMonth().multiply(dayShare).divide(BigDecimal.valueOf(DAYS_PER_MONTH), SCALE,
                    RoundingMode.HALF_UP));
        }
        BigDecimal net = gpu.add(storage).add(bandwidth);
        BigDecimal vat = Money.ZERO_FEN;
        if (!price.includesVat() && price.vatPercent() != null) {
            vat = Money.fen(net.multiply(price.vatPercent()).divide(HUNDRED, SCALE, RoundingMode.HALF_UP));
        }
        return new Lines(cards, billedDays, gpu, storage, bandwidth, vat, net.add(vat));
    }

    /** Cards paid for: the quoted cards, rounded up to whole servers when the vendor rents whole servers only. */
    public static int billedCards(VendorQuote q) {
        if (!q.billing().wholeServerOnly()) {
            return q.cards();
        }
        int server = q.billing().serverCards();
        return (q.cards() + server - 1) / server * server;
    }

    /** The quoted price per card-hour including VAT (a server price shared over its cards). */
    public static BigDecimal cardHourCny(VendorQuote q) {
        VendorQuote.Price price = q.price();
        BigDecimal divisor = BigDecimal.valueOf(price.per().hours());
        if (price.per().perServer()) {
            divisor = divisor.multiply(BigDecimal.valueOf(q.billing().serverCards()));
        }
        BigDecimal perHour = price.cny().divide(divisor, SCALE, RoundingMode.HALF_UP);
        if (!price.includesVat() && price.vatPercent() != null) {
            perHour = perHour.multiply(BigDecimal.ONE.add(price.vatPercent().divide(HUNDRED, SCALE, RoundingMode.HALF_UP)));
        }
        return perHour.setScale(6, RoundingMode.HALF_UP);
    }
}
