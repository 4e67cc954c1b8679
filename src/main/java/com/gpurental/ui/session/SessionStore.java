package com.gpurental.ui.session;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.json.AtomicFiles;
import com.gpurental.plan.PlanDocument;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * The autosaves of every open window, one pair of files per window in one folder:
 * {@code ID.lock} (held with an OS file lock while the window is open; it says the process id, the start
 * time and the plan file) and {@code ID.autosave.gpuplan.json} (the unsaved work, written atomically).
 *
 * <p>A running instance holds its lock; the OS drops the lock when the process ends, however it ends.
 * So a lock that can be taken belongs to a window that is gone, and its work is an orphan to offer back.
 * Reading the lock's content is possible while it is held: the lock covers one byte far past the content.
 * No instance ever writes or deletes another live instance's files.
 *
 * <p>The locks are the operating system's ({@code fcntl} on Linux and macOS, {@code LockFileEx} on Windows; see
 * docs/decisions/autosave-locks.md). A POSIX lock belongs to the process, not to the descriptor, and closing
 * <em>any</em> descriptor of the file drops all of the process's locks on it. So this process never opens a second
 * descriptor on a lock file it holds: every lock it holds (its windows' sessions and the orphans it has claimed) is
 * kept in {@link HeldLocks#HELD} by the file's identity (device and inode, read with {@code stat}, which opens nothing), and the
 * scans skip those files before opening anything.
 */
public final class SessionStore {

    public static final String LOCK_SUFFIX = ".lock";
    public static final String WORK_SUFFIX = ".autosave" + PlanDocument.EXTENSION;
    /** Beside the work: which fields its last write changed ({@code {"changed": ["budget.monthlyCny"]}}). */
    public static final String NOTE_SUFFIX = ".changes.json";
    /** The single autosave of versions before one-autosave-per-window; offered back once like an orphan. */
    public static final String LEGACY_NAME = "autosave" + PlanDocument.EXTENSION;
    static final long LOCK_POSITION = Long.MAX_VALUE - 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;

    /** @param dir the folder of the autosaves (created when the first session opens) */
    public SessionStore(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /**
     * Starts one window's session: creates the folder and a lock file held until {@link Session#close()}.
     *
     * @throws IOException the folder cannot be written (read-only, blocked by a file, no space)
     */
    public Session open() throws IOException {
        Files.createDirectories(dir);
        String id = UUID.randomUUID().toString();
        Path lockFile = dir.resolve(id + LOCK_SUFFIX);
        // Made under a name the scans do not list, and renamed once locked: another instance's scan never finds the
        // lock unlocked (it would take it, see no work and delete it under this window).
        Path making = dir.resolve("." + id + LOCK_SUFFIX + ".new");
        FileChannel channel = FileChannel.open(making, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.lock(LOCK_POSITION, 1, false);
            Session s = new Session(lockFile, dir.resolve(id + WORK_SUFFIX), channel, lock);
            s.describe(null);
            synchronized (HeldLocks.HELD) {
                Files.move(making, lockFile, StandardCopyOption.ATOMIC_MOVE); // a rename keeps the file and its lock
                s.identity = HeldLocks.identity(lockFile);
                HeldLocks.HELD.put(s.identity, s);
            }
            return s;
        } catch (IOException | RuntimeException e) {
            synchronized (HeldLocks.HELD) {
                HeldLocks.HELD.values().removeIf(held -> held instanceof Session s && s.channel == channel);
                channel.close();
            }
            Files.deleteIfExists(making);
            throw e;
        }
    }

    /**
     * Every piece of work left by a window that is gone (crashed, killed, power lost), newest first.
     * Each is claimed (its lock taken) so that another instance starting now does not list it too;
     * the caller restores, discards or releases each. Work of running windows is never listed; a lock
     * without work (a window that had nothing unsaved) is removed.
     */
    public List<Orphan> claimOrphans() {
        List<Orphan> found = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return found;
        }
        try (DirectoryStream<Path> locks = Files.newDirectoryStream(dir, "*" + LOCK_SUFFIX)) {
            for (Path lockFile : locks) {
                String id = lockFile.getFileName().toString();
                id = id.substring(0, id.length() - LOCK_SUFFIX.length());
                claim(lockFile, dir.resolve(id + WORK_SUFFIX), found);
            }
        } catch (IOException e) {
            // an unreadable folder has nothing to offer; the start goes on
        }
        Path legacy = dir.getParent() == null ? null : dir.getParent().resolve(LEGACY_NAME);
        if (legacy != null && Files.isRegularFile(legacy)) {
            found.add(new Orphan(null, legacy, modified(legacy), null, null, null, null));
        }
        found.sort(Comparator.comparing(Orphan::savedAt).reversed());
        return found;
    }

    /**
     * Whether a window other than {@code mine} (of this or another running instance) has {@code planFile}
     * open, as its lock says. A lock that can be taken belongs to a window that is gone and does not count.
     */
    public boolean openElsewhere(Path planFile, Session mine) {
        if (planFile == null || !Files.isDirectory(dir)) {
            return false;
        }
        String wanted = planFile.toAbsolutePath().normalize().toString();
        try (DirectoryStream<Path> locks = Files.newDirectoryStream(dir, "*" + LOCK_SUFFIX)) {
            for (Path lockFile : locks) {
                if (mine != null && lockFile.equals(mine.lockFile())) {
                    continue;
                }
                if (isOpen(lockFile, wanted)) {
                    return true;
                }
            }
        } catch (IOException e) {
            // an unreadable folder: nothing known about other windows
        }
        return false;
    }

    /** Whether the window of {@code lockFile} is running (in this process or another) with the plan {@code wanted}. */
    private static boolean isOpen(Path lockFile, String wanted) {
        synchronized (HeldLocks.HELD) {
            Object id = HeldLocks.identityOrNull(lockFile);
            if (id == null) {
                return false; // gone meanwhile
            }
            Object ours = HeldLocks.HELD.get(id);
            if (ours != null) {
                // A lock of this process: never opened again here (closing that descriptor would drop the lock).
                // An orphan claimed here is no open window.
                return ours instanceof Session s && wanted.equals(s.planFile);
            }
            return wanted.equals(planOf(lockFile)) && HeldLocks.heldByAnother(lockFile);
        }
    }

    private static String planOf(Path lockFile) {
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.READ)) {
            String plan = planFile(channel);
            return plan == null ? null : Path.of(plan).normalize().toString();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static void claim(Path lockFile, Path work, List<Orphan> found) {
        synchronized (HeldLocks.HELD) {
            Object id = HeldLocks.identityOrNull(lockFile);
            if (id == null || HeldLocks.HELD.containsKey(id)) {
                return; // gone meanwhile, or this process's own (a window's, or claimed by another window's scan)
            }
            FileChannel channel = null;
            try {
                channel = FileChannel.open(lockFile, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock lock;
                try {
                    lock = channel.tryLock(LOCK_POSITION, 1, false);
                } catch (OverlappingFileLockException e) {
                    // This JVM holds it without having said so: closing this channel would drop that lock.
                    HeldLocks.KEPT_OPEN.add(channel);
                    return;
                }
                if (lock == null) {
                    channel.close(); // another process's: this process held no lock on it to lose
                    return;
                }
                if (!Files.isRegularFile(work)) {
                    lock.release();
                    channel.close();
                    Files.deleteIfExists(noteOf(work));
                    Files.deleteIfExists(lockFile);
                    return;
                }
                Orphan orphan = new Orphan(lockFile, work, modified(work), planFile(channel), channel, lock, id);
                HeldLocks.HELD.put(id, orphan);
                found.add(orphan);
            } catch (IOException e) {
                close(channel);
            }
        }
    }

    /** The note beside a piece of work ({@link #NOTE_SUFFIX}). */
    static Path noteOf(Path work) {
        String name = work.getFileName().toString();
        String id = name.endsWith(WORK_SUFFIX) ? name.substring(0, name.length() - WORK_SUFFIX.length()) : name;
        return work.resolveSibling(id + NOTE_SUFFIX);
    }

    private static String planFile(FileChannel channel) {
        try {
            long size = Math.min(channel.size(), 64 * 1024);
            ByteBuffer buf = ByteBuffer.allocate((int) size);
            channel.read(buf, 0);
            JsonNode n = JSON.readTree(new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8));
            return n != null && n.hasNonNull("plan") ? n.get("plan").asText() : null;
        } catch (IOException | RuntimeException e) {
            return null; // a lock written half when the power went: the work itself is still offered
        }
    }

    private static Instant modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toInstant();
        } catch (IOException e) {
            return Instant.EPOCH;
        }
    }

    static void close(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing more to do
            }
        }
    }

    /** One open window's autosave. */
    public static final class Session implements AutoCloseable {
        private final Path lockFile;
        private final Path work;
        private final FileChannel channel;
        private final FileLock lock;
        private final Instant started = Instant.now();
        /** The lock file's {@link HeldLocks#identity}, its key in {@link HeldLocks#HELD}. */
        private Object identity;
        /** The plan file this window has open, absolute and normalised (null: none saved yet). */
        private volatile String planFile;

        Session(Path lockFile, Path work, FileChannel channel, FileLock lock) {
            this.lockFile = lockFile;
            this.work = work;
            this.channel = channel;
            this.lock = lock;
        }

        public Path workFile() {
            return work;
        }

        public Path lockFile() {
            return lockFile;
        }

        /** Records which plan file this window's work belongs to (null: not saved yet). */
        public synchronized void describe(Path planFile) throws IOException {
            ObjectNode n = JSON.createObjectNode();
            n.put("pid", ProcessHandle.current().pid());
            n.put("started", started.toString());
            if (planFile != null) {
                n.put("plan", planFile.toAbsolutePath().toString());
            }
            this.planFile = planFile == null ? null : planFile.toAbsolutePath().normalize().toString();
            byte[] bytes = JSON.writeValueAsBytes(n);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(bytes), 0);
            channel.force(false);
        }

        /** Replaces this window's autosave with {@code bytes}, atomically. */
        public void write(byte[] bytes) throws IOException {
            AtomicFiles.write(work, bytes);
        }

        /** Notes which fields the work's last write changed (JSON paths, see {@link ChangedFields}), atomically. */
        public void note(List<String> changed) throws IOException {
            ObjectNode n = JSON.createObjectNode();
            changed.forEach(n.putArray("changed")::add);
            AtomicFiles.write(noteOf(work), JSON.writeValueAsBytes(n));
        }

        /** True when this window has unsaved work on disk. */
        public boolean hasWork() {
            return Files.isRegularFile(work);
        }

        /** Nothing unsaved any more (the plan was saved, or a new one started). */
        public void clear() throws IOException {
            Files.deleteIfExists(work);
            Files.deleteIfExists(noteOf(work));
        }

        /**
         * What a crash does, without one: the lock is dropped and every file stays (for fault-injection tests;
         * a real crash is tested with a killed process).
         */
        public synchronized void abandon() throws IOException {
            synchronized (HeldLocks.HELD) {
                channel.close();
                HeldLocks.HELD.remove(identity, this);
            }
        }

        /** A clean close: the work is saved or deliberately discarded; nothing of this window is left. */
        @Override
        public synchronized void close() throws IOException {
            try {
                clear();
            } finally {
                synchronized (HeldLocks.HELD) {
                    if (channel.isOpen()) {
                        lock.release();
                        channel.close();
                    }
                    HeldLocks.HELD.remove(identity, this);
                }
                Files.deleteIfExists(lockFile);
            }
        }
    }

    /**
     * Work left by a window that is gone: its file, when it was last saved and the plan file it belonged to
     * (null when that plan was never saved). Claimed until restored, discarded or released.
     */
    public static final class Orphan {
        private final Path lockFile;
        private final Path work;
        private final Instant savedAt;
        private final String planFile;
        private final FileChannel channel;
        private final FileLock lock;
        private final Object identity;

        Orphan(Path lockFile, Path work, Instant savedAt, String planFile, FileChannel channel, FileLock lock,
                Object identity) {
            this.identity = identity;
            this.lockFile = lockFile;
            this.work = work;
            this.savedAt = savedAt;
            this.planFile = planFile;
            this.channel = channel;
            this.lock = lock;
        }

        public Path workFile() {
            return work;
        }

        public Instant savedAt() {
            return savedAt;
        }

        public Path planFile() {
            return planFile == null ? null : Path.of(planFile);
        }

        /**
         * The fields the work's last write changed, as JSON paths ({@code budget.monthlyCny}); empty when not known
         * (no note: an older version, or a crash between the work and its note).
         */
        public List<String> changed() {
            Path note = noteOf(work);
            List<String> paths = new ArrayList<>();
            try {
                if (Files.isRegularFile(note) && Files.size(note) < 64 * 1024) {
                    JSON.readTree(note.toFile()).path("changed").forEach(p -> paths.add(p.asText()));
                }
            } catch (IOException | RuntimeException e) {
                // a damaged note: the work is still offered, without saying what changed
            }
            return paths;
        }

        /** Deletes the work (after it was restored elsewhere, or on the user's word). */
        public void discard() throws IOException {
            Files.deleteIfExists(work);
            Files.deleteIfExists(noteOf(work));
            release();
            if (lockFile != null) {
                Files.deleteIfExists(lockFile);
            }
        }

        /** Leaves the work where it is, to be offered again at the next start. */
        public void release() {
            synchronized (HeldLocks.HELD) {
                if (lock != null && channel.isOpen()) {
                    try {
                        lock.release();
                    } catch (IOException e) {
                        // closing the channel below releases it too
                    }
                }
                close(channel);
                if (identity != null) {
                    HeldLocks.HELD.remove(identity, this);
                }
            }
        }
    }
}
