package com.gpurental.pricing;

import static com.gpurental.sizing.Assumptions.DAYS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.DAYS_PER_QUARTER;
import static com.gpurental.sizing.Assumptions.DAYS_PER_WEEK;
import static com.gpurental.sizing.Assumptions.HOURS_PER_DAY;
import static com.gpurental.sizing.Assumptions.HOURS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.HOURS_PER_QUARTER;
import static com.gpurental.sizing.Assumptions.HOURS_PER_WEEK;

import com.gpurental.catalog.Offer;
import java.math.BigDecimal;

/**
 * The terms any offer is priced on, whoever states them: a catalog offer ({@link #of(Offer)}), a vendor's quote
 * ({@code quotes.QuoteCosting.terms}) and each part of owning a server ({@code quotes.OwnershipCosting.terms}) become
 * this one value, and {@link Costing} turns it, with a term and a number of cards, into the cost lines (docs/domain.md
 * §3 and §7).
 *
 * @param priceCny       the price as stated, for {@code unitCards} cards over {@code unitHours} hours
 * @param unitHours      hours one price covers: 1 (a card-hour), 24 (a day), 168 (a week), 720 (a month), 2,160 (a
 *                       quarter)
 * @param unitCards      cards one price covers: 1, or a whole server's cards for a server price
 * @param periodDays     days of one billed period: 0 pay-as-you-go on the hours used; 1, 7, 30 or 90 whole periods held
 * @param startedHours   pay-as-you-go by the started hour: each day's hours of use round up to whole hours
 * @param minimumDays    the shortest term billed, held and paid in full when the rental is shorter (0: none)
 * @param serverCards    cards in one server (1 for a per-card offer)
 * @param wholeServersOnly every started server is billed whole; otherwise the cards used are billed
 * @param vatPercent     VAT added to a price stated without it; null when the price includes VAT
 * @param extras         monthly prices beside the cards (storage, bandwidth), pro-rated per day
 */
public record PriceTerms(BigDecimal priceCny, int unitHours, int unitCards, int periodDays, boolean startedHours,
                         int minimumDays, int serverCards, boolean wholeServersOnly, BigDecimal vatPercent,
                         Extras extras) {

    /**
     * Storage above an included quota and bandwidth, each a price per 30-day month; null prices are not charged.
     *
     * @param includedStorageGb    storage included with the cards
     * @param storageCnyPerGbMonth price per GB-month above the quota
     * @param bandwidthCnyPerMonth bandwidth per month
     */
    public record Extras(BigDecimal includedStorageGb, BigDecimal storageCnyPerGbMonth, BigDecimal bandwidthCnyPerMonth) {
        /** No extras: a catalog offer prices the cards alone. */
        public static final Extras NONE = new Extras(BigDecimal.ZERO, null, null);
    }

    /**
     * A catalog offer's terms: its price per card and period (a server price shared over its cards, to 6 decimals, as
     * {@link Offer#pricePerCardCny}), VAT included, no minimum term, billed by the hours used (hourly) or by whole days,
     * weeks, months or quarters, and whole servers unless the offer states that a share of a server is rented.
     */
    public static PriceTerms of(Offer offer) {
        int[] unit = switch (offer.mode()) {
            case HOURLY -> new int[] {1, 0};
            case DAILY -> new int[] {HOURS_PER_DAY, 1};
            case WEEKLY -> new int[] {HOURS_PER_WEEK, DAYS_PER_WEEK};
            case MONTHLY -> new int[] {HOURS_PER_MONTH, DAYS_PER_MONTH};
            case QUARTERLY -> new int[] {HOURS_PER_QUARTER, DAYS_PER_QUARTER};
            case HYBRID, CLUSTER -> throw new IllegalArgumentException("a catalog offer is not " + offer.mode()
                    + ": " + offer.id());
        };
        return new PriceTerms(offer.pricePerCardCny().yuan(), unit[0], 1, unit[1], false, 0, offer.perCards(),
                offer.billsWholeServers(), null, Extras.NONE);
    }

    /** Billed on the hours used rather than by whole periods held. */
    public boolean payAsYouGo() {
        return periodDays == 0;
    }

    /**
     * Billed by whole months or quarters held, counted as calendar months from the rental's start (a period of 30 or 90
     * days: {@link BillingCalendar}).
     */
    public boolean monthlyPeriods() {
        return periodDays > 0 && periodDays % DAYS_PER_MONTH == 0;
    }

    /** Cards paid for {@code cards} used: rounded up to whole servers when every started server is billed whole. */
    public int billedCards(int cards) {
        return wholeServersOnly ? (cards + serverCards - 1) / serverCards * serverCards : cards;
    }
}
