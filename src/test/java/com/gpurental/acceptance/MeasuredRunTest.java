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
import java.nio.file.Path;
import java.time.LocalDate;
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
    void aResultWithoutALoadTestGivesNone() throws Exception {
        assertNull(measured("chat-70b-missing-tool.result.json"));
    }
}
