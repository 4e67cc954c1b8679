package com.gpurental.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
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

/** {@code advise --format json} on a plan with vendors' quotes (issue 11): the worked checks in the JSON. */
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
        assertEquals(0, run("advise", PLAN.toString(), "--format", "json", "--lang", "en"), () -> err.toString(StandardCharsets.UTF_8));
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
    void aQuoteWithAnUnknownGpuIsBadInputWithItsPath() throws Exception {
        String text = Files.readString(PLAN, StandardCharsets.UTF_8).replaceFirst("\"gpu\": \"h20\"", "\"gpu\": \"h2o\"");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, text, StandardCharsets.UTF_8);
        assertEquals(2, run("advise", bad.toString(), "--format", "json", "--lang", "zh"));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("quotes[0].gpu") && e.contains("价格库中没有 GPU 型号“h2o”"), e);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("quotes"));
    }
}
