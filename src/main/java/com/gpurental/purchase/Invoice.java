package com.gpurental.purchase;

import java.util.Locale;

/** The invoice a vendor issues: a special VAT invoice (增值税专用发票, input VAT deductible), an ordinary one, or none. */
public enum Invoice {
    SPECIAL, ORDINARY, NONE;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Invoice fromJson(String s) {
        for (Invoice i : values()) {
            if (i.json().equals(s)) {
                return i;
            }
        }
        return null;
    }

    public static String allowed() {
        return "special, ordinary, none";
    }
}
