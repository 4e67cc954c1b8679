package com.gpurental.sizing;

/**
 * How the advice uses a measured speed (issue 34; docs/decisions/0003-serving-model-calibration.md, point 4: measured
 * beats estimated). Beside {@link Assumptions}, each with its source.
 */
public final class MeasurementAssumptions {

    private MeasurementAssumptions() {
    }

    /**
     * The range kept around a speed sized on a measurement, ± this share of it. A measurement on the same card, model
     * and precision is scaled to the plan's load by the engine's own model, and the best published simulators of
     * serving speed are about 10 % off at another load (docs/decisions/0003-serving-model-calibration.md, "Context":
     * formula-based tools about 65 % off at the median, the best simulators about 10 %); the measured run's own spread
     * from run to run is smaller than that.
     */
    public static final double MEASURED_SPREAD = 0.10;

    /**
     * A measurement counts for a plan whose context per request is within this factor of the measured run's: the
     * cache read per step grows with the context, and beyond a factor of 2 the scaling is no longer a small step from
     * the measured point (the same 10 % as {@link #MEASURED_SPREAD} is no longer what the model can promise).
     */
    public static final double CONTEXT_FACTOR = 2.0;

    /**
     * A measurement counts for a plan whose requests in flight per machine are within this factor of the measured
     * run's: the kit measures the plan's own level and one step below and above it (docs/cli.md, "After the order: trial run and
     * acceptance"),
     * and a buyer's published figure is usually given at a round concurrency (1, 8, 32, 64, 128).
     */
    public static final double LOAD_FACTOR = 4.0;

    /**
     * "Trial first" (docs/decisions/0003-serving-model-calibration.md, point 2: where the range is wide and the term
     * long, the advice says trial first): a speed range whose fast end is at least this multiple of its slow end is
     * wide — at 1.5 the slow end is two-thirds of the fast, so the cards the service needs may differ by half, while a
     * one-day trial by the hour costs about 1/30 of a month's rent. A judgement, named here, not fitted to a case.
     */
    public static final double WIDE_RANGE_RATIO = 1.5;

    /** The trial's length in days: one day of the plan's own load (the kit stops itself within 10 minutes of it). */
    public static final int TRIAL_DAYS = 1;
}
