package com.gpurental.ui.document;

import com.gpurental.advice.Advice;
import com.gpurental.plan.ChecklistState;
import com.gpurental.json.InputException;
import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.InvalidInputs;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.session.SessionStore;
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

    /** The folder of the autosaves, one per open window, inside the app's data folder. */
    public static final String SESSIONS_FOLDER = "sessions";
    public static final int MAX_RECENT = 8;

    private final AppContext context;
    private final WorkloadModel model;
    private final ObservableList<String> compared;
    private final java.util.function.Consumer<List<String>> restoreCompared;
    private SessionStore store;
    private SessionStore.Session session;
    private Throwable storageProblem;
    private boolean storageWarned;
    private java.time.ZoneId zone = java.time.ZoneId.systemDefault();
    private final PdfExporter pdf;
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<Path> recent = FXCollections.observableArrayList();
    private long savedRevision;
    /** The plan file's content as this window last read or wrote it (null: not known). */
    private String diskDigest;
    private boolean loading;
    private Runnable afterLoad = () -> { };

    public DocumentViewModel(AppContext context, ObservableList<String> compared,
                             java.util.function.Consumer<List<String>> restoreCompared, Path appDataDir, PdfExporter pdf) {
        this.context = context;
        this.model = context.model();
        this.compared = compared;
        this.restoreCompared = restoreCompared;
        if (appDataDir != null) {
            openSession(appDataDir);
        }
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

    static String displayName(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(PlanDocument.EXTENSION) ? n.substring(0, n.length() - PlanDocument.EXTENSION.length()) : n;
    }

    public PlanDocument document() {
        return new PlanDocument(model.snapshot().plan(), model.checklist.get(), List.copyOf(compared), model.quoteDrafts(),
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
                    m.format("document.saveFailed", target.toString(), describe(e)));
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
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p));
            return java.util.HexFormat.of().formatHex(hash);
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            return null;
        }
    }

    private void markSaved() {
        savedRevision = model.revisionProperty().get();
        dirty.set(false);
        clearAutosave();
    }

    /** The time zone the recovery list shows times in (tests pin it). */
    public void setZone(java.time.ZoneId zone) {
        this.zone = zone;
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
        if (store != null && store.openElsewhere(path, session)) {
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
                // The parser's reason arrives translated (a Message) or as the parser's own words.
                Object reason = args.get(2);
                details.add(reason instanceof com.gpurental.text.Message r ? m.format(r) : String.valueOf(reason));
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
            model.load(doc.plan(), doc.quoteDrafts());
            model.ownershipDraft.set(doc.ownershipDraft());
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

    // ---------------------------------------------------------------- autosave and recovery

    /** This window's autosave (null when there is none: no data folder, or it cannot be written). */
    public Path autosaveFile() {
        return session == null ? null : session.workFile();
    }

    /** This window's autosave session (null when it has none). */
    public SessionStore.Session session() {
        return session;
    }

    /** The folder of the autosaves, or null. */
    public SessionStore sessions() {
        return store;
    }

    private void openSession(Path dataDir) {
        store = new SessionStore(dataDir.resolve(SESSIONS_FOLDER));
        try {
            session = store.open();
            storageProblem = null;
        } catch (IOException | RuntimeException e) {
            session = null;
            storageProblem = e;
        }
    }

    private void autosave() {
        if (session == null) {
            return;
        }
        String json = document().toJson();
        SessionStore.Session s = session;
        context.executor().run(() -> {
            s.write(json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return null;
        }, ok -> { }, err -> {
            com.gpurental.support.SupportLog.LOG.log(java.util.logging.Level.WARNING, "autosave failed", err);
            storageFailed(err); // said once; the user keeps working
        });
    }

    private void clearAutosave() {
        SessionStore.Session s = session;
        if (s == null) {
            return;
        }
        Path planFile = file.get();
        context.executor().run(() -> {
            s.clear();
            s.describe(planFile);
            return null;
        }, ok -> { }, this::storageFailed);
    }

    /**
     * At start, whatever the app was started with: first, if the autosave folder cannot be written, says so
     * (once) and offers another folder; then offers back the work of every window that did not close normally;
     * then, unless such work was restored instead, opens {@code planFile} (a file given on the command line or
     * double-clicked; null for none).
     */
    public void start(Path planFile) {
        if (storageProblem != null) {
            storageFailed(storageProblem);
        }
        if (!offerRecovery(planFile) && planFile != null) {
            openFile(planFile);
        }
    }

    /** Offers back orphaned work (see {@link #start}); true when one piece was restored into this window. */
    public boolean offerRecovery() {
        return offerRecovery(null);
    }

    private boolean offerRecovery(Path instead) {
        if (store == null) {
            return false;
        }
        List<SessionStore.Orphan> orphans = store.claimOrphans();
        if (orphans.isEmpty()) {
            return false;
        }
        Messages m = context.messages();
        List<String> items = new ArrayList<>();
        for (SessionStore.Orphan o : orphans) {
            items.add(m.format("document.recover.item", orphanName(o, m), timeFormat(m).format(o.savedAt())));
        }
        String text = m.format(instead == null ? "document.recover.list" : "document.recover.listInstead",
                orphans.size(), instead == null ? "" : instead.getFileName().toString());
        Optional<Integer> answer = context.dialogs().chooseRecovery(m.get("document.recoverTitle"), text, items);
        try {
            if (answer.isEmpty()) {
                return false; // later: every piece stays and is offered again at the next start
            }
            if (answer.get() < 0) {
                Optional<Boolean> sure = context.dialogs().confirm(m.get("document.recover.discardTitle"),
                        m.format("document.recover.discardSure", orphans.size()));
                if (sure.orElse(false)) {
                    for (SessionStore.Orphan o : orphans) {
                        discardQuietly(o);
                    }
                }
                return false;
            }
            return restore(orphans.get(answer.get()));
        } finally {
            orphans.forEach(SessionStore.Orphan::release);
        }
    }

    private boolean restore(SessionStore.Orphan orphan) {
        Messages m = context.messages();
        PlanDocument doc;
        try {
            doc = PlanDocument.read(orphan.workFile());
        } catch (InputException e) {
            showOpenProblem(e);
            return false; // the file stays where it is
        }
        apply(doc);
        file.set(orphan.planFile());
        diskDigest = null; // what the file held when the work began is not known
        dirty.set(true);
        // The work is this window's own autosave before the orphan's copy goes: a crash now loses nothing.
        if (session != null) {
            try {
                session.write(doc.toJson().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                session.describe(orphan.planFile());
                orphan.discard();
            } catch (IOException e) {
                storageFailed(e);
            }
        }
        return true;
    }

    private static void discardQuietly(SessionStore.Orphan o) {
        try {
            o.discard();
        } catch (IOException e) {
            // it is offered again next time
        }
    }

    private static String orphanName(SessionStore.Orphan o, Messages m) {
        try {
            String title = PlanDocument.read(o.workFile()).plan().title();
            if (title != null && !title.isBlank()) {
                return com.gpurental.limits.InputLimits.echo(title);
            }
        } catch (InputException | RuntimeException e) {
            // named by its file below
        }
        return o.planFile() != null ? displayName(o.planFile()) : m.get("document.untitled");
    }

    private java.time.format.DateTimeFormatter timeFormat(Messages m) {
        return java.time.format.DateTimeFormatter.ofPattern(m.get("document.recover.timePattern"), m.locale())
                .withZone(zone);
    }

    /**
     * The autosave folder cannot be written (read-only home, a file where the folder should be, disk full):
     * said once per window, in the user's language, with the offer to choose another folder.
     */
    private void storageFailed(Throwable e) {
        if (storageWarned) {
            return;
        }
        storageWarned = true;
        Messages m = context.messages();
        Path folder = store == null ? null : store.dir();
        Optional<Boolean> other = context.dialogs().confirm(m.get("document.storage.title"),
                m.format("document.storage.text", String.valueOf(folder), describe(e)));
        if (!other.orElse(false)) {
            return;
        }
        Optional<Path> chosen = context.dialogs().chooseFolder(m.get("document.storage.choose"));
        if (chosen.isEmpty()) {
            return;
        }
        openSession(chosen.get());
        if (session == null) {
            context.dialogs().showError(m.get("document.storage.title"),
                    m.format("document.storage.stillFailed", chosen.get().toString(), describe(storageProblem)));
            return;
        }
        context.settings().setDataFolder(chosen.get().toString());
        storageWarned = false; // a new folder gets its own warning if it fails too
        if (dirty.get()) {
            autosave();
        }
    }

    /** After a clean close: this window's autosave and lock are removed; other windows' are untouched. */
    public void discardAutosave() {
        if (session == null) {
            return;
        }
        try {
            session.close();
        } catch (IOException e) {
            // the next start finds a lock without work and removes it
            com.gpurental.support.SupportLog.LOG.log(java.util.logging.Level.WARNING, "autosave not removed", e);
        }
        session = null;
    }

    // ---------------------------------------------------------------- PDF export

    /** Chooses a file and exports the PDF in the background; offers to open it when done. */
    public void exportPdf() {
        Messages m = context.messages();
        Advice advice = model.advice();
        if (advice == null || pdf == null || busy.get() || InvalidInputs.refused(context, "papers.invalid.pdf")) {
            return;
        }
        String base = baseName();
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
        if (t instanceof java.nio.file.AccessDeniedException || detail.contains("Read-only file system")) {
            return m.get("document.why.denied");
        }
        if (t instanceof java.nio.file.FileAlreadyExistsException || t instanceof java.nio.file.NotDirectoryException
                || t instanceof java.nio.file.FileSystemException f && "Not a directory".equals(f.getReason())) {
            return m.get("document.why.notFolder");
        }
        if (t instanceof java.nio.file.NoSuchFileException) {
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
