package com.gpurental.sizing;

/**
 * An estimate given as a range around a central value: {@code low <= central <= high}, in the unit of the
 * quantity it estimates (tokens/s, days, GPU-hours, …). {@code low} is the smallest value of the quantity, not the
 * pessimistic end: for training days the low end is the fastest run, for tokens per second the slowest.
 *
 * <p>The spread comes from published measurements (bandwidth share reached in decode, MFU reached in training) and
 * from catalog figures whose sources disagree; see {@link Assumptions}.
 */
public record Estimate(double low, double central, double high) {

    public Estimate {
        if (Double.isNaN(low) || Double.isNaN(central) || Double.isNaN(high)) {
            throw new IllegalArgumentException("NaN in estimate");
        }
        if (low > central || central > high) {
            throw new IllegalArgumentException("need low <= central <= high: " + low + ", " + central + ", " + high);
        }
    }

    /** A figure known as one value (no spread). */
    public static Estimate exactly(double value) {
        return new Estimate(value, value, value);
    }

    /** The range of three values given in any order, {@code central} kept in the middle. */
    public static Estimate ordered(double a, double central, double b) {
        return new Estimate(Math.min(a, b), central, Math.max(a, b));
    }

    /** True when {@code value} lies within [low, high]. */
    public boolean contains(double value) {
        return value >= low && value <= high;
    }

    /** True when the range has no spread. */
    public boolean exact() {
        return low == high;
    }

    /** Every value times {@code factor} (factor &gt; 0). */
    public Estimate times(double factor) {
        return ordered(low * factor, central * factor, high * factor);
    }

    /** This range plus {@code other}, low with low and high with high. */
    public Estimate plus(Estimate other) {
        return new Estimate(low + other.low, central + other.central, high + other.high);
    }

    /** The reciprocal of each value: a time per token becomes tokens per time (ends swap). */
    public Estimate reciprocal() {
        return ordered(1.0 / high, 1.0 / central, 1.0 / low);
    }
}
