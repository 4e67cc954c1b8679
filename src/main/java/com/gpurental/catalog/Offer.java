package com.gpurental.catalog;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

/**
 * A dated reference rental price: {@code priceCny} per {@code mode} period for {@code perCards}
 * cards (1 = per card, 8 = per 8-card server).
 */
public record Offer(
        String id,
        String gpuId,
        OfferMode mode,
        BigDecimal priceCny,
        int perCards,
        Source source,
        LocalDate asOf,
        LocalizedText notes) {

    /** The price for one card for one period, pro-rated from a server price (kept to 6 decimals). */
    public BigDecimal pricePerCardCny() {
        return priceCny.divide(BigDecimal.valueOf(perCards), 6, RoundingMode.HALF_UP);
    }
}
