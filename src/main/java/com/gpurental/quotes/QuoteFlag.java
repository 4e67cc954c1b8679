package com.gpurental.quotes;

import com.gpurental.text.Message;

/** Something the buyer must know about a quote, in plain words. */
public record QuoteFlag(Code code, Message text) {

    public enum Code {
        DOES_NOT_FIT, NOT_DOMESTIC, MINIMUM_TERM_LONGER, WHOLE_SERVER_ONLY, EXPIRED, EXPIRES_BEFORE_START,
        SLA_BELOW_NEED, REPLACEMENT_SLOWER, NO_SPECIAL_INVOICE, INVOICE_NOT_STATED, TAX_BASIS_DIFFERS, VAT_RATE_DIFFERS,
        FAR_FROM_REFERENCE, STORAGE_NOT_PRICED, TOO_MANY_CARDS, MODE_NOT_ALLOWED,
        /** The billing unit is not what the price unit says (a price per server-month billed by the hour). */
        BILLING_DIFFERS_FROM_PRICE;

        /**
         * Flags that rule a quote out of the recommendation (it cannot be bought as it stands, or the plan's own
         * filters exclude it: the domestic rule, the most cards, the rental modes).
         */
        public boolean blocking() {
            return this == DOES_NOT_FIT || this == NOT_DOMESTIC || this == EXPIRED || this == TOO_MANY_CARDS
                    || this == MODE_NOT_ALLOWED;
        }
    }
}
