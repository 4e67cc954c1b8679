package com.gpurental.advice;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The configurations a careful buyer accepts as equivalents of the recommendation when she asks vendors for quotes
 * (docs/domain.md §7.7): the best-ranked other card models, each its best-ranked configuration, that are sold in China
 * and cost at most {@link #COST_FACTOR} times the recommendation for the term at the catalog's reference prices. A
 * buying rule of the engine's, which the request for quotation only names.
 */
public final class Equivalents {

    /** How many other card models are named. */
    public static final int MOST = 3;

    /**
     * An equivalent costs at most this multiple of the recommendation for the term: a far dearer configuration (56 × L40S
     * at ¥840,000 beside 16 × H100, five times: tester session 19) is one the buyer would not accept. A buying rule, not
     * a calibration: half again the recommendation is what a careful buyer would still weigh.
     */
    public static final BigDecimal COST_FACTOR = new BigDecimal("1.5");

    private Equivalents() {
    }

    /** Up to {@link #MOST} other models, each its best-ranked reference configuration, that are acceptable. */
    static List<Candidate> of(Advice a) {
        Candidate lead = a.leading().orElse(null);
        List<Candidate> named = new ArrayList<>();
        if (lead == null) {
            return named;
        }
        Set<String> seen = new LinkedHashSet<>();
        seen.add(lead.gpu().id());
        for (Candidate c : a.referenceCandidates()) {
            if (named.size() < MOST && seen.add(c.gpu().id()) && acceptable(c, lead)) {
                named.add(c);
            }
        }
        return named;
    }

    /** Sold in China (no {@code CHINA_VARIANT}) and, both priced, within {@link #COST_FACTOR} of the lead's term cost. */
    public static boolean acceptable(Candidate c, Candidate lead) {
        if (c.warnings().stream().anyMatch(w -> w.code() == Warning.Code.CHINA_VARIANT)) {
            return false;
        }
        BigDecimal leadCost = lead.cost() == null ? null : lead.cost().termCostCny();
        BigDecimal cost = c.cost() == null ? null : c.cost().termCostCny();
        return leadCost == null || cost != null && cost.compareTo(leadCost.multiply(COST_FACTOR)) <= 0;
    }
}
