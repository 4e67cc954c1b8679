package com.gpurental.purchase;

import com.gpurental.sizing.Assumptions;
import java.util.Locale;

/**
 * How finely a vendor bills ({@code billing.unit}): by the second or started hour of use (pay-as-you-go, the
 * instance may be stopped), or by whole days, weeks (7 days) or months (30 days) held, prepaid.
 */
public enum BillingUnit {
    SECOND(0), HOUR(0), DAY(1), WEEK(Assumptions.DAYS_PER_WEEK), MONTH(Assumptions.DAYS_PER_MONTH);

    private final int periodDays;

    BillingUnit(int periodDays) {
        this.periodDays = periodDays;
    }

    /** Days in one billed period; 0 for pay-as-you-go (billed on hours of use). */
    public int periodDays() {
        return periodDays;
    }

    public boolean payAsYouGo() {
        return periodDays == 0;
    }

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static BillingUnit fromJson(String s) {
        for (BillingUnit u : values()) {
            if (u.json().equals(s)) {
                return u;
            }
        }
        return null;
    }

    public static String allowed() {
        return "second, hour, day, week, month";
    }
}
