package com.gpurental.output.papers;

import com.gpurental.catalog.GpuNames;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.purchase.VendorQuote;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.util.Set;
import java.util.stream.Collectors;

/** How the papers show a costed vendor quote (the engine did the sums; this only words them). */
final class QuoteText {

    /** The columns a vendor must fill in: what the quote format cannot do without. */
    /**
     * What a quote form's column takes, in the reader's language; the GPU's examples are the vendors' spellings the
     * import reads (the form said "a100-80gb", which the import refused).
     */
    static String meaning(QuoteColumn c, Messages m) {
        String key = "papers.quote." + c.jsonPath();
        return c == QuoteColumn.GPU ? m.format(key, String.join(m.get("report.listSeparator"),
                GpuNames.VENDOR_EXAMPLES)) : m.get(key);
    }

    /** A column's example as a vendor should write it in the reader's language (卡时, 是, 秒, 增值税专用发票). */
    static String example(QuoteColumn c, Messages m) {
        if (c == QuoteColumn.GPU) {
            return GpuNames.VENDOR_EXAMPLES.get(0);
        }
        if (c == QuoteColumn.VENDOR) {
            return m.get("papers.quote.vendorExample"); // the English form showed "甲云" (issue 33)
        }
        return QuoteRows.display(c, c.example(), m);
    }

    static final Set<QuoteColumn> REQUIRED = Set.of(QuoteColumn.VENDOR, QuoteColumn.GPU, QuoteColumn.CARDS, QuoteColumn.PRICE,
            QuoteColumn.PRICE_PER, QuoteColumn.INCLUDES_VAT);

    private QuoteText() {
    }

    /** "2 × NVIDIA H20 96GB" as quoted. */
    static String configuration(VendorQuoteCost q, Messages m) {
        return m.format("budget.gpuCards", q.quote().cards(), q.gpu() == null ? q.quote().gpu() : q.gpu().displayName());
    }

    /** The tax basis as quoted: VAT included (at its rate), or excluded with the VAT the engine added. */
    static String taxBasis(VendorQuoteCost q, Messages m) {
        VendorQuote.Price p = q.quote().price();
        if (p.includesVat()) {
            return p.vatPercent() == null ? m.get("papers.tax.includedNoRate")
                    : m.format("papers.tax.included", p.vatPercent().stripTrailingZeros().toPlainString());
        }
        return m.format("papers.tax.added", p.vatPercent() == null ? "?" : p.vatPercent().stripTrailingZeros().toPlainString(),
                q.vatCny());
    }

    /** The quote's flags, one per line. */
    static String flags(VendorQuoteCost q, Messages m) {
        return q.flags().stream().map(QuoteFlag::text).map(m::format).collect(Collectors.joining("\n"));
    }
}
