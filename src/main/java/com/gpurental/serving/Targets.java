package com.gpurental.serving;

/**
 * The latency targets a copy's capacity is measured against, at the 95th percentile: time to first token and time per
 * output token. A target the buyer typed is hard (a candidate that misses it is rejected); a preset's default is soft
 * (a candidate that misses it is kept and shown with what it reaches: confirm in the trial run).
 *
 * @param ttftS    time to first token, seconds; null: no target (only the utilisation knee bounds the queue)
 * @param tpotS    time per output token, seconds; null: none
 * @param ttftHard the buyer set the first-token target
 * @param tpotHard the buyer set the speed target
 */
public record Targets(Double ttftS, Double tpotS, boolean ttftHard, boolean tpotHard) {

    /** No latency target (a batch job): throughput against the deadline decides. */
    public static final Targets NONE = new Targets(null, null, false, false);

    /** The same targets, with no latency target at all: what carries the load at any speed. */
    public Targets relaxed() {
        return new Targets(null, null, false, false);
    }

    /** Whether every target is soft (a preset's default): a miss is a caveat, not a rejection. */
    public boolean soft() {
        return !ttftHard && !tpotHard;
    }
}
