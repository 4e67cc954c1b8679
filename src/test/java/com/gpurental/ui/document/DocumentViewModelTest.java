package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.checklist.ChecklistPageViewModel;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Save, open, bad files, unsaved changes, autosave recovery and the PDF export flow — no window needed. */
class DocumentViewModelTest {

    @TempDir
    Path dir;

    AppContext context;
    RecordingDialogs dialogs;
    WorkloadModel model;
    Wizard wizard;
    DocumentViewModel document;
    Path appData;
    List<Path> exported = new ArrayList<>();

    @BeforeEach
    void setUp() {
        appData = dir.resolve("appdata");
        build(null);
    }

    private void build(DocumentViewModel.PdfExporter pdf) {
        context = UiFixture.context(Messages.EN);
        dialogs = (RecordingDialogs) context.dialogs();
        model = context.model();
        DocumentViewModel.PdfExporter exporter = pdf != null ? pdf : (advice, compared, checklist, m, out) -> {
            Files.writeString(out, "%PDF-fake " + advice.leading().orElseThrow().gpu().id());
            exported.add(out);
        };
        wizard = new Wizard(context, appData, exporter);
        document = wizard.document();
    }

    @Test
    void aChangeMarksTheTitleAndSavingClearsIt() throws Exception {
        assertEquals("Untitled plan — GPU Rental Advisor", document.title().get());
        UiFixture.seventyBChatHourly(model);
        model.title.set("Chat service");
        assertEquals("*Chat service — GPU Rental Advisor", document.title().get());
        dialogs.fileAnswer = Optional.of(dir.resolve("chat"));
        assertTrue(document.save());
        Path file = dir.resolve("chat" + PlanDocument.EXTENSION);
        assertTrue(Files.isRegularFile(file), "the extension is added");
        assertEquals("Chat service — GPU Rental Advisor", document.title().get());
        assertEquals(List.of(file.toAbsolutePath()), document.recentFiles());
    }

    /** With no title but a project name, files are named after the project (not "Untitled plan"). */
    @Test
    void aNewFileIsNamedAfterTheProjectWhenThePlanHasNoTitle() {
        UiFixture.seventyBChatHourly(model);
        model.projectName.set("智能客服二期");
        dialogs.fileAnswer = Optional.empty();
        assertFalse(document.saveAs());
        assertEquals("智能客服二期" + PlanDocument.EXTENSION, dialogs.calls.get(dialogs.calls.size() - 1).text());
        document.exportPdf();
        assertEquals("智能客服二期.pdf", dialogs.calls.get(dialogs.calls.size() - 1).text());
        model.title.set("Chat service");
        assertEquals("Chat service", document.baseName(), "the title comes first");
    }

    /** "for 1 days" — the English texts count their days. */
    @Test
    void oneDayIsOneDay() {
        assertEquals("¥24.80 for 1 day", UiFixture.EN.format("results.termCost", new BigDecimal("24.80"), 1));
        assertEquals("¥9,820.80 for 33 days", UiFixture.EN.format("results.termCost", new BigDecimal("9820.80"), 33));
        assertEquals("Whole periods are billed: 30 days paid for a 1-day job.",
                UiFixture.EN.format("suggest.downside.wholePeriods", 30, 1));
    }

    @Test
    void saveAndOpenRestoreEveryInputChecklistAndComparison() throws Exception {
        UiFixture.seventyBChatHourly(model);
        model.budget.set("8000");
        ChecklistPageViewModel checklist = wizard.checklist();
        checklist.setChecked("hardware", true);
        checklist.setNote("vendor", "SLA draft requested 2026-11-28");
        wizard.results().pin("h100-sxm");
        Path file = dir.resolve("plan" + PlanDocument.EXTENSION);
        dialogs.fileAnswer = Optional.of(file);
        assertTrue(document.saveAs());
        var savedPlan = model.snapshot().plan();
        List<String> savedCompared = List.copyOf(wizard.results().compared());

        build(null); // a fresh app
        assertTrue(document.openFile(file));
        assertEquals(savedPlan, model.snapshot().plan());
        assertEquals(savedCompared, wizard.results().compared());
        assertTrue(model.checklist.get().entry("hardware").checked());
        assertEquals("SLA draft requested 2026-11-28", model.checklist.get().entry("vendor").note());
        assertEquals("2 × NVIDIA H20 96GB", model.advice().leading().map(c -> c.cards() + " × " + c.gpu().name()).orElseThrow());
        assertFalse(document.dirtyProperty().get());
    }

    @Test
    void aBadFileIsReportedAndChangesNothing() throws Exception {
        UiFixture.seventyBChatHourly(model);
        var before = model.snapshot().plan();
        for (String content : List.of("{\"format\":\"gpu-rental-plan\",\"version\":1,", "",
                "{\"format\":\"something-else\",\"version\":1}", "{\"format\":\"gpu-rental-plan\",\"version\":9}")) {
            Path bad = dir.resolve("bad" + PlanDocument.EXTENSION);
            Files.writeString(bad, content, StandardCharsets.UTF_8);
            dialogs.calls.clear();
            assertFalse(document.openFile(bad));
            assertEquals(1, dialogs.calls.size());
            assertEquals("error", dialogs.calls.get(0).method());
            assertEquals("The plan could not be opened", dialogs.calls.get(0).title());
            assertTrue(dialogs.calls.get(0).text().contains(bad.toString()), dialogs.calls.get(0).text());
            assertEquals(before, model.snapshot().plan(), "the current work is untouched");
            assertEquals(content, Files.readString(bad), "the bad file is never overwritten");
        }
    }

    @Test
    void openingWithUnsavedChangesAsksAndCancelKeepsTheWork() {
        model.parameters.set("13B");
        dialogs.confirmAnswer = Optional.empty(); // Cancel
        assertFalse(document.open());
        assertEquals("ask", dialogs.calls.get(0).method());
        // The answers say what they do: Save / Don't save / Cancel, not Yes / No.
        assertEquals("This plan has unsaved changes. Save them first? [Save / Don’t save]", dialogs.calls.get(0).text());
        assertEquals("13B", model.parameters.get());
    }

    @Test
    void everyChangeIsAutosavedAndOfferedBackAfterACrash() throws Exception {
        UiFixture.seventyBChatHourly(model);
        model.title.set("Unsaved work");
        assertTrue(Files.isRegularFile(document.autosaveFile()));

        document.session().abandon(); // a crash: the lock goes with the process, the autosave stays
        build(null); // next start
        dialogs.recoveryAnswer = Optional.of(0);
        assertTrue(document.offerRecovery());
        assertEquals("Unsaved work", model.title.get());
        assertEquals("70B", model.parameters.get());
        assertTrue(document.dirtyProperty().get(), "restored work is not saved yet");
        assertEquals("Restore unsaved work?", dialogs.calls.get(0).title());
    }

    @Test
    void aCleanCloseRemovesTheAutosave() throws Exception {
        model.title.set("x");
        Path autosave = document.autosaveFile();
        assertTrue(Files.exists(autosave));
        document.discardAutosave();
        assertFalse(Files.exists(autosave));
        build(null);
        assertFalse(document.offerRecovery());
        assertTrue(dialogs.calls.isEmpty());
    }

    @Test
    void exportWritesTheChosenFileAndOffersToOpenIt() {
        UiFixture.seventyBChatHourly(model);
        Path out = dir.resolve("summary");
        dialogs.fileAnswer = Optional.of(out);
        dialogs.confirmAnswer = Optional.of(true);
        document.exportPdf();
        assertEquals(List.of(dir.resolve("summary.pdf")), exported);
        assertEquals("openFile", dialogs.calls.get(dialogs.calls.size() - 1).method());
        assertFalse(document.busyProperty().get());
    }

    @Test
    void aFailedExportSaysWhyInTheUsersLanguage() {
        build((advice, compared, checklist, m, out) -> {
            throw new AccessDeniedException(out.toString());
        });
        UiFixture.seventyBChatHourly(model);
        dialogs.fileAnswer = Optional.of(dir.resolve("x.pdf"));
        document.exportPdf();
        RecordingDialogs.Call last = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("error", last.method());
        assertEquals("Could not write " + dir.resolve("x.pdf") + ": you have no permission to write there. "
                + "No partial file was left behind.", last.text());
        assertFalse(Files.exists(dir.resolve("x.pdf")));
    }

    @Test
    void aSaveIntoAMissingFolderFailsCleanly() throws Exception {
        model.title.set("y");
        Path target = dir.resolve("no-such-folder").resolve("p" + PlanDocument.EXTENSION);
        dialogs.fileAnswer = Optional.of(target);
        assertFalse(document.saveAs());
        RecordingDialogs.Call last = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("The plan was not saved", last.title());
        assertTrue(last.text().contains("the folder does not exist"), last.text());
        assertTrue(document.dirtyProperty().get());
        assertArrayEquals(new Object[0], Files.exists(target.getParent()) ? new Object[] {target} : new Object[0]);
    }

    @Test
    void theUnsavedChangesQuestionIsAskedWithSaveAndDontSaveInChinese() {
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        model.parameters.set("13B");
        dialogs.confirmAnswer = Optional.empty();
        assertFalse(document.newPlan());
        assertEquals("该方案有未保存的更改。要先保存吗？ [保存 / 不保存]", dialogs.calls.get(0).text());
    }

    /**
     * One folder per purchase: the first export of a plan opens in Documents/&lt;plan name&gt; (made for the dialog, and
     * removed again when the dialog is cancelled with nothing in it); a folder the user chose instead is where that
     * plan's next paper opens; another plan gets a folder of its own.
     */
    @Test
    void eachPlansPapersOpenInOneFolderNamedAfterThePlan() throws Exception {
        Path documents = Files.createDirectories(dir.resolve("Documents"));
        document.papersFolder().useRoot(documents);
        UiFixture.seventyBChatHourly(model);
        model.title.set("Chat service");
        dialogs.fileAnswer = Optional.empty();
        document.exportPdf();
        assertEquals(documents.resolve("Chat service"), dialogs.lastFolder);
        assertFalse(Files.exists(documents.resolve("Chat service")), "cancelled: the empty folder made for it is gone");

        Path reports = Files.createDirectories(dir.resolve("reports"));
        dialogs.fileAnswer = Optional.of(reports.resolve("summary.pdf"));
        dialogs.confirmAnswer = Optional.of(false);
        document.exportPdf();
        dialogs.fileAnswer = Optional.empty();
        document.exportPdf();
        assertEquals(reports, dialogs.lastFolder, "the folder this plan's papers went to");

        model.title.set("Training run");
        document.exportPdf();
        assertEquals(documents.resolve("Training run"), dialogs.lastFolder, "another purchase, another folder");
    }

    @Test
    void anUntitledPlansFolderIsNamedWithTodaysDate() {
        assertEquals("Untitled plan " + context.today(), document.papersFolderName());
        model.title.set("a/b: c?");
        assertEquals("a_b_ c_", document.papersFolderName(), "no path characters");
    }

    @Test
    void withoutAProgramToOpenPdfsTheExportSaysSoAndShowsThePath() {
        UiFixture.seventyBChatHourly(model);
        dialogs.canOpen = false;
        dialogs.fileAnswer = Optional.of(dir.resolve("summary.pdf"));
        document.exportPdf();
        RecordingDialogs.Call last = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("info", last.method());
        assertEquals("The summary was saved as " + dir.resolve("summary.pdf").toAbsolutePath() + ". No program to open "
                + "PDF files was found on this computer; open it from that folder.", last.text());
        assertFalse(dialogs.calls.stream().anyMatch(c -> c.method().equals("openFile")));
    }

    @Test
    void withAViewerTheExportOffersOpenItOrNotNow() {
        // two answers, not three: the file is written, a "Cancel" beside "Not now" had nothing to cancel
        UiFixture.seventyBChatHourly(model);
        dialogs.fileAnswer = Optional.of(dir.resolve("summary.pdf"));
        dialogs.confirmAnswer = Optional.of(false);
        document.exportPdf();
        RecordingDialogs.Call last = dialogs.calls.get(dialogs.calls.size() - 1);
        assertEquals("offer", last.method());
        assertTrue(last.text().endsWith("Open it now? [Open it / Not now]"), last.text());
    }

    /**
     * A plan cut off mid-way: the app says what the command line says (`advise` prints the same sentence), the reason
     * included ("the file ends too early"), in both languages; no parser English anywhere.
     */
    @Test
    void aPlanCutOffMidWaySaysTheFileEndsEarlyAsTheCommandLineDoes() throws Exception {
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        Path bad = dir.resolve("bad" + PlanDocument.EXTENSION);
        Files.writeString(bad, "{\"format\":\"gpu-rental-plan\",\"version\":1,", StandardCharsets.UTF_8);
        assertFalse(document.openFile(bad));
        // it starts as a plan should, so no sentence on how a plan starts
        assertEquals(bad + "：第 1 行第 41 列不是有效的 JSON：文件提前结束（可能不完整）。", dialogs.calls.get(0).text());
        InputException cli = org.junit.jupiter.api.Assertions.assertThrows(
                InputException.class, () -> PlanDocument.readChecked(bad));
        assertEquals(cli.render(Messages.forLocale(Messages.ZH)), dialogs.calls.get(0).text(), "the command line's words");

        context.messagesProperty().set(Messages.forLocale(Messages.EN));
        assertFalse(document.openFile(bad));
        assertEquals(bad + ": Not valid JSON at line 1, column 41: the file ends too early (it may be cut off).",
                dialogs.calls.get(1).text());
    }
}
