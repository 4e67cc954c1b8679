package com.gpurental.ui.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.papers.ApprovalPdf;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.document.DocumentViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Printing on a computer without a printer says so in the user's language — neither a crash nor silence.
 * The build machine has no printer, so the real {@link FxPrinter} is checked here too; what a real print dialog does
 * with a real printer cannot be checked on it.
 */
class PrintWithoutPrinterTest {

    @TempDir
    Path dir;

    private final List<String> rendered = new ArrayList<>();

    /** A printer that the system does not have: {@link PapersViewModel.Printer#available()} is false. */
    private final PapersViewModel.Printer none = new PapersViewModel.Printer() {
        @Override
        public boolean print(Path pdf, String jobName) {
            rendered.add(jobName);
            return true;
        }

        @Override
        public boolean available() {
            return false;
        }
    };

    private PapersViewModel papers(AppContext context, PapersViewModel.Printer printer) {
        UiFixture.seventyBChatHourly(context.model());
        DocumentViewModel.PdfExporter report = (advice, compared, checklist, m, out) ->
                PdfReport.write(RenderInput.of(advice, UiFixture.CATALOG,
                        UiFixture.PRICE_DATE), m, out);
        return new PapersViewModel(context, () -> "plan", report, t -> { }, printer);
    }

    private static RecordingDialogs.Call onlyCall(AppContext context) {
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        assertEquals(1, dialogs.calls.size(), dialogs.calls::toString);
        return dialogs.calls.get(0);
    }

    @Test
    void printingTheReportWithoutAPrinterSaysSoInChinese() {
        AppContext context = UiFixture.context(Messages.ZH);
        PapersViewModel papers = papers(context, none);

        papers.printReport();

        RecordingDialogs.Call call = onlyCall(context);
        assertEquals("error", call.method());
        assertEquals("没有打印机", call.title());
        assertTrue(call.text().startsWith("这台电脑上没有设置打印机，因此没有打印。"), call.text());
        assertTrue(rendered.isEmpty(), "nothing is handed to a printer that is not there");
        assertFalse(papers.busyProperty().get());
    }

    @Test
    void printingTheApprovalSummaryWithoutAPrinterSaysSoInEnglish() {
        AppContext context = UiFixture.context(Messages.EN);
        PapersViewModel papers = papers(context, none);

        papers.printApproval();

        RecordingDialogs.Call call = onlyCall(context);
        assertEquals("No printer", call.title());
        assertTrue(call.text().startsWith("No printer is set up on this computer, so nothing was printed."), call.text());
        assertFalse(papers.busyProperty().get());
    }

    @Test
    void aPrinterThatDisappearsBeforeTheJobStartsIsReportedTheSameWay() throws Exception {
        // The printer was there when asked, gone when the job was made (the PDF was written in between).
        AppContext context = UiFixture.context(Messages.ZH);
        long before = tempPrints();
        PapersViewModel papers = papers(context, (pdf, job) -> {
            throw new PapersViewModel.NoPrinterException();
        });

        papers.printApproval();

        assertEquals("没有打印机", onlyCall(context).title());
        assertEquals(before, tempPrints(), "the temporary PDF is removed");
        assertFalse(papers.busyProperty().get());
    }

    @Test
    void theSystemPrinterOnThisMachineReportsNoPrinterInsteadOfFailing() throws Exception {
        // This build machine (and the headless test platform) has no printer: the real printer says so up front,
        // and asked to print anyway it throws the one exception the papers turn into the message above.
        FxPrinter printer = new FxPrinter(null, () -> Messages.forLocale(Locale.ENGLISH));
        org.junit.jupiter.api.Assumptions.assumeFalse(printer.available(), "a printer is installed here");
        Path pdf = dir.resolve("a.pdf");
        ApprovalPdf.write(RenderInput.of(papersAdvice(), UiFixture.CATALOG, null,
                UiFixture.PRICE_DATE), Messages.forLocale(Locale.ENGLISH), pdf);

        assertThrows(PapersViewModel.NoPrinterException.class, () -> printer.print(pdf, "job"));
    }

    private static Advice papersAdvice() {
        AppContext context = UiFixture.context(Messages.EN);
        UiFixture.seventyBChatHourly(context.model());
        return context.model().advice();
    }

    private static long tempPrints() throws Exception {
        try (var s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("gpu-rental-print-")).count();
        }
    }
}
