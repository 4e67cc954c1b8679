package com.gpurental.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The autosave's own writer, driven by hand: tasks run when the test says so, so what is written and how often is
 * exact (no sleeps, no timing).
 */
class AutosaveQueueTest {

    @TempDir
    Path dir;

    /** The writer's thread, by hand. */
    private final List<Runnable> tasks = new ArrayList<>();
    private final Executor byHand = tasks::add;
    private final List<Throwable> failures = new ArrayList<>();
    private SessionStore store;
    private SessionStore.Session session;
    private AutosaveQueue queue;

    private static String doc(String title, int days) {
        return "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"" + title + "\",\"rental\":{\"durationDays\":"
                + days + "}}";
    }

    @BeforeEach
    void open() throws Exception {
        store = new SessionStore(dir.resolve("sessions"));
        session = store.open();
        queue = new AutosaveQueue(session, byHand, failures::add, doc("", 30));
    }

    @AfterEach
    void close() throws Exception {
        queue.close();
        session.close();
    }

    private void runAll() {
        while (!tasks.isEmpty()) {
            tasks.remove(0).run();
        }
    }

    private List<String> noted() {
        return new SessionStore.Orphan(null, session.workFile(), null, null, null, null, null).changed();
    }

    @Test
    void changesWhileTheWriterIsBusyAreWrittenOnceTheLatestWins() throws Exception {
        queue.save(doc("a", 30));
        queue.save(doc("ab", 30));
        queue.save(doc("abc", 60));
        assertEquals(1, tasks.size(), "one write for three changes");
        assertFalse(Files.exists(session.workFile()), "nothing written before the writer runs");

        tasks.remove(0).run();

        assertEquals(doc("abc", 60), Files.readString(session.workFile()));
        assertEquals(List.of("title", "rental.durationDays"), noted());
        assertTrue(tasks.isEmpty());

        queue.save(doc("abcd", 60));
        assertEquals(1, tasks.size(), "the next change starts the writer again at once: no waiting period");
        runAll();
        assertEquals(doc("abcd", 60), Files.readString(session.workFile()));
        assertEquals(List.of("title", "rental.durationDays"), noted(), "since the plan was started, latest first");
        assertEquals(List.of(), failures);
    }

    @Test
    void aSaveAfterAPendingChangeWinsAndTheNextChangeCountsFromTheSave() throws Exception {
        Path plan = dir.resolve("chat.gpuplan.json");
        queue.save(doc("unsaved", 30));
        queue.clear(plan, doc("saved", 30)); // the plan was saved before the writer ran
        runAll();
        assertFalse(Files.exists(session.workFile()), "the pending change does not bring back saved work");
        assertTrue(store.openElsewhere(plan, null), "the window's lock names the plan saved");

        queue.save(doc("saved", 45));
        runAll();
        assertEquals(List.of("rental.durationDays"), noted(), "counted from the saved plan: the title did not change");
    }

    @Test
    void theSameStateTwiceIsNotWrittenAgain() throws Exception {
        queue.save(doc("a", 30));
        runAll();
        queue.save(doc("a", 60));
        runAll();
        queue.save(doc("a", 60)); // a change that changes nothing in the file (a derived value moved)
        runAll();
        assertEquals(List.of("rental.durationDays", "title"), noted(), "the note of the last real change stays");
    }

    @Test
    void closingDropsWhatIsPendingAndWritesNothingAfter() throws Exception {
        queue.save(doc("a", 30));
        queue.close();
        runAll();
        assertFalse(Files.exists(session.workFile()), "nothing is written after the window closed");
    }
}
