package com.gpurental.quotes;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.plan.PlanJson;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;

/** the three-quote worked check: a 70B FP16 chat plan, 30-day task (33 billable days), 24 h/day, 500 GB, three quotes. */
public final class QuoteFixture {

    /** The bundled prices are as of this day. */
    public static final LocalDate TODAY = LocalDate.of(2026, 11, 1);
    public static final Catalog CATALOG = CatalogLoader.bundled();

    /** Quote 甲 exactly as the issue writes it. */
    public static final String JIA = "{\"vendor\": \"甲云\", \"gpu\": \"h20\", \"cards\": 2,"
            + "\"price\": {\"cny\": 6.50, \"per\": \"card-hour\", \"includesVat\": true, \"vatPercent\": 6},"
            + "\"billing\": {\"unit\": \"second\", \"minimumDays\": 0, \"wholeServerOnly\": false},"
            + "\"storage\": {\"includedGb\": 100, \"cnyPerGbMonth\": 0.30}, \"bandwidthCnyPerMonth\": 200,"
            + "\"sla\": {\"availabilityPercent\": 99.5, \"cardReplacementHours\": 24},"
            + "\"invoice\": \"special\", \"validUntil\": \"2026-12-31\", \"deliveryDays\": 3, \"notes\": \"…\"}";
    /** 乙: an 8-card H20 server at ¥60,000 per server-month including VAT, whole servers, monthly billing. */
    public static final String YI = "{\"vendor\": \"乙算力\", \"gpu\": \"h20\", \"cards\": 8,"
            + "\"price\": {\"cny\": 60000, \"per\": \"server-month\", \"includesVat\": true, \"vatPercent\": 6},"
            + "\"billing\": {\"unit\": \"month\", \"minimumDays\": 30, \"wholeServerOnly\": true, \"serverCards\": 8},"
            + "\"sla\": {\"availabilityPercent\": 99.9, \"cardReplacementHours\": 8},"
            + "\"invoice\": \"special\", \"validUntil\": \"2026-12-31\", \"deliveryDays\": 7}";
    /** 丙: 2 × H20 at ¥150 per card-day excluding 6% VAT, 7-day minimum, 1,000 GB included. */
    public static final String BING = "{\"vendor\": \"丙数据\", \"gpu\": \"h20\", \"cards\": 2,"
            + "\"price\": {\"cny\": 150, \"per\": \"card-day\", \"includesVat\": false, \"vatPercent\": 6},"
            + "\"billing\": {\"unit\": \"day\", \"minimumDays\": 7, \"wholeServerOnly\": false},"
            + "\"storage\": {\"includedGb\": 1000, \"cnyPerGbMonth\": 0.25},"
            + "\"sla\": {\"availabilityPercent\": 99.9, \"cardReplacementHours\": 4},"
            + "\"invoice\": \"special\", \"validUntil\": \"2026-12-15\", \"deliveryDays\": 2}";

    /** The ownership check: ¥1,200,000 8-card H20 server, 10% residual over 3 years, 6.5 kW × PUE 1.3 × ¥0.80. */
    public static final String OWNERSHIP = "\"ownership\": {\"serverPriceCny\": 1200000, \"serverCards\": 8, \"gpu\": \"h20\","
            + "\"powerKw\": 6.5, \"pue\": 1.3, \"electricityCnyPerKwh\": 0.80, \"hostingCnyPerMonth\": 3000,"
            + "\"opsCnyPerYear\": 60000, \"depreciationYears\": 3, \"residualPercent\": 10}";

    /** The docs/domain.md §3 70B chat plan (FP16, 4,096 tokens, 1 user at 20 tokens/s, 30 days, 24 h a day; with the 10 % buffer
     * its figures were worked with, which a service no longer takes by default). */
    public static final String SEVENTY_B_CHAT = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"parameters"
            + "\":\"70B\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":1,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"mode\":\"auto\",\"durationDays\":30,\"hoursPerDay\":24,\"bufferPercent\":10}";

    private QuoteFixture() {
    }

    public static String planJson(String extra) {
        return "{\"format\":\"gpu-rental-plan\",\"version\":1," + SEVENTY_B_CHAT + ",\"storage\": {\"dataGb\": 500}"
                + (extra.isEmpty() ? "" : "," + extra) + "}";
    }

    public static String quotes(String... quotes) {
        return "\"quotes\": [" + String.join(",", quotes) + "]";
    }

    /** The worked check's plan with these quotes, for a test to edit ({@code .set("quotes[0].cards", 1)}). */
    public static PlanBuilder planWith(String... quotes) {
        return PlanBuilder.fromJson(planJson(quotes(quotes)));
    }

    public static Plan plan(String extra) {
        try {
            return PlanJson.parse("quotes-plan.json", planJson(extra).getBytes(StandardCharsets.UTF_8));
        } catch (InputException e) {
            throw new AssertionError(e.getMessage() + " " + e.problems(), e);
        }
    }

    public static Advice advise(Plan plan) {
        try {
            return new Advisor(CATALOG, TODAY).advise(plan);
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    public static QuoteComparison compare(String extra) {
        return advise(plan(extra)).quotes();
    }

    public static QuoteComparison compare(PlanBuilder plan) {
        return advise(plan.plan()).quotes();
    }

    /** The three quotes of the issue. */
    public static QuoteComparison workedCheck() {
        return compare(quotes(JIA, YI, BING));
    }
}
