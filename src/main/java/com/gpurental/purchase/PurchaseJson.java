package com.gpurental.purchase;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.JsonCursor;
import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reads and writes the plan's {@code storage}, {@code quotes} and {@code ownership} blocks. Every
 * field is checked here, each problem named by its JSON path and the field's name in the user's language, with the
 * valid range or an example: a negative price, an unknown unit, a VAT rate of 200%, a date such as "next week".
 * Whether a quote's GPU exists is checked against the catalog when the quotes are compared.
 */
public final class PurchaseJson {

    /** VAT rates above this are typing errors (China's rates are 0, 6, 9 and 13%). */
    public static final BigDecimal MAX_VAT_PERCENT = BigDecimal.valueOf(30);
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private PurchaseJson() {
    }

    /** Reads the three blocks from a plan's root; problems are added to the cursor. */
    public static Purchase read(JsonCursor root) {
        BigDecimal dataGb = null;
        JsonCursor s = root.object("storage", false);
        if (s != null) {
            dataGb = decimal(s, "dataGb", Message.of("quote.field.dataGb"), "500", false, false, null);
        }
        List<VendorQuote> quotes = new ArrayList<>();
        for (JsonCursor q : root.array("quotes", false)) {
            if (!q.node().isObject()) {
                q.problem(q.path(), Message.of("quote.error.object", q.path(), "{\"vendor\": \"甲云\", \"gpu\": \"h20\", …}"));
                continue;
            }
            VendorQuote vq = quote(q);
            if (vq != null) {
                quotes.add(vq);
            }
        }
        Ownership ownership = null;
        JsonCursor o = root.object("ownership", false);
        if (o != null) {
            ownership = ownership(o);
        }
        return new Purchase(dataGb, quotes, ownership);
    }

    /** One quote; null when a field it cannot do without is wrong (the problem is recorded). */
    public static VendorQuote quote(JsonCursor q) {
        int before = q.problems().size();
        String vendor = text(q, QuoteColumn.VENDOR, true);
        String gpu = text(q, QuoteColumn.GPU, true);
        // at most the plan's own card limit (filters.maxCards, 4,096): 2147483648 names the real range, not "1 to ∞"
        Integer cards = integer(q, QuoteColumn.CARDS, true, 1, InputLimits.MAX_CARDS.maxInt());

        BigDecimal cny = null;
        PriceUnit per = null;
        Boolean includesVat = null;
        BigDecimal vat = null;
        JsonCursor p = q.object("price", false);
        if (p == null) {
            if (!q.has("price")) {
                q.problem(q.pathOf("price"), Message.of("quote.error.missing", Message.of(QuoteColumn.PRICE.headerKey()),
                        "{\"cny\": 6.50, \"per\": \"card-hour\", \"includesVat\": true, \"vatPercent\": 6}"));
            }
        } else {
            cny = decimal(p, "cny", label(QuoteColumn.PRICE), QuoteColumn.PRICE.example(), true, true, null);
            per = choice(p, "per", label(QuoteColumn.PRICE_PER), true, UnitWords::priceUnit,
                    UnitWords.allowed(PriceUnit.class));
            includesVat = bool(p, "includesVat", label(QuoteColumn.INCLUDES_VAT), true);
            vat = decimal(p, "vatPercent", label(QuoteColumn.VAT_PERCENT), "6", false, false, MAX_VAT_PERCENT);
            if (Boolean.FALSE.equals(includesVat) && vat == null && !p.has("vatPercent")) {
                p.problem(p.pathOf("vatPercent"), Message.of("quote.error.vatNeeded"));
            }
        }

        BillingUnit unit = null;
        int minimumDays = 0;
        boolean wholeServer = false;
        int serverCards = VendorQuote.Billing.DEFAULT_SERVER_CARDS;
        JsonCursor b = q.object("billing", false);
        if (b != null) {
            unit = choice(b, "unit", label(QuoteColumn.BILLING_UNIT), false, UnitWords::billingUnit,
                    UnitWords.allowed(BillingUnit.class));
            Integer min = integer(b, "minimumDays", label(QuoteColumn.MINIMUM_DAYS), "7", false, 0, 3650);
            minimumDays = min == null ? 0 : min;
            Boolean whole = bool(b, "wholeServerOnly", label(QuoteColumn.WHOLE_SERVER_ONLY), false);
            wholeServer = Boolean.TRUE.equals(whole);
            Integer sc = integer(b, "serverCards", label(QuoteColumn.SERVER_CARDS), "8", false, 1, 64);
            serverCards = sc == null ? serverCards : sc;
        }
        if (unit == null && per != null) {
            unit = per.usualBilling();
        }

        VendorQuote.StorageTerms storage = VendorQuote.StorageTerms.NOT_QUOTED;
        JsonCursor st = q.object("storage", false);
        if (st != null) {
            BigDecimal included = decimal(st, "includedGb", label(QuoteColumn.STORAGE_INCLUDED_GB), "100", false, false, null);
            BigDecimal perGb = decimal(st, "cnyPerGbMonth", label(QuoteColumn.STORAGE_CNY_PER_GB_MONTH), "0.30", false, false,
                    null);
            storage = new VendorQuote.StorageTerms(included == null ? BigDecimal.ZERO : included, perGb);
        }
        BigDecimal bandwidth = decimal(q, "bandwidthCnyPerMonth", label(QuoteColumn.BANDWIDTH_CNY_PER_MONTH), "200", false,
                false, null);

        VendorQuote.Sla sla = VendorQuote.Sla.NOT_STATED;
        JsonCursor sl = q.object("sla", false);
        if (sl != null) {
            sla = new VendorQuote.Sla(
                    decimal(sl, "availabilityPercent", label(QuoteColumn.SLA_AVAILABILITY_PERCENT), "99.9", false, false,
                            HUNDRED),
                    integer(sl, "cardReplacementHours", label(QuoteColumn.SLA_CARD_REPLACEMENT_HOURS), "24", false, 0,
                            HOURS_A_YEAR));
        }
        Invoice invoice = choice(q, "invoice", label(QuoteColumn.INVOICE), false, UnitWords::invoice,
                UnitWords.allowed(Invoice.class));
        LocalDate validUntil = date(q, "validUntil", label(QuoteColumn.VALID_UNTIL));
        Integer delivery = integer(q, QuoteColumn.DELIVERY_DAYS, false, 0, 3650);
        String notes = text(q, QuoteColumn.NOTES, false);

        if (q.problems().size() > before || cny == null || per == null || includesVat == null || cards == null) {
            return null;
        }
        return new VendorQuote(vendor, gpu, cards, new VendorQuote.Price(cny, per, includesVat, vat),
                new VendorQuote.Billing(unit, minimumDays, wholeServer, serverCards), storage, bandwidth, sla, invoice,
                validUntil, delivery, notes);
    }

    static Ownership ownership(JsonCursor o) {
        int before = o.problems().size();
        BigDecimal price = decimal(o, "serverPriceCny", owner("serverPriceCny"), "1200000", true, true, null);
        Integer cards = integer(o, "serverCards", owner("serverCards"), "8", false, 1, 64);
        o.known("gpu");
        String gpu = o.has("gpu") && o.node().get("gpu").isTextual() ? o.node().get("gpu").asText().trim() : null;
        if (gpu == null || gpu.isEmpty()) {
            o.problem(o.pathOf("gpu"), Message.of("quote.error.missing", owner("gpu"), "h20"));
        }
        BigDecimal kw = decimal(o, "powerKw", owner("powerKw"), "6.5", true, false, BigDecimal.valueOf(1000));
        BigDecimal pue = decimal(o, "pue", owner("pue"), "1.3", false, false, BigDecimal.valueOf(5));
        if (pue != null && pue.compareTo(BigDecimal.ONE) < 0) {
            o.problem(o.pathOf("pue"), Message.of("quote.error.range", owner("pue"), "1", "5", pue.toPlainString()));
        }
        BigDecimal kwh = decimal(o, "electricityCnyPerKwh", owner("electricityCnyPerKwh"), "0.80", true, false, BigDecimal.TEN);
        BigDecimal hosting = decimal(o, "hostingCnyPerMonth", owner("hostingCnyPerMonth"), "3000", false, false, null);
        BigDecimal ops = decimal(o, "opsCnyPerYear", owner("opsCnyPerYear"), "60000", false, false, null);
        Integer years = integer(o, "depreciationYears", owner("depreciationYears"), "3", false, 1, 20);
        BigDecimal residual = decimal(o, "residualPercent", owner("residualPercent"), "10", false, false, HUNDRED);
        if (o.problems().size() > before) {
            return null;
        }
        return new Ownership(price, cards == null ? VendorQuote.Billing.DEFAULT_SERVER_CARDS : cards, gpu, kw,
                pue == null ? BigDecimal.ONE : pue, kwh, orZero(hosting), orZero(ops), years == null ? 3 : years,
                        orZero(residual));
    }

    private static BigDecimal orZero(BigDecimal d) {
        return d == null ? BigDecimal.ZERO : d;
    }

    private static Message owner(String field) {
        return Message.of("quote.owner." + field);
    }

    private static Message label(QuoteColumn c) {
        return Message.of(c.headerKey());
    }

    // ------------------------------------------------------------------ field readers

    private static String text(JsonCursor c, QuoteColumn col, boolean required) {
        String field = col.jsonPath();
        c.known(field); // read here, through the node: not an unknown field
        JsonNode v = c.node().get(field);
        if (v == null || v.isNull() || (v.isTextual() && v.asText().isBlank())) {
            if (required) {
                c.problem(c.pathOf(field), Message.of("quote.error.missing", label(col), col.example()));
            }
            return null;
        }
        if (!v.isTextual()) {
            if (col == QuoteColumn.NOTES || col == QuoteColumn.VENDOR) {
                return v.asText();
            }
            c.problem(c.pathOf(field), Message.of("quote.error.text", label(col), col.example()));
            return null;
        }
        return v.asText().trim();
    }

    /** A card replaced within a year at the latest: a longer promise is no promise. */
    private static final int HOURS_A_YEAR = 8760;

    private static Integer integer(JsonCursor c, QuoteColumn col, boolean required, int min, Integer max) {
        return integer(c, col.jsonPath(), label(col), col.example(), required, min, max);
    }

    private static Integer integer(JsonCursor c, String field, Message label, String example, boolean required, int min,
            Integer max) {
        BigDecimal d = decimal(c, field, label, example, required, false, null);
        if (d == null) {
            return null;
        }
        String at = c.pathOf(field);
        if (d.stripTrailingZeros().scale() > 0) {
            c.problem(at, Message.of("quote.error.whole", label, example, d.toPlainString()));
            return null;
        }
        if (d.compareTo(BigDecimal.valueOf(min)) < 0 || (max != null && d.compareTo(BigDecimal.valueOf(max)) > 0)
                || d.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0) {
            c.problem(at, Message.of("quote.error.range", label, String.valueOf(min),
                    String.valueOf(max == null ? Integer.MAX_VALUE : max), InputLimits.echo(
                            d.toPlainString())));
            return null;
        }
        return d.intValueExact();
    }

    /**
     * A number: {@code positive} asks for more than zero; otherwise negatives are refused. {@code max} (inclusive) may be
     * null.
     */
    private static BigDecimal decimal(JsonCursor c, String field, Message label, String example, boolean required,
                                      boolean positive, BigDecimal max) {
        c.known(field); // read here, through the node: not an unknown field
        JsonNode v = c.node().get(field);
        String at = c.pathOf(field);
        if (v == null || v.isNull()) {
            if (required) {
                c.problem(at, Message.of("quote.error.missing", label, example));
            }
            return null;
        }
        if (!v.isNumber()) {
            c.problem(at, Message.of("quote.error.number", label, example, v.isTextual() ? v.asText() : v.toString()));
            return null;
        }
        BigDecimal d = v.decimalValue();
        if (d.signum() < 0) {
            c.problem(at, Message.of("quote.error.negative", label, d.toPlainString(), example));
            return null;
        }
        if (positive && d.signum() == 0) {
            c.problem(at, Message.of("quote.error.notPositive", label, d.toPlainString(), example));
            return null;
        }
        if (max != null && d.compareTo(max) > 0) {
            c.problem(at, Message.of("quote.error.range", label, "0", max.toPlainString(), d.toPlainString()));
            return null;
        }
        return d;
    }

    private static Boolean bool(JsonCursor c, String field, Message label, boolean required) {
        c.known(field); // read here, through the node: not an unknown field
        JsonNode v = c.node().get(field);
        if (v == null || v.isNull()) {
            if (required) {
                c.problem(c.pathOf(field), Message.of("quote.error.missing", label, "true"));
            }
            return null;
        }
        if (!v.isBoolean()) {
            c.problem(c.pathOf(field), Message.of("quote.error.boolean", label, v.asText()));
            return null;
        }
        return v.asBoolean();
    }

    private static <T> T choice(JsonCursor c, String field, Message label, boolean required, Function<String, T> parse,
                                Message allowed) {
        c.known(field); // read here, through the node: not an unknown field
        JsonNode v = c.node().get(field);
        if (v == null || v.isNull()) {
            if (required) {
                c.problem(c.pathOf(field), Message.of("quote.error.missing", label, allowed));
            }
            return null;
        }
        T t = v.isTextual() ? parse.apply(v.asText().trim()) : null;
        if (t == null) {
            c.problem(c.pathOf(field), Message.of("quote.error.choice", label, v.asText(), allowed));
        }
        return t;
    }

    private static LocalDate date(JsonCursor c, String field, Message label) {
        c.known(field); // read here, through the node: not an unknown field
        JsonNode v = c.node().get(field);
        if (v == null || v.isNull() || (v.isTextual() && v.asText().isBlank())) {
            return null;
        }
        try {
            if (v.isTextual()) {
                return LocalDate.parse(v.asText().trim());
            }
        } catch (DateTimeParseException e) {
            // reported below
        }
        c.problem(c.pathOf(field), Message.of("quote.error.date", label, v.asText()));
        return null;
    }

    // ------------------------------------------------------------------ writing

    /** Adds the non-empty blocks to a plan tree. */
    public static void write(ObjectNode root, Purchase purchase) {
        if (purchase.dataGb() != null) {
            root.putObject("storage").put("dataGb", purchase.dataGb());
        }
        if (!purchase.quotes().isEmpty()) {
            ArrayNode list = root.putArray("quotes");
            purchase.quotes().forEach(q -> write(list.addObject(), q));
        }
        Ownership o = purchase.ownership();
        if (o != null) {
            ObjectNode n = root.putObject("ownership");
            n.put("serverPriceCny", o.serverPriceCny());
            n.put("serverCards", o.serverCards());
            n.put("gpu", o.gpu());
            n.put("powerKw", o.powerKw());
            n.put("pue", o.pue());
            n.put("electricityCnyPerKwh", o.electricityCnyPerKwh());
            n.put("hostingCnyPerMonth", o.hostingCnyPerMonth());
            n.put("opsCnyPerYear", o.opsCnyPerYear());
            n.put("depreciationYears", o.depreciationYears());
            n.put("residualPercent", o.residualPercent());
        }
    }

    /** One quote in the format. */
    public static void write(ObjectNode n, VendorQuote q) {
        n.put("vendor", q.vendor());
        n.put("gpu", q.gpu());
        n.put("cards", q.cards());
        ObjectNode price = n.putObject("price");
        price.put("cny", q.price().cny());
        price.put("per", q.price().per().json());
        price.put("includesVat", q.price().includesVat());
        if (q.price().vatPercent() != null) {
            price.put("vatPercent", q.price().vatPercent());
        }
        ObjectNode billing = n.putObject("billing");
        billing.put("unit", q.billing().unit().json());
        billing.put("minimumDays", q.billing().minimumDays());
        billing.put("wholeServerOnly", q.billing().wholeServerOnly());
        billing.put("serverCards", q.billing().serverCards());
        if (!q.storage().equals(VendorQuote.StorageTerms.NOT_QUOTED)) {
            ObjectNode s = n.putObject("storage");
            s.put("includedGb", q.storage().includedGb());
            if (q.storage().cnyPerGbMonth() != null) {
                s.put("cnyPerGbMonth", q.storage().cnyPerGbMonth());
            }
        }
        if (q.bandwidthCnyPerMonth() != null) {
            n.put("bandwidthCnyPerMonth", q.bandwidthCnyPerMonth());
        }
        if (!q.sla().equals(VendorQuote.Sla.NOT_STATED)) {
            ObjectNode s = n.putObject("sla");
            if (q.sla().availabilityPercent() != null) {
                s.put("availabilityPercent", q.sla().availabilityPercent());
            }
            if (q.sla().cardReplacementHours() != null) {
                s.put("cardReplacementHours", q.sla().cardReplacementHours());
            }
        }
        if (q.invoice() != null) {
            n.put("invoice", q.invoice().json());
        }
        if (q.validUntil() != null) {
            n.put("validUntil", q.validUntil().toString());
        }
        if (q.deliveryDays() != null) {
            n.put("deliveryDays", q.deliveryDays());
        }
        if (!q.notes().isEmpty()) {
            n.put("notes", q.notes());
        }
    }
}
