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
        // the cluster the plain answer asks a quote for first (CLUSTER_QUOTE) is by its own words an acceptable card:
        // the request for quotation names it before the priced others (session 20 audit: "无；仅上述型号满足需求" beside
        // "先询价：16 张 H20 … 可能更便宜")
        Candidate asked = clusterAsked(a);
        if (asked != null && seen.add(asked.gpu().id())) {
            named.add(asked);
        }
        for (Candidate c : a.referenceCandidates()) {
            if (named.size() < MOST && seen.add(c.gpu().id()) && acceptable(c, lead)) {
                named.add(c);
            }
        }
        return named;
    }

    /** The configuration needing a quote that the advice's CLUSTER_QUOTE warning names; null without one. */
    private static Candidate clusterAsked(Advice a) {
        return a.warnings().stream().filter(w -> w.code() == Warning.Code.CLUSTER_QUOTE).findFirst()
                .flatMap(w -> a.needsQuote().stream().filter(c -> ClusterRental.names(w, c)).findFirst())
                .orElse(null);
    }

    /**
     * Sold in China (no {@code CHINA_VARIANT}), running the model's FP8 weights as the recommendation does (no
     * {@code FP8_WEIGHT_ONLY} beside a lead that computes in FP8: the answer gives that as a reason against the card, so the
     * request for quotation does not welcome it as "the same": s22 buyer check, 16 × A800 for DeepSeek-R1) and, both
     * priced, within {@link #COST_FACTOR} of the lead's term cost.
     */
    public static boolean acceptable(Candidate c, Candidate lead) {
        if (has(c, Warning.Code.CHINA_VARIANT) || has(c, Warning.Code.FP8_WEIGHT_ONLY)
                && !has(lead, Warning.Code.FP8_WEIGHT_ONLY)) {
            return false;
        }
        BigDecimal leadCost = lead.cost() == null ? null : lead.cost().termCostCny().amount();
        BigDecimal cost = c.cost() == null ? null : c.cost().termCostCny().amount();
        return leadCost == null || cost != null && cost.compareTo(leadCost.multiply(COST_FACTOR)) <= 0;
    }

    private static boolean has(Candidate c, Warning.Code code) {
        return c.warnings().stream().anyMatch(w -> w.code() == code);
    }
}
