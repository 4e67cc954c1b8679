package com.gpurental.plan;

import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.text.Normalizer;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The project's two dates: the quote deadline and the rental start. A plan file holds them as ISO dates
 * ({@code 2026-12-01}); people may also type them with slashes or dots ({@code 2026/12/1}), in Chinese
 * ({@code 2026年12月1日}) or in their locale's own format ({@code 12/1/2026}, {@code Dec 1, 2026}). A deadline that has
 * passed or falls after the start is pointed out in plain words.
 */
public final class ProjectDates {

    /** The example every date message shows. */
    public static final String EXAMPLE = "2026-12-01";

    /** Year first, any of - / . as separator, or 年 月 日: unambiguous in every locale. */
    private static final Pattern YEAR_FIRST = Pattern.compile("(\\d{4})\\s*[-/.年]\\s*(\\d{1,2})\\s*[-/.月]\\s*(\\d{1,2})\\s*日?");

    private ProjectDates() {
    }

    /**
     * A typed date: year first (ISO and its variants), else the short, medium and long formats of {@code locale}
     * (the user's own), then of US English and Chinese. Full-width digits and spaces around are fine; empty or
     * unreadable text is empty.
     */
    public static Optional<LocalDate> parse(String text, Locale locale) {
        if (text == null) {
            return Optional.empty();
        }
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC).strip();
        if (s.isEmpty()) {
            return Optional.empty();
        }
        Matcher m = YEAR_FIRST.matcher(s);
        if (m.matches()) {
            try {
                return Optional.of(LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3))));
            } catch (DateTimeException e) {
                return Optional.empty();
            }
        }
        List<Locale> locales = new ArrayList<>();
        if (locale != null) {
            locales.add(locale);
        }
        locales.add(Locale.US);
        locales.add(Locale.SIMPLIFIED_CHINESE);
        for (Locale l : locales) {
            for (FormatStyle style : new FormatStyle[] {FormatStyle.SHORT, FormatStyle.MEDIUM, FormatStyle.LONG}) {
                try {
                    return Optional.of(LocalDate.parse(s, DateTimeFormatter.ofLocalizedDate(style).withLocale(l)
                            .withResolverStyle(ResolverStyle.SMART)));
                } catch (DateTimeParseException e) {
                    // next format
                }
            }
        }
        return Optional.empty();
    }

    /** "Quote deadline: “next week” is not a date; write it as 2026-12-01 (year-month-day) or 12/1/2026." */
    public static Message notADate(String labelKey, String typed) {
        return Message.of("error.date.format", Message.of(labelKey), InputLimits.echo(typed == null ? "" : typed.strip()),
                EXAMPLE);
    }

    /**
     * What is wrong with the deadline against the start and today, or null: a deadline after the start (quotes would
     * arrive after the rental began) or one already past (vendors cannot answer in time).
     */
    public static Message deadlineProblem(LocalDate deadline, LocalDate start, LocalDate today) {
        if (deadline == null) {
            return null;
        }
        if (start != null && deadline.isAfter(start)) {
            return Message.of("error.date.deadlineAfterStart", deadline.toString(), start.toString());
        }
        if (today != null && deadline.isBefore(today)) {
            return Message.of("error.date.deadlinePast", deadline.toString(), today.toString());
        }
        return null;
    }
}
