package com.gpurental.ui.document;

import com.gpurental.advice.Advice;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.InvalidInputs;
import com.gpurental.ui.model.WorkloadModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/** The PDF export of the document: a file chosen, the PDF written in the background, the offer to open it. */
final class PdfExport {

    private final AppContext context;
    private final WorkloadModel model;
    private final DocumentViewModel.PdfExporter pdf;
    private final Supplier<String> baseName;
    private final PurchaseFolder folders;
    private final Supplier<String> folderName;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);

    PdfExport(AppContext context, DocumentViewModel.PdfExporter pdf, Supplier<String> baseName, PurchaseFolder folders,
              Supplier<String> folderName) {
        this.context = context;
        this.folders = folders;
        this.folderName = folderName;
        this.model = context.model();
        this.pdf = pdf;
        this.baseName = baseName;
    }

    /** True while a PDF is being written. */
    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Chooses a file and exports the PDF in the background; offers to open it when done. */
    void run() {
        Messages m = context.messages();
        Advice advice = model.advice();
        if (advice == null || pdf == null || busy.get() || InvalidInputs.refused(context, "papers.invalid.pdf")) {
            return;
        }
        String base = baseName.get();
        String folderName = this.folderName.get();
        Optional<Path> chosen = context.dialogs().chooseSaveFile(m.get("document.exportTitle"), folders.suggest(folderName),
                base + ".pdf", m.get("document.pdfFilter"), "*.pdf");
        folders.dialogClosed(folderName, chosen.map(p -> p.toAbsolutePath().getParent()).orElse(null));
        if (chosen.isEmpty()) {
            return;
        }
        Path target = chosen.get().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdf")
                ? chosen.get() : chosen.get().resolveSibling(chosen.get().getFileName() + ".pdf");
        List<String> comparedNow = model.compared.snapshot();
        ChecklistState checklist = model.checklist.get();
        busy.set(true);
        context.executor().run(() -> {
            pdf.export(advice, comparedNow, checklist, m, target);
            return target;
        }, done -> {
            busy.set(false);
            if (!context.dialogs().canOpenFiles()) {
                context.dialogs().showInfo(m.get("document.exportedTitle"),
                        m.format("document.exportedNoViewer", done.toAbsolutePath().toString()));
                return;
            }
            if (context.dialogs().offerToOpen(m.get("document.exportedTitle"),
                    m.format("document.exported", done.toAbsolutePath().toString()), m.get("document.openNow"),
                    m.get("document.notNow"))) {
                context.dialogs().openFile(done);
            }
        }, err -> {
            busy.set(false);
            context.dialogs().showError(m.get("document.exportFailedTitle"),
                    m.format("document.exportFailed", target.toString(), WriteFailure.why(err, m)));
        });
    }
}
