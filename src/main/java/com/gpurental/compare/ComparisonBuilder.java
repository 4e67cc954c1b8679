package com.gpurental.compare;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Rejection;
import com.gpurental.advice.Speed;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.pricing.BreakEven;
import com.gpurental.text.Message;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Builds the comparison of 2–6 GPUs from an advice. */
public final class ComparisonBuilder {

    public static final int MIN_GPUS = 2;
    public static final int MAX_GPUS = 6;
    public static final int DEFAULT_GPUS = 3;
    /** Hours per month on the break-even chart's axis: 0 to a full month (the engine's series). */
    public static final int HOURS_AXIS_MAX = BreakEven.AXIS_HOURS;
    public static final int HOURS_AXIS_STEP = BreakEven.STEP_HOURS;

    private ComparisonBuilder() {
    }

    /**
     * The default selection, the one the Results page, the report, the papers and the headless command start from: the
     * GPUs of the top three options, reference-priced then to be quoted (distinct GPUs, best first); with fewer than two,
     * filled up with the rejected GPUs so there is a comparison.
     */
    public static List<String> defaultSelection(Advice advice) {
        Set<String> ids = new LinkedHashSet<>();
        // the options first, priced or to be quoted (a domestic training's Hygon Z100 is one; a rejected RTX 4090 stood in
        // its place under "the top three are compared", issue 33), then rejected GPUs up to two
        for (Candidate c : advice.allReference()) {
            ids.add(c.gpu().id());
            if (ids.size() == DEFAULT_GPUS) {
                break;
            }
        }
        for (Rejection r : advice.rejected()) {
            if (ids.size() >= MIN_GPUS) {
                break;
            }
            ids.add(r.gpu().id());
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
            Candidate best = advice.allReference().stream().filter(c -> c.gpu().id().equals(id)).findFirst().orElse(null);
            Rejection rejection = best != null ? null
                    : advice.rejected().stream().filter(r -> r.gpu().id().equals(id)).findFirst().orElse(null);
            entries.add(new Comparison.Entry(gpu, colour(all.indexOf(gpu), entries), best, rejection));
        }

        List<Bar> bandwidth = new ArrayList<>();
        List<Bar> fp16 = new ArrayList<>();
        List<Bar> cost = new ArrayList<>();
        List<Bar> termCost = new ArrayList<>();
        for (Comparison.Entry e : entries) {
            Gpu g = e.gpu();
            bandwidth.add(new Bar(g.id(), g.displayName(), g.bandwidthGbPerS(), e.rejected(), e.colour(),
                    g.bandwidthGbPerS() == null ? g.range("bandwidthGbPerS") : null));
            fp16.add(new Bar(g.id(), g.displayName(), g.fp16DenseTflops(), e.rejected(), e.colour(),
                    g.fp16DenseTflops() == null ? g.range("fp16DenseTflops") : null));
            Double monthly = e.candidate() == null || e.candidate().needsQuote() ? null : e.candidate().cost().monthlyCostCny()
                    .amount().doubleValue();
            cost.add(new Bar(g.id(), label(e), monthly, e.rejected(), e.colour()));
            // The whole term's cost, what the ranking compares ("performance per ¥" as FP16 TFLOPS per ¥
            // ranked the recommendation last with no word why; it measured compute this plan does not need).
            Double term = e.candidate() == null || e.candidate().needsQuote() ? null : e.candidate().cost().termCostCny()
                    .amount().doubleValue();
            termCost.add(new Bar(g.id(), label(e), term, e.rejected(), e.colour()));
        }
        // The costs here are the catalog's reference prices. When vendors' quotes lead the advice, the ranking compares
        // the quotes (listed apart), so the titles say the bars are reference prices (the recommendation's ¥9,540 from
        // a quote stood beside a bar of ¥8,928 for the same 2 × H20 with no word why).
        boolean quoteLed = advice.quoteLed();
        return new Comparison(entries,
                new BarChartData("chart.bandwidth", "chart.axis.bandwidth", 0, bandwidth),
                new BarChartData("chart.fp16", "chart.axis.fp16", 1, fp16),
                new BarChartData(quoteLed ? "chart.costReference" : "chart.cost", "chart.axis.cost", 0, cost),
                new BarChartData(quoteLed ? "chart.termCostReference" : "chart.termCost", "chart.axis.termCost", 0, termCost),
                scatter(advice, entries),
                breakEven(advice, catalog, entries, breakEvenGpu));
    }

    /** "2 × NVIDIA H20 96GB" for a candidate, the plain name for a rejected GPU. */
    private static LocalizedText label(Comparison.Entry e) {
        return e.candidate() == null ? e.gpu().displayName() : e.gpu().displayName().map(n -> e.candidate().cards() + " × " + n);
    }

    /** Cost per month against the plan's speed metric (tokens/s per user, training days, ms per image, TFLOPS). */
    private static ScatterData scatter(Advice advice, List<Comparison.Entry> entries) {
        Speed.Metric metric = Speed.Metric.of(advice.plan().workload());
        boolean higher = metric.higherIsBetter();
        List<double[]> xy = new ArrayList<>();
        List<Comparison.Entry> withPoint = new ArrayList<>();
        List<Message> missing = new ArrayList<>();
        for (Comparison.Entry e : entries) {
            Candidate c = e.candidate();
            if (c == null) {
                missing.add(Message.of("chart.missing.rejected", e.gpu().displayName()));
                continue;
            }
            if (c.needsQuote()) {
                missing.add(Message.of("chart.missing.needsQuote", label(e)));
                continue;
            }
            if (!c.speed().known()) {
                missing.add(Message.of("chart.missing.speedUnknown", label(e)));
                continue;
            }
            xy.add(new double[] {c.cost().monthlyCostCny().amount().doubleValue(), c.speed().value()});
            withPoint.add(e);
        }
        List<ScatterPoint> points = new ArrayList<>();
        for (int i = 0; i < xy.size(); i++) {
            boolean dominated = false;
            for (int j = 0; j < xy.size() && !dominated; j++) {
                if (i != j) {
                    dominated = dominates(xy.get(j), xy.get(i), higher);
                }
            }
            Comparison.Entry e = withPoint.get(i);
            points.add(new ScatterPoint(e.gpu().id(), label(e), xy.get(i)[0], xy.get(i)[1], dominated, e.colour()));
        }
        String axis = switch (metric) {
            case TOKENS_PER_SECOND_PER_USER -> "chart.axis.tokensPerSecond";
            case TRAINING_DAYS, BATCH_DAYS -> "chart.axis.trainingDays";
            case MS_PER_IMAGE -> "chart.axis.msPerImage";
            case FP32_TFLOPS -> "chart.axis.fp32";
            case FP64_TFLOPS -> "chart.axis.fp64";
        };
        return new ScatterData("chart.scatter", "chart.axis.cost", axis, higher, points, missing);
    }

    /** a dominates b: no more expensive, no slower, and strictly better in one. */
    static boolean dominates(double[] a, double[] b, boolean higherIsBetter) {
        boolean cheaperOrSame = a[0] <= b[0];
        boolean fasterOrSame = higherIsBetter ? a[1] >= b[1] : a[1] <= b[1];
        boolean strictly = a[0] < b[0] || (higherIsBetter ? a[1] > b[1] : a[1] < b[1]);
        return cheaperOrSame && fasterOrSame && strictly;
    }

    /**
     * A compared GPU's colour: its place in the catalog picks it, so a GPU keeps its colour from one comparison to the
     * next; where that colour is already taken in this comparison (the catalog has more GPUs than the palette has
     * colours: the RTX 4090 and the A800 shared one blue), the next free one. Six GPUs at most, so one is always free.
     */
    static int colour(int catalogIndex, List<Comparison.Entry> taken) {
        int c = Math.floorMod(catalogIndex, Palette.size());
        while (true) {
            int candidate = c;
            if (taken.stream().noneMatch(e -> Math.floorMod(e.colour(), Palette.size()) == candidate)) {
                return c;
            }
            c = (c + 1) % Palette.size();
        }
    }

    /**
     * The break-even chart: of {@code preferred} when the user picked a compared GPU that has one; otherwise the
     * recommendation's (the rental advice's own figure, whether or not its GPU is compared); otherwise the first
     * compared GPU that has both an hourly and a monthly price. The series are the engine's, from the offer book.
     */
    private static BreakEvenData breakEven(Advice advice, Catalog catalog, List<Comparison.Entry> entries,
                                           String preferred) {
        if (preferred != null) {
            for (Comparison.Entry e : entries) {
                if (e.gpu().id().equals(preferred) && e.candidate() != null && e.candidate().breakEven() != null) {
                    return data(advice, e.gpu(), label(e), e.colour(), e.candidate().breakEven(), false);
                }
            }
        }
        Candidate lead = advice.leading().orElse(null);
        BreakEven recommended = advice.modeAdvice() == null ? null : advice.modeAdvice().breakEven();
        if (lead != null && recommended != null) {
            int colour = entries.stream().filter(e -> e.gpu().equals(lead.gpu())).mapToInt(Comparison.Entry::colour)
                    .findFirst().orElse(catalog.gpus().indexOf(lead.gpu()));
            return data(advice, lead.gpu(), lead.gpu().displayName().map(n -> lead.cards() + " × " + n), colour, recommended,
                    true);
        }
        for (Comparison.Entry e : entries) {
            if (e.candidate() != null && e.candidate().breakEven() != null) {
                return data(advice, e.gpu(), label(e), e.colour(), e.candidate().breakEven(), false);
            }
        }
        return null;
    }

    private static BreakEvenData data(Advice advice, Gpu gpu, LocalizedText label, int colour, BreakEven be,
                                      boolean recommendation) {
        List<double[]> h = new ArrayList<>();
        List<double[]> m = new ArrayList<>();
        for (BreakEven.Point p : be.series()) {
            h.add(new double[] {p.hours(), p.hourlyCostCny().doubleValue()});
            m.add(new double[] {p.hours(), p.monthlyCostCny().doubleValue()});
        }
        return new BreakEvenData(gpu.id(), label, be.cards(), h, m, be.hoursPerMonth(),
                advice.modeAdvice().plannedHoursPerMonth(), colour, be, recommendation);
    }

    /** The GPUs whose break-even chart the user can pick: the compared ones that have both kinds of price. */
    public static List<String> breakEvenChoices(Comparison c) {
        return c.entries().stream().filter(e -> e.candidate() != null && e.candidate().breakEven() != null)
                .map(e -> e.gpu().id()).toList();
    }
}
