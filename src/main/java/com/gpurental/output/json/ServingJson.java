package com.gpurental.output.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.PeakRental;
import com.gpurental.advice.PeakSizing;
import com.gpurental.serving.Load;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Messages;
import java.util.Locale;

/** The serving stage's part of the JSON answer (issue 31): the plan's load and each candidate's capacity under it. */
final class ServingJson {

    private ServingJson() {
    }

    /**
     * A service's capacity under its load (docs/domain.md §9): the rate all copies carry within the targets, the load's
     * share of it, and the p95 time to first token and time per output token at the load (central estimate).
     */
    static void capacity(ObjectNode n, Candidate c) {
        ServingFit fit = c.deployment() == null ? null : c.deployment().serving();
        if (fit == null) {
            return;
        }
        ObjectNode cap = n.putObject("capacity");
        cap.put("requestsPerSecond", AdviceJson.round(fit.capacity(), 3));
        cap.put("loadRequestsPerSecond", AdviceJson.round(fit.loadRate(), 3));
        cap.put("utilisation", AdviceJson.round(fit.utilisation(), 3));
        cap.put("ttftP95S", AdviceJson.round(fit.ttftS().central(), 3));
        cap.put("tpotP95Ms", AdviceJson.round(fit.tpotS().central() * 1000, 1));
        cap.put("ttftP95FastS", AdviceJson.round(fit.ttftS().low(), 3));
        cap.put("ttftP95SlowS", AdviceJson.round(fit.ttftS().high(), 3));
        cap.put("tpotP95FastMs", AdviceJson.round(fit.tpotS().low() * 1000, 1));
        cap.put("tpotP95SlowMs", AdviceJson.round(fit.tpotS().high() * 1000, 1));
        cap.put("perCardGb", AdviceJson.round(fit.perCardGb(), 1));
        // false: at the slow end of the estimate the copies would be overloaded and the slow-end times mean nothing
        cap.put("carriesAtSlowEnd", fit.carriesAtSlowEnd());
    }

    /**
     * A language-model service's load (issue 31): the request rate (null where the requests in flight were given
     * outright), the requests in flight the cards are sized for, one request's time in service and the arithmetic in one
     * sentence.
     */
    static void load(ObjectNode root, Advice a, Messages m) {
        Load load = a.plan().load();
        if (load == null) {
            return;
        }
        ObjectNode n = root.putObject("load");
        n.put("source", load.source().name().toLowerCase(Locale.ROOT));
        AdviceJson.putNullable(n, "requestsPerSecond", load.requestsPerSecond(), 4);
        n.put("inFlight", load.inFlight());
        AdviceJson.putNullable(n, "serviceTimeS", load.serviceTimeS(), 2);
        n.put("promptTokens", load.promptTokens());
        n.put("answerTokens", load.answerTokens());
        // availability (issue 31 item 3): copies beyond those the load needs, 1 where the buyer asked for a spare
        n.put("spareCopies", a.spareCopy() ? 1 : 0);
        n.put("arithmetic", m.format(load.arithmetic()));
    }

    /**
     * The recommendation's hybrid rental in its two parts (issue 31 item 6, {@code Advice.peak()}): the base by the month
     * for the whole term, the peak's extra cards by the hour on its days only, the sentence every paper prints, and where
     * the capacity stage sized the peak, its arithmetic (rate, requests in flight, copies). Absent when not hybrid.
     */
    static void peak(ObjectNode rental, Advice a, Messages m) {
        PeakRental p = a.peak();
        if (p == null) {
            return;
        }
        ObjectNode n = rental.putObject("peak");
        n.put("baseCards", p.baseCards());
        n.put("baseTermCostCny", p.baseTermCny().amount());
        n.put("peakCards", p.peakCards());
        n.put("peakDays", p.peakDays());
        n.put("termDays", p.termDays());
        n.put("hoursPerDay", p.hoursPerDay());
        AdviceJson.putNullable(n, "multiple", p.multiple(), 2);
        n.put("peakTermCostCny", p.peakTermCny().amount());
        n.put("sentence", m.format(p.sentence()));
        PeakSizing s = p.sizing();
        if (s != null) {
            ObjectNode sizing = n.putObject("sizing");
            sizing.put("baseRequestsPerSecond", AdviceJson.round(s.baseRate(), 3));
            sizing.put("peakRequestsPerSecond", AdviceJson.round(s.peakRate(), 3));
            sizing.put("peakInFlight", s.peakInFlight());
            sizing.put("capacityPerCopyRequestsPerSecond", AdviceJson.round(s.capacityPerCopy(), 3));
            sizing.put("copiesNeeded", s.copiesNeeded());
            sizing.put("baseCopies", s.baseCopies());
            sizing.put("extraCopies", s.extraCopies());
            sizing.put("cardsPerCopy", s.cardsPerCopy());
            sizing.put("arithmetic", m.format(s.arithmetic()));
        }
    }
}
