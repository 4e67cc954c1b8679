package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * How a cluster is rented (issue 32, docs/domain.md §3 "Clusters"): cards that must talk to each other across servers
 * (one copy of the model over several servers, or a training over several servers: RDMA, one rack) are rented as
 * bare-metal servers, not as hourly containers (containers are not a cluster). A training over several servers is a
 * cluster whatever its term ("a job across servers needs a bare-metal RDMA cluster quote"); a service whose copy spans
 * servers is one from three months on, when vendors sell months and years. Where the catalog has no bare-metal offer for the
 * card, the configuration
 * needs a quote for a bare-metal RDMA cluster; the containers' list price is named beside it only as a reference.
 */
final class ClusterRental {

    /** Three months: the shortest term vendors sell by the month or more (docs/domain.md §3, ≥3 months → monthly). */
    static final int LONG_TERM_DAYS = 3 * Assumptions.DAYS_PER_MONTH;

    private ClusterRental() {
    }

    /** Whether the cards form a cluster across servers: a training at any term, a service held three months or more. */
    static boolean applies(Sizing s, Term term) {
        Deployment d = s.deployment();
        boolean cluster = d != null && (d.needsRdma() || d.serversPerReplica() > 1);
        boolean training = d != null && d.kind() == Deployment.Kind.DATA_PARALLEL;
        return cluster && (training || term.billableDays() >= LONG_TERM_DAYS);
    }

    /** The rentals of a long cluster that can be signed as one: the bare-metal ones (monthly, quarterly). */
    static List<RentalCost> bareMetal(List<RentalCost> quotes) {
        return quotes.stream().filter(q -> q.mode().bareMetal()).toList();
    }

    /**
     * A long cluster that needs a quote: the cards, and the cheapest container price a month of the catalog as a
     * reference (a ceiling: the catalog's monthly prices run 24–30% below its hourly ones).
     */
    record Reference(Sizing sizing, Term term, RentalCost containers) {

        /**
         * The warning of the cluster recommended at its estimate: the containers' price a month, and the quote to ask for
         * before signing.
         */
        Warning warning() {
            return Warning.of(Warning.Code.CLUSTER_ESTIMATE, sizing.cards(), sizing.gpu().displayName(),
                    sizing.deployment().servers(), containers.mode(), containers.monthlyCostCny(), term.billableDays());
        }

        /** Why it needs a quote: the servers, the term, the containers' month as a reference. */
        Message reason() {
            String key = term.billableDays() >= LONG_TERM_DAYS ? "reason.clusterQuote" : "reason.clusterQuote.short";
            return Message.of(key, sizing.cards(), sizing.gpu().displayName(), sizing.deployment().servers(),
                    term.billableDays(), containers.mode(), containers.monthlyCostCny());
        }
    }

    /**
     * Whether a service's cluster with only container prices is recommended at its estimate: held three months or more (where
     * vendors sell months and years, below the hourly price: the containers' price is then an estimate that leans high;
     * a shorter cluster has no such price below it and stays a quote), where the plan allows a bare-metal mode (the
     * cluster is one) and the reference is a container's price.
     */
    static boolean estimated(Reference ref, Set<RentalMode> allowed) {
        // a service only: a training cluster's count is set by its deadline on cards of very different speed (96 × A800
        // over 12 servers against 32 × H100 over 4), where an estimate 10% below a priced cluster should not decide
        Deployment d = ref.sizing().deployment();
        boolean training = d != null && d.kind() == Deployment.Kind.DATA_PARALLEL;
        return !training && ref.term().billableDays() >= LONG_TERM_DAYS && ref.containers().mode().container()
                && allowed.stream().anyMatch(m -> m.bareMetal());
    }

    /**
     * The cluster's cost estimated at the containers' price (the same figures, in the cluster mode): the central
     * estimate the ranking weighs, the quote being what is signed. The catalog's monthly prices run 24–30% below its
     * hourly ones (docs/domain.md §3), so the estimate leans high for the cards, and the RDMA network may add to it.
     */
    static RentalCost estimate(Reference ref) {
        RentalCost c = ref.containers();
        return new RentalCost(RentalMode.CLUSTER, c.cards(), c.peakCards(), c.monthlyCostCny(),
                c.termCostCny(), c.billedDays(), c.offers());
    }

    /**
     * A cluster held for months that the catalog prices only as containers (issue 31/32): costed at the containers'
     * price as its estimate, in the cluster mode, with the quote to ask for as its warning. Why it needs a quote is
     * that warning and the mode's reason (one statement each), not a third reason.
     */
    static Candidate candidate(CandidateFactory factory, ResolvedPlan rp, Sizing s, Term term, Reference ref) {
        Candidate c = factory.make(rp, s, term, estimate(ref), null, null);
        List<Warning> warnings = new ArrayList<>(c.warnings());
        warnings.add(0, ref.warning());
        return c.toBuilder().warnings(warnings).build();
    }

    static Reference reference(Sizing s, Term term, List<RentalCost> containers) {
        return new Reference(s, term, containers.stream().min(Comparator.comparing(RentalCost::monthlyCostCny))
                .orElseThrow());
    }

    /**
     * The first cluster in the ranking that needs a quote whose containers' list price a month is below the
     * recommendation's (or nothing is priced): ask for its bare-metal quote before signing; null when there is none.
     */
    static Warning warning(List<Reference> refs, List<Candidate> needsQuote, Candidate lead) {
        // the first in the ranking's order of those that need a quote (it weighs more than the price, e.g. FP8)
        Reference cheapest = needsQuote.stream()
                .flatMap(c -> refs.stream().filter(r -> r.sizing().gpu().equals(c.gpu()) && r.sizing().cards() == c.cards()))
                // never a cluster whose copies would be overloaded at the slow end of the estimate (session 20 audit)
                .filter(r -> r.sizing().deployment() == null || r.sizing().deployment().serving() == null
                        || r.sizing().deployment().serving().carriesAtSlowEnd())
                .filter(r -> lead == null || lead.cost() == null
                        || r.containers().monthlyCostCny().compareTo(lead.cost().monthlyCostCny()) < 0)
                .findFirst().orElse(null);
        if (cheapest == null) {
            return null;
        }
        Sizing s = cheapest.sizing();
        return Warning.of(Warning.Code.CLUSTER_QUOTE, s.cards(), s.gpu().displayName(), s.deployment().servers(),
                cheapest.containers().mode(), cheapest.containers().monthlyCostCny(), cheapest.term().billableDays());
    }

    /**
     * Whether {@code w}, a {@code CLUSTER_QUOTE} warning, names {@code c}: its cards and its card. The warning's
     * arguments are laid out by {@link #warning} alone, so they are read back here, beside it, and nowhere else.
     */
    static boolean names(Warning w, Candidate c) {
        return w.code() == Warning.Code.CLUSTER_QUOTE && c.cards() == ((Number) w.text().args().get(0)).intValue()
                && c.gpu().displayName().equals(w.text().args().get(1));
    }

    /** The billable days of the term a {@code CLUSTER_QUOTE} warning asks the quote for (see {@link #warning}). */
    static int termDays(Warning w) {
        return ((Number) w.text().args().get(5)).intValue();
    }
}
