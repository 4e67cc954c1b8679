package com.gpurental.ui.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advisor;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.TaskExecutor;
import com.gpurental.ui.document.DocumentViewModel;
import com.gpurental.ui.document.PurchaseFolder;
import com.gpurental.ui.model.Settings;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The papers menu's actions without a window: what is copied, written and printed, through recording fakes. */
class PapersViewModelTest {

    @TempDir
    Path dir;

    private final List<String> copied = new ArrayList<>();
    private final List<String> printed = new ArrayList<>();

    private PapersViewModel papers(AppContext context) {
        UiFixture.seventyBChatHourly(context.model());
        DocumentViewModel.PdfExporter report = (advice, compared, checklist, m, out) ->
                PdfReport.write(RenderInput.of(advice, UiFixture.CATALOG,
                        UiFixture.PRICE_DATE), m, out);
        return new PapersViewModel(context, () -> "70B chat", report, copied::add,
                (pdf, job) -> {
                    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                        printed.add(job + ": " + doc.getNumberOfPages() + " " + new PDFTextStripper().getText(doc));
                    }
                    return true;
                });
    }

    @Test
    void copySummaryPutsTheChineseTextOnTheClipboard() {
        PapersViewModel papers = papers(UiFixture.context(Messages.ZH));

        papers.copySummary();

        assertEquals(1, copied.size());
        // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928 a month; 33 billable days = ¥9,820.80
        assertTrue(copied.get(0).contains("推荐：2 张 NVIDIA H20 96GB，容器按小时，每月 ¥8,928.00，租期 33 天合计 ¥9,820.80。"),
                copied.get(0));
    }

    /** The copy shows a short confirmation (the footer's notice): nothing else told the buyer it happened. */
    @Test
    void copySummarySaysItWasCopiedAndHowLongItIs() {
        AppContext context = UiFixture.context(Messages.ZH);
        PapersViewModel papers = papers(context);
        assertEquals("", context.noticeProperty().get());

        papers.copySummary();

        int chars = copied.get(0).codePointCount(0, copied.get(0).length());
        assertEquals("摘要已复制到剪贴板（" + chars + " 字），可粘贴到邮件或聊天中。", context.noticeProperty().get());
        assertTrue(((RecordingDialogs) context.dialogs()).calls.isEmpty(), "no dialog to close");
    }

    /**
     * The kit goes into a folder of its own inside the folder chosen, named after the plan, not loose among the
     * purchase's other papers; its instruction names the plan; the dialog that follows has two answers.
     */
    @Test
    void theTrialKitIsWrittenIntoItsOwnFolderNamedAfterThePlan() throws Exception {
        AppContext context = UiFixture.context(Messages.EN);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        PapersViewModel papers = papers(context);
        dialogs.folderAnswer = Optional.of(dir);
        dialogs.confirmAnswer = Optional.of(false);

        papers.makeTrialKit();

        Path kit = dir.resolve("Trial-run kit - 70B chat");
        assertEquals(List.of(kit), Files.list(dir).toList());
        assertTrue(Files.isRegularFile(kit.resolve("gpu-check.sh")));
        String readme = Files.readString(kit.resolve("README.txt"));
        assertTrue(readme.contains("Made for the plan \"70B chat\""), readme);
        RecordingDialogs.Call last = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("offer", last.method());
        assertTrue(last.text().startsWith("The kit is in " + kit + ":"), last.text());
    }

    /** Every paper of one plan opens in the same folder: the one its first paper went to. */
    @Test
    void thePapersOfOnePlanOpenInOneFolder() throws Exception {
        AppContext context = UiFixture.context(Messages.EN);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        PapersViewModel papers = papers(context);
        PurchaseFolder folders = new PurchaseFolder(
                context.settings(), dir);
        papers.useFolders(folders, () -> "70B chat");
        Path purchase = dir.resolve("70B chat");
        dialogs.fileAnswer = Optional.of(purchase.resolve("approval.pdf"));
        dialogs.confirmAnswer = Optional.of(false);

        papers.exportApproval();
        assertEquals(purchase, dialogs.lastFolder, "made for the first paper");
        dialogs.fileAnswer = Optional.empty();
        papers.exportRfq();
        assertEquals(purchase, dialogs.lastFolder);
        papers.makeTrialKit();
        assertEquals(purchase, dialogs.lastChooseFolder);
        assertTrue(Files.isRegularFile(purchase.resolve("approval.pdf")));
    }

    @Test
    void thePapersAreDatedOnTheAppsOneClock() {
        // The clock the app is given once: the papers' date is read from it, not from a second "now".
        Clock clock = Clock.fixed(Instant.parse("2026-12-24T04:00:00Z"), ZoneOffset.UTC);
        AppContext context = new AppContext(UiFixture.CATALOG, new Advisor(UiFixture.CATALOG,
                LocalDate.now(clock)), Settings.inMemory(Messages.EN), new RecordingDialogs(),
                TaskExecutor.sameThread(), Messages.EN, clock);
        PapersViewModel papers = papers(context);

        assertEquals(LocalDate.of(2026, 12, 24), context.today());
        assertEquals(LocalDate.of(2026, 12, 24), papers.input().date());
        assertEquals(LocalDate.of(2026, 12, 24), context.advisor().today());
    }

    @Test
    void exportXlsxAsksForAFileWritesItAndOffersToOpenIt() throws Exception {
        AppContext context = UiFixture.context(Messages.EN);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        PapersViewModel papers = papers(context);
        Path target = dir.resolve("cmp");
        dialogs.fileAnswer = Optional.of(target);
        dialogs.confirmAnswer = Optional.of(false);

        papers.exportXlsx();

        Path written = dir.resolve("cmp.xlsx");
        assertEquals("70B chat.xlsx", dialogs.calls.get(0).text(), "named after the plan");
        assertTrue(Files.isRegularFile(written));
        try (ReadableWorkbook wb = new ReadableWorkbook(written.toFile())) {
            BigDecimal monthly = wb.getFirstSheet().read().get(1).getCell(4).asNumber();
            assertEquals(0, new BigDecimal("8928").compareTo(monthly));
        }
        assertEquals("offer", dialogs.calls.get(1).method(), "Open it / Not now: two answers, nothing to cancel");
        assertTrue(dialogs.calls.get(1).text().contains(written.toString()), dialogs.calls.toString());
        assertFalse(papers.busyProperty().get());
    }

    @Test
    void aFailedExportSaysWhyAndLeavesTheMenuUsable() {
        AppContext context = UiFixture.context(Messages.EN);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        PapersViewModel papers = papers(context);
        dialogs.fileAnswer = Optional.of(dir.resolve("missing").resolve("a.pdf"));

        papers.exportApproval();

        RecordingDialogs.Call error = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("error", error.method());
        assertTrue(error.text().contains("missing"), error.text());
        assertFalse(papers.busyProperty().get());
    }

    @Test
    void printApprovalHandsTheOnePagePdfToThePrinterAndRemovesTheTemporaryFile() throws Exception {
        PapersViewModel papers = papers(UiFixture.context(Messages.ZH));
        long before = tempPrints();

        papers.printApproval();

        assertEquals(1, printed.size());
        assertTrue(printed.get(0).startsWith("采购申请：GPU 算力租赁: 1 "), printed.get(0));
        assertTrue(printed.get(0).contains("审批人"), printed.get(0));
        assertEquals(before, tempPrints(), "the temporary PDF is removed");
    }

    @Test
    void printReportPrintsTheFullReport() {
        PapersViewModel papers = papers(UiFixture.context(Messages.EN));

        papers.printReport();

        assertEquals(1, printed.size());
        assertTrue(printed.get(0).startsWith("Print report…: "), printed.get(0));
        assertTrue(printed.get(0).contains("What was asked"), "the long report's first section");
    }

    /**
     * "4000" task days is refused (at most 3,650); the engine still holds the advice of the last valid value,
     * so no paper may be made from it. Every export, print and copy refuses, naming the field, and writes nothing.
     */
    @Test
    void everyPaperIsRefusedWhileAFieldIsInvalidAndTheMessageNamesTheFieldInChinese() {
        AppContext context = UiFixture.context(Messages.ZH);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        PapersViewModel papers = papers(context);
        dialogs.fileAnswer = Optional.of(dir.resolve("x"));
        context.model().durationDays.set("4000");

        papers.copySummary();
        papers.exportXlsx();
        papers.exportApproval();
        papers.exportRfq();
        papers.exportRfqXlsx();
        papers.printReport();
        papers.printApproval();
        papers.exportAcceptanceRecord();

        assertEquals(List.of(), copied);
        assertEquals(List.of(), printed);
        assertEquals(8, dialogs.calls.size(), dialogs.calls.toString());
        for (RecordingDialogs.Call call : dialogs.calls) {
            assertEquals("error", call.method(), "no file was asked for: " + call);
            assertEquals("请先修正标红的字段", call.title());
            assertTrue(call.text().contains("\u2022 任务时长（天）：4000 超出有效范围"), call.text());
        }
        assertTrue(dialogs.calls.get(0).text().startsWith("摘要未复制："), dialogs.calls.get(0).text());
        assertEquals(List.of(), List.of(dir.toFile().list()), "no file written");
    }

    @Test
    void theRefusalNamesTheFieldInEnglishAndPassesOnceTheFieldIsFixed() {
        AppContext context = UiFixture.context(Messages.EN);
        RecordingDialogs dialogs = (RecordingDialogs) context.dialogs();
        PapersViewModel papers = papers(context);
        context.model().durationDays.set("4000");

        papers.copySummary();

        assertEquals(List.of(), copied);
        assertEquals("The summary was not copied: a field is invalid, and the figures would come from an earlier value,"
                + " not the one you typed." + System.lineSeparator()
                + "\u2022 Task duration (days): 4000 is outside the valid range: more than 0, up to 3,650 (e.g. 30).",
                dialogs.calls.get(0).text());
        context.model().durationDays.set("30");
        papers.copySummary();
        assertEquals(1, copied.size());
    }

    private static long tempPrints() throws Exception {
        try (var s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("gpu-rental-print-")).count();
        }
    }
}
