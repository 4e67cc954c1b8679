package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.quotes.QuoteFit;
import com.gpurental.quotes.QuoteSizer;
import com.gpurental.text.Message;

/**
 * The advice's {@link GpuSizer} as the quote stage's {@link QuoteSizer}: a quote fits when the sizer sizes its GPU at
 * its billed cards, with the candidate's own fit and speed notes ({@link CandidateFactory#fitNote},
 * {@link CandidateFactory#speedNote}) and the task's days on that configuration. A GPU the plan has a measurement of
 * is sized on it, as the catalog's candidates are ({@link MeasuredSpeed}, issue 34).
 */
final class QuoteSizing implements QuoteSizer {

    private final GpuSizer sizer;
    private final Catalog catalog;
    private final ResolvedPlan rp;

    QuoteSizing(GpuSizer sizer, Catalog catalog, ResolvedPlan rp) {
        this.sizer = sizer;
        this.catalog = catalog;
        this.rp = rp;
    }

    @Override
    public QuoteFit fit(Gpu gpu, int cards) {
        GpuSizer.Result r = MeasuredSpeed.fitAt(sizer, catalog, rp, gpu, cards); // issue 34: on a measurement
        if (r.sizing() == null) {
            return QuoteFit.notFitting(r.rejection().reason());
        }
        Sizing s = r.sizing();
        return QuoteFit.fitting(CandidateFactory.fitNote(rp.workload(), s), speedNote(s), s.taskDays(),
                s.cautiousTrainingDays());
    }

    /** The speed in words; on a measurement, the measured figure with its source and date beside it (issue 34). */
    private Message speedNote(Sizing s) {
        Message speed = CandidateFactory.speedNote(rp.workload(), s);
        Speed.Measured m = s.speed() == null ? null : s.speed().measured();
        if (speed == null || m == null) {
            return speed;
        }
        return Message.of("quotes.speed.measured", speed, m.value(), m.concurrency(), m.cards(), m.source(),
                m.date().toString());
    }

    @Override
    public Integer cardsNeeded(Gpu gpu) {
        return MeasuredSpeed.fewestCards(sizer, catalog, rp, gpu);
    }
}
