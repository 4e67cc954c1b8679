package com.gpurental.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.TestCatalogs;
import com.gpurental.cli.Cli;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.InputFilesProbe;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs at the edges, each with its message in both languages: numbers beyond 64 bits or beyond a
 * field's range, echoes of huge values, unreadable files, broken catalogs, values outside physical sense,
 * misspelt fields, parser internals, and a plan without format/version.
 */
class InputEdgesTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final String HEAD = "{\"format\":\"gpu-rental-plan\",\"version\":1,";

    @TempDir
    Path dir;

    private static InputException refused(String json) {
        return assertThrows(InputException.class, () -> PlanJson.parse("p.json", json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void anIntegerBeyondSixtyFourBitsIsRefusedWithTheFieldsRange() {
        // 18446744073709551716 = 2^64 + 100: read as a long it wrapped to 100 users.
        InputException e = refused(HEAD + "\"inference\":{\"concurrentUsers\":18446744073709551716}}");
        assertEquals("p.json: inference.concurrentUsers: Concurrent users: 18446744073709551716 is outside the valid range "
                + "1 to 1,000,000 (e.g. 100).", e.render(EN));
        assertEquals("p.json：inference.concurrentUsers：并发用户数：18446744073709551716 超出有效范围 1 至 1,000,000（例如 100）。",
                e.render(ZH));
        InputException beyondInt = refused(HEAD + "\"inference\":{\"concurrentUsers\":4294967297}}");
        assertEquals("p.json: inference.concurrentUsers: Concurrent users: 4294967297 is outside the valid range "
                + "1 to 1,000,000 (e.g. 100).", beyondInt.render(EN));
    }

    @Test
    void valuesOutsidePhysicalSenseAreRefusedAtTheInput() {
        InputException e = refused(HEAD + "\"vision\":{\"megapixels\":1e308,\"latencyMs\":1e308}}");
        assertEquals(List.of(
                "p.json: vision.megapixels: Image size (megapixels): 1E+308 is outside the valid range: more than 0, up to "
                        + "10,000 (e.g. 20).",
                "p.json: vision.latencyMs: Latency target (ms): 1E+308 is outside the valid range: more than 0, up to "
                        + "3,600,000 (e.g. 200)."), List.of(e.render(EN).split(System.lineSeparator())));
        assertTrue(e.render(ZH).startsWith("p.json：vision.megapixels：图像大小（百万像素）：1E+308 超出有效范围：须大于 0、不超过 "
                + "10,000（例如 20）。"), e.render(ZH));
        assertFalse(e.render(EN).contains("∞"));
    }

    @Test
    void everyLimitOfAPlanIsTheOneTheReaderUses() {
        // The table is the single source: each limit's path is a field the plan reader refuses beyond its maximum.
        for (InputLimits.Limit limit : InputLimits.byPath().values()) {
            String[] parts = limit.path().split("\\.");
            String beyond = limit.max().add(java.math.BigDecimal.ONE).toPlainString();
            // A field two or three levels down (rental.peak.days): each part its own object.
            StringBuilder json = new StringBuilder(HEAD);
            for (int i = 0; i < parts.length - 1; i++) {
                json.append("\"").append(parts[i]).append("\":{");
            }
            json.append("\"").append(parts[parts.length - 1]).append("\":").append(beyond).append("}".repeat(parts.length));
            InputException e = refused(json.toString());
            assertEquals(limit.path(), e.problems().get(0).path(), limit::path);
            assertEquals(limit.outOfRange(beyond), e.problems().get(0).problem(), limit::path);
        }
    }

    @Test
    void echoesAreCutToAReadableLength() {
        String huge = "9".repeat(309);
        assertEquals(InputLimits.ECHO_CHARS, InputLimits.echo(huge).length());
        assertTrue(InputLimits.echo(huge).endsWith("…"));
        InputException e = refused(HEAD + "\"precision\":\"" + "x".repeat(100_000) + "\"}");
        assertEquals("p.json: precision: Precision: \"" + "x".repeat(InputLimits.ECHO_CHARS - 1) + "…\" is not allowed; use one "
                + "of: fp32, bf16, fp16, fp8, int8, int4.", e.render(EN));
        assertEquals("p.json：precision：精度：“" + "x".repeat(InputLimits.ECHO_CHARS - 1) + "…”不是允许的取值；请使用："
                + "fp32、bf16、fp16、fp8、int8、int4。", e.render(ZH));
        assertEquals("a b", InputLimits.echo("a\nb"), "control characters do not break the message's line");
    }

    @Test
    void anUnreadableFileSaysPermissionDenied() throws Exception {
        Path p = dir.resolve("p.json");
        InputException denied = new InputException(p.toString(), null,
                InputFilesProbe.problem(p.toString(), new java.nio.file.AccessDeniedException(p.toString())));
        assertEquals(p + ": Cannot read " + p + ": permission denied.", denied.render(EN));
        assertEquals(p + "：无法读取 " + p + "：没有读取权限。", denied.render(ZH));
        InputException folder = assertThrows(InputException.class, () -> InputFiles.read(dir));
        assertEquals(dir + ": Cannot read " + dir + ": it is a folder, not a file.", folder.render(EN));
        assertEquals(dir + "：无法读取 " + dir + "：这是一个文件夹，不是文件。", folder.render(ZH));
    }

    @Test
    void aFileThatNeverEndsIsRefusedNotReadIntoMemory() {
        Path zero = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero), "a device that never ends (Linux, macOS)");
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(zero));
        // a device is refused from its attributes, before a byte is read (issue 36)
        assertEquals("/dev/zero: Cannot read /dev/zero: it is not an ordinary file (a device, a pipe or a socket)."
                + " Choose a saved file.", e.render(EN));
        assertEquals("/dev/zero：无法读取 /dev/zero：这不是普通文件（而是设备、管道或套接字）。请选择一个已保存的文件。", e.render(ZH));
    }

    @Test
    void aCatalogWithoutGpusSaysSoFirstThenAFewConsequences() throws Exception {
        String catalog = TestCatalogs.frozenText();
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode)
                PlanJson.MAPPER.readTree(catalog);
        root.putArray("gpus");
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.parse("c.json",
                PlanJson.MAPPER.writeValueAsBytes(root)));
        String[] lines = e.render(EN).split(System.lineSeparator());
        assertEquals("c.json: gpus: The catalog lists no GPUs.", lines[0]);
        assertEquals(2 + CatalogLoader.MAX_CONSEQUENCES, lines.length, e.render(EN));
        assertTrue(lines[1].endsWith("does not exist in gpus."), lines[1]);
        assertTrue(lines[lines.length - 1].matches("c\\.json: … and \\d+ more problems that follow from the ones above\\."),
                lines[lines.length - 1]);
        String[] zh = e.render(ZH).split(System.lineSeparator());
        assertEquals("c.json：gpus：目录中没有任何 GPU。", zh[0]);
        assertTrue(zh[zh.length - 1].matches("c\\.json：…… 另有 \\d+ 个问题由上述问题引起。"), zh[zh.length - 1]);
    }

    @Test
    void anEntryOfTheWrongTypeIsOneLineNotOnePerField() throws Exception {
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode)
                PlanJson.MAPPER.readTree(TestCatalogs.frozenText());
        ((com.fasterxml.jackson.databind.node.ArrayNode) root.get("gpus")).set(0, "a string");
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.parse("c.json",
                PlanJson.MAPPER.writeValueAsBytes(root)));
        String[] lines = e.render(EN).split(System.lineSeparator());
        assertEquals("c.json: gpus[0]: This value must be an object '{ ... }'.".replace("'", ""), lines[0]);
        assertTrue(lines.length <= 2 + CatalogLoader.MAX_CONSEQUENCES, e.render(EN));
        assertEquals("c.json：gpus[0]：此项必须是对象 { ... }。", e.render(ZH).split(System.lineSeparator())[0]);
    }

    @Test
    void parserInternalsAreTranslated() {
        InputException deep = refused("[".repeat(2000) + "]".repeat(2000));
        assertEquals("p.json: This file cannot be read as a plan: it is nested more than 1,000 levels deep. A plan starts "
                + "like {\"format\":\"gpu-rental-plan\",\"version\":1", deep.render(EN));
        assertEquals("p.json：无法将此文件读取为方案：嵌套超过 1,000 层。方案文件应以 {\"format\":\"gpu-rental-plan\",\"version\":1 开头",
                deep.render(ZH));
        InputException longNumber = refused(HEAD + "\"inference\":{\"concurrentUsers\":" + "9".repeat(5000) + "}}");
        // The message names the field the number was met in.
        // the file starts as a plan does, so no sentence on how a plan starts
        assertEquals("p.json: This file cannot be read as a plan: the number at inference.concurrentUsers is longer than"
                + " 1,000 digits.", longNumber.render(EN));
        assertEquals("p.json：无法将此文件读取为方案：inference.concurrentUsers 处的数字超过 1,000 位。", longNumber.render(ZH));
        InputException twice = refused(HEAD + "\"title\":\"a\",\"title\":\"b\"}");
        assertTrue(twice.render(EN).contains("the field \"title\" appears twice"), twice.render(EN));
        assertTrue(twice.render(ZH).contains("字段“title”出现了两次"), twice.render(ZH));
        InputException cut = refused(HEAD + "\"title\":\"a");
        assertTrue(cut.render(EN).contains("the file ends too early (it may be cut off)"), cut.render(EN));
        for (InputException e : List.of(deep, longNumber, twice, cut)) {
            for (String text : List.of(e.render(EN), e.render(ZH))) {
                for (String internal : List.of("StreamReadConstraints", "[Source", "REDACTED", "String value length",
                        "Number value length", "code 34", "was expecting")) {
                    assertFalse(text.contains(internal), text);
                }
            }
        }
    }

    @Test
    void aPlanWithQuotesStorageAndOwnershipOpensWithoutUnknownFieldWarnings() throws Exception {
        // Example: every field of its quotes, storage and ownership blocks is read (through the node) and
        // so known; before the fix each one was reported as unknown when the plan was opened.
        PlanJson.Read read = PlanJson.readChecked(Path.of("examples/chat-70b-quotes.json"));
        assertEquals(List.of(), read.warnings());
    }

    @Test
    void aMisspeltFieldIsWarnedWithTheNearestKnownNameAndThePlanStillRuns() throws Exception {
        PlanJson.Read read = PlanJson.readChecked(write(HEAD
                + "\"preset\":\"llm-inference\",\"budjet\":{\"monthlyCny\":8000},\"inference\":{\"concurentUsers\":5},"
                + "\"colour\":\"blue\"}"));
        List<String> warnings = read.warnings().stream().map(w -> w.path() + ": " + EN.format(w.problem())).sorted().toList();
        assertEquals(3, warnings.size(), warnings::toString);
        assertEquals("budjet: unknown field, ignored. Did you mean budget?", warnings.get(0));
        // Nothing close to "colour": the known fields are listed (every field a reader asks for, so a field added by
        // another reader is known without a list to keep up to date).
        // "batch" (a batch job's items and deadline, issue 31) is a known top-level field since the load was added.
        assertTrue(warnings.get(1).startsWith("colour: unknown field, ignored. Known fields here: batch, budget, compute, "
                + "domesticOnly, filters, format, inference, measurements, memory, model, "), warnings.get(1));
        assertEquals("inference.concurentUsers: unknown field, ignored. Did you mean inference.concurrentUsers?",
                warnings.get(2));
        assertEquals("未知字段，已忽略。你是不是想写 budget？", ZH.format(read.warnings().stream()
                .filter(w -> w.path().equals("budjet")).findFirst().orElseThrow().problem()));
        assertEquals("llm-inference", read.plan().preset());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path plan = write(HEAD + "\"preset\":\"llm-inference\",\"budjet\":{\"monthlyCny\":8000}}");
        int code = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.fixed(Instant.parse("2026-11-01T08:00:00Z"), ZoneOffset.UTC), null)
                .run("advise", plan.toString(), "--lang", "zh");
        assertEquals(Cli.OK, code, "the plan still runs");
        assertEquals(plan + "：budjet：未知字段，已忽略。你是不是想写 budget？" + System.lineSeparator(),
                err.toString(StandardCharsets.UTF_8));
        assertFalse(out.toString(StandardCharsets.UTF_8).isBlank());
    }

    @Test
    void aPlanWithoutFormatAndVersionIsReadAsTheReadmeSays() throws Exception {
        Plan plan = PlanJson.parse("p.json", "{\"preset\":\"llm-inference\"}".getBytes(StandardCharsets.UTF_8));
        assertEquals("llm-inference", plan.preset());
        assertEquals(Plan.empty(), PlanJson.parse("p.json", "{}".getBytes(StandardCharsets.UTF_8)));
        InputException foreign = refused("{\"format\":\"gpu-rental-catalog\"}");
        assertEquals("p.json: format: This is not a GPU rental plan (format \"gpu-rental-catalog\"); expected "
                + "\"gpu-rental-plan\".", foreign.render(EN));
    }

    private Path write(String json) throws Exception {
        Path p = dir.resolve("plan-" + System.nanoTime() + ".json");
        Files.writeString(p, json, StandardCharsets.UTF_8);
        return p;
    }
}
