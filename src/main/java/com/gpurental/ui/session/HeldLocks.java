package com.gpurental.ui.session;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The autosave lock files this process holds, so that it never opens one of them a second time: on Linux and macOS
 * closing any descriptor of a file drops all of the process's POSIX locks on it (docs/decisions/autosave-locks.md).
 */
final class HeldLocks {

    private HeldLocks() {
    }

    /**
     * Every lock file this process holds, by {@link #identity}: its windows' sessions and the orphans it has claimed.
     * Also the monitor under which this process opens, locks or closes a lock file, so that two windows' scans never
     * open one file at once.
     */
    static final Map<Object, Object> HELD = new HashMap<>();
    /** Channels that must never be closed (a lock of this JVM not in HELD: a bug); normally empty. */
    static final List<FileChannel> KEPT_OPEN = new ArrayList<>();

    /**
     * What tells one file from another without opening it: the device and inode where the file system has them
     * (Linux, macOS), else the absolute path (Windows, where a second handle does not affect a lock).
     */
    static Object identity(Path file) throws IOException {
        Object key = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
        return key != null ? key : file.toAbsolutePath().normalize();
    }

    static Object identityOrNull(Path file) {
        try {
            return identity(file);
        } catch (IOException e) {
            return null;
        }
    }

    /** True when this process holds the lock of {@code lockFile} (a window's session or a claimed orphan). */
    public static boolean heldHere(Path lockFile) {
        synchronized (HELD) {
            Object id = identityOrNull(lockFile);
            return id != null && HELD.containsKey(id);
        }
    }

    /**
     * True when another process holds the lock (its window is open); false when it can be taken (gone). Called under
     * {@link #HELD} for a file this process does not hold.
     */
    static boolean heldByAnother(Path lockFile) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock(SessionStore.LOCK_POSITION, 1, false);
            if (lock != null) {
                lock.release();
            }
            SessionStore.close(channel);
            return lock == null;
        } catch (OverlappingFileLockException e) {
            KEPT_OPEN.add(channel); // this JVM holds it without having said so: closing would drop that lock
            return true;
        } catch (IOException e) {
            SessionStore.close(channel);
            return false;
        }
    }

}
