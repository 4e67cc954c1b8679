package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spare other than the default 20% (a visible, adjustable setting) is the one every rendering names. */
class SpareEverywhereTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    private static Advice tenPercentSpare() throws Exception {
        Plan plan = PlanJson.read(PapersFixture.CHAT_70B).withMemory(new Plan.Memory(10.0));
        return new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(plan, "chat-70b.json");
    }

    @Test
    void textPdfAndApprovalSummaryNameTheSpareThePlanChose() throws Exception {
        Advice a = tenPercentSpare();

        String text = AdviceText.render(a, EN);
        assertTrue(text.contains("including the 10% spare"), text);
        assertTrue(text.contains("10% spare: "), text);
        assertFalse(text.contains("20% spare"), text);

        Path report = dir.resolve("report.pdf");
        PdfReport.write(new RenderInput(a, PapersFixture.CATALOG, null, ChecklistState.EMPTY, PapersFixture.DATE), ZH, report);
        String reportText = PapersFixture.pdfText(report);
        assertTrue(reportText.contains("10% 余量"), reportText);
        assertFalse(reportText.contains("20% 余量"), reportText);

        Path approval = dir.resolve("approval.pdf");
        ApprovalPdf.write(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE), ZH, approval);
        String approvalText = PapersFixture.pdfText(approval);
        assertTrue(approvalText.replaceAll("\\s", "").contains("含10%余量"), approvalText); // wraps anywhere
        assertFalse(approvalText.contains("20% 余量"), approvalText);
    }
}
