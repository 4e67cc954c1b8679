package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.PlainAnswer;
import com.gpurental.advice.ResolvedPlan;
import com.gpurental.advice.Warning;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PaperPdf;
import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.output.text.PlainText;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.ServiceNeed;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The approval summary (采购申请): one A4 page for an approval workflow — who asks, for which
 * project and budget line, the need in one paragraph, the recommended option beside the others
 * (cost for the whole term, tax basis), why, the risks (warnings, open checks) and the signature
 * lines. The long report goes with it as the attachment.
 */
public final class ApprovalPdf {

    /**
     * How much the page holds: the options compared (the recommended one first), the reasons given and the risks
     * listed (the rest are counted and left to the report). The first that keeps the paper on one page is used.
     * The last resorts before the why would give way: {@code brief}, the over-budget remedy said briefly (its downside left
     * to the report); then {@code fold}, the things to do past the first folded into "N more", the deciding ones too.
     */
    record Fit(int options, int reasons, int warnings, int rejected, boolean brief, boolean fold) {
    }

    /**
     * From the fullest page to the shortest (the approval summary is one page, whatever the plan). The cards not chosen
     * give way first: at each fit of the options, reasons and risks, three, one and then none of their lines. The why
     * never gives way (audit 33 §4: the DeepSeek plan's English page kept three long actions and lost its 选择理由): the
     * things to do are squeezed instead.
     */
    static final List<Fit> FITS = Stream.concat(Stream.of(new int[] {3, 6, 4},
            new int[] {3, 4, 3}, new int[] {3, 3, 2}, new int[] {2, 2, 2}, new int[] {2, 1, 1}, new int[] {2, 1, 0},
            new int[] {1, 1, 0}, new int[] {0, 1, 0})
            .flatMap(f -> IntStream.of(3, 1, 0).mapToObj(r -> new Fit(f[0], f[1], f[2], r, false, false))),
            Stream.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {1, 1}).flatMap(f -> java.util.stream
                    .IntStream.of(3, 2, 1).mapToObj(why -> new Fit(0, why, f[1], 0, true, f[0] == 1)))).toList();

    /** The plain action that asks for a monthly or yearly price: shown under the answer itself. */
    static final String ASK_MONTHLY = "plain.action.askMonthly";

    /** The cards a line of the cards not chosen names (the report names them all). */
    static final int NAMES = 3;

    private ApprovalPdf() {
    }

    public static void write(RenderInput in, Messages m, Path out) throws PdfExportException {
        String title = m.get("papers.approval.title");
        Fit chosen = fit(in, m, out);
        PaperPdf.write(m, out, title, m.format("papers.approval.footer", PaperText.date(in.date(), m)),
                sheet -> body(in, m, sheet, chosen));
    }

    /** The fullest fit that keeps the page to one sheet. */
    static Fit fit(RenderInput in, Messages m, Path out) throws PdfExportException {
        for (Fit f : FITS) {
            if (PaperPdf.pages(m, out, sheet -> body(in, m, sheet, f)) <= 1) {
                return f;
            }
        }
        return FITS.get(FITS.size() - 1);
    }

    static void body(RenderInput in, Messages m, PaperPdf.Sheet s, Fit fit) throws IOException {
        Advice a = in.advice();
        ResolvedPlan rp = a.plan();
        RenderInput.Details d = in.details();
        s.title(m.get("papers.approval.title"), m.get("papers.approval.subtitle"));
        String budget = rp.monthlyBudgetCny() != null ? m.format("report.value.budgetMonthly", rp.monthlyBudgetCny())
                : rp.totalBudgetCny() != null ? m.format("report.value.budgetTotal", rp.totalBudgetCny())
                : m.get("report.value.none");
        s.pairs(List.of(
                new String[] {m.get("papers.field.project"), PaperText.orBlank(in.project(), m)},
                new String[] {m.get("papers.field.date"), PaperText.date(in.date(), m)},
                new String[] {m.get("papers.field.department"), PaperText.orBlank(d.department(), m)},
                new String[] {m.get("papers.field.requester"), PaperText.orBlank(d.requester(), m)},
                new String[] {m.get("papers.field.budgetLine"), PaperText.orBlank(d.budgetLine(), m)},
                new String[] {m.get("field.budget"), budget},
                new String[] {m.get("papers.field.start"), d.startDate() == null ? m.get("papers.blank")
                        : PaperText.date(d.startDate(), m)},
                new String[] {m.get("papers.field.contact"), PaperText.orBlank(d.contact(), m)}));

        need(a, m, s);
        List<Message> plainActions = plainAnswer(a, m, s);
        Candidate lead = a.leading().orElse(null);
        List<String> quoteFlags = new ArrayList<>();
        if (in.hasQuotes()) {
            quoteFlags = quotes(in, m, s, fit);
        } else {
            options(in, m, s, lead, fit);
        }

        s.heading(m.get("papers.approval.risks"));
        // the risks as things to do, in plain words (the engineer's warnings are the report's); what does not fit is counted
        List<String> risks = new ArrayList<>(plainActions.stream().map(x -> fit.brief()
                && x.key().equals("plain.action.overBudget.remedy")
                ? m.format("plain.action.overBudget.remedyBrief", x.args().toArray()) : m.format(x)).toList());
        risks.addAll(quoteFlags);
        // what decides whether the order can run is listed whatever the room; only the rest folds into "N more"
        // (up to the last of them: a trial with its cost may come first, issue 34)
        // the first lines as the fit allows, and every line that decides whether the order can run wherever it stands;
        // the others fold into "N more" (the why stays on the page before them: session 20 audit, 10 of 68 approvals lost
        // their 选择理由 to a run of long actions ahead of the last blocking one)
        int shown = 0;
        for (int i = 0; i < risks.size(); i++) {
            if (i < Math.max(1, fit.warnings()) || !fit.fold() && i < plainActions.size() && blocking(plainActions.get(i))) {
                s.warning(risks.get(i));
                shown++;
            }
        }
        int more = risks.size() - shown + unmappedWarnings(a, lead);
        if (more > 0) {
            s.note(m.format(fit.fold() ? "papers.approval.morePoints" : "papers.approval.moreWarnings", more));
        }
        List<ChecklistItem> open = in.openItems();
        if (open.isEmpty()) {
            s.paragraph(m.get("report.checklist.allDone"));
        } else {
            StringBuilder names = new StringBuilder();
            for (ChecklistItem i : open) {
                if (names.length() > 0) {
                    names.append(m.get("report.listSeparator"));
                }
                names.append(i.number()).append(' ').append(m.get("papers.check." + i.id()));
            }
            s.openItem(m.format("papers.approval.openChecks", open.size(), names.toString()));
        }
        if (risks.isEmpty() && open.isEmpty()) {
            s.note(m.get("report.warnings.none"));
        }
        s.note(m.get("papers.approval.attachment"));

        s.signatures(List.of(m.get("papers.sign.requester"), m.get("papers.sign.head"), m.get("papers.sign.finance"),
                m.get("papers.sign.approver")), m.get("papers.sign.signature"), m.get("papers.sign.date"));
    }

    /** The need in one paragraph: the work, memory, term and hours a day, a peak's days and hours, the service level. */
    private static void need(Advice a, Messages m, PaperPdf.Sheet s) throws IOException {
        ResolvedPlan rp = a.plan();
        s.heading(m.get("papers.approval.need"));
        ServiceNeed service = a.serviceNeed();
        String needKey = a.memory().cardClass() ? "papers.approval.needTextCardClass"
                : a.term().sizedForCautious() ? "papers.approval.needTextCautious"
                : a.batchJob() && a.term().bufferPercent() == 0 ? "papers.approval.needTextBatch" : "papers.approval.needText";
        String need = m.format(needKey, PaperText.need(a, m), a.memory().requiredGb(), a.term().taskDays(),
                a.term().billableDays(), rp.use(), a.memory().sparePercent(), a.term().bufferPercent(),
                a.term().cautiousTaskDays(), a.term().central().billableDays());
        if (a.peak() != null) {
            // the hours a day are the base's; the peak's days and hours follow (tester M3: "每天使用 24 小时" alone)
            need = m.format("papers.approval.needAndService", need, m.format(a.peak().need()));
        }
        s.paragraph(m.format("papers.approval.needAndService", need, m.format("papers.approval.service",
                service.availabilityPercent().toPlainString(), service.replacementHours())));
    }

    /**
     * The answer in plain words: what to rent and what it costs, and the monthly price to ask for where the engine says
     * so; returns the plain actions left for the risks.
     */
    private static List<Message> plainAnswer(Advice a, Messages m, PaperPdf.Sheet s) throws IOException {
        // the answer in plain words first: what to rent and what it costs
        s.heading(m.get("papers.approval.plain"));
        s.paragraph(PlainText.headline(a, m));
        // what to ask before signing for a long service priced by the hour is part of the answer, not a minor note (m5)
        List<Message> plainActions = new ArrayList<>(a.plain().actions());
        for (Message x : List.copyOf(plainActions)) {
            if (x.key().equals(ASK_MONTHLY)) {
                s.warning(m.format(x));
                plainActions.remove(x);
            }
        }
        return plainActions;
    }

    /** The warnings the plain layer does not turn into a thing to do: left to the attached report. */
    private static int unmappedWarnings(Advice a, Candidate lead) {
        List<Warning> all = new ArrayList<>(a.warnings());
        if (lead != null) {
            lead.warnings().stream().filter(x -> !all.contains(x)).forEach(all::add);
        }
        return (int) all.stream().filter(w -> !PlainAnswer.ACTION_CODES.contains(w.code())
                && w.code() != Warning.Code.TRAINING_CLUSTER_CONTAINERS && w.code() != Warning.Code.SUPPORTING_HARDWARE)
                .count();
    }

    /**
     * The reasons the page has room for: the first ones, and where some must give way, the last (why this option over the
     * others: the cheapest, or the quote chosen) kept in place of the one before it.
     */
    static List<Message> shownReasons(List<Message> why, int room) {
        if (why.size() <= room || room < 2) {
            return why.subList(0, Math.min(why.size(), room));
        }
        List<Message> shown = new ArrayList<>(why.subList(0, room - 1));
        shown.add(why.get(why.size() - 1));
        return shown;
    }

    /** Why, in plain words: the plain layer's sentences (the engineer's reasons are the report's). */
    private static void plainWhy(Advice a, Messages m, PaperPdf.Sheet s, Fit fit) throws IOException {
        List<Message> why = a.plain().why();
        if (fit.reasons() == 0 || why.isEmpty()) {
            return; // the page has no room: the report gives the reasons
        }
        s.heading(m.get("papers.approval.reason"));
        for (Message r : shownReasons(why, fit.reasons())) {
            s.bullet(m.format(r));
        }
        rejected(a, m, s, fit);
    }

    /**
     * The cards not chosen, after the reasons for the choice: a repeated reason said once with the cards' names ("11 种只有 PCIe 互联的
     * 卡放不下该模型：
     * …"), the grouping of the text answer and Results ({@code PlainText.repeatedReasons}); the rest are counted and
     * left to the report.
     */
    private static void rejected(Advice a, Messages m, PaperPdf.Sheet s, Fit fit) throws IOException {
        PlainText.Repeated r = PlainText.repeatedReasons(a.rejected(), m,
                NAMES);
        int shown = Math.min(fit.rejected(), r.lines().size());
        if (shown == 0) {
            return; // no room, or no reason shared by several cards: the report lists them
        }
        int more = r.notIn(shown);
        for (String line : r.lines().subList(0, shown)) {
            s.bullet(m.format("papers.approval.rejected", line));
        }
        if (more > 0) {
            s.note(m.format("papers.approval.moreRejected", more));
        }
    }

    /**
     * A cost cell, marked where the engine found the option over the budget on the budget's own basis (tester m5: the
     * H100 option at ¥168,960 a month stood unmarked beside a ¥50,000 monthly budget).
     */
    private static String overBudget(Advice a, Candidate c, Messages m, String money, boolean budgetBasis) {
        // where nothing fits, every option is over and the budget line under the table says so once
        return budgetBasis && !a.budget().nothingFits() && Boolean.FALSE.equals(c.withinBudget())
                ? m.format("papers.approval.overBudget", money) : money;
    }

    /** Without quotes: the engine's best configurations at reference prices. */
    private static void options(RenderInput in, Messages m, PaperPdf.Sheet s, Candidate lead, Fit fit) throws IOException {
        Advice a = in.advice();
        if (fit.options() > 0 || lead == null) {
            s.heading(m.get("papers.approval.options")); // no table, no heading: the lines follow the answer in short
        }
        if (lead == null) {
            s.paragraph(PaperText.noRecommendation(a, m));
        } else {
            List<List<String>> rows = new ArrayList<>();
            List<String> sources = new ArrayList<>();
            int rank = 1;
            for (Candidate c : a.candidates().subList(0, Math.min(Math.max(1, fit.options()), a.candidates().size()))) {
                String source = PaperText.priceSource(c, m);
                if (!sources.contains(source)) {
                    sources.add(source);
                }
                rows.add(List.of(rank == 1 ? m.get(a.budget().nothingFits() ? "papers.approval.nearest"
                                : a.provisional() ? "papers.approval.recommendedTrial" : "papers.approval.recommended")
                                : String.valueOf(rank),
                        PaperText.cardsOf(c, m), m.format("report.value.plain", c.cost().mode()),
                        overBudget(a, c, m, m.fen(c.cost().monthlyCostCny()), a.plan().monthlyBudgetCny() != null),
                        overBudget(a, c, m, m.fen(c.cost().termCostCny()), a.plan().monthlyBudgetCny() == null),
                        m.get("papers.tax.reference"),
                        String.valueOf((char) ('a' + sources.indexOf(source)))));
                rank++;
            }
            if (fit.options() > 0) {
                s.table(List.of("#", m.get("papers.col.option"), m.get("budget.col.mode"), m.get("rental.col.monthly"),
                                m.get("papers.col.termCost"), m.get("papers.col.taxBasis"), m.get("papers.col.source")),
                        new float[] {0.11f, 0.24f, 0.15f, 0.12f, 0.13f, 0.17f, 0.08f},
                        new boolean[] {false, false, false, true, true, false, false}, rows, 0);
                for (int i = 0; i < sources.size(); i++) {
                    s.note(m.format("papers.approval.source", String.valueOf((char) ('a' + i)), sources.get(i)));
                }
            } else {
                // no room for the table: the answer above names the cards, the way and the price; the source and the tax
                // basis stay (the why is worth more to the approver than a table of the one row the answer states)
                s.note(m.format("papers.approval.sourceOnly", PaperText.priceSource(lead, m), m.get("papers.tax.reference")));
            }
            s.paragraph(PaperText.budget(a, m));

            plainWhy(a, m, s, fit);
        }

    }

    /**
     * With quotes: every vendor's quote on one tax basis, the recommended one first and shaded, why, and how it
     * stands against the reference price. Returns the recommended quote's flags (risks).
     */
    private static List<String> quotes(RenderInput in, Messages m, PaperPdf.Sheet s, Fit fit) throws IOException {
        QuoteComparison qc = in.quotes();
        s.heading(m.get("papers.approval.quotes"));
        List<List<String>> rows = new ArrayList<>();
        int shaded = -1;
        int rank = 1;
        for (VendorQuoteCost q : qc.ranked()) {
            boolean chosen = q == qc.recommended();
            if (chosen) {
                shaded = rows.size();
            }
            rows.add(List.of(chosen ? m.get("papers.approval.recommended") : String.valueOf(rank), q.vendor(),
                    QuoteText.configuration(q, m), m.fen(q.monthlyCostCny()), m.fen(q.termCostCny()),
                    QuoteText.taxBasis(q, m), String.valueOf(q.flags().size())));
            rank++;
        }
        s.table(List.of("#", m.get("papers.col.vendor"), m.get("papers.col.option"), m.get("rental.col.monthly"),
                        m.get("papers.col.termCost"), m.get("papers.col.taxBasis"), m.get("papers.col.flags")),
                new float[] {0.09f, 0.12f, 0.20f, 0.11f, 0.12f, 0.23f, 0.13f},
                new boolean[] {false, false, false, true, true, false, true}, rows, shaded);
        s.paragraph(PaperText.budgetLine(in.advice(), m));
        plainWhy(in.advice(), m, s, fit);
        VendorQuoteCost best = qc.recommended();
        List<String> flags = new ArrayList<>();
        if (best != null) {
            best.flags().forEach(f -> flags.add(best.vendor() + m.get("papers.approval.flagSeparator") + m.format(f.text())));
        }
        return flags;
    }

    /** How many of the plain actions run through the last one that decides whether the order can run. */
    /**
     * Whether a plain action decides whether the order can run (Warning.BLOCKING), or is the answer's own first step: over
     * budget, or its price an estimate until quoted. A variant of a blocking action (the provisional trial with its price,
     * m12) blocks as the action does.
     */
    private static boolean blocking(Message action) {
        String key = action.key();
        return key.startsWith("plain.action.overBudget") || key.startsWith("plain.action.CLUSTER_ESTIMATE")
                || Warning.BLOCKING.stream().anyMatch(c -> key.equals("plain.action." + c.name())
                || key.startsWith("plain.action." + c.name() + "."));
    }
}
