package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.ALERT;
import static com.gpurental.output.pdf.PageWriter.BODY;

import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The report's checklist section: the twelve checks with their state and evidence, then the ones still open. */
final class ChecklistSection {

    /** The colour of "done" in the checklist (and of a budget suggestion within the budget). */
    static final int DONE = 0x2B7A3B;

    private ChecklistSection() {
    }

    static void write(ReportPage page, List<ChecklistItem> items) throws IOException {
        page.heading("checklist.title", 60);
        long done = Checklist.done(items);
        page.w.paragraph(page.m.format("report.checklist.progress", Checklist.byHand(items), items.size(),
                Checklist.notApplicable(items), Checklist.byWizard(items)));
        page.w.space(3);
        List<Row> rows = new ArrayList<>();
        for (ChecklistItem item : items) {
            String state = !item.applies() ? page.m.get("report.checklist.state.na")
                    : item.automatic() ? page.m.get("report.checklist.state.auto")
                    : item.needsDecision() && !item.checked() ? page.m.get("report.checklist.state.decision")
                    : item.checked() ? page.m.get("report.checklist.state.ticked") : page.m.get("report.checklist.state.open");
            rows.add(new Row(List.of(String.valueOf(item.number()), page.m.format(item.title()), state, detail(page, item)),
                    false,
                    2, item.done() ? DONE : ALERT));
        }
        page.w.table(List.of(Column.right("#", 0.05f), Column.left(page.m.get("report.checklist.col.item"), 0.38f),
                Column.left(page.m.get("report.checklist.col.state"), 0.16f),
                        Column.left(page.m.get("report.checklist.col.detail"), 0.41f)),
                rows);
        List<ChecklistItem> open = items.stream().filter(i -> !i.done()).toList();
        if (open.isEmpty()) {
            page.w.paragraph(page.m.get("report.checklist.allDone"));
            return;
        }
        // keep the short list of open items together with its heading
        page.w.subheading(page.m.format("report.checklist.openTitle", open.size()),
                Math.min(open.size(), 8) * page.w.lineHeight(BODY) + 4);
        for (ChecklistItem item : open) {
            String text = item.number() + "  " + page.m.format(item.title());
            if (!item.note().isBlank()) {
                text += "\n" + page.m.format("report.checklist.note", item.note().strip());
            }
            page.w.openItem(text);
        }
    }

    private static String detail(ReportPage page, ChecklistItem item) {
        StringBuilder sb = new StringBuilder();
        if (!item.applies()) {
            sb.append(page.m.format(item.notApplicable())); // the buyer's reason is the note, said once
            return sb.toString();
        }
        if (item.evidence() != null) {
            sb.append(page.m.format(item.evidence()));
        }
        if (!item.note().isBlank()) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(page.m.format("report.checklist.note", item.note().strip()));
        }
        return sb.toString();
    }
}
