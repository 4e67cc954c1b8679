package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advisor;
import com.gpurental.plan.PlanDocument;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.TaskExecutor;
import com.gpurental.ui.model.Settings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The autosave used to share the one background thread with PDF and paper exports and to write once per change: while
 * an export ran, the typing of the last seconds was only in memory, and a kill lost it. Now it has a writer of its own
 * that keeps only the latest state. Both threads are driven by hand here: nothing is timed.
 */
class AutosaveNotBehindExportsTest {

    @TempDir
    Path dir;

    /** The app's two threads, by hand: the background tasks (exports) and the autosave's writer. */
    static final class ByHand implements TaskExecutor {
        final List<Runnable> background = new ArrayList<>();
        final List<Runnable> writes = new ArrayList<>();

        @Override
        public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
            background.add(() -> {
                try {
                    onSuccess.accept(work.call());
                } catch (Exception e) {
                    onFailure.accept(e);
                }
            });
        }

        @Override
        public Executor writer() {
            return writes::add;
        }
    }

    @Test
    void theLatestTypingIsWrittenWhileAnExportIsStillRunningOnce() throws Exception {
        ByHand threads = new ByHand();
        AppContext context = new AppContext(UiFixture.CATALOG, new Advisor(UiFixture.CATALOG, UiFixture.PRICE_DATE),
                Settings.inMemory(Messages.ZH), new RecordingDialogs(), threads, Messages.ZH);
        DocumentViewModel document = new DocumentViewModel(context, dir.resolve("appdata"), null);
        threads.run(() -> "a PDF being written", ok -> { }, err -> { }); // an export takes the background thread

        context.model().title.set("7");
        context.model().title.set("70");
        context.model().title.set("70B chat");
        assertEquals(1, threads.writes.size(), "three changes, one write waiting");
        threads.writes.remove(0).run(); // the writer runs; the export has not finished

        assertEquals("70B chat", PlanDocument.read(document.autosaveFile()).plan().title());
        assertEquals(1, threads.background.size(), "the export is still waiting: the autosave did not go behind it");
        assertTrue(threads.writes.isEmpty());
        document.discardAutosave();
    }
}
