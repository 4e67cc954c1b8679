package com.gpurental.compare;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Rejection;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.OfferMode;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.sizing.WorkloadKind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Builds the comparison of 2–6 GPUs from an advice. */
public final class ComparisonBuilder {

    public static final int MIN_GPUS = 2;
    public static final int MAX_GPUS = 6;
    public static final int DEFAULT_GPUS = 3;
    /** Hours per month on the break-even chart's axis: 0 to a full month. */
    public static final int HOURS_AXIS_MAX = 720;
    public static final int HOURS_AXIS_STEP = 24;

    private ComparisonBuilder() {
    }

    /** The default selection: the GPUs of the top three candidates (distinct GPUs, best first). */
    public static List<String> defaultSelection(Advice advice) {
        Set<String> ids = new LinkedHashSet<>();
        for (Candidate c : advice.candidates()) {
            ids.add(c.gpu().id());
            if (ids.size() == DEFAULT_GPUS) {
                break;
            }
        }
        return List.copyOf(ids);
    }

    /**
     * Compares the given GPUs (unknown ids are skipped; at most {@link #MAX_GPUS}). The break-even
     * chart is for {@code breakEvenGpu} (or the first compared GPU that has both an hourly and a
     * monthly price).
     */
    public static Comparison build(Advice advice, Catalog catalog, List<String> gpuIds, String breakEvenGpu) {
        List<Gpu> all = catalog.gpus();
        List<Comparison.Entry> entries = new ArrayList<>();
        for (String id : gpuIds) {
            if (entries.size() == MAX_GPUS) {
                break;
            }
            Gpu gpu = catalog.gpu(id).orElse(null);
            if (gpu == null || entries.stream().anyMatch(e -> e.gpu().id().equals(id))) {
                continue;
            }
            Candidate best = advice.candidates().stream().filter(c -> c.gpu().id().equals(id)).findFirst().orElse(null);
            Rejection rejection = best != null ? null
                    : advice.rejected().stream().filter(r -> r.gpu().id().equals(id)).findFirst().orElse(null);
            entries.add(new Comparison.Entry(gpu, all.indexOf(gpu), best, rejection));
        }

        List<Bar> bandwidth = new ArrayList<>();
        List<Bar> fp16 = new ArrayList<>();
        List<Bar> cost = new ArrayList<>();
        List<Bar> perYuan = new ArrayList<>();
        for (Comparison.Entry e : entries) {
            Gpu g = e.gpu();
            bandwidth.add(new Bar(g.id(), g.name(), g.bandwidthGbPerS(), e.rejected(), e.colour()));
            fp16.add(new Bar(g.id(), g.name(), g.fp16DenseTflops(), e.rejected(), e.colour()));
            Double monthly = e.candidate() == null ? null : e.candidate().quote().monthlyCostCny().doubleValue();
            cost.add(new Bar(g.id(), label(e), monthly, e.rejected(), e.colour()));
            Double perf = null;
            if (e.candidate() != null && g.fp16DenseTflops() != null && monthly != null && monthly > 0) {
                perf = e.candidate().cards() * g.fp16DenseTflops() / monthly * 1000.0;
            }
            perYuan.add(new Bar(g.id(), label(e), perf, e.rejected(), e.colour()));
        }
        return new Comparison(entries,
                new BarChartData("chart.bandwidth", "chart.axis.bandwidth", 0, bandwidth),
                new BarChartData("chart.fp16", "chart.axis.fp16", 1, fp16),
                new BarChartData("chart.cost", "chart.axis.cost", 0, cost),
                new BarChartData("chart.perYuan", "chart.axis.perYuan", 2, perYuan),
                scatter(advice, entries),
                breakEven(advice, catalog, entries, breakEvenGpu));
    }

    /** "2 × NVIDIA H20 96GB" for a candidate, the plain name for a rejected GPU. */
    private static String label(Comparison.Entry e) {
        return e.candidate() == null ? e.gpu().name() : e.candidate().cards() + " × " + e.gpu().name();
    }

    private static ScatterData scatter(Advice advice, List<Comparison.Entry> entries) {
        boolean training = advice.plan().workload().kind() == WorkloadKind.LLM_TRAINING;
        List<double[]> xy = new ArrayList<>();
        List<Comparison.Entry> withPoint = new ArrayList<>();
        for (Comparison.Entry e : entries) {
            Candidate c = e.candidate();
            if (c == null) {
                continue;
            }
            Double speed = training ? c.trainingDays() : c.tokensPerSecond();
            if (speed == null) {
                continue;
            }
            xy.add(new double[] {c.quote().monthlyCostCny().doubleValue(), speed});
            withPoint.add(e);
        }
        List<ScatterPoint> points = new ArrayList<>();
        for (int i = 0; i < xy.size(); i++) {
            boolean dominated = false;
            for (int j = 0; j < xy.size() && !dominated; j++) {
                if (i != j) {
                    dominated = dominates(xy.get(j), xy.get(i), !training);
                }
            }
            Comparison.Entry e = withPoint.get(i);
            points.add(new ScatterPoint(e.gpu().id(), label(e), xy.get(i)[0], xy.get(i)[1], dominated, e.colour()));
        }
        return new ScatterData("chart.scatter", "chart.axis.cost",
                training ? "chart.axis.trainingDays" : "chart.axis.tokensPerSecond", !training, points);
    }

    /** a dominates b: no more expensive, no slower, and strictly better in one. */
    static boolean dominates(double[] a, double[] b, boolean higherIsBetter) {
        boolean cheaperOrSame = a[0] <= b[0];
        boolean fasterOrSame = higherIsBetter ? a[1] >= b[1] : a[1] <= b[1];
        boolean strictly = a[0] < b[0] || (higherIsBetter ? a[1] > b[1] : a[1] < b[1]);
        return cheaperOrSame && fasterOrSame && strictly;
    }

    private static BreakEvenData breakEven(Advice advice, Catalog catalog, List<Comparison.Entry> entries, String preferred) {
        List<Comparison.Entry> order = new ArrayList<>(entries);
        if (preferred != null) {
            order.sort(Comparator.comparing(e -> !e.gpu().id().equals(preferred)));
        }
        for (Comparison.Entry e : order) {
            List<Offer> offers = catalog.offersFor(e.gpu().id());
            Offer hourly = offers.stream().filter(o -> o.mode() == OfferMode.HOURLY)
                    .min(Comparator.comparing(Offer::pricePerCardCny)).orElse(null);
            Offer monthly = offers.stream().filter(o -> o.mode() == OfferMode.MONTHLY)
                    .min(Comparator.comparing(Offer::pricePerCardCny)).orElse(null);
            if (hourly == null || monthly == null) {
                continue;
            }
            int cards = e.candidate() != null ? e.candidate().cards() : 1;
            BigDecimal perHour = hourly.pricePerCardCny().multiply(BigDecimal.valueOf(cards));
            BigDecimal perMonth = monthly.pricePerCardCny().multiply(BigDecimal.valueOf(cards));
            List<double[]> h = new ArrayList<>();
            List<double[]> m = new ArrayList<>();
            for (int hours = 0; hours <= HOURS_AXIS_MAX; hours += HOURS_AXIS_STEP) {
                h.add(new double[] {hours, perHour.multiply(BigDecimal.valueOf(hours)).doubleValue()});
                m.add(new double[] {hours, perMonth.doubleValue()});
            }
            return new BreakEvenData(e.gpu().id(), label(e), cards, h, m,
                    CostCalculator.breakEvenHoursPerMonth(monthly, hourly), advice.modeAdvice().plannedHoursPerMonth(),
                    e.colour());
        }
        return null;
    }
}
