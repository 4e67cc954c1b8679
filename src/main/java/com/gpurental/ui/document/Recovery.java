package com.gpurental.ui.document;

import com.gpurental.json.InputException;
import com.gpurental.limits.InputLimits;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanDocument;
import com.gpurental.support.SupportLog;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.session.AutosaveQueue;
import com.gpurental.ui.session.SessionStore;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;

/**
 * The document's autosave (one session per window in the app's data folder, written in the background after each
 * change) and, at start, the recovery of the work that windows which did not close normally left behind.
 */
final class Recovery {

    private final AppContext context;
    private final DocumentViewModel document;
    private SessionStore store;
    private SessionStore.Session session;
    /** This window's autosave writer (null when it has no session). */
    private AutosaveQueue queue;
    private Throwable storageProblem;
    private boolean storageWarned;
    private ZoneId zone = ZoneId.systemDefault();

    /** {@code appDataDir} null: no autosave (a startup probe). */
    Recovery(AppContext context, DocumentViewModel document, Path appDataDir) {
        this.context = context;
        this.document = document;
        if (appDataDir != null) {
            openSession(appDataDir);
        }
    }

    /** The time zone the recovery list shows times in (tests pin it). */
    void setZone(ZoneId zone) {
        this.zone = zone;
    }

    /** This window's autosave (null when there is none: no data folder, or it cannot be written). */
    Path autosaveFile() {
        return session == null ? null : session.workFile();
    }

    /** This window's autosave session (null when it has none). */
    SessionStore.Session session() {
        return session;
    }

    /** The folder of the autosaves, or null. */
    SessionStore sessions() {
        return store;
    }

    private void openSession(Path dataDir) {
        if (queue != null) {
            queue.close(); // the old folder failed: nothing more is written there
        }
        queue = null;
        store = new SessionStore(dataDir.resolve(DocumentViewModel.SESSIONS_FOLDER));
        try {
            session = store.open();
            storageProblem = null;
            queue = new AutosaveQueue(session, context.executor().writer(), this::writeFailed,
                    document.document().toJson());
        } catch (IOException | RuntimeException e) {
            session = null;
            storageProblem = e;
        }
    }

    /** A write of the autosave writer failed (its thread): the previous autosave stays; said once, on the UI thread. */
    private void writeFailed(Throwable e) {
        SupportLog.LOG.log(Level.WARNING, "autosave failed", e);
        context.executor().onUiThread(() -> storageFailed(e));
    }

    /** The plan changed: its state goes to this window's own writer, never behind an export; the latest state wins. */
    void autosave() {
        if (queue != null) {
            queue.save(document.document().toJson());
        }
    }

    void clearAutosave() {
        if (queue != null) {
            queue.clear(document.fileProperty().get(), document.document().toJson());
        }
    }

    /**
     * At start, whatever the app was started with: first, if the autosave folder cannot be written, says so
     * (once) and offers another folder; then offers back the work of every window that did not close normally;
     * then, unless such work was restored instead, opens {@code planFile} (a file given on the command line or
     * double-clicked; null for none).
     */
    void start(Path planFile) {
        if (storageProblem != null) {
            storageFailed(storageProblem);
        }
        if (!offerRecovery(planFile) && planFile != null) {
            document.openFile(planFile);
        }
    }

    /** Offers back orphaned work (see {@link #start}); true when one piece was restored into this window. */
    boolean offerRecovery() {
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
            items.add(item(o, m));
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
            document.showOpenProblem(e);
            return false; // the file stays where it is
        }
        document.restored(doc, orphan.planFile());
        // The work is this window's own autosave before the orphan's copy goes: a crash now loses nothing.
        if (queue != null) {
            try {
                queue.writeNow(doc.toJson(), orphan.planFile());
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

    /** "70B chat — 自动保存于 2026-12-05 08:12:31 · 改了预算": its name, the time to the second, what changed last. */
    private String item(SessionStore.Orphan o, Messages m) {
        String name = orphanName(o, m);
        String time = timeFormat(m).format(o.savedAt());
        String changed = ChangeNames.of(o.changed(), m);
        return changed.isEmpty() ? m.format("document.recover.item", name, time)
                : m.format("document.recover.itemChanged", name, time, changed);
    }

    /** The plan's title, else its project's name, else its file's name, else "untitled". */
    private static String orphanName(SessionStore.Orphan o, Messages m) {
        try {
            Plan plan = PlanDocument.read(o.workFile()).plan();
            for (String name : new String[] {plan.title(), plan.project() == null ? null : plan.project().name()}) {
                if (name != null && !name.isBlank()) {
                    return InputLimits.echo(name.strip());
                }
            }
        } catch (InputException | RuntimeException e) {
            // named by its file below
        }
        return o.planFile() != null ? DocumentViewModel.displayName(o.planFile()) : m.get("document.untitled");
    }

    private DateTimeFormatter timeFormat(Messages m) {
        return DateTimeFormatter.ofPattern(m.get("document.recover.timePattern"), m.locale())
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
                m.format("document.storage.text", String.valueOf(folder), WriteFailure.why(e, m)));
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
                    m.format("document.storage.stillFailed", chosen.get().toString(), WriteFailure.why(storageProblem, m)));
            return;
        }
        context.settings().setDataFolder(chosen.get().toString());
        storageWarned = false; // a new folder gets its own warning if it fails too
        if (document.dirtyProperty().get()) {
            autosave();
        }
    }

    /** After a clean close: this window's autosave and lock are removed; other windows' are untouched. */
    void discardAutosave() {
        if (session == null) {
            return;
        }
        queue.close(); // a write under way finishes first; nothing is written after the files are gone
        try {
            session.close();
        } catch (IOException e) {
            // the next start finds a lock without work and removes it
            SupportLog.LOG.log(Level.WARNING, "autosave not removed", e);
        }
        session = null;
        queue = null;
    }
}
