package com.gpurental.acceptance;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.JsonTrees;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The kit's load test read back: the serving engine's own benchmark client at the plan's load — vLLM's
 * {@code vllm bench serve} (and the older {@code benchmarks/benchmark_serving.py}, same printed table) and SGLang's
 * {@code python -m sglang.bench_serving} — from the table they print ("============ Serving Benchmark Result
 * ============", one "Label: value" a line, "Median TTFT (ms):", "P95 TPOT (ms):" …) and, where the client saved
 * one, its result file (vLLM {@code --save-result}: one JSON object; SGLang {@code --output-file}: JSON lines, the
 * last is this run): {@code completed}, {@code total_input_tokens}, {@code output_throughput},
 * {@code median_ttft_ms}, {@code p95_tpot_ms} … A run cut short (no closing rule, fewer requests answered than sent,
 * stopped by its time limit) is kept but marked, and its figures are not used as a measurement.
 *
 * @param engine           vLLM or SGLang
 * @param concurrency      requests in flight the client was told to keep
 * @param requested        requests the client was to send (the kit sends twice the concurrency)
 * @param completed        requests answered
 * @param cutShort         the run did not finish: its figures are not a measurement
 * @param throttled        the cards slowed down during the load test (power or heat), from the samples
 */
public record LoadTest(String engine, int concurrency, Integer requested, Integer completed, Double inputTokensPerS,
                       Double outputTokensPerS, Double ttftP50Ms, Double ttftP95Ms, Double ttftP99Ms, Double tpotP50Ms,
                       Double tpotP95Ms, Double tpotP99Ms, boolean cutShort, Throttle throttled) {

    /** Tokens per second and latencies a machine can print: anything above is not read. */
    static final double MAX_RATE = 1e7;
    static final double MAX_MS = 1e7;

    /** Decode speed one user sees at this load: 1000 / the median time per output token. */
    public Double decodeTokensPerSecondPerUser() {
        return tpotP50Ms == null || tpotP50Ms <= 0 ? null : 1000 / tpotP50Ms;
    }

    /** A usable measurement: finished, every request answered, throughput and TPOT read. */
    public boolean measured() {
        return !cutShort && outputTokensPerS != null && tpotP50Ms != null;
    }

    /**
     * The cards' state sampled once a second during the load test ({@code nvidia-smi --query-gpu=…,
     * clocks_throttle_reasons.active --format=csv -l 1}): slowed by power or heat when any sample carries one of the
     * NVML reasons SW power cap (0x4), HW slowdown (0x8), SW thermal (0x20), HW thermal (0x40) or power brake (0x80).
     */
    public record Throttle(boolean slowed, int samples, Double lowestSmClockMhz, Double maxSmClockMhz, String reasons) {
    }

    static final long SLOWDOWN_MASK = 0x4 | 0x8 | 0x20 | 0x40 | 0x80;

    /** Reads one run from its printed table and, when given, its result file; null when neither names a figure. */
    public static LoadTest read(String engine, int concurrency, Integer requested, String printed, String resultFile,
                                boolean timedOut, Throttle throttle) {
        Map<String, Double> f = resultFile == null ? Map.of() : fromJson(resultFile);
        Map<String, Double> t = fromTable(printed);
        boolean closed = t.containsKey("closed");
        if (f.isEmpty() && t.size() <= (closed ? 1 : 0)) {
            return null;
        }
        Integer completed = count(pick(f, t, "completed"));
        Integer asked = requested != null ? requested : count(f.get("num_prompts"));
        Double duration = pick(f, t, "duration");
        Double input = pick(f, t, "input_throughput");
        Double inputTokens = pick(f, t, "total_input_tokens");
        if (input == null && inputTokens != null && duration != null && duration > 0) {
            input = inputTokens / duration; // vLLM prints no input throughput: total input tokens over the duration
        }
        boolean cut = timedOut || !(closed || !f.isEmpty()) || completed == null
                || asked != null && completed < asked;
        return new LoadTest(engine, concurrency, asked, completed, range(input, MAX_RATE), pick(f, t, "output_throughput"),
                pick(f, t, "median_ttft_ms"), pick(f, t, "p95_ttft_ms"), pick(f, t, "p99_ttft_ms"),
                pick(f, t, "median_tpot_ms"), pick(f, t, "p95_tpot_ms"), pick(f, t, "p99_tpot_ms"), cut, throttle);
    }

    private static Double pick(Map<String, Double> json, Map<String, Double> table, String key) {
        Double v = json.get(key);
        return v != null ? v : table.get(key);
    }

    private static Integer count(Double d) {
        return d == null || d > Integer.MAX_VALUE ? null : (int) Math.round(d);
    }

    private static Double range(Double d, double max) {
        return d == null || d < 0 || d > max ? null : d;
    }

    /** The printed labels of both clients, as the result files name the same figure. */
    static final Map<String, String> LABELS = labels();

    private static Map<String, String> labels() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("successful requests", "completed");
        m.put("benchmark duration (s)", "duration");
        m.put("total input tokens", "total_input_tokens");
        m.put("total generated tokens", "total_output_tokens");
        m.put("input token throughput (tok/s)", "input_throughput");
        m.put("output token throughput (tok/s)", "output_throughput");
        for (String metric : List.of("ttft", "tpot")) {
            m.put("median " + metric + " (ms)", "median_" + metric + "_ms");
            m.put("p50 " + metric + " (ms)", "median_" + metric + "_ms");
            m.put("p95 " + metric + " (ms)", "p95_" + metric + "_ms");
            m.put("p99 " + metric + " (ms)", "p99_" + metric + "_ms");
        }
        return m;
    }

    /** The table's figures by the result file's names; "closed" when the closing rule of "=" follows the header. */
    static Map<String, Double> fromTable(String printed) {
        Map<String, Double> out = new LinkedHashMap<>();
        boolean inTable = false;
        for (String line : ToolOutputs.lines(printed)) {
            String s = line.strip();
            if (s.contains("Serving Benchmark Result")) {
                inTable = true;
                out.clear(); // the last table printed is this run's
                continue;
            }
            if (inTable && s.length() >= 10 && s.chars().allMatch(c -> c == '=')) {
                out.put("closed", 1.0);
                inTable = false;
                continue;
            }
            int colon = s.lastIndexOf(':');
            if (!inTable || colon <= 0) {
                continue;
            }
            String key = LABELS.get(s.substring(0, colon).strip().toLowerCase(Locale.ROOT));
            Double v = key == null ? null : MachineNumbers.decimal(s.substring(colon + 1), 0, key.endsWith("_ms") ? MAX_MS
                    : MAX_RATE);
            if (v != null) {
                out.put(key, v);
            }
        }
        return out;
    }

    /** The figures of the client's result file (its last JSON line for SGLang's JSON lines). */
    static Map<String, Double> fromJson(String file) {
        Map<String, Double> out = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>(List.of(file.strip().split("\\R")));
        String doc = file.strip().startsWith("{") && lines.size() > 1 && !lines.get(lines.size() - 1).strip().startsWith("{")
                ? file : lines.get(lines.size() - 1);
        JsonNode root;
        try {
            root = JsonTrees.read(doc.getBytes(StandardCharsets.UTF_8));
        } catch (Exception e) {
            return out; // a result file cut short: the printed table is read instead
        }
        if (root == null || !root.isObject()) {
            return out;
        }
        for (String key : List.of("completed", "num_prompts", "duration", "total_input_tokens", "total_output_tokens",
                "input_throughput", "output_throughput", "median_ttft_ms", "p95_ttft_ms", "p99_ttft_ms",
                "median_tpot_ms", "p95_tpot_ms", "p99_tpot_ms")) {
            JsonNode v = root.get(key);
            if (v != null && v.isNumber() && Double.isFinite(v.asDouble()) && v.asDouble() >= 0
                    && v.asDouble() <= (key.endsWith("_ms") ? MAX_MS : MAX_RATE)) {
                out.put(key, v.asDouble());
            }
        }
        return out;
    }

    /** The cards' samples during the load test; null without a readable sample. */
    static Throttle throttle(String csv) {
        List<String> lines = ToolOutputs.lines(csv);
        if (lines.size() < 2) {
            return null;
        }
        String[] header = lines.get(0).split(",");
        int clock = -1;
        int max = -1;
        int reasons = -1;
        for (int i = 0; i < header.length; i++) {
            String h = header[i].strip().toLowerCase(Locale.ROOT);
            clock = h.startsWith("clocks.current.sm") || h.startsWith("clocks.sm") ? i : clock;
            max = h.startsWith("clocks.max.sm") ? i : max;
            reasons = h.startsWith("clocks_throttle_reasons.active") || h.startsWith("clocks_event_reasons.active") ? i : reasons;
        }
        int samples = 0;
        long seen = 0;
        Double lowest = null;
        Double maxClock = null;
        for (String line : lines.subList(1, lines.size())) {
            String[] v = line.split(",");
            if (v.length < header.length) {
                continue;
            }
            samples++;
            Long mask = reasons < 0 ? null : hex(v[reasons].strip());
            seen |= mask == null ? 0 : mask;
            Double c = clock < 0 ? null : ToolOutputs.number(v[clock], 1, ToolOutputs.MAX_MHZ);
            lowest = c == null ? lowest : lowest == null ? c : Math.min(lowest, c);
            Double m = max < 0 ? null : ToolOutputs.number(v[max], 1, ToolOutputs.MAX_MHZ);
            maxClock = m == null ? maxClock : m;
        }
        if (samples == 0) {
            return null;
        }
        return new Throttle((seen & SLOWDOWN_MASK) != 0, samples, lowest, maxClock, reasonNames(seen & SLOWDOWN_MASK));
    }

    private static Long hex(String s) {
        if (!s.startsWith("0x") || s.length() < 3 || s.length() > 18) {
            return null;
        }
        try {
            return Long.parseUnsignedLong(s.substring(2), 16);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String reasonNames(long mask) {
        List<String> names = new ArrayList<>();
        String[] n = {"", "", "power cap", "hardware slowdown", "", "thermal (software)", "thermal (hardware)", "power brake"};
        for (int bit = 2; bit < n.length; bit++) {
            if ((mask & (1L << bit)) != 0 && !n[bit].isEmpty()) {
                names.add(n[bit]);
            }
        }
        return String.join(", ", names);
    }
}
