package com.gpurental.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The per-user folders follow each platform's convention; the expected paths are those conventions. */
class AppDirsTest {

    @Test
    void windowsRoamsTheWorkAndKeepsCachesAndLogsLocal() {
        AppDirs.Dirs d = AppDirs.of("Windows 11", Map.of("APPDATA", "R", "LOCALAPPDATA", "L"), "H");
        assertEquals(Path.of("R", "GpuRentalAdvisor"), d.data());
        assertEquals(Path.of("R", "GpuRentalAdvisor"), d.config());
        assertEquals(Path.of("L", "GpuRentalAdvisor", "Cache"), d.cache());
        assertEquals(Path.of("L", "GpuRentalAdvisor", "Logs"), d.logs());
    }

    @Test
    void windowsWithoutTheVariablesUsesTheUsualFoldersUnderHome() {
        AppDirs.Dirs d = AppDirs.of("Windows 10", Map.of("APPDATA", " "), "H");
        assertEquals(Path.of("H", "AppData", "Roaming", "GpuRentalAdvisor"), d.data());
        assertEquals(Path.of("H", "AppData", "Local", "GpuRentalAdvisor", "Cache"), d.cache());
    }

    @Test
    void macUsesTheLibraryFolders() {
        AppDirs.Dirs d = AppDirs.of("Mac OS X", Map.of("XDG_DATA_HOME", "/x"), "/Users/张三");
        assertEquals(Path.of("/Users/张三/Library/Application Support/GpuRentalAdvisor"), d.data());
        assertEquals(d.data(), d.config());
        assertEquals(Path.of("/Users/张三/Library/Caches/GpuRentalAdvisor"), d.cache());
        assertEquals(Path.of("/Users/张三/Library/Logs/GpuRentalAdvisor"), d.logs());
    }

    @Test
    void linuxFollowsXdgDefaults() {
        AppDirs.Dirs d = AppDirs.of("Linux", Map.of(), "/home/u");
        assertEquals(Path.of("/home/u/.local/share/gpu-rental-advisor"), d.data());
        assertEquals(Path.of("/home/u/.config/gpu-rental-advisor"), d.config());
        assertEquals(Path.of("/home/u/.cache/gpu-rental-advisor"), d.cache());
        assertEquals(Path.of("/home/u/.local/state/gpu-rental-advisor/logs"), d.logs());
    }

    @Test
    void linuxTakesAbsoluteXdgVariablesAndIgnoresRelativeOnes() {
        AppDirs.Dirs d = AppDirs.of("Linux", Map.of("XDG_DATA_HOME", "/d", "XDG_CONFIG_HOME", "relative",
                "XDG_CACHE_HOME", "/c", "XDG_STATE_HOME", ""), "/home/u");
        assertEquals(Path.of("/d/gpu-rental-advisor"), d.data());
        assertEquals(Path.of("/home/u/.config/gpu-rental-advisor"), d.config());
        assertEquals(Path.of("/c/gpu-rental-advisor"), d.cache());
        assertEquals(Path.of("/home/u/.local/state/gpu-rental-advisor/logs"), d.logs());
    }
}
