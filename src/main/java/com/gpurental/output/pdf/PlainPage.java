package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.ALERT;
import static com.gpurental.output.pdf.PageWriter.BODY;
import static com.gpurental.output.pdf.PageWriter.INK;
import static com.gpurental.output.pdf.PageWriter.MUTED;

import com.gpurental.advice.Advice;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.text.PlainText;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.util.List;

/**
 * The report's first page, for the buyer and her approvers (issue 33): the plain answer (what to rent and what it
 * costs, why in at most three short sentences, the budget, the risks as things to do) as the Results page and the
 * approval summary say it, and a word that the engineering detail follows as an appendix, which starts on a page of
 * its own. Formats only what the advice worked out ({@link com.gpurental.advice.PlainAnswer}).
 */
final class PlainPage {

    private PlainPage() {
    }

    /**
     * @param subtitle the plan's title, project line and the date the report was prepared
     * @param budget   the budget sentence the appendix repeats (one sentence for one fact)
     */
    static void write(ReportPage page, Advice a, String subtitle, String budget, List<ChecklistItem> items)
            throws IOException {
        Messages m = page.m;
        PageWriter w = page.w;
        w.title(m.get("report.title"), subtitle);
        w.subheading(m.get("report.plain.title"), 60);
        if (a.answer().onSite()) {
            w.paragraph(m.format(a.answer().title()), BODY, ALERT, 0); // "On-site (edge) hardware needed"
        }
        w.paragraph(PlainText.headline(a, m), PageWriter.HEADING, PageWriter.ACCENT, 0);
        if (a.answer().onSite()) {
            w.paragraph(m.format(a.answer().priceNote()), BODY, INK, 0);
        }
        w.paragraph(budget, BODY, a.budget().status() == BudgetCheck.Status.OVER ? ALERT : INK, 0);
        String why = PlainText.why(a, m);
        if (!why.isEmpty()) {
            w.space(4);
            w.paragraph(why);
        }
        List<String> actions = PlainText.actions(a, m);
        if (!actions.isEmpty()) {
            w.subheading(m.get("report.plain.actions"), 40);
            for (String action : actions) {
                w.item("→", INK, action, INK, 0);
            }
        }
        w.space(6);
        long done = Checklist.done(items);
        w.paragraph(m.format("report.summary.checklist", Checklist.byHand(items), items.size(), items.size() - done,
                Checklist.notApplicable(items), Checklist.byWizard(items)));
        w.space(10);
        w.paragraph(m.get("report.plain.appendixNote"), BODY, MUTED, 0);
        w.newPage();
        w.title(m.get("report.appendix.title"), m.get("report.appendix.intro"));
    }
}
