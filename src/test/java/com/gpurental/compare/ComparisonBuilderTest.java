package com.gpurental.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ComparisonBuilderTest {

    static Catalog catalog;
    static Advice chat70b;

    @BeforeAll
    static void advise() throws Exception {
        catalog = CatalogLoader.bundled();
        // The 70B chat plan of docs/domain.md §3: FP16, 4,096 tokens, 1 user, 30 days.
        Plan plan = PlanJson.parse("chat", Files.readAllBytes(Path.of("examples/chat-70b.json")));
        chat70b = new Advisor(catalog, LocalDate.of(2026, 11, 29)).advise(plan);
    }

    @Test
    void defaultSelectionIsTheTopThreeDistinctGpus() {
        List<String> ids = ComparisonBuilder.defaultSelection(chat70b);
        assertEquals(3, ids.size());
        assertEquals("h20", ids.get(0), "2 × H20 at ¥8,928.00 a month is the cheapest fit");
        assertEquals(ids.size(), ids.stream().distinct().count());
    }

    @Test
    void withoutACandidateTheDefaultComparisonIsFilledWithTheRejectedGpusForEveryOutput() throws Exception {
        // 70B at FP16 (about 140 GB of weights) on domestic products only, with a typed (hard) 60 tokens/s a user that
        // no domestic card reaches: nothing is a candidate. (Without the typed target the 910B is kept with its caveat
        // since the preset's default is soft, issue 32.) The Results page, the report, the papers and the headless
        // command all start from the same two GPUs: the first two rejected, so there is still a comparison.
        Advice a = new Advisor(catalog, LocalDate.of(2026, 11, 29)).advise(PlanJson.parse("p", ("{\"preset\": \"llm-inference\","
                + " \"model\": {\"parameters\": \"70B\"}, \"precision\": \"fp16\", \"domesticOnly\": true,"
                + " \"inference\": {\"tokensPerSecondPerUser\": 60}}")
                .getBytes(StandardCharsets.UTF_8)));
        assertTrue(a.referenceCandidates().isEmpty());
        List<String> firstRejected = a.rejected().stream().limit(2).map(r -> r.gpu().id()).toList();
        assertEquals(firstRejected, ComparisonBuilder.defaultSelection(a));
        assertEquals(firstRejected, RenderInput.of(a, catalog, LocalDate.of(2026, 11, 29)).compared());
        assertEquals(2, RenderInput.of(a, catalog, LocalDate.of(2026, 11, 29)).comparison().entries()
                .size());
    }

    @Test
    void barsCarryTheCatalogFiguresOnTheDenseBasis() {
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("h20", "h100-sxm", "ascend-910b"), null);
        // docs/gpu-specs.md: H20 4,000 GB/s and 148 dense TFLOPS; H100 SXM 3,350 GB/s and 989.4 dense (1,978.9 is sparse).
        assertEquals(4000.0, c.bandwidth().bars().get(0).value());
        assertEquals(148.0, c.fp16Dense().bars().get(0).value());
        assertEquals(3350.0, c.bandwidth().bars().get(1).value());
        assertEquals(989.4, c.fp16Dense().bars().get(1).value());
        assertEquals("chart.axis.bandwidth", c.bandwidth().axisKey());
        assertEquals("chart.axis.fp16", c.fp16Dense().axisKey());
    }

    @Test
    void unknownFiguresStayUnknownNeverZero() {
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("h20", "ascend-910b", "hygon-z100"), null);
        // docs/gpu-specs.md: Ascend 910B bandwidth is not published; Hygon Z100 FP16 unverified → null.
        assertNull(c.bandwidth().bars().get(1).value());
        assertNull(c.fp16Dense().bars().get(2).value());
        assertEquals(4000.0, c.bandwidth().max());
        // ... but a published spread is kept and printed: Ascend 910B 400–1,600 GB/s (catalog ranges).
        assertEquals(400.0, c.bandwidth().bars().get(1).range().low());
        assertEquals(1600.0, c.bandwidth().bars().get(1).range().high());
        assertEquals("400–1,600 (sources disagree)", c.bandwidth().bars().get(1).missingText(
                Messages.forLocale(Messages.EN), 0));
        assertEquals("400–1,600（来源不一）", Figures.bandwidth(c.entries().get(1).gpu(),
                Messages.forLocale(Messages.ZH)));
        assertEquals("unknown", c.fp16Dense().bars().get(2).missingText(
                Messages.forLocale(Messages.EN), 1), "Hygon Z100: no figure, no spread");
    }

    @Test
    void monthlyCostIsTheBestCandidatesAndUnpricedOrRejectedGpusHaveNone() {
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("h20", "h200", "ascend-310b"), null);
        assertEquals(8928.0, c.monthlyCost().bars().get(0).value(), 1e-9);
        // H200 fits but has no price in the catalog: a candidate that needs a quote, with no cost bar.
        assertFalse(c.monthlyCost().bars().get(1).rejected());
        assertTrue(c.entries().get(1).candidate().needsQuote());
        assertNull(c.monthlyCost().bars().get(1).value());
        assertTrue(c.monthlyCost().bars().get(2).rejected(), "the Ascend 310B is too slow");
        assertNull(c.monthlyCost().bars().get(2).value());
        assertEquals("2 × NVIDIA H20 96GB", c.monthlyCost().bars().get(0).label().en());
        // The whole term, what the ranking compares: 2 × H20 by the hour, 33 billable days = ¥9,820.80 (docs/domain.md §3).
        assertEquals(9820.8, c.termCost().bars().get(0).value(), 1e-9);
        assertNull(c.termCost().bars().get(1).value(), "no price, no term cost");
        assertEquals("chart.axis.termCost", c.termCost().axisKey());
    }

    @Test
    void coloursFollowTheCatalogOrder() {
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("ascend-910b", "rtx-4090"), null);
        assertEquals(catalog.gpus().indexOf(catalog.gpu("ascend-910b").orElseThrow()), c.entries().get(0).colour());
        assertEquals(0, c.entries().get(1).colour());
    }

    @Test
    void noTwoComparedGpusShareAColour() {
        // The catalog has more GPUs than the palette has colours: the RTX 4090 and the A800 80GB SXM both drew blue.
        int rtx = catalog.gpus().indexOf(catalog.gpu("rtx-4090").orElseThrow());
        int a800 = catalog.gpus().indexOf(catalog.gpu("a800-80g").orElseThrow());
        assertEquals(Math.floorMod(rtx, Palette.size()), Math.floorMod(a800, Palette.size()), "the case this test is about");
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("rtx-4090", "a800-80g", "h20"), null);
        List<Integer> colours = c.entries().stream().map(e -> Math.floorMod(e.colour(), Palette.size())).toList();
        assertEquals(3, colours.stream().distinct().count(), colours.toString());
        assertEquals(Math.floorMod(rtx, Palette.size()), colours.get(0), "the first keeps its own colour");
        assertEquals(Math.floorMod(a800 + 1, Palette.size()), colours.get(1), "the next free colour");
        List<Integer> bars = c.monthlyCost().bars().stream().map(b -> Math.floorMod(b.colour(), Palette.size())).toList();
        assertEquals(colours, bars, "every chart draws the entries' colours");
    }

    @Test
    void atMostSixGpusAndNoDuplicates() {
        Comparison c = ComparisonBuilder.build(chat70b, catalog,
                List.of("h20", "h20", "rtx-4090", "rtx-5090", "a10", "a100-40g", "l40s", "t4", "nope"), null);
        assertEquals(6, c.entries().size());
        assertEquals(List.of("h20", "rtx-4090", "rtx-5090", "a10", "a100-40g", "l40s"),
                c.entries().stream().map(e -> e.gpu().id()).toList());
    }

    @Test
    void dominatedMeansAnotherIsNoDearerAndNoSlower() {
        assertTrue(ComparisonBuilder.dominates(new double[] {100, 30}, new double[] {200, 20}, true));
        assertFalse(ComparisonBuilder.dominates(new double[] {100, 20}, new double[] {200, 30}, true));
        assertFalse(ComparisonBuilder.dominates(new double[] {100, 30}, new double[] {100, 30}, true));
        // training: fewer days is better
        assertTrue(ComparisonBuilder.dominates(new double[] {100, 5}, new double[] {100, 9}, false));
    }

    @Test
    void scatterMarksTheDominatedOptions() {
        // 8 × L40S (billed two months, more than 10 times the H20's term) are left out of the advice; the
        // 4 × A800 of the console list take their place as the dominated option.
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("h20", "rtx-5090", "a800-80g"), null);
        ScatterData s = c.costVsSpeed();
        assertTrue(s.higherIsBetter());
        ScatterPoint h20 = s.points().stream().filter(p -> p.gpuId().equals("h20")).findFirst().orElseThrow();
        ScatterPoint l40s = s.points().stream().filter(p -> p.gpuId().equals("a800-80g")).findFirst().orElseThrow();
        assertEquals(8928.0, h20.monthlyCostCny(), 1e-9);
        assertFalse(h20.dominated(), "the cheapest option cannot be dominated");
        // Since the serving stage (issue 31) the 4 × A800 and the 2 × H20 come out at the same speed per user at this
        // load (21.56 tokens/s each, the A800 0.02% ahead), so the A800 costs more without being slower: a point is
        // dominated exactly when another is at least as cheap and as fast and better in one, which it is not here.
        assertTrue(l40s.monthlyCostCny() > h20.monthlyCostCny(), s.points().toString());
        assertEquals(l40s.speed() <= h20.speed(), l40s.dominated(), s.points().toString());
        ScatterPoint rtx = s.points().stream().filter(p -> p.gpuId().equals("rtx-5090")).findFirst().orElseThrow();
        assertFalse(rtx.dominated(), "the fastest option cannot be dominated");
    }

    @Test
    void breakEvenChartNeedsAnHourlyAndAMonthlyPrice() {
        // H20 has only hourly prices; RTX 4090 has both: 7,920 / 8 = 990 a month against 1.96 an hour.
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("h20", "rtx-4090"), "h20");
        BreakEvenData b = c.breakEven();
        assertNotNull(b);
        assertEquals("rtx-4090", b.gpuId());
        int cards = b.cards();
        assertEquals(0.0, b.hourly().get(0)[1]);
        double[] last = b.hourly().get(b.hourly().size() - 1);
        assertEquals(720.0, last[0]);
        assertEquals(1.96 * cards * 720, last[1], 1e-6);
        assertEquals(990.0 * cards, b.monthly().get(0)[1], 1e-6);
        assertEquals(new BigDecimal("505.1"), b.breakEvenHours());
    }

    @Test
    void noBreakEvenChartWhenNoComparedGpuHasBothPrices() {
        Comparison c = ComparisonBuilder.build(chat70b, catalog, List.of("h20", "a10"), null);
        assertNull(c.breakEven());
    }

    static Advice vision() throws Exception {
        Plan plan = PlanJson.parse("vision", Files.readAllBytes(Path.of("examples/vision-inspection.json")));
        return new Advisor(catalog, LocalDate.of(2026, 11, 29)).advise(plan);
    }

    @Test
    void breakEvenFollowsTheRecommendationUnlessTheUserPicksAnother() throws Exception {
        Advice a = vision();
        assertEquals("rtx-4090", a.leading().orElseThrow().gpu().id(), "2 × RTX 4090 by the hour, ¥2,822.40 a month");
        // The user's comparison lists the RTX 5090 first: the chart still shows the recommendation's break-even. The
        // bundled bare-metal offer states the pro-rata share of its source (seed 003's quick-reference rows price a
        // part of a server pro rata, issue 32): 2 cards ¥1,980 a month against 2 × ¥1.96 an hour = 505.1 h (the rental
        // advice's own figure; 2,020.4 h when the whole server was billed).
        Comparison c = ComparisonBuilder.build(a, catalog, List.of("rtx-5090", "rtx-4090"), null);
        assertEquals("rtx-4090", c.breakEven().gpuId());
        assertTrue(c.breakEven().recommendation());
        assertEquals(a.modeAdvice().breakEvenHoursPerMonth(), c.breakEven().breakEvenHours());
        assertEquals(new BigDecimal("505.1"), c.breakEven().breakEvenHours());
        // Picked explicitly: RTX 5090, 2 of the server's 8 cards pro rata (¥13,990 ÷ 8 × 2 = ¥3,497.50, seed 003's row
        // "7B模型高并发推理 RTX 5090 32GB 2卡 裸金属按月 ~¥3,498") against 2 × ¥2.88 an hour = 607.2 h.
        Comparison picked = ComparisonBuilder.build(a, catalog, List.of("rtx-5090", "rtx-4090"), "rtx-5090");
        assertEquals("rtx-5090", picked.breakEven().gpuId());
        assertFalse(picked.breakEven().recommendation());
        assertEquals(new BigDecimal("607.2"), picked.breakEven().breakEvenHours());
        assertEquals(List.of("rtx-5090", "rtx-4090"), ComparisonBuilder.breakEvenChoices(picked));
        // A pick that is no longer compared falls back to the recommendation.
        Comparison gone = ComparisonBuilder.build(a, catalog, List.of("rtx-4090", "ascend-910b"), "rtx-5090");
        assertEquals("rtx-4090", gone.breakEven().gpuId());
    }

    @Test
    void theRecommendationsBreakEvenIsShownEvenWhenItsGpuIsNotCompared() throws Exception {
        Advice a = vision();
        Comparison c = ComparisonBuilder.build(a, catalog, List.of("rtx-5090", "ascend-910b"), null);
        assertEquals("rtx-4090", c.breakEven().gpuId());
        assertEquals("2 × NVIDIA GeForce RTX 4090", c.breakEven().label().en()); // one spare card (N+1)
    }

    @Test
    void visionScatterUsesMsPerImageLowerIsBetterAndSaysWhyAGpuHasNoPoint() throws Exception {
        Comparison c = ComparisonBuilder.build(vision(), catalog, List.of("rtx-4090", "h200", "t4"), null);
        ScatterData s = c.costVsSpeed();
        assertEquals("chart.axis.msPerImage", s.yAxisKey());
        assertFalse(s.higherIsBetter());
        assertEquals(1, s.points().size());
        // docs/gpu-specs.md: the H200 has no catalog price; the T4's 130 INT8 TOPS miss the preset's 140.
        // a production line keeps one spare card (N+1): 2 cards
        assertEquals(List.of(Message.of("chart.missing.needsQuote",
                LocalizedText.same("2 × NVIDIA H200 SXM 141GB")),
                Message.of("chart.missing.rejected",
                LocalizedText.same("NVIDIA T4 16GB"))), s.missing());
    }

    @Test
    void cssDefinesTheSamePaletteAsTheEngine() throws Exception {
        String css = Files.readString(Path.of("styles/app.css"), StandardCharsets.UTF_8);
        for (int i = 0; i < Palette.size(); i++) {
            String rule = ".gpu-color-" + i + ", .chart-bar:gpu-" + i + ", .chart-symbol:gpu-" + i
                    + " { -app-gpu-colour: " + Palette.hex(i) + "; }";
            assertTrue(css.contains(rule), "styles/app.css lacks " + rule);
        }
    }

    @Test
    void withQuotesLeadingTheCostChartsSayTheirBarsAreReferencePrices() {
        // 丙's quote leads (¥9,540 a month); the bars are the catalog's reference prices (2 × H20: ¥8,928 a month).
        Advice quoted = QuoteFixture.advise(QuoteFixture.plan(
                QuoteFixture.quotes(QuoteFixture.JIA,
                        QuoteFixture.BING)));
        assertTrue(quoted.quoteLed());
        Comparison c = ComparisonBuilder.build(quoted, QuoteFixture.CATALOG,
                List.of("h20", "rtx-4090"), null);
        assertEquals("chart.costReference", c.monthlyCost().titleKey());
        assertEquals("chart.termCostReference", c.termCost().titleKey());
        Comparison plain = ComparisonBuilder.build(QuoteFixture.advise(
                QuoteFixture.plan("")), QuoteFixture.CATALOG,
                        List.of("h20", "rtx-4090"), null);
        assertEquals("chart.cost", plain.monthlyCost().titleKey());
        assertEquals("chart.termCost", plain.termCost().titleKey());
    }
}
