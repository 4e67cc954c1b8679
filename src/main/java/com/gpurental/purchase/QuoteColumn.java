package com.gpurental.purchase;

import com.gpurental.text.Messages;
import java.util.List;
import java.util.Locale;

/**
 * The fields of one quote as table columns, in the one order used everywhere a quote is a row: the Quotes page,
 * pasted Excel rows, CSV and XLSX import, and the RFQ quote form that must import back. Each column has
 * its place in the plan's JSON ({@link #jsonPath()}), a header in both languages (bundle key {@link #headerKey()}),
 * and an example value. Headers are matched in either language, or by the JSON name.
 */
public enum QuoteColumn {
    VENDOR("vendor", Kind.TEXT, "甲云"),
    GPU("gpu", Kind.GPU, "h20"),
    CARDS("cards", Kind.INTEGER, "2"),
    PRICE("price.cny", Kind.MONEY, "6.50"),
    PRICE_PER("price.per", Kind.PRICE_UNIT, "card-hour"),
    INCLUDES_VAT("price.includesVat", Kind.BOOLEAN, "true"),
    VAT_PERCENT("price.vatPercent", Kind.NUMBER, "6"),
    BILLING_UNIT("billing.unit", Kind.BILLING_UNIT, "second"),
    MINIMUM_DAYS("billing.minimumDays", Kind.INTEGER, "0"),
    WHOLE_SERVER_ONLY("billing.wholeServerOnly", Kind.BOOLEAN, "false"),
    SERVER_CARDS("billing.serverCards", Kind.INTEGER, "8"),
    STORAGE_INCLUDED_GB("storage.includedGb", Kind.NUMBER, "100"),
    STORAGE_CNY_PER_GB_MONTH("storage.cnyPerGbMonth", Kind.MONEY, "0.30"),
    BANDWIDTH_CNY_PER_MONTH("bandwidthCnyPerMonth", Kind.MONEY, "200"),
    SLA_AVAILABILITY_PERCENT("sla.availabilityPercent", Kind.NUMBER, "99.5"),
    SLA_CARD_REPLACEMENT_HOURS("sla.cardReplacementHours", Kind.INTEGER, "24"),
    INVOICE("invoice", Kind.INVOICE, "special"),
    VALID_UNTIL("validUntil", Kind.DATE, "2026-12-31"),
    DELIVERY_DAYS("deliveryDays", Kind.INTEGER, "3"),
    NOTES("notes", Kind.TEXT, "");

    /** What a cell holds. */
    public enum Kind { TEXT, GPU, INTEGER, NUMBER, MONEY, BOOLEAN, PRICE_UNIT, BILLING_UNIT, INVOICE, DATE }

    private final String jsonPath;
    private final Kind kind;
    private final String example;

    QuoteColumn(String jsonPath, Kind kind, String example) {
        this.jsonPath = jsonPath;
        this.kind = kind;
        this.example = example;
    }

    /** Where the value sits in a quote object, dot-separated: {@code price.cny}. */
    public String jsonPath() {
        return jsonPath;
    }

    public Kind kind() {
        return kind;
    }

    /** A valid value as it may be typed in a cell (the quote 甲). */
    public String example() {
        return example;
    }

    /** The bundle key of the column header (also the field's name in messages): {@code quote.column.price.cny}. */
    public String headerKey() {
        return "quote.column." + jsonPath;
    }

    public String header(Messages m) {
        return m.get(headerKey());
    }

    /** The columns in their one order. */
    public static List<QuoteColumn> order() {
        return List.of(values());
    }

    /** The column a header names, in Chinese or English or as its JSON path (case and spaces ignored); null if none. */
    public static QuoteColumn fromHeader(String header) {
        if (header == null) {
            return null;
        }
        String h = normalize(header);
        for (QuoteColumn c : values()) {
            if (h.equals(normalize(c.jsonPath)) || h.equals(normalize(c.header(Bundles.EN))) || h.equals(normalize(c.header(Bundles.ZH)))) {
                return c;
            }
        }
        return null;
    }

    /** The column whose value is at {@code path} inside one quote ({@code price.cny}); null if none. */
    public static QuoteColumn atPath(String path) {
        for (QuoteColumn c : values()) {
            if (c.jsonPath.equals(path)) {
                return c;
            }
        }
        return null;
    }

    /** Both languages, loaded once (a lookup per cell must not reload the bundles). */
    private static final class Bundles {
        static final Messages EN = Messages.forLocale(Messages.EN);
        static final Messages ZH = Messages.forLocale(Messages.ZH);
    }

    private static String normalize(String s) {
        return s.replaceAll("[\\s\u3000]", "").toLowerCase(Locale.ROOT);
    }
}
