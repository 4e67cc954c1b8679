package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.MemoryPart;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.catalog.Source;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.TaskExecutor;
import com.gpurental.ui.memory.MemoryPageViewModel;
import com.gpurental.ui.model.Settings;
import com.gpurental.ui.rental.RentalPageViewModel;
import com.gpurental.ui.results.ResultsPageViewModel;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Consistency check: one plan rendered through the JSON, the text, the PDF's extracted text and the view
 * models finds the same break-even, costs and memory parts everywhere. The plan is the one of the reported bug: a
 * catalog with a quarterly RTX 4090 offer and a 7B INT4 chat, where the rental text said 408.2 h and the break-even
 * chart 505.1 h.
 */
class OneFigureEverywhereTest {

    private static final LocalDate DATE = LocalDate.of(2026, 11, 1);
    private static final Catalog BUNDLED = CatalogLoader.bundled();

    /**
     * A quarterly RTX 4090 server: ¥19,200 per 8 cards per quarter = ¥800 per card-month, below the monthly offer's
     * ¥7,920 / 8 = ¥990. Against ¥1.96 per card-hour the break-even is 800 / 1.96 = 408.2 h (the monthly offer alone
     * would give 990 / 1.96 = 505.1 h, the chart's old figure). Both offers state that a share of a server is rented
     * pro rata, so one card is priced as its share.
     */
    private static final Offer QUARTERLY_4090 = new Offer("test-4090-quarterly", "rtx-4090", RentalMode.QUARTERLY,
            new BigDecimal("19200"), 8, new Source("test quote", null, Confidence.S, List.of()), DATE, LocalizedText.EMPTY,
            false, true);

    private static final String PLAN = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"7B INT4 chat\","
            + "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"llama-2-7b\"},\"precision\":\"int4\","
            + "\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":1,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"mode\":\"auto\",\"durationDays\":30,\"hoursPerDay\":24,\"bufferPercent\":10},\"budget\":{\"monthlyCn"
                    + "y\":8000}}";

    @TempDir
    Path dir;

    private static Catalog catalog() {
        List<Offer> offers = new ArrayList<>(BUNDLED.offers().stream().map(o -> o.perCards() > 1
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(), o.asOf(), o.notes(), false, true)
                : o).toList());
        offers.add(QUARTERLY_4090);
        List<ScalingTable> scaling = Arrays.stream(InterconnectType.values())
                .map(t -> BUNDLED.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", BUNDLED.asOf(), BUNDLED.gpus(), offers, BUNDLED.models(), BUNDLED.scenarios(), scaling);
    }

    private static Plan plan() {
        try {
            return PlanJson.parse("seven-b-int4.json", PLAN.getBytes(StandardCharsets.UTF_8));
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void theBreakEvenCostsAndMemoryPartsAreTheSameInEveryRendering() throws Exception {
        Catalog catalog = catalog();
        Messages m = Messages.forLocale(Messages.EN);
        AppContext context = new AppContext(catalog, new Advisor(catalog, DATE), Settings.inMemory(Messages.EN),
                new RecordingDialogs(), TaskExecutor.sameThread(), Messages.EN);
        ResultsPageViewModel results = new ResultsPageViewModel(context);
        RentalPageViewModel rental = new RentalPageViewModel(context);
        MemoryPageViewModel memoryPage = new MemoryPageViewModel(context);
        context.model().load(plan());
        Advice a = context.model().advice();
        assertNotNull(a);

        // The engine: 1 × RTX 4090 by the hour; its break-even against the cheapest bare-metal offer (the quarter).
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090 1 hourly", lead.gpu().id() + " " + lead.cards() + " " + lead.cost().mode().json());
        assertEquals(new BigDecimal("408.2"), a.modeAdvice().breakEvenHoursPerMonth());
        assertEquals("test-4090-quarterly", a.modeAdvice().breakEven().bareMetal().id());
        String breakEven = "408.2";
        // 1.96 × 720 h = ¥1,411.20 a month; × 33 × 24 h = ¥1,552.32 for the term (docs/domain.md §3 check).
        String monthly = m.money(lead.cost().monthlyCostCny());
        String term = m.money(lead.cost().termCostCny());
        assertEquals("¥1,411.20", monthly);
        assertEquals("¥1,552.32", term);

        // JSON
        JsonNode json = AdviceJson.toJson(a, m);
        assertEquals(breakEven, json.get("rental").get("breakEvenHoursPerMonth").asText());
        assertEquals("test-4090-quarterly", json.get("rental").get("breakEvenBareMetalOffer").asText());
        assertEquals(lead.cost().monthlyCostCny().amount(), json.get("candidates").get(0).get("monthlyCostCny").decimalValue());
        assertEquals(lead.cost().termCostCny().amount(), json.get("candidates").get(0).get("termCostCny").decimalValue());
        assertEquals(breakEven, json.get("candidates").get(0).get("breakEvenHoursPerMonth").asText());
        List<MemoryPart> parts = a.memoryParts();
        JsonNode jsonParts = json.get("memory").get("parts");
        assertEquals(parts.size(), jsonParts.size());
        for (int i = 0; i < parts.size(); i++) {
            assertEquals(parts.get(i).key(), jsonParts.get(i).get("part").asText());
            assertEquals(parts.get(i).totalGb(), jsonParts.get(i).get("totalGb").asDouble(), 0.0005);
        }

        // Text
        String text = AdviceText.render(a, m);
        assertTrue(text.contains("Break-even: above " + breakEven + " hours of use per month"), text);
        assertTrue(text.contains(monthly + " per month, " + term + " for the term"), text);
        for (MemoryPart p : parts) {
            assertTrue(text.contains(m.format("text.part." + p.key(), p.totalGb(), a.memory().sparePercent())), p.key()
                    + " in\n" + text);
        }

        // PDF, as PDFBox extracts it: the rental paragraph and the chart print the same figure, and only it.
        Path pdf = dir.resolve("seven-b.pdf");
        PdfReport.write(new RenderInput(a, catalog, results.compared(), ChecklistState.EMPTY, DATE), m, pdf);
        String pdfText;
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            pdfText = new PDFTextStripper().getText(doc).replace("\r\n", "\n");
        }
        assertTrue(pdfText.contains("Break-even: " + breakEven + " hours of use per month"), pdfText);
        assertTrue(pdfText.contains("Break-even at " + breakEven + " hours a month"), pdfText);
        assertFalse(pdfText.contains("505.1"), "the monthly-only figure of the old chart");
        assertTrue(pdfText.contains(monthly) && pdfText.contains(term), pdfText);
        assertTrue(pdfText.contains("19,200"), "the quarterly offer behind the break-even is in the price list");
        for (MemoryPart p : parts) {
            assertTrue(pdfText.contains(m.format("memory.part." + p.key(), a.memory().sparePercent())
                    + " " + m.number(p.totalGb(), p.totalGb() < 0.1 ? 2 : 1)),
                    p.key() + " in the PDF's memory table");
        }

        // View models: the rental page, the results page's chart data and headline, the memory page's bar.
        assertEquals("Break-even: " + breakEven + " hours of use per month (you plan 720 hours). Above it, monthly is cheaper.",
                rental.breakEvenText().get());
        assertEquals(new BigDecimal(breakEven), results.comparison().get().breakEven().breakEvenHours());
        assertEquals(monthly, results.monthlyText().get());
        assertTrue(results.termText().get().contains(term), results.termText().get());
        List<MemoryPageViewModel.Part> barParts = memoryPage.partsProperty().get();
        assertEquals(parts.stream().map(p -> "memory.part." + p.key()).toList(),
                barParts.stream().map(MemoryPageViewModel.Part::labelKey).toList());
        for (int i = 0; i < parts.size(); i++) {
            assertEquals(parts.get(i).totalGb(), barParts.get(i).gb(), 0.0);
        }
    }

    /**
     * The bundled catalog with its server offers silent on shares, as a vendor quote that does not say: one card bills
     * the whole 8-card server (docs/domain.md §3.8). The bundled offers state seed 003's pro-rata share (issue 32: one
     * RTX 4090 of the ¥7,920 server is ¥990, break-even 505.1 h), so the beyond-the-month break-even is shown on such
     * offers.
     */
    private static final Catalog WHOLE_SERVERS = wholeServers(BUNDLED);

    private static Catalog wholeServers(Catalog c) {
        List<Offer> offers = c.offers().stream().map(o -> o.perCards() > 1
                ? new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(),
                        o.asOf(), o.notes(), o.wholeServerOnly(), null)
                : o).toList();
        List<ScalingTable> scaling = Arrays.stream(
                InterconnectType.values()).map(t -> c.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", c.asOf(), c.gpus(), offers, c.models(), c.scenarios(), scaling);
    }

    @Test
    void theBreakEvenChartFollowsTheOfferBookNotItsOwnCopy() throws IOException {
        // Without the quarterly offer the same plan breaks even on the monthly offer: where it does not say that a share
        // of a server is rented, one card bills the whole 8-card server, ¥7,920 / ¥1.96 = 4,040.8 h; the bundled offer
        // states seed 003's pro-rata share (issue 32): ¥990 / ¥1.96 = 505.1 h.
        Advice a;
        try {
            a = new Advisor(WHOLE_SERVERS, DATE).advise(plan());
            assertEquals(new BigDecimal("505.1"), new Advisor(BUNDLED, DATE).advise(plan()).modeAdvice()
                    .breakEvenHoursPerMonth());
        } catch (InputException e) {
            throw new AssertionError(e);
        }
        assertEquals(new BigDecimal("4040.8"), a.modeAdvice().breakEvenHoursPerMonth());
        assertEquals(new BigDecimal("4040.8"), a.leading().orElseThrow().breakEven().hoursPerMonth());
    }

    @Test
    void aBreakEvenBeyondTheMonthSaysByTheHourIsCheaperAtAnyUseInEveryRendering() throws Exception {
        // A monthly RTX 4090 offer that does not say a share of a server is rented (the bundled one states seed 003's
        // pro-rata share since issue 32, so the offers here are silent on it, WHOLE_SERVERS): one card bills the whole
        // 8-card server, ¥7,920 ÷ ¥1.96 = 4,040.8 h, beyond the 720 h a month has. The engine decides once that the
        // month is never reached; the text, the rental page and the PDF (its rental paragraph and chart note) say in
        // both languages that by the hour is cheaper at any use, not "monthly is cheaper above 4,040.8 h".
        AppContext context = new AppContext(WHOLE_SERVERS, new Advisor(WHOLE_SERVERS, DATE), Settings.inMemory(Messages.EN),
                new RecordingDialogs(), TaskExecutor.sameThread(), Messages.EN);
        ResultsPageViewModel results = new ResultsPageViewModel(context);
        RentalPageViewModel rental = new RentalPageViewModel(context);
        context.model().load(plan());
        Advice a = context.model().advice();
        assertTrue(a.modeAdvice().hourlyCheaperAtAnyUse());
        assertTrue(a.modeAdvice().breakEven().hourlyCheaperAtAnyUse());
        assertTrue(results.comparison().get().breakEven().hourlyCheaperAtAnyUse());

        Messages en = Messages.forLocale(Messages.EN);
        Messages zh = Messages.forLocale(Messages.ZH);
        String textEn = AdviceText.render(a, en);
        assertTrue(textEn.contains("Break-even: 4,040.8 hours of use per month, more than the 720 hours a month has, so "
                + "renting by the hour is cheaper at any use."), textEn);
        assertFalse(textEn.contains("Break-even: above"), textEn);
        String textZh = AdviceText.render(a, zh);
        assertTrue(textZh.contains("盈亏平衡点：每月使用 4,040.8 小时，超过一个月的 720 小时，因此无论用多少，按小时租都比按月租便宜。"),
                textZh);
        assertEquals("Break-even: 4,040.8 hours of use per month, more than the 720 hours a month has (you plan 720 "
                + "hours). By the hour is cheaper at any use.", rental.breakEvenText().get());

        for (Messages m : List.of(en, zh)) {
            Path pdf = dir.resolve("beyond-" + m.locale().toLanguageTag() + ".pdf");
            PdfReport.write(new RenderInput(a, WHOLE_SERVERS, results.compared(), ChecklistState.EMPTY, DATE), m, pdf);
            String pdfText;
            try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                // the lines wrap anywhere in Chinese and at a space in English: compared without white space
                // and without the running page header, which a sentence may straddle at a page break
                pdfText = new PDFTextStripper().getText(doc).replaceAll("\\s", "")
                        .replaceAll("(GPUrentalrecommendation·[A-Za-z]+\\d+,\\d{4}|GPU租赁选型报告·\\d{4}年\\d+月\\d+日)\\d+/\\d+", "");
            }
            boolean zhText = m == zh;
            for (String said : zhText
                    ? List.of("盈亏平衡点：每月使用 4,040.8 小时，超过一个月的 720 小时（你计划 720 小时）。无论用多少，按小时租都更便宜。",
                            "一个月内没有盈亏平衡点，无论用多少，按小时租都更便宜（每月使用超过 4,040.8 小时按月租才划算，一个月只有 720 小时）")
                    : List.of("Break-even: 4,040.8 hours of use per month, more than the 720 hours a month has (you plan 720 "
                            + "hours). By the hour is cheaper at any use.",
                            "No break-even within a month for 1 × NVIDIA GeForce RTX 4090: by the hour is cheaper at any use "
                            + "(by the month pays only above 4,040.8 hours a month; a month has 720)")) {
                assertTrue(pdfText.contains(said.replaceAll("\\s", "")), said + " in\n" + pdfText);
            }
            assertFalse(pdfText.contains(zhText ? "超过该值，按月租更便宜" : "Aboveit,monthlyischeaper"), pdfText);
        }
    }
}
