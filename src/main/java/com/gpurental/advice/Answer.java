package com.gpurental.advice;

import com.gpurental.sizing.InspectionLatency;
import com.gpurental.text.Message;
import java.util.Locale;

/**
 * What the advice answers before any price, the line every renderer heads it with (the Results page, the header, the
 * PDF, the text, the summary, the JSON). Mostly it is to rent the recommended cards. When an inspection image's
 * transfer alone takes the whole latency target (docs/domain.md §2, {@link InspectionLatency#onSite()}), no card rented
 * in a data centre can meet it: the honest answer is hardware of the recommended class next to the line, bought or
 * rented delivered to the plant, and data-centre GPUs rented only to train or retrain the model. The rented price is
 * then a reference for the cards' class, not the cost of the answer.
 *
 * @param kind       rent, or on-site hardware
 * @param title      what heads the answer ("On-site (edge) hardware needed"); null for {@link Kind#RENT}, whose title
 *                   is the renderer's own ("Recommendation", or "Nothing fits the budget" from the budget check)
 * @param headline   the answer in one line, with the lead's cards when there is one; null for {@link Kind#RENT}
 * @param priceNote  what the price shown beside it is; null for {@link Kind#RENT}
 * @param transferMs the image's transfer over the line (null for {@link Kind#RENT})
 * @param targetMs   the line's latency target (null for {@link Kind#RENT})
 */
public record Answer(Kind kind, Message title, Message headline, Message priceNote, Double transferMs,
                     Double targetMs) {

    public enum Kind {
        RENT, ON_SITE;

        /** The JSON name: "rent", "on-site". */
        public String json() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    static final Answer RENT = new Answer(Kind.RENT, null, null, null, null, null);

    static Answer of(ResolvedPlan rp, Candidate lead) {
        InspectionLatency line = PlanNotes.inspection(rp.workload());
        if (line == null || !line.onSite()) {
            return RENT;
        }
        Message headline = lead == null
                ? Message.of("answer.onSite.headlineNoCard")
                : Message.of("answer.onSite.headline", lead.cards(), lead.gpu().displayName());
        return new Answer(Kind.ON_SITE, Message.of("answer.onSite.title"), headline,
                Message.of("answer.onSite.priceNote", line.transferMs(), line.targetMs()), line.transferMs(),
                line.targetMs());
    }

    public boolean onSite() {
        return kind == Kind.ON_SITE;
    }
}
