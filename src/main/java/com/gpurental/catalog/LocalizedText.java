package com.gpurental.catalog;

import com.gpurental.text.Localized;
import java.util.Locale;

/** A short text the catalog carries in both languages. */
public record LocalizedText(String en, String zh) implements Localized {

    public static final LocalizedText EMPTY = new LocalizedText("", "");

    @Override
    public String in(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? zh : en;
    }
}
