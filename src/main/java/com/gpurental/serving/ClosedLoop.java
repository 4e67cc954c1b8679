package com.gpurental.serving;


/**
 * One copy serving a closed population (docs/domain.md §9.3 "A given number of users"): N users, each of whom sends a
 * request, waits for the whole answer and sends the next at once — the requests in flight the buyer gives
 * ({@code concurrentUsers}) or the scenario's default. Unlike open (Poisson) arrivals, the rate follows from the copy's own
 * speed, and a user never queues behind herself: at most behind the other N − 1 prompts. The copy is never idle (every
 * user is prefilling, waiting for a prompt ahead of hers or answering), so one round of the loop is the copy's time for
 * every user's prompt once and every answer's tokens:
 *
 * <pre>
 * R (a round)  = N × prefill + N × answer × step(Bs) ÷ Bs   (Bs sequences a decode step; N ≤ 1: prefill + answer × step(1))
 *                                                           (a mean batch's step: the whole batches' on either side, weighted)
 * λ            = N ÷ R                                      (Little's law on the users themselves)
 * ρ others     = (N − 1) × prefill ÷ R                      (the others' prompts: what she queues behind)
 * wait         = mean ρo·S ÷ (2(1 − ρo)), p95 S × ln(20ρo) ÷ (2(1 − ρo)) for ρo &gt; 0.05 — each at most (N − 1) × S
 * answer time  = R − prefill − mean wait                    (paused by the others' prompts she did not wait behind)
 * TPOT         = answer time ÷ answer; p95 × step(min(N, Bs + 1.645 √Bs)) ÷ step(Bs)
 * Bs           = max(1, N × answer time ÷ R)                (Little's law: the users answering at once; solved by bisection)
 * TTFT p95     = prefill + step(Bs) + p95 wait
 * </pre>
 *
 * One user alone: λ = 1 ÷ (prefill + answer × step(1)), no wait, her answer never paused by another prompt.
 */
public final class ClosedLoop {

    private ClosedLoop() {
    }

    /** The copy with {@code users} in the loop, at {@code end} of the estimate (0 fastest, 1 central, 2 slowest). */
    public static OperatingPoint at(CopyModel copy, double users, int end) {
        if (copy.stepSeconds(1, end) == null || users > Math.max(1, copy.requestsHeld())) {
            return OperatingPoint.saturated(0);
        }
        double prefill = CapacityModel.prefillOrZero(copy, end);
        double n = Math.max(1, users);
        double lo = 1;
        double hi = n;
        // Bs = max(1, N × answer time ÷ R): the right side falls as Bs rises (a larger batch, a shorter round's decode)
        for (int i = 0; i < 40 && hi - lo > 1e-4 * lo; i++) {
            double mid = (lo + hi) / 2;
            if (round(copy, n, mid, prefill, end)[2] > mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double batch = lo;
        double[] r = round(copy, n, batch, prefill, end);
        double rhoOthers = (n - 1) * prefill / r[0];
        double wait = Math.min((n - 1) * prefill,
                rhoOthers <= 0.05 ? 0 : prefill * Math.log(20 * rhoOthers) / (2 * (1 - rhoOthers)));
        double step = step(copy, batch, end);
        double answer = copy.load().answerTokens();
        double tpot = r[1] / answer * step(copy, Math.min(n, batch + CapacityModel.Z95 * Math.sqrt(batch)), end)
                / step;
        double rate = users / r[0];
        return new OperatingPoint(rate, rate * prefill, batch, users, prefill + step + wait, tpot, true);
    }

    /**
     * The step of a mean batch {@code b} (at least 1): the steps of the whole batches on either side, weighted — the mean
     * of the steps the running batch takes as it varies, where {@link CopyModel#stepSeconds} rounds a batch up.
     */
    static double step(CopyModel copy, double b, int end) {
        double below = Math.floor(b);
        double low = copy.stepSeconds(below, end);
        return b == below ? low : low + (b - below) * (copy.stepSeconds(below + 1, end) - low);
    }

    /**
     * One round of the loop with {@code batch} sequences a decode step: {R, her answer time, N × answer time ÷ R}.
     */
    private static double[] round(CopyModel copy, double n, double batch, double prefill, int end) {
        double answer = copy.load().answerTokens();
        double round = n * prefill + n * answer * step(copy, batch, end) / batch;
        double rhoOthers = (n - 1) * prefill / round;
        double wait = Math.min((n - 1) * prefill, rhoOthers * prefill / (2 * (1 - rhoOthers)));
        double answering = round - prefill - wait;
        return new double[] {round, answering, n * answering / round};
    }

    /**
     * Whether the copy meets the targets with {@code users} in the loop: hard targets at the central estimate, soft ones
     * at {@code softEnd}, and with a latency target the others' prefill share (what a prompt queues behind) below the
     * knee.
     */
    public static boolean meets(CopyModel copy, double users, Targets targets, int softEnd) {
        OperatingPoint central = at(copy, users, 1);
        if (!central.feasible()) {
            return false;
        }
        double others = users > 1 ? (users - 1) / users : 0; // a prompt queues behind the others' prompts only
        return CapacityModel.withinTargets(central, softEnd == 1 ? central : at(copy, users, softEnd),
                central.prefillShare() * others, targets);
    }

    /**
     * The request rate one copy completes at the most users it serves meeting the targets (bisection between one user
     * and the requests its memory holds), central estimate; 0 when one user alone misses them.
     */
    public static double capacity(CopyModel copy, Targets targets, int softEnd) {
        double held = copy.requestsHeld();
        if (copy.stepSeconds(1, 1) == null || held < 1 || !meets(copy, 1, targets, softEnd)) {
            return 0;
        }
        double lo = 1;
        double hi = held;
        if (!meets(copy, hi, targets, softEnd)) {
            for (int i = 0; i < 30 && hi - lo > 1e-3 * lo; i++) {
                double mid = (lo + hi) / 2;
                if (meets(copy, mid, targets, softEnd)) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            hi = lo;
        }
        return at(copy, hi, 1).requestsPerSecond();
    }
}
