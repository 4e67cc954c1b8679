package com.gpurental.quotes;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.Offer;
import com.gpurental.pricing.BillingCalendar;
import com.gpurental.pricing.Term;
import com.gpurental.purchase.VendorQuote;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.util.List;

/**
 * One vendor's quote costed over the rental term under its own rules, on one tax basis (including VAT), with its
 * fit against the plan and its flags.
 *
 * @param index            the quote's place in the plan's list (for {@code quotes[i]} paths)
 * @param billedCards      cards paid for (whole servers round up)
 * @param cardsNeeded      the fewest cards of this GPU that fit the plan (null when none up to the limit does)
 * @param billedDays       days paid for: the term, or the minimum term, rounded up to whole billed periods
 * @param gpuCostCny       GPU rental for the term, on the quote's tax basis
 * @param storageCostCny   storage above the included quota, pro-rated per day (30-day month), quote's basis
 * @param bandwidthCostCny bandwidth, pro-rated per day (30-day month), quote's basis
 * @param vatCny           VAT added to bring a price quoted without VAT to the including-VAT basis (0 otherwise)
 * @param termCostCny      the sum: what the term costs including VAT
 * @param monthlyCostCny   the same rules over one 30-day month
 * @param cardHourCny      the quoted price per card-hour including VAT (for the reference comparison)
 * @param reference        the catalog's reference offer compared with, or null when the catalog has none
 * @param vsReferencePercent how far the card-hour price is above (+) or below (−) the reference, 1 decimal
 * @param referenceNote    "6.9% above the reference price of 2026-11-01", or null
 * @param speed            the speed on this configuration in words (null when unknown)
 * @param term             the rental term this quote is costed over: the plan's, or for training the term of this
 *                         quote's own task days (a slower GPU trains longer)
 */
public record VendorQuoteCost(
        int index,
        VendorQuote quote,
        Gpu gpu,
        boolean fits,
        Message fitNote,
        Message speed,
        int billedCards,
        Integer cardsNeeded,
        int billedDays,
        Cny gpuCostCny,
        Cny storageCostCny,
        Cny bandwidthCostCny,
        Cny vatCny,
        Cny termCostCny,
        Cny monthlyCostCny,
        CnyRate cardHourCny,
        Offer reference,
        BigDecimal vsReferencePercent,
        Message referenceNote,
        List<QuoteFlag> flags,
        Term term) {

    public VendorQuoteCost {
        flags = List.copyOf(flags);
    }

    public String vendor() {
        return quote.vendor();
    }

    public boolean blocked() {
        return flags.stream().anyMatch(f -> f.code().blocking());
    }

    public boolean has(QuoteFlag.Code code) {
        return flags.stream().anyMatch(f -> f.code() == code);
    }

    /**
     * The plan stores more data than the quote includes and the quote has no price for more: its storage line is
     * unknown, not ¥0, and its totals leave the storage out.
     */
    public boolean storageUnpriced() {
        return has(QuoteFlag.Code.STORAGE_NOT_PRICED);
    }

    /** The storage line as every table shows it: its cost, or "unknown / ask the vendor" when it is not priced. */
    public Message storageCostText() {
        return storageUnpriced() ? Message.of("quote.storage.unpriced") : Message.of("quote.amount", storageCostCny);
    }

    /** The term's total as every table shows it, marked as leaving out the storage when that is not priced. */
    public Message termCostText() {
        return total(termCostCny);
    }

    /**
     * The month's total as every table shows it, marked as leaving out the storage when that is not priced; a quote
     * whose minimum term is longer than a month names it and what it costs ("¥33,178 a month (minimum term 90 days:
     * ¥99,534)", issue 32), the month being the minimum's cost ÷ its months.
     */
    public Message monthlyCostText() {
        int minimum = quote.billing().minimumDays();
        if (minimum > Assumptions.DAYS_PER_MONTH) {
            return Message.of("quote.amount.perMonthMinimum", total(monthlyCostCny), minimum, minimumTermCostCny());
        }
        return total(monthlyCostCny);
    }

    /** The minimum term's cost: the month × the months the minimum holds (¥33,178 × 3 = ¥99,534 for 90 days). */
    public Cny minimumTermCostCny() {
        int months = Math.max(1, BillingCalendar.months(null, quote.billing().minimumDays()));
        return monthlyCostCny.times(months);
    }

    private Message total(Cny cny) {
        return Message.of(storageUnpriced() ? "quote.amount.excludesStorage" : "quote.amount", cny);
    }
}
