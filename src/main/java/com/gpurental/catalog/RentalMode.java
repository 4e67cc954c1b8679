package com.gpurental.catalog;

import java.util.Arrays;
import java.util.Locale;

/**
 * How a rental is billed: one offer's period — container by the hour, day or week (short-term), bare metal by the month
 * or quarter (whole periods) — or, for a candidate only, a bare-metal monthly base plus hourly peak cards (hybrid), or
 * a bare-metal cluster the catalog has no price for (cluster: a quote is needed, its cost estimated at the catalog's
 * container price, {@code advice.ClusterRental}).
 * The one period enum of the catalog's offers, the candidates, the plan's allowed modes and the advice; its JSON
 * spelling is the lower-case name everywhere ({@code "hourly"} … {@code "hybrid"}). A vendor's billing unit and price
 * unit ({@code purchase.BillingUnit}, {@code purchase.PriceUnit}) are the quote's own words, mapped to a mode by
 * {@code quotes.QuoteAdvisor.rentalMode}; the plan's choice ({@code plan.Plan.RentalChoice}) adds "auto".
 */
public enum RentalMode {
    HOURLY, DAILY, WEEKLY, MONTHLY, QUARTERLY, HYBRID, CLUSTER;

    private static final RentalMode[] OFFER_MODES = {HOURLY, DAILY, WEEKLY, MONTHLY, QUARTERLY};

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public boolean container() {
        return this == HOURLY || this == DAILY || this == WEEKLY;
    }

    public boolean bareMetal() {
        return this == MONTHLY || this == QUARTERLY || this == CLUSTER;
    }

    /** The modes a buyer filters on (every mode but the cluster estimate, which is a bare-metal quote's). */
    public static RentalMode[] filterModes() {
        return Arrays.stream(values()).filter(m -> m != CLUSTER).toArray(RentalMode[]::new);
    }

    /** The modes a catalog offer can have: every mode but hybrid (a combination of two offers). */
    public static RentalMode[] offerModes() {
        return OFFER_MODES.clone();
    }

    public static RentalMode fromJson(String s) {
        for (RentalMode m : values()) {
            if (m.json().equals(s)) {
                return m;
            }
        }
        return null;
    }

    /** A catalog offer's mode from its JSON spelling; null for anything else, hybrid included. */
    public static RentalMode offerFromJson(String s) {
        return Arrays.stream(OFFER_MODES).filter(m -> m.json().equals(s)).findFirst().orElse(null);
    }
}
