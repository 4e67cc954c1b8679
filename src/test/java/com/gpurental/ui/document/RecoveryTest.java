package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.session.SessionStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fault injection for the ways of losing work: two windows on one data folder, a start with a plan
 * file after a crash, several crashed windows, an unwritable data folder. A crash is what the OS does to a
 * killed process: the lock goes, the files stay ({@link SessionStore.Session#abandon()}; the real kill is in
 * {@code SessionStoreCrashTest}).
 */
class RecoveryTest {

    @TempDir
    Path dir;

    /** One app instance: its own context, dialogs and window. */
    record Instance(AppContext context, RecordingDialogs dialogs, DocumentViewModel document) {
        void edit(String title) {
            context.model().title.set(title);
        }
    }

    private Instance start(Path appData, Locale language) {
        AppContext context = UiFixture.context(language);
        Wizard wizard = new Wizard(context, appData, null);
        wizard.document().setZone(ZoneOffset.UTC);
        return new Instance(context, (RecordingDialogs) context.dialogs(), wizard.document());
    }

    private Instance start() {
        return start(dir.resolve("appdata"), Messages.EN);
    }

    private static String titleIn(Path autosave) throws Exception {
        return PlanDocument.read(autosave).plan().title();
    }

    @Test
    void twoRunningWindowsNeverTouchEachOthersWork() throws Exception {
        Instance a = start();
        a.edit("Work of A");
        Path aWork = a.document().autosaveFile();

        Instance b = start();
        b.document().start(null);
        assertTrue(b.dialogs().calls.isEmpty(), "A is running: nothing to recover, no question asked");
        b.edit("Work of B");
        assertEquals("Work of A", titleIn(aWork), "B's edits go to B's own autosave");
        assertEquals("Work of B", titleIn(b.document().autosaveFile()));

        b.document().discardAutosave(); // B quits cleanly
        assertEquals("Work of A", titleIn(aWork), "quitting B leaves A's work alone");

        a.document().session().abandon(); // then A crashes
        String savedAt = stamp(aWork);
        Instance c = start();
        c.document().start(null);
        assertEquals(List.of("Work of A — autosaved " + savedAt + " · changed the title"), c.dialogs().recoveryItems);
        assertEquals("Work of A", c.context().model().title.get());
    }

    @Test
    void startingWithAPlanFileAfterACrashOffersTheWorkAndTheFirstEditKeepsIt() throws Exception {
        Path plan = dir.resolve("budget" + PlanDocument.EXTENSION);
        Instance writer = start();
        writer.edit("Saved plan");
        writer.dialogs().fileAnswer = Optional.of(plan);
        assertTrue(writer.document().saveAs());
        writer.document().discardAutosave();

        Instance crashed = start();
        crashed.edit("Crashed work");
        Path crashedWork = crashed.document().autosaveFile();
        crashed.document().session().abandon();

        Instance doubleClick = start();
        doubleClick.dialogs().recoveryAnswer = Optional.empty(); // "Later"
        doubleClick.document().start(plan);
        RecordingDialogs.Call asked = doubleClick.dialogs().calls.get(0);
        assertEquals("recovery", asked.method());
        assertTrue(asked.text().contains("restore one here instead of opening budget.gpuplan.json?"), asked.text());
        assertEquals("Saved plan", doubleClick.context().model().title.get(), "the file is opened after 'Later'");
        doubleClick.edit("First edit");
        assertEquals("Crashed work", titleIn(crashedWork), "the first edit does not overwrite the crashed work");

        Instance next = start();
        next.dialogs().recoveryAnswer = Optional.of(0);
        next.document().start(plan);
        assertEquals("Crashed work", next.context().model().title.get(), "restored instead of the file");
        assertTrue(next.document().dirtyProperty().get());
        assertFalse(Files.exists(crashedWork), "the orphan's copy goes only once this window holds the work");
        assertEquals("Crashed work", titleIn(next.document().autosaveFile()));
    }

    @Test
    void everyOrphanIsListedNewestFirstWithItsTimeAndPlanName() throws Exception {
        Path plan = dir.resolve("gpu-budget" + PlanDocument.EXTENSION);
        Instance first = start();
        first.edit("Chat service");
        Path firstWork = first.document().autosaveFile();
        first.document().session().abandon();
        Files.setLastModifiedTime(firstWork, FileTime.from(Instant.parse("2026-11-30T09:05:00Z")));

        Instance second = start();
        second.dialogs().fileAnswer = Optional.of(plan);
        assertTrue(second.document().saveAs()); // an untitled plan saved as gpu-budget, then changed
        second.context().model().parameters.set("13B");
        Path secondWork = second.document().autosaveFile();
        second.document().session().abandon();
        Files.setLastModifiedTime(secondWork, FileTime.from(Instant.parse("2026-11-30T11:40:00Z")));

        Instance en = start();
        en.dialogs().recoveryAnswer = Optional.empty();
        en.document().start(null);
        assertEquals(List.of("gpu-budget — autosaved 2026-11-30 11:40:00 · changed Parameter count, Known model and more (3 in "
                + "all)",
                "Chat service — autosaved 2026-11-30 09:05:00 · changed the title"),
                en.dialogs().recoveryItems);
        assertTrue(en.dialogs().calls.get(0).text().startsWith(
                "The app did not close normally. These 2 pieces of unsaved work were kept:"), en.dialogs().calls.get(0).text());

        Instance zh = start(dir.resolve("appdata"), Messages.ZH);
        zh.dialogs().recoveryAnswer = Optional.of(0);
        zh.document().start(null);
        assertEquals(List.of("gpu-budget — 自动保存于 2026-11-30 11:40:00 · 改了参数量、已知模型等 3 项", "Chat service — 自动保存于 2026-11-30 "
                + "09:05:00 · 改了标题"),
                zh.dialogs().recoveryItems);
        assertEquals("程序上次没有正常关闭，保留了以下 2 份未保存的工作：请选择一份在此恢复。本次未恢复的工作会继续保留，下次启动时再次提示。",
                zh.dialogs().calls.get(0).text());
        assertEquals("13B", zh.context().model().parameters.get());
        assertEquals(plan, zh.document().fileProperty().get(), "Save goes back to the plan the work belongs to");
        assertTrue(Files.exists(firstWork), "the piece not restored is kept");
    }

    @Test
    void eachPieceSaysItsTitleTheTimeToTheSecondAndWhatChangedSinceItsPlanWasSaved() throws Exception {
        Instance crashed = start(dir.resolve("appdata"), Messages.ZH);
        crashed.edit("70B chat");
        crashed.dialogs().fileAnswer = Optional.of(dir.resolve("chat" + PlanDocument.EXTENSION));
        assertTrue(crashed.document().saveAs());
        crashed.context().model().budget.set("50000");
        Path work = crashed.document().autosaveFile();
        crashed.document().session().abandon();
        Files.setLastModifiedTime(work, FileTime.from(Instant.parse("2026-12-05T08:12:31Z")));

        Instance zh = start(dir.resolve("appdata"), Messages.ZH);
        zh.dialogs().recoveryAnswer = Optional.empty();
        zh.document().start(null);
        assertEquals(List.of("70B chat — 自动保存于 2026-12-05 08:12:31 · 改了预算"), zh.dialogs().recoveryItems);

        Instance en = start(dir.resolve("appdata"), Messages.EN);
        en.dialogs().recoveryAnswer = Optional.empty();
        en.document().start(null);
        assertEquals(List.of("70B chat — autosaved 2026-12-05 08:12:31 · changed Budget"), en.dialogs().recoveryItems);
    }

    @Test
    void noDeletesNothingAndDiscardAllAsksFirst() throws Exception {
        Instance crashed = start();
        crashed.edit("Keep me");
        Path work = crashed.document().autosaveFile();
        crashed.document().session().abandon();

        Instance b = start();
        b.dialogs().recoveryAnswer = Optional.of(-1);
        b.dialogs().confirmAnswer = Optional.of(false);
        b.document().start(null);
        assertEquals("Discard unsaved work?", b.dialogs().calls.get(1).title());
        assertTrue(Files.exists(work), "answering No to the deletion keeps the work");

        Instance c = start();
        c.dialogs().recoveryAnswer = Optional.of(-1);
        c.dialogs().confirmAnswer = Optional.of(true);
        c.document().start(null);
        assertFalse(Files.exists(work));
        Instance d = start();
        d.document().start(null);
        assertTrue(d.dialogs().calls.isEmpty());
    }

    @Test
    void theAutosaveOfVersionsBeforeOneFilePerWindowIsOfferedToo() throws Exception {
        Instance old = start();
        old.edit("Old autosave");
        Path legacy = dir.resolve("appdata").resolve(SessionStore.LEGACY_NAME);
        Files.copy(old.document().autosaveFile(), legacy);
        old.document().discardAutosave();

        Instance b = start();
        b.document().start(null);
        assertEquals("Old autosave", b.context().model().title.get());
        assertFalse(Files.exists(legacy));
    }

    @Test
    void aDataFolderBlockedByAFileIsSaidOnceAndAnotherFolderCanBeChosen() throws Exception {
        Path blocked = dir.resolve("appdata");
        Files.writeString(blocked, "not a folder");
        Instance a = start(blocked, Messages.EN);
        assertNull(a.document().autosaveFile());
        Path other = Files.createDirectory(dir.resolve("elsewhere"));
        a.dialogs().confirmAnswer = Optional.of(true);
        a.dialogs().folderAnswer = Optional.of(other);
        a.document().start(null);
        RecordingDialogs.Call said = a.dialogs().calls.get(0);
        assertEquals("Unsaved work cannot be kept safe", said.title());
        assertEquals("The app cannot write to " + blocked.resolve("sessions") + " (a file is in the way where the folder "
                + "should be), so your work is not autosaved and a crash would lose it. Choose another folder for the "
                + "autosave?", said.text());
        assertEquals("folder", a.dialogs().calls.get(1).method());
        assertEquals(other.toString(), a.context().settings().dataFolder(), "remembered for the next start");
        a.edit("Safe now");
        assertNotNull(a.document().autosaveFile());
        assertEquals("Safe now", titleIn(a.document().autosaveFile()));
        assertEquals("not a folder", Files.readString(blocked), "the file in the way is untouched");
    }

    @Test
    void anAutosaveThatStartsFailingIsSaidOnceInTheUsersLanguage() throws Exception {
        Instance a = start(dir.resolve("appdata"), Messages.ZH);
        a.dialogs().confirmAnswer = Optional.of(false);
        a.edit("一");
        Path sessions = a.document().sessions().dir();
        // The folder goes away and a file takes its place (a full or removed disk behaves alike).
        for (Path p : Files.list(sessions).toList()) {
            Files.delete(p);
        }
        Files.delete(sessions);
        Files.writeString(sessions, "x");
        a.edit("二");
        a.edit("三");
        assertEquals(1, a.dialogs().calls.size(), "said once, not on every change");
        assertEquals("未保存的工作无法得到保护", a.dialogs().calls.get(0).title());
        assertTrue(a.dialogs().calls.get(0).text().startsWith("程序无法写入 " + sessions + "（"),
                a.dialogs().calls.get(0).text());
    }

    private static String stamp(Path work) throws Exception {
        return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC)
                .format(Files.getLastModifiedTime(work).toInstant());
    }
}
