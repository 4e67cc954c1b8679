package com.gpurental.serving;

import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.ServingAssumptions;

/**
 * A copy's behaviour under continuous batching (vLLM, SGLang, TensorRT-LLM) with chunked prefill, and its capacity
 * (docs/domain.md §9 "Capacity"):
 * <ul>
 *   <li>prefill is served first: at rate λ it takes ρ = λ × prefill time of the copy's time;</li>
 *   <li>decode runs in the rest: a step of B sequences takes step(B), so each sequence gets a token every
 *       step(B) ÷ (1 − ρ); B follows from Little's law, B = λ × answer tokens × time per token (solved by
 *       iteration; no solution = decode saturated);</li>
 *   <li>time to first token = own prefill + one running step + the wait in the prefill queue, an M/D/1 queue: mean
 *       wait ρ·S ÷ (2(1 − ρ)) (Pollaczek–Khinchine, deterministic service S), its tail taken exponential with
 *       P(wait > 0) = ρ, so p95 wait = S × ln(20ρ) ÷ (2(1 − ρ)) for ρ &gt; 0.05;</li>
 *   <li>time per output token at p95: the step of the 95th-percentile batch — the sequences decoding at once are
 *       Poisson (an M/G/∞ count), B + 1.645 √B — ÷ (1 − ρ);</li>
 *   <li>the requests in flight (decoding, and those waiting for their first token, λ × TTFT) must fit the copy's
 *       memory at the plan's context.</li>
 * </ul>
 * A copy's capacity is the highest rate at which the targets hold at p95, and, with a latency target, the prefill
 * queue stays below the knee ({@link com.gpurental.sizing.ServingAssumptions#SERVING_UTILISATION_KNEE}).
 */
public final class CapacityModel {

    /** z of the 95th percentile of a normal distribution. */
    static final double Z95 = 1.645;

    private CapacityModel() {
    }

    /** The copy at {@code rate} requests per second, at {@code end} of the estimate (0 fastest, 1 central, 2 slowest). */
    public static OperatingPoint at(CopyModel copy, double rate, int end) {
        // An unknown compute figure leaves the prompt's time out (the candidate then shows no need as met).
        double prefill = prefillOrZero(copy, end);
        Double step1 = copy.stepSeconds(1, end);
        if (step1 == null) {
            return OperatingPoint.saturated(rate);
        }
        double rho = rate * prefill;
        if (rho >= 1) {
            return OperatingPoint.saturated(rate);
        }
        double answer = copy.load().answerTokens();
        double held = copy.requestsHeld();
        double batch = rate * answer * step1 / (1 - rho);
        for (int i = 0; i < 200; i++) {
            double next = rate * answer * copy.stepSeconds(batch, end) / (1 - rho);
            if (next > held) {
                return OperatingPoint.saturated(rate);
            }
            boolean settled = Math.abs(next - batch) <= 1e-4 * Math.max(1, batch);
            batch = next;
            if (settled) {
                return point(copy, rate, rho, prefill, batch, held, end);
            }
        }
        return OperatingPoint.saturated(rate);
    }

    private static OperatingPoint point(CopyModel copy, double rate, double rho, double prefill, double batch,
                                        double held, int end) {
        double step = copy.stepSeconds(batch, end);
        double wait = rho <= 0.05 ? 0 : prefill * Math.log(20 * rho) / (2 * (1 - rho));
        double ttft = prefill + step + wait;
        double tpot = copy.stepSeconds(batch + Z95 * Math.sqrt(batch), end) / (1 - rho);
        double inFlight = batch + rate * ttft;
        if (inFlight > Math.max(1, held)) {
            return OperatingPoint.saturated(rate);
        }
        return new OperatingPoint(rate, rho, batch, inFlight, ttft, tpot, true);
    }

    /**
     * Whether the copy meets the targets at {@code rate}: hard targets at the central estimate, soft ones at
     * {@code softEnd} (1 central; 0 the fast end, for a candidate kept with a caveat), and with a latency target the
     * prefill queue below the knee.
     */
    static boolean meets(CopyModel copy, double rate, Targets targets, int softEnd) {
        OperatingPoint central = at(copy, rate, 1);
        if (!central.feasible()) {
            return false;
        }
        return withinTargets(central, softEnd == 1 ? central : at(copy, rate, softEnd), central.prefillShare(), targets);
    }

    /**
     * The one targets check of an open and a closed load (ClosedLoop): with a latency target the share of the copy's time
     * a prompt queues behind ({@code queuedShare}) below the knee; hard targets at the central estimate, soft ones at the
     * soft end's point.
     */
    static boolean withinTargets(OperatingPoint central, OperatingPoint soft, double queuedShare, Targets targets) {
        boolean latency = targets.ttftS() != null || targets.tpotS() != null;
        if (latency && queuedShare > ServingAssumptions.SERVING_UTILISATION_KNEE) {
            return false;
        }
        return within(targets.ttftS(), targets.ttftHard() ? central.ttftP95S() : soft.ttftP95S())
                && within(targets.tpotS(), targets.tpotHard() ? central.tpotP95S() : soft.tpotP95S());
    }

    private static boolean within(Double target, double value) {
        return target == null || value <= target;
    }

    /**
     * The highest request rate one copy carries meeting the targets (bisection between 0 and prefill saturation);
     * 0 when it meets them at no rate (one request alone misses a target, or the memory holds none).
     */
    public static double capacity(CopyModel copy, Targets targets, int softEnd) {
        Double step1 = copy.stepSeconds(1, 1);
        if (step1 == null || copy.requestsHeld() < 1) {
            return 0;
        }
        double prefill = prefillOrZero(copy, 1);
        double lo = 0;
        // prefill saturation, or (compute unknown) the rate at which the memory's requests decode at one step each
        double hi = prefill > 0 ? 1 / prefill : copy.requestsHeld() / (copy.load().answerTokens() * step1);
        if (!meets(copy, hi * 1e-6, targets, softEnd)) {
            return 0;
        }
        for (int i = 0; i < 40; i++) {
            double mid = (lo + hi) / 2;
            if (meets(copy, mid, targets, softEnd)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The most requests a second one copy finishes at {@code end} of the estimate with no latency target (a batch job):
     * prefill and decode together fill the copy's time, the running batch within its memory (bisection between 0 and
     * prefill saturation); 0 when it carries none.
     */
    public static double throughput(CopyModel copy, int end) {
        Double step1 = copy.stepSeconds(1, end);
        if (step1 == null || copy.requestsHeld() < 1) {
            return 0;
        }
        double prefill = prefillOrZero(copy, end);
        double hi = prefill > 0 ? 1 / prefill : copy.requestsHeld() / (copy.load().answerTokens() * step1);
        double lo = 0;
        for (int i = 0; i < 40; i++) {
            double mid = (lo + hi) / 2;
            if (at(copy, mid, end).feasible()) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The p95 time to first token at a central operating point, as (fast end, central, slow end): the same rate and
     * batch, the prefill and the step at each end (the queue's ρ with it, at most 0.99).
     */
    public static Estimate ttftRange(CopyModel copy, OperatingPoint p) {
        return Estimate.ordered(ttftAt(copy, p, 0), p.ttftP95S(), ttftAt(copy, p, 2));
    }

    /** A request's prefill seconds at {@code end}; 0 when the card's compute figure is unknown. */
    static double prefillOrZero(CopyModel copy, int end) {
        Double p = copy.prefillSeconds(end);
        return p == null ? 0 : p;
    }

    private static double ttftAt(CopyModel copy, OperatingPoint p, int end) {
        double prefill = prefillOrZero(copy, end);
        double rho = Math.min(0.99, p.requestsPerSecond() * prefill);
        double wait = rho <= 0.05 ? 0 : prefill * Math.log(20 * rho) / (2 * (1 - rho));
        return prefill + copy.stepSeconds(p.decodeBatch(), end) + wait;
    }

    /** The p95 time per output token at a central operating point, as (fast end, central, slow end). */
    public static Estimate tpotRange(CopyModel copy, OperatingPoint p) {
        double b = p.decodeBatch() + Z95 * Math.sqrt(p.decodeBatch());
        return Estimate.ordered(tpotAt(copy, p, b, 0), p.tpotP95S(), tpotAt(copy, p, b, 2));
    }

    private static double tpotAt(CopyModel copy, OperatingPoint p, double batch, int end) {
        double rho = Math.min(0.99, p.requestsPerSecond() * prefillOrZero(copy, end));
        return copy.stepSeconds(batch, end) / (1 - rho);
    }
}
