package com.gpurental.ui.app;

import atlantafx.base.theme.PrimerLight;
import com.gpurental.launch.AppDirs;
import com.gpurental.launch.StartupMarks;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.support.SupportLog;
import com.gpurental.ui.common.TaskExecutor;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.logging.Level;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * What the app does to show its first page sooner, in one place and in the order it happens (each step measured
 * with {@code scripts/startup-probe.sh}; the README's "Measured speed" has the figures):
 * <ol>
 * <li>before the JavaFX toolkit starts, {@link Warmup} reads the catalog on a thread of its own ({@link #beforeToolkit});</li>
 * <li>in {@code App.init}, the theme is set before any control class loads, the CJK font is read on
 * {@code font-loader} and the first window's views are built on {@code window-builder} while the JavaFX thread opens
 * the window ({@link #early});</li>
 * <li>after the first frame, the support log opens and the window's icons are read ({@link #afterFirstFrame}), and
 * the PDF font is read a while later ({@link #PDF_FONT_PRELOAD_DELAY});</li>
 * <li>with {@code --startup-probe}, the time to the first frame is printed and the app exits ({@link #probe}).</li>
 * </ol>
 */
final class StartupTuning {

    /**
     * How long after the first frame the PDF font is read, so that the first export is as quick as the next: late
     * enough that the 5 MB read does not share the CPU with the first page's layout and the user's first clicks (on a
     * two-core machine). A deliberate delay, kept by a scheduled task on a thread of its own
     * ({@value #PDF_FONT_PRELOAD_THREAD}), so the background executor stays free for what the user starts meanwhile.
     */
    static final Duration PDF_FONT_PRELOAD_DELAY = Duration.ofSeconds(3);

    static final String PDF_FONT_PRELOAD_THREAD = "pdf-font-preload";

    /** When this class was loaded: the start time when the process's own is not known. */
    private static final long LOADED_AT = System.currentTimeMillis();

    private StartupTuning() {
    }

    /** Before the toolkit: the warm-up's thread starts (idempotent). */
    static void beforeToolkit() {
        Warmup.begin();
        StartupMarks.mark("launch");
    }

    /** What {@link #early} starts: the font being read and the views being built. */
    record Early<T>(CompletableFuture<Void> font, Prebuilt<T> views) {

        /** The views, once the font is there too (before their first CSS pass, so that their styles find the font). */
        T take() {
            T built = views.take();
            font.join();
            return built;
        }
    }

    /**
     * In {@code App.init}, off the JavaFX thread: the theme, the font and the first window's views. The theme is set
     * before any control class is loaded (a control class loaded first installs Modena); off the JavaFX thread this
     * sets it at once and queues its loading on the JavaFX thread, where it runs while the views are built. Given the
     * .css, JavaFX reads the theme's binary form (primer-light.bss beside it), which AtlantaFX 2.0.1's does on
     * JavaFX 21 (checked with Stylesheet.loadBinary: all 1,013 rules).
     */
    static <T> Early<T> early(Supplier<T> views) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        CompletableFuture<Void> font = Fonts.installInBackground();
        return new Early<>(font, Prebuilt.start("window-builder", views));
    }

    /**
     * After the first frame, off the way to it: the support log opens (what is logged before is kept and written into
     * it then: SupportLog), the window's icons are read, and the PDF font read is scheduled.
     */
    static void afterFirstFrame(Scene scene, Stage stage, TaskExecutor executor) {
        onFirstPulse(scene, () -> {
            executor.run(() -> {
                SupportLog.install(AppDirs.logDir());
                return null;
            }, ok -> { }, err -> { });
            stage.getIcons().setAll(AppIcons.images());
            later(PDF_FONT_PRELOAD_THREAD, PDF_FONT_PRELOAD_DELAY, StartupTuning::preloadPdfFont);
        });
    }

    /**
     * Runs {@code work} once, {@code delay} from now, on a daemon thread named {@code threadName} that ends after it.
     */
    static ScheduledFuture<?> later(String threadName, Duration delay, Runnable work) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        ScheduledFuture<?> scheduled = timer.schedule(work, delay.toMillis(), TimeUnit.MILLISECONDS);
        timer.shutdown(); // the task scheduled still runs (the executor's default), then the thread ends
        return scheduled;
    }

    private static void preloadPdfFont() {
        try {
            PdfReport.preload();
        } catch (IOException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "PDF font preload failed", e);
        }
    }

    /**
     * {@code --startup-probe}: after the first frame, prints the milliseconds from the process's start (the native
     * launcher's, for the installed app) and the wall-clock time, then exits.
     */
    static void probe(Scene scene) {
        onFirstPulse(scene, () -> {
            StartupMarks.mark("first-pulse");
            StartupMarks.threadTimes();
            Platform.runLater(() -> {
                long now = System.currentTimeMillis();
                System.out.println("startup-ms " + (now - processStart()));
                // the wall-clock time, for scripts/startup-probe.sh: the process start time Java reports on
                // Linux is rounded (the boot time is in whole seconds), so the script times from its own clock
                System.out.println("startup-at " + now);
                Platform.exit();
            });
        });
    }

    /** Runs {@code work} once, after the next layout pass of {@code scene}. */
    private static void onFirstPulse(Scene scene, Runnable work) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                work.run();
            }
        });
    }

    /** When this process started (the jpackage launcher runs the JVM in its own process), else the JVM's start. */
    private static long processStart() {
        return ProcessHandle.current().info().startInstant().map(Instant::toEpochMilli).orElse(LOADED_AT);
    }
}
