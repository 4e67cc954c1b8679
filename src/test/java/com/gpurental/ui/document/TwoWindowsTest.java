package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One plan open in two windows. The second window opened it with no word; saving there and then in the
 * first silently put the file back. Now opening says the plan is open in another window, and a save notices that the
 * file changed on disk since it was opened and offers reload, save as or overwrite.
 */
class TwoWindowsTest {

    @TempDir
    Path dir;

    private Wizard first;
    private Wizard second;

    private Wizard window(Path appData) {
        AppContext context = UiFixture.context(Messages.EN);
        return new Wizard(context, appData, null);
    }

    private static RecordingDialogs dialogs(Wizard w) {
        return (RecordingDialogs) w.context().dialogs();
    }

    @AfterEach
    void close() {
        for (Wizard w : new Wizard[] {first, second}) {
            if (w != null) {
                w.document().discardAutosave();
            }
        }
    }

    private Path savedPlan(Path appData) {
        first = window(appData);
        UiFixture.seventyBChatHourly(first.context().model());
        Path file = dir.resolve("chat" + PlanDocument.EXTENSION);
        dialogs(first).fileAnswer = Optional.of(file);
        assertTrue(first.document().saveAs());
        return file;
    }

    @Test
    void theSecondWindowSaysThePlanIsOpenInAnotherWindow() {
        Path appData = dir.resolve("appdata");
        Path file = savedPlan(appData);
        second = window(appData);

        assertTrue(second.document().openFile(file));

        RecordingDialogs.Call said = dialogs(second).calls.get(dialogs(second).calls.size() - 1);
        assertEquals("info", said.method());
        assertEquals("Open in another window", said.title());
        assertTrue(said.text().startsWith("\"chat\" is also open in another window."), said.text());

        // Once the first window is closed, opening the plan again says nothing.
        first.document().discardAutosave();
        first = null;
        int before = dialogs(second).calls.size();
        assertTrue(second.document().openFile(file));
        assertEquals(before, dialogs(second).calls.size(), dialogs(second).calls.toString());
    }

    @Test
    void savingOverAFileAnotherWindowSavedAsksAndCancelLeavesTheOtherWindowsWork() throws Exception {
        Path appData = dir.resolve("appdata");
        Path file = savedPlan(appData);
        second = window(appData);
        assertTrue(second.document().openFile(file));
        second.context().model().durationDays.set("60");
        assertTrue(second.document().save());
        String afterSecond = Files.readString(file);

        first.context().model().hoursPerDay.set("8");
        dialogs(first).chooseAnswer = Optional.empty();
        assertFalse(first.document().save(), "cancelled");

        assertEquals(afterSecond, Files.readString(file), "the second window's save is kept");
        RecordingDialogs.Call asked = dialogs(first).calls.get(dialogs(first).calls.size() - 1);
        assertEquals("choose", asked.method());
        assertEquals("The file was changed", asked.title());
        assertTrue(asked.text().endsWith("[Reload (discard this window's changes), Save as…, Overwrite]"), asked.text());
        assertTrue(first.document().dirtyProperty().get());
    }

    @Test
    void reloadTakesTheOtherWindowsPlanAndOverwriteWritesThisOne() throws Exception {
        Path appData = dir.resolve("appdata");
        Path file = savedPlan(appData);
        second = window(appData);
        assertTrue(second.document().openFile(file));
        second.context().model().durationDays.set("60");
        assertTrue(second.document().save());

        first.context().model().hoursPerDay.set("8");
        dialogs(first).chooseAnswer = Optional.of(0); // reload
        assertFalse(first.document().save());
        assertEquals("60", first.context().model().durationDays.get(), "the other window's plan, reloaded");
        assertEquals("24", first.context().model().hoursPerDay.get());

        first.context().model().hoursPerDay.set("8");
        assertTrue(first.document().save(), "no question: the file is as this window read it");
        second.context().model().hoursPerDay.set("12");
        dialogs(second).chooseAnswer = Optional.of(2); // overwrite
        assertTrue(second.document().save());
        assertEquals(12.0, PlanDocument.read(file).plan().rental().hoursPerDay());
    }

    @Test
    void saveAsFromTheQuestionWritesAnotherFile() throws Exception {
        Path appData = dir.resolve("appdata");
        Path file = savedPlan(appData);
        second = window(appData);
        assertTrue(second.document().openFile(file));
        second.context().model().durationDays.set("60");
        assertTrue(second.document().save());

        first.context().model().hoursPerDay.set("8");
        dialogs(first).chooseAnswer = Optional.of(1);
        Path other = dir.resolve("chat-8h" + PlanDocument.EXTENSION);
        dialogs(first).fileAnswer = Optional.of(other);
        assertTrue(first.document().save());
        assertEquals(8.0, PlanDocument.read(other).plan().rental().hoursPerDay());
        assertEquals(60.0, PlanDocument.read(file).plan().rental().durationDays(), "the other window's file untouched");
    }
}
