package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PaperPdf;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.ServiceNeed;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project details a plan holds (budget line, contact, quote deadline, rental start) reach the request
 * for quotation (PDF and XLSX), the approval summary and the report header in both languages, and the service level the
 * RFQ asks for is the one the quote stage flags against.
 */
class ProjectDetailsPapersTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    /** The docs/domain.md §3 chat plan with every project detail set, saved and opened again (the file round trip). */
    private Advice chatWithDetails() throws Exception {
        Plan plan = PlanJson.read(PapersFixture.CHAT_70B).withProject(new Plan.Project("智能客服二期", "李雷", "客户服务部",
                "2026-IT-017 信息化建设费", "李雷 138-0000-0000 lilei@example.com", LocalDate.of(2026, 11, 10),
                LocalDate.of(2026, 12, 1)));
        Path file = dir.resolve("plan.json");
        Files.writeString(file, PlanJson.write(plan));
        Plan opened = PlanJson.read(file);
        assertEquals(plan.project(), opened.project(), "the details survive save and open");
        return new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(opened, file.toString());
    }

    private RenderInput input(Advice a) {
        return RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
    }

    @Test
    void theChineseRequestForQuotationPrintsTheDetailsAndTheServiceLevel() throws Exception {
        Path out = dir.resolve("rfq.pdf");

        RfqPdf.write(input(chatWithDetails()), ZH, out);

        String text = PapersFixture.pdfText(out);
        for (String expected : List.of("请于 2026年11月10日前报价", "开始日期 2026年12月1日", "报价截止日期 2026年11月10日",
                "李雷 138-0000-0000 lilei@example.com", "采购编号（预算科目） 2026-IT-017 信息化建设费",
                // A chat service: 99.9% ≈ (100 − 99.9) × 432 = 43 minutes a month, a card back within 24 hours.
                "可用性不低于 99.9%（每 30 天停机不超过约 43 分钟），故障卡 24 小时内更换")) {
            assertTrue(text.replace("\n", "").contains(expected.replace("\n", "")), expected + " in:\n" + text);
        }
        assertFalse(text.contains("________________"), "nothing left blank:\n" + text);
    }

    @Test
    void theEnglishRequestForQuotationPrintsTheDetailsAndTheServiceLevel() throws Exception {
        Path out = dir.resolve("rfq-en.pdf");

        RfqPdf.write(input(chatWithDetails()), EN, out);

        String text = PapersFixture.pdfText(out).replace("\n", " ");
        for (String expected : List.of("November 10, 2026", "December 1, 2026", "lilei@example.com",
                "Reference (budget line)", "2026-IT-017",
                "At least 99.9% availability (about 43 minutes down per 30-day month at most) and a failed card replaced within "
                        + "24 hours")) {
            assertTrue(text.contains(expected), expected + " in:\n" + text);
        }
    }

    @Test
    void theQuoteFormsGuideSheetCarriesTheDetailsInBothLanguages() throws Exception {
        Advice a = chatWithDetails();
        for (Messages m : List.of(ZH, EN)) {
            Path out = dir.resolve("rfq-" + m.locale().getLanguage() + ".xlsx");

            RfqXlsx.write(input(a), m, out);

            StringBuilder guide = new StringBuilder();
            for (Row r : PapersFixture.sheet(out, 1)) {
                r.stream().filter(c -> c != null && c.getRawValue() != null)
                        .forEach(c -> guide.append(c.getRawValue()).append('|'));
            }
            String g = guide.toString();
            assertTrue(g.contains("2026-IT-017 信息化建设费"), g);
            assertTrue(g.contains("李雷 138-0000-0000 lilei@example.com"), g);
            assertTrue(g.contains(m == ZH ? "2026年12月1日" : "December 1, 2026"), g);
            assertTrue(g.contains(m == ZH ? "2026年11月10日" : "November 10, 2026"), g);
            assertTrue(g.contains(m == ZH ? "可用性不低于 99.9%" : "At least 99.9% availability"), g);
        }
    }

    @Test
    void theApprovalSummaryPrintsBudgetLineStartContactAndServiceOnOnePage() throws Exception {
        Advice a = chatWithDetails();
        Path zh = dir.resolve("approval.pdf");
        Path en = dir.resolve("approval-en.pdf");

        ApprovalPdf.write(input(a), ZH, zh);
        ApprovalPdf.write(input(a), EN, en);

        assertEquals(1, PapersFixture.pdfPages(zh));
        assertEquals(1, PapersFixture.pdfPages(en));
        String z = PapersFixture.pdfText(zh);
        for (String expected : List.of("预算科目  2026-IT-017 信息化建设费", "租用开始日期  2026年12月1日", "联系人  李雷 138-0000-0000",
                "供应商须承诺可用性不低于 99.9%，故障卡 24 小时内更换。")) {
            // a sentence may wrap at any character, and a space at the wrap is dropped
            assertTrue(z.replaceAll("\\s", "").contains(expected.replaceAll("\\s", "")), expected + " in:\n" + z);
        }
        String e = PapersFixture.pdfText(en);
        for (String expected : List.of("Budget line  2026-IT-017", "Rental start  December 1, 2026", "Contact  李雷 138-0000-0000",
                "The vendor must commit to at least 99.9% availability and replace a failed card within 24 hours.")) {
            assertTrue(e.contains(expected), expected + " in:\n" + e);
        }
    }

    @Test
    void theReportHeaderNamesTheDetailsInBothLanguages() throws Exception {
        Advice a = chatWithDetails();
        Path zh = dir.resolve("report.pdf");
        Path en = dir.resolve("report-en.pdf");

        PdfReport.write(RenderInput.of(a, PapersFixture.CATALOG, PapersFixture.DATE), ZH, zh);
        PdfReport.write(RenderInput.of(a, PapersFixture.CATALOG, PapersFixture.DATE), EN, en);

        String z = PapersFixture.pdfText(zh).replace("\n", " ");
        assertTrue(z.contains("预算科目：2026-IT-017 信息化建设费 · 租用开始：2026年12月1日 · 报价截止：2026年11月10日 · 联系人：李雷"), z);
        String e = PapersFixture.pdfText(en).replace("\n", " ");
        assertTrue(e.contains("Budget line: 2026-IT-017"), e);
        assertTrue(e.contains("Rental start: December 1, 2026 · Quote deadline: November 10, 2026 · Contact: 李雷"), e);
    }

    // ---------------------------------------------------------------- one service level

    @Test
    void theRfqAsksForTheAvailabilityTheQuoteStageFlagsAgainst() throws Exception {
        // 甲 offers 99.5%: below a chat service's need, and the flag names the figure the RFQ asks for.
        Advice a = QuoteFixture.advise(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA)));
        ServiceNeed need = a.serviceNeed();
        assertEquals(new BigDecimal("99.9"), need.availabilityPercent());
        assertEquals(24, need.replacementHours());
        VendorQuoteCost jia = a.quotes().ranked().get(0);
        String flag = EN.format(jia.flags().stream().filter(f -> f.code() == QuoteFlag.Code.SLA_BELOW_NEED).findFirst()
                .orElseThrow().text());
        assertEquals("Availability 99.5% (up to 216 minutes down a month) is below the 99.9% this plan needs (up to 43 minutes).",
                flag);
        assertEquals("At least 99.9% availability (about 43 minutes down per 30-day month at most) and a failed card "
                + "replaced within 24 hours; state the compensation when this is missed", RfqSpec.service(a, EN));
    }

    @Test
    void aTrainingPlanAsksFor99Point5AndFortyEightHoursAndIsFlaggedAgainstThem() throws Exception {
        Advice training = PapersFixture.advise(Path.of("examples/lora-7b-training.json"));
        ServiceNeed need = training.serviceNeed();
        // Training restarts from a checkpoint: 99.5% ((100 − 99.5) × 432 = 216 minutes), twice the 24 hours.
        assertEquals(new BigDecimal("99.5"), need.availabilityPercent());
        assertEquals(48, need.replacementHours());
        assertEquals("可用性不低于 99.5%（每 30 天停机不超过约 216 分钟），故障卡 48 小时内更换；请注明未达标时的赔偿方式",
                RfqSpec.service(training, ZH));
        Path out = dir.resolve("rfq-training.pdf");
        RfqPdf.write(input(training), ZH, out);
        assertTrue(PapersFixture.pdfText(out).replace("\n", "").contains("可用性不低于 99.5%"));
    }

    // ---------------------------------------------------------------- expiry against the start

    @Test
    void aQuoteValidUntilBeforeThePlansStartIsFlaggedWithThatStart() {
        // 甲 is valid until 2026-12-31 and delivers in 3 days: fine for an immediate start, not for a January start.
        String start = "\"project\": {\"startDate\": \"2027-01-15\"}";
        QuoteComparison c = QuoteFixture.compare(QuoteFixture.quotes(QuoteFixture.JIA) + "," + start);
        VendorQuoteCost jia = c.ranked().get(0);
        QuoteFlag flag = jia.flags().stream().filter(f -> f.code() == QuoteFlag.Code.EXPIRES_BEFORE_START).findFirst()
                .orElseThrow(() -> new AssertionError(jia.flags().toString()));
        assertEquals("The quote is valid until 2026-12-31, before the rental starts on 2027-01-15: have it extended to the start "
                + "date.",
                EN.format(flag.text()));
        assertEquals("报价有效期至 2026-12-31，早于租用开始日期 2027-01-15：请供应商把有效期延长到开始日期。", ZH.format(flag.text()));
        VendorQuoteCost without = QuoteFixture.compare(QuoteFixture.quotes(QuoteFixture.JIA)).ranked().get(0);
        assertFalse(without.flags().stream().anyMatch(f -> f.code() == QuoteFlag.Code.EXPIRES_BEFORE_START), "no start: no flag");
    }

    @Test
    void aStartBeforeTheQuoteLapsesIsFineEvenIfDeliveryWouldBeLater() {
        // Valid until 2026-11-02; delivery in 3 days would be 2026-11-04, but the plan starts on 2026-11-02 itself.
        QuoteComparison c = QuoteFixture.compare(QuoteFixture.planWith(QuoteFixture.JIA).set("quotes[0].validUntil", "2026-11-02")
                .set("project.startDate", "2026-11-02"));
        assertFalse(c.ranked().get(0).flags().stream().anyMatch(f -> f.code() == QuoteFlag.Code.EXPIRES_BEFORE_START),
                c.ranked().get(0).flags()::toString);
    }

    // ---------------------------------------------------------------- one page

    @Test
    void theApprovalSummaryHoldsFewerLinesRatherThanSpillOntoASecondPage() throws Exception {
        // The vision example in English gave six reasons and three risks: two pages before the page was fitted.
        Advice vision = PapersFixture.advise(Path.of("examples/vision-inspection.json"));
        RenderInput in = input(vision);
        Path out = dir.resolve("vision.pdf");
        assertEquals(2, PaperPdf.pages(EN, out, s ->
                ApprovalPdf.body(in, EN, s, ApprovalPdf.FITS.get(0))),
                "the fullest page does not fit");

        ApprovalPdf.write(in, EN, out);

        assertEquals(1, PapersFixture.pdfPages(out));
        String text = PapersFixture.pdfText(out);
        assertTrue(text.contains("Head of department"), "the signature lines stay: " + text);
        assertTrue(text.contains("Chosen"), text);
    }
}
