package com.gpurental.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The support log is written where asked (a path with a space and Chinese characters too) and holds no home folder or account
 * name. */
class SupportLogTest {

    @org.junit.jupiter.api.BeforeEach
    @AfterEach
    void stop() {
        SupportLog.uninstall();
    }

    @Test
    void theHomeFolderAndTheAccountNameAreHidden() {
        SupportLog.Scrubbing f = new SupportLog.Scrubbing("/home/zhangsan", "zhangsan");
        LogRecord r = new LogRecord(Level.WARNING, "autosave failed: /home/zhangsan/.local/share/x.json (zhangsan)");
        r.setLoggerName("com.gpurental");
        String line = f.format(r);
        assertTrue(line.contains("autosave failed: ~/.local/share/x.json (<user>)"), line);
        assertFalse(line.contains("zhangsan"), line);
    }

    @Test
    void aStackTraceIsWrittenToo() {
        SupportLog.Scrubbing f = new SupportLog.Scrubbing("/nowhere", "nobody");
        LogRecord r = new LogRecord(Level.SEVERE, "crash");
        r.setLoggerName("com.gpurental");
        r.setThrown(new IllegalStateException("boom"));
        String text = f.format(r);
        assertTrue(text.contains("SEVERE com.gpurental: crash"), text);
        assertTrue(text.contains("java.lang.IllegalStateException: boom"), text);
        assertTrue(text.contains("at com.gpurental.support.SupportLogTest"), text);
    }

    @Test
    void theLogFileIsWrittenInTheFolderEvenWithASpaceAndChineseInItsPath(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("算力 助手").resolve("logs");
        SupportLog.install(dir);
        SupportLog.LOG.warning("font not loaded");
        for (var h : SupportLog.LOG.getHandlers()) {
            h.flush();
        }
        assertEquals(dir, SupportLog.folder());
        String text = Files.readString(dir.resolve("app-0.log"), StandardCharsets.UTF_8);
        assertTrue(text.contains("INFO com.gpurental: start: "), text);
        assertTrue(text.contains("WARNING com.gpurental: font not loaded"), text);
    }

    @Test
    void whatIsLoggedBeforeTheFileOpensIsWrittenIntoItWhenItOpens(@TempDir Path tmp) throws Exception {
        // the app opens the file after its first frame; a problem of the start (here the font) still reaches it
        SupportLog.LOG.warning("bundled CJK font not loaded: /fonts/wqy-microhei.ttc");
        Path dir = tmp.resolve("logs");
        SupportLog.install(dir);
        SupportLog.LOG.warning("autosave failed");
        for (var h : SupportLog.LOG.getHandlers()) {
            h.flush();
        }
        String text = Files.readString(dir.resolve("app-0.log"), StandardCharsets.UTF_8);
        int early = text.indexOf("WARNING com.gpurental: bundled CJK font not loaded: /fonts/wqy-microhei.ttc");
        int start = text.indexOf("INFO com.gpurental: start: ");
        int later = text.indexOf("WARNING com.gpurental: autosave failed");
        assertTrue(early >= 0 && early < start && start < later, text);
    }

    @Test
    void atMostFiveHundredEarlyRecordsAreKeptAndTheRestCounted(@TempDir Path tmp) throws Exception {
        for (int i = 1; i <= SupportLog.Deferred.KEPT + 20; i++) {
            SupportLog.LOG.info("early " + i);
        }
        Path dir = tmp.resolve("logs");
        SupportLog.install(dir);
        for (var h : SupportLog.LOG.getHandlers()) {
            h.flush();
        }
        String text = Files.readString(dir.resolve("app-0.log"), StandardCharsets.UTF_8);
        assertTrue(text.contains("INFO com.gpurental: early 500" + System.lineSeparator()), text);
        assertFalse(text.contains("early 501"), text);
        assertTrue(text.contains("WARNING com.gpurental: 20 more records logged before the log file opened were not kept"),
                text);
    }

    @Test
    void anUnwritableFolderLeavesTheAppWithoutALogNotWithoutTheApp(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("not-a-folder"), "x");
        SupportLog.install(file.resolve("logs"));
        assertEquals(null, SupportLog.folder());
    }
}
