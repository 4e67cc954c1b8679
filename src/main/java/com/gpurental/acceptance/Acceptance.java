package com.gpurental.acceptance;

import com.gpurental.catalog.LocalizedText;
import com.gpurental.text.Message;
import java.util.List;

/**
 * The delivered machine against the plan and the chosen quote, line by line ({@link AcceptanceCheck}).
 *
 * @param expectedGpu the GPU the plan's leading option (the chosen quote, where quotes lead) names
 * @param vendor      the chosen quote's vendor; null when the advice leads with reference prices
 */
public record Acceptance(Delivered delivered, LocalizedText expectedGpu, int expectedCards, String vendor,
                         List<AcceptanceLine> lines) {

    public Acceptance {
        lines = List.copyOf(lines);
    }

    /** The worst verdict of all lines. */
    public Verdict overall() {
        Verdict v = Verdict.PASS;
        for (AcceptanceLine l : lines) {
            v = v.worse(l.verdict());
        }
        return v;
    }

    /** The overall verdict in a sentence, with the number of lines that fail or need a look. */
    public Message summary() {
        long fails = lines.stream().filter(l -> l.verdict() == Verdict.FAIL).count();
        long warns = lines.stream().filter(l -> l.verdict() == Verdict.WARN).count();
        return Message.of("acceptance.summary." + overall().name(), fails, warns, lines.size());
    }

    public AcceptanceLine line(String id) {
        return lines.stream().filter(l -> l.id().equals(id)).findFirst().orElse(null);
    }

    /** The lines that do not pass, in order: the open items of the acceptance record. */
    public List<AcceptanceLine> open() {
        return lines.stream().filter(l -> l.verdict() != Verdict.PASS).toList();
    }
}
