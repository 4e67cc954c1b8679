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
import com.gpurental.json.InputProblem;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs at the edges, each with its message: numbers beyond 64 bits or beyond a field's range, echoes of huge values,
 * unreadable files, broken catalogs, values outside physical sense, misspelt fields, parser internals, and a plan without
 * format/version. A message is asserted as its key and arguments (where, what, the value as typed, the range); its
 * wording is asserted once: in PlanFileMessagesTest and PlanJsonTest for the plan reader's field messages, in
 * BoundedInputFilesTest for a file that is not ordinary, and here, in one language, for the keys no other test words.
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

    /** A problem of the plan file p.json at a JSON path, as its message key and arguments. */
    private static InputProblem at(String path, String key, Object... args) {
        return new InputProblem("p.json", path, Message.of(key, args));
    }

    private static void assertProblems(InputException e, InputProblem... expected) {
        assertEquals(List.of(expected), e.problems(), () -> e.render(EN));
    }

    @Test
    void anIntegerBeyondSixtyFourBitsIsRefusedWithTheFieldsRange() {
        // 18446744073709551716 = 2^64 + 100: read as a long it wrapped to 100 users. Refused as typed, with the field's
        // range 1 to 1,000,000 and its example 100 (InputLimits.CONCURRENT_USERS).
        assertProblems(refused(HEAD + "\"inference\":{\"concurrentUsers\":18446744073709551716}}"),
                at("inference.concurrentUsers", "error.limit.range", Message.of("field.concurrentUsers"),
                        "18446744073709551716", 1L, 1_000_000L, "100"));
        assertProblems(refused(HEAD + "\"inference\":{\"concurrentUsers\":4294967297}}"),
                at("inference.concurrentUsers", "error.limit.range", Message.of("field.concurrentUsers"), "4294967297", 1L,
                        1_000_000L, "100"));
    }

    @Test
    void valuesOutsidePhysicalSenseAreRefusedAtTheInput() {
        // the ranges: more than 0, up to 10,000 megapixels (e.g. 20) and 3,600,000 ms (e.g. 200), InputLimits
        InputException e = refused(HEAD + "\"vision\":{\"megapixels\":1e308,\"latencyMs\":1e308}}");
        assertProblems(e,
                at("vision.megapixels", "error.limit.aboveZero", Message.of("field.megapixels"), "1E+308", 0L, 10_000L, "20"),
                at("vision.latencyMs", "error.limit.aboveZero", Message.of("field.latencyMs"), "1E+308", 0L, 3_600_000L, "200"));
        // the value as typed, not a double's infinity
        assertFalse(e.render(EN).contains("∞"));
        assertFalse(e.render(ZH).contains("∞"));
    }

    @Test
    void everyLimitOfAPlanIsTheOneTheReaderUses() {
        // The table is the single source: each limit's path is a field the plan reader refuses beyond its maximum.
        for (InputLimits.Limit limit : InputLimits.byPath().values()) {
            String[] parts = limit.path().split("\\.");
            String beyond = limit.max().add(BigDecimal.ONE).toPlainString();
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
        // 100,000 characters echoed as the first ECHO_CHARS − 1 and "…"
        assertProblems(e, at("precision", "error.json.enum", Message.of("model.precision"),
                "x".repeat(InputLimits.ECHO_CHARS - 1) + "…", List.of("fp32", "bf16", "fp16", "fp8", "int8", "int4")));
        assertEquals("a b", InputLimits.echo("a\nb"), "control characters do not break the message's line");
    }

    @Test
    void anUnreadableFileSaysPermissionDenied() throws Exception {
        Path p = dir.resolve("p.json");
        InputException denied = new InputException(p.toString(), null,
                InputFilesProbe.problem(p.toString(), new AccessDeniedException(p.toString())));
        assertEquals(List.of(new InputProblem(p.toString(), null, Message.of("error.file.denied", p.toString()))),
                denied.problems());
        assertEquals(p + "：无法读取 " + p + "：没有读取权限。", denied.render(ZH));
        InputException folder = assertThrows(InputException.class, () -> InputFiles.read(dir));
        assertEquals(List.of(new InputProblem(dir.toString(), null, Message.of("error.file.isFolder", dir.toString()))),
                folder.problems());
        assertEquals(dir + "：无法读取 " + dir + "：这是一个文件夹，不是文件。", folder.render(ZH));
    }

    @Test
    void aFileThatNeverEndsIsRefusedNotReadIntoMemory() {
        Path zero = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero), "a device that never ends (Linux, macOS)");
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(zero));
        // a device is refused from its attributes, before a byte is read (issue 36)
        assertEquals(List.of(new InputProblem("/dev/zero", null, Message.of("error.file.notRegular", "/dev/zero"))),
                e.problems());
    }

    @Test
    void aCatalogWithoutGpusSaysSoFirstThenAFewConsequences() throws Exception {
        String catalog = TestCatalogs.frozenText();
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode)
                PlanJson.MAPPER.readTree(catalog);
        root.putArray("gpus");
        InputException e = assertThrows(InputException.class, () -> CatalogLoader.parse("c.json",
                PlanJson.MAPPER.writeValueAsBytes(root)));
        List<InputProblem> problems = e.problems();
        assertEquals(new InputProblem("c.json", "gpus", Message.of("error.catalog.noGpus")), problems.get(0));
        assertEquals(2 + CatalogLoader.MAX_CONSEQUENCES, problems.size(), e.render(EN));
        // the consequences: offers naming a GPU that is not in gpus, then how many more
        assertTrue(problems.subList(1, 1 + CatalogLoader.MAX_CONSEQUENCES).stream().allMatch(p -> p.problem().key()
                .equals("error.json.reference") && p.problem().args().get(2).equals("gpus")), e.render(EN));
        Message more = problems.get(problems.size() - 1).problem();
        assertEquals("error.catalog.moreConsequences", more.key());
        assertTrue(((Number) more.args().get(0)).intValue() > 0, more::toString);
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
        // one "must be an object" for the entry, not one problem per field of a GPU
        assertEquals(new InputProblem("c.json", "gpus[0]", Message.of("error.json.type", Message.of("field.unnamed"),
                Message.of("json.type.object"), "")), e.problems().get(0));
        assertTrue(e.problems().size() <= 2 + CatalogLoader.MAX_CONSEQUENCES, e.render(EN));
    }

    @Test
    void parserInternalsAreTranslated() {
        // Each parser refusal is a message of the app's own (key and arguments, nothing of Jackson's text); the wording
        // is the point here, so each key is asserted once as a sentence too.
        InputException deep = refused("[".repeat(2000) + "]".repeat(2000));
        assertProblems(deep, at("", "error.json.refused", Message.of("error.json.tooDeep", 1000L)));
        assertEquals("p.json：无法将此文件读取为方案：嵌套超过 1,000 层。方案文件应以 {\"format\":\"gpu-rental-plan\",\"version\":1 开头",
                deep.render(ZH));
        InputException longNumber = refused(HEAD + "\"inference\":{\"concurrentUsers\":" + "9".repeat(5000) + "}}");
        // The message names the field the number was met in.
        // the file starts as a plan does, so no sentence on how a plan starts
        assertProblems(longNumber, at("", "error.json.refusedInPlan",
                Message.of("error.json.numberTooLongAt", 1000L, "inference.concurrentUsers")));
        assertEquals("p.json：无法将此文件读取为方案：inference.concurrentUsers 处的数字超过 1,000 位。", longNumber.render(ZH));
        // not valid JSON at a line and column (error.json.syntaxInPlan, the place as Jackson counts it), then why
        InputException twice = refused(HEAD + "\"title\":\"a\",\"title\":\"b\"}");
        assertEquals("error.json.syntaxInPlan", twice.problems().get(0).problem().key());
        assertEquals(Message.of("error.json.duplicateKey", "title"), twice.problems().get(0).problem().args().get(2));
        assertTrue(twice.render(ZH).contains("字段“title”出现了两次"), twice.render(ZH));
        InputException cut = refused(HEAD + "\"title\":\"a");
        assertEquals("error.json.syntaxInPlan", cut.problems().get(0).problem().key());
        assertEquals(Message.of("error.json.truncated"), cut.problems().get(0).problem().args().get(2));
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
        Map<String, Message> warnings = read.warnings().stream().collect(Collectors.toMap(InputProblem::path,
                InputProblem::problem));
        assertEquals(3, warnings.size(), warnings::toString);
        assertEquals(Message.of("warning.plan.unknownField", "budjet", "budget"), warnings.get("budjet"));
        assertEquals("未知字段，已忽略。你是不是想写 budget？", ZH.format(warnings.get("budjet")));
        // Nothing close to "colour": the known fields are listed (every field a reader asks for, so a field added by
        // another reader is known without a list to keep up to date).
        // "batch" (a batch job's items and deadline, issue 31) is a known top-level field since the load was added.
        Message colour = warnings.get("colour");
        assertEquals("warning.plan.unknownFieldNoGuess", colour.key());
        assertEquals("colour", colour.args().get(0));
        assertEquals(List.of("batch", "budget", "compute", "domesticOnly", "filters", "format", "inference", "measurements",
                "memory", "model"), ((List<?>) colour.args().get(1)).subList(0, 10));
        assertTrue(EN.format(colour).startsWith("unknown field, ignored. Known fields here: batch, budget, compute, "),
                EN.format(colour));
        assertEquals(Message.of("warning.plan.unknownField", "inference.concurentUsers", "inference.concurrentUsers"),
                warnings.get("inference.concurentUsers"));
        assertEquals("llm-inference", read.plan().preset());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path plan = write(HEAD + "\"preset\":\"llm-inference\",\"budjet\":{\"monthlyCny\":8000}}");
        int code = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.fixed(Instant.parse("2026-11-01T08:00:00Z"), ZoneOffset.UTC), null)
                .run("advise", plan.toString(), "--lang", "zh");
        assertEquals(Cli.OK, code, "the plan still runs");
        // the warning on standard error, after the file and the field
        assertEquals(plan + "：budjet：" + ZH.format(Message.of("warning.plan.unknownField", "budjet", "budget"))
                + System.lineSeparator(), err.toString(StandardCharsets.UTF_8));
        assertFalse(out.toString(StandardCharsets.UTF_8).isBlank());
    }

    @Test
    void aPlanWithoutFormatAndVersionIsReadAsTheReadmeSays() throws Exception {
        Plan plan = PlanJson.parse("p.json", "{\"preset\":\"llm-inference\"}".getBytes(StandardCharsets.UTF_8));
        assertEquals("llm-inference", plan.preset());
        assertEquals(Plan.empty(), PlanJson.parse("p.json", "{}".getBytes(StandardCharsets.UTF_8)));
        assertProblems(refused("{\"format\":\"gpu-rental-catalog\"}"), at("format", "error.plan.format", "gpu-rental-catalog"));
    }

    private Path write(String json) throws Exception {
        Path p = dir.resolve("plan-" + System.nanoTime() + ".json");
        Files.writeString(p, json, StandardCharsets.UTF_8);
        return p;
    }
}
