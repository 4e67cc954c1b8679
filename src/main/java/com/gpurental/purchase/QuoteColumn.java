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

    /**
     * The column a header names, in Chinese or English (today's header or one an earlier quote form wrote) or as its
     * JSON path (case and spaces ignored); null if none.
     */
    public static QuoteColumn fromHeader(String header) {
        if (header == null) {
            return null;
        }
        String h = normalize(header);
        for (QuoteColumn c : values()) {
            if (h.equals(normalize(c.jsonPath)) || h.equals(normalize(c.header(Bundles.EN)))
                    || h.equals(normalize(c.header(Bundles.ZH)))
                    || EARLIER.get(c.ordinal()).stream().anyMatch(e -> h.equals(normalize(e)))) {
                return c;
            }
        }
        return null;
    }

    /**
     * The headers the quote form wrote up to this version, Chinese and English, by column: a form sent to vendors
     * before its headers were reworded still imports.
     */
    private static final List<List<String>> EARLIER = List.of(
            List.of("供应商", "Vendor"), List.of("GPU 型号", "GPU"), List.of("卡数", "Cards"),
            List.of("单价（元）", "Price (¥)"), List.of("计价单位", "Price per"), List.of("含税", "Includes VAT"),
            List.of("税率（%）", "VAT rate (%)"), List.of("计费粒度", "Billed per"),
            List.of("最短租期（天）", "Minimum term (days)"), List.of("仅整机出租", "Whole servers only"),
            List.of("每台卡数", "Cards per server"), List.of("含存储（GB）", "Storage included (GB)"),
            List.of("存储单价（元/GB·月）", "Storage (¥ per GB-month)"), List.of("带宽（元/月）", "Bandwidth (¥ per month)"),
            List.of("可用性（%）", "Availability (%)"), List.of("换卡时限（小时）", "Card replacement (hours)"),
            List.of("发票", "Invoice"), List.of("报价有效期至", "Valid until"), List.of("交付（天）", "Delivery (days)"),
            List.of("备注", "Notes"));

    /**
     * The column a header not recognised almost names, for "did you mean": the same words without their unit in
     * brackets ("最短租期" for "最短租期（天）"), or at most one character in four different ("Minimun term (days)").
     * Null when no column is that close.
     */
    public static QuoteColumn nearest(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = normalize(header);
        String bare = withoutUnit(h);
        QuoteColumn best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (QuoteColumn c : values()) {
            for (String known : List.of(c.header(Bundles.EN), c.header(Bundles.ZH), c.jsonPath)) {
                String k = normalize(known);
                if (!bare.isEmpty() && bare.equals(withoutUnit(k))) {
                    return c;
                }
                int d = distance(h, k);
                if (d < bestDistance && d <= Math.max(1, k.length() / 4)) {
                    best = c;
                    bestDistance = d;
                }
            }
        }
        return best;
    }

    private static String withoutUnit(String normalized) {
        return normalized.replaceAll("[（(][^（）()]*[）)]", "");
    }

    /** Edits (insert, delete, replace) from {@code a} to {@code b}; headers are short, so the table is small. */
    private static int distance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 8 || a.length() > 64 || b.length() > 64) {
            return Integer.MAX_VALUE;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int replace = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(replace, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
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
