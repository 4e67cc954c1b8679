package com.gpurental.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The serving engines' own benchmark clients as they print and save their results (fixtures in
 * src/test/resources/acceptance/outputs/load, after the printed formats of vLLM's {@code benchmark_serving.py} 0.5
 * and {@code vllm bench serve} 0.10 — "Maximum request concurrency", "P95 TTFT (ms)" with
 * {@code --metric-percentiles 50,95,99} — and SGLang's {@code bench_serving} 0.4 and 0.5 — "Input token throughput",
 * "Concurrency", P99 only; its JSON lines carry {@code Infinity}, which a strict reader refuses, so the table is
 * read), a run cut short by its time limit, a run with failed requests, and cards throttled meanwhile.
 */
class LoadTestTest {

    static String load(String name) throws IOException {
        return ToolOutputsTest.out("load/" + name);
    }

    @Test
    void vllm010TableAndResultFile() throws IOException {
        LoadTest t = LoadTest.read("vLLM", 1, 2, load("vllm-0.10-c1.txt"), load("vllm-0.10-c1.json"), false,
                LoadTest.throttle(load("gpu-during-load.csv")));
        assertTrue(t.measured());
        assertEquals(2, t.completed());
        assertEquals(24.185, t.outputTokensPerS()); // the file's figure, finer than the table's 24.18
        assertEquals(7168 / 42.34, t.inputTokensPerS(), 1e-9); // vLLM prints no input rate: tokens over duration
        assertEquals(412.5, t.ttftP50Ms());
        assertEquals(430.1, t.ttftP95Ms());
        assertEquals(41.1, t.tpotP95Ms());
        assertEquals(1000 / 40.62, t.decodeTokensPerSecondPerUser(), 1e-9);
        assertFalse(t.throttled().slowed());
        assertEquals(4, t.throttled().samples());
        assertEquals(1965.0, t.throttled().lowestSmClockMhz());
    }

    @Test
    void vllm05BenchmarkServingHasMedianAndP99Only() throws IOException {
        LoadTest t = LoadTest.read("vLLM", 16, 16, load("vllm-0.5-benchmark-serving.txt"), null, false, null);
        assertTrue(t.measured());
        assertEquals(1752.30, t.inputTokensPerS());
        assertEquals(219.04, t.outputTokensPerS());
        assertEquals(1402.77, t.ttftP50Ms());
        assertNull(t.ttftP95Ms()); // not printed: not invented from P99
        assertEquals(2510.64, t.ttftP99Ms());
        assertEquals(60.95, t.tpotP50Ms());
    }

    @Test
    void sglang04And05Tables() throws IOException {
        LoadTest old = LoadTest.read("SGLang", 8, 16, load("sglang-0.4-bench-serving.txt"), null, false, null);
        assertTrue(old.measured());
        assertEquals(1321.29, old.inputTokensPerS());
        assertEquals(330.32, old.outputTokensPerS());
        assertEquals(388.71, old.ttftP50Ms());
        assertEquals(22.08, old.tpotP50Ms());
        LoadTest now = LoadTest.read("SGLang", 4, 8, load("sglang-0.5-bench-serving.txt"),
                load("sglang-0.5-bench-serving.jsonl"), false, null);
        assertTrue(now.measured());
        assertEquals(2003.63, now.inputTokensPerS());
        assertEquals(286.23, now.outputTokensPerS());
        assertEquals(12.84, now.tpotP50Ms());
        assertEquals(13.70, now.tpotP99Ms());
    }

    @Test
    void aRunCutShortOrWithFailedRequestsIsNoMeasurement() throws IOException {
        assertNull(LoadTest.read("vLLM", 8, 16, load("vllm-cut-short.txt"), null, true, null));
        LoadTest failed = LoadTest.read("vLLM", 8, 16, load("vllm-failed-requests.txt"), null, false, null);
        assertTrue(failed.cutShort());
        assertFalse(failed.measured());
        assertEquals(9, failed.completed());
        // the table closed, every request answered, but the client was stopped by its time limit
        assertTrue(LoadTest.read("vLLM", 1, 2, load("vllm-0.10-c1.txt"), null, true, null).cutShort());
    }

    @Test
    void throttledCardsAreNamed() throws IOException {
        LoadTest.Throttle t = LoadTest.throttle(load("gpu-during-load-throttled.csv"));
        assertTrue(t.slowed());
        assertEquals("power cap, thermal (software)", t.reasons()); // 0x4 | 0x20
        assertEquals(1095.0, t.lowestSmClockMhz());
        assertNull(LoadTest.throttle("garbage"));
    }

    @Test
    void trainingLogSpeed() {
        assertEquals(15230.5,
                TrainingLog.tokensPerSecond("step 10 | loss 2.1 | tokens/s: 14900\nstep 20 | loss 2.0 | tokens/s: 15230.5\n"));
        assertEquals(8800.0, TrainingLog.tokensPerSecond("{'loss': 1.9, 'train_tokens_per_second': 8800}"));
        assertEquals(1200.0, TrainingLog.tokensPerSecond("iteration 5: 1200 tok/s"));
        assertNull(TrainingLog.tokensPerSecond("loss 2.0\nOOM\n"));
        assertNull(TrainingLog.tokensPerSecond("tokens/s: 1.2.3"));
    }
}
