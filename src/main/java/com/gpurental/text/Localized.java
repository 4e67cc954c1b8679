package com.gpurental.text;

import java.util.Locale;

/** A value that carries its own text in each language (catalog names and notes). */
public interface Localized {
    String in(Locale locale);
}
