package com.gpurental.purchase;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The ways vendors and buyers write a price unit, a billing unit or an invoice, in one table that the plan
 * reader, the quote import (CSV, XLSX, pasted rows) and the Quotes page share: the JSON names ({@code server-month}),
 * the labels in either language (整机月, "special VAT invoice") and common variants (每台每月, 台月, 元/卡/小时, "per
 * server-month", "GPU-hour", 按秒). Spaces, "per", 每, 元, 按 and separators (/ · - _) are ignored before matching.
 */
public final class UnitWords {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** Variants beyond the JSON names and the two languages' labels, written as {@link #normalize} leaves them. */
    private static final Map<PriceUnit, List<String>> PRICE_ALIASES = Map.of(
            PriceUnit.CARD_HOUR, List.of("卡时", "卡小时", "卡h", "cardhour", "gpuhour", "cardh", "gpuh"),
            PriceUnit.CARD_DAY, List.of("卡天", "卡日", "cardday", "gpuday"),
            PriceUnit.CARD_WEEK, List.of("卡周", "卡星期", "cardweek", "gpuweek"),
            PriceUnit.CARD_MONTH, List.of("卡月", "cardmonth", "gpumonth"),
            PriceUnit.SERVER_MONTH, List.of("整机月", "台月", "机月", "整机台月", "服务器月", "节点月", "servermonth",
                    "nodemonth", "machinemonth"));
    private static final Map<BillingUnit, List<String>> BILLING_ALIASES = Map.of(
            BillingUnit.SECOND, List.of("秒", "s", "sec", "seconds", "persecond"),
            BillingUnit.HOUR, List.of("小时", "时", "h", "hr", "hours", "hourly"),
            BillingUnit.DAY, List.of("天", "日", "d", "days", "daily"),
            BillingUnit.WEEK, List.of("周", "星期", "w", "weeks", "weekly"),
            BillingUnit.MONTH, List.of("月", "m", "months", "monthly"));
    private static final Map<Invoice, List<String>> INVOICE_ALIASES = Map.of(
            Invoice.SPECIAL, List.of("专票", "增值税专票", "专用发票", "specialvat", "vatspecial"),
            Invoice.ORDINARY, List.of("普票", "普通发票", "增值税普通发票", "ordinaryvat"),
            Invoice.NONE, List.of("不开票", "无发票", "无", "no", "noinvoice"));

    private UnitWords() {
    }

    public static PriceUnit priceUnit(String text) {
        return find(text, PriceUnit.values(), PriceUnit::json, PRICE_ALIASES);
    }

    public static BillingUnit billingUnit(String text) {
        return find(text, BillingUnit.values(), BillingUnit::json, BILLING_ALIASES);
    }

    public static Invoice invoice(String text) {
        return find(text, Invoice.values(), Invoice::json, INVOICE_ALIASES);
    }

    /** The words to use, in the reader's language ("卡时、卡天…" in Chinese), for a message that lists them. */
    public static Message allowed(Class<? extends Enum<?>> kind) {
        return Message.of("quote.allowed." + kind.getSimpleName());
    }

    /** The labels of {@code kind}'s values in {@code m}'s language, in their order (the Quotes page's choice list). */
    public static <E extends Enum<E>> List<String> labels(Class<E> kind, Messages m) {
        return Arrays.stream(kind.getEnumConstants()).map(e -> label(e, m)).toList();
    }

    public static String label(Enum<?> e, Messages m) {
        return m.get("enum." + e.getDeclaringClass().getSimpleName() + "." + e.name());
    }

    private static <E extends Enum<E>> E find(String text, E[] values, Function<E, String> json,
                                              Map<E, List<String>> aliases) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String t = normalize(text);
        for (E e : values) {
            if (t.equals(normalize(json.apply(e))) || t.equals(normalize(e.name())) || t.equals(normalize(label(e, EN)))
                    || t.equals(normalize(label(e, ZH))) || aliases.getOrDefault(e, List.of()).contains(t)) {
                return e;
            }
        }
        return null;
    }

    /** "Per server-month" → "servermonth", "每台每月" → "台月", "元/卡/小时" → "卡小时", "按秒" → "秒". */
    static String normalize(String text) {
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).strip().toLowerCase(Locale.ROOT);
        t = t.replaceAll("\\bper\\b|\\bby\\b|\\bthe\\b|\\ba\\b|\\bone\\b", " ");
        t = t.replaceAll("[\\s/·・\\-_.,，、()（）]", "");
        t = t.replace("每", "").replace("元", "").replace("按", "").replace("计费", "").replace("一", "");
        t = t.replace("rmb", "").replace("cny", "").replace("¥", "");
        return t;
    }
}
