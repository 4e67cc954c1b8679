package com.gpurental.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.concurrent.Task;

/**
 * The app's background executor: one daemon worker thread; results come back on the FX thread. The autosave writes on
 * a second thread of its own ({@link #writer()}).
 */
public final class FxTaskExecutor implements TaskExecutor {

    private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "background-task");
        t.setDaemon(true);
        return t;
    });

    /** The autosave's own thread: its writes never wait behind an export on {@link #pool}. */
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "autosave-writer");
        t.setDaemon(true);
        return t;
    });

    @Override
    public Executor writer() {
        return writer;
    }

    @Override
    public void onUiThread(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }

    @Override
    public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        Task<T> task = new Task<>() {
            @Override
            protected T call() throws Exception {
                return work.call();
            }
        };
        task.setOnSucceeded(e -> onSuccess.accept(task.getValue()));
        task.setOnFailed(e -> onFailure.accept(task.getException()));
        pool.submit(task);
    }

    public void shutdown() {
        pool.shutdownNow();
        writer.shutdown(); // a write under way finishes; the windows closed their queues before
        Platform.runLater(() -> { });
    }
}
