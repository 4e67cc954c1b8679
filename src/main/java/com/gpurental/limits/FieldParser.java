package com.gpurental.limits;

import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.Normalizer;

/**
 * Parses what people type into number fields: grouping commas, full-width digits and surrounding
 * spaces are fine; anything else gives a message that names the field and shows a valid example.
 * An empty optional field means "use the default" (value null, no error).
 */
public final class FieldParser {

    private FieldParser() {
    }

    /** A parsed value or the problem with it. */
    public record Parsed<T>(T value, Message error) {
        public boolean ok() {
            return error == null;
        }

        public static <T> Parsed<T> of(T value) {
            return new Parsed<>(value, null);
        }

        public static <T> Parsed<T> fail(Message error) {
            return new Parsed<>(null, error);
        }
    }

    /** A value for a field held to one of {@link InputLimits} (the wizard, the plan reader and the resolver share them). */
    public static Parsed<Double> number(String text, InputLimits.Limit limit, boolean required) {
        Parsed<BigDecimal> d = limited(text, limit, required);
        return d.value() == null ? new Parsed<>(null, d.error()) : Parsed.of(d.value().doubleValue());
    }

    public static Parsed<Integer> wholeNumber(String text, InputLimits.Limit limit, boolean required) {
        Parsed<BigDecimal> d = limited(text, limit, required);
        return d.value() == null ? new Parsed<>(null, d.error()) : Parsed.of(d.value().intValueExact());
    }

    private static Parsed<BigDecimal> limited(String text, InputLimits.Limit limit, boolean required) {
        String s = clean(text);
        if (s.isEmpty()) {
            return required ? Parsed.fail(Message.of("error.field.required", Message.of(limit.labelKey()), limit.example()))
                    : Parsed.of(null);
        }
        BigDecimal d = inDays(limit) ? ChineseNumber.days(s) : null;
        try {
            d = d != null ? d : decimal(s);
        } catch (NumberFormatException e) {
            return Parsed.fail(Message.of("error.field.notNumber", Message.of(limit.labelKey()),
                    InputLimits.echo(text.trim()), limit.example()));
        }
        Message refused = limit.check(d, text.trim());
        return refused != null ? Parsed.fail(refused) : Parsed.of(d);
    }

    /** A field counted in days (a term, a deadline): it also takes "6个月", "1年", "2周", "6 months". */
    private static boolean inDays(InputLimits.Limit limit) {
        return limit.path().endsWith("Days") || limit.path().endsWith(".days");
    }

    public static Parsed<Double> number(String text, String fieldKey, double max, String example, boolean required) {
        Parsed<BigDecimal> d = positive(clean(text), text, fieldKey, BigDecimal.valueOf(max), max(max), example, required);
        return d.value() == null ? new Parsed<>(null, d.error()) : Parsed.of(d.value().doubleValue());
    }

    /** A positive decimal no larger than {@code max}; empty is null (or "required"). */
    private static Parsed<BigDecimal> positive(String s, String text, String fieldKey, BigDecimal max, String maxText,
                                               String example, boolean required) {
        if (s.isEmpty()) {
            return required ? Parsed.fail(Message.of("error.field.required", Message.of(fieldKey), example)) : Parsed.of(null);
        }
        BigDecimal d;
        try {
            d = decimal(s);
        } catch (NumberFormatException e) {
            return Parsed.fail(Message.of("error.field.notNumber", Message.of(fieldKey), InputLimits.echo(text.trim()), example));
        }
        if (d.signum() <= 0) {
            return Parsed.fail(Message.of("error.field.notPositive", Message.of(fieldKey), InputLimits.echo(text.trim()),
                    example));
        }
        if (d.compareTo(max) > 0) {
            return Parsed.fail(Message.of("error.field.tooLarge", Message.of(fieldKey), InputLimits.echo(text.trim()),
                    maxText, example));
        }
        return Parsed.of(d);
    }

    public static Parsed<Integer> wholeNumber(String text, String fieldKey, int max, String example, boolean required) {
        Parsed<Double> n = number(text, fieldKey, max, example, required);
        if (!n.ok() || n.value() == null) {
            return new Parsed<>(null, n.error());
        }
        if (n.value() != Math.rint(n.value())) {
            return Parsed.fail(Message.of("error.field.notWhole", Message.of(fieldKey), InputLimits.echo(text.trim()), example));
        }
        return Parsed.of(n.value().intValue());
    }

    public static Parsed<BigDecimal> money(String text, String fieldKey, String example) {
        String s = clean(text).replace("¥", "").replace("￥", "").replace("元", "").trim();
        // "十万" or "两千" in Chinese numerals (issue 33: refused while "10万" worked)
        BigDecimal chinese = ChineseNumber.parse(s);
        s = chinese == null ? s : chinese.toPlainString();
        // "8千" or "1.2万" as the parameter field takes "700亿" (千 = thousand, 万 = ten thousand).
        int shift = 0;
        if (s.length() > 1 && (s.endsWith("千") || s.endsWith("k") || s.endsWith("K"))) {
            shift = 3;
        } else if (s.length() > 1 && s.endsWith("万")) {
            shift = 4;
        }
        if (shift > 0) {
            String number = s.substring(0, s.length() - 1).trim();
            try {
                s = decimal(number).movePointRight(shift).toPlainString();
            } catch (NumberFormatException e) {
                // left as typed: refused below as not a number
            }
        }
        Parsed<BigDecimal> d = positive(s, text, fieldKey, InputLimits.MONTHLY_BUDGET.max(),
                String.format("%,d", InputLimits.MONTHLY_BUDGET.max().longValueExact()), example, false);
        return d.value() == null ? d : Parsed.of(d.value().setScale(2, RoundingMode.HALF_UP));
    }

    private static String max(double max) {
        return max == Math.rint(max) ? String.format("%,d", (long) max) : String.valueOf(max);
    }

    /**
     * A number as people type it: digits with an optional sign and decimal point. Exponent notation is not one
     * ("1e3" was taken as 1,000 days, and "1e308" as a number at all).
     */
    private static BigDecimal decimal(String s) {
        if (!s.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)")) {
            throw new NumberFormatException(s);
        }
        return new BigDecimal(s);
    }

    static String clean(String text) {
        if (text == null) {
            return "";
        }
        return Normalizer.normalize(text, Normalizer.Form.NFKC).replace(",", "").replace("，", "").replace(" ", "").trim();
    }
}
