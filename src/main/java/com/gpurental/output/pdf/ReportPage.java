package com.gpurental.output.pdf;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;

/**
 * What the report's sections share: the language, the page writer, the numbering of the sections ("3 Recommendation")
 * and the few ways the report writes a value (unknown, gigabytes, an enum in words, a long date).
 */
final class ReportPage {

    final Messages m;
    final PageWriter w;
    private int section;

    ReportPage(Messages m, PageWriter w) {
        this.m = m;
        this.w = w;
    }

    /** The next section's numbered heading, kept with {@code keepWith} points of what follows. */
    void heading(String key, float keepWith) throws IOException {
        headingTitled(m.get(key), keepWith);
    }

    /** The next section's numbered heading with a title of its own. */
    void headingTitled(String title, float keepWith) throws IOException {
        section++;
        w.heading(m.format("report.section", section, title), keepWith);
    }

    /**
     * The value, or "unknown" for null ({@link Message} arguments cannot be null: its list is
     * an immutable copy).
     */
    Object known(Object value) {
        return value == null ? m.get("common.unknown") : value;
    }

    /** Gigabytes with one decimal, two below 0.1 GB (LoRA gradients are a few hundredths). */
    String gb(double value) {
        return m.number(value, value > 0 && value < 0.1 ? 2 : 1);
    }

    /** An enum value in words (the shared {@code enum.*} keys). */
    String label(Enum<?> value) {
        return m.format("report.value.plain", value);
    }

    /** A date in the language's long form ("2026年11月29日", "November 29, 2026"). */
    String longDate(LocalDate d) {
        return d.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(m.locale()));
    }
}
