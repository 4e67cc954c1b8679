package com.gpurental.catalog;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

/**
 * A dated reference rental price: {@code priceCny} per {@code mode} period for {@code perCards}
 * cards (1 = per card, 8 = per 8-card server).
 *
 * @param wholeServerOnly the vendor rents only whole {@code perCards}-card servers: a share of the server price is
 *                        what the cards used would cost, not a price that can be rented (the catalog's flag)
 */
public record Offer(
        String id,
        String gpuId,
        OfferMode mode,
        BigDecimal priceCny,
        int perCards,
        Source source,
        LocalDate asOf,
        LocalizedText notes,
        boolean wholeServerOnly) {

    /** An offer whose cards can be rented singly or as a share of a server (no {@code wholeServerOnly} flag). */
    public Offer(String id, String gpuId, OfferMode mode, BigDecimal priceCny, int perCards, Source source,
                 LocalDate asOf, LocalizedText notes) {
        this(id, gpuId, mode, priceCny, perCards, source, asOf, notes, false);
    }

    /** The price for one card for one period, pro-rated from a server price (kept to 6 decimals). */
    public BigDecimal pricePerCardCny() {
        return priceCny.divide(BigDecimal.valueOf(perCards), 6, RoundingMode.HALF_UP);
    }
}
