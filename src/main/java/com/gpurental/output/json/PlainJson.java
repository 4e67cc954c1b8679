package com.gpurental.output.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.advice.Advice;
import com.gpurental.advice.PlainAnswer;
import com.gpurental.text.Messages;

/** The plain layer of the JSON answer ({@code answer.plain}, docs/cli.md). */
final class PlainJson {

    private PlainJson() {
    }

    /**
     * The plain layer (issue 33): what to rent, what it costs, why in at most three sentences and what to do, in the
     * order the papers print them (over budget, the cheapest remedy within it first).
     */
    static void plain(ObjectNode answerNode, Advice a, Messages m) {
        PlainAnswer p = a.plain();
        ObjectNode n = answerNode.putObject("plain");
        n.put("what", p.what() == null ? null : m.format(p.what()));
        n.put("cost", p.cost() == null ? null : m.format(p.cost()));
        ArrayNode why = n.putArray("why");
        p.why().forEach(w -> why.add(m.format(w)));
        ArrayNode actions = n.putArray("actions");
        p.actions().forEach(x -> actions.add(m.format(x)));
    }
}
