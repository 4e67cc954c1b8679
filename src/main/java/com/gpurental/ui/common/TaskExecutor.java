package com.gpurental.ui.common;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs work in the background and delivers the result on the UI thread. Tests use
 * {@link #sameThread()}; the app uses a JavaFX-backed executor.
 */
public interface TaskExecutor {

    <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

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
