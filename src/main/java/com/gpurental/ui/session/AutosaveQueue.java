package com.gpurental.ui.session;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * One window's autosave writer: a queue of its own with a single writer that keeps only the latest state. A change
 * hands the plan's JSON over and returns at once; the writer starts as soon as it is free (no waiting period) and
 * writes the newest state it has, so changes made while it writes are written together, once, right after. It never
 * waits behind a PDF or paper export (those run on the app's background executor, not here), so the file on disk lags
 * the screen by at most one write.
 *
 * <p>A clear (the plan was saved, opened or started anew) is a state too: the latest wins, a pending write never
 * brings back work that was saved meanwhile. Each write also notes which fields changed since the plan was last saved,
 * opened or started, the latest first ({@link ChangedFields}), for the recovery list.
 */
public final class AutosaveQueue {

    private final SessionStore.Session session;
    private final Executor writer;
    private final Consumer<Throwable> onFailure;
    /** Held while writing: {@link #close} and {@link #writeNow} wait for a write under way. */
    private final Object writing = new Object();

    // guarded by this
    private String pendingJson;
    private boolean pendingClear;
    private boolean pendingDescribe;
    private Path pendingPlan;
    private String pendingBaseline;
    private boolean scheduled;
    private boolean closed;

    /** The state last written (or saved), what the next write's changes are counted from; guarded by writing. */
    private String lastWritten;
    /** What changed since the plan was last saved, opened or started, the latest first; guarded by writing. */
    private final List<String> changed = new ArrayList<>();

    /**
     * @param writer    where the writes run one after another (a thread of their own in the app, the caller's in tests)
     * @param onFailure told of a write that failed (on the writer's thread); the previous autosave stays as it was
     * @param baseline  the document as the window starts, what the first change is counted from
     */
    public AutosaveQueue(SessionStore.Session session, Executor writer, Consumer<Throwable> onFailure, String baseline) {
        this.session = session;
        this.writer = writer;
        this.onFailure = onFailure;
        this.lastWritten = baseline;
    }

    public SessionStore.Session session() {
        return session;
    }

    /** The window's work is now {@code json}: written as soon as the writer is free, unless a newer state comes first. */
    public void save(String json) {
        boolean start;
        synchronized (this) {
            pendingJson = json; // after a pending clear: the clear, then this
            start = schedule();
        }
        if (start) {
            writer.execute(this::drain);
        }
    }

    /**
     * Nothing is unsaved any more: the autosave goes, and the lock names {@code planFile} (null: none); later changes are
     * counted from {@code baseline}, the document as saved.
     */
    public void clear(Path planFile, String baseline) {
        boolean start;
        synchronized (this) {
            pendingJson = null;
            pendingClear = true;
            pendingDescribe = true;
            pendingPlan = planFile;
            pendingBaseline = baseline;
            start = schedule();
        }
        if (start) {
            writer.execute(this::drain);
        }
    }

    private boolean schedule() {
        if (scheduled || closed) {
            return false;
        }
        scheduled = true;
        return true;
    }

    /** Writes {@code json} now, on the caller's thread, replacing any pending state (work restored into the window). */
    public void writeNow(String json, Path planFile) throws IOException {
        synchronized (writing) {
            synchronized (this) {
                pendingJson = null;
                pendingClear = false;
                pendingDescribe = false;
            }
            write(json);
            session.describe(planFile);
        }
    }

    /** No more writes: a write under way is finished first, anything pending is dropped (the window closes). */
    public void close() {
        synchronized (this) {
            closed = true;
            pendingJson = null;
            pendingClear = false;
            pendingDescribe = false;
        }
        synchronized (writing) {
            // waits for a write under way
        }
    }

    private void drain() {
        while (true) {
            String json;
            boolean clear;
            boolean describe;
            Path plan;
            String baseline;
            synchronized (this) {
                if (closed || (pendingJson == null && !pendingClear && !pendingDescribe)) {
                    scheduled = false;
                    return;
                }
                json = pendingJson;
                clear = pendingClear;
                describe = pendingDescribe;
                plan = pendingPlan;
                baseline = pendingBaseline;
                pendingJson = null;
                pendingClear = false;
                pendingDescribe = false;
            }
            apply(json, clear, describe, plan, baseline);
        }
    }

    private void apply(String json, boolean clear, boolean describe, Path plan, String baseline) {
        synchronized (writing) {
            synchronized (this) {
                if (closed) {
                    return;
                }
            }
            try {
                if (describe) {
                    session.describe(plan);
                }
                if (clear) {
                    session.clear();
                    lastWritten = baseline;
                    changed.clear();
                }
                if (json != null) {
                    write(json);
                }
            } catch (IOException | RuntimeException e) {
                onFailure.accept(e);
            }
        }
    }

    private void write(String json) throws IOException {
        if (json.equals(lastWritten) && session.hasWork()) {
            return; // nothing new: the file and its note (what changed last) stay
        }
        List<String> now = ChangedFields.between(lastWritten, json);
        changed.removeAll(now);
        changed.addAll(0, now);
        session.write(json.getBytes(StandardCharsets.UTF_8));
        session.note(changed);
        lastWritten = json;
    }
}
