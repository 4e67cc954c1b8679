package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.AdviceText;
import com.gpurental.output.text.PlainText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33: a reason shared by several cards is said once with their names ("12 种只有 PCIe 互联的卡放不下该模型：RTX
 * 4090、…"). The approval summary uses the grouping of the text answer and Results (PlainText, advice.RejectionGroup),
 * naming the first {@value ApprovalPdf#NAMES} cards of a group where the page has room, and counts the rest.
 */
class ApprovalRejectedTest {

    @TempDir
    Path dir;

    @Test
    void theApprovalSaysARepeatedReasonOnceAsTheTextAnswerDoes() throws Exception {
        Path plan = dir.resolve("70b.json");
        Files.writeString(plan, OneFactEveryPaperTest.SEVENTY_B_EIGHT);
        Advice a = PapersFixture.advise(plan);
        Messages en = Messages.forLocale(Messages.EN);
        Path pdf = dir.resolve("approval.pdf");
        ApprovalPdf.write(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE), en, pdf);
        String approval = OneFactEveryPaperTest.flat(PapersFixture.pdfText(pdf));
        // 6 cards on other software stacks (AMD, Ascend, Hygon): one sentence in the text answer, with all six names …
        String text = AdviceText.render(a, en);
        assertTrue(text.contains("6 cards would need your team's software moved to another platform (days to weeks of"
                + " engineering): AMD Instinct MI250, AMD Instinct MI300X, Huawei Ascend 910B, Huawei Ascend 310P (Atlas 300I"
                + " Pro), Huawei Ascend 310B, Hygon DCU Z100."), text);
        // … and the same sentence on the approval summary, with the first three and the rest left to the report
        assertTrue(approval.contains("Not chosen: 6 cards would need your team's software moved to another platform (days to"
                + " weeks of engineering): AMD Instinct MI250, AMD Instinct MI300X, Huawei Ascend 910B and others."), approval);
        assertEquals(1, approval.split("software moved", -1).length - 1, approval);
        // the 6 cards turned down for other reasons (more cards or far dearer, T4's own sentence) are counted
        PlainText.Repeated r = PlainText.repeatedReasons(a.rejected(), en, ApprovalPdf.NAMES);
        assertTrue(approval.contains(r.notIn(1) + " more cards not chosen: the reasons are in the attached report."), approval);
        assertEquals(a.rejected().size(), 6 + r.notIn(1));
        assertEquals(1, PapersFixture.pdfPages(pdf));
    }
}
