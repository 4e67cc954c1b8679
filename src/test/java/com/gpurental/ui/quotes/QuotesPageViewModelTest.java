package com.gpurental.ui.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanDocument;
import com.gpurental.purchase.PriceUnit;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.atomic.AtomicInteger;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Quotes page without a toolkit: every edit is one change of the shared model, saved with the plan. */
class QuotesPageViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final QuotesPageViewModel page = new QuotesPageViewModel(context, null);

    @TempDir
    Path dir;

    @BeforeEach
    void issueWorkedCheck() {
        model.setToday(QuoteFixture.TODAY);
        model.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.YI, QuoteFixture.BING)));
    }

    private int changesDuring(Runnable edit) {
        AtomicInteger n = new AtomicInteger();
        model.quoteRows.addListener((o, was, now) -> n.incrementAndGet());
        edit.run();
        return n.get();
    }

    @Test
    void eachEditIsOneModelChangeAndReachesThePlan() {
        assertEquals(1, changesDuring(() -> page.setCell(0, QuoteColumn.PRICE, "6.00")));
        assertEquals(0, changesDuring(() -> page.setCell(0, QuoteColumn.PRICE, " 6.00 ")), "an unchanged cell is no change");
        assertEquals(new BigDecimal("6.00"), model.snapshot().plan().purchase().quotes().get(0).price().cny());
        // 甲 at ¥6.00: 6.00 × 2 × 24 × 33 = 9,504 + 132 + 220 = 9,856 < 丙's 10,494 → 甲 is now recommended.
        assertEquals("甲云", model.quotes().recommended().vendor());
        assertEquals(new BigDecimal("9856.00"), model.quotes().recommended().termCostCny().amount());
    }

    /** 乙's quote prices no storage for the plan's 500 GB: its storage line is unknown and its totals leave it out. */
    @Test
    void aQuoteWithoutAStoragePriceShowsTheStorageUnknownAndTheTotalWithoutIt() {
        var yi = page.vendors().get().stream().filter(v -> v.vendor().equals("乙算力")).findFirst().orElseThrow();
        int storage = page.lineLabels().indexOf(context.messages().get("quotes.line.storage"));
        int term = page.lineLabels().indexOf(context.messages().get("quotes.line.total"));
        assertEquals("unknown / ask the vendor", yi.lines().get(storage));
        assertEquals("¥120,000.00 (excludes storage)", yi.lines().get(term)); // a table line to the fen
        var bing = page.vendors().get().stream().filter(v -> v.vendor().equals("丙数据")).findFirst().orElseThrow();
        assertEquals("¥0.00", bing.lines().get(storage));
    }

    @Test
    void labelsTypedInChineseAreStoredAsJsonNames() {
        page.setCell(0, QuoteColumn.PRICE_PER, "卡天");
        assertEquals("card-day", model.quoteRows.get().get(0).get(QuoteColumn.PRICE_PER));
        assertEquals(PriceUnit.CARD_DAY, model.snapshot().plan().purchase().quotes().get(0).price().per());
        Messages zh = Messages.forLocale(Messages.ZH);
        assertEquals("卡天", QuoteRows.display(QuoteColumn.PRICE_PER, "card-day", zh));
    }

    /**
     * A new row defaulted its billing unit to the hour, off screen to the right, so a per-server-month price
     * was costed by the hour. The billing unit now follows the price unit unless it was set apart.
     */
    @Test
    void theBillingUnitFollowsThePriceUnitUnlessTheVendorSaidOtherwise() {
        int row = page.addRow();
        assertEquals("hour", model.quoteRows.get().get(row).get(QuoteColumn.BILLING_UNIT));
        page.setCell(row, QuoteColumn.PRICE_PER, "整机月");
        assertEquals("month", model.quoteRows.get().get(row).get(QuoteColumn.BILLING_UNIT));
        page.setCell(row, QuoteColumn.PRICE_PER, "card-day");
        assertEquals("day", model.quoteRows.get().get(row).get(QuoteColumn.BILLING_UNIT));
        // 甲 prices per card-hour and bills by the second: the vendor's own billing unit stays.
        page.setCell(0, QuoteColumn.PRICE_PER, "card-day");
        assertEquals("second", model.quoteRows.get().get(0).get(QuoteColumn.BILLING_UNIT));
    }

    @Test
    void addDuplicateAndRemove() {
        int added = page.addRow();
        assertEquals(3, added);
        assertEquals("h20", model.quoteRows.get().get(3).get(QuoteColumn.GPU), "the leading candidate's GPU");
        assertEquals("Vendor is missing; e.g. 甲云", UiFixture.EN.format(page.rows().get(3).problems().get(QuoteColumn.VENDOR)));
        assertEquals(3, model.quotes().ranked().size(), "the unfinished row is not compared");
        int copy = page.duplicate(2);
        assertEquals("丙数据 (copy)", model.quoteRows.get().get(copy).get(QuoteColumn.VENDOR));
        page.remove(3);
        assertEquals(4, model.quoteRows.get().size());
        assertEquals(4, model.quotes().ranked().size());
    }

    @Test
    void pastedRowsAreAdded() {
        String excel = "供应商\tGPU 型号\t卡数\t单价（元）\t计价单位\t含税\t税率（%）\n丁\th20\t2\t6.30\t卡时\t是\t6\n";
        assertEquals(1, page.paste(excel));
        assertEquals(4, model.quotes().ranked().size());
        assertTrue(page.problemsText().get().isEmpty(), page.problemsText().get());
    }

    @Test
    void anXlsxFileImportsWithItsDates() throws Exception {
        Path file = dir.resolve("quotes.xlsx");
        try (OutputStream out = Files.newOutputStream(file)) {
            Workbook wb = new Workbook(out, "test", "1.0");
            Worksheet ws = wb.newWorksheet("Quotes");
            int col = 0;
            for (QuoteColumn c : QuoteColumn.order()) {
                ws.value(0, col++, c.header(UiFixture.ZH));
            }
            ws.value(1, 0, "戊");
            ws.value(1, 1, "h20");
            ws.value(1, 2, 2);
            ws.value(1, 3, 6.4);
            ws.value(1, 4, "card-hour");
            ws.value(1, 5, "是");
            ws.value(1, 6, 6);
            ws.value(1, QuoteColumn.VALID_UNTIL.ordinal(), LocalDate.of(2026, 12, 20));
            wb.finish();
        }
        assertEquals(1, page.importFile(file));
        assertEquals("2026-12-20", model.quoteRows.get().get(3).get(QuoteColumn.VALID_UNTIL));
        assertEquals("6.4", model.quoteRows.get().get(3).get(QuoteColumn.PRICE));
        assertEquals(4, model.quotes().ranked().size());
    }

    @Test
    void aHeadingThatAlmostNamesAColumnStopsTheImportAndSaysWhichColumn() throws Exception {
        // issue 36: "最短租期" (the form says 最短租期（天）) was dropped without a word, so a 90-day minimum was not costed
        Path file = Files.writeString(dir.resolve("quotes.csv"),
                "供应商,GPU 型号,卡数,单价（元）,计价单位,含税,税率（%）,最短租期\n己云,h20,2,6.50,卡时,是,6,90\n");
        int before = model.quoteRows.get().size();
        assertEquals(0, page.importFile(file));
        assertEquals(before, model.quoteRows.get().size());
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        assertEquals("Column 8: \"最短租期\" — did you mean \"Minimum term (days)\"? Its values would not be read under"
                + " this heading; rename the column and import again.", dialogs.calls.get(0).text());
    }

    @Test
    void aFileOfAnotherKindIsReported() throws Exception {
        Path file = Files.writeString(dir.resolve("quotes.pdf"), "x");
        assertEquals(0, page.importFile(file));
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        assertEquals("quotes.pdf: only CSV, tab-separated text and XLSX files can be imported (e.g. quotes.xlsx).",
                dialogs.calls.get(0).text());
    }

    @Test
    void quotesAreSavedWithThePlanAndOpenAgain() throws Exception {
        page.setCell(1, QuoteColumn.NOTES, "整机包月");
        Path file = dir.resolve("plan" + PlanDocument.EXTENSION);
        new PlanDocument(model.snapshot().plan(), null, null).write(file);
        WorkloadModel other = UiFixture.context().model();
        other.load(PlanDocument.read(file).plan());
        assertEquals(model.snapshot().plan().purchase(), other.snapshot().plan().purchase());
        assertEquals("整机包月", other.quoteRows.get().get(1).get(QuoteColumn.NOTES));
    }
}
