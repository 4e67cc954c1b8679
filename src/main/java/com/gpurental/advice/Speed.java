package com.gpurental.advice;

import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.time.LocalDate;

/**
 * The speed figure that matters for the plan, with its unit and its range: tokens per second per user (inference),
 * days to finish (training), milliseconds per image (vision) or FP32 TFLOPS per card (scientific computing; FP64 when
 * the code needs double precision).
 * {@code value} is the central estimate, {@code low}/{@code high} the spread the calibration allows (equal to the
 * value when it has no range); all three are null when the estimate is unknown.
 */
public record Speed(Metric metric, Double value, Double low, Double high, Measured measured) {

    /** An estimate (no measurement behind it). */
    public Speed(Metric metric, Double value, Double low, Double high) {
        this(metric, value, low, high, null);
    }

    /**
     * The measurement a speed was sized on (issue 34; advice.MeasuredSpeed): the measured figure at its own load, where
     * it comes from and when, and what the estimate alone said (its range at the measured run, its card count).
     *
     * @param value          tokens per second per user as measured, at {@code concurrency} requests in flight
     * @param kit            true: the trial kit's run on the vendor's machine; false: typed in with its source
     * @param estimateLow    the engine's own range for the measured run, before the measurement
     * @param estimatedCards the cards the estimate alone sized (null when it found none)
     */
    public record Measured(double value, int concurrency, int cards, String source, LocalDate date, boolean kit,
                           double estimateLow, double estimateHigh, Integer estimatedCards) {

        /** Where the measured figure lies against the engine's own range for the same run: -1 below, 0 inside, 1 above. */
        public int against() {
            return value < estimateLow ? -1 : value > estimateHigh ? 1 : 0;
        }
    }

    /** What is measured, its JSON name, its message key stem and which way is better. */
    public enum Metric {
        TOKENS_PER_SECOND_PER_USER("tokensPerSecondPerUser", true),
        TRAINING_DAYS("trainingDays", false),
        MS_PER_IMAGE("msPerImage", false),
        FP32_TFLOPS("fp32Tflops", true),
        /** Scientific codes that need double precision. */
        FP64_TFLOPS("fp64Tflops", true),
        /**
         * A batch job's days to finish on the papers' tables (Advice.shownSpeed): the engine still sizes and ranks it on
         * its run against the deadline; the per-user speed means nothing to a job nobody waits on.
         */
        BATCH_DAYS("batchDays", false);

        private final String json;
        private final boolean higherIsBetter;

        Metric(String json, boolean higherIsBetter) {
            this.json = json;
            this.higherIsBetter = higherIsBetter;
        }

        public String json() {
            return json;
        }

        public boolean higherIsBetter() {
            return higherIsBetter;
        }

        /** The metric a workload is judged by. */
        public static Metric of(Workload w) {
            return w.kind() == WorkloadKind.COMPUTE && w.doublePrecision() ? FP64_TFLOPS : of(w.kind());
        }

        /** The metric a kind of workload is judged by (scientific computing on FP32). */
        public static Metric of(WorkloadKind kind) {
            return switch (kind) {
                case LLM_INFERENCE -> TOKENS_PER_SECOND_PER_USER;
                case LLM_TRAINING -> TRAINING_DAYS;
                case VISION -> MS_PER_IMAGE;
                case COMPUTE -> FP32_TFLOPS;
            };
        }
    }

    public static Speed point(Metric metric, Double value) {
        return new Speed(metric, value, value, value);
    }

    /** The same figure sized on a measurement: its range ± {@code spread} of it. */
    public Speed measuredAs(Measured m, double spread) {
        return value == null ? this : new Speed(metric, value, value * (1 - spread), value * (1 + spread), m);
    }

    public static Speed range(Metric metric, Double value, Double low, Double high) {
        if (value == null) {
            return new Speed(metric, null, null, null);
        }
        return new Speed(metric, value, low == null ? value : low, high == null ? value : high);
    }

    /** The figure in words with its unit ("about 21.4 tokens/s per user (17.9–25.0)"), or "unknown". */
    public Message text() {
        if (value == null) {
            return Message.of("common.unknown");
        }
        boolean point = low == null || high == null || Math.abs(high - low) < 1e-9;
        // a service's slow end of 0: its copies would be overloaded there (serving.ServingFit#carriesAtSlowEnd)
        String range = metric == Metric.TOKENS_PER_SECOND_PER_USER && low != null && low == 0 && value > 0
                ? "speed.rangeOverloaded." : "speed.range.";
        Message figure = point ? Message.of("speed.value." + metric.name(), value)
                : Message.of(range + metric.name(), value, low, high);
        return measured == null ? figure : Message.of(measured.kit() ? "speed.measured.kit"
                : "speed.measured.entered", figure, measured.date().toString(), measured.source());
    }

    /** The metric's name with its unit and direction, for a column or an axis. */
    public Message header() {
        return Message.of("speed.metric." + metric.name());
    }

    public boolean known() {
        return value != null;
    }

    /** Sorts better first: a smaller score is better; unknown last. */
    double score() {
        if (value == null) {
            return Double.MAX_VALUE;
        }
        return metric.higherIsBetter() ? -value : value;
    }
}
