package com.gpurental.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.quotes.OwnershipCost;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.util.Locale;

/**
 * The quote comparison in the machine-readable advice ({@code advise --format json}): {@code quotes} best first, each
 * with its cost lines, fit and flags; {@code quoteChoice}; {@code ownership}. Only formats what
 * {@link QuoteComparison} holds.
 */
public final class QuotesJson {

    private QuotesJson() {
    }

    /** Adds the comparison to an advice document; adds nothing when the plan has no quotes and no ownership block. */
    public static ObjectNode append(ObjectNode root, QuoteComparison c, Messages m) {
        if (c.isEmpty()) {
            return root;
        }
        ArrayNode list = root.putArray("quotes");
        for (VendorQuoteCost q : c.ranked()) {
            ObjectNode n = list.addObject();
            n.put("vendor", q.vendor());
            n.put("gpu", q.gpu().id());
            n.put("cards", q.quote().cards());
            n.put("billedCards", q.billedCards());
            n.put("fits", q.fits());
            n.put("recommended", q == c.recommended());
            n.put("termCostCny", q.termCostCny().amount());
            n.put("gpuCostCny", q.gpuCostCny().amount());
            n.put("storageCostCny", q.storageCostCny().amount());
            n.put("bandwidthCostCny", q.bandwidthCostCny().amount());
            n.put("vatCny", q.vatCny().amount());
            n.put("monthlyCostCny", q.monthlyCostCny().amount());
            n.put("billedDays", q.billedDays());
            n.put("cardHourCny", q.cardHourCny().yuan());
            if (q.vsReferencePercent() == null) {
                n.putNull("vsReferencePercent");
            } else {
                n.put("vsReferencePercent", q.vsReferencePercent());
            }
            if (q.reference() != null) {
                n.put("referenceOffer", q.reference().id());
                n.put("referenceAsOf", String.valueOf(q.reference().asOf()));
            }
            n.put("reference", m.format(q.referenceNote()));
            ArrayNode flags = n.putArray("flags");
            for (QuoteFlag f : q.flags()) {
                ObjectNode fn = flags.addObject();
                fn.put("code", f.code().name().toLowerCase(Locale.ROOT).replace('_', '-'));
                fn.put("text", m.format(f.text()));
            }
        }
        if (c.reason() != null) {
            ObjectNode choice = root.putObject("quoteChoice");
            if (c.recommended() == null) {
                choice.putNull("vendor");
            } else {
                choice.put("vendor", c.recommended().vendor());
            }
            choice.put("reason", m.format(c.reason()));
        }
        if (!c.problems().isEmpty()) {
            ArrayNode problems = root.putArray("quoteProblems");
            c.problems().forEach(p -> problems.addObject().put("path", p.path()).put("problem", m.format(p.problem())));
        }
        OwnershipCost o = c.ownership();
        if (o != null) {
            ObjectNode n = root.putObject("ownership");
            n.put("monthlyCostCny", o.monthlyCostCny().amount());
            n.put("depreciationCny", o.depreciationCny().amount());
            n.put("powerCny", o.powerCny().amount());
            n.put("hostingCny", o.hostingCny().amount());
            n.put("operationsCny", o.operationsCny().amount());
            if (o.rentCnyPerCardHour() == null) {
                n.putNull("rentCnyPerCardHour");
                n.putNull("rentMonthlyCostCny");
            } else {
                n.put("rentCnyPerCardHour", o.rentCnyPerCardHour().yuan());
                n.put("rentMonthlyCostCny", o.rentMonthlyCostCny().amount());
            }
            if (o.breakEvenUtilizationPercent() == null) {
                n.putNull("breakEvenUtilizationPercent");
            } else {
                n.put("breakEvenUtilizationPercent", o.breakEvenUtilizationPercent());
            }
            n.put("verdict", m.format(o.verdict()));
        }
        return root;
    }
}
