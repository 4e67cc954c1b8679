package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The deliberate delays of the start-up: the PDF font is read a while after the first frame by a scheduled task on
 * a thread of its own, never by a sleep on the app's one background worker (which held back for three seconds any
 * export, save or open the user started meanwhile).
 */
class StartupTuningTest {

    @Test
    void thePdfFontIsReadThreeSecondsAfterTheFirstFrameOnItsOwnThread() {
        assertEquals(Duration.ofSeconds(3), StartupTuning.PDF_FONT_PRELOAD_DELAY);
        assertEquals("pdf-font-preload", StartupTuning.PDF_FONT_PRELOAD_THREAD);
    }

    @Test
    void aLaterTaskRunsOnceOnADaemonThreadOfItsNameWhichThenEnds() throws Exception {
        List<Thread> ranOn = new ArrayList<>();
        ScheduledFuture<?> done = StartupTuning.later("pdf-font-preload", Duration.ZERO, () -> {
            synchronized (ranOn) {
                ranOn.add(Thread.currentThread());
            }
        });
        done.get(30, TimeUnit.SECONDS);
        assertEquals(1, ranOn.size());
        Thread thread = ranOn.get(0);
        assertEquals("pdf-font-preload", thread.getName());
        assertTrue(thread.isDaemon(), "does not keep the app from exiting");
        thread.join(TimeUnit.SECONDS.toMillis(30)); // the timer was shut down when the task was scheduled
        assertTrue(!thread.isAlive(), "the thread ends after its one task");
    }
}
