package com.gpurental.purchase;

import java.math.BigDecimal;
import java.util.List;

/**
 * The buying side of a plan: the data to store ({@code storage.dataGb}), the vendors' quotes and an optional
 * ownership comparison. Empty when the plan has none of them.
 *
 * @param dataGb    data kept on the rented machines, GB (null = not stated)
 * @param ownership null when the plan does not compare with buying
 */
public record Purchase(BigDecimal dataGb, List<VendorQuote> quotes, Ownership ownership) {

    public static final Purchase NONE = new Purchase(null, List.of(), null);

    public Purchase {
        quotes = quotes == null ? List.of() : List.copyOf(quotes);
    }

    public boolean isEmpty() {
        return dataGb == null && quotes.isEmpty() && ownership == null;
    }

    public Purchase withQuotes(List<VendorQuote> q) {
        return new Purchase(dataGb, q, ownership);
    }

    public Purchase withDataGb(BigDecimal gb) {
        return new Purchase(gb, quotes, ownership);
    }

    public Purchase withOwnership(Ownership o) {
        return new Purchase(dataGb, quotes, o);
    }
}
