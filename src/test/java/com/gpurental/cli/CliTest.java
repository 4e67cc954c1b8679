package com.gpurental.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.catalog.TestCatalogs;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.plan.PlanJson;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The headless command of {@code advise PLAN.json [--format json|text] [--lang zh|en] [--catalog FILE]}. */
class CliTest {

    private static final String NL = System.lineSeparator();
    /** Reads numbers as written (140.00 stays 140.00). */
    private static final ObjectMapper JSON = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    /** The bundled prices are dated 2026-11-01: nothing is stale on that day. */
    private static final Clock PRICE_DAY = Clock.fixed(Instant.parse("2026-11-01T08:00:00Z"), ZoneOffset.UTC);

    /** The docs/domain.md §3 70B check plan with a ¥8,000 monthly budget (examples/chat-70b.json). */
    private static final Path CHAT_70B = Path.of("examples/chat-70b.json");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(Cli.PdfWriter pdf, Clock clock, String... args) {
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                clock, pdf).run(args);
    }

    private int run(String... args) {
        return run(null, PRICE_DAY, args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private Path file(String name, String content) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, content, StandardCharsets.UTF_8);
        return f;
    }

    private void assertBadInput(int exit, String expectedStderr) {
        assertEquals(2, exit, err());
        assertEquals(expectedStderr, err());
        assertEquals("", out());
        assertNoStackTrace();
    }

    private void assertNoStackTrace() {
        assertFalse(err().contains("\tat "), err());
        assertFalse(err().contains("Exception"), err());
    }

    // ------------------------------------------------------------------ success

    /** The headless text gave the same contradictory reason ("720 hours ... below the break-even of 607.2"). */
    @Test
    void theHeadlessTextsRentalReasonDoesNotContradictItsHours() throws Exception {
        Path plan = file("chat90.json",
                "{\"preset\": \"chat-inference\", \"rental\": {\"mode\": \"auto\", \"durationDays\": 90, "
                + "\"bufferPercent\": 10, \"hoursPerDay\": 18}}");
        int exit = run("advise", plan.toString(), "--lang", "en");
        assertEquals(0, exit, err());
        // 2 × RTX 4090 (the chat preset's leader since the RTX 5090, not sold in China, comes after the cards sold there,
        // issue 32) 18 hours a day: 2 × 1.96 × 18 h × 99 days = ¥6,985.44 by the hour; by the month two cards are the
        // seed's pro-rata share (seed 003's table: ¥7,920 ÷ 8 = ¥990 a card, issue 32), and 99 days bill 4 whole
        // months, ¥7,920: the reason names the two term costs, not hours below a break-even (540 h are above the
        // 505.1 h of ¥990 ÷ ¥1.96).
        assertTrue(out().contains("The term is 99 days, but containers stay cheaper here (¥6,985.44 against ¥7,920.00 by the "
                + "month, which bills whole months: 120 days)."), out());
    }

    /**
     * From a bad-input matrix: a catalog with every memoryGb = 1e308 ended in "NumberFormatException:
     * Character I is neither a decimal digit…", every priceCny = 1e-9 in "ArithmeticException: / by zero", both exit 1.
     * Now each is refused as bad input (exit 2) naming the JSON path.
     */
    @Test
    void aCatalogWithFiguresOutsidePhysicalSenseIsRefusedWithTheirPath() throws Exception {
        String bundled = TestCatalogs.frozenText();
        Path memory = file("memory.json", bundled.replaceAll("\"memoryGb\": *[0-9.]+", "\"memoryGb\": 1e308"));
        int exit = run("advise", CHAT_70B.toString(), "--catalog", memory.toString(), "--lang", "en");
        assertEquals(2, exit, err());
        assertNoStackTrace();
        assertTrue(err().contains("memory.json: gpus[0].memoryGb: 1.0E308 is beyond what any card has (at most 10,000)." + NL),
                err());

        err.reset();
        Path price = file("price.json", bundled.replaceAll("\"priceCny\": *[0-9.]+", "\"priceCny\": 1e-9"));
        exit = run("advise", CHAT_70B.toString(), "--catalog", price.toString(), "--lang", "zh");
        assertEquals(2, exit, err());
        assertNoStackTrace();
        assertTrue(err().contains("price.json：offers[0].priceCny：0.000000001 元不是有效的价格（应在 ¥0.01 至 ¥100,000,000.00 之间）。" + NL),
                err());
    }

    /**
     * A plan saved as GBK (Notepad on a Chinese Windows) was called "broken structure (a missing comma…)". It
     * is now read as the CSV import reads such files; one that is neither UTF-8 nor GB18030 (Latin-1 "Café") is
     * refused saying it is not UTF-8 and how to save it.
     */
    @Test
    void aPlanSavedAsGbkIsReadAndOneInLatin1SaysHowToSaveIt() throws Exception {
        String json = PlanBuilder.fromJson(Files.readString(CHAT_70B)).set("title", "七十亿对话服务").json();
        Path gbk = dir.resolve("gbk.json");
        Files.write(gbk, json.getBytes(Charset.forName("GBK")));
        int exit = run("advise", gbk.toString(), "--format", "json", "--lang", "zh");
        assertEquals(0, exit, err());
        assertEquals("七十亿对话服务", PlanJson.read(gbk).title());

        out.reset();
        Path latin = dir.resolve("latin.json");
        Files.write(latin, PlanBuilder.fromJson(json).set("title", "Café").json().getBytes(StandardCharsets.ISO_8859_1));
        exit = run("advise", latin.toString(), "--lang", "en");
        assertBadInput(exit, latin + ": The file is not saved as UTF-8 text, so its characters cannot be read. Open it in"
                + " a text editor and save it again choosing the encoding UTF-8 (in Notepad: File → Save As → Encoding:"
                + " UTF-8)." + NL);
    }

    /** A number of 1,001 digits was refused without saying which field; now its path is named. */
    @Test
    void aThousandDigitNumberNamesItsField() throws Exception {
        Path plan = file("long.json", "{\"preset\": \"chat-inference\", \"inference\": {\"concurrentUsers\": "
                + "9".repeat(1001) + "}}");
        assertBadInput(run("advise", plan.toString(), "--lang", "en"), plan + ": This file cannot be read as a plan:"
                + " the number at inference.concurrentUsers is longer than 1,000 digits. A plan starts like"
                + " {\"format\":\"gpu-rental-plan\",\"version\":1" + NL);
        err.reset();
        assertEquals(2, run("advise", plan.toString(), "--lang", "zh"));
        assertTrue(err().contains("inference.concurrentUsers 处的数字超过 1,000 位"), err());
    }

    /** "advise --help" answered "Unknown option"; it prints the usage, exit 0. */
    @Test
    void adviseHelpPrintsTheUsage() {
        assertEquals(0, run("advise", "--help"), err());
        assertEquals("", err());
        assertTrue(out().contains("advise"), out());
        String usage = out();
        out.reset();
        assertEquals(0, run("--help"));
        assertEquals(usage, out());
    }

    @Test
    void jsonOutputHasTheFieldsOfTheIssue() throws Exception {
        int exit = run("advise", CHAT_70B.toString(), "--format", "json", "--lang", "en");
        assertEquals(0, exit, err());
        assertEquals("", err());
        JsonNode root = JSON.readTree(out());
        // memory: requiredGb including headroom and every part (docs/domain.md §3: (140 + 1.342 + 2) × 1.2 = 172.01 GB).
        JsonNode memory = root.get("memory");
        assertEquals("172.01", memory.get("requiredGb").asText());
        assertEquals("140.00", memory.get("weightsGb").asText());
        assertEquals("1.342", memory.get("kvCacheGb").asText());
        assertEquals("0.000", memory.get("activationsGb").asText());
        assertEquals("0.00", memory.get("gradientsGb").asText());
        assertEquals("0.00", memory.get("optimizerGb").asText());
        assertEquals("2.00", memory.get("overheadGb").asText());
        assertEquals("28.67", memory.get("headroomGb").asText());
        // The spare is a plan setting (default 20%) and the unit is stated.
        assertEquals("20.00", memory.get("sparePercent").asText());
        assertTrue(memory.get("unit").asText().startsWith("GB = 10^9 bytes"));
        // candidates, best first.
        JsonNode lead = root.get("candidates").get(0);
        assertEquals("h20", lead.get("gpu").asText());
        assertEquals(2, lead.get("cards").asInt());
        assertEquals("hourly", lead.get("rentalMode").asText());
        assertEquals("8928.00", lead.get("monthlyCostCny").asText());
        assertEquals("9820.80", lead.get("termCostCny").asText());
        // (140 + 1.342) / 2 + 1 = 71.67 GB used of an H20's 96 × 2^30 bytes = 103.08 GB (binary capacity).
        assertEquals("0.695", lead.get("memoryUtilization").asText());
        assertEquals("103.08", lead.get("capacityGb").asText());
        assertTrue(lead.get("memoryUtilization").asDouble() > 0 && lead.get("memoryUtilization").asDouble() < 1);
        assertFalse(lead.get("withinBudget").asBoolean());
        assertTrue(lead.get("withinBudget").isBoolean());
        // 141.34 GB per token over 2 × 4,000 GB/s × HBM share 0.45 × 0.97 (Assumptions.DECODE_SHARE_HBM), plus the
        // tensor-parallel floor of 80 layers × 0.060 ms gives 22.1 for one request's mean step; the serving stage reports
        // the p95 at the load (docs/domain.md §9.3) with the chat turn's 354-token default prompt (serving.RequestKind):
        // one user alone decodes one sequence a step (serving.ClosedLoop): 1 ÷ 44.9 ms = 22.3 (21.9 when the open model's
        // p95 batch was 3; 21.6 with the 778-token prompt it took before).
        assertEquals("22.3", lead.get("tokensPerSecond").asText());
        assertTrue(lead.get("trainingDays").isNull());
        assertEquals("2 × NVIDIA H20 96GB hold the 172 GB needed (86 GB per card including the 20% spare; a card holds 103.1 GB, "
                + "its 96 GB as marketed being binary).",
                lead.get("reasons").get(0).asText());
        assertTrue(lead.get("warnings").isArray());
        // The speed metric with its range, and whether the configuration needs a quote.
        assertEquals("tokensPerSecondPerUser", lead.get("speed").get("metric").asText());
        assertEquals("22.3", lead.get("speed").get("value").asText()); // the serving stage's p95 at the load (as above)
        assertTrue(lead.get("speed").has("low") && lead.get("speed").has("high"));
        assertFalse(lead.get("needsQuote").asBoolean());
        assertEquals("20.00", memory.get("sparePercent").asText());
        // Every candidate has the same fields; one that needs a quote has null cost fields.
        boolean quoted = false;
        for (JsonNode c : root.get("candidates")) {
            for (String field : List.of("gpu", "cards", "rentalMode", "monthlyCostCny", "termCostCny", "memoryUtilization",
                    "withinBudget", "tokensPerSecond", "trainingDays", "reasons", "warnings", "speed", "needsQuote")) {
                assertTrue(c.has(field), field + " missing in " + c);
            }
            if (c.get("needsQuote").asBoolean()) {
                quoted = true;
                assertTrue(c.get("rentalMode").isNull() && c.get("monthlyCostCny").isNull() && c.get("termCostCny").isNull(),
                        c.toString());
            } else {
                assertFalse(quoted, "candidates that need a quote come after the priced ones");
                assertTrue(List.of("hourly", "daily", "weekly", "monthly", "quarterly", "hybrid")
                        .contains(c.get("rentalMode").asText()));
            }
        }
        // The H200 fits on two cards but has no catalog price: a candidate that needs a quote, not a rejection (the
        // MI300X was the example until on ROCm, it is now ruled out for a CUDA team).
        JsonNode h200 = null;
        for (JsonNode c : root.get("candidates")) {
            if (c.get("gpu").asText().equals("h200")) {
                h200 = c;
            }
        }
        assertTrue(h200.get("needsQuote").asBoolean());
        assertEquals(2, h200.get("cards").asInt());
        assertEquals("2 × NVIDIA H200 SXM 141GB in one server, tensor parallel 2.", h200.get("deployment").get("note").asText());
        for (JsonNode r : root.get("rejected")) {
            assertFalse(r.get("gpu").asText().equals("h200"));
        }
        // budget: status and suggestions with a description and their monthly cost.
        JsonNode budget = root.get("budget");
        assertEquals("over", budget.get("status").asText());
        assertTrue(budget.get("suggestions").size() > 0);
        boolean int8OnOneH20 = false;
        for (JsonNode s : budget.get("suggestions")) {
            assertTrue(s.get("termCostCny").decimalValue().compareTo(new BigDecimal("8800.00")) <= 0, s.toString());
            assertTrue(s.get("withinBudget").asBoolean(), s.toString());
            assertTrue(s.get("downsides").size() > 0, s.toString());
            assertFalse(s.get("description").asText().isBlank());
            if (s.get("description").asText()
                    .equals("Run the model at INT8 instead of FP16: 1 × NVIDIA H20 96GB, container by the hour")) {
                assertEquals("4464.00", s.get("monthlyCostCny").asText());
                int8OnOneH20 = true;
            }
        }
        assertTrue(int8OnOneH20, budget.toString());
        // term.
        assertEquals("30.00", root.get("term").get("taskDays").asText());
        assertEquals(33, root.get("term").get("billableDays").asInt());
        assertEquals("en", root.get("language").asText());
    }

    @Test
    void jsonOutputTextsFollowTheLanguage() throws Exception {
        assertEquals(0, run("advise", CHAT_70B.toString(), "--format", "json", "--lang", "zh"));
        JsonNode root = JSON.readTree(out());
        assertEquals("zh", root.get("language").asText());
        assertEquals("2 张 NVIDIA H20 96GB 可容纳所需的 172 GB（每张卡 86 GB，含 20% 余量；每张卡可容纳 103.1 GB，即标称的 96 GB "
                + "按 1 GB = 2^30 字节计）。" /* not the jargon 二进制口径 */,
                root.get("candidates").get(0).get("reasons").get(0).asText());
        // Machine fields stay language-neutral.
        assertEquals("hourly", root.get("candidates").get(0).get("rentalMode").asText());
        assertEquals("over", root.get("budget").get("status").asText());
    }

    @Test
    void textOutputInEnglish() {
        assertEquals(0, run("advise", CHAT_70B.toString(), "--lang", "en"));
        String text = out();
        // The load line (issue 31) follows the scenario; then the answer in plain words (issue 33), then the details.
        assertTrue(text.startsWith("GPU rental advice" + NL + "Scenario: LLM inference (general)" + NL
                + "Load: 1 request in flight, as given." + NL + NL
                + "In short: Rent 1 server with 2 × NVIDIA H20 96GB; container by the hour, ¥8,928.00 a month, "
                + "¥9,820.80 for the whole 33-day term." + NL), text);
        assertTrue(text.contains("—— Engineering details ——" + NL + NL
                + "Memory needed: 172 GB including the 20% spare (on 2 cards):" + NL
                + "  weights: 140 GB" + NL
                + "  KV cache: 1.3 GB" + NL
                + "  runtime overhead: 2 GB" + NL
                + "  20% spare: 28.7 GB" + NL + NL
                + "Task: 30 days; rental term with 10% buffer: 33 days." + NL
                // over a budget nothing fits (every change that fits gives up part of the need), the first
                // option is not headed "Recommendation", and the budget line names the monthly budget, the budget for
                // the term and the term's cost apart (it said "budget ¥8,000, cost ¥9,820.80")
                + "Nothing fits the budget; the first choice that meets the need, over budget: 2 × NVIDIA H20 96GB, "
                + "container by the hour: ¥8,928.00 per month, ¥9,820.80 for the term." + NL), text);
        assertTrue(text.contains(NL
                + "Budget: Nothing fits the budget: ¥8,000.00 a month, ¥8,800.00 for the 33-day term; the first "
                + "choice that meets the need is 2 × NVIDIA H20 96GB (container by the hour) at ¥9,820.80 for the term, "
                + "¥1,020.80 over." + NL), text);
        assertTrue(text.contains("  * Run the model at INT8 instead of FP16: 1 × NVIDIA H20 96GB, container by the hour — "
                + "¥4,464.00 per month, ¥4,910.40 for the term" + NL), text);
        assertEquals("", err());
    }

    @Test
    void textOutputInChinese() {
        assertEquals(0, run("advise", CHAT_70B.toString(), "--lang", "zh"));
        String text = out();
        assertTrue(text.startsWith("GPU 租赁建议" + NL + "场景：大模型推理（通用）" + NL + "负载：同时进行的请求 1 个（按填写）。" + NL + NL
                + "简要回答：租 1 台服务器，装 2 张 NVIDIA H20 96GB；容器按小时，每月 ¥8,928.00，整个租期 33 天共 ¥9,820.80。" + NL), text);
        assertTrue(text.contains("—— 以下为工程细节 ——" + NL + NL
                + "所需显存：172 GB，含 20% 余量（按 2 张卡计）：" + NL), text);
        // see textOutputInEnglish
        assertTrue(text.contains("没有方案在预算之内；能满足需求的首选方案（超出预算）：2 张 NVIDIA H20 96GB，容器按小时：每月 ¥8,928.00，"
                + "租期合计 ¥9,820.80。" + NL), text);
        assertTrue(text.contains("预算：没有方案在预算之内：每月预算 ¥8,000.00，33 天租期的预算 ¥8,800.00；能满足需求的首选方案是 "
                + "2 张 NVIDIA H20 96GB（容器按小时），租期费用 ¥9,820.80，差额 ¥1,020.80。" + NL), text);
        assertTrue(text.contains("  * 模型从 16 位精度（FP16）改为 8 位整数精度（INT8）运行：1 张 NVIDIA H20 96GB，容器按小时 — "
                + "每月 ¥4,464.00，租期合计 ¥4,910.40" + NL),
                text);
        assertFalse(Pattern.compile("![a-zA-Z.]+!").matcher(text).find(), text); // no missing key
    }

    @Test
    void aBudgetThatCannotBeCheckedIsNotCalledMissing() throws IOException {
        // Nothing fits a 120B model on one card: the ¥100 budget was given, it just has nothing to be held against.
        Path plan = file("nothing-fits.json", "{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":{\"id\":\"glm-130b\","
                + "\"parameters\":\"120B\"},\"filters\":{\"maxCards\":1},\"budget\":{\"monthlyCny\":100}}");
        assertEquals(0, run("advise", plan.toString(), "--lang", "en"));
        assertTrue(out().contains(NL + "No configuration fits this workload with the catalog and filters." + NL), out());
        assertTrue(out().contains(NL + "Budget: No configuration fits, so the budget cannot be checked." + NL), out());
        out.reset();
        assertEquals(0, run("advise", plan.toString(), "--lang", "zh"));
        assertTrue(out().contains(NL + "预算：没有合适的配置，无法检查预算。" + NL), out());
        out.reset();
        assertEquals(0, run("advise", CHAT_70B.toString().replace("chat-70b", "lora-7b-training"), "--lang", "en"));
        // 1 × RTX 4090 for the 2-day term, no longer the CANN card; the budget line is the headline
        assertTrue(out().contains(NL + "Budget: No budget given: the cost is not checked against one." + NL), out());
    }

    @Test
    void everyExamplePlanRuns() throws IOException {
        try (var files = Files.list(Path.of("examples"))) {
            for (Path plan : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                for (String lang : List.of("en", "zh")) {
                    out.reset();
                    err.reset();
                    assertEquals(0, run("advise", plan.toString(), "--format", "json", "--lang", lang), plan + ": " + err());
                    assertTrue(JSON.readTree(out()).get("candidates").size() > 0, plan.toString());
                }
            }
        }
    }

    @Test
    void theCatalogOptionReadsAnotherCatalog() throws Exception {
        // A catalog in which the H20 rents for ¥5.00 per card-hour: 2 × 5.00 × 720 = ¥7,200.
        ObjectNode catalog;
        try (InputStream in = CliTest.class.getResourceAsStream("/catalog.json")) {
            catalog = (ObjectNode) JSON.readTree(in);
        }
        ((ObjectNode) catalog.get("offers").get(4)).put("priceCny", 5.00);
        Path file = dir.resolve("my-catalog.json");
        Files.write(file, JSON.writeValueAsBytes(catalog));
        assertEquals(0, run("advise", CHAT_70B.toString(), "--format", "json", "--catalog", file.toString()), err());
        assertEquals("7200.00", JSON.readTree(out()).get("candidates").get(0).get("monthlyCostCny").asText());
    }

    /** The trial-run and acceptance options, the usage's third line. */
    static final String ACCEPTANCE_USAGE_EN = "Trial run and acceptance: [--trial-kit DIR] (writes the check script and its"
            + " instruction) [--acceptance RESULT.json] (compares the delivered machine with the plan; exit code 0 every line"
            + " passes, 3 some lines need a look, 4 some lines fail) [--acceptance-pdf OUT.pdf] (the acceptance record, with"
            + " --acceptance)";
    static final String ACCEPTANCE_USAGE_ZH = "试跑与验收：[--trial-kit 文件夹]（写出检查脚本及其说明） [--acceptance 结果.json]"
            + "（将交付的机器与方案比较；退出码 0 全部通过，3 有待核对的项目，4 有不通过的项目） [--acceptance-pdf 输出.pdf]（验收单，与"
            + " --acceptance 一起使用）";

    /** Issue 34: the usage's fourth line, how to leave the plan file as it is when a result is imported. */
    static final String MEASUREMENT_USAGE_EN = "[--plan-read-only] (with --acceptance: the measurement of the load test sizes"
            + " this run only; without it, the measurement is kept in the measurements section of PLAN.json)";
    static final String MEASUREMENT_USAGE_ZH = "[--plan-read-only]（与 --acceptance 一起用：负载测试的实测只用于本次运行；不加时，实测保存到"
            + " PLAN.json 的 measurements 部分）";

    @Test
    void helpPrintsTheUsage() {
        assertEquals(0, run("--help", "--lang", "en"));
        assertEquals("Usage: java -jar gpu-rental-advisor.jar advise PLAN.json [--format json|text] [--lang zh|en] "
                + "[--catalog FILE] "
                + "[--pdf OUT.pdf]\nWithout arguments the desktop app opens." + NL
                + "Papers: [--format summary] (a short text to paste) [--xlsx OUT.xlsx] (the comparison) [--approval OUT.pdf] "
                + "(approval summary) [--rfq OUT.pdf] [--rfq-xlsx OUT.xlsx] (request for quotation and quote form)" + NL
                + ACCEPTANCE_USAGE_EN + NL + MEASUREMENT_USAGE_EN + NL, out());
    }

    @Test
    void thePdfOptionHandsTheAdviceToTheReportWriter() throws Exception {
        Path pdf = dir.resolve("advice.pdf");
        int exit = run((input, messages, target) -> Files.writeString(target, input.advice().leading().orElseThrow().gpu().id()),
                PRICE_DAY, "advise", CHAT_70B.toString(), "--pdf", pdf.toString(), "--lang", "en");
        assertEquals(0, exit, err());
        assertEquals("h20", Files.readString(pdf));
        assertEquals("PDF written: " + pdf + NL, err());
    }

    @Test
    void withAPaperTheReadableAdviceIsPrintedOnlyWhenAskedFor() throws Exception {
        Path pdf = dir.resolve("advice.pdf");
        assertEquals(0, run((advice, messages, target) -> Files.writeString(target, "pdf"), PRICE_DAY,
                "advise", CHAT_70B.toString(), "--pdf", pdf.toString(), "--lang", "en"), err());
        assertEquals("", out(), "a paper alone: the files written are said on the error stream");
        out.reset();
        assertEquals(0, run((advice, messages, target) -> Files.writeString(target, "pdf"), PRICE_DAY,
                "advise", CHAT_70B.toString(), "--pdf", pdf.toString(), "--format", "text", "--lang", "en"), err());
        assertTrue(out().startsWith("GPU rental advice" + NL), out());
        assertTrue(out().contains("over budget: 2 × NVIDIA H20 96GB, container by the hour: ¥8,928.00 per month"), out());
    }

    // ------------------------------------------------------------------ bad input: exit 2, one clear message

    @Test
    void aMissingPlanFileIsBadInput() {
        Path missing = dir.resolve("no-such-plan.json");
        assertBadInput(run("advise", missing.toString(), "--lang", "en"),
                missing + ": File not found. Check the folder and the file name." + NL);
    }

    @Test
    void invalidJsonIsBadInput() throws IOException {
        Path plan = file("broken.json", "{\"format\": \"gpu-rental-plan\", \"version\": 1,\n  \"precision\": fp16}");
        assertBadInput(run("advise", plan.toString(), "--lang", "en"),
                plan + ": Not valid JSON at line 2, column 16: \"fp16\" is not a JSON value (text needs double quotes)." + NL);
    }

    @Test
    void aBadFieldIsBadInputNamingFileFieldAndProblem() throws IOException {
        Path plan = file("plan.json", "{\"format\":\"gpu-rental-plan\",\"version\":1,\"precision\":\"fp12\"}");
        assertBadInput(run("advise", plan.toString(), "--lang", "en"),
                plan + ": precision: Precision: \"fp12\" is not allowed; use one of: fp32, bf16, fp16, fp8, int8, int4." + NL);
    }

    @Test
    void aBadParameterCountIsBadInputInEitherLanguage() throws IOException {
        Path plan = file("plan.json", "{\"format\":\"gpu-rental-plan\",\"version\":1,\"model\":{\"parameters\":\"lots\"}}");
        assertBadInput(run("advise", plan.toString(), "--lang", "en"),
                plan + ": model.parameters: Parameter count: \"lots\" is not a parameter count. "
                        + "Enter a count such as 7B, 70亿 or 0.5B." + NL);
        err.reset();
        assertBadInput(run("advise", plan.toString(), "--lang", "zh"),
                plan + "：model.parameters：参数量：“lots”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。" + NL);
    }

    @Test
    void aBadCatalogFileIsBadInput() throws Exception {
        ObjectNode catalog;
        try (InputStream in = CliTest.class.getResourceAsStream("/catalog.json")) {
            catalog = (ObjectNode) JSON.readTree(in);
        }
        ((ObjectNode) catalog.get("gpus").get(3)).remove("memoryGb");
        Path file = dir.resolve("catalog.json");
        Files.write(file, JSON.writeValueAsBytes(catalog));
        assertBadInput(run("advise", CHAT_70B.toString(), "--catalog", file.toString(), "--lang", "en"),
                file + ": gpus[3].memoryGb: This value is required." + NL);
        err.reset();
        Path missing = dir.resolve("missing-catalog.json");
        assertBadInput(run("advise", CHAT_70B.toString(), "--catalog", missing.toString(), "--lang", "en"),
                missing + ": File not found. Check the folder and the file name." + NL);
    }

    @Test
    void anUnknownOptionIsBadInput() {
        String usage = "Usage: java -jar gpu-rental-advisor.jar advise PLAN.json [--format json|text] [--lang zh|en] "
                + "[--catalog FILE] "
                + "[--pdf OUT.pdf]\nWithout arguments the desktop app opens." + NL
                + "Papers: [--format summary] (a short text to paste) [--xlsx OUT.xlsx] (the comparison) [--approval OUT.pdf] "
                + "(approval summary) [--rfq OUT.pdf] [--rfq-xlsx OUT.xlsx] (request for quotation and quote form)" + NL
                + ACCEPTANCE_USAGE_EN + NL + MEASUREMENT_USAGE_EN + NL;
        assertBadInput(run("advise", CHAT_70B.toString(), "--colour", "--lang", "en"),
                "Unknown option or extra argument \"--colour\"." + NL + usage);
        err.reset();
        assertBadInput(run("advise", CHAT_70B.toString(), "--format", "xml", "--lang", "en"),
                "The option --format does not accept \"xml\"; use one of: json, text, summary." + NL + usage);
        err.reset();
        assertBadInput(run("advise", CHAT_70B.toString(), "--lang", "en", "--format"),
                "The option --format needs a value." + NL + usage);
        err.reset();
        assertBadInput(run("advise", "--lang", "en"), "Give the plan file to advise on, e.g. advise plan.json" + NL + usage);
        err.reset();
        assertBadInput(run("plan", CHAT_70B.toString(), "--lang", "en"),
                "Unknown command \"plan\"; the command is \"advise\"." + NL + usage);
        err.reset();
        assertBadInput(run("advise", CHAT_70B.toString(), "--lang", "fr"),
                "The option --lang does not accept \"fr\"; use one of: zh, en." + NL + usage);
    }

    @Test
    void errorsFollowTheLanguage() {
        assertBadInput(run("advise", CHAT_70B.toString(), "--colour", "--lang", "zh"),
                "未知选项或多余参数“--colour”。" + NL + "用法：java -jar gpu-rental-advisor.jar advise 方案.json [--format json|text] "
                        + "[--lang zh|en] [--catalog 目录文件] [--pdf 输出.pdf]\n不带参数时打开桌面程序。" + NL
                        + "文书：[--format summary]（可粘贴的简短文字） [--xlsx 输出.xlsx]（方案比较表） [--approval 输出.pdf]（采购申请） "
                        + "[--rfq 输出.pdf] [--rfq-xlsx 输出.xlsx]（询价函与报价单）" + NL
                        + ACCEPTANCE_USAGE_ZH + NL + MEASUREMENT_USAGE_ZH + NL);
    }

    @Test
    void aPdfThatCannotBeWrittenIsBadInput() {
        Path pdf = dir.resolve("no-such-dir/advice.pdf");
        assertBadInput(run((a, m, target) -> {
            throw new IOException("No such file or directory");
        }, PRICE_DAY, "advise", CHAT_70B.toString(), "--pdf", pdf.toString(), "--lang", "en"),
                pdf + ": Could not write the PDF " + pdf + ": No such file or directory" + NL);
        err.reset();
        assertBadInput(run((a, m, target) -> {
            throw new UncheckedIOException(new IOException("disk full"));
        }, PRICE_DAY, "advise", CHAT_70B.toString(), "--pdf", pdf.toString(), "--lang", "en"),
                pdf + ": Could not write the PDF " + pdf + ": disk full" + NL);
    }

    // ------------------------------------------------------------------ unexpected: exit 1

    @Test
    void onlyTheUnexpectedExitsWithOne() {
        Clock broken = new Clock() {
            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                throw new IllegalStateException("clock unavailable");
            }
        };
        assertEquals(1, run(null, broken, "advise", CHAT_70B.toString(), "--lang", "en"));
        assertEquals("Unexpected error: java.lang.IllegalStateException: clock unavailable" + NL, err());
        assertNoStackTraceLines();
    }

    @Test
    void aBugInTheReportWriterIsUnexpectedNotBadInput() {
        int exit = run((a, m, target) -> {
            throw new NullPointerException("font");
        }, PRICE_DAY, "advise", CHAT_70B.toString(), "--pdf", dir.resolve("x.pdf").toString(), "--lang", "en");
        assertEquals(1, exit);
        assertEquals("Unexpected error: java.lang.NullPointerException: font" + NL, err());
        assertNoStackTraceLines();
    }

    private void assertNoStackTraceLines() {
        assertFalse(err().contains("\tat "), err());
        assertEquals(1, err().split(NL).length, err());
    }

    @Test
    void theClockDecidesWhetherPricesAreStale() throws Exception {
        Clock later = Clock.fixed(LocalDate.of(2027, 6, 1).atStartOfDay().toInstant(ZoneOffset.UTC), ZoneOffset.UTC);
        assertEquals(0, run(null, later, "advise", CHAT_70B.toString(), "--format", "json", "--lang", "en"));
        JsonNode warnings = JSON.readTree(out()).get("candidates").get(0).get("warnings");
        assertEquals("stale-price", warnings.get(0).get("code").asText());
        assertEquals("The price is a reference from 2026-11-01 (212 days old).", warnings.get(0).get("text").asText());
    }
}
