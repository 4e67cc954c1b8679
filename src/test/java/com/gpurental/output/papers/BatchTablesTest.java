package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Speed;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch job's tables (issue 31 item 4, session 18's batch leftovers): the speed column is the days to finish against
 * the deadline, not a per-user speed nobody waits on, and the report's inputs give the job as the buyer gave it.
 */
class BatchTablesTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    @Test
    void theSpeedColumnOfABatchJobIsItsDaysToFinishAsItsReasonStatesThem() {
        // PeakAndTrialPapersTest.BATCH: 10 million documents, 2,000 tokens in and 200 out, within 5 days. The lead,
        // 24 × A800 by the hour, finishes in about 4.7 days (3.4–9.3) by its own run (BatchNote.of, reason.batchRun).
        Advice a = PeakAndTrialPapersTest.advise(PeakAndTrialPapersTest.BATCH);
        Candidate lead = a.leading().orElseThrow();
        assertEquals(Speed.Metric.BATCH_DAYS, a.shownMetric());
        Speed shown = a.shownSpeed(lead);
        assertEquals("约 4.7 天完成（3.4–9.3 天）", ZH.format(shown.text()));
        assertEquals("4.7 days (3.4–9.3)", EN.format(shown.text()));
        String reason = ZH.format(lead.reasons().stream().filter(r -> r.key().equals("reason.batchRun")).findFirst()
                .orElseThrow());
        assertTrue(reason.contains("4.7") && reason.contains("3.4") && reason.contains("9.3"), reason);
        // the engine's own speed stays the per-user one it ranks the service's need on
        assertEquals(Speed.Metric.TOKENS_PER_SECOND_PER_USER, lead.speed().metric());
        // the workbook's column: its header and the days as a number
        assertEquals("完成天数（越少越好）", ComparisonXlsx.speedHeader(a, ZH));
        assertEquals(shown.value(), ComparisonXlsx.speed(a, lead));
    }

    @Test
    void aServiceKeepsItsPerUserSpeed() {
        Advice a = PeakAndTrialPapersTest.advise(PeakAndTrialPapersTest.PEAK);
        Candidate lead = a.leading().orElseThrow();
        assertEquals(Speed.Metric.TOKENS_PER_SECOND_PER_USER, a.shownMetric());
        assertEquals(lead.speed(), a.shownSpeed(lead));
    }

    @Test
    void theReportGivesTheJobInTheBuyersTermsAndItsDaysNotAPerUserSpeed() throws Exception {
        String text = reportText(PeakAndTrialPapersTest.advise(PeakAndTrialPapersTest.BATCH), "batch.pdf");
        // 10,000,000 ÷ 5 days = 2,000,000 a day, 83,333 an hour (load.arithmetic.batch)
        assertTrue(text.contains("10,000,000条÷5天→每天需完成2,000,000条（每小时约83,333条）"), text);
        assertTrue(text.contains("完成天数（越少越好）"), text);
        assertTrue(text.contains("约4.7天完成（3.4–9.3天）"), text);
        assertFalse(text.contains("每位用户速度"), "a batch job has no per-user speed target:\n" + text);
        assertFalse(text.contains("延迟目标"), "nor the chat preset's latency target:\n" + text);
    }

    @Test
    void theReportGivesAPeakAsTheBuyerGaveItAndTheWayShePicked() throws Exception {
        // the Double-11 service left to the cheapest way: costed hybrid (PeakWindowAdviceTest), her choice stays "auto"
        String text = reportText(PeakAndTrialPapersTest.advise(TesterPlans.PEAK), "peak.pdf");
        assertTrue(text.contains("高峰90天中有14天、每天14小时，负载为平时的4倍"), text);
        assertTrue(text.contains("租赁方式最省钱的方式"), text);
        assertTrue(text.contains("6,000人×30%在最忙的一小时使用×每人每小时10次→每秒5次请求"), text);
    }

    /** The Chinese report of {@code a}, its text without white space. */
    private String reportText(Advice a, String name) throws Exception {
        Path pdf = dir.resolve(name);
        PdfReport.write(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE), ZH, pdf);
        return PapersFixture.pdfText(pdf).replaceAll("\\s+", "");
    }
}
