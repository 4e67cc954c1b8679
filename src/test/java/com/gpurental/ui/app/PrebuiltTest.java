package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.support.SupportLog;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

/** Work made ahead on a thread of its own (how the app builds its first views while the window opens). */
class PrebuiltTest {

    @Test
    void theWorkRunsOnceOnItsOwnThreadAndTheTakerGetsItsResult() {
        List<String> threads = new ArrayList<>();
        Prebuilt<String> p = Prebuilt.start("window-builder", () -> {
            synchronized (threads) {
                threads.add(Thread.currentThread().getName());
            }
            return "views";
        });
        assertEquals("views", p.take());
        assertEquals("views", p.take(), "taken twice, made once");
        assertEquals(List.of("window-builder"), threads);
    }

    @Test
    void whenTheWorkFailsOnItsThreadItIsDoneAgainOnTheTakingThreadAndTheFailureIsLogged() {
        AtomicInteger calls = new AtomicInteger();
        List<String> ranOn = new ArrayList<>();
        List<LogRecord> logged = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        SupportLog.LOG.addHandler(handler);
        try {
            Prebuilt<String> p = Prebuilt.start("window-builder", () -> {
                synchronized (ranOn) {
                    ranOn.add(Thread.currentThread().getName());
                }
                if (calls.incrementAndGet() == 1) {
                    throw new IllegalStateException("Not on FX application thread");
                }
                return "views";
            });
            assertEquals("views", p.take());
        } finally {
            SupportLog.LOG.removeHandler(handler);
        }
        assertEquals(List.of("window-builder", Thread.currentThread().getName()), ranOn);
        assertEquals(1, logged.size());
        assertTrue(logged.get(0).getMessage().contains("making it again"), logged.get(0).getMessage());
        assertEquals("Not on FX application thread", logged.get(0).getThrown().getMessage());
    }
}
