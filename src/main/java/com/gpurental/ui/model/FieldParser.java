package com.gpurental.ui.model;

import com.gpurental.text.Message;
import java.math.BigDecimal;
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

        static <T> Parsed<T> of(T value) {
            return new Parsed<>(value, null);
        }

        static <T> Parsed<T> fail(Message error) {
            return new Parsed<>(null, error);
        }
    }

    public static Parsed<Double> number(String text, String fieldKey, double max, String example, boolean required) {
        String s = clean(text);
        if (s.isEmpty()) {
            return required ? Parsed.fail(Message.of("error.field.required", Message.of(fieldKey), example)) : Parsed.of(null);
        }
        BigDecimal d;
        try {
            d = new BigDecimal(s);
        } catch (NumberFormatException e) {
            return Parsed.fail(Message.of("error.field.notNumber", Message.of(fieldKey), text.trim(), example));
        }
        if (d.signum() <= 0) {
            return Parsed.fail(Message.of("error.field.notPositive", Message.of(fieldKey), text.trim(), example));
        }
        if (d.compareTo(BigDecimal.valueOf(max)) > 0) {
            return Parsed.fail(Message.of("error.field.tooLarge", Message.of(fieldKey), text.trim(), max(max), example));
        }
        return Parsed.of(d.doubleValue());
    }

    public static Parsed<Integer> wholeNumber(String text, String fieldKey, int max, String example, boolean required) {
        Parsed<Double> n = number(text, fieldKey, max, example, required);
        if (!n.ok() || n.value() == null) {
            return new Parsed<>(null, n.error());
        }
        if (n.value() != Math.rint(n.value())) {
            return Parsed.fail(Message.of("error.field.notWhole", Message.of(fieldKey), text.trim(), example));
        }
        return Parsed.of(n.value().intValue());
    }

    public static Parsed<BigDecimal> money(String text, String fieldKey, String example) {
        String s = clean(text).replace("¥", "").replace("￥", "").replace("元", "").trim();
        if (s.isEmpty()) {
            return Parsed.of(null);
        }
        BigDecimal d;
        try {
            d = new BigDecimal(s);
        } catch (NumberFormatException e) {
            return Parsed.fail(Message.of("error.field.notNumber", Message.of(fieldKey), text.trim(), example));
        }
        if (d.signum() <= 0) {
            return Parsed.fail(Message.of("error.field.notPositive", Message.of(fieldKey), text.trim(), example));
        }
        if (d.compareTo(new BigDecimal("1000000000000")) > 0) {
            return Parsed.fail(Message.of("error.field.tooLarge", Message.of(fieldKey), text.trim(), "1,000,000,000,000", example));
        }
        return Parsed.of(d.setScale(2, java.math.RoundingMode.HALF_UP));
    }

    private static String max(double max) {
        return max == Math.rint(max) ? String.format("%,d", (long) max) : String.valueOf(max);
    }

    static String clean(String text) {
        if (text == null) {
            return "";
        }
        return Normalizer.normalize(text, Normalizer.Form.NFKC).replace(",", "").replace("，", "").replace(" ", "").trim();
    }
}
