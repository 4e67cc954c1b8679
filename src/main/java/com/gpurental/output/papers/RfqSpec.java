package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Deployment;
import com.gpurental.advice.PeakRental;
import com.gpurental.advice.ResolvedPlan;
import com.gpurental.advice.SupportingHardware;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.output.RenderInput;
import com.gpurental.quotes.ServiceNeed;
import com.gpurental.serving.Load;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * What a request for quotation asks for, in vendor terms, as label–value lines: the GPU model and
 * the equivalents that also fit (the other candidates' models), cards, memory per card,
 * interconnect, supporting hardware (docs/domain.md §4), software stack, rental mode, start and term,
 * service level, invoice, deadline and contact. Every figure comes from the advice or the plan.
 */
final class RfqSpec {

    private RfqSpec() {
    }

    static List<String[]> lines(RenderInput in, Messages m) {
        Advice a = in.advice();
        ResolvedPlan rp = a.plan();
        Candidate lead = a.leading().orElse(null);
        List<String[]> rows = new ArrayList<>();
        if (lead != null) {
            Gpu g = lead.gpu();
            rows.add(row(m, "papers.rfq.gpu", g.displayName().in(m.locale())));
            if (a.variantRequirement() != null) {
                // the vendor answers which variant it offers: one the plan's need excludes is named (the advice's warning)
                rows.add(row(m, "papers.rfq.variant", m.format(a.variantRequirement())));
            }
            rows.add(row(m, "papers.rfq.equivalents", equivalents(a, m)));
            rows.add(row(m, "papers.rfq.cards", m.format("papers.rfq.cardsValue", lead.cards())));
            if (a.spareCopy() && lead.deployment() != null && lead.deployment().replicas() > 1) {
                // availability asked (issue 31 item 3): one of the copies the spare, their placement for the vendor to state
                rows.add(row(m, "papers.rfq.spareCopy", m.format("papers.rfq.spareCopyValue", lead.deployment().replicas(),
                        lead.deployment().cardsPerReplica())));
            }
            rows.add(row(m, "papers.rfq.memory", g.memoryGib() == null
                    ? m.format(a.memory().cardClass() ? "papers.rfq.memoryNeedCardClass" : "papers.rfq.memoryNeed",
                            a.memory().perCardGb(), a.memory().sparePercent())
                    : a.memory().cardClass()
                    ? m.format("papers.rfq.memoryValueCardClass", g.memoryGib(), a.memory().perCardGb(), g.capacityGb())
                    : m.format("papers.rfq.memoryValue", g.memoryGib(), a.memory().perCardGb(),
                            a.memory().sparePercent(), g.capacityGb())));
            String link = lead.cards() == 1 ? m.get("papers.rfq.singleCard")
                    : g.interconnect() == null ? m.get("common.unknown")
                    : g.interconnect().pairGbPerS() == null ? m.format("report.value.plain", g.interconnect().type())
                    : m.format("papers.rfq.interconnectValue", g.interconnect().type(), g.interconnect().pairGbPerS());
            if (lead.deployment().needsRdma()) {
                // A copy over several servers: the network between them is part of what is quoted (docs/domain.md §8.6).
                // a training asks for the network and the cluster's own launcher, not a serving engine (tester E)
                boolean training = lead.deployment().kind() == Deployment.Kind.DATA_PARALLEL;
                link = m.format(training ? "papers.rfq.interconnectServers.training" : "papers.rfq.interconnectServers",
                        link, lead.deployment().servers(),
                        a.supportingHardware().networkGbit());
            }
            rows.add(row(m, "papers.rfq.interconnect", link));
            rows.add(row(m, "papers.rfq.stack", g.stack() == null ? m.get("common.unknown")
                    : m.format("report.value.plain", g.stack())));
            rows.add(row(m, "papers.rfq.mode", mode(a, lead, m)));
            if (a.peak() != null) {
                rows.add(row(m, "papers.rfq.peak", peakNeed(a.peak(), m)));
            }
        } else {
            rows.add(row(m, "papers.rfq.gpu", PaperText.noRecommendation(a, m)));
        }
        rows.add(row(m, "papers.rfq.hardware", hardware(a, m)));
        rows.add(row(m, "papers.rfq.start", in.details().startDate() == null ? m.get("papers.blank")
                : PaperText.date(in.details().startDate(), m)));
        rows.add(row(m, "papers.rfq.term", m.format("papers.rfq.termValue", a.termNote(), rp.use())));
        rows.add(row(m, "papers.rfq.sla", service(a, m)));
        rows.add(row(m, "papers.rfq.invoice", m.get("papers.rfq.invoiceValue")));
        rows.add(row(m, "papers.rfq.deadline", in.details().quoteDeadline() == null ? m.get("papers.blank")
                : PaperText.date(in.details().quoteDeadline(), m)));
        rows.add(row(m, "papers.rfq.contact", PaperText.orBlank(in.details().contact(), m)));
        if (in.details().budgetLine() != null) {
            rows.add(row(m, "papers.rfq.reference", in.details().budgetLine()));
        }
        return rows;
    }

    /** The availability and card-replacement time the plan needs (the engine's {@link Advice#serviceNeed()}). */
    static String service(Advice a, Messages m) {
        ServiceNeed need = a.serviceNeed();
        return m.format("papers.rfq.slaNeed", need.availabilityPercent().toPlainString(), need.downMinutesPerMonth(),
                need.replacementHours());
    }

    /**
     * The rental mode asked for: the recommendation's; a long service on hourly containers (the engine's
     * {@code mode.reason.askMonthly}) also asks for the monthly and yearly price (tester m11: a year was asked by the hour).
     */
    private static String mode(Advice a, Candidate lead, Messages m) {
        if (lead.cost().mode() == RentalMode.CLUSTER) {
            // the vendor is asked for the cluster's price, not told that ours is an estimate ("裸金属集群，估算价")
            return m.get("papers.rfq.modeCluster");
        }
        Message reason = a.modeAdvice().reason();
        return reason != null && reason.key().equals("mode.reason.askMonthly")
                ? m.format("papers.rfq.modeAskMonthly", lead.cost().mode(), reason.args().get(1))
                : m.format("report.value.plain", lead.cost().mode());
    }

    private static String[] row(Messages m, String key, String value) {
        return new String[] {m.get(key), value};
    }

    /**
     * The best-ranked other candidates' GPU models a careful buyer would accept (they fit too), in the engine's order,
     * with their card counts and, where one spans servers, the network between them from the engine's minimums for that
     * configuration (tester: a 2-server H100 alternative was accepted without asking for RDMA). Not one the advice warns
     * is not sold in China (the RTX 5090's {@code CHINA_VARIANT}), nor one dearer than
     * {@link com.gpurental.advice.Equivalents#COST_FACTOR} times the recommendation (tester session 19); no price is named (the
     * letter does not show the buyer's ceiling).
     */
    private static String equivalents(Advice a, Messages m) {
        List<String> names = accepted(a).stream().map(c -> named(a, c, m)).toList();
        String lead = a.leading().orElseThrow().gpu().id();
        boolean others = a.referenceCandidates().stream().anyMatch(c -> !c.gpu().id().equals(lead));
        return !names.isEmpty() ? String.join(m.get("report.listSeparator"), names)
                : m.get(others ? "papers.rfq.noEquivalentAccepted" : "papers.rfq.noEquivalent");
    }

    /** The equivalents the letter names: the engine's (Advice.equivalents()), none priced. */
    static List<Candidate> accepted(Advice a) {
        return a.equivalents();
    }

    /**
     * The hybrid's two parts as a need, from the advice's {@link com.gpurental.advice.PeakRental} without its money: the
     * base cards by the month for the term, the peak's days, hours and extra cards by the hour (tester session 19: the
     * reference prices in the letter anchored the bids).
     */
    static String peakNeed(PeakRental p, Messages m) {
        Object times = p.multiple() == null ? null : Load.rate(p.multiple());
        String key = p.peakCards() == 0 ? "papers.rfq.peakNeed.none" : p.multiple() == null ? "papers.rfq.peakNeed.cards"
                : "papers.rfq.peakNeed";
        return m.format(key, p.baseCards(), p.termDays(), times, p.peakDays(), p.hoursPerDay(), p.peakCards(),
                p.sizing() == null ? 0 : p.sizing().extraCopies());
    }

    /** An equivalent as the letter names it: its cards, with the network its servers need between them. */
    static String named(Advice a, Candidate c, Messages m) {
        return withNetwork(a.supportingHardware(c), PaperText.cardsOf(c, m), m);
    }

    /** A configuration's cards with the network its servers need between them (none on one server). */
    private static String withNetwork(SupportingHardware hw, String cards, Messages m) {
        return hw.network() == SupportingHardware.Network.NONE ? cards
                : m.format("papers.rfq.equivalentNetwork." + hw.network().name(), cards, hw.servers(), hw.networkGbit());
    }

    /**
     * CPU memory, storage and network: the engine's one statement of the minimums ({@link Advice#supportingHardware()}),
     * the figures the warning, the checklist and the acceptance check give. The scenario card's typical setup ("≥1 TB
     * RAM", "200–400 Gb/s") is not asked for beside them (issue 33: two figures for one fact in one cell).
     */
    static String hardware(Advice a, Messages m) {
        String s = m.format(a.supportingHardware().sentence());
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(m.locale()) + s.substring(1);
    }
}
