package com.gpurental.catalog;

import com.gpurental.text.Localized;
import java.util.Locale;
import java.util.function.UnaryOperator;

/** A short text the catalog carries in both languages. */
public record LocalizedText(String en, String zh) implements Localized {

    public static final LocalizedText EMPTY = new LocalizedText("", "");

    /** A text said the same in both languages (an id a catalog does not know, shown as written). */
    public static LocalizedText same(String text) {
        return new LocalizedText(text, text);
    }

    /** This text changed the same way in both languages ("2 × " before a card's name). */
    public LocalizedText map(UnaryOperator<String> change) {
        return new LocalizedText(change.apply(en), change.apply(zh));
    }

    @Override
    public String in(Locale locale) {
        return locale != null && "zh".equals(locale.getLanguage()) ? zh : en;
    }
}
