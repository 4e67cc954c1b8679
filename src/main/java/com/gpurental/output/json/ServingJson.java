package com.gpurental.output.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.text.Messages;

/** The serving stage's part of the JSON answer (issue 31): the plan's load and each candidate's capacity under it. */
final class ServingJson {

    private ServingJson() {
    }

    /**
     * A service's capacity under its load (docs/domain.md §9): the rate all copies carry within the targets, the load's
     * share of it, and the p95 time to first token and time per output token at the load (central estimate).
     */
    static void capacity(ObjectNode n, Candidate c) {
        com.gpurental.serving.ServingFit fit = c.deployment() == null ? null : c.deployment().serving();
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
    }

    /**
     * A language-model service's load (issue 31): the request rate (null where the requests in flight were given
     * outright), the requests in flight the cards are sized for, one request's time in service and the arithmetic in one
     * sentence.
     */
    static void load(ObjectNode root, Advice a, Messages m) {
        com.gpurental.serving.Load load = a.plan().load();
        if (load == null) {
            return;
        }
        ObjectNode n = root.putObject("load");
        n.put("source", load.source().name().toLowerCase(java.util.Locale.ROOT));
        AdviceJson.putNullable(n, "requestsPerSecond", load.requestsPerSecond(), 4);
        n.put("inFlight", load.inFlight());
        AdviceJson.putNullable(n, "serviceTimeS", load.serviceTimeS(), 2);
        n.put("promptTokens", load.promptTokens());
        n.put("answerTokens", load.answerTokens());
        n.put("arithmetic", m.format(load.arithmetic()));
    }
}
