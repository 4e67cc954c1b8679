package com.gpurental.catalog;

import java.util.Locale;

/** How an offer is billed. Container modes are short-term; bare-metal modes bill whole periods. */
public enum OfferMode {
    HOURLY(false), DAILY(false), WEEKLY(false), MONTHLY(true), QUARTERLY(true);

    private final boolean bareMetal;

    OfferMode(boolean bareMetal) {
        this.bareMetal = bareMetal;
    }

    public boolean bareMetal() {
        return bareMetal;
    }

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static OfferMode fromJson(String s) {
        for (OfferMode m : values()) {
            if (m.json().equals(s)) {
                return m;
            }
        }
        return null;
    }
}
