package com.gpurental.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Runs work in the background and delivers the result on the UI thread. Tests use
 * {@link #sameThread()}; the app uses a JavaFX-backed executor.
 */
public interface TaskExecutor {

    <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

    /**
     * Where small, urgent writes run one after another (the autosave): a thread of their own in the app, never behind
     * the tasks of {@link #run} (a PDF or paper export). Here: the caller's thread.
     */
    default Executor writer() {
        return Runnable::run;
    }

    /** Runs {@code action} on the UI thread (what a {@link #writer()} task has to tell the user). Here: at once. */
    default void onUiThread(Runnable action) {
        action.run();
    }

    static TaskExecutor sameThread() {
        return new TaskExecutor() {
            @Override
            public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
                T result;
                try {
                    result = work.call();
                } catch (Exception | Error e) {
                    onFailure.accept(e);
                    return;
                }
                onSuccess.accept(result);
            }
        };
    }
}
