package com.gpurental.pricing;

import com.gpurental.catalog.OfferMode;
import java.util.Locale;

/** How a candidate is rented: one offer's billing period, or a monthly base plus hourly peaks. */
public enum QuoteMode {
    HOURLY, DAILY, WEEKLY, MONTHLY, QUARTERLY, HYBRID;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean container() {
        return this == HOURLY || this == DAILY || this == WEEKLY;
    }

    public boolean bareMetal() {
        return this == MONTHLY || this == QUARTERLY;
    }

    public static QuoteMode of(OfferMode mode) {
        return valueOf(mode.name());
    }

    public static QuoteMode fromJson(String s) {
        for (QuoteMode m : values()) {
            if (m.json().equals(s)) {
                return m;
            }
        }
        return null;
    }
}
