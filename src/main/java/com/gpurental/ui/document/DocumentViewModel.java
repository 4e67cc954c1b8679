package com.gpurental.ui.document;

import com.gpurental.advice.Advice;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.session.SessionStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HexFormat;
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
 * unsaved-changes mark, a file another window saved meanwhile ({@link #save}); the autosave and its recovery
 * ({@link Recovery}) and the PDF export in the background ({@link PdfExport}) are its parts.
 * Nothing here is ever lost: writes are atomic, a bad file changes nothing, closing asks.
 */
public final class DocumentViewModel {

    /** Writes the PDF for the current plan (the report module provides it). */
    public interface PdfExporter {
        void export(Advice advice, List<String> compared, ChecklistState checklist, Messages messages, Path out)
                throws Exception;
    }

    /** The folder of the autosaves, one per open window, inside the app's data folder. */
    public static final String SESSIONS_FOLDER = "sessions";
    public static final int MAX_RECENT = 8;

    private final AppContext context;
    private final WorkloadModel model;
    private final Recovery recovery;
    private final PdfExport export;
    private final PurchaseFolder papersFolder;
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<Path> recent = FXCollections.observableArrayList();
    private long savedRevision;
    /** The plan file's content as this window last read or wrote it (null: not known). */
    private String diskDigest;
    private boolean loading;
    private Runnable afterLoad = () -> { };

    public DocumentViewModel(AppContext context, Path appDataDir, PdfExporter pdf) {
        this.context = context;
        this.model = context.model();
        this.recovery = new Recovery(context, this, appDataDir);
        this.papersFolder = new PurchaseFolder(context.settings(), PurchaseFolder.documents());
        this.export = new PdfExport(context, pdf, this::baseName, papersFolder, this::papersFolderName);
        this.savedRevision = model.revisionProperty().get();
        context.settings().recentFiles().forEach(f -> recent.add(Path.of(f)));
        model.revisionProperty().addListener((o, was, now) -> changed());
        model.compared.ids().addListener((javafx.collections.ListChangeListener<String>) c -> changed());
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
        recovery.autosave();
    }

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    /** True while a PDF is being written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return export.busyProperty();
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

    /**
     * What a new file is named after: the plan's title, else the project's name ("未命名方案" was offered
     * although a project name was set), else the plan's file name, else "untitled".
     */
    public String baseName() {
        for (String s : new String[] {model.title.get(), model.projectName.get()}) {
            if (s != null && !s.isBlank()) {
                return s.strip();
            }
        }
        return file.get() != null ? displayName(file.get()) : context.messages().get("document.untitled");
    }

    /** The name of the folder this plan's papers go to (see {@link PurchaseFolder}). */
    public String papersFolderName() {
        String base = baseName();
        boolean untitled = file.get() == null && base.equals(context.messages().get("document.untitled"));
        return PurchaseFolder.folderName(base, untitled, context.today());
    }

    /** One folder per purchase: where each paper's save dialog opens. */
    public PurchaseFolder papersFolder() {
        return papersFolder;
    }

    static String displayName(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(PlanDocument.EXTENSION) ? n.substring(0, n.length() - PlanDocument.EXTENSION.length()) : n;
    }

    public PlanDocument document() {
        return new PlanDocument(model.snapshot().plan(), model.checklist.get(), model.compared.snapshot(), model.quoteDrafts(),
                model.ownershipDraft.get());
    }

    // ---------------------------------------------------------------- save

    public boolean save() {
        return file.get() == null ? saveAs() : writeTo(file.get());
    }

    public boolean saveAs() {
        Messages m = context.messages();
        String initial = file.get() != null ? file.get().getFileName().toString() : baseName() + PlanDocument.EXTENSION;
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
        if (target.equals(file.get()) && diskDigest != null && Files.isRegularFile(target)
                && !diskDigest.equals(digest(target))) {
            // Another window (or program) saved this file since it was opened here: saving now would
            // silently put it back.
            Optional<Integer> answer = context.dialogs().choose(m.get("document.changedOnDiskTitle"),
                    m.format("document.changedOnDisk", displayName(target)),
                    List.of(m.get("document.changedOnDisk.reload"), m.get("document.changedOnDisk.saveAs"),
                            m.get("document.changedOnDisk.overwrite")));
            if (answer.isEmpty()) {
                return false;
            }
            switch (answer.get()) {
                case 0 -> {
                    openFile(target);
                    return false;
                }
                case 1 -> {
                    return saveAs();
                }
                default -> {
                    // overwrite: go on
                }
            }
        }
        try {
            document().write(target);
        } catch (IOException e) {
            context.dialogs().showError(m.get("document.saveFailedTitle"),
                    m.format("document.saveFailed", target.toString(), WriteFailure.why(e, m)));
            return false;
        }
        file.set(target);
        diskDigest = digest(target);
        markSaved();
        remember(target);
        return true;
    }

    /** The file's content as a SHA-256 digest, or null when it cannot be read. */
    private static String digest(Path p) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p));
            return HexFormat.of().formatHex(hash);
        } catch (IOException | NoSuchAlgorithmException e) {
            return null;
        }
    }

    private void markSaved() {
        savedRevision = model.revisionProperty().get();
        dirty.set(false);
        recovery.clearAutosave();
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
        PlanDocument.Read read;
        try {
            read = PlanDocument.readChecked(path);
        } catch (InputException e) {
            showOpenProblem(e);
            return false;
        }
        apply(read.document());
        file.set(path);
        diskDigest = digest(path);
        markSaved();
        remember(path);
        if (recovery.sessions() != null && recovery.sessions().openElsewhere(path, recovery.session())) {
            // Two windows on one file overwrite each other's saves; said once, on opening.
            context.dialogs().showInfo(m.get("document.openElsewhereTitle"),
                    m.format("document.openElsewhere", displayName(path)));
        }
        if (!read.warnings().isEmpty()) {
            // A misspelt field is ignored, the plan opens; the user is told which and what was probably meant.
            context.dialogs().showInfo(m.get("document.warningsTitle"), new InputException(read.warnings()).render(m));
        }
        return true;
    }

    /**
     * A plan that cannot be read, in the user's language and in the command line's words (a file cut off mid-way says
     * "the file ends too early" there and here); what the system said (in English) goes under "Details".
     */
    void showOpenProblem(InputException e) {
        Messages m = context.messages();
        List<InputProblem> shown = new ArrayList<>();
        List<String> details = new ArrayList<>();
        for (InputProblem p : e.problems()) {
            Message problem = p.problem();
            List<Object> args = problem.args();
            if (problem.key().equals("error.file.unreadable") && args.size() == 2) {
                details.add(String.valueOf(args.get(1)));
                problem = Message.of("document.unreadable", args.get(0));
            }
            shown.add(new InputProblem(p.file(), p.path(), problem));
        }
        context.dialogs().showError(m.get("document.openFailedTitle"), new InputException(shown).render(m),
                String.join(System.lineSeparator(), details));
    }

    private void apply(PlanDocument doc) {
        loading = true;
        try {
            model.load(doc.plan(), doc.quoteDrafts());
            model.ownershipDraft.set(doc.ownershipDraft());
            model.checklist.set(doc.checklist());
            model.compared.restore(doc.compared());
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
            model.load(Plan.empty());
            model.checklist.set(ChecklistState.EMPTY);
            model.compared.reset();
        } finally {
            loading = false;
        }
        afterLoad.run();
        file.set(null);
        diskDigest = null;
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

    /** Work recovered from a window that did not close normally, in this window: unsaved, the file it belongs to. */
    void restored(PlanDocument doc, Path planFile) {
        apply(doc);
        file.set(planFile);
        diskDigest = null; // what the file held when the work began is not known
        dirty.set(true);
    }

    // ---------------------------------------------------------------- autosave and recovery (Recovery)

    /** This window's autosave (null when there is none: no data folder, or it cannot be written). */
    public Path autosaveFile() {
        return recovery.autosaveFile();
    }

    /** This window's autosave session (null when it has none). */
    public SessionStore.Session session() {
        return recovery.session();
    }

    /** The folder of the autosaves, or null. */
    public SessionStore sessions() {
        return recovery.sessions();
    }

    /** The time zone the recovery list shows times in (tests pin it). */
    public void setZone(ZoneId zone) {
        recovery.setZone(zone);
    }

    /**
     * At start, whatever the app was started with: first, if the autosave folder cannot be written, says so
     * (once) and offers another folder; then offers back the work of every window that did not close normally;
     * then, unless such work was restored instead, opens {@code planFile} (a file given on the command line or
     * double-clicked; null for none).
     */
    public void start(Path planFile) {
        recovery.start(planFile);
    }

    /** Offers back orphaned work (see {@link #start}); true when one piece was restored into this window. */
    public boolean offerRecovery() {
        return recovery.offerRecovery();
    }

    /** After a clean close: this window's autosave and lock are removed; other windows' are untouched. */
    public void discardAutosave() {
        recovery.discardAutosave();
    }

    // ---------------------------------------------------------------- PDF export (PdfExport)

    /** Chooses a file and exports the PDF in the background; offers to open it when done. */
    public void exportPdf() {
        export.run();
    }
}
