package com.gpurental.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.gpurental.plan.PlanBuilder;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code advise --format json} on a plan with vendors' quotes: the worked checks in the JSON. */
class QuotesCliTest {

    private static final ObjectMapper JSON = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final Clock PRICE_DAY = Clock.fixed(Instant.parse("2026-11-01T08:00:00Z"), ZoneOffset.UTC);
    /** The three quotes (甲, 乙, 丙) and its ownership check on the 70B chat plan, 500 GB of data. */
    private static final Path PLAN = Path.of("examples/chat-70b-quotes.json");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                PRICE_DAY, null).run(args);
    }

    @Test
    void jsonListsTheQuotesBestFirstWithEveryCostLine() throws Exception {
        assertEquals(0, run("advise", PLAN.toString(), "--format", "json", "--lang", "en"),
                () -> err.toString(StandardCharsets.UTF_8));
        JsonNode root = JSON.readTree(out.toByteArray());
        JsonNode quotes = root.get("quotes");
        assertEquals(3, quotes.size());
        JsonNode bing = quotes.get(0);
        assertEquals("丙数据", bing.get("vendor").asText());
        assertEquals(new BigDecimal("10494.00"), bing.get("termCostCny").decimalValue());
        assertEquals(new BigDecimal("9900.00"), bing.get("gpuCostCny").decimalValue());
        assertEquals(new BigDecimal("594.00"), bing.get("vatCny").decimalValue());
        assertEquals(new BigDecimal("6.9"), bing.get("vsReferencePercent").decimalValue());
        assertTrue(bing.get("fits").asBoolean());
        assertTrue(bing.get("recommended").asBoolean());
        JsonNode jia = quotes.get(1);
        assertEquals("甲云", jia.get("vendor").asText());
        assertEquals(new BigDecimal("10648.00"), jia.get("termCostCny").decimalValue());
        assertEquals(new BigDecimal("10296.00"), jia.get("gpuCostCny").decimalValue());
        assertEquals(new BigDecimal("132.00"), jia.get("storageCostCny").decimalValue());
        assertEquals(new BigDecimal("220.00"), jia.get("bandwidthCostCny").decimalValue());
        assertEquals(new BigDecimal("120000.00"), quotes.get(2).get("termCostCny").decimalValue());
        assertEquals("whole-server-only", quotes.get(2).get("flags").get(1).get("code").asText(), quotes.get(2).toString());
        assertEquals("丙数据", root.get("quoteChoice").get("vendor").asText());
        assertEquals(new BigDecimal("42867.20"), root.get("ownership").get("monthlyCostCny").decimalValue());
        assertEquals(new BigDecimal("116.7"), root.get("ownership").get("breakEvenUtilizationPercent").decimalValue());
        assertTrue(root.has("candidates"), "the reference candidates stay beside the quotes");
    }

    @Test
    void jsonRecommendsTheCheapestFittingQuoteAndKeepsTheReferenceOptions() throws Exception {
        assertEquals(0, run("advise", PLAN.toString(), "--format", "json", "--lang", "en"),
                () -> err.toString(StandardCharsets.UTF_8));
        JsonNode root = JSON.readTree(out.toByteArray());
        assertEquals("quote", root.get("recommendationSource").asText());
        JsonNode lead = root.get("candidates").get(0);
        assertEquals("丙数据", lead.get("vendor").asText());
        assertEquals(new BigDecimal("10494.00"), lead.get("termCostCny").decimalValue());
        assertEquals(new BigDecimal("9540.00"), lead.get("monthlyCostCny").decimalValue(), "30 days at ¥159.00 a card-day × 2");
        assertEquals("daily", lead.get("rentalMode").asText());
        assertEquals(new BigDecimal("6.9"), lead.get("vsReferencePercent").decimalValue());
        assertEquals("tax-basis-differs", lead.get("quoteFlags").get(0).get("code").asText());
        assertEquals("甲云", root.get("candidates").get(1).get("vendor").asText());
        assertEquals("The recommendation costs ¥154.00 less for the term and is at least as fast.",
                root.get("candidates").get(1).get("versusRecommendation").asText());
        assertEquals(new BigDecimal("10494.00"), root.get("budget").get("costCny").decimalValue());
        assertEquals("within", root.get("budget").get("status").asText(), "¥12,000.00 a month: ¥13,200.00 for 33 days");
        assertEquals("丙数据 is the cheapest quote that fits: ¥10,494.00 for the 33-day rental including VAT, ¥154.00 less than 甲云.",
                root.get("recommendationReason").asText());
        JsonNode reference = root.get("referenceCandidates").get(0);
        assertFalse(reference.has("vendor"));
        assertEquals(new BigDecimal("9820.80"), reference.get("termCostCny").decimalValue());
    }

    @Test
    void textListsEveryQuoteWithItsPartsFlagsAndTheChoiceInBothLanguages() throws Exception {
        assertEquals(0, run("advise", PLAN.toString(), "--lang", "en"), () -> err.toString(StandardCharsets.UTF_8));
        String en = out.toString(StandardCharsets.UTF_8);
        assertTrue(en.contains("Recommendation: 2 × NVIDIA H20 96GB quoted by 丙数据, container by the day: ¥9,540.00 per month,"
                + " ¥10,494.00 for the term, including VAT."), en);
        assertTrue(en.contains("1. 丙数据: 2 × NVIDIA H20 96GB — ¥10,494.00 for 33 billed days, ¥9,540.00 per month (recommended)"),
                en);
        assertTrue(en.contains("GPU ¥10,296.00 + storage ¥132.00 + bandwidth ¥220.00 + VAT ¥0.00"), en);
        assertTrue(en.contains("3. 乙算力: 8 × NVIDIA H20 96GB — ¥120,000.00 (excludes storage) for 60 billed days"), en);
        assertTrue(en.contains("! Whole servers only (8 cards per server)."), en);
        assertTrue(en.contains("Choice: 丙数据 is the cheapest quote that fits"), en);
        // The conclusion is said once, by the verdict, and the server is named, not its catalog id.
        String nl = System.lineSeparator();
        assertTrue(en.contains(nl + "Rent or buy: owning the server (8 × NVIDIA H20 96GB) per month: depreciation ¥30,000.00"
                + " + power ¥4,867.20 + hosting ¥3,000.00 + operations ¥5,000.00 = ¥42,867.20." + nl
                + "  Owning costs ¥42,867.20 a month; renting the same cards for the plan's hours costs ¥37,440.00. Renting is"
                + " cheaper even with the cards in use all 720 hours a month: at this price, buying never pays off." + nl), en);
        assertEquals(1, en.split("never pays off", -1).length - 1, en);
        assertTrue(en.contains("Reference prices from the catalog (as of 2026-11-01), for context:\n"
                .replace("\n", System.lineSeparator())
                + "  2 × NVIDIA H20 96GB, container by the hour: ¥8,928.00 per month, ¥9,820.80 for the term"), en);
        out.reset();
        assertEquals(0, run("advise", PLAN.toString(), "--lang", "zh"), () -> err.toString(StandardCharsets.UTF_8));
        String zh = out.toString(StandardCharsets.UTF_8);
        assertTrue(zh.contains("推荐：丙数据报价的 2 张 NVIDIA H20 96GB，容器按天：每月 ¥9,540.00，整个租期 ¥10,494.00（含税）。"), zh);
        assertTrue(zh.contains("供应商报价（由优到劣，含税，租期 33 天）："), zh);
        assertTrue(zh.contains("2. 甲云：2 张 NVIDIA H20 96GB — 计费 33 天共 ¥10,648.00，每月 ¥9,680.00"), zh);
        assertTrue(zh.contains("选择：丙数据是能承载的报价中最便宜的"), zh);
        assertTrue(zh.contains(nl + "租还是买：自购整机（8 张 NVIDIA H20 96GB）每月：折旧 ¥30,000.00 + 电费 ¥4,867.20 + 托管 ¥3,000.00"
                + " + 运维 ¥5,000.00 = ¥42,867.20。" + nl + "  自购每月 ¥42,867.20；按方案用时租用同样的卡每月 ¥37,440.00。"
                + "即使每月 720 小时满负荷使用，租用也更便宜：按这个价格，自购永远不划算。" + nl), zh);
        assertEquals(1, zh.split("永远不划算", -1).length - 1, zh);
        assertFalse(zh.contains("Quote") || zh.contains("billed") || zh.contains("Reference"), zh);
    }

    @Test
    void aQuoteWithAnUnknownGpuIsBadInputWithItsPath() throws Exception {
        String text = PlanBuilder.fromJson(Files.readString(PLAN, StandardCharsets.UTF_8)).set("quotes[0].gpu", "h2o").json();
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, text, StandardCharsets.UTF_8);
        assertEquals(2, run("advise", bad.toString(), "--format", "json", "--lang", "zh"));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("quotes[0].gpu") && e.contains("价格库中没有 GPU 型号“h2o”"), e);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("quotes"));
    }
}
