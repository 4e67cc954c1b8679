package com.gpurental.purchase;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One vendor's quote as written in the plan's {@code quotes} list. Optional parts are null when the
 * quote does not state them; {@link Billing} and {@link StorageTerms} carry their documented defaults.
 *
 * @param gpu   the catalog id of the GPU quoted (checked against the catalog when the quotes are compared)
 * @param cards cards quoted (≥ 1); with whole servers only, whole servers are billed
 */
public record VendorQuote(
        String vendor,
        String gpu,
        int cards,
        Price price,
        Billing billing,
        StorageTerms storage,
        BigDecimal bandwidthCnyPerMonth,
        Sla sla,
        Invoice invoice,
        LocalDate validUntil,
        Integer deliveryDays,
        String notes) {

    /** The price and its tax basis. {@code vatPercent} is null when not stated (allowed only when VAT is included). */
    public record Price(BigDecimal cny, PriceUnit per, boolean includesVat, BigDecimal vatPercent) {
    }

    /**
     * Billing rules.
     *
     * @param minimumDays  the shortest term billed (0 = none)
     * @param serverCards  cards in one server, for server prices and whole-server billing (default 8)
     */
    public record Billing(BillingUnit unit, int minimumDays, boolean wholeServerOnly, int serverCards) {
        public static final int DEFAULT_SERVER_CARDS = 8;
    }

    /** Storage included in the price and the price above it; {@code cnyPerGbMonth} null = not quoted. */
    public record StorageTerms(BigDecimal includedGb, BigDecimal cnyPerGbMonth) {
        public static final StorageTerms NOT_QUOTED = new StorageTerms(BigDecimal.ZERO, null);
    }

    /** Service levels as quoted; each null when not stated. */
    public record Sla(BigDecimal availabilityPercent, Integer cardReplacementHours) {
        public static final Sla NOT_STATED = new Sla(null, null);
    }

    public VendorQuote {
        storage = storage == null ? StorageTerms.NOT_QUOTED : storage;
        sla = sla == null ? Sla.NOT_STATED : sla;
        notes = notes == null ? "" : notes;
    }

    /** A copy naming the GPU by its catalog id (a quote may write it as the vendor does). */
    public VendorQuote withGpu(String id) {
        return new VendorQuote(vendor, id, cards, price, billing, storage, bandwidthCnyPerMonth, sla, invoice, validUntil,
                deliveryDays, notes);
    }

    /** A copy under another vendor name (the Quotes page's "duplicate"). */
    public VendorQuote withVendor(String name) {
        return new VendorQuote(name, gpu, cards, price, billing, storage, bandwidthCnyPerMonth, sla, invoice, validUntil,
                deliveryDays, notes);
    }
}
