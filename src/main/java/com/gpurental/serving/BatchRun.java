package com.gpurental.serving;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;

/**
 * A batch job on a fit's cards (docs/domain.md §9.4 "Batch jobs"): the items a second its copies finish with prefill and
 * decode sharing the cards and no latency target, and the calendar days the job's items take at the hours the cards run
 * ({@link RunningTime}), each as a range.
 *
 * <pre>
 * items a second = copies × the highest rate one copy carries (CapacityModel.throughput), at each end of the estimate
 * days           = items ÷ items a second ÷ 86,400 × 24 ÷ hours a day × 7 ÷ days a week   (calendar days)
 * prefill days   = items × one item's prefill seconds ÷ copies ÷ 86,400, in calendar days the same way
 * </pre>
 *
 * @param items          the job's items
 * @param itemsPerSecond items finished a second, all copies: (slow end, central, fast end)
 * @param days           calendar days the items take at the running hours: (fast end, central, slow end)
 * @param prefillDays    calendar days of prompt processing alone, central
 * @param prefillShare   the share of the copies' time the prompts take at the central rate (ρ of the prefill queue), 0–1:
 *                       what decides the job's speed — the cards' compute (prefill) or, for the rest, the decode;
 *                       NaN where the card's compute figure is unknown
 * @param decodeComputeBound the decode steps at that rate are held by the cards' compute, not their memory bandwidth
 */
public record BatchRun(long items, Estimate itemsPerSecond, Estimate days, double prefillDays, double prefillShare,
                       boolean decodeComputeBound) {

    private static final double SECONDS_PER_DAY = 86_400;

    /** The job of {@code items} on {@code fit}'s layout, round the clock; {@code efficiency}: its tensor-parallel group's. */
    public static BatchRun of(Workload w, Gpu g, ServingFit fit, LoadShape load, double efficiency, long items) {
        return of(w, g, fit, load, efficiency, items, RunningTime.ROUND_THE_CLOCK);
    }

    /** The job of {@code items} on {@code fit}'s layout, its cards running the hours of {@code running}. */
    public static BatchRun of(Workload w, Gpu g, ServingFit fit, LoadShape load, double efficiency, long items,
                              RunningTime running) {
        CopyModel copy = new CopyModel(w, g, fit.layout(), load, efficiency);
        int copies = fit.layout().copies();
        Estimate rate = Estimate.ordered(CapacityModel.throughput(copy, 2) * copies,
                CapacityModel.throughput(copy, 1) * copies, CapacityModel.throughput(copy, 0) * copies);
        Estimate days = Estimate.ordered(daysAt(items, rate.high(), running), daysAt(items, rate.central(), running),
                daysAt(items, rate.low(), running));
        double prefill = running.calendarDays(CapacityModel.prefillOrZero(copy, 1) * items / copies / SECONDS_PER_DAY);
        // the engine's own split at the central rate: the prompts' share of the time, and what holds the decode steps
        OperatingPoint p = CapacityModel.at(copy, rate.central() / Math.max(1, copies), 1);
        // NaN where the card's compute figure is unknown: the prompts' time is then not known
        double share = copy.prefillSeconds(1) == null ? Double.NaN
                : p.feasible() ? p.prefillShare() : Math.min(1, prefill / days.central());
        boolean computeBound = p.feasible() && Performance.decodeComputeBound(
                GpuWorkloads.withContext(w, copy.decodeContext()), g, perCardBatch(p.decodeBatch(), fit.layout()));
        return new BatchRun(items, rate, days, prefill, share, computeBound);
    }

    /** Sequences one card decodes in a step: the copy's batch, split over the data-parallel ranks. */
    private static int perCardBatch(double batch, Layout layout) {
        int ranks = layout.attention() == Layout.Attention.DATA ? layout.expertParallel() : 1;
        return (int) Math.max(1, Math.ceil(batch / ranks));
    }

    private static double daysAt(long items, double perSecond, RunningTime running) {
        return perSecond > 0 ? running.calendarDays(items / perSecond / SECONDS_PER_DAY) : Double.POSITIVE_INFINITY;
    }
}
