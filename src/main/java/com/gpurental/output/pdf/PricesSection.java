package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.PageWriter.BODY;
import static com.gpurental.output.pdf.PageWriter.MUTED;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Suggestion;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.Offer;
import com.gpurental.compare.BreakEvenData;
import com.gpurental.compare.Comparison;
import com.gpurental.output.pdf.PageWriter.Column;
import com.gpurental.output.pdf.PageWriter.Row;
import com.gpurental.pricing.RentalCost;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The report's prices section: every catalog offer behind a figure in it, with its source, confidence and date. */
final class PricesSection {

    private PricesSection() {
    }

    static void write(ReportPage page, Advice a, Catalog catalog, Comparison comparison) throws IOException {
        page.heading("report.section.prices", 60);
        List<Offer> offers = offersUsed(a, catalog, comparison);
        if (offers.isEmpty()) {
            page.w.paragraph(page.m.get("report.prices.none"));
            return;
        }
        page.w.paragraph(page.m.get("report.prices.intro"), BODY, MUTED, 0);
        page.w.space(3);
        List<Row> rows = new ArrayList<>();
        for (Offer o : offers) {
            String gpu = catalog.gpu(o.gpuId()).map(g -> g.displayName().in(page.m.locale())).orElse(o.gpuId());
            String period = page.m.get("report.period." + o.mode().name());
            String price = o.perCards() == 1 ? page.m.format("report.offer.card", o.priceCny(), period)
                    : page.m.format("report.offer.server", o.priceCny(), period, o.perCards());
            rows.add(Row.of(gpu, page.label(o.mode()), price, o.source().in(page.m.locale()),
                    page.m.get("report.confidence." + o.source().confidence().name()),
                    o.asOf() == null ? page.m.get("common.unknown") : o.asOf().toString()));
        }
        page.w.table(List.of(Column.left(page.m.get("budget.col.gpu"), 0.20f), Column.left(page.m.get("rental.col.mode"), 0.15f),
                Column.left(page.m.get("report.prices.col.price"), 0.19f),
                        Column.left(page.m.get("report.prices.col.source"), 0.22f),
                Column.left(page.m.get("report.prices.col.confidence"), 0.12f),
                        Column.left(page.m.get("report.prices.col.asOf"), 0.12f)),
                rows);
        page.w.paragraph(page.m.get("report.prices.legend"), BODY, MUTED, 0);
    }

    /**
     * Every offer behind a figure in the report, as the engine used them: the candidates' quotes, the rental-mode
     * costs, the break-even chart's offers and the budget suggestions' quotes.
     */
    static List<Offer> offersUsed(Advice a, Catalog catalog, Comparison comparison) {
        Map<String, Offer> used = new LinkedHashMap<>();
        for (Candidate c : a.candidates()) {
            c.cost().offers().forEach(o -> used.putIfAbsent(o.id(), o));
        }
        for (RentalCost q : a.modeAdvice().quotesByMode()) {
            q.offers().forEach(o -> used.putIfAbsent(o.id(), o));
        }
        BreakEvenData be = comparison.breakEven();
        if (be != null) {
            used.putIfAbsent(be.source().hourly().id(), be.source().hourly());
            used.putIfAbsent(be.source().bareMetal().id(), be.source().bareMetal());
        }
        for (Suggestion s : a.budget().suggestions()) {
            s.cost().offers().forEach(o -> used.putIfAbsent(o.id(), o));
        }
        List<Gpu> gpus = catalog.gpus();
        List<Offer> sorted = new ArrayList<>(used.values());
        sorted.sort(Comparator.comparingInt((Offer o) -> indexOf(gpus, o.gpuId())).thenComparing(Offer::mode));
        return sorted;
    }

    private static int indexOf(List<Gpu> gpus, String id) {
        for (int i = 0; i < gpus.size(); i++) {
            if (gpus.get(i).id().equals(id)) {
                return i;
            }
        }
        return Integer.MAX_VALUE;
    }
}
