package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.Layout;
import com.gpurental.serving.LoadShape;
import com.gpurental.sizing.Workload;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Published serving measurements under load against the serving stage (docs/calibration.md, issue 31 item 7): each row
 * of {@code calibration/serving-measurements.csv} with its source; the engine's range (fast end to slow end) must hold
 * the measurement, or — where the row says so — lies on the documented side of it (a known miss, never tuned away).
 */
class ServingMeasurementsTest {

    private static final int NODE = 8;

    /** One measurement row. */
    record Row(String id, String gpu, String model, String precision, String kind, int cards, int input, int output,
               Double tpotMs, double measured, String expected, int concurrency, String kvCache) {
        @Override
        public String toString() {
            return id;
        }
    }

    static List<Row> rows() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = ServingMeasurementsTest.class.getResourceAsStream("/calibration/serving-measurements.csv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(";", -1);
                rows.add(new Row(f[0], f[3], f[4], f[5], f[6], Integer.parseInt(f[7]), Integer.parseInt(f[8]),
                        Integer.parseInt(f[9]), f[10].isBlank() ? null : Double.valueOf(f[10]),
                        Double.parseDouble(f[11]), f[12].trim(), f[13].isBlank() ? 0 : Integer.parseInt(f[13].trim()),
                        f.length > 14 ? f[14].trim() : ""));
            }
        }
        return rows;
    }

    private static Workload workload(Row r) {
        String plan = String.format(Locale.ROOT, "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
                + "\"model\":{\"id\":\"%s\"},\"precision\":\"%s\",\"inference\":{\"contextTokens\":%d,"
                + "\"concurrentUsers\":1%s},\"rental\":{\"durationDays\":30}", r.model(), r.precision(),
                Math.max(4096, r.input() + r.output()),
                r.kvCache().isEmpty() ? "" : ",\"kvCachePrecision\":\"" + r.kvCache() + "\"");
        return AdvisorFixture.advise(plan).plan().workload();
    }

    /**
     * The engine's figure at {@code end} (0 fast, 1 central, 2 slow): tokens a second per node of 8 cards, for a
     * {@code tpot} row the decode step of the row's concurrency, ms (the fast end the shortest), for a {@code request}
     * row one request's prompt and answer tokens a second on its copy.
     */
    static double estimate(Row r, int end) {
        Workload w = workload(r);
        Gpu g = CATALOG.gpu(r.gpu()).orElseThrow();
        LoadShape load = new LoadShape(1, null, r.input(), r.output(), r.input() + r.output(), 0);
        if (r.kind().equals("tpot")) {
            double eff = r.cards() == 1 ? 1 : CATALOG.scalingEfficiency(g.interconnect().type(), r.cards());
            return new CopyModel(w, g, Layout.tensor(r.cards(), 1, 1), load, eff).stepSeconds(r.concurrency(), end)
                    * 1000;
        }
        if (r.kind().equals("request")) {
            // one request alone on the copy (batch 1): its prompt prefilled, then its answer a token a step; tokens of
            // prompt and answer a second, as the Qwen3 speed table counts them ((prompt + generated) ÷ time)
            double eff = r.cards() == 1 ? 1 : CATALOG.scalingEfficiency(g.interconnect().type(), r.cards());
            CopyModel copy = new CopyModel(w, g, Layout.tensor(r.cards(), 1, 1), load, eff);
            return (r.input() + r.output()) / (copy.prefillSeconds(end) + r.output() * copy.stepSeconds(1, end));
        }
        if (r.kind().equals("offline")) {
            return offlineTokensPerCard(r, w, g, load, end);
        }
        if (r.kind().equals("prefill")) {
            double eff = CATALOG.scalingEfficiency(g.interconnect().type(), r.cards());
            CopyModel copy = new CopyModel(w, g, Layout.tensor(r.cards(), 1, 1), load, eff);
            return r.input() / copy.prefillSeconds(end) * NODE / r.cards();
        }
        CopyModel copy = new CopyModel(w, g, Layout.dataAttention(r.cards(), 1), load, 1);
        if (r.concurrency() > 0) {
            // a stated batch: that many sequences decode on the copy at once, B ÷ step(B)
            return r.concurrency() / copy.stepSeconds(r.concurrency(), end) * NODE / r.cards();
        }
        return decodeTokensPerSecond(copy, r.tpotMs(), end) * NODE / r.cards();
    }

    /**
     * Output tokens a second per card of one copy running {@code concurrency} requests at a time (blank: as many as its
     * memory holds) with no pause between them, the throughput TensorRT-LLM's tables define as output length × batch ÷
     * total latency ÷ cards: each request's prefill and its share of the batch's decode steps, output ÷ (prefill +
     * output × step(B) ÷ B) ÷ cards. Dense models in tensor parallel over the cards; mixtures of experts with
     * data-parallel attention and expert parallelism, as the tables' MoE runs (enable_attention_dp).
     */
    private static double offlineTokensPerCard(Row r, Workload w, Gpu g, LoadShape load, int end) {
        CopyModel copy;
        if (w.architecture().moe()) {
            copy = new CopyModel(w, g, Layout.dataAttention(r.cards(), 1), load, 1);
        } else {
            double eff = r.cards() == 1 ? 1 : CATALOG.scalingEfficiency(g.interconnect().type(), r.cards());
            copy = new CopyModel(w, g, Layout.tensor(r.cards(), 1, 1), load, eff);
        }
        double batch = r.concurrency() > 0 ? r.concurrency() : Math.max(1, Math.min(100_000, copy.requestsHeld()));
        return r.output() / (copy.prefillSeconds(end) + r.output() * copy.stepSeconds(batch, end) / batch) / r.cards();
    }

    /** Output tokens a second of one copy: the largest batch within the memory whose step meets the time per token. */
    private static double decodeTokensPerSecond(CopyModel copy, Double tpotMs, int end) {
        int lo = 1;
        int hi = (int) Math.max(1, Math.min(100_000, copy.requestsHeld()));
        if (tpotMs != null) {
            while (lo < hi) {
                int mid = (lo + hi + 1) / 2;
                if (copy.stepSeconds(mid, end) * 1000 <= tpotMs) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            hi = lo;
        }
        return hi / copy.stepSeconds(hi, end);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theEnginesRangeHoldsTheMeasurement(Row r) {
        boolean time = r.kind().equals("tpot");
        double fast = time ? estimate(r, 2) : estimate(r, 0);
        double central = estimate(r, 1);
        double slow = time ? estimate(r, 0) : estimate(r, 2);
        String range = String.format(Locale.ROOT, "%s: measured %.0f, engine %.0f–%.0f–%.0f", r.id(), r.measured(), slow,
                central, fast);
        switch (r.expected()) {
            case "inside" -> assertTrue(Math.min(slow, fast) <= r.measured() && r.measured() <= Math.max(slow, fast), range);
            case "below" -> assertTrue(Math.max(slow, fast) < r.measured(), range);
            case "above" -> assertTrue(Math.min(slow, fast) > r.measured(), range);
            default -> throw new AssertionError(r.expected());
        }
    }

    @Test
    void theMedianErrorOfTheCentreIsStated() throws IOException {
        List<Double> errors = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (Row r : rows()) {
            double central = estimate(r, 1);
            errors.add(Math.abs(central - r.measured()) / r.measured());
            table.append(String.format(Locale.ROOT, "%s %.2f %.2f–%.2f–%.2f%n", r.id(), r.measured(), estimate(r, 2),
                    central, estimate(r, 0)));
        }
        double median = median(errors);
        System.out.println(table + "median |centre − measured| ÷ measured = " + median);
        // docs/calibration.md states the median error; the test keeps the statement true.
        assertEquals(MEDIAN_ERROR_STATED, median, 0.01, table.toString());
    }

    /** docs/calibration.md: 39 of the 54 rows inside, 15 known misses (12 below, 3 above), each with its reason there. */
    @Test
    void theKnownMissesAreTheOnesTheDocsExplain() throws IOException {
        List<Row> rows = rows();
        assertEquals(54, rows.size());
        assertEquals(12, rows.stream().filter(r -> r.expected().equals("below")).count());
        assertEquals(3, rows.stream().filter(r -> r.expected().equals("above")).count());
    }

    /** The rows measured with more than one request in flight (a stated batch or concurrency above 1). */
    @Test
    void theMedianErrorUnderLoadIsStated() throws IOException {
        List<Double> errors = new ArrayList<>();
        for (Row r : rows()) {
            if (r.concurrency() > 1) {
                errors.add(Math.abs(estimate(r, 1) - r.measured()) / r.measured());
            }
        }
        assertEquals(ROWS_UNDER_LOAD, errors.size());
        assertEquals(MEDIAN_ERROR_UNDER_LOAD_STATED, median(errors), 0.01);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(Double::compare);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** The median relative error of the centre over all rows, as docs/calibration.md states it. */
    static final double MEDIAN_ERROR_STATED = 0.24;

    /** The rows at a stated concurrency or batch above 1, and the median error of the centre over them (the docs). */
    static final int ROWS_UNDER_LOAD = 22;
    static final double MEDIAN_ERROR_UNDER_LOAD_STATED = 0.25;
}
