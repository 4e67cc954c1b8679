package com.gpurental.limits;

import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a parameter count as people type it: {@code 7B}, {@code 7b}, {@code 70亿},
 * {@code 7,000,000,000}, {@code 1.5T}, {@code 350M}, {@code 0.5B}, full-width {@code ７０Ｂ},
 * {@code 70 B}. A bare number below one million is read as billions ({@code 70} = 70B), a larger
 * one as a plain count. The result is in billions.
 */
public final class ParameterCount {

    /** Anything above 100 trillion parameters is a typo, not a model. */
    public static final double MAX_BILLIONS = InputLimits.MAX_COUNT_BILLIONS;

    private static final Pattern FORMAT = Pattern.compile(
            "^([+-]?)([0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)\\s*"
                    + "(k|m|b|t|千|万|百万|亿|十亿|百亿|千亿|万亿|billion|million|trillion)?\\s*(?:params?|parameters?|个参数|参数)?$");

    /** A comma not between a digit and exactly three digits, or one in the fraction. */
    private static final Pattern MISPLACED_COMMA = Pattern.compile("(?<![0-9]),|,(?![0-9]{3}(?![0-9]))|\\.[0-9]*,");

    private ParameterCount() {
    }

    /** A parsed count in billions, or the problem with it. */
    public record Result(Double billions, Message error) {
        public boolean ok() {
            return error == null;
        }
    }

    public static Result parse(String fieldKey, String text) {
        if (text == null || text.isBlank()) {
            return fail(fieldKey, "error.params.empty");
        }
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC).trim().toLowerCase(Locale.ROOT);
        s = s.replace("，", ",");
        // A comma is a thousands separator only between groups of three digits: "1,5B" (a decimal comma) must not
        // silently become 15B.
        if (MISPLACED_COMMA.matcher(s).find()) {
            return fail(fieldKey, "error.params.notNumber", InputLimits.echo(text.trim()));
        }
        s = s.replace(",", "").replace("_", "");
        if (s.equals("nan") || s.contains("infinity") || s.equals("inf")) {
            return fail(fieldKey, "error.params.notNumber", InputLimits.echo(text.trim()));
        }
        Matcher m = FORMAT.matcher(s);
        if (!m.matches()) {
            return fail(fieldKey, "error.params.notNumber", InputLimits.echo(text.trim()));
        }
        BigDecimal number = new BigDecimal(m.group(2).endsWith(".") ? m.group(2) + "0" : m.group(2));
        if ("-".equals(m.group(1))) {
            number = number.negate();
        }
        String unit = m.group(3);
        // Scale in decimal, not double: 350M is exactly 0.35B, not 0.35000000000000003.
        int shiftToBillions;
        if (unit == null) {
            shiftToBillions = number.abs().compareTo(BigDecimal.valueOf(1_000_000)) >= 0 ? -9 : 0;
        } else {
            shiftToBillions = switch (unit) {
                case "k", "千" -> -6;
                case "万" -> -5;
                case "m", "million", "百万" -> -3;
                case "亿" -> -1;
                case "b", "billion", "十亿" -> 0;
                case "百亿" -> 1;
                case "千亿" -> 2;
                case "t", "trillion", "万亿" -> 3;
                default -> throw new IllegalStateException(unit);
            };
        }
        double billions = number.movePointRight(shiftToBillions).doubleValue();
        if (billions < 0) {
            return fail(fieldKey, "error.params.negative", InputLimits.echo(text.trim()));
        }
        if (billions == 0) {
            return fail(fieldKey, "error.params.zero", InputLimits.echo(text.trim()));
        }
        if (billions > MAX_BILLIONS && unit == null && shiftToBillions == 0) {
            // "999999" was refused as too large while "9999999" was read as 10 M: a bare number is billions
            // below one million and a plain count from there; between 100,000 and a million it is neither, said so.
            return fail(fieldKey, "error.params.bareAmbiguous", InputLimits.echo(text.trim()));
        }
        if (billions > MAX_BILLIONS) {
            return fail(fieldKey, "error.params.tooLarge", InputLimits.echo(text.trim()));
        }
        return new Result(billions, null);
    }

    /** The problems said of a token count in its own words (a training's data is tokens, not parameters). */
    private static final Map<String, String> TOKEN_WORDS = Map.of(
            "error.params.notNumber", "error.tokens.notNumber", "error.params.tooLarge", "error.tokens.tooLarge");

    private static Result fail(String fieldKey, String key, Object... extra) {
        if (fieldKey.equals("field.trainingTokens")) {
            key = TOKEN_WORDS.getOrDefault(key, key);
        }
        Object[] args = new Object[extra.length + 1];
        args[0] = Message.of(fieldKey);
        System.arraycopy(extra, 0, args, 1, extra.length);
        return new Result(null, Message.of(key, args));
    }
}
