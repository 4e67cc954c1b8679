package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A vision plan's memory need is the scenario's minimum card class (≥16 GB per card, docs/domain.md §1), which carries
 * its own margin: no spare is added, and no rendering may say "including the 0% spare" while the assumptions list
 * "keep 20% spare" (seen in every vision rendering before). A language-model plan keeps naming its spare.
 */
class CardClassMarginTest {

    @TempDir
    Path dir;

    @Test
    void aVisionNeedNamesTheCardClassMarginNotASpareEverywhere() throws Exception {
        Advice a = PapersFixture.advise(Path.of("examples", "vision-inspection.json"));
        assertTrue(a.memory().cardClass());
        assertEquals(0.0, a.memory().appliedSpareFraction());
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        Messages en = Messages.forLocale(Messages.EN);
        Messages zh = Messages.forLocale(Messages.ZH);
        for (Messages m : new Messages[] {en, zh}) {
            String all = render(a, in, m);
            assertFalse(all.contains("0% spare") || all.contains("0% 余量") || all.contains("% spare on top"),
                    () -> "a spare is named for a card class:\n" + all);
        }
        String text = AdviceText.render(a, en);
        assertTrue(text.contains("the scenario minimum card memory with its margin"), text);
        assertTrue(text.contains("no extra spare is added"), text);
        assertTrue(AdviceText.render(a, zh).contains("该档位已含余量，不再另加余量"));
    }

    @Test
    void aLanguageModelNeedKeepsNamingItsSpare() throws Exception {
        Advice a = PapersFixture.advise(Path.of("examples", "chat-70b.json"));
        assertFalse(a.memory().cardClass());
        assertEquals(0.20, a.memory().appliedSpareFraction(), 1e-12);
        String text = AdviceText.render(a, Messages.forLocale(Messages.EN));
        assertTrue(text.contains("including the 20% spare"), text);
        assertTrue(text.contains("Keep 20% of memory spare"), text);
    }

    private String render(Advice a, RenderInput in, Messages m) throws Exception {
        StringBuilder sb = new StringBuilder(AdviceText.render(a, m)).append(SummaryText.render(in, m));
        Path report = dir.resolve("report.pdf");
        PdfReport.write(new RenderInput(a, PapersFixture.CATALOG, null, ChecklistState.EMPTY, PapersFixture.DATE), m, report);
        sb.append(PapersFixture.pdfText(report));
        Path rfq = dir.resolve("rfq.pdf");
        RfqPdf.write(in, m, rfq);
        sb.append(PapersFixture.pdfText(rfq));
        Path approval = dir.resolve("approval.pdf");
        ApprovalPdf.write(in, m, approval);
        return sb.append(PapersFixture.pdfText(approval)).toString();
    }
}
