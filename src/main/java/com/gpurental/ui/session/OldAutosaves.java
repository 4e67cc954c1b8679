package com.gpurental.ui.session;

import com.gpurental.support.SupportLog;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;

/**
 * Older versions kept its autosaves in {@code ~/.gpu-rental-advisor} on Linux and macOS; now they live in the
 * platform's data folder ({@code AppDirs.dataDir()}). At the start, work a crash left in the old folder is moved into
 * the new one, so that the usual recovery offers it: each window's pair {@code sessions/ID.lock} and
 * {@code sessions/ID.autosave.gpuplan.json}, and the single {@code autosave.gpuplan.json} of older versions. A file
 * whose name is already taken in the new folder stays where it is; nothing else in the old folder is touched. Once
 * moved there is nothing left to move, so this runs at every start and does something only once.
 */
public final class OldAutosaves {

    /** The old folder's name in the home folder. */
    public static final String OLD_FOLDER = ".gpu-rental-advisor";

    private OldAutosaves() {
    }

    /** The old folder for this platform, or null where the folder did not change (Windows: %APPDATA% both times). */
    public static Path oldFolder(String osName, String home) {
        if (osName.startsWith("Windows") || home == null || home.isEmpty()) {
            return null;
        }
        return Path.of(home, OLD_FOLDER);
    }

    /**
     * Moves the old folder's autosaves into {@code dataDir}; returns the files now in the new folder (empty when the
     * old folder has none). A file that cannot be moved is logged and left.
     *
     * @param sessionsFolder the name of the folder of the windows' autosaves in both ({@code sessions})
     */
    public static List<Path> moveInto(Path oldDir, Path dataDir, String sessionsFolder) {
        List<Path> moved = new ArrayList<>();
        if (oldDir == null || !Files.isDirectory(oldDir) || oldDir.toAbsolutePath().equals(dataDir.toAbsolutePath())) {
            return moved;
        }
        Path oldSessions = oldDir.resolve(sessionsFolder);
        Path newSessions = dataDir.resolve(sessionsFolder);
        if (Files.isDirectory(oldSessions)) {
            try (DirectoryStream<Path> work = Files.newDirectoryStream(oldSessions, "*" + SessionStore.WORK_SUFFIX)) {
                for (Path file : work) {
                    String name = file.getFileName().toString();
                    String id = name.substring(0, name.length() - SessionStore.WORK_SUFFIX.length());
                    Path lock = oldSessions.resolve(id + SessionStore.LOCK_SUFFIX);
                    Path newWork = newSessions.resolve(name);
                    Path newLock = newSessions.resolve(id + SessionStore.LOCK_SUFFIX);
                    if (Files.exists(newWork) || Files.exists(newLock)) {
                        continue;
                    }
                    // the lock first: recovery finds work through its lock, and a lock without work is cleaned up
                    if (Files.exists(lock) && move(lock, newLock) == null) {
                        continue;
                    }
                    if (move(file, newWork) != null) {
                        moved.add(newWork);
                    }
                }
            } catch (IOException e) {
                SupportLog.LOG.log(Level.WARNING, "old autosave folder not read", e);
            }
        }
        Path legacy = oldDir.resolve(SessionStore.LEGACY_NAME);
        Path newLegacy = dataDir.resolve(SessionStore.LEGACY_NAME);
        if (Files.isRegularFile(legacy) && !Files.exists(newLegacy) && move(legacy, newLegacy) != null) {
            moved.add(newLegacy);
        }
        return moved;
    }

    private static Path move(Path from, Path to) {
        try {
            Files.createDirectories(to.getParent());
            return Files.move(from, to);
        } catch (IOException e) {
            SupportLog.LOG.log(Level.WARNING, "old autosave not moved", e);
            return null;
        }
    }
}
