package com.gpurental.ui.papers;

import com.gpurental.acceptance.Acceptance;
import com.gpurental.acceptance.SavedAcceptance;
import com.gpurental.acceptance.TrialKit;
import com.gpurental.advice.Advice;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.papers.AcceptancePdf;
import com.gpurental.output.papers.ApprovalPdf;
import com.gpurental.output.papers.Paper;
import com.gpurental.output.papers.SummaryText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.InvalidInputs;
import com.gpurental.ui.document.DocumentViewModel;
import com.gpurental.ui.document.PurchaseFolder;
import com.gpurental.ui.model.WorkloadModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The papers menu: the comparison as XLSX, the approval summary, the request for quotation and its
 * quote form, the summary to paste, and printing of the report and the approval summary. Files are written in the
 * background through the injected executor; the clipboard and the printer sit behind interfaces so tests can
 * record what would be copied and printed.
 */
public final class PapersViewModel {

    /** The system clipboard (text only). */
    public interface Clipboard {
        void putText(String text);
    }

    /** Shows the system print dialog for a PDF and prints it; false when the user cancelled. */
    public interface Printer {
        /** @throws NoPrinterException when the system has no printer to print on */
        boolean print(Path pdf, String jobName) throws Exception;

        /** False when the system has no printer at all (then nothing is rendered and the user is told so). */
        default boolean available() {
            return true;
        }
    }

    /** The system has no printer (said in the user's language, neither a crash nor silence). */
    public static final class NoPrinterException extends Exception {
        public NoPrinterException() {
            super("no printer");
        }
    }

    private final AppContext context;
    private final WorkloadModel model;
    private final Supplier<String> baseName;
    private final DocumentViewModel.PdfExporter report;
    private final Clipboard clipboard;
    private final Printer printer;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    /** One folder per purchase (null: the dialogs open where the system chooses). */
    private PurchaseFolder folders;
    private Supplier<String> folderName = () -> "";

    /**
     * @param baseName what files are named after (the plan's title or file name)
     * @param report   the report writer, for printing it (null: not available)
     */
    public PapersViewModel(AppContext context, Supplier<String> baseName,
                           DocumentViewModel.PdfExporter report, Clipboard clipboard, Printer printer) {
        this.context = context;
        this.model = context.model();
        this.baseName = baseName;
        this.report = report;
        this.clipboard = clipboard;
        this.printer = printer;
    }

    /** Every paper of a plan is offered in that plan's folder, named {@code folderName} (see PurchaseFolder). */
    public void useFolders(PurchaseFolder folders, Supplier<String> folderName) {
        this.folders = folders;
        this.folderName = folderName;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The papers' input for the plan as it is now; null before the first advice. */
    RenderInput input() {
        Advice advice = model.advice();
        if (advice == null) {
            return null;
        }
        ChecklistState checklist = model.checklist.get();
        return new RenderInput(advice, context.catalog(), model.compared.snapshot(), checklist, context.today());
    }

    // ---------------------------------------------------------------- summary to paste

    /** The text "Copy summary" puts on the clipboard, in the current language. */
    public String summary() {
        RenderInput in = input();
        return in == null ? "" : SummaryText.render(in, context.messages());
    }

    public void copySummary() {
        if (InvalidInputs.refused(context, "papers.invalid.copy")) {
            return;
        }
        String text = summary();
        if (!text.isEmpty()) {
            clipboard.putText(text);
            // said where the app says such things, not in a dialog to close: nothing else shows the copy happened
            context.notice(context.messages().format("papers.ui.copied", text.codePointCount(0, text.length())));
        }
    }

    // ---------------------------------------------------------------- files

    public void exportXlsx() {
        export(Paper.XLSX, "papers.ui.xlsxTitle", "", ".xlsx", "papers.invalid.xlsx");
    }

    public void exportApproval() {
        export(Paper.APPROVAL, "papers.ui.approvalTitle", "papers.ui.approvalFile", ".pdf", "papers.invalid.approval");
    }

    public void exportRfq() {
        export(Paper.RFQ, "papers.ui.rfqTitle", "papers.ui.rfqFile", ".pdf", "papers.invalid.rfq");
    }

    public void exportRfqXlsx() {
        export(Paper.RFQ_XLSX, "papers.ui.rfqXlsxTitle", "papers.ui.rfqXlsxFile", ".xlsx", "papers.invalid.rfqXlsx");
    }

    private void export(Paper paper, String titleKey, String suffixKey, String extension, String refusedKey) {
        Messages m = context.messages();
        RenderInput in = input();
        if (in == null || busy.get() || InvalidInputs.refused(context, refusedKey)) {
            return;
        }
        String name = baseName.get() + (suffixKey.isEmpty() ? "" : m.get(suffixKey)) + extension;
        boolean pdf = extension.equals(".pdf");
        Optional<Path> chosen = chooseSaveFile(m.get(titleKey), name,
                m.get(pdf ? "document.pdfFilter" : "papers.ui.xlsxFilter"), "*" + extension);
        if (chosen.isEmpty()) {
            return;
        }
        writeInBackground(chosen.get(), extension, target -> paper.write(in, m, target));
    }

    // ---------------------------------------------------------------- trial run and acceptance

    /** Writes the trial-run kit (the check script and its instruction, in the current language) into a folder. */
    public void makeTrialKit() {
        Messages m = context.messages();
        Advice advice = model.advice();
        if (advice == null || busy.get() || InvalidInputs.refused(context, "papers.invalid.trialKit")) {
            return;
        }
        Optional<Path> folder = chooseFolder(m.get("papers.ui.kitTitle"));
        if (folder.isEmpty()) {
            return;
        }
        // The kit in a folder of its own inside the one chosen, not loose among the purchase's other papers.
        Path kit = folder.get().resolve(PurchaseFolder.folderName(
                m.format("papers.ui.kitFolder", baseName.get()), false, context.today()));
        String planName = baseName.get();
        busy.set(true);
        context.executor().run(() -> {
            TrialKit.write(advice, m, kit, planName);
            return kit;
        }, done -> {
            busy.set(false);
            offerToOpen(m.get("papers.ui.kitWrittenTitle"), "papers.ui.kitWritten", "papers.ui.kitWrittenNoViewer", done);
        }, err -> {
            busy.set(false);
            context.dialogs().showError(m.get("papers.ui.failedTitle"), String.valueOf(err.getMessage()));
        });
    }

    /** Saves the acceptance record (验收单) of the imported result; says so when none is imported. */
    public void exportAcceptanceRecord() {
        Messages m = context.messages();
        Advice advice = model.advice();
        Acceptance a = SavedAcceptance.check(
                model.checklist.get().acceptance(), advice);
        if (advice == null || busy.get() || InvalidInputs.refused(context, "papers.invalid.acceptance")) {
            return;
        }
        if (a == null) {
            context.dialogs().showInfo(m.get("papers.ui.noAcceptanceTitle"), m.get("papers.ui.noAcceptance"));
            return;
        }
        Optional<Path> chosen = chooseSaveFile(m.get("papers.ui.acceptanceTitle"),
                baseName.get() + m.get("papers.ui.acceptanceFile") + ".pdf", m.get("document.pdfFilter"), "*.pdf");
        if (chosen.isEmpty()) {
            return;
        }
        writeInBackground(chosen.get(), ".pdf",
                target -> AcceptancePdf.write(a, advice, m, context.today(), target));
    }

    /** A paper's writing, to the file it is given. */
    @FunctionalInterface
    private interface Writing {
        void to(Path target) throws Exception;
    }

    /**
     * Writes a paper to {@code chosen} (with {@code extension} added when the name lacks it) on the task executor, then
     * offers to open it, or says why it failed.
     */
    private void writeInBackground(Path chosen, String extension, Writing writing) {
        Messages m = context.messages();
        Path target = chosen.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(extension) ? chosen
                : chosen.resolveSibling(chosen.getFileName() + extension);
        busy.set(true);
        context.executor().run(() -> {
            writing.to(target);
            return target;
        }, done -> {
            busy.set(false);
            offerToOpen(m.get("papers.ui.writtenTitle"), "papers.ui.written", "papers.ui.writtenNoViewer", done);
        }, err -> {
            busy.set(false);
            String why = err instanceof InputException ie ? ie.render(m) : String.valueOf(err.getMessage());
            context.dialogs().showError(m.get("papers.ui.failedTitle"), why);
        });
    }

    /**
     * Says where the file is and offers to open it: two buttons (Open, Not now), or only the place where this system
     * has no program to open it with.
     */
    private void offerToOpen(String title, String textKey, String noViewerKey, Path file) {
        Messages m = context.messages();
        if (!context.dialogs().canOpenFiles()) {
            context.dialogs().showInfo(title, m.format(noViewerKey, file.toString()));
            return;
        }
        if (context.dialogs().offerToOpen(title, m.format(textKey, file.toString()), m.get("document.openNow"),
                m.get("document.notNow"))) {
            context.dialogs().openFile(file);
        }
    }

    /** The save dialog, opening in the purchase's folder. */
    private Optional<Path> chooseSaveFile(String title, String name, String description, String pattern) {
        if (folders == null) {
            return context.dialogs().chooseSaveFile(title, name, description, pattern);
        }
        String folderName = this.folderName.get();
        Optional<Path> chosen = context.dialogs().chooseSaveFile(title, folders.suggest(folderName), name, description,
                pattern);
        folders.dialogClosed(folderName, chosen.map(p -> p.toAbsolutePath().getParent()).orElse(null));
        return chosen;
    }

    /** The folder dialog, opening in the purchase's folder. */
    private Optional<Path> chooseFolder(String title) {
        if (folders == null) {
            return context.dialogs().chooseFolder(title);
        }
        String folderName = this.folderName.get();
        Optional<Path> chosen = context.dialogs().chooseFolder(title, folders.suggest(folderName));
        folders.dialogClosed(folderName, chosen.orElse(null));
        return chosen;
    }

    // ---------------------------------------------------------------- printing

    /** Prints the full report through the system's print dialog. */
    public void printReport() {
        RenderInput in = input();
        if (in == null || report == null || InvalidInputs.refused(context, "papers.invalid.print")) {
            return;
        }
        Messages m = context.messages();
        print(m.get("menu.papers.printReport"), out -> report.export(in.advice(), in.compared(), in.checklist(), m, out));
    }

    /** Prints the approval summary through the system's print dialog. */
    public void printApproval() {
        RenderInput in = input();
        if (in == null || InvalidInputs.refused(context, "papers.invalid.print")) {
            return;
        }
        Messages m = context.messages();
        print(m.get("papers.approval.title"), out -> ApprovalPdf.write(in, m, out));
    }

    private interface PdfWrite {
        void write(Path out) throws Exception;
    }

    private void print(String jobName, PdfWrite write) {
        if (busy.get()) {
            return;
        }
        Messages m = context.messages();
        if (!printer.available()) {
            noPrinter(m);
            return;
        }
        busy.set(true);
        Path[] temp = new Path[1];
        context.executor().run(() -> {
            temp[0] = Files.createTempFile("gpu-rental-print-", ".pdf");
            write.write(temp[0]);
            return temp[0];
        }, pdf -> {
            try {
                printer.print(pdf, jobName);
            } catch (NoPrinterException e) {
                noPrinter(m);
            } catch (Exception e) {
                context.dialogs().showError(m.get("papers.ui.printFailedTitle"),
                        m.format("papers.ui.printFailed", String.valueOf(e.getMessage())));
            } finally {
                busy.set(false);
                delete(pdf);
            }
        }, err -> {
            busy.set(false);
            delete(temp[0]);
            context.dialogs().showError(m.get("papers.ui.printFailedTitle"),
                    m.format("papers.ui.printFailed", String.valueOf(err.getMessage())));
        });
    }

    private void noPrinter(Messages m) {
        context.dialogs().showError(m.get("papers.ui.noPrinterTitle"), m.get("papers.ui.noPrinter"));
    }

    private static void delete(Path p) {
        if (p == null) {
            return;
        }
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            p.toFile().deleteOnExit();
        }
    }
}
