package com.gpurental.advice;

import com.gpurental.pricing.Quote;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.List;

/**
 * Which way to rent, and why (DOMAIN.md §3: ≤30 days container, ≥3 months bare-metal, in between
 * by cost), with the leading GPU's cost in each mode it is offered in.
 *
 * @param breakEvenHoursPerMonth hours of use per month above which monthly beats hourly (null if
 *                               the leading GPU lacks one of the two offers)
 */
public record ModeAdvice(
        QuoteMode recommended,
        Message reason,
        List<Quote> quotesByMode,
        BigDecimal breakEvenHoursPerMonth,
        double plannedHoursPerMonth) {

    public ModeAdvice {
        quotesByMode = List.copyOf(quotesByMode);
    }
}
