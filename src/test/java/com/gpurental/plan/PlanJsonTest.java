package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.limits.PlanFields;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The versioned plan document of "The plan file and the headless command". */
class PlanJsonTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    /** A plan with every field set. */
    static Plan everything() {
        return new Plan("70B 客服 — full plan", Plan.Scenario.TRAINING, "llm-training",
                new Plan.Model("llama-2-70b", Count.of("70B"), Count.of("12.9B"), 80, 8192, 64, 8, 128),
                Precision.BF16,
                new Plan.Training(TrainingMethod.QLORA, Count.of("1.5T"), 4096, 2, 12.5, false),
                new Plan.Inference(8192, 120, 15.5, KvPrecision.FP8),
                new Plan.Vision(20.0, 500_000.0, 200.0),
                true,
                new Plan.Rental(Plan.RentalChoice.HYBRID, 45.5, 10.0, 2, 6.0),
                new Plan.Budget(new BigDecimal("8000.50"), null),
                new Plan.Filters(16, EnumSet.of(RentalMode.HOURLY, RentalMode.MONTHLY, RentalMode.HYBRID)),
                new Plan.Memory(15.0));
    }

    private static Plan parse(String json) throws InputException {
        return PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8));
    }

    private static InputException bad(String json) {
        return assertThrows(InputException.class, () -> parse(json));
    }

    private static void assertProblem(InputException e, String path, String key, String english) {
        assertEquals(1, e.problems().size(), () -> e.render(EN));
        InputProblem p = e.problems().get(0);
        assertEquals("plan.json", p.file());
        assertEquals(path, p.path());
        assertEquals(key, p.problem().key());
        assertEquals("plan.json: " + (path.isEmpty() ? "-" : path) + ": " + english, e.render(EN));
    }

    // ------------------------------------------------------------------ round trip

    @Test
    void aPlanWithEveryFieldSurvivesWriteAndRead() throws Exception {
        Plan plan = everything();
        assertEquals(plan, parse(PlanJson.write(plan)));
    }

    @Test
    void theThinkingSwitchAndSpeculativeDecodingSurviveWriteAndRead() throws Exception {
        // Issue 31: inference.thinking (true/false, absent = the model's default) and inference.speculative ("mtp")
        Plan plan = Plan.empty().withInference(Plan.Inference.EMPTY.withDecoding(false, Plan.Speculative.MTP));
        String json = PlanJson.write(plan);
        assertEquals(plan, parse(json));
        com.fasterxml.jackson.databind.JsonNode tree = PlanJson.MAPPER.readTree(json);
        assertFalse(tree.path("inference").path("thinking").asBoolean(true));
        assertEquals("mtp", tree.path("inference").path("speculative").asText());
        assertFalse(PlanJson.write(Plan.empty()).contains("thinking"), "the model's default is written as absent");
        assertFalse(PlanJson.write(Plan.empty()).contains("speculative"));
    }

    @Test
    void anUnknownSpeculativeDecodingNamesTheOneAllowed() {
        InputException e = assertThrows(InputException.class, () -> parse(
                "{\"format\":\"gpu-rental-plan\",\"version\":1,\"inference\":{\"speculative\":\"eagle\"}}"));
        assertEquals("inference.speculative", e.problems().get(0).path());
    }

    @Test
    void theLoadInTheBuyersWordsABatchAndAPeakWindowSurviveWriteAndRead() throws Exception {
        // Issue 31's plan fields: inference.users, inference.prefixCacheShare, batch and rental.peak, each where the
        // schema (docs/schema/plan.schema.json) puts it.
        Plan plan = Plan.empty().withInference(Plan.Inference.EMPTY.withLoad(new Plan.Users(200, 30.0, 6.0), 50.0,
                new Plan.Batch(10_000_000, 2000, 200, 5.0)))
                .withRental(new Plan.Rental(Plan.RentalChoice.HYBRID, 90.0, 14.0, null, null, null,
                        new Plan.Peak(14, 14.0, 4.0)));
        String json = PlanJson.write(plan);
        assertEquals(plan, parse(json));
        com.fasterxml.jackson.databind.JsonNode tree = PlanJson.MAPPER.readTree(json);
        assertEquals(200, tree.path("inference").path("users").path("people").asInt());
        assertEquals(50, tree.path("inference").path("prefixCacheShare").asInt());
        assertEquals(10_000_000, tree.path("batch").path("items").asInt());
        assertEquals(4, tree.path("rental").path("peak").path("multiple").asInt());
        assertFalse(PlanJson.write(Plan.empty()).contains("peak"), "no peak, no peak object");
    }

    @Test
    void theProjectDetailsSurviveWriteAndReadAndAreWrittenAsOneObject() throws Exception {
        Plan plan = Plan.empty().withProject(new Plan.Project("客服系统扩容", "王芳", "信息中心"));
        String json = PlanJson.write(plan);
        assertTrue(json.contains("\"project\""), json);
        assertEquals(plan, parse(json));
        assertEquals("王芳", parse(json).project().preparer());
        assertFalse(PlanJson.write(Plan.empty()).contains("project"), "no empty project object");
    }

    @Test
    void anEmptyPlanSurvivesWriteAndRead() throws Exception {
        // Omitted means "the preset's default"; writing must not turn an omission into a choice.
        Plan plan = Plan.empty();
        Plan back = parse(PlanJson.write(plan));
        assertEquals(plan, back);
        assertNull(back.domesticOnly());
    }

    @Test
    void moneyKeepsTheFormItWasWrittenIn() throws Exception {
        // Jackson's default tree strips trailing zeros: 8000.00 used to come back as 8E+3 and be saved that way.
        Plan p = parse("{\"format\":\"gpu-rental-plan\",\"version\":1,\"budget\":{\"monthlyCny\":8000.00}}");
        assertEquals(new BigDecimal("8000.00"), p.budget().monthlyCny());
        assertTrue(PlanJson.write(p).contains("\"monthlyCny\" : 8000.00"), PlanJson.write(p));
        assertEquals(p, parse(PlanJson.write(p)));
    }

    @Test
    void aWrittenPlanIsVersionedAndReadable() throws Exception {
        String json = PlanJson.write(everything());
        assertTrue(json.startsWith("{\n  \"format\" : \"gpu-rental-plan\",\n  \"version\" : 1,"), json);
        Path file = dir.resolve("saved.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        assertEquals(everything(), PlanJson.read(file));
        // A second write gives the same text: nothing drifts.
        assertEquals(json, PlanJson.write(PlanJson.read(file)));
    }

    @Test
    void readsTheDocumentedFormat() throws Exception {
        // "parameters":"70B" or a number of billions; "tokens":"1T" or billions; monthly or total budget.
        Plan p = parse("""
                {"format":"gpu-rental-plan","version":1,"title":"t","scenario":"inference","preset":"chat-inference",
                 "model":{"id":"qwen2.5-72b","parameters":70,"kvHeads":8},"precision":"int8",
                 "training":{"method":"lora","tokens":1000,"sequenceLength":2048,"microBatch":1,"targetDays":7},
                 "inference":{"contextTokens":4096,"concurrentUsers":100,"tokensPerSecondPerUser":10},
                 "domesticOnly":false,"rental":{"mode":"monthly","durationDays":90,"hoursPerDay":24},
                 "budget":{"totalCny":50000}}""");
        assertEquals(Plan.Scenario.INFERENCE, p.scenario());
        assertEquals("chat-inference", p.preset());
        assertEquals(new Count(70, "70B"), p.model().parameters());
        assertEquals(8, p.model().kvHeads());
        assertEquals(Precision.INT8, p.precision());
        assertEquals(TrainingMethod.LORA, p.training().method());
        assertEquals(new Count(1000, "1000B"), p.training().tokens());
        assertEquals(7.0, p.training().targetDays());
        assertEquals(100, p.inference().concurrentUsers());
        assertEquals(Boolean.FALSE, p.domesticOnly());
        assertEquals(Plan.RentalChoice.MONTHLY, p.rental().mode());
        assertEquals(90.0, p.rental().durationDays());
        assertEquals(new BigDecimal("50000"), p.budget().totalCny());
        assertNull(p.budget().monthlyCny());
    }

    @Test
    void theExamplePlansAreValidPlans() throws Exception {
        // The README points at examples/; they must stay readable.
        try (var files = Files.list(Path.of("examples"))) {
            List<Path> plans = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
            assertTrue(plans.size() >= 5 && plans.contains(Path.of("examples/chat-70b-quotes.json")), plans::toString);
            for (Path f : plans) {
                Plan p = PlanJson.read(f);
                assertEquals(p, parse(PlanJson.write(p)), f.toString());
            }
        }
    }

    // ------------------------------------------------------------------ bad plans

    @Test
    void aWrongTypeNamesThePathAndTheExpectedType() {
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"durationDays\":\"thirty\"}}"),
                "rental.durationDays", "error.json.type",
                "Task duration (days) must be a number, more than 0 and at most 3,650, e.g. 30.");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"domesticOnly\":\"yes\"}"),
                "domesticOnly", "error.json.type", "Domestic (Xinchuang) products only must be true or false, e.g. false.");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":{\"parameters\":true}}"),
                "model.parameters", "error.json.type",
                "Parameter count must be a count such as \"70B\" or a number of billions such as 70.");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"inference\":{\"contextTokens\":4096.5}}"),
                "inference.contextTokens", "error.field.notWhole",
                "Context length must be a whole number, not 4096.5 (e.g. 4096).");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":\"70B\"}"),
                "model", "error.json.type", "This value must be an object { ... }.");
    }

    @Test
    void anUnknownEnumValueListsTheAllowedValues() {
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"precision\":\"fp12\"}"),
                "precision", "error.json.enum",
                "Precision: \"fp12\" is not allowed; use one of: fp32, bf16, fp16, fp8, int8, int4.");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"training\":{\"method\":\"dpo\"}}"),
                "training.method", "error.json.enum", "Method: \"dpo\" is not allowed; use one of: full, lora, qlora.");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"mode\":\"yearly\"}}"),
                "rental.mode", "error.json.enum",
                "Rental mode: \"yearly\" is not allowed; use one of: auto, hourly, monthly, hybrid.");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"filters\":{\"modes\":[\"hourly\",\"spot\"]}}"),
                "filters.modes[1]", "error.json.enum",
                "Rental modes allowed: \"spot\" is not allowed; use one of: hourly, daily, weekly, monthly, quarterly, hybrid.");
    }

    @Test
    void theMemorySpareAndTheKvCachePrecisionAreReadAndWritten() throws Exception {
        // "memory": {"sparePercent": 20} (0–50) and "inference": {"kvCachePrecision": "fp16" | "fp8" | "int8"}.
        Plan plan = parse("{\"format\":\"gpu-rental-plan\",\"version\":1,\"memory\":{\"sparePercent\":10},"
                + "\"inference\":{\"kvCachePrecision\":\"int8\"}}");
        assertEquals(10.0, plan.memory().sparePercent());
        assertEquals(KvPrecision.INT8, plan.inference().kvCachePrecision());
        String written = PlanJson.write(plan);
        assertTrue(written.contains("\"sparePercent\" : 10"), written);
        assertTrue(written.contains("\"kvCachePrecision\" : \"int8\""), written);
        // Omitted: the defaults apply later, nothing is written.
        assertNull(Plan.empty().memory().sparePercent());
        assertFalse(PlanJson.write(Plan.empty()).contains("sparePercent"));
    }

    @Test
    void theSoftwareStackIsReadWrittenAndCheckedDefaultingToCuda() throws Exception {
        // "software": "cuda" (default) | "cann" | "dtk" | "any".
        Plan plan = parse("{\"format\":\"gpu-rental-plan\",\"version\":1,\"software\":\"cann\"}");
        assertEquals(Software.CANN, plan.software());
        assertTrue(PlanJson.write(plan).contains("\"software\" : \"cann\""), PlanJson.write(plan));
        assertEquals(plan, parse(PlanJson.write(plan)));
        assertNull(Plan.empty().software());
        assertEquals(Software.CUDA, Plan.empty().softwareOrDefault());
        assertFalse(PlanJson.write(Plan.empty()).contains("software"));
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"software\":\"rocm\"}"),
                "software", "error.json.enum",
                "Your team's software stack: \"rocm\" is not allowed; use one of: cuda, cann, dtk, any.");
    }

    @Test
    void aSpareOutsideZeroToFiftyPercentIsRejected() {
        InputException e = bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"memory\":{\"sparePercent\":60}}");
        // The one limit (InputLimits.SPARE_PERCENT) the wizard and the resolver use too: 0 to 50 inclusive.
        assertProblem(e, "memory.sparePercent", "error.limit.range",
                "Memory spare (%): 60 is outside the valid range 0 to 50 (e.g. 20).");
        assertEquals("plan.json：memory.sparePercent：显存余量（%）：60 超出有效范围 0 至 50（例如 20）。", e.render(ZH));
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"memory\":{\"sparePercent\":-5}}"),
                "memory.sparePercent", "error.limit.range", "Memory spare (%): -5 is outside the valid range 0 to 50 (e.g. 20).");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"inference\":{\"kvCachePrecision\":\"fp4\"}}"),
                "inference.kvCachePrecision", "error.json.enum",
                "KV cache precision: \"fp4\" is not allowed; use one of: fp16, fp8, int8.");
    }

    @Test
    void twoBudgetsAreOneTooMany() {
        InputException e = bad("{\"format\":\"gpu-rental-plan\",\"version\":1,"
                + "\"budget\":{\"monthlyCny\":8000,\"totalCny\":20000}}");
        assertProblem(e, "budget", "error.plan.twoBudgets", "Give either monthlyCny or totalCny as the budget, not both.");
        assertEquals("plan.json：budget：预算请只填 monthlyCny（月预算）或 totalCny（总预算）其中之一。", e.render(ZH));
    }

    /** Text where an amount belongs is refused in the Budget page's words, quoting what the file holds. */
    @Test
    void aBudgetThatIsNotANumberIsQuotedAsTheBudgetPageQuotesIt() {
        InputException e = bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"budget\":{\"monthlyCny\":\"abc\"}}");
        assertProblem(e, "budget.monthlyCny", "error.field.notNumber", "Budget: \"abc\" is not a number (e.g. 8,928).");
        assertEquals("plan.json：budget.monthlyCny：预算：“abc”不是数字（例如 8,928）。", e.render(ZH));
        assertEquals(PlanFields.MONTHLY_BUDGET.parseMoney("abc").error(), e.problems().get(0).problem(),
                "the Budget page's message");
        InputException total = bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"budget\":{\"totalCny\":\"lots\"}}");
        assertEquals("error.field.notNumber", total.problems().get(0).problem().key());
        assertEquals("budget.totalCny", total.problems().get(0).path());
    }

    /**
     * Days a week (issue 32, rental.daysPerWeek): a whole number 1 to 7, written only when given, read back the same; 8
     * is refused with the range and an example in both languages, 5.5 as not a whole number.
     */
    @Test
    void daysAWeekSurviveWriteAndReadAndOutsideOneToSevenAreRefused() throws Exception {
        Plan plan = parse("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"hoursPerDay\":9,\"daysPerWeek\":5}}");
        assertEquals(5, plan.rental().daysPerWeek());
        assertEquals(9.0, plan.rental().hoursPerDay());
        assertTrue(PlanJson.write(plan).contains("\"daysPerWeek\" : 5"), PlanJson.write(plan));
        assertEquals(plan, parse(PlanJson.write(plan)));
        // not given: not written, and the engine takes 7 (ResolvedPlan.daysPerWeek)
        assertNull(Plan.empty().rental().daysPerWeek());
        assertFalse(PlanJson.write(Plan.empty()).contains("daysPerWeek"));
        InputException e = bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"daysPerWeek\":8}}");
        assertProblem(e, "rental.daysPerWeek", "error.limit.range",
                "Days of use per week: 8 is outside the valid range 1 to 7 (e.g. 5).");
        assertEquals("plan.json：rental.daysPerWeek：每周使用天数：8 超出有效范围 1 至 7（例如 5）。", e.render(ZH));
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"daysPerWeek\":0}}"),
                "rental.daysPerWeek", "error.limit.range", "Days of use per week: 0 is outside the valid range 1 to 7 (e.g. 5).");
        assertEquals("error.field.notWhole", bad("{\"format\":\"gpu-rental-plan\",\"version\":1,"
                + "\"rental\":{\"daysPerWeek\":5.5}}").problems().get(0).problem().key());
    }

    @Test
    void aNegativeOrZeroValueIsRejected() {
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"budget\":{\"monthlyCny\":-5}}"),
                "budget.monthlyCny", "error.limit.aboveZero",
                "Budget: -5 is outside the valid range: more than 0, up to 1,000,000,000,000 (e.g. 8,928).");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"inference\":{\"concurrentUsers\":0}}"),
                "inference.concurrentUsers", "error.limit.range",
                "Concurrent users: 0 is outside the valid range 1 to 1,000,000 (e.g. 100).");
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":1,\"rental\":{\"hoursPerDay\":30}}"),
                "rental.hoursPerDay", "error.limit.aboveZero",
                "Hours of use per day: 30 is outside the valid range: more than 0, up to 24 (e.g. 8).");
    }

    @Test
    void aPlanFromANewerVersionIsRefused() {
        InputException e = bad("{\"format\":\"gpu-rental-plan\",\"version\":2,\"precision\":\"fp12\"}");
        // Only the version is reported: the rest of a newer document cannot be judged by this version.
        assertProblem(e, "version", "error.plan.newerVersion",
                "This plan was saved by a newer version (plan version 2); this version reads up to version 1.");
    }

    @Test
    void aForeignFormatIsNotAPlan() {
        InputException e = bad("{\"format\":\"gpu-rental-catalog\",\"version\":1,\"gpus\":[]}");
        assertProblem(e, "format", "error.plan.format",
                "This is not a GPU rental plan (format \"gpu-rental-catalog\"); expected \"gpu-rental-plan\".");
        // README: every field may be left out, format and version too; given, they must be right.
        assertProblem(bad("{\"format\":\"gpu-rental-plan\",\"version\":2}"), "version", "error.plan.newerVersion",
                "This plan was saved by a newer version (plan version 2); this version reads up to version 1.");
    }

    @Test
    void invalidJsonGivesLineAndColumn() {
        InputException e = bad("{\"format\":\"gpu-rental-plan\",\n\"version\":1\n\"title\":\"x\"}");
        assertEquals("error.json.syntaxInPlan", e.problems().get(0).problem().key());
        // it starts as a plan does: the hint how a plan starts would only mislead
        assertEquals("plan.json: Not valid JSON at line 3, column 1: the character \"\"\" is not expected here.",
                e.render(EN));
        assertEquals("plan.json：第 3 行第 13 列不是有效的 JSON：文件提前结束（可能不完整）。",
                bad("{\"format\": \"gpu-rental-plan\",\n  \"version\": 1,\n  \"model\": {").render(ZH));
        InputException foreign = bad("{\"title\":\"x\",\n\"version\":1\n\"format\":\"gpu-rental-plan\"}");
        assertEquals("plan.json: Not valid JSON at line 3, column 1: the character \"\"\" is not expected here. "
                + "A plan starts like {\"format\":\"gpu-rental-plan\",\"version\":1", foreign.render(EN));
        assertEquals("plan.json：第 3 行第 1 列不是有效的 JSON：此处不应出现字符“{”。方案文件应以 "
                + "{\"format\":\"gpu-rental-plan\",\"version\":1 开头",
                bad("{\"format\":\"gpu-rental-plan\",\n\"version\":10,\n{").render(ZH));
        assertEquals("plan.json: The file is empty. A plan starts like {\"format\":\"gpu-rental-plan\",\"version\":1",
                bad("").render(EN));
        assertEquals("plan.json: The whole file must be an object { ... }.", bad("[]").render(EN));
    }

    @Test
    void everyStructuralProblemIsReported() {
        InputException e = bad("""
                {"format":"gpu-rental-plan","version":1,"precision":"fp12","inference":{"concurrentUsers":-1},
                 "rental":{"hoursPerDay":"all day"}}""");
        assertEquals(List.of("precision", "inference.concurrentUsers", "rental.hoursPerDay"),
                e.problems().stream().map(InputProblem::path).toList());
    }

    @Test
    void aMissingFileNamesThePath() {
        Path file = dir.resolve("missing.json");
        InputException e = assertThrows(InputException.class, () -> PlanJson.read(file));
        // the path once, in the prefix
        assertEquals(file + ": File not found. Check the folder and the file name.", e.render(EN));
        assertEquals(file + "：找不到该文件。请检查文件夹和文件名。", e.render(ZH));
    }
}
