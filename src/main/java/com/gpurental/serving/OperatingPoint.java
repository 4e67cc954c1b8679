package com.gpurental.serving;

/**
 * One copy at one request rate (docs/domain.md §9 "Capacity"): what its requests see at the 95th percentile.
 *
 * @param requestsPerSecond the rate this copy carries
 * @param prefillShare      share of the copy's time spent prefilling prompts (ρ of the prefill queue)
 * @param decodeBatch       sequences decoding at once (Little's law: rate × answer × time per token)
 * @param inFlight          requests in flight (decoding, prefilling or waiting)
 * @param ttftP95S          95th-percentile time to first token, seconds
 * @param tpotP95S          95th-percentile time per output token, seconds
 * @param feasible          false when the copy cannot carry the rate at all (prefill or decode saturated, or the
 *                          requests in flight do not fit its memory)
 */
public record OperatingPoint(double requestsPerSecond, double prefillShare, double decodeBatch, double inFlight,
                             double ttftP95S, double tpotP95S, boolean feasible) {

    static OperatingPoint saturated(double rate) {
        return new OperatingPoint(rate, 1, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, false);
    }

    /** Tokens per second each request sees while its answer is written (1 ÷ time per output token). */
    public double tokensPerSecondPerRequest() {
        return tpotP95S > 0 && Double.isFinite(tpotP95S) ? 1 / tpotP95S : 0;
    }
}
