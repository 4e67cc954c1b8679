package com.gpurental.papers;

import com.gpurental.quotes.QuoteCost;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.text.Messages;
import com.gpurental.vendor.QuoteColumn;
import com.gpurental.vendor.VendorQuote;
import java.util.Set;
import java.util.stream.Collectors;

/** How the papers show a costed vendor quote (issue 11's engine did the sums; this only words them). */
final class QuoteText {

    /** The columns a vendor must fill in: what the quote format cannot do without. */
    static final Set<QuoteColumn> REQUIRED = Set.of(QuoteColumn.VENDOR, QuoteColumn.GPU, QuoteColumn.CARDS, QuoteColumn.PRICE,
            QuoteColumn.PRICE_PER, QuoteColumn.INCLUDES_VAT);

    private QuoteText() {
    }

    /** "2 × NVIDIA H20 96GB" as quoted. */
    static String configuration(QuoteCost q, Messages m) {
        return m.format("budget.gpuCards", q.quote().cards(), q.gpu() == null ? q.quote().gpu() : q.gpu().name());
    }

    /** The tax basis as quoted: VAT included (at its rate), or excluded with the VAT the engine added. */
    static String taxBasis(QuoteCost q, Messages m) {
        VendorQuote.Price p = q.quote().price();
        if (p.includesVat()) {
            return p.vatPercent() == null ? m.get("papers.tax.includedNoRate")
                    : m.format("papers.tax.included", p.vatPercent().stripTrailingZeros().toPlainString());
        }
        return m.format("papers.tax.added", p.vatPercent() == null ? "?" : p.vatPercent().stripTrailingZeros().toPlainString(),
                q.vatCny());
    }

    /** The quote's flags, one per line. */
    static String flags(QuoteCost q, Messages m) {
        return q.flags().stream().map(QuoteFlag::text).map(m::format).collect(Collectors.joining("\n"));
    }
}
