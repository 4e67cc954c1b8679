package com.gpurental.serving;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Workload;

/**
 * A batch job on a fit's cards (docs/domain.md §9.4 "Batch jobs"): the items a second its copies finish with prefill and
 * decode sharing the cards and no latency target, and the days the job's items take, each as a range.
 *
 * <pre>
 * items a second = copies × the highest rate one copy carries (CapacityModel.throughput), at each end of the estimate
 * days           = items ÷ items a second ÷ 86,400
 * prefill days   = items × one item's prefill seconds ÷ copies ÷ 86,400   (the share of it the prompts take)
 * </pre>
 *
 * @param items          the job's items
 * @param itemsPerSecond items finished a second, all copies: (slow end, central, fast end)
 * @param days           days the items take: (fast end, central, slow end)
 * @param prefillDays    days of prompt processing alone, central
 */
public record BatchRun(long items, Estimate itemsPerSecond, Estimate days, double prefillDays) {

    private static final double SECONDS_PER_DAY = 86_400;

    /** The job of {@code items} on {@code fit}'s layout; {@code efficiency}: its tensor-parallel group's. */
    public static BatchRun of(Workload w, Gpu g, ServingFit fit, LoadShape load, double efficiency, long items) {
        CopyModel copy = new CopyModel(w, g, fit.layout(), load, efficiency);
        int copies = fit.layout().copies();
        Estimate rate = Estimate.ordered(CapacityModel.throughput(copy, 2) * copies,
                CapacityModel.throughput(copy, 1) * copies, CapacityModel.throughput(copy, 0) * copies);
        Estimate days = Estimate.ordered(daysAt(items, rate.high()), daysAt(items, rate.central()),
                daysAt(items, rate.low()));
        double prefill = CapacityModel.prefillOrZero(copy, 1) * items / copies / SECONDS_PER_DAY;
        return new BatchRun(items, rate, days, prefill);
    }

    private static double daysAt(long items, double perSecond) {
        return perSecond > 0 ? items / perSecond / SECONDS_PER_DAY : Double.POSITIVE_INFINITY;
    }
}
