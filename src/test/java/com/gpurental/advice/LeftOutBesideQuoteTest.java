package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The options left out as no real alternative ("不推荐") are measured against what leads. With a vendor's quote leading
 * (丙数据's 2 × H20 at ¥10,494 for the term, the Results and Quotes pages' recommendation) they said "the recommendation
 * (2 × H20, ¥9,820.80)", the catalog price nobody quoted.
 */
class LeftOutBesideQuoteTest {

    private static final LocalDate DATE = LocalDate.of(2026, 11, 1);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    private static Advice advise(byte[] plan) throws Exception {
        return new Advisor(CatalogLoader.bundled(), DATE).advise(PlanJson.parse("plan.json", plan));
    }

    private static String why(Advice a, String gpuId, Messages m) {
        return a.rejected().stream().filter(r -> r.gpu().id().equals(gpuId)).map(r -> m.format(r.reason())).findFirst()
                .orElseThrow();
    }

    @Test
    void withTheCheapestQuoteLeadingTheLeftOutOptionsAreMeasuredAgainstItsCost() throws Exception {
        Advice a = advise(Files.readAllBytes(Path.of("examples/chat-70b-quotes.json")));
        Candidate lead = a.leading().orElseThrow();
        assertEquals("丙数据", lead.vendor());
        // the quote's own term cost (QuoteAdvisorTest: ¥9,900 for the GPUs + 6 % VAT ¥594)
        assertEquals(0, new BigDecimal("10494").compareTo(lead.cost().termCostCny().amount()));
        assertEquals(0, new BigDecimal("10494").compareTo(a.quotes().recommended().termCostCny().amount()));
        // L40S: 8 cards billed two months at the catalog price, ¥120,000 > 10 × ¥10,494
        assertEquals("能满足需求，但 8 × NVIDIA L40S 48GB 的租期费用为 ¥120,000.00，超过推荐方案（2 × NVIDIA H20 96GB · 丙数据，"
                + "¥10,494.00）的 10 倍：算不上真正的备选，不予列出。", why(a, "l40s", ZH));
        assertEquals("Fits, but 8 × NVIDIA L40S 48GB would cost ¥120,000.00 for the term, more than 10 times the recommendation "
                + "(2 × NVIDIA H20 96GB · 丙数据, ¥10,494.00): left out as no real alternative.", why(a, "l40s", EN));
        Warning leftOut = a.warnings().stream().filter(w -> w.code() == Warning.Code.ALTERNATIVES_LEFT_OUT).findFirst()
                .orElseThrow();
        // 2 with L40S; 4 × H100 is half its 8-card server pro rata, ¥42,240 a month (seed 003's row "13B模型全参训练
        // H100 80GB 4卡 裸金属按月 ~¥42,240", the bundled offer states it, issue 32): no longer over 10 times
        assertEquals("有 2 个方案未列出：其租期费用超过推荐方案（2 × NVIDIA H20 96GB · 丙数据）的 10 倍，或所需卡数超过其 4 倍且超过"
                + "一台服务器。", ZH.format(leftOut.text()));
        // the report says the same: its GPUs not recommended are one line per reason (issue 33), the warning names the quote
        Path pdf = dir.resolve("r.pdf");
        PdfReport.write(new RenderInput(a, CatalogLoader.bundled(), null, ChecklistState.EMPTY, DATE), ZH, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", "");
            assertTrue(text.contains("2种卡能满足需求，但租期费用超过推荐方案的许多倍，不予列出"), text);
            assertTrue(text.contains("超过推荐方案（2×NVIDIAH2096GB·丙数据）的10倍"), text);
            assertTrue(!text.contains("¥9,820.80）的10倍"), text);
        }
    }

    @Test
    void anOptionThatIsNoOutlierBesideADearQuoteIsSaidAgainstTheCatalogPricedRecommendation() throws Exception {
        // 甲云 alone, at ¥30 a card-hour: 2 × H20 for 33 days cost far more, and 8 × L40S (¥120,000) is no longer more than
        // ten times it; it was left out beside 2 × H20 at the catalog price (¥9,820.80), and says so
        ObjectNode plan = (ObjectNode) PlanJson.MAPPER.readTree(Files.readAllBytes(Path.of("examples/chat-70b-quotes.json")));
        ArrayNode quotes = (ArrayNode) plan.get("quotes");
        ObjectNode jia = (ObjectNode) quotes.get(0);
        ((ObjectNode) jia.get("price")).put("cny", 30);
        plan.putArray("quotes").add(jia);
        Advice a = advise(PlanJson.MAPPER.writeValueAsBytes(plan));
        assertEquals("甲云", a.leading().orElseThrow().vendor());
        assertTrue(a.leading().orElseThrow().cost().termCostCny().amount().compareTo(new BigDecimal("12000")) > 0);
        assertEquals("能满足需求，但 8 × NVIDIA L40S 48GB 的租期费用为 ¥120,000.00，超过推荐方案（2 × NVIDIA H20 96GB，按目录参考价，"
                + "¥9,820.80）的 10 倍：算不上真正的备选，不予列出。", why(a, "l40s", ZH));
        assertEquals("Fits, but 8 × NVIDIA L40S 48GB would cost ¥120,000.00 for the term, more than 10 times the recommendation "
                + "(2 × NVIDIA H20 96GB at catalog prices, ¥9,820.80): left out as no real alternative.", why(a, "l40s", EN));
        List<Warning> leftOut = a.warnings().stream().filter(w -> w.code() == Warning.Code.ALTERNATIVES_LEFT_OUT).toList();
        // 2: 4 × H100 is half its server pro rata (seed 003's row "13B模型全参训练 H100 80GB 4卡 裸金属按月 ~¥42,240",
        // issue 32), ¥42,240 × 2 months = ¥84,480, under 10 × ¥9,820.80, so it is listed (it billed the whole ¥168,960)
        assertEquals("有 2 个方案未列出：其租期费用超过推荐方案（2 × NVIDIA H20 96GB，按目录参考价）的 10 倍，或所需卡数超过其 4 倍且"
                + "超过一台服务器。", ZH.format(leftOut.get(0).text()));
    }
}
