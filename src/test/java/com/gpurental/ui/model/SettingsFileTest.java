package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings in settings.json in the settings folder, with a one-time copy of the old java.util.prefs values. */
class SettingsFileTest {

    @TempDir
    Path dir;

    private static final Map<String, String> NO_OLD_VALUES = Map.of();

    @Test
    void valuesSurviveARestart() {
        SettingsFile first = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        first.setLanguage(Locale.SIMPLIFIED_CHINESE);
        first.size(1100, 720);
        first.position(40, 30);
        first.setRecentFiles(List.of("/home/张三/方案 A.gpuplan.json", "/tmp/b.gpuplan.json"));
        first.setDataFolder("/data/我的 方案");
        first.setLastExportFolder("/tmp/导出");

        SettingsFile again = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        assertEquals(Locale.SIMPLIFIED_CHINESE, again.languageOr(Locale.ENGLISH));
        assertEquals(1100, again.width(-1));
        assertEquals(720, again.height(-1));
        assertEquals(40, again.x());
        assertEquals(30, again.y());
        assertEquals(List.of("/home/张三/方案 A.gpuplan.json", "/tmp/b.gpuplan.json"), again.recentFiles());
        assertEquals("/data/我的 方案", again.dataFolder());
        assertEquals("/tmp/导出", again.lastExportFolder());
    }

    @Test
    void theTextSizeSurvivesARestartAsAPercent() throws Exception {
        SettingsFile first = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        assertEquals(100, first.textSizePercent(), "normal text when none is stored");
        first.setTextSizePercent(130);
        assertEquals(130, SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { }).textSizePercent());
        assertTrue(Files.readString(dir.resolve(SettingsFile.FILE_NAME)).contains("\"textSizePercent\" : 130"));
    }

    @Test
    void withoutAFileTheDefaultsApply() {
        SettingsFile s = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        assertEquals(Locale.ENGLISH, s.languageOr(Locale.ENGLISH));
        assertEquals(-1, s.width(-1));
        assertTrue(Double.isNaN(s.x()));
        assertEquals(List.of(), s.recentFiles());
        assertNull(s.dataFolder());
        assertFalse(Files.exists(dir.resolve(SettingsFile.FILE_NAME)), "nothing to store, nothing written");
    }

    @Test
    void theOldPreferencesAreCopiedOnceAndThenForgotten() throws Exception {
        // the keys and formats Settings.preferences() wrote in older versions (recent files: one a line)
        Map<String, String> old = Map.of("language", "zh-CN", "width", "1200.0", "height", "780.0", "x", "12.0",
                "y", "34.0", "recent", "/a.gpuplan.json\n/b.gpuplan.json", "dataFolder", "/data", "exportFolder", "/out");
        AtomicInteger forgotten = new AtomicInteger();
        SettingsFile s = SettingsFile.open(dir, () -> old, forgotten::incrementAndGet);

        assertEquals(1, forgotten.get());
        assertEquals(Locale.SIMPLIFIED_CHINESE, s.languageOr(Locale.ENGLISH));
        assertEquals(1200, s.width(-1));
        assertEquals(780, s.height(-1));
        assertEquals(12, s.x());
        assertEquals(34, s.y());
        assertEquals(List.of("/a.gpuplan.json", "/b.gpuplan.json"), s.recentFiles());
        assertEquals("/data", s.dataFolder());
        assertEquals("/out", s.lastExportFolder());
        assertTrue(Files.exists(dir.resolve(SettingsFile.FILE_NAME)));

        // with the file there, the old store is neither read nor forgotten again
        SettingsFile again = SettingsFile.open(dir, () -> Map.of("language", "en"), forgotten::incrementAndGet);
        assertEquals(1, forgotten.get());
        assertEquals(Locale.SIMPLIFIED_CHINESE, again.languageOr(Locale.ENGLISH));
    }

    @Test
    void oldValuesThatAreNotNumbersAreLeftOut() {
        SettingsFile s = SettingsFile.open(dir, () -> Map.of("width", "wide", "language", "en"), () -> { });
        assertEquals(-1, s.width(-1));
        assertEquals(Locale.ENGLISH, s.languageOr(Locale.SIMPLIFIED_CHINESE));
    }

    @Test
    void whenTheFileCannotBeWrittenTheOldStoreIsKept() throws Exception {
        Path blocked = dir.resolve("a-file");
        Files.writeString(blocked, "in the way");
        AtomicInteger forgotten = new AtomicInteger();
        SettingsFile s = SettingsFile.open(blocked, () -> Map.of("language", "zh-CN"), forgotten::incrementAndGet);
        assertEquals(0, forgotten.get());
        assertEquals(Locale.SIMPLIFIED_CHINESE, s.languageOr(Locale.ENGLISH), "the values still serve this session");
    }

    @Test
    void aDamagedFileStartsFromTheDefaults() throws Exception {
        Files.writeString(dir.resolve(SettingsFile.FILE_NAME), "{\"language\": \"zh-CN\", \"width\": ", StandardCharsets.UTF_8);
        SettingsFile s = SettingsFile.open(dir, () -> Map.of("language", "en"), () -> { });
        assertEquals(Locale.ENGLISH, s.languageOr(Locale.ENGLISH));
        s.size(900, 700);
        assertEquals(900, SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { }).width(-1), "and is replaced by the next write");
    }

    @Test
    void theFileIsPlainJson() throws Exception {
        SettingsFile s = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        s.setLanguage(Locale.ENGLISH);
        s.size(1024, 700);
        String text = Files.readString(dir.resolve(SettingsFile.FILE_NAME), StandardCharsets.UTF_8);
        assertTrue(text.contains("\"language\" : \"en\""), text);
        assertTrue(text.contains("\"width\" : 1024.0"), text);
    }

    @Test
    void aFreshLinuxInstallNeverOpensTheOldPreferencesStore(@TempDir Path home) throws Exception {
        // Opening java.util.prefs on Linux creates ~/.java/.userPrefs: only ask when an earlier version left it.
        assertFalse(SettingsFile.mayHavePreferences("Linux", home));
        Files.createDirectories(home.resolve(".java").resolve(".userPrefs"));
        assertTrue(SettingsFile.mayHavePreferences("Linux", home));
        assertTrue(SettingsFile.mayHavePreferences("Windows 11", home.resolve("nowhere")));
        assertTrue(SettingsFile.mayHavePreferences("Mac OS X", home.resolve("nowhere")));
    }
}
