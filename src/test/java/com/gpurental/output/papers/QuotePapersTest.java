package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.purchase.BillingUnit;
import com.gpurental.purchase.Invoice;
import com.gpurental.purchase.PriceUnit;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.purchase.QuoteRows;
import com.gpurental.purchase.QuoteTables;
import com.gpurental.purchase.VendorQuote;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.text.Messages;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The papers with vendor quotes (the three-quote worked check: 甲 ¥10,648.00, 乙 ¥120,000.00, 丙 ¥10,494.00, 丙 the
 * cheapest that fits), and the quote form's round trip: written, filled in by a vendor, imported back unchanged.
 */
class QuotePapersTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    @Test
    void summaryNamesTheRecommendedVendorAndItsCostIncludingVat() {
        String text = SummaryText.render(PapersFixture.withQuotes(), ZH);

        assertTrue(text.contains("推荐报价：丙数据，2 张 NVIDIA H20 96GB，33 天租期含税合计 ¥10,494.00，每月 ¥9,540.00（共比较 3 家报价）。"), text);
        assertTrue(text.codePointCount(0, text.length()) <= SummaryText.MAX_CHARACTERS, text);
        // the budget verdict is on the chosen quote (¥10,494), not on the reference prices, and says so
        assertTrue(text.contains("预算（按所选报价）：在预算内：33 天租期合计 ¥10,494.00"), text);
        assertTrue(!text.contains("按参考价"), text);
    }

    @Test
    void theVendorTermsItemIsAHelpNotATickAndEveryPaperCountsTheSameOpenChecks() {
        // The quote states its availability and invoice, not its data-security and early-termination terms: the
        // buyer ticks item 12. The report said 9 of 12 done while the approval listed item 12 among 4 open ones.
        RenderInput in = PapersFixture.withQuotes();
        ChecklistItem vendor = in.checklistItems().get(11);
        assertEquals("vendor", vendor.id());
        assertTrue(vendor.evidence() != null, "the quote's terms are shown as a help");
        assertTrue(!vendor.done(), "not ticked for the buyer");
        assertTrue(in.openItems().contains(vendor));
        String summary = SummaryText.render(in, ZH);
        assertTrue(summary.contains("待完成检查 " + in.openItems().size() + " 项"), summary);
        assertTrue(summary.contains("供应商条款"), summary);
    }

    @Test
    void approvalSummaryComparesTheThreeQuotesOnOneTaxBasisOnOnePage() throws Exception {
        Path out = dir.resolve("approval.pdf");

        ApprovalPdf.write(PapersFixture.withQuotes(), ZH, out);

        assertEquals(1, PapersFixture.pdfPages(out));
        String text = PapersFixture.pdfText(out);
        for (String expected : List.of("供应商报价比较（含税）", "丙数据", "¥10,494.00", "甲云", "¥10,648.00", "乙算力", "¥120,000.00",
                "不含税；已加 6% 增值税", "含税（6%）", "是能承载的报价中最便宜的", "审批人")) {
            assertTrue(text.contains(expected), expected + " in:\n" + text);
        }
        assertTrue(text.indexOf("丙数据") < text.indexOf("甲云") && text.indexOf("甲云") < text.indexOf("乙算力"), "best first");
        assertTrue(text.contains("预算（按所选报价）"), "the budget line names what it is on:\n" + text);
    }

    @Test
    void workbookHasEveryCostLineOfEveryQuoteAsNumbers() throws Exception {
        Path out = dir.resolve("c.xlsx");

        ComparisonXlsx.write(PapersFixture.withQuotes(), EN, out);

        assertEquals(List.of("Quotes", "Candidates", "Memory", "Checklist", "Terms used"), PapersFixture.sheetNames(out));
        List<Row> rows = PapersFixture.sheet(out, 0);
        List<String> header = rows.get(0).stream().map(Cell::getText).toList();
        Row jia = rows.stream().filter(r -> r.getCell(1).getText().equals("甲云")).findFirst().orElseThrow();
        // quote 甲 → GPU ¥10,296.00 + storage ¥132.00 + bandwidth ¥220.00 = ¥10,648.00
        assertEquals(new BigDecimal("10296.00"), money(jia, header.indexOf("GPU rental")));
        assertEquals(new BigDecimal("132.00"), money(jia, header.indexOf("Storage")));
        assertEquals(new BigDecimal("220.00"), money(jia, header.indexOf("Bandwidth")));
        assertEquals(new BigDecimal("10648.00"), money(jia, header.indexOf("Whole term incl. VAT")));
        Row yi = rows.stream().filter(r -> r.getCell(1).getText().equals("乙算力")).findFirst().orElseThrow();
        // 乙 prices no storage: its total is words, so no sum in the workbook takes the missing storage as ¥0.
        Cell yiTotal = yi.getCell(header.indexOf("Whole term incl. VAT"));
        assertEquals(CellType.STRING, yiTotal.getType());
        assertEquals("¥120,000.00 (excludes storage)", yiTotal.getText());
        assertEquals("unknown / ask the vendor", yi.getCell(header.indexOf("Storage")).getText());
        Row bing = rows.get(1);
        assertEquals("丙数据", bing.getCell(1).getText());
        assertEquals(new BigDecimal("10494.00"), money(bing, header.indexOf("Whole term incl. VAT")));
        assertEquals("Yes", bing.getCell(header.indexOf("Recommended")).getText());
        assertEquals(Xlsx.MONEY, bing.getCell(header.indexOf("Whole term incl. VAT")).getDataFormatString());
    }

    private static BigDecimal money(Row r, int column) {
        Cell c = r.getCell(column);
        assertEquals(CellType.NUMBER, c.getType(), "column " + column);
        return c.asNumber().setScale(2);
    }

    @Test
    void theQuoteFormFilledInByAVendorImportsBackAndCostsTheSame() throws Exception {
        Path form = dir.resolve("报价单.xlsx");
        RfqXlsx.write(PapersFixture.withQuotes(), ZH, form);
        List<Row> written = PapersFixture.sheet(form, 0);
        List<String> header = written.get(0).stream().map(c -> c.getText().replace("\n", "")).toList(); // unit breaks
        assertEquals(QuoteColumn.order().stream().map(c -> c.header(ZH)).toList(),
                header, "the quote format's columns, in Chinese");
        assertEquals("NVIDIA H20 96GB", written.get(1).getCell(header.indexOf(QuoteColumn.GPU.header(ZH))).getText());

        // The vendor keeps the header and the requested GPU and cards, and types quote 甲 into the rest in Chinese
        // (卡时, 是, 增值税专用发票), numbers as numbers.
        Plan plan = PlanJson.read(PapersFixture.CHAT_70B_QUOTES);
        VendorQuote jia = plan.purchase().quotes().get(0);
        Map<QuoteColumn, String> typed = QuoteRows.cells(jia);
        Path filled = dir.resolve("filled.xlsx");
        try (OutputStream os = Files.newOutputStream(filled)) {
            Workbook wb = new Workbook(os, "Vendor", "1.0");
            Worksheet ws = wb.newWorksheet(ZH.get("papers.rfq.formSheet"));
            for (int c = 0; c < header.size(); c++) {
                ws.value(0, c, header.get(c));
                QuoteColumn col = QuoteColumn.fromHeader(header.get(c));
                Cell prefilled = written.get(1).getCell(c);
                String value = prefilled != null && !prefilled.getText().isEmpty() ? prefilled.getText()
                        : QuoteRows.display(col, typed.get(col), ZH);
                if (value.matches("-?\\d+(\\.\\d+)?")) {
                    ws.value(1, c, new BigDecimal(value));
                } else {
                    ws.value(1, c, value);
                }
            }
            wb.finish();
        }

        // Imported as the Quotes page's "Import" does (QuotesPageViewModel): the first sheet, matched by header.
        List<List<String>> table = QuoteTables.read(filled);
        List<Map<QuoteColumn, String>> imported = QuoteRows.fromTable(table);
        assertEquals(1, imported.size());
        QuoteRows.Row row = QuoteRows.read(imported.get(0));
        assertTrue(row.valid(), row.problems().toString());

        Plan withImported = plan.withPurchase(plan.purchase().withQuotes(List.of(row.quote())));
        Advice advice = new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(withImported, "imported");
        QuoteComparison costed = advice.quotes();
        // quote 甲 costs ¥10,648.00 for the 33-day term
        assertEquals(new BigDecimal("10648.00"), costed.ranked().get(0).termCostCny().amount().setScale(2));
        assertEquals("甲云", costed.ranked().get(0).vendor());
    }

    @Test
    void theChineseQuoteFormAsksForTheChineseWordsTheImportTakes() {
        // It asked for "card-hour（卡时）、card-day（卡日）…" and "none（不开票）": English codes in a Chinese form, and
        // words the import did not take (卡日, 不开票). Now it lists the import's own Chinese labels.
        Map<String, Enum<?>[]> choices = Map.of("price.per", PriceUnit.values(),
                "billing.unit", BillingUnit.values(), "invoice", Invoice.values());
        choices.forEach((path, values) -> {
            String asked = ZH.get("papers.quote." + path);
            for (Enum<?> v : values) {
                String label = ZH.get("enum." + v.getDeclaringClass().getSimpleName() + "." + v.name());
                assertTrue(asked.contains(label), path + " lists " + label + ": " + asked);
            }
            assertTrue(!asked.matches(".*[A-Za-z].*"), "no English in: " + asked);
        });
        for (String path : List.of("price.includesVat", "billing.wholeServerOnly")) {
            String asked = ZH.get("papers.quote." + path);
            assertTrue(asked.endsWith("是或否") && !asked.matches(".*[A-Za-z].*"), asked);
        }
        assertTrue(!ZH.get("papers.quote.validUntil").contains("YYYY"), ZH.get("papers.quote.validUntil"));
        for (String key : List.of("papers.rfq.how.price", "papers.rfq.how.tax")) {
            assertTrue(!ZH.get(key).contains("卡日") && !ZH.get(key).contains("不开票"), "the import's words: " + ZH.get(key));
        }
    }

    @Test
    void everyQuoteColumnIsExplainedInBothLanguages() {
        for (QuoteColumn c : QuoteColumn.order()) {
            assertTrue(ZH.has("papers.quote." + c.jsonPath()), c.jsonPath());
            assertTrue(EN.has("papers.quote." + c.jsonPath()), c.jsonPath());
        }
    }
}
