package com.gpurental.ui;

import com.gpurental.advice.Advice;
import com.gpurental.plan.ChecklistState;
import com.gpurental.json.InputException;
import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.model.WorkloadModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The plan as a document: save, save as, open, recent files, the window title with the
 * unsaved-changes mark, the autosave and its recovery, and the PDF export in the background.
 * Nothing here is ever lost: writes are atomic, a bad file changes nothing, closing asks.
 */
public final class DocumentViewModel {

    /** Writes the PDF for the current plan (the report module provides it). */
    public interface PdfExporter {
        void export(Advice advice, List<String> compared, ChecklistState checklist, Messages messages, Path out)
                throws Exception;
    }

    public static final String AUTOSAVE_NAME = "autosave" + PlanDocument.EXTENSION;
    public static final int MAX_RECENT = 8;

    private final AppContext context;
    private final WorkloadModel model;
    private final ObservableList<String> compared;
    private final java.util.function.Consumer<List<String>> restoreCompared;
    private final Path appDataDir;
    private final PdfExporter pdf;
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<Path> recent = FXCollections.observableArrayList();
    private long savedRevision;
    private boolean loading;
    private Runnable afterLoad = () -> { };

    public DocumentViewModel(AppContext context, ObservableList<String> compared,
                             java.util.function.Consumer<List<String>> restoreCompared, Path appDataDir, PdfExporter pdf) {
        this.context = context;
        this.model = context.model();
        this.compared = compared;
        this.restoreCompared = restoreCompared;
        this.appDataDir = appDataDir;
        this.pdf = pdf;
        this.savedRevision = model.revisionProperty().get();
        context.settings().recentFiles().forEach(f -> recent.add(Path.of(f)));
        model.revisionProperty().addListener((o, was, now) -> changed());
        compared.addListener((javafx.collections.ListChangeListener<String>) c -> changed());
    }

    /** Called after a plan was opened, restored or started anew (e.g. to start a fresh undo history). */
    public void setAfterLoad(Runnable afterLoad) {
        this.afterLoad = afterLoad;
    }

    private void changed() {
        if (loading) {
            return;
        }
        dirty.set(true);
        autosave();
    }

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ObservableList<Path> recentFiles() {
        return recent;
    }

    /** "*Chat service — GPU Rental Advisor": the plan's name, a mark when unsaved. */
    public StringBinding title() {
        return Bindings.createStringBinding(() -> {
            Messages m = context.messages();
            String name = model.title.get() != null && !model.title.get().isBlank() ? model.title.get()
                    : file.get() != null ? displayName(file.get()) : m.get("document.untitled");
            return (dirty.get() ? "*" : "") + name + " — " + m.get("app.title");
        }, model.title, file, dirty, context.messagesProperty());
    }

    static String displayName(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(PlanDocument.EXTENSION) ? n.substring(0, n.length() - PlanDocument.EXTENSION.length()) : n;
    }

    public PlanDocument document() {
        return new PlanDocument(model.snapshot().plan(), model.checklist.get(), List.copyOf(compared));
    }

    // ---------------------------------------------------------------- save

    public boolean save() {
        return file.get() == null ? saveAs() : writeTo(file.get());
    }

    public boolean saveAs() {
        Messages m = context.messages();
        String initial = file.get() != null ? file.get().getFileName().toString()
                : (model.title.get() == null || model.title.get().isBlank() ? m.get("document.untitled") : model.title.get())
                + PlanDocument.EXTENSION;
        Optional<Path> chosen = context.dialogs().chooseSaveFile(m.get("document.saveTitle"), initial,
                m.get("document.filter"), "*" + PlanDocument.EXTENSION);
        if (chosen.isEmpty()) {
            return false;
        }
        Path target = chosen.get();
        if (!target.getFileName().toString().endsWith(PlanDocument.EXTENSION)) {
            String name = target.getFileName().toString().replaceFirst("\\.json$", "");
            target = target.resolveSibling(name + PlanDocument.EXTENSION);
        }
        return writeTo(target);
    }

    private boolean writeTo(Path target) {
        Messages m = context.messages();
        try {
            document().write(target);
        } catch (IOException e) {
            context.dialogs().showError(m.get("document.saveFailedTitle"),
                    m.format("document.saveFailed", target.toString(), describe(e)));
            return false;
        }
        file.set(target);
        markSaved();
        remember(target);
        return true;
    }

    private void markSaved() {
        savedRevision = model.revisionProperty().get();
        dirty.set(false);
    }

    // ---------------------------------------------------------------- open

    /** Asks to save unsaved changes; false when the user cancels. */
    public boolean confirmDiscard() {
        if (!dirty.get()) {
            return true;
        }
        Messages m = context.messages();
        Optional<Boolean> answer = context.dialogs().ask(m.get("document.unsavedTitle"), m.get("document.unsaved"),
                m.get("dialog.save"), m.get("dialog.dontSave"));
        if (answer.isEmpty()) {
            return false;
        }
        return !answer.get() || save();
    }

    public boolean open() {
        if (!confirmDiscard()) {
            return false;
        }
        Messages m = context.messages();
        Optional<Path> chosen = context.dialogs().chooseOpenFile(m.get("document.openTitle"), m.get("document.filter"),
                "*" + PlanDocument.EXTENSION);
        return chosen.isPresent() && openFile(chosen.get());
    }

    public boolean openRecent(Path path) {
        return confirmDiscard() && openFile(path);
    }

    /**
     * Opens a plan file. A corrupt, truncated, foreign or newer file is reported with its problem;
     * the current work stays as it is and the bad file is not touched.
     */
    public boolean openFile(Path path) {
        Messages m = context.messages();
        PlanDocument doc;
        try {
            doc = PlanDocument.read(path);
        } catch (InputException e) {
            showOpenProblem(e);
            return false;
        }
        apply(doc);
        file.set(path);
        markSaved();
        remember(path);
        return true;
    }

    /**
     * A plan that cannot be read, in the user's language; what the JSON parser or the system said (in
     * English) goes under "Details".
     */
    private void showOpenProblem(InputException e) {
        Messages m = context.messages();
        List<com.gpurental.json.InputProblem> shown = new ArrayList<>();
        List<String> details = new ArrayList<>();
        for (com.gpurental.json.InputProblem p : e.problems()) {
            com.gpurental.text.Message problem = p.problem();
            List<Object> args = problem.args();
            if (problem.key().equals("error.json.syntax") && args.size() == 3) {
                details.add(String.valueOf(args.get(2)));
                problem = com.gpurental.text.Message.of("document.badJson", args.get(0), args.get(1));
            } else if (problem.key().equals("error.file.unreadable") && args.size() == 2) {
                details.add(String.valueOf(args.get(1)));
                problem = com.gpurental.text.Message.of("document.unreadable", args.get(0));
            }
            shown.add(new com.gpurental.json.InputProblem(p.file(), p.path(), problem));
        }
        context.dialogs().showError(m.get("document.openFailedTitle"), new InputException(shown).render(m),
                String.join(System.lineSeparator(), details));
    }

    private void apply(PlanDocument doc) {
        loading = true;
        try {
            model.load(doc.plan());
            model.checklist.set(doc.checklist());
            restoreCompared.accept(doc.compared());
        } finally {
            loading = false;
        }
        afterLoad.run();
    }

    /** Starts a new, empty plan (after asking about unsaved changes). */
    public boolean newPlan() {
        if (!confirmDiscard()) {
            return false;
        }
        loading = true;
        try {
            model.load(com.gpurental.plan.Plan.empty());
            model.checklist.set(ChecklistState.EMPTY);
            restoreCompared.accept(List.of());
        } finally {
            loading = false;
        }
        afterLoad.run();
        file.set(null);
        markSaved();
        return true;
    }

    private void remember(Path path) {
        Path abs = path.toAbsolutePath();
        recent.remove(abs);
        recent.add(0, abs);
        while (recent.size() > MAX_RECENT) {
            recent.remove(recent.size() - 1);
        }
        List<String> names = new ArrayList<>();
        recent.forEach(p -> names.add(p.toString()));
        context.settings().setRecentFiles(names);
    }

    // ---------------------------------------------------------------- autosave and recovery

    public Path autosaveFile() {
        return appDataDir.resolve(AUTOSAVE_NAME);
    }

    private void autosave() {
        if (appDataDir == null) {
            return;
        }
        String json = document().toJson();
        context.executor().run(() -> {
            Files.createDirectories(appDataDir);
            com.gpurental.json.AtomicFiles.write(autosaveFile(), json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return null;
        }, ok -> { }, err -> com.gpurental.support.SupportLog.LOG.log(java.util.logging.Level.WARNING, "autosave failed", err)); // a safety net: never interrupts the user
    }

    /** At start: if an autosave from a session that did not close cleanly exists, offers to restore it. */
    public boolean offerRecovery() {
        if (appDataDir == null || !Files.isRegularFile(autosaveFile())) {
            return false;
        }
        Messages m = context.messages();
        Optional<Boolean> answer = context.dialogs().ask(m.get("document.recoverTitle"), m.get("document.recover"),
                m.get("document.restore"), m.get("document.discard"));
        if (answer.isEmpty() || !answer.get()) {
            discardAutosave();
            return false;
        }
        try {
            apply(PlanDocument.read(autosaveFile()));
        } catch (InputException e) {
            showOpenProblem(e);
            return false;
        }
        dirty.set(true);
        return true;
    }

    /** After a clean close: the autosave is no longer needed. */
    public void discardAutosave() {
        if (appDataDir == null) {
            return;
        }
        try {
            Files.deleteIfExists(autosaveFile());
        } catch (IOException e) {
            com.gpurental.support.SupportLog.LOG.log(java.util.logging.Level.WARNING, "autosave not removed", e); // next start offers it again
        }
    }

    // ---------------------------------------------------------------- PDF export

    /** Chooses a file and exports the PDF in the background; offers to open it when done. */
    public void exportPdf() {
        Messages m = context.messages();
        Advice advice = model.advice();
        if (advice == null || pdf == null || busy.get()) {
            return;
        }
        String base = model.title.get() == null || model.title.get().isBlank()
                ? (file.get() == null ? m.get("document.untitled") : displayName(file.get())) : model.title.get();
        Optional<Path> chosen = context.dialogs().chooseSaveFile(m.get("document.exportTitle"), exportFolder(),
                base + ".pdf", m.get("document.pdfFilter"), "*.pdf");
        if (chosen.isEmpty()) {
            return;
        }
        Path target = chosen.get().getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pdf")
                ? chosen.get() : chosen.get().resolveSibling(chosen.get().getFileName() + ".pdf");
        List<String> comparedNow = List.copyOf(compared);
        ChecklistState checklist = model.checklist.get();
        busy.set(true);
        context.executor().run(() -> {
            pdf.export(advice, comparedNow, checklist, m, target);
            return target;
        }, done -> {
            busy.set(false);
            Path folder = done.toAbsolutePath().getParent();
            if (folder != null) {
                context.settings().setLastExportFolder(folder.toString());
            }
            if (!context.dialogs().canOpenFiles()) {
                context.dialogs().showInfo(m.get("document.exportedTitle"),
                        m.format("document.exportedNoViewer", done.toAbsolutePath().toString()));
                return;
            }
            Optional<Boolean> open = context.dialogs().ask(m.get("document.exportedTitle"),
                    m.format("document.exported", done.toAbsolutePath().toString()), m.get("document.openNow"),
                    m.get("document.notNow"));
            if (open.orElse(false)) {
                context.dialogs().openFile(done);
            }
        }, err -> {
            busy.set(false);
            context.dialogs().showError(m.get("document.exportFailedTitle"),
                    m.format("document.exportFailed", target.toString(), describe(err)));
        });
    }

    /**
     * Where the export dialog opens: the folder of the last export, else the user's Documents folder, else
     * the home folder (not the plan's folder: plans and summaries for others live apart).
     */
    Path exportFolder() {
        String last = context.settings().lastExportFolder();
        if (last != null && Files.isDirectory(Path.of(last))) {
            return Path.of(last);
        }
        Path home = Path.of(System.getProperty("user.home"));
        Path documents = home.resolve("Documents");
        return Files.isDirectory(documents) ? documents : home;
    }

    /** Why a write failed, in the user's language: no permission, no such folder, disk full, in use. */
    String describe(Throwable e) {
        Messages m = context.messages();
        if (e instanceof com.gpurental.report.PdfExportException pdfError) {
            return m.format(pdfError.reason());
        }
        Throwable t = e;
        while (t.getCause() != null && !(t instanceof IOException)) {
            t = t.getCause();
        }
        String detail = t.getMessage() == null ? "" : t.getMessage();
        if (t instanceof java.nio.file.AccessDeniedException) {
            return m.get("document.why.denied");
        }
        if (t instanceof java.nio.file.NoSuchFileException || t instanceof java.nio.file.NotDirectoryException) {
            return m.get("document.why.noFolder");
        }
        if (detail.contains("No space left") || detail.contains("not enough space")) {
            return m.get("document.why.diskFull");
        }
        if (t instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) {
            return m.format("document.why.other", fse.getReason());
        }
        return m.format("document.why.other", detail.isEmpty() ? t.getClass().getSimpleName() : detail);
    }
}
