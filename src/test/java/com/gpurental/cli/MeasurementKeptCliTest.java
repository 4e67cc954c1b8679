package com.gpurental.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.JsonTrees;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.PlanJson;
import com.gpurental.sizing.Precision;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34: {@code advise PLAN --acceptance RESULT.json} keeps the result's load test in the plan file's versioned
 * {@code measurements} section (written atomically, nothing else in the file changed, what was written said on
 * stderr) unless {@code --plan-read-only}; a load test on throttled cards is not trusted silently: it is said, not kept,
 * and the advice stays on the estimate. The results are the prepared, modelled ones (examples/acceptance/README.md).
 */
class MeasurementKeptCliTest {

    private static final Clock DAY = Clock.fixed(Instant.parse("2026-12-06T08:00:00Z"), ZoneOffset.UTC);
    private static final String AS_QUOTED = "examples/acceptance/chat-70b-as-quoted.result.json";
    /** MeasuredRunTest's figures of the as-quoted result's load test at the plan's load. */
    private static final Measurement KIT_RUN = new Measurement("h20", 2, null, Precision.FP16, 4096, 1, 24.62, 169.3, 24.19,
            430.1, 41.1, "chat-70b-as-quoted.result.json · vLLM", LocalDate.of(2026, 12, 5), Measurement.Origin.TRIAL_KIT);

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                DAY, null).run(args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private Path plan() throws Exception {
        Path copy = dir.resolve("chat-70b.json");
        Files.copy(Path.of("examples/chat-70b.json"), copy);
        return copy;
    }

    @Test
    void theMeasurementIsKeptInThePlanAndNothingElseChanges() throws Exception {
        Path plan = plan();
        JsonNode before = JsonTrees.read(Files.readAllBytes(plan));
        assertEquals(0, run("advise", plan.toString(), "--acceptance", AS_QUOTED, "--lang", "en"), err());
        assertTrue(err().contains("Kept in " + plan + ": this measurement, in the plan's measurements section "
                + "(1 measurement now); the app and every later run are sized on it. To leave the plan file as it is, add "
                + "--plan-read-only."), err());
        assertEquals(List.of(KIT_RUN), PlanJson.read(plan).measurements().items());
        ObjectNode after = (ObjectNode) JsonTrees.read(Files.readAllBytes(plan));
        assertEquals(1, after.path("measurements").path("version").asInt());
        after.remove("measurements");
        assertEquals(before, after, "only the measurements section was added");
        assertEquals(List.of(), Files.list(dir).filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
    }

    @Test
    void importingTheSameResultAgainLeavesTheFileAsItIs() throws Exception {
        Path plan = plan();
        assertEquals(0, run("advise", plan.toString(), "--acceptance", AS_QUOTED, "--lang", "zh"), err());
        assertTrue(err().contains("已保存到 " + plan + "：这次实测写入了方案的 measurements（实测数据）部分（现共 1 条）"), err());
        byte[] kept = Files.readAllBytes(plan);
        assertEquals(0, run("advise", plan.toString(), "--acceptance", AS_QUOTED, "--lang", "zh"), err());
        assertTrue(err().contains(plan + " 中已有这次实测：文件未改动。"), err());
        assertArrayEquals(kept, Files.readAllBytes(plan));
    }

    @Test
    void planReadOnlyLeavesThePlanFileUnchanged() throws Exception {
        Path plan = plan();
        byte[] before = Files.readAllBytes(plan);
        assertEquals(0, run("advise", plan.toString(), "--acceptance", AS_QUOTED, "--plan-read-only", "--lang", "en"), err());
        assertTrue(err().contains("--plan-read-only: " + plan + " is unchanged; the advice above is sized on the "
                + "measurement for this run only."), err());
        assertArrayEquals(before, Files.readAllBytes(plan));
        assertEquals(Cli.BAD_INPUT, run("advise", plan.toString(), "--plan-read-only", "--lang", "en"));
        assertTrue(err().startsWith("--plan-read-only goes with --acceptance RESULT.json"), err());
    }

    @Test
    void anEarlierMeasurementOfAnotherRunIsKeptBesideTheNewOne() throws Exception {
        Path plan = plan();
        Measurement typed = new Measurement("l20", 4, null, null, 4096, 8, 18.5, null, null, null, null, "vendor's sheet",
                LocalDate.of(2026, 11, 20), null);
        Files.writeString(plan, PlanJson.write(PlanJson.read(plan).withMeasurements(
                new Measurement.Measurements(List.of(typed)))));
        assertEquals(0, run("advise", plan.toString(), "--acceptance", AS_QUOTED, "--lang", "en"), err());
        assertTrue(err().contains("(2 measurements now)"), err());
        assertEquals(List.of(typed, KIT_RUN), PlanJson.read(plan).measurements().items());
    }

    /**
     * The as-quoted result with the cards' samples during the load test replaced by the test's throttled samples
     * (src/test/resources/acceptance/outputs/load/gpu-during-load-throttled.csv: SW power cap, then SW thermal, the SM
     * clock down to 1,095 of 1,980 MHz). Modelled like the result itself, not recorded on a GPU machine.
     */
    private Path throttled() throws Exception {
        ObjectNode root = (ObjectNode) PlanJson.MAPPER.readTree(Path.of(AS_QUOTED).toFile());
        byte[] csv = Files.readAllBytes(Path.of("src/test/resources/acceptance/outputs/load/gpu-during-load-throttled.csv"));
        for (JsonNode p : root.get("probes")) {
            if (p.get("name").asText().equals("gpu_during_load")) {
                ((ObjectNode) p).put("output_base64", Base64.getEncoder().encodeToString(csv));
                ((ObjectNode) p).put("bytes", csv.length);
            }
        }
        Path result = dir.resolve("throttled.result.json");
        PlanJson.MAPPER.writeValue(result.toFile(), root);
        return result;
    }

    @Test
    void aThrottledRunIsSaidAndNotKeptAndTheAdviceStaysOnTheEstimate() throws Exception {
        Path plan = plan();
        byte[] before = Files.readAllBytes(plan);
        Path result = throttled();
        run("advise", plan.toString(), "--acceptance", result.toString(), "--lang", "en", "--format", "json");
        assertTrue(err().contains("Not kept as a measurement: the cards slowed down during the load test (power or heat), "
                + "so the speed measured is not what they can do. The advice stays on the estimate and its range is not "
                + "narrowed. Ask the vendor to fix the power limit or cooling, then run the kit again."), err());
        assertFalse(err().contains("Kept in"), err());
        assertArrayEquals(before, Files.readAllBytes(plan));
        JsonNode speed = PlanJson.MAPPER.readTree(out.toString(StandardCharsets.UTF_8)).path("candidates").get(0).path("speed");
        // the estimate's own range for the lead, 2 × H20 (MeasuredSpeedTest: 22.3, 16.3–41.7), not ±10 % of a figure
        assertTrue(speed.path("measured").isMissingNode(), speed.toString());
        assertEquals(22.3, speed.path("value").asDouble());
        assertEquals(16.3, speed.path("low").asDouble());
        assertEquals(41.7, speed.path("high").asDouble());
        run("advise", plan.toString(), "--acceptance", result.toString(), "--lang", "zh");
        assertTrue(err().contains("未作为实测保存：负载测试期间显卡因功耗或温度降频，测得的速度不代表这些卡的真实能力。建议仍按估算，"
                + "速度范围不收窄。"), err());
    }
}
