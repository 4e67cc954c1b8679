package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.ALERT;
import static com.gpurental.output.pdf.PageWriter.BODY;
import static com.gpurental.output.pdf.PageWriter.INK;
import static com.gpurental.output.pdf.PageWriter.MUTED;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Answer;
import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.MemoryPart;
import com.gpurental.advice.ModeAdvice;
import com.gpurental.advice.Suggestion;
import com.gpurental.advice.Warning;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.compare.BreakEvenData;
import com.gpurental.compare.ChartDescriber;
import com.gpurental.compare.ChartDescription;
import com.gpurental.compare.Comparison;
import com.gpurental.compare.Figures;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import com.gpurental.output.text.PlainText;
import com.gpurental.pricing.RentalCost;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The report's sections in order, each written through the {@link PageWriter}. Every sentence
 * comes from the bundles ({@code report_*.properties} plus the shared chart, checklist, budget
 * and rental keys); every figure from the advice.
 */
final class ReportContent {

    /** Colours of the memory parts in the stacked bar (calm, told apart by lightness and hue). */
    private static final int[] PART_COLOURS = {0x1F4E8C, 0x4C8BD6, 0x2B8A3E, 0x8CC08F, 0xE8590C, 0xF2A65A, 0x7A8694, 0xCED4DA};

    private final RenderInput in;
    private final Messages m;
    private final PageWriter w;
    private final Advice a;
    private final Catalog catalog;
    private final Candidate lead;
    private final Comparison comparison;
    /** The plan's vendors' quotes compared (empty when it has none). */
    private final QuoteComparison quotes;
    private final ReportPage page;

    ReportContent(RenderInput in, Messages m, PageWriter w) {
        this.in = in;
        this.m = m;
        this.w = w;
        this.page = new ReportPage(m, w);
        this.a = in.advice();
        this.catalog = in.catalog();
        this.lead = a.leading().orElse(null);
        this.comparison = in.comparison();
        this.quotes = a.quotes();
    }

    String documentTitle() {
        String planTitle = a.plan().plan().title();
        return planTitle == null || planTitle.isBlank() ? m.get("report.title")
                : m.get("report.title") + " — " + planTitle.strip();
    }

    String footerCaption() {
        return m.format("report.footer", date());
    }

    String pageLabel(int page, int pages) {
        return m.format("report.page", page, pages);
    }

    private String date() {
        return longDate(in.date());
    }

    private String longDate(LocalDate d) {
        return page.longDate(d);
    }

    void render() throws IOException {
        w.newPage();
        header();
        InputsSection.write(page, a, catalog);
        memory();
        recommendation();
        alternatives();
        comparisonCharts();
        rental();
        budget();
        quotes();
        warnings();
        ChecklistSection.write(page, checklistItems());
        assumptions();
        PricesSection.write(page, a, catalog, comparison);
        w.glossary(m);
        disclaimer();
    }

    // ---- title and summary ------------------------------------------------------------------

    /** The plain first page; the engineering detail follows as the appendix. */
    private void header() throws IOException {
        String planTitle = a.plan().plan().title();
        StringBuilder sub = new StringBuilder();
        if (planTitle != null && !planTitle.isBlank()) {
            sub.append(planTitle.strip()).append('\n');
        }
        InputsSection.projectLine(a.plan().plan().project(), page).ifPresent(line -> sub.append(line).append('\n'));
        sub.append(m.format("report.prepared", date(), known(catalog.asOf() == null ? null : catalog.asOf().toString())));
        PlainPage.write(page, a, sub.toString(), budgetSentence(), checklistItems());
    }

    private void heading(String key, float keepWith) throws IOException {
        page.heading(key, keepWith);
    }

    // ---- 2 memory ---------------------------------------------------------------------------

    private void memory() throws IOException {
        heading("report.section.memory", 90);
        MemoryBreakdown mem = a.memory();
        w.paragraph(m.format(mem.cardClass() ? "report.memory.summaryCardClass" : "report.memory.summary", mem.requiredGb(),
                mem.cards(), mem.perCardGb(), mem.sparePercent()));
        w.space(6);
        List<Charts.Segment> segments = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        for (MemoryPart p : a.memoryParts()) {
            String label = m.format("memory.part." + p.key(), mem.sparePercent());
            segments.add(new Charts.Segment(label, p.totalGb(), PART_COLOURS[p.index()]));
            rows.add(Row.of(label, gb(p.totalGb()), gb(p.perCardGb()), m.format("report.value.percent", 100 * p.share())));
        }
        rows.add(new Row(List.of(m.format(mem.cardClass() ? "report.memory.totalCardClass" : "report.memory.total",
                mem.sparePercent()), m.number(mem.requiredGb(), 1), m.number(mem.perCardGb(), 1),
                m.format("report.value.percent", 100.0)), true));
        Charts.stacked(w, segments, s -> m.format("memory.partLegend", s.label(), gb(s.value())));
        w.space(4);
        w.table(List.of(Column.left(m.get("report.memory.col.part"), 0.40f),
                Column.right(m.format("report.memory.col.total", mem.cards()), 0.22f),
                Column.right(m.get("report.memory.col.perCard"), 0.20f),
                Column.right(m.get("report.memory.col.share"), 0.18f)), rows);
        if (a.kvCacheCopiesNote() != null) {
            w.paragraph(m.format(a.kvCacheCopiesNote()));
        }
    }

    // ---- 3 recommendation -------------------------------------------------------------------

    private void recommendation() throws IOException {
        // over a budget nothing fits, the first option is not headed "Recommendation"
        Answer answer = a.answer();
        if (answer.onSite()) {
            page.headingTitled(m.format(answer.title()), 60);
            w.paragraph(m.format(answer.headline()), PageWriter.HEADING, PageWriter.ACCENT, 0);
            w.paragraph(m.format(answer.priceNote()), BODY, INK, 0);
        } else {
            heading(a.budget().nothingFits() ? "report.section.recommendationNothingFits"
                    : a.provisional() ? "report.section.recommendationTrial" : "report.section.recommendation", 60);
        }
        if (lead == null) {
            w.paragraph(m.format(a.noRecommendation()));
            return;
        }
        RentalCost q = lead.cost();
        w.paragraph(m.format(answer.onSite() ? "report.rec.lineReference" : "report.rec.line",
                m.format("budget.gpuCards", lead.cards(), lead.label()), q.mode(), q.monthlyCostCny(), q.termCostCny(),
                lead.term().billableDays()), answer.onSite() ? BODY : PageWriter.HEADING,
                answer.onSite() ? INK : PageWriter.ACCENT, 0);
        Gpu g = lead.gpu();
        String memory = g.memoryGib() == null ? m.get("common.unknown")
                : m.format("report.unit.memory", g.memoryGib(), g.memoryType() == null ? "" : g.memoryType());
        w.paragraph(m.format("report.rec.specs", g.displayName(), memory.strip(),
                Figures.bandwidthWithUnit(g, m),
                g.fp16DenseTflops() == null ? m.get("common.unknown") : m.format("report.unit.tflops", g.fp16DenseTflops()),
                known(g.interconnect() == null ? null : label(g.interconnect().type())), known(g.stack())),
                BODY, MUTED, 0);
        w.paragraph(budgetSentence(), BODY, a.budget().status() == BudgetCheck.Status.OVER ? ALERT : INK, 0);
        w.subheading(m.get("report.rec.reasons"), 20);
        for (Message r : lead.reasons()) {
            w.item("•", INK, m.format(r), INK, 0);
        }
        if (a.whyNotCheapest() != null) {
            w.item("•", INK, m.format(a.whyNotCheapest()), INK, 0);
        }
        if (!lead.warnings().isEmpty()) {
            // said once, with what to do, in the warnings section (audit 33 §10: the DeepSeek report told its cluster
            // warning twice word for word); here where to find them
            w.subheading(m.get("report.rec.warnings"), 20);
            w.paragraph(m.format("report.rec.warningsSee", lead.warnings().size(), m.get("report.section.warnings")), BODY,
                    INK, 0);
        }
    }

    private void warning(Warning x) throws IOException {
        w.item("!", ALERT, m.format(x.text()), INK, 0);
        w.item("→", MUTED, m.format(x.action()), MUTED, 11);
    }

    // ---- 4 alternatives ---------------------------------------------------------------------

    private void alternatives() throws IOException {
        heading("report.section.alternatives", 60);
        if (a.allCandidates().isEmpty()) {
            w.paragraph(m.get("text.noCandidate"));
        } else {
            w.paragraph(m.get("report.alt.intro"), BODY, MUTED, 0);
            w.space(3);
            List<Row> rows = new ArrayList<>();
            int rank = 1;
            for (Candidate c : a.allCandidates()) {
                // the GPU cell: the card, how its cards run (servers × cards, tensor parallel, copies), why not first
                String name = c.deployment() == null ? c.label().in(m.locale()) : c.label().in(m.locale()) + "\n"
                        + m.format(c.deployment().summary()).replace("\n", m.get("report.listSeparator"));
                name = c.versusLead() == null ? name : name + "\n" + m.format(c.versusLead());
                if (c.needsQuote()) {
                    rows.add(new Row(List.of(String.valueOf(rank), name, String.valueOf(c.cards()), m.get("report.needsQuote"),
                            "—", "—", speed(c)), false));
                } else {
                    rows.add(new Row(List.of(String.valueOf(rank), name, m.format(c.cost().cardsLabel()), label(c.cost().mode()),
                            m.fen(c.cost().monthlyCostCny()), m.fen(c.cost().termCostCny()), speed(c)), rank == 1));
                }
                rank++;
            }
            // The GPU column carries the one-line reason against the recommendation; the speed keeps its unit whole.
            w.table(List.of(Column.right("#", 0.04f), Column.left(m.get("budget.col.gpu"), 0.31f),
                    Column.right(m.get("rental.col.cards"), 0.07f), Column.left(m.get("budget.col.mode"), 0.16f),
                    Column.right(m.get("rental.col.monthly"), 0.12f), Column.right(m.get("rental.col.term"), 0.13f),
                    Column.left(speedHeader(), 0.17f)), rows);
        }
        if (!a.rejected().isEmpty()) {
            // one line per reason: twelve PCIe cards in one sentence with their names (issue 33)
            w.subheading(m.get("report.rejected.title"), 60);
            for (String line : PlainText.rejectedLines(a.rejected(), m)) {
                w.item("•", MUTED, line, INK, 0);
            }
        }
    }

    /** The speed column's header: the plan's speed metric with its unit and direction. */
    private String speedHeader() {
        return m.format(Message.of("speed.metric." + a.shownMetric().name()));
    }

    private String speed(Candidate c) {
        return m.format(a.shownSpeed(c).text()); // a batch job: its days to finish, not a per-user speed
    }

    // ---- 5 comparison -----------------------------------------------------------------------

    private void comparisonCharts() throws IOException {
        heading("report.section.comparison", 120);
        if (comparison.entries().isEmpty()) {
            w.paragraph(m.get("report.compare.none"));
            return;
        }
        String names = comparison.entries().stream().map(e -> e.gpu().displayName().in(m.locale()))
                .collect(Collectors.joining(m.get("report.listSeparator")));
        w.paragraph(m.format("report.compare.intro", names), BODY, MUTED, 0);
        w.space(8);
        Charts.bars(w, ChartDescriber.bars(comparison.bandwidth(), m));
        w.space(10);
        Charts.bars(w, ChartDescriber.bars(comparison.fp16Dense(), m));
        w.space(10);
        Charts.bars(w, ChartDescriber.bars(comparison.monthlyCost(), m));
        w.space(10);
        Charts.bars(w, ChartDescriber.bars(comparison.termCost(), m));
        ChartDescription.Scatter scatter = ChartDescriber.scatter(comparison.costVsSpeed(), m);
        w.space(scatter.points().isEmpty() ? 6 : 10);
        if (scatter.points().isEmpty()) {
            w.paragraph(scatter.missingNote(), BODY, MUTED, 0); // why no compared GPU has a point
        } else {
            Charts.scatter(w, scatter);
        }
    }

    // ---- 6 rental ---------------------------------------------------------------------------

    private void rental() throws IOException {
        heading("report.section.rental", 60);
        w.paragraph(m.format(a.termNote()));
        ModeAdvice mode = a.modeAdvice();
        if (mode.recommended() != null) {
            w.paragraph(m.format("rental.recommended", mode.recommended()));
        }
        if (mode.reason() != null) {
            w.paragraph(m.format(mode.reason()));
        }
        if (!mode.quotesByMode().isEmpty()) {
            w.subheading(lead == null ? m.get("rental.costTitle")
                    : m.get("rental.costTitle") + " — " + m.format("budget.gpuCards", lead.cards(), lead.gpu().displayName()),
                            60);
            List<Row> rows = new ArrayList<>();
            for (RentalCost q : mode.quotesByMode()) {
                rows.add(new Row(List.of(label(q.mode()), m.format(q.cardsLabel()), m.fen(q.monthlyCostCny()),
                        m.fen(q.termCostCny()),
                        m.format("rental.billedDays", q.billedDays())), q.mode() == mode.recommended()));
            }
            w.table(List.of(Column.left(m.get("rental.col.mode"), 0.28f), Column.right(m.get("rental.col.cards"), 0.20f),
                    Column.right(m.get("rental.col.monthly"), 0.18f), Column.right(m.get("rental.col.term"), 0.18f),
                    Column.right(m.get("rental.col.billed"), 0.16f)), rows);
        }
        if (a.breakEvenSentence() != null) {
            w.paragraph(m.format(a.breakEvenSentence()));
        } else if (lead != null) {
            w.paragraph(m.get("rental.breakEvenNone"), BODY, MUTED, 0);
        }
        BreakEvenData be = comparison.breakEven();
        w.space(8);
        if (be != null) {
            Charts.breakEven(w, ChartDescriber.breakEven(be, m));
        } else {
            w.paragraph(m.get("chart.breakEvenNone"), BODY, MUTED, 0);
        }
    }

    // ---- 7 budget ---------------------------------------------------------------------------

    private String budgetSentence() {
        if (lead == null) {
            return m.get("budget.noCandidate");
        }
        BudgetCheck b = a.budget();
        return b.kind() == BudgetCheck.Kind.NONE ? m.get("report.budget.none") : m.format(b.headline());
    }

    private void budget() throws IOException {
        heading("report.section.budget", 40);
        BudgetCheck b = a.budget();
        w.paragraph(budgetSentence(), BODY, b.status() == BudgetCheck.Status.OVER ? ALERT : INK, 0);
        if (b.suggestions().isEmpty()) {
            return;
        }
        w.subheading(m.get("budget.suggestionsTitle"), 70);
        List<Row> rows = new ArrayList<>();
        for (Suggestion s : b.suggestions()) {
            // the description already names the configuration ("… instead of FP16: 1 × Huawei Ascend 910B, container by the
            // hour")
            String change = m.format(s.description()) + "\n" + s.downsides().stream().map(m::format)
                    .collect(Collectors.joining("\n"));
            rows.add(new Row(List.of(change, m.fen(s.monthlyCostCny()), m.fen(s.termCostCny()),
                    m.get(s.withinBudget() ? "budget.yes" : "budget.no")), false, 3, s.withinBudget() ? ChecklistSection.DONE
                            : ALERT));
        }
        w.table(List.of(Column.left(m.get("report.budget.col.change"), 0.55f), Column.right(m.get("budget.col.monthly"), 0.14f),
                Column.right(m.get("budget.col.term"), 0.15f), Column.left(m.get("budget.col.within"), 0.16f)), rows);
    }

    /** The vendors' quotes side by side and rent or buy, when the plan has them. */
    private void quotes() throws IOException {
        if (!quotes.isEmpty()) {
            heading("report.section.quotes", 80);
            QuoteSection.render(quotes, m, w);
        }
    }

    // ---- 8 warnings -------------------------------------------------------------------------

    private void warnings() throws IOException {
        heading("report.section.warnings", 30);
        List<Warning> all = new ArrayList<>(a.warnings());
        if (lead != null) {
            for (Warning x : lead.warnings()) {
                if (!all.contains(x)) {
                    all.add(x);
                }
            }
        }
        if (all.isEmpty()) {
            w.paragraph(m.get("report.warnings.none"));
            return;
        }
        for (Warning x : all) {
            warning(x);
            w.space(3);
        }
    }

    // ---- 9 checklist ------------------------------------------------------------------------

    private List<ChecklistItem> checklistItems() {
        return in.checklistItems();
    }

    // ---- 10 assumptions ---------------------------------------------------------------------

    private void assumptions() throws IOException {
        heading("report.section.assumptions", 30);
        for (Message x : a.assumptions()) {
            w.item("•", MUTED, m.format(x), INK, 0);
        }
    }

    // ---- disclaimer -------------------------------------------------------------------------

    private void disclaimer() throws IOException {
        w.space(14);
        w.box(List.of(m.get("report.disclaimer")), 0xF8F9FA, MUTED);
    }

    // ---- helpers ----------------------------------------------------------------------------

    /**
     * The value, or "unknown" for null ({@link Message} arguments cannot be null: its list is
     * an immutable copy).
     */
    private Object known(Object value) {
        return page.known(value);
    }

    /** Gigabytes with one decimal, two below 0.1 GB (LoRA gradients are a few hundredths). */
    private String gb(double value) {
        return page.gb(value);
    }

    /** An enum value in words (the shared {@code enum.*} keys). */
    private String label(Enum<?> value) {
        return page.label(value);
    }
}
