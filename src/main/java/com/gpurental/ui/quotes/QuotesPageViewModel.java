package com.gpurental.ui.quotes;

import com.gpurental.advice.Advice;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.GpuNames;
import com.gpurental.catalog.PriceBook;
import com.gpurental.json.InputException;
import com.gpurental.purchase.BillingUnit;
import com.gpurental.purchase.Invoice;
import com.gpurental.purchase.PriceUnit;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.purchase.QuoteTables;
import com.gpurental.purchase.UnitWords;
import com.gpurental.quotes.OwnershipCost;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.quotes.QuoteFlag;
import com.gpurental.quotes.VendorQuoteCost;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.units.Cny;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Quotes page (报价比价): the vendors' quotes as an editable table (add, duplicate, remove, paste from
 * Excel, import CSV or XLSX) with a problem per bad cell, and the engine's comparison of them. Every edit replaces
 * the model's list of rows in one plain change (so it is saved with the plan and undo can cover it); nothing is
 * computed here, only formatted.
 */
public final class QuotesPageViewModel extends PageViewModel {

    /** One table row: its place, its cells and the problem of each bad cell. */
    public record RowItem(int index, Map<QuoteColumn, String> cells, Map<QuoteColumn, Message> problems) {
        public String cell(QuoteColumn c) {
            return cells.getOrDefault(c, "");
        }
    }

    /** One vendor's column of the side-by-side comparison, formatted. */
    public record VendorView(String vendor, String configuration, boolean fits, boolean recommended,
                             List<String> lines, List<String> flags, String reference) {
    }

    /** One bar of the term-cost chart: the parts of one quote's term cost. */
    public record Bar(String vendor, Cny gpu, Cny storage, Cny bandwidth, Cny vat) {
    }

    private final ObservableList<RowItem> rows = FXCollections.observableArrayList();
    private final ObjectBinding<QuoteComparison> comparison;

    private final Path dataDir;
    private final OwnershipEditor ownershipEditor;

    /**
     * The columns a buyer fills for every quote, shown by default: who, what, how many, the price and its basis, the
     * billing and the shortest term (both change the cost of a short rental), how long it holds, notes. The rest (whole
     * servers, storage, bandwidth, SLA, invoice, delivery) is behind "More columns": all 21 needed 1,890 px (issue 33).
     */
    public static final Set<QuoteColumn> EVERY_QUOTE = EnumSet.of(QuoteColumn.VENDOR, QuoteColumn.GPU,
            QuoteColumn.CARDS, QuoteColumn.PRICE, QuoteColumn.PRICE_PER, QuoteColumn.INCLUDES_VAT, QuoteColumn.VAT_PERCENT,
            QuoteColumn.BILLING_UNIT, QuoteColumn.MINIMUM_DAYS, QuoteColumn.VALID_UNTIL, QuoteColumn.NOTES);
    /** Whether the rarer columns show; kept for the session here, as a language switch rebuilds the page. */
    private final javafx.beans.property.BooleanProperty allColumns = new javafx.beans.property.SimpleBooleanProperty();

    /** @param dataDir the user's data folder, where an imported price list is kept (null: import unavailable) */
    public QuotesPageViewModel(AppContext context, Path dataDir) {
        super(context, Set.of(WorkloadModel.F_DATA_GB));
        this.dataDir = dataDir;
        comparison = Bindings.createObjectBinding(model::quotes, model.quotesProperty());
        model.quoteRows.addListener(x -> refreshRows());
        model.quoteProblemsProperty().addListener(x -> refreshRows());
        refreshRows();
        ownershipEditor = new OwnershipEditor(model, context.catalog());
    }

    public javafx.beans.property.BooleanProperty allColumnsProperty() {
        return allColumns;
    }

    /** The rent-or-buy fields. */
    public OwnershipEditor ownershipEditor() {
        return ownershipEditor;
    }

    private void refreshRows() {
        List<Map<QuoteColumn, String>> list = model.quoteRows.get();
        List<Map<QuoteColumn, Message>> problems = model.quoteProblemsProperty().get();
        List<RowItem> items = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            items.add(new RowItem(i, list.get(i), i < problems.size() ? problems.get(i) : Map.of()));
        }
        rows.setAll(items);
    }

    public ObservableList<RowItem> rows() {
        return rows;
    }

    public StringProperty dataGbProperty() {
        return model.dataGb;
    }

    public ObjectBinding<QuoteComparison> comparisonProperty() {
        return comparison;
    }

    /**
     * What a unit, invoice or yes/no cell offers, in the user's language (卡时…整机月, 是/否); empty for a
     * column typed freely. Each choice is read back by the same words table as an import.
     */
    public List<String> choices(QuoteColumn column) {
        Messages m = messages();
        return switch (column.kind()) {
            case PRICE_UNIT -> UnitWords.labels(PriceUnit.class, m);
            case BILLING_UNIT -> UnitWords.labels(BillingUnit.class, m);
            case INVOICE -> UnitWords.labels(Invoice.class, m);
            case BOOLEAN -> List.of(m.get("quote.yes"), m.get("quote.no"));
            case GPU -> context.catalog().gpus().stream().map(g -> g.displayName().in(m.locale())).toList();
            default -> List.of();
        };
    }

    // ------------------------------------------------------------------ edits (each one model change)

    public void setCell(int index, QuoteColumn column, String text) {
        List<Map<QuoteColumn, String>> list = new ArrayList<>(model.quoteRows.get());
        if (index < 0 || index >= list.size()) {
            return;
        }
        Map<QuoteColumn, String> row = new EnumMap<>(QuoteColumn.class);
        row.putAll(list.get(index));
        String value = column == QuoteColumn.GPU ? gpuId(text) : QuoteRows.canonical(column, text);
        if (value.equals(row.getOrDefault(column, ""))) {
            return;
        }
        String before = row.getOrDefault(column, "");
        row.put(column, value);
        if (column == QuoteColumn.PRICE_PER) {
            followPriceUnit(row, before, value);
        }
        list.set(index, Map.copyOf(row));
        model.quoteRows.set(List.copyOf(list));
    }

    /**
     * The billing unit follows the price unit unless the vendor said otherwise: when it is empty or still
     * the old price unit's usual billing, it becomes the new one's (per server-month → by the month). A billing unit
     * set apart (by the second for an hourly price, by the day for a weekly one) stays.
     */
    private static void followPriceUnit(Map<QuoteColumn, String> row, String oldPer, String newPer) {
        PriceUnit now = PriceUnit.fromJson(newPer);
        if (now == null) {
            return;
        }
        PriceUnit was = PriceUnit.fromJson(oldPer);
        String billing = row.getOrDefault(QuoteColumn.BILLING_UNIT, "");
        if (billing.isEmpty() || was != null && billing.equals(was.usualBilling().json())) {
            row.put(QuoteColumn.BILLING_UNIT, now.usualBilling().json());
        }
    }

    /** A new row with the leading candidate's GPU and card count and the usual tax basis filled in; the vendor to type. */
    public int addRow() {
        Map<QuoteColumn, String> row = new EnumMap<>(QuoteColumn.class);
        Advice a = model.advice();
        if (a != null && a.leading().isPresent()) {
            row.put(QuoteColumn.GPU, a.leading().get().gpu().id());
            row.put(QuoteColumn.CARDS, String.valueOf(a.leading().get().cards()));
        }
        row.put(QuoteColumn.PRICE_PER, "card-hour");
        row.put(QuoteColumn.INCLUDES_VAT, "true");
        row.put(QuoteColumn.VAT_PERCENT, "6");
        row.put(QuoteColumn.BILLING_UNIT, "hour");
        append(List.of(Map.copyOf(row)));
        return model.quoteRows.get().size() - 1;
    }

    public int duplicate(int index) {
        List<Map<QuoteColumn, String>> list = model.quoteRows.get();
        if (index < 0 || index >= list.size()) {
            return -1;
        }
        Map<QuoteColumn, String> copy = new EnumMap<>(QuoteColumn.class);
        copy.putAll(list.get(index));
        copy.put(QuoteColumn.VENDOR, messages().format("quotes.copyOf", copy.getOrDefault(QuoteColumn.VENDOR, "")));
        append(List.of(Map.copyOf(copy)));
        return model.quoteRows.get().size() - 1;
    }

    public void remove(int index) {
        List<Map<QuoteColumn, String>> list = new ArrayList<>(model.quoteRows.get());
        if (index >= 0 && index < list.size()) {
            list.remove(index);
            model.quoteRows.set(List.copyOf(list));
        }
    }

    /** Rows copied from Excel or WPS (tab-separated, with or without the header row); returns how many were added. */
    public int paste(String text) {
        if (text == null || text.isBlank()) {
            return 0;
        }
        List<Map<QuoteColumn, String>> rows = QuoteRows.fromTable(QuoteRows.splitTsv(text));
        append(rows);
        return rows.size();
    }

    /** Asks for a CSV or XLSX file and adds its rows; a file that cannot be read is reported. */
    public int chooseAndImport() {
        Messages m = messages();
        Optional<Path> file = context.dialogs().chooseOpenFile(m.get("quotes.importTitle"), m.get("quotes.importFilter"),
                "*.xlsx;*.csv;*.tsv;*.txt");
        return file.map(this::importFile).orElse(0);
    }

    /**
     * Adds a file's quotes. A heading that almost names a column ("最短租期" for 最短租期（天）) stops the import, named
     * with the column it may mean: its values would otherwise be dropped without a word. Headings that name nothing
     * are imported without, and listed after the import.
     */
    public int importFile(Path file) {
        Messages m = messages();
        try {
            QuoteRows.Table table = QuoteRows.readTable(QuoteTables.read(file));
            if (!table.nearMisses().isEmpty()) {
                context.dialogs().showError(m.get("quotes.importTitle"), lines(m, table.nearMisses()));
                return 0;
            }
            if (table.rows().isEmpty()) {
                context.dialogs().showError(m.get("quotes.importTitle"),
                        m.format("quotes.importEmpty", String.valueOf(file.getFileName())));
                return 0;
            }
            append(table.rows());
            if (!table.ignored().isEmpty()) {
                context.dialogs().showInfo(m.get("quotes.importTitle"), lines(m, table.ignored()));
            }
            return table.rows().size();
        } catch (InputException e) {
            context.dialogs().showError(m.get("quotes.importTitle"), m.format(e.problems().get(0).problem()));
            return 0;
        }
    }

    private static String lines(Messages m, List<Message> messages) {
        return messages.stream().map(m::format).collect(Collectors.joining(System.lineSeparator()));
    }

    public boolean canImportPriceBook() {
        return dataDir != null;
    }

    /**
     * Asks for a newer price list (a catalog file), validates it and keeps it in the user's data folder; it is used
     * from the next start (the bundled list stays the fallback). Returns true when one was kept.
     */
    public boolean chooseAndImportPriceBook() {
        Messages m = messages();
        Optional<Path> file = context.dialogs().chooseOpenFile(m.get("quotes.priceBookTitle"), m.get("quotes.priceBookFilter"),
                "*.json");
        return file.isPresent() && importPriceBook(file.get());
    }

    public boolean importPriceBook(Path file) {
        Messages m = messages();
        if (dataDir == null) {
            return false;
        }
        try {
            var catalog = PriceBook.importFile(file, dataDir);
            context.dialogs().showInfo(m.get("quotes.priceBookTitle"), m.format("quotes.priceBookKept",
                    String.valueOf(catalog.asOf()), catalog.gpus().size(), catalog.offers().size()));
            return true;
        } catch (InputException e) {
            context.dialogs().showError(m.get("quotes.priceBookTitle"), e.render(m));
            return false;
        }
    }

    private void append(List<Map<QuoteColumn, String>> more) {
        if (more.isEmpty()) {
            return;
        }
        List<Map<QuoteColumn, String>> list = new ArrayList<>(model.quoteRows.get());
        more.forEach(r -> list.add(Map.copyOf(r)));
        model.quoteRows.set(List.copyOf(list));
    }

    // ------------------------------------------------------------------ texts

    /** A cell as the user reads it: units and yes/no in the current language. */
    public String display(RowItem row, QuoteColumn column) {
        if (column == QuoteColumn.GPU) {
            return GpuNames.find(context.catalog(), row.cell(column))
                    .map(g -> g.displayName().in(messages().locale())).orElse(row.cell(column));
        }
        return QuoteRows.display(column, row.cell(column), messages());
    }

    /** A GPU chosen or typed by name ("NVIDIA H20 96GB", "H20 96G") as the catalog's id; one it does not know as typed. */
    private String gpuId(String text) {
        String t = text == null ? "" : text.strip();
        return GpuNames.find(context.catalog(), t).map(Gpu::id).orElse(t);
    }

    public StringBinding dataGbError() {
        return errorText(WorkloadModel.F_DATA_GB);
    }

    /** Every bad cell: "Row 2 · Price (¥): …", one a line; empty when all are fine. */
    public StringBinding problemsText() {
        return Bindings.createStringBinding(() -> {
            Messages m = messages();
            StringBuilder sb = new StringBuilder();
            for (RowItem r : rows) {
                for (Map.Entry<QuoteColumn, Message> e : r.problems().entrySet()) {
                    if (sb.length() > 0) {
                        sb.append('\n');
                    }
                    sb.append(m.format("quotes.cellProblem", r.index() + 1, m.get(e.getKey().headerKey()), e.getValue()));
                }
            }
            QuoteComparison c = comparison.get();
            for (var p : c.problems()) {
                if (sb.length() > 0) {
                    sb.append('\n');
                }
                int row = Integer.parseInt(p.path().replaceAll("\\D+", " ").trim().split(" ")[0]);
                sb.append(m.format("quotes.cellProblem", rowOfQuote(row) + 1, m.get(QuoteColumn.GPU.headerKey()), p.problem()));
            }
            return sb.toString();
        }, rows, comparison, context.messagesProperty());
    }

    /** The table row of the i-th valid quote (rows with problems are not quotes). */
    private int rowOfQuote(int quoteIndex) {
        int seen = -1;
        for (RowItem r : rows) {
            if (r.problems().isEmpty()) {
                seen++;
                if (seen == quoteIndex) {
                    return r.index();
                }
            }
        }
        return quoteIndex;
    }

    public StringBinding recommendation() {
        return Bindings.createStringBinding(() -> {
            QuoteComparison c = comparison.get();
            return c.ranked().isEmpty() || c.reason() == null ? "" : messages().format(c.reason());
        }, comparison, context.messagesProperty());
    }

    /**
     * Whether the engine costed any quote. Without one the page says so in one sentence instead of showing a
     * recommendation, a comparison and a chart with nothing in them (bare headings over empty charts read as broken).
     */
    public BooleanBinding hasQuotes() {
        return Bindings.createBooleanBinding(() -> !comparison.get().ranked().isEmpty(), comparison);
    }

    /** "Reference prices as of 2026-11-01", marked when older than 90 days. */
    public StringBinding priceBook() {
        return Bindings.createStringBinding(() -> {
            var catalog = context.catalog();
            return messages().format(model.quotes().catalogStale() ? "quotes.priceBookStale" : "quotes.priceBook",
                    String.valueOf(catalog.asOf()));
        }, comparison, context.messagesProperty());
    }

    public ObjectBinding<List<VendorView>> vendors() {
        return Bindings.createObjectBinding(() -> {
            Messages m = messages();
            QuoteComparison c = comparison.get();
            List<VendorView> out = new ArrayList<>();
            for (VendorQuoteCost q : c.ranked()) {
                List<String> lines = List.of(
                        q.fits() ? m.get("quotes.fitsYes") : m.get("quotes.fitsNo"),
                        m.fen(q.gpuCostCny()), m.format(q.storageCostText()), m.fen(q.bandwidthCostCny()),
                                m.fen(q.vatCny()),
                        m.format(q.termCostText()), m.format(q.monthlyCostText()), String.valueOf(q.billedDays()),
                        m.format("quotes.perCardHour", q.cardHourCny().fen().amount()),
                        q.speed() == null ? m.get("common.unknown") : m.format(q.speed()));
                List<String> flags = q.flags().stream().map(QuoteFlag::text).map(m::format).toList();
                out.add(new VendorView(q.vendor(), m.format("quotes.configuration", q.billedCards(), q.gpu().displayName()),
                        q.fits(),
                        q == c.recommended(), lines, flags, m.format(q.referenceNote())));
            }
            return List.copyOf(out);
        }, comparison, context.messagesProperty());
    }

    /** The labels of {@link VendorView#lines()}, in order. */
    public List<String> lineLabels() {
        Messages m = messages();
        return List.of(m.get("quotes.line.fits"), m.get("quotes.line.gpu"), m.get("quotes.line.storage"),
                m.get("quotes.line.bandwidth"), m.get("quotes.line.vat"), m.get("quotes.line.total"),
                m.get("quotes.line.monthly"), m.get("quotes.line.billedDays"), m.get("quotes.line.cardHour"),
                m.get("quotes.line.speed"));
    }

    public ObjectBinding<List<Bar>> bars() {
        return Bindings.createObjectBinding(() -> comparison.get().ranked().stream()
                .map(q -> new Bar(q.vendor(), q.gpuCostCny(), q.storageCostCny(), q.bandwidthCostCny(), q.vatCny())).toList(),
                comparison);
    }

    /** The ownership comparison in words, or "" when the plan has none. */
    public StringBinding ownership() {
        return Bindings.createStringBinding(() -> {
            OwnershipCost o = comparison.get().ownership();
            if (o == null) {
                return "";
            }
            Messages m = messages();
            // The engine's verdict says the break-even (or that there is none) itself: said once, as the PDF does.
            return m.format("quotes.ownershipLines", o.depreciationCny(), o.powerCny(), o.hostingCny(), o.operationsCny(),
                    o.monthlyCostCny(), o.serverCards(), o.gpuName()) + "\n" + m.format(o.verdict());
        }, comparison, context.messagesProperty());
    }
}
