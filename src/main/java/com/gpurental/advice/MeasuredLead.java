package com.gpurental.advice;

import com.gpurental.plan.Measurement;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Issue 34, measured beats estimated: when a measurement changes the recommendation — another card, another count,
 * another vendor's quote — the lead's first reason says so, with what the estimate alone gave and the measurement that
 * changed it; the plain answer's "why" leads with it ({@link PlainAnswer}). A measurement that leaves the lead as the
 * estimate had it adds nothing here (the measured candidate's own warning says what it did).
 */
final class MeasuredLead {

    /** The reason's key: the plain answer finds the sentence by it. */
    static final String REASON = "reason.measuredLead";

    private MeasuredLead() {
    }

    /**
     * {@code lead} with the reason why it differs from {@code estimateAlone} (the lead of the same plan without its
     * measurements); {@code lead} itself when they are the same configuration or no measurement of either card fits.
     */
    static Candidate explained(ResolvedPlan rp, Candidate lead, Candidate estimateAlone) {
        if (lead == null || estimateAlone == null || same(lead, estimateAlone)) {
            return lead;
        }
        // the card the estimate led with was measured (slower, or ruled out), else the new lead's card was measured
        Measurement m = MeasuredSpeed.of(rp, estimateAlone.gpu());
        Object measuredName = estimateAlone.gpu().displayName();
        if (m == null) {
            m = MeasuredSpeed.of(rp, lead.gpu());
            measuredName = lead.gpu().displayName();
        }
        if (m == null) {
            return lead;
        }
        Message where = m.origin() == Measurement.Origin.TRIAL_KIT
                ? Message.of("measure.lead.where.kit", m.date().toString())
                : Message.of("measure.lead.where.entered", m.source(), m.date().toString());
        List<Message> reasons = new ArrayList<>(lead.reasons());
        reasons.add(0, Message.of(REASON, config(estimateAlone), m.cards(), measuredName,
                m.decodeTokensPerSecondPerUser(), m.concurrency(), where, config(lead)));
        return lead.withReasons(reasons);
    }

    /** The sentence for the plain answer, or null when the measurement did not change the lead. */
    static Message plain(Candidate lead) {
        return lead.reasons().stream().filter(r -> REASON.equals(r.key())).findFirst()
                .map(r -> Message.of("plain.why.measured", r.args().toArray())).orElse(null);
    }

    private static boolean same(Candidate a, Candidate b) {
        return a.gpu().id().equals(b.gpu().id()) && a.cards() == b.cards() && Objects.equals(a.vendor(), b.vendor());
    }

    /** "2 × NVIDIA H20 96GB", or with the vendor of a quote. */
    private static Message config(Candidate c) {
        return c.vendor() == null ? Message.of("measure.lead.config", c.cards(), c.gpu().displayName())
                : Message.of("measure.lead.configQuote", c.cards(), c.gpu().displayName(), c.vendor());
    }
}
