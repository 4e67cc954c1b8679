package com.gpurental.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Autosaves a crash left in ~/.gpu-rental-advisor (older versions) are moved to the data folder and offered. */
class OldAutosavesTest {

    @TempDir
    Path home;

    @Test
    void theOldFolderIsInTheHomeFolderExceptOnWindows() {
        assertEquals(Path.of("/home/zhang", ".gpu-rental-advisor"), OldAutosaves.oldFolder("Linux", "/home/zhang"));
        assertEquals(Path.of("/Users/zhang", ".gpu-rental-advisor"), OldAutosaves.oldFolder("Mac OS X", "/Users/zhang"));
        assertNull(OldAutosaves.oldFolder("Windows 11", "C:\\Users\\zhang"), "%APPDATA%\\GpuRentalAdvisor both times");
    }

    @Test
    void aCrashedWindowsWorkIsMovedAndOfferedBack() throws Exception {
        Path old = home.resolve(".gpu-rental-advisor");
        Files.createDirectories(old.resolve("sessions"));
        Files.writeString(old.resolve("sessions/abc" + SessionStore.LOCK_SUFFIX), "{\"plan\":null}");
        Files.writeString(old.resolve("sessions/abc" + SessionStore.WORK_SUFFIX), "{\"title\":\"旧方案\"}");
        Files.writeString(old.resolve(SessionStore.LEGACY_NAME), "{\"title\":\"更旧的\"}");
        Files.writeString(old.resolve("unrelated.txt"), "left alone");
        Path data = home.resolve("data/gpu-rental-advisor");

        List<Path> moved = OldAutosaves.moveInto(old, data, "sessions");

        assertEquals(List.of(data.resolve("sessions/abc" + SessionStore.WORK_SUFFIX), data.resolve(SessionStore.LEGACY_NAME)),
                moved);
        assertTrue(Files.exists(data.resolve("sessions/abc" + SessionStore.LOCK_SUFFIX)));
        assertFalse(Files.exists(old.resolve("sessions/abc" + SessionStore.WORK_SUFFIX)));
        assertTrue(Files.exists(old.resolve("unrelated.txt")));
        List<SessionStore.Orphan> offered = new SessionStore(data.resolve("sessions")).claimOrphans();
        try {
            assertEquals(2, offered.size(), "the window's work and the single old autosave");
        } finally {
            offered.forEach(SessionStore.Orphan::release);
        }
        assertEquals(List.of(), OldAutosaves.moveInto(old, data, "sessions"), "the second start finds nothing to move");
    }

    @Test
    void aNameTakenInTheNewFolderIsLeftInTheOldOne() throws Exception {
        Path old = home.resolve(".gpu-rental-advisor");
        Path data = home.resolve("data");
        Files.createDirectories(data);
        Files.createDirectories(old);
        Files.writeString(old.resolve(SessionStore.LEGACY_NAME), "old");
        Files.writeString(data.resolve(SessionStore.LEGACY_NAME), "new");

        assertEquals(List.of(), OldAutosaves.moveInto(old, data, "sessions"));
        assertEquals("new", Files.readString(data.resolve(SessionStore.LEGACY_NAME)));
        assertEquals("old", Files.readString(old.resolve(SessionStore.LEGACY_NAME)));
    }

    @Test
    void noOldFolderNothingToDo() {
        assertEquals(List.of(), OldAutosaves.moveInto(home.resolve(".gpu-rental-advisor"), home.resolve("data"), "sessions"));
        assertEquals(List.of(), OldAutosaves.moveInto(null, home.resolve("data"), "sessions"));
    }
}
