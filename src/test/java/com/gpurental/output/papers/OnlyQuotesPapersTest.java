package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan whose every fitting configuration has no catalog price: the report and Results list them as "needs a quote";
 * the papers name them too instead of saying that nothing fits.
 */
class OnlyQuotesPapersTest {

    static final Messages EN = Messages.forLocale(Messages.EN);
    static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    static Path dir;

    static Advice advice;
    static RenderInput in;

    @BeforeAll
    static void advise() throws Exception {
        // The 70B chat plan rented by the week only: no catalog offer is weekly, so every priced GPU is refused for the
        // mode, while the GPUs without a catalog price fit and need a quote whatever the mode.
        Path plan = dir.resolve("weekly.json");
        Files.writeString(plan, "{\"preset\": \"llm-inference\", \"model\": {\"parameters\": \"70B\"}, \"precision\": \"fp16\","
                + " \"filters\": {\"modes\": [\"weekly\"]}}", StandardCharsets.UTF_8);
        advice = PapersFixture.advise(plan);
        in = RenderInput.of(advice, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
    }

    @Test
    void thePlanHasOnlyConfigurationsThatNeedAQuote() {
        assertTrue(advice.candidates().isEmpty());
        assertTrue(advice.needsQuote().size() >= 2, advice.needsQuote().toString());
    }

    @Test
    void theSummaryNamesTheConfigurationsToAskVendorsFor() {
        String first = PaperText.cardsOf(advice.needsQuote().get(0), EN);
        String en = SummaryText.render(in, EN);
        assertTrue(en.contains("No configuration with a catalog price fits; " + advice.needsQuote().size()
                + " fit but need a quote: " + first), en);
        assertTrue(!en.contains("No configuration fits this workload"), en);
        String zh = SummaryText.render(in, ZH);
        assertTrue(zh.contains("没有带目录价格的可行配置；" + advice.needsQuote().size() + " 种配置可以放下但需询价："
                + PaperText.cardsOf(advice.needsQuote().get(0), ZH)), zh);
    }

    @Test
    void theRequestForQuotationAsksForThemWhereTheGpuStands() {
        String gpu = RfqSpec.lines(in, EN).get(0)[1];
        assertTrue(gpu.startsWith("No configuration with a catalog price fits;"), gpu);
        assertTrue(gpu.endsWith("Ask vendors to quote them."), gpu);
    }

    @Test
    void theApprovalSummarySaysThemToo() throws Exception {
        Path pdf = dir.resolve("approval.pdf");
        ApprovalPdf.write(in, EN, pdf);
        String text = PapersFixture.pdfText(pdf).replaceAll("\\s+", " ");
        assertTrue(text.contains("No configuration with a catalog price fits;"), text);
    }

    @Test
    void theWorkbookListsEveryOneAsNeedingAQuote() throws Exception {
        Path xlsx = dir.resolve("comparison.xlsx");
        ComparisonXlsx.write(in, EN, xlsx);
        List<Row> rows = PapersFixture.sheet(xlsx, 0);
        assertEquals(advice.needsQuote().size() + 1, rows.size());
        for (Row r : rows.subList(1, rows.size())) {
            assertEquals("needs a quote", r.getCell(3).getText());
        }
    }
}
