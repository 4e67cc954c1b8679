package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What settings.json may hold: the earlier writer's files, hand-edited values of the wrong type, a newer version's fields. */
class SettingsFileFormatTest {

    @TempDir
    Path dir;

    private static final Map<String, String> NO_OLD_VALUES = Map.of();

    private SettingsFile withFile(String content) throws Exception {
        Files.writeString(dir.resolve(SettingsFile.FILE_NAME), content, StandardCharsets.UTF_8);
        return SettingsFile.open(dir, () -> Map.of("language", "en"), () -> { });
    }

    private String file() throws Exception {
        return Files.readString(dir.resolve(SettingsFile.FILE_NAME), StandardCharsets.UTF_8);
    }

    private static String fixture() throws Exception {
        // written by SettingsFile's streaming writer of version 0.1.0 (commit aa2b584), every setting set
        try (InputStream in = SettingsFileFormatTest.class.getResourceAsStream("/settings/settings-0.1.0.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aFileTheEarlierWriterMadeIsReadWithEveryValue() throws Exception {
        SettingsFile s = withFile(fixture());
        assertEquals(Locale.SIMPLIFIED_CHINESE, s.languageOr(Locale.ENGLISH));
        assertEquals(1280.5, s.width(-1));
        assertEquals(800, s.height(-1));
        assertEquals(-1920, s.x());
        assertEquals(24.25, s.y());
        assertEquals(List.of("C:\\Users\\张三\\方案 A.gpuplan.json", "/home/li/评审 \"终版\".gpuplan.json"), s.recentFiles());
        assertEquals("D:\\数据\\GPU 方案", s.dataFolder());
        assertEquals(130, s.textSizePercent());
        assertEquals("/tmp/导出 PDF", s.lastExportFolder());
    }

    @Test
    void rewritingTheEarlierWritersFileGivesTheSameBytes() throws Exception {
        SettingsFile s = withFile(fixture());
        s.setLastExportFolder("/tmp/导出 PDF");
        assertEquals(fixture(), file());
    }

    @Test
    void aValueOfTheWrongTypeFallsBackToItsDefaultAndTheOthersAreRead() throws Exception {
        SettingsFile s = withFile("{\"language\": 5, \"width\": \"1024\", \"height\": 700, \"x\": {\"a\": [1, {}]},"
                + " \"y\": [1, 2], \"recentFiles\": \"/a.gpuplan.json\", \"dataFolder\": true, \"textSizePercent\": \"130\","
                + " \"exportFolder\": \"/out\"}");
        assertEquals(Locale.ENGLISH, s.languageOr(Locale.ENGLISH));
        assertEquals(-1, s.width(-1));
        assertEquals(700, s.height(-1));
        assertTrue(Double.isNaN(s.x()));
        assertTrue(Double.isNaN(s.y()));
        assertEquals(List.of(), s.recentFiles());
        assertEquals(null, s.dataFolder());
        assertEquals(100, s.textSizePercent());
        assertEquals("/out", s.lastExportFolder());
    }

    @Test
    void moreValuesOfTheWrongTypeFallBackAlone() throws Exception {
        SettingsFile s = withFile("{\"language\": [\"zh-CN\"], \"width\": true, \"height\": \"\", \"x\": null,"
                + " \"recentFiles\": [\"/a.gpuplan.json\", 1, 2.5, true, null, {\"p\": \"/c\"}, [\"/d\"], \"/b.gpuplan.json\"],"
                + " \"dataFolder\": 7.5, \"textSizePercent\": false, \"exportFolder\": {}}");
        assertEquals(Locale.ENGLISH, s.languageOr(Locale.ENGLISH));
        assertEquals(-1, s.width(-1));
        assertEquals(-1, s.height(-1));
        assertTrue(Double.isNaN(s.x()));
        assertEquals(List.of("/a.gpuplan.json", "/b.gpuplan.json"), s.recentFiles(), "the entries that are text");
        assertEquals(null, s.dataFolder());
        assertEquals(100, s.textSizePercent());
        assertEquals(null, s.lastExportFolder());
    }

    @Test
    void aNumberTooLargeForADoubleIsNoPlaceOnScreen() throws Exception {
        SettingsFile s = withFile("{\"width\": 1e999, \"height\": 720, \"recentFiles\": \"\", \"language\": \"zh-CN\"}");
        assertEquals(-1, s.width(-1));
        assertEquals(720, s.height(-1));
        assertEquals(List.of(), s.recentFiles());
        assertEquals(Locale.SIMPLIFIED_CHINESE, s.languageOr(Locale.ENGLISH));
    }

    @Test
    void aNewerVersionsFieldsAreKeptWhenThisOneWrites() throws Exception {
        SettingsFile s = withFile("{\"futureTheme\": \"dark\", \"language\": \"en\", \"futureList\": [\"a\", 1, true],"
                + " \"futureWindow\": {\"maximised\": true, \"zoom\": 1.25}, \"futureCount\": 3, \"futureNone\": null,"
                + " \"unknown\": \"a name this version uses inside\"}");
        s.setTextSizePercent(115);
        assertEquals("""
                {
                  "language" : "en",
                  "textSizePercent" : 115.0,
                  "futureTheme" : "dark",
                  "futureList" : [ "a", 1, true ],
                  "futureWindow" : {
                    "maximised" : true,
                    "zoom" : 1.25
                  },
                  "futureCount" : 3,
                  "futureNone" : null,
                  "unknown" : "a name this version uses inside"
                }""", file(), "the settings first, then the others as they came");
        assertEquals(115, SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { }).textSizePercent());
    }

    @Test
    void aFileThatIsNotAnObjectGivesTheDefaultsAndStaysUntilTheNextWrite() throws Exception {
        for (String content : List.of("", "   ", "[]", "null", "\"zh-CN\"", "5", "{\"language\": \"zh-CN\", \"width\": ")) {
            SettingsFile s = withFile(content);
            assertEquals(Locale.ENGLISH, s.languageOr(Locale.ENGLISH), content);
            assertEquals(-1, s.width(-1), content);
            assertEquals(content, file(), "opening does not rewrite it: " + content);
            s.size(900, 700);
            assertEquals(900, SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { }).width(-1), content);
        }
    }

    @Test
    void withTwoWindowsTheFileHoldsWhatTheLastOneToWriteHas() throws Exception {
        SettingsFile first = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        SettingsFile second = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        first.setLanguage(Locale.SIMPLIFIED_CHINESE);
        second.size(900, 700);

        SettingsFile next = SettingsFile.open(dir, () -> NO_OLD_VALUES, () -> { });
        assertEquals(900, next.width(-1));
        assertEquals(Locale.ENGLISH, next.languageOr(Locale.ENGLISH), "each window writes the values it holds");
        assertEquals(Locale.SIMPLIFIED_CHINESE, first.languageOr(Locale.ENGLISH), "and keeps its own for its session");
        assertEquals("{\n  \"width\" : 900.0,\n  \"height\" : 700.0\n}", file());
    }
}
