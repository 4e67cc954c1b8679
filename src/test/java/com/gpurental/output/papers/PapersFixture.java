package com.gpurental.output.papers;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.ReadingOptions;
import org.dhatim.fastexcel.reader.Row;

/** The docs/domain.md §3 chat plan advised on the bundled catalog, and readers for the papers written from it. */
final class PapersFixture {

    /** The bundled prices are as of this day (nothing is stale). */
    static final LocalDate DATE = LocalDate.of(2026, 11, 1);
    static final Catalog CATALOG = CatalogLoader.bundled();
    /** 70B at FP16, 4,096 tokens, 1 user, 30 days, 24 h a day, budget ¥8,000 a month. */
    static final Path CHAT_70B = Path.of("examples/chat-70b.json");

    private PapersFixture() {
    }

    static Advice advise(Path plan) {
        try {
            return new Advisor(CATALOG, DATE).advise(PlanJson.read(plan), plan.toString());
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static RenderInput chat() {
        return RenderInput.of(advise(CHAT_70B), CATALOG, ChecklistState.EMPTY, DATE);
    }

    /** The three-quote worked check: the 70B chat plan with quotes 甲, 乙 and 丙, 500 GB of data, budget ¥12,000 a month. */
    static final Path CHAT_70B_QUOTES = Path.of("examples/chat-70b-quotes.json");

    static RenderInput withQuotes() {
        Advice advice = advise(CHAT_70B_QUOTES);
        return RenderInput.of(advice, CATALOG, ChecklistState.EMPTY, DATE);
    }

    static String pdfText(Path pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static int pdfPages(Path pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return doc.getNumberOfPages();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every row of one sheet, read with the cell formats. */
    static List<Row> sheet(Path xlsx, int index) {
        try (ReadableWorkbook wb = new ReadableWorkbook(new File(xlsx.toString()), new ReadingOptions(true, false))) {
            return wb.getSheet(index).orElseThrow().read();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> sheetNames(Path xlsx) {
        try (ReadableWorkbook wb = new ReadableWorkbook(new File(xlsx.toString()))) {
            return wb.getSheets().map(org.dhatim.fastexcel.reader.Sheet::getName).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BigDecimal money(String s) {
        return new BigDecimal(s);
    }

    /** Every sheet of a workbook as text: its name, then each row's cells separated by tabs. */
    static String workbookText(Path xlsx) {
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < sheetNames(xlsx).size(); i++) {
            all.append(sheetNames(xlsx).get(i)).append('\n');
            for (org.dhatim.fastexcel.reader.Row r : sheet(xlsx, i)) {
                r.stream().filter(Objects::nonNull).forEach(c -> all.append(c.getText()).append('\t'));
                all.append('\n');
            }
        }
        return all.toString();
    }

    /**
     * The files a purchase's papers write for {@code in} in one language, each as its name and its text: the report,
     * approval and request-for-quotation PDFs, the comparison and the quote form workbooks (written under {@code dir}).
     */
    static List<String[]> paperFiles(Advice a, RenderInput in, Messages m, Path dir) {
        List<String[]> papers = new ArrayList<>();
        Path report = dir.resolve("report.pdf");
        try {
            PdfReport.write(new RenderInput(a, CATALOG, null, ChecklistState.EMPTY,
                    DATE), m, report);
            papers.add(new String[] {"report pdf", pdfText(report)});
            Path approval = dir.resolve("approval.pdf");
            ApprovalPdf.write(in, m, approval);
            papers.add(new String[] {"approval pdf", pdfText(approval)});
            Path rfq = dir.resolve("rfq.pdf");
            RfqPdf.write(in, m, rfq);
            papers.add(new String[] {"rfq pdf", pdfText(rfq)});
            Path xlsx = dir.resolve("comparison.xlsx");
            ComparisonXlsx.write(in, m, xlsx);
            papers.add(new String[] {"comparison xlsx", workbookText(xlsx)});
            Path form = dir.resolve("form.xlsx");
            RfqXlsx.write(in, m, form);
            papers.add(new String[] {"quote form xlsx", workbookText(form)});
        } catch (Exception e) {
            throw new IllegalStateException("writing the papers into " + dir, e);
        }
        return papers;
    }
}
