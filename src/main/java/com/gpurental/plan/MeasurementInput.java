package com.gpurental.plan;

import com.gpurental.limits.InputLimits;
import com.gpurental.limits.InputLimits.Limit;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A measurement's fields as text — typed on the Checklist page or read from the plan file — checked in one place, so a
 * wrong value gets the same message wherever it comes from: which measurement, which field, what is wrong, the valid
 * range and an example. The field names are the plan file's ({@code measurements.items[].cards} …).
 */
public final class MeasurementInput {

    public static final Limit CARDS = limit("cards", "measure.field.cards", 1, "4096", true, false, "8");
    public static final Limit CONTEXT = limit("contextTokens", "measure.field.contextTokens", 1, "1048576", true, false, "4096");
    public static final Limit CONCURRENCY = limit("concurrency", "measure.field.concurrency", 1, "1000000", true, false, "32");
    public static final Limit DECODE = limit("decodeTokensPerSecondPerUser", "measure.field.decode", 0, "100000", false,
            true, "24.5");
    public static final Limit PREFILL = limit("prefillTokensPerSecond", "measure.field.prefill", 0, "100000000", false,
            true, "12000");
    public static final Limit OUTPUT = limit("outputTokensPerSecond", "measure.field.output", 0, "100000000", false, true, "780");
    public static final Limit TTFT = limit("ttftP95Ms", "measure.field.ttft", 0, "3600000", false, true, "850");
    public static final Limit TPOT = limit("tpotP95Ms", "measure.field.tpot", 0, "3600000", false, true, "45");
    /** Numbers, in the order the editor shows them. */
    public static final List<Limit> NUMBERS = List.of(CARDS, CONTEXT, CONCURRENCY, DECODE, PREFILL, OUTPUT, TTFT, TPOT);
    public static final InputLimits.TextLimit SOURCE = new InputLimits.TextLimit("source", "measure.field.source", 200);
    /** Every field of a measurement, in the plan file's order. */
    public static final List<String> FIELDS = List.of("gpu", "cards", "model", "precision", "contextTokens",
            "concurrency", "decodeTokensPerSecondPerUser", "prefillTokensPerSecond", "outputTokensPerSecond",
            "ttftP95Ms", "tpotP95Ms", "source", "date", "origin");

    private MeasurementInput() {
    }

    /** A measurement, or the problems that stop it (none when it is read). */
    public record Result(Measurement measurement, List<Message> problems) {
    }

    private static Limit limit(String field, String label, long min, String max, boolean whole, boolean aboveZero,
                               String example) {
        return new Limit(field, label, BigDecimal.valueOf(min), new BigDecimal(max), whole, aboveZero, example);
    }

    /**
     * Reads measurement number {@code number} (1 first) from its fields' texts; blank is "not given". Required: the
     * GPU, the cards, the requests in flight, the decode speed per user, the source and the date.
     */
    public static Result parse(int number, Map<String, String> typed) {
        List<Message> problems = new ArrayList<>();
        Map<String, BigDecimal> n = new LinkedHashMap<>();
        for (Limit l : NUMBERS) {
            n.put(l.path(), number(number, l, typed.get(l.path()), problems));
        }
        String gpu = text(typed.get("gpu"));
        require(number, gpu, "measure.field.gpu", "h20", problems);
        for (Limit l : List.of(CARDS, CONCURRENCY, DECODE)) {
            if (text(typed.get(l.path())) == null) {
                problems.add(Message.of("measure.error.missing", number, Message.of(l.labelKey()), l.example()));
            }
        }
        String source = text(typed.get("source"));
        require(number, source, "measure.field.source", "vLLM 0.8.5 bench serve", problems);
        Message tooLong = SOURCE.check(source);
        if (tooLong != null) {
            problems.add(Message.of("measure.error.item", number, tooLong));
        }
        LocalDate date = date(number, text(typed.get("date")), problems);
        String p = text(typed.get("precision"));
        Precision precision = p == null ? null : Precision.fromJson(p.toLowerCase(Locale.ROOT));
        if (p != null && precision == null) {
            problems.add(Message.of("measure.error.precision", number, InputLimits.echo(p)));
        }
        if (!problems.isEmpty()) {
            return new Result(null, problems);
        }
        return new Result(new Measurement(gpu, intOf(n.get("cards")), text(typed.get("model")), precision,
                intOf(n.get("contextTokens")), intOf(n.get("concurrency")), dbl(n.get("decodeTokensPerSecondPerUser")),
                dbl(n.get("prefillTokensPerSecond")), dbl(n.get("outputTokensPerSecond")), dbl(n.get("ttftP95Ms")),
                dbl(n.get("tpotP95Ms")), source, date, Measurement.Origin.fromJson(text(typed.get("origin")))), List.of());
    }

    /** A measurement's fields as the editor and the plan file show them (blank: not given). */
    public static Map<String, String> texts(Measurement m) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("gpu", m.gpu());
        t.put("cards", str(m.cards()));
        t.put("model", m.model());
        t.put("precision", m.precision() == null ? null : m.precision().json());
        t.put("contextTokens", str(m.contextTokens()));
        t.put("concurrency", str(m.concurrency()));
        t.put("decodeTokensPerSecondPerUser", str(m.decodeTokensPerSecondPerUser()));
        t.put("prefillTokensPerSecond", str(m.prefillTokensPerSecond()));
        t.put("outputTokensPerSecond", str(m.outputTokensPerSecond()));
        t.put("ttftP95Ms", str(m.ttftP95Ms()));
        t.put("tpotP95Ms", str(m.tpotP95Ms()));
        t.put("source", m.source());
        t.put("date", m.date() == null ? null : m.date().toString());
        t.put("origin", m.origin().json());
        return t;
    }

    private static String str(Number v) {
        if (v == null) {
            return null;
        }
        BigDecimal d = new BigDecimal(v.toString()).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    private static void require(int number, String value, String label, String example, List<Message> problems) {
        if (value == null) {
            problems.add(Message.of("measure.error.missing", number, Message.of(label), example));
        }
    }

    private static BigDecimal number(int number, Limit l, String typed, List<Message> problems) {
        String s = text(typed);
        if (s == null) {
            return null;
        }
        BigDecimal v;
        try {
            v = new BigDecimal(s.replace(",", "").replace("，", ""));
        } catch (NumberFormatException e) {
            problems.add(Message.of("measure.error.number", number, Message.of(l.labelKey()), InputLimits.echo(s),
                    l.example()));
            return null;
        }
        Message refused = l.check(v, s);
        if (refused != null) {
            problems.add(Message.of("measure.error.item", number, refused));
            return null;
        }
        return v;
    }

    private static LocalDate date(int number, String s, List<Message> problems) {
        if (s == null) {
            problems.add(Message.of("measure.error.missing", number, Message.of("measure.field.date"), "2026-12-05"));
            return null;
        }
        try {
            return LocalDate.parse(s);
        } catch (DateTimeParseException e) {
            problems.add(Message.of("measure.error.date", number, InputLimits.echo(s)));
            return null;
        }
    }

    private static String text(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static Integer intOf(BigDecimal d) {
        return d == null ? null : d.intValueExact();
    }

    private static Double dbl(BigDecimal d) {
        return d == null ? null : d.doubleValue();
    }
}
