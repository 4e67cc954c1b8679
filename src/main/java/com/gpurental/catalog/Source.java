package com.gpurental.catalog;

import com.gpurental.text.Localized;
import java.util.List;
import java.util.Locale;

/**
 * Where a figure comes from. {@code fields} names the catalog fields it supports (may be empty). {@code titleZh} is
 * the title in Chinese (catalog field {@code titleZh}); without one, Chinese output falls back to {@code title}.
 */
public record Source(String title, String url, Confidence confidence, List<String> fields, String titleZh)
        implements Localized {
    public Source {
        fields = fields == null ? List.of() : List.copyOf(fields);
    }

    /** A source with its title in one language only (tests, generated catalogs, a user's own price file). */
    public Source(String title, String url, Confidence confidence, List<String> fields) {
        this(title, url, confidence, fields, null);
    }

    /** The title in the reader's language: Chinese when the catalog gives one, else the catalog's title. */
    @Override
    public String in(Locale locale) {
        boolean zh = locale != null && "zh".equals(locale.getLanguage());
        return zh && titleZh != null && !titleZh.isBlank() ? titleZh : title;
    }
}
