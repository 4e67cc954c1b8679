package com.gpurental.advice;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The configurations one advice puts forward, in their three lists: the reference-priced ones (ranked), those that need
 * a quote, and those made from the plan's vendor quotes that fit. With any from quotes, they are the candidates and the
 * reference-priced ones stay beside them. A stage that changes a configuration (its budget verdict, the lead's trial)
 * changes it in every list that holds it, so each list shows the same one.
 */
record Shortlist(List<Candidate> priced, List<Candidate> needsQuote, List<Candidate> fromQuotes) {

    Shortlist {
        priced = List.copyOf(priced);
        needsQuote = List.copyOf(needsQuote);
        fromQuotes = List.copyOf(fromQuotes);
    }

    /** The candidates: the ones from the vendors' quotes when any fit, else the reference-priced ones. */
    List<Candidate> candidates() {
        return fromQuotes.isEmpty() ? priced : fromQuotes;
    }

    /** The recommendation: the first candidate, or null when none is priced. */
    Candidate lead() {
        List<Candidate> c = candidates();
        return c.isEmpty() ? null : c.get(0);
    }

    /** The reference-priced configurations and those that need a quote, in that order. */
    List<Candidate> allReference() {
        List<Candidate> all = new ArrayList<>(priced);
        all.addAll(needsQuote);
        return all;
    }

    /** Every configuration changed by {@code change}, in every list. */
    Shortlist map(UnaryOperator<Candidate> change) {
        return new Shortlist(priced.stream().map(change).toList(), needsQuote.stream().map(change).toList(),
                fromQuotes.stream().map(change).toList());
    }

    /** {@code old} (the same object) replaced by {@code now} wherever it is listed. */
    Shortlist replacing(Candidate old, Candidate now) {
        return old == now ? this : map(c -> c == old ? now : c);
    }
}
