package com.gpurental.advice;

import com.gpurental.catalog.RentalMode;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.RentalCost;
import com.gpurental.serving.Load;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;

/**
 * A hybrid recommendation in its two parts (issue 33 M3: every paper states both from this one value): the base rented by
 * the month for the whole term, and the peak's extra cards by the hour on the peak's days only (docs/domain.md §3.8).
 *
 * @param baseCards    cards rented by the month for the whole term
 * @param baseTermCny  what the base costs over the term
 * @param peakCards    cards rented by the hour at the peak (0: the base carries the peak)
 * @param peakDays     days of the term the peak is billed
 * @param termDays     the term's billable days
 * @param hoursPerDay  peak hours a day
 * @param multiple     the peak load as a multiple of the base load (null: a peak given in cards)
 * @param peakTermCny  what the peak's cards cost over their days
 * @param sizing       the peak's extra copies worked out by the capacity stage (null: not a service, or peak cards given)
 */
public record PeakRental(int baseCards, Cny baseTermCny, int peakCards, int peakDays, int termDays,
                         double hoursPerDay, Double multiple, Cny peakTermCny, PeakSizing sizing) {

    /** The lead's hybrid rental in its parts; null when the lead is not rented hybrid from catalog offers. */
    static PeakRental of(Advice a) {
        Candidate lead = a.leading().orElse(null);
        RentalCost q = lead == null ? null : lead.cost();
        if (q == null || q.mode() != RentalMode.HYBRID || q.offers().size() != 2) {
            return null;
        }
        ResolvedPlan rp = a.plan();
        Integer window = rp.peakDays();
        int termDays = lead.term().billableDays();
        int days = window == null ? termDays : Math.min(window, termDays);
        RentalCost peak = CostCalculator.hybridPeak(q.offers().get(1), q.peakCards(), rp.peakHoursPerDay(), window,
                lead.term());
        PeakSizing sizing = rp.peakSizing(lead.deployment() == null ? null : lead.deployment().serving());
        return new PeakRental(q.cards(), q.termCostCny().minus(peak.termCostCny()), q.peakCards(), days, termDays,
                rp.peakHoursPerDay(), rp.plan().rental().peak().multiple(), peak.termCostCny(), sizing);
    }

    /**
     * The two parts in one sentence, the same on every paper: "基础按月租 8 张卡（整个租期 ¥47,520）；高峰（平时 4 倍的负载）在 90 天中的
     * 14 天、每天 14 小时，另按小时租 8 张卡（多 2 份模型），共 ¥x。"
     */
    public Message sentence() {
        Object times = multiple == null ? null : Load.rate(multiple);
        if (peakCards == 0) {
            return Message.of("peak.rental.none", baseCards, baseTermCny, times, termDays, peakDays, hoursPerDay);
        }
        return Message.of(multiple == null ? "peak.rental.cards" : "peak.rental", baseCards, baseTermCny, times, termDays,
                peakDays, hoursPerDay, peakCards, peakTermCny, sizing == null ? 0 : sizing.extraCopies());
    }

    /** The peak as a need (no price): "高峰：90 天中的 14 天、每天 14 小时，负载为平时的 4 倍。" */
    public Message need() {
        return Message.of(multiple == null ? "peak.need.cards" : "peak.need", termDays, peakDays, hoursPerDay,
                multiple == null ? null : Load.rate(multiple), peakCards);
    }
}
