package com.gpurental.catalog;

import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A dated reference rental price: {@code priceCny} per {@code mode} period for {@code perCards}
 * cards (1 = per card, 8 = per 8-card server).
 *
 * @param wholeServerOnly the vendor rents only whole {@code perCards}-card servers: a share of the server price is
 *                        what the cards used would cost, not a price that can be rented (the catalog's flag)
 * @param sharesRented    the offer states that the vendor rents a share of a server ({@code true}); null when
 *                        it does not say — a share's pro-rata price is then a question for the vendor, not a fact
 */
public record Offer(
        String id,
        String gpuId,
        RentalMode mode,
        BigDecimal priceCny,
        int perCards,
        Source source,
        LocalDate asOf,
        LocalizedText notes,
        boolean wholeServerOnly,
        Boolean sharesRented) {

    /** An offer whose cards can be rented singly or as a share of a server (no {@code wholeServerOnly} flag). */
    public Offer(String id, String gpuId, RentalMode mode, BigDecimal priceCny, int perCards, Source source,
                 LocalDate asOf, LocalizedText notes) {
        this(id, gpuId, mode, priceCny, perCards, source, asOf, notes, false, null);
    }

    /** An offer that does not say whether a share of a server is rented. */
    public Offer(String id, String gpuId, RentalMode mode, BigDecimal priceCny, int perCards, Source source,
                 LocalDate asOf, LocalizedText notes, boolean wholeServerOnly) {
        this(id, gpuId, mode, priceCny, perCards, source, asOf, notes, wholeServerOnly, null);
    }

    /** A share of this server offer is priced pro rata only as a question for the vendor. */
    public boolean shareUnconfirmed() {
        return perCards > 1 && !wholeServerOnly && !Boolean.TRUE.equals(sharesRented);
    }

    /**
     * Whether a number of cards that is not a whole number of servers is billed as whole servers: a server offer bills
     * its share pro rata only where it states that shares are rented ({@code sharesRented == true}); otherwise the
     * price that can be signed is the whole server's (docs/domain.md §3: the market tables' pro-rating is not a rental
     * term), and the share is a question for the vendor.
     */
    public boolean billsWholeServers() {
        return perCards > 1 && !Boolean.TRUE.equals(sharesRented);
    }

    /** The price for one card for one period, pro-rated from a server price (a rate: {@link CnyRate}'s rounding). */
    public CnyRate pricePerCardCny() {
        return CnyRate.per(priceCny, perCards);
    }
}
