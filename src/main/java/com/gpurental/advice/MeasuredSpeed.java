package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.plan.Measurement;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.MeasurementAssumptions;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Stage "measured beats estimated" (issue 34; docs/decisions/0003-serving-model-calibration.md, point 4). A GPU with a
 * measurement in the plan — same model and precision, a context and load near the plan's
 * ({@link MeasurementAssumptions}) — is sized on it: the engine's own decode model for the measured run (its cards, its
 * requests in flight, its context) is held to the measured speed by one factor on the card's bandwidth and compute,
 * and that calibrated card is sized at the plan's load by the same stages as every other card; its range is then the
 * measured ±{@link MeasurementAssumptions#MEASURED_SPREAD}. Other GPUs keep their estimates. A measurement outside the
 * estimate's range changes the card count (or rules the card out), and the candidate's warning says why.
 */
final class MeasuredSpeed {

    /** Bounds of the calibration factor: a machine 50 times slower or faster than its datasheet is no measurement. */
    static final double MIN_FACTOR = 0.02;
    static final double MAX_FACTOR = 50;

    private MeasuredSpeed() {
    }

    /** The plan's newest measurement for {@code gpu} that fits the plan, or null. */
    static Measurement of(ResolvedPlan rp, Gpu gpu) {
        Workload w = rp.workload();
        if (w.kind() != WorkloadKind.LLM_INFERENCE || w.architecture() == null) {
            return null;
        }
        String model = rp.plan().model().id();
        var load = ServingInputs.load(rp);
        int context = w.contextTokens(); // the kit's requests hold the plan's context (TrialKit: prompt + answer)
        return rp.plan().measurements().items().stream()
                .filter(m -> gpu.id().equalsIgnoreCase(m.gpu()))
                .filter(m -> m.model() == null || model != null && model.toLowerCase(Locale.ROOT)
                        .equals(m.model().toLowerCase(Locale.ROOT)))
                .filter(m -> m.precision() == null || m.precision() == w.precision())
                .filter(m -> m.contextTokens() == null || near(m.contextTokens(), context, MeasurementAssumptions.CONTEXT_FACTOR))
                .filter(m -> near(m.concurrency(), load.inFlight(), MeasurementAssumptions.LOAD_FACTOR))
                .max(Comparator.comparing(Measurement::date))
                .orElse(null);
    }

    private static boolean near(double a, double b, double factor) {
        return a > 0 && b > 0 && a <= b * factor && b <= a * factor;
    }

    /** The card as its measurement makes it (bandwidth and compute scaled), and what the measurement was. */
    record Calibration(Gpu calibrated, Speed.Measured measured) {
    }

    /**
     * The plan's measurement of {@code gpu} as a calibrated card, or null (no measurement fits the plan, or the engine
     * has no model of the measured run); {@code estimatedCards} is what the estimate alone sized, for the warning.
     */
    static Calibration calibration(Catalog catalog, ResolvedPlan rp, Gpu gpu, Supplier<Integer> estimatedCards) {
        Measurement m = of(rp, gpu);
        if (m == null) {
            return null;
        }
        Workload run = runWorkload(rp.workload(), m);
        double eff = efficiency(catalog, gpu, m.cards());
        Estimate before = Performance.tokensPerSecondPerUserRange(run, gpu, m.cards(), 1, m.concurrency(), eff);
        if (before == null) {
            return null;
        }
        Speed.Measured measured = new Speed.Measured(m.decodeTokensPerSecondPerUser(), m.concurrency(), m.cards(),
                m.source(), m.date(), m.origin() == Measurement.Origin.TRIAL_KIT, before.low(), before.high(),
                estimatedCards.get());
        return new Calibration(scaled(gpu, factor(run, gpu, m, eff)), measured);
    }

    /** {@code gpu} sized for the plan: on its measurement where the plan has one, else on the estimate. */
    static GpuSizer.Result size(GpuSizer sizer, Catalog catalog, ResolvedPlan rp, Gpu gpu) {
        Calibration c = calibration(catalog, rp, gpu, () -> {
            Sizing s = sizer.size(rp, gpu).sizing();
            return s == null ? null : s.cards();
        });
        return c == null ? sizer.size(rp, gpu) : onMeasurement(gpu, c, sizer.size(rp, c.calibrated()));
    }

    /**
     * A vendor's quote of {@code gpu} at its billed cards, sized as a catalog candidate is: on the GPU's measurement
     * where the plan has one ({@link GpuSizer#sizeAt}); the estimate's count in the warning is its fewest cards.
     */
    static GpuSizer.Result sizeAt(GpuSizer sizer, Catalog catalog, ResolvedPlan rp, Gpu gpu, int cards) {
        Calibration c = calibration(catalog, rp, gpu, () -> sizer.fewestCards(rp, gpu));
        return c == null ? sizer.sizeAt(rp, gpu, cards) : onMeasurement(gpu, c, sizer.sizeAt(rp, c.calibrated(), cards));
    }

    /** {@link GpuSizer#fitAt} on the measurement where the plan has one (the quote comparison's fit). */
    static GpuSizer.Result fitAt(GpuSizer sizer, Catalog catalog, ResolvedPlan rp, Gpu gpu, int cards) {
        Calibration c = calibration(catalog, rp, gpu, () -> null);
        return c == null ? sizer.fitAt(rp, gpu, cards) : onMeasurement(gpu, c, sizer.fitAt(rp, c.calibrated(), cards));
    }

    /** {@link GpuSizer#fewestCards} on the measurement where the plan has one (the cards a quote needs). */
    static Integer fewestCards(GpuSizer sizer, Catalog catalog, ResolvedPlan rp, Gpu gpu) {
        Calibration c = calibration(catalog, rp, gpu, () -> null);
        return sizer.fewestCards(rp, c == null ? gpu : c.calibrated());
    }

    /** A sizing of the calibrated card as the GPU's own: its speed the measured one, its rejection saying so. */
    private static GpuSizer.Result onMeasurement(Gpu gpu, Calibration c, GpuSizer.Result r) {
        Speed.Measured measured = c.measured();
        if (r.sizing() == null) {
            Rejection x = r.rejection();
            return new GpuSizer.Result(null, new Rejection(gpu, x.code(), Message.of("measure.rejected", x.reason(),
                    measured.value(), measured.concurrency(), measured.date().toString(), measured.source())));
        }
        Sizing s = r.sizing();
        return GpuSizer.Result.fits(new Sizing(gpu, s.cards(), s.memory(), s.efficiency(), s.tokensPerSecond(),
                s.usersPerCard(), s.trainingDays(), s.latencyMs(), s.imagesPerSecond(), s.taskDays(),
                s.durationAssumed(), s.speed().measuredAs(measured, MeasurementAssumptions.MEASURED_SPREAD), true,
                s.deployment(), s.checks(), s.trainingLinkFactor()));
    }

    /** The candidate with the warning that says what the measurement did to it (none for an estimate). */
    static Candidate explained(Candidate c) {
        return explained(c, c.cards());
    }

    /**
     * The candidate with the warning, saying {@code cards} were sized on the measurement: a vendor's quote bills its own
     * count, so its warning compares the fewest cards the measurement needs with the fewest the estimate needed.
     */
    static Candidate explained(Candidate c, Integer cards) {
        Speed.Measured m = c.speed() == null ? null : c.speed().measured();
        if (m == null || cards == null) {
            return c;
        }
        List<Warning> warnings = new ArrayList<>(c.warnings());
        warnings.add(Warning.of(Warning.Code.MEASURED_SPEED, c.gpu().displayName(), m.value(), m.concurrency(), m.cards(),
                m.source(), m.date().toString(), m.estimateLow(), m.estimateHigh(), m.against() + 1, cards,
                estimatedCardsArg(m, cards), m.kit() ? 1 : 0));
        return c.withWarnings(warnings);
    }

    /** The estimate's card count for the warning: 0 none carried the load, -1 the same count as the measurement's. */
    private static int estimatedCardsArg(Speed.Measured m, int cards) {
        if (m.estimatedCards() == null) {
            return 0;
        }
        return m.estimatedCards() == cards ? -1 : m.estimatedCards();
    }

    /** The plan's workload at the measured run's context (the plan's own when the measurement gives none). */
    static Workload runWorkload(Workload w, Measurement m) {
        if (m.contextTokens() == null || m.contextTokens() == w.contextTokens()) {
            return w;
        }
        return w.withContextTokens(m.contextTokens());
    }

    private static double efficiency(Catalog catalog, Gpu gpu, int cards) {
        InterconnectType link = gpu.interconnect() == null ? InterconnectType.NONE : gpu.interconnect().type();
        return cards == 1 ? 1.0 : catalog.scalingEfficiency(link, cards);
    }

    /**
     * The factor on the card's bandwidth and compute at which the engine's central estimate of the measured run is
     * the measured speed (bisection: the estimate grows with the factor); held to {@link #MIN_FACTOR}–{@link #MAX_FACTOR}.
     */
    static double factor(Workload run, Gpu gpu, Measurement m, double eff) {
        double lo = MIN_FACTOR;
        double hi = MAX_FACTOR;
        for (int i = 0; i < 60; i++) {
            double mid = Math.sqrt(lo * hi);
            Estimate e = Performance.tokensPerSecondPerUserRange(run, scaled(gpu, mid), m.cards(), 1, m.concurrency(), eff);
            if (e.central() < m.decodeTokensPerSecondPerUser()) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return Math.sqrt(lo * hi);
    }

    /** The card with its bandwidth (a published spread: its central figure) and compute figures times {@code f}. */
    static Gpu scaled(Gpu g, double f) {
        Double bw = g.bandwidthRange() == null ? null : g.bandwidthRange().central() * f;
        return g.toBuilder().bandwidthGbPerS(bw).fp16DenseTflops(times(g.fp16DenseTflops(), f))
                .fp16SparseTflops(times(g.fp16SparseTflops(), f)).fp32Tflops(times(g.fp32Tflops(), f))
                .int8DenseTops(times(g.int8DenseTops(), f)).int8SparseTops(times(g.int8SparseTops(), f))
                .fp64Tflops(times(g.fp64Tflops(), f)).build();
    }

    private static Double times(Double v, double f) {
        return v == null ? null : v * f;
    }
}
