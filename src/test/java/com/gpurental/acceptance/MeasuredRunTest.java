package com.gpurental.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputFiles;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.PlanJson;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Message;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/**
 * An imported result's load test as the plan's measurement (issue 34). The results are modelled (FakeMachine on a
 * stand-in PATH, vLLM's documented table and result file), not recorded on a GPU machine: no machine was lent.
 */
class MeasuredRunTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 12, 5);

    private static Measurement measured(String result) throws Exception {
        Advice advice = new Advisor(CatalogLoader.bundled(), TODAY).advise(PlanJson.read(Path.of("examples/chat-70b.json")));
        Path file = Path.of("examples/acceptance", result);
        byte[] bytes = InputFiles.read(file);
        return MeasuredRun.of(advice, ResultFile.parse(result, bytes), result, bytes, TODAY);
    }

    @Test
    void theRunAtThePlansLoadIsKeptWithItsFiguresSourceAndDay() throws Exception {
        Measurement m = measured("chat-70b-as-quoted.result.json");
        // the kit's load_c1 run (vLLM's result file): 1000 ÷ the median TPOT = 24.62 tokens/s per user, 169.3 input and
        // 24.19 output tokens/s, TTFT p95 430.1 ms, TPOT p95 41.1 ms; kit.cards 2 (the engine's tensor-parallel size),
        // 3584 + 512 tokens a request; machine.startedAt 1796466781 s is 2026-12-05 in Beijing
        assertEquals(new Measurement("h20", 2, null, Precision.FP16, 4096, 1, 24.62, 169.3, 24.19, 430.1, 41.1,
                "chat-70b-as-quoted.result.json · vLLM", LocalDate.of(2026, 12, 5), Measurement.Origin.TRIAL_KIT), m);
    }

    @Test
    void aRunOnThrottledCardsIsNoMeasurementAndSaysWhy() throws Exception {
        // The as-quoted result with the cards' samples during the load test replaced by the test's throttled ones
        // (outputs/load/gpu-during-load-throttled.csv: SW power cap 0x4, then SW thermal 0x20): modelled, not recorded.
        var root = (com.fasterxml.jackson.databind.node.ObjectNode) PlanJson.MAPPER.readTree(
                Path.of("examples/acceptance/chat-70b-as-quoted.result.json").toFile());
        byte[] csv = InputFiles.read(Path.of("src/test/resources/acceptance/outputs/load/gpu-during-load-throttled.csv"));
        for (var p : root.get("probes")) {
            if (p.get("name").asText().equals("gpu_during_load")) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) p).put("output_base64",
                        Base64.getEncoder().encodeToString(csv));
            }
        }
        byte[] bytes = PlanJson.MAPPER.writeValueAsBytes(root);
        Delivered d = ResultFile.parse("throttled.result.json", bytes);
        assertEquals(true, d.planLoad().throttled().slowed());
        Advice advice = new Advisor(CatalogLoader.bundled(), TODAY).advise(PlanJson.read(Path.of("examples/chat-70b.json")));
        assertNull(MeasuredRun.of(advice, d, "throttled.result.json", bytes, TODAY));
        assertEquals(Message.of("acceptance.measure.notKept.throttled"), MeasuredRun.notKept(d));
    }

    @Test
    void aCleanRunIsKeptWithoutAWord() throws Exception {
        byte[] bytes = InputFiles.read(Path.of("examples/acceptance/chat-70b-as-quoted.result.json"));
        assertNull(MeasuredRun.notKept(ResultFile.parse("r.json", bytes)));
    }

    @Test
    void aResultWithoutALoadTestGivesNone() throws Exception {
        assertNull(measured("chat-70b-missing-tool.result.json"));
    }
}
