package com.gpurental.purchase;

import com.gpurental.sizing.Assumptions;

/**
 * What a quoted price is for ({@code price.per}): one card for an hour, day, week or 30-day month, or a whole
 * server ({@code billing.serverCards} cards, 8 by default) for a month. 1 month = 30 days = 720 h.
 */
public enum PriceUnit {
    CARD_HOUR("card-hour", 1, false),
    CARD_DAY("card-day", Assumptions.HOURS_PER_DAY, false),
    CARD_WEEK("card-week", Assumptions.HOURS_PER_WEEK, false),
    CARD_MONTH("card-month", Assumptions.HOURS_PER_MONTH, false),
    SERVER_MONTH("server-month", Assumptions.HOURS_PER_MONTH, true);

    private final String json;
    private final int hours;
    private final boolean perServer;

    PriceUnit(String json, int hours, boolean perServer) {
        this.json = json;
        this.hours = hours;
        this.perServer = perServer;
    }

    public String json() {
        return json;
    }

    /** Hours one price unit covers. */
    public int hours() {
        return hours;
    }

    /** True when the price is for a whole server rather than one card. */
    public boolean perServer() {
        return perServer;
    }

    /** The billing unit a vendor usually applies to this price unit (used when a quote names none). */
    public BillingUnit usualBilling() {
        return switch (this) {
            case CARD_HOUR -> BillingUnit.HOUR;
            case CARD_DAY -> BillingUnit.DAY;
            case CARD_WEEK -> BillingUnit.WEEK;
            case CARD_MONTH, SERVER_MONTH -> BillingUnit.MONTH;
        };
    }

    /**
     * Whether billing by {@code billing} is what this price unit says: its usual billing, or by the second
     * for an hourly price (both pay as you go). A monthly whole-server price billed by the hour does not agree.
     */
    public boolean agreesWith(BillingUnit billing) {
        BillingUnit usual = usualBilling();
        return billing == usual || usual.payAsYouGo() && billing.payAsYouGo();
    }

    public static PriceUnit fromJson(String s) {
        for (PriceUnit u : values()) {
            if (u.json.equals(s)) {
                return u;
            }
        }
        return null;
    }

    public static String allowed() {
        return "card-hour, card-day, card-week, card-month, server-month";
    }
}
