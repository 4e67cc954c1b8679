package com.gpurental.output.pdf;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** The example plans advised on the bundled catalog, and helpers to export and read back a PDF. */
final class ReportFixture {

    /** The bundled prices are as of this day (nothing is stale); also the report's title date. */
    static final LocalDate DATE = LocalDate.of(2026, 11, 1);
    static final Catalog CATALOG = CatalogLoader.bundled();
    /** docs/domain.md §3 check plan: 70B at FP16, 4,096 tokens, 1 user, 30 days, 24 h a day, budget ¥8,000 a month. */
    static final Path CHAT_70B = Path.of("examples/chat-70b.json");

    private ReportFixture() {
    }

    static Advice advise(Path plan) {
        try {
            return new Advisor(CATALOG, DATE).advise(PlanJson.read(plan), plan.toString());
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static RenderInput input(Path plan) {
        return RenderInput.of(advise(plan), CATALOG, DATE);
    }

    static RenderInput input(Path plan, ChecklistState state) {
        return new RenderInput(advise(plan), CATALOG, null, state, DATE);
    }

    static Path export(RenderInput in, Messages m, Path dir, String name) throws PdfExportException {
        Path out = dir.resolve(name);
        PdfReport.write(in, m, out);
        return out;
    }

    static String text(Path pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String pageText(PDDocument doc, int page) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page);
        s.setEndPage(page);
        return s.getText(doc);
    }

    static String listing(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList().toString();
        }
    }
}
