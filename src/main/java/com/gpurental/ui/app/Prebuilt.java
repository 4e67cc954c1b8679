package com.gpurental.ui.app;

import com.gpurental.support.SupportLog;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import java.util.logging.Level;

/**
 * Something made on a thread of its own ahead of the thread that needs it, which takes it when it needs it; if making
 * it failed there, it is made again on the taking thread (and the failure logged), so a failure costs time, never the
 * result. {@link App} makes the first window's views this way while the JavaFX thread opens the window.
 */
public final class Prebuilt<T> {

    private final CompletableFuture<T> result = new CompletableFuture<>();
    private final Supplier<T> work;

    private Prebuilt(Supplier<T> work) {
        this.work = work;
    }

    /** Starts {@code work} on a new daemon thread named {@code threadName}. */
    public static <T> Prebuilt<T> start(String threadName, Supplier<T> work) {
        Prebuilt<T> p = new Prebuilt<>(work);
        Thread thread = new Thread(() -> {
            try {
                p.result.complete(work.get());
            } catch (RuntimeException | Error e) {
                p.result.completeExceptionally(e);
            }
        }, threadName);
        thread.setDaemon(true);
        thread.start();
        return p;
    }

    /**
     * The result, waiting for it if need be (everything the work did happens-before this returns); if the work
     * failed, the same work again on this thread.
     */
    public T take() {
        try {
            return result.join();
        } catch (CompletionException | CancellationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            SupportLog.LOG.log(Level.WARNING,
                    "made ahead on its own thread, this failed there; making it again on " + Thread.currentThread().getName(),
                    cause);
            return work.get();
        }
    }
}
