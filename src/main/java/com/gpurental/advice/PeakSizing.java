package com.gpurental.advice;

import com.gpurental.serving.Load;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Message;

/**
 * The extra copies a service's peak needs (plan {@code rental.peak}, docs/domain.md §3.8 "Peak with a window"), from the
 * capacity stage's own figures, not the base's cards × the multiple:
 *
 * <pre>
 * peak rate          = multiple × the base load's request rate
 * peak in flight     = peak rate × one request's time in service, rounded up        (Little's law, as the base load)
 * copies at the peak = peak rate ÷ what one copy carries meeting the targets, rounded up to whole copies, + the spare
 *                      copy where availability is asked (docs/domain.md §9.2: the peak keeps it too)
 * extra copies       = copies at the peak − the base's copies (none when the base already carries the peak)
 * extra cards        = extra copies × the cards of one copy
 * </pre>
 *
 * The assumption named: the extra copies run the base's layout and carry the same rate each (a copy's capacity does not
 * depend on how many copies run beside it: each serves its own requests).
 *
 * @param multiple        the peak load as a multiple of the base load
 * @param baseRate        the base load's request rate, requests/s
 * @param peakRate        the peak's request rate, requests/s
 * @param peakInFlight    requests in flight at the peak
 * @param capacityPerCopy the highest rate one copy carries meeting the targets, requests/s
 * @param baseCopies      copies the base rents
 * @param copiesNeeded    copies the peak rate needs
 * @param cardsPerCopy    cards of one copy
 * @param spareCopies     of the copies needed, the spare asked for availability (0 or 1)
 */
public record PeakSizing(double multiple, double baseRate, double peakRate, int peakInFlight, double capacityPerCopy,
                         int baseCopies, int copiesNeeded, int cardsPerCopy, int spareCopies) {

    /** The peak of {@code multiple} × the load the fit was sized for; null without a capacity to divide by. */
    static PeakSizing of(ResolvedPlan rp, ServingFit fit, double multiple) {
        if (fit == null || !(fit.capacityPerCopy() > 0) || !(fit.loadRate() > 0)) {
            return null;
        }
        double peakRate = fit.loadRate() * multiple;
        Load l = rp.load();
        // one request's time in service: the load's own (people or a batch), else Little's law read back from the
        // requests in flight given and the rate the serving stage solved for them (a closed loop, serving.ClosedLoop)
        double serviceS = l != null && l.serviceTimeS() != null ? l.serviceTimeS()
                : rp.workload().concurrentUsers() / fit.loadRate();
        int inFlight = (int) Math.max(1, Math.ceil(peakRate * serviceS - 1e-9));
        int spare = ServingInputs.spareCopies(rp);
        int needed = (int) Math.max(1, Math.ceil(peakRate / fit.capacityPerCopy() - 1e-9)) + spare;
        return new PeakSizing(multiple, fit.loadRate(), peakRate, inFlight, fit.capacityPerCopy(), fit.layout().copies(),
                needed, fit.layout().cardsPerCopy(), spare);
    }

    /** Copies rented for the peak beside the base's. */
    public int extraCopies() {
        return Math.max(0, copiesNeeded - baseCopies);
    }

    /** Cards rented for the peak beside the base's. */
    public int extraCards() {
        return extraCopies() * cardsPerCopy;
    }

    /**
     * The arithmetic in one sentence: "高峰：4 × 每秒 2.5 次 = 每秒 10 次请求（约 225 个同时进行）；每份模型最多每秒 5.9 次 → 需 2 份，基础已有
     * 1 份，高峰另租 1 份（4 张卡）。"
     */
    public Message arithmetic() {
        return Message.of(extraCopies() == 0 ? "peak.arithmetic.none" : "peak.arithmetic", Load.rate(multiple),
                Load.rate(baseRate), Load.rate(peakRate), peakInFlight, Load.rate(capacityPerCopy), copiesNeeded,
                baseCopies, extraCopies(), extraCards(), spareCopies);
    }
}
