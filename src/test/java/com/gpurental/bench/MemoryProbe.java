package com.gpurental.bench;

import atlantafx.base.theme.PrimerLight;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.app.Fonts;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.FxTaskExecutor;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.model.Settings;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The memory probe (run by {@code scripts/memory-probe.sh} in a virtual display): the app's window,
 * built as {@link com.gpurental.ui.app.App} builds it, goes through 300 scripted interactions — page changes, typing
 * into fields, and a language switch on the Results page every 15th — and the process's resident memory (RSS,
 * from /proc/self/status) and the heap retained after a full collection are printed after 30, after every 300th and
 * after the last ({@code -Dprobe.interactions}, 300 by default; with {@code -Dprobe.histogram=true} also the live-object
 * histogram at each of those but the first, for finding what is retained).
 * Each interaction waits for two rendered frames, so views and effects are really drawn.
 */
public final class MemoryProbe extends Application {

    static final int FIRST = 30;
    static final int EVERY = 300;
    static final int TOTAL = Integer.getInteger("probe.interactions", 300);

    /** The entry point (a class that is not an {@code Application}, so JavaFX may come from the class path). */
    public static final class Main {
        private Main() {
        }

        public static void main(String[] args) {
            Application.launch(MemoryProbe.class, args);
        }
    }

    private Wizard wizard;
    private Stage stage;

    @Override
    public void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Fonts.install();
        Catalog catalog = CatalogLoader.bundled();
        AppContext context = new AppContext(catalog, new Advisor(catalog, LocalDate.now()), Settings.inMemory(Messages.ZH),
                new RecordingDialogs(), new FxTaskExecutor(), Messages.ZH);
        wizard = new Wizard(context, null, null);
        Scene scene = new Scene(wizard.buildRoot(), 1280, 800);
        Styles.install(scene);
        context.messagesProperty().addListener((o, was, now) -> scene.setRoot(wizard.buildRoot()));
        stage.setScene(scene);
        stage.show();
        Thread driver = new Thread(this::drive, "memory-probe");
        driver.setDaemon(true);
        driver.start();
    }

    private void drive() {
        try {
            onFx(() -> {
                WorkloadModel m = wizard.context().model();
                m.applyPreset("llm-inference");
                m.parameters.set("70B");
                m.budget.set("8000");
            });
            Step[] steps = Step.values();
            String[] typed = {"1", "12", "120", "8", "80", "800", "16", "160", "2", "24"};
            for (int i = 1; i <= TOTAL; i++) {
                int n = i;
                onFx(() -> interact(n, steps, typed));
                if (i == FIRST || i % EVERY == 0 || i == TOTAL) {
                    report(i);
                    if (i != FIRST && Boolean.getBoolean("probe.histogram")) {
                        histogram(i);
                    }
                }
            }
        } catch (Exception e) {
            e.printStackTrace();
        } finally {
            Platform.runLater(() -> {
                stage.close();
                Platform.exit();
            });
        }
    }

    /** One interaction: every 15th a language switch on Results; otherwise a page change or a value typed. */
    private void interact(int n, Step[] steps, String[] typed) {
        WorkloadModel m = wizard.context().model();
        String only = System.getProperty("probe.only", "");
        if (!only.isEmpty()) {
            // For finding a leak: one kind of interaction only (-Dprobe.only=pages|typing|language).
            n = switch (only) {
                case "language" -> 15;
                case "pages" -> 2 * n % 15 == 0 ? 2 : 2 * n;
                default -> (2 * n + 1) % 15 == 0 ? 2 * n + 3 : 2 * n + 1;
            };
        }
        if (n % 15 == 0) {
            wizard.shell().goTo(Step.RESULTS);
            wizard.shell().switchLanguage(wizard.shell().language().equals(Messages.ZH) ? Messages.EN : Messages.ZH);
        } else if (n % 2 == 0) {
            wizard.shell().goTo(steps[(n / 2) % steps.length]);
        } else {
            switch ((n / 2) % 4) {
                case 0 -> m.concurrentUsers.set(typed[n % typed.length]);
                case 1 -> m.contextTokens.set(String.valueOf(1024 * (1 + n % 8)));
                case 2 -> m.budget.set(String.valueOf(4000 + 100 * (n % 50)));
                default -> m.hoursPerDay.set(String.valueOf(1 + n % 24));
            }
        }
    }

    /** Runs on the FX thread, then waits for two pulses so that the change is laid out and drawn. */
    private static void onFx(Runnable r) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            r.run();
            done.countDown();
        });
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the FX thread did not answer");
        }
        for (int pulse = 0; pulse < 2; pulse++) {
            CountDownLatch drawn = new CountDownLatch(1);
            Platform.runLater(() -> Platform.requestNextPulse());
            Thread.sleep(20);
            Platform.runLater(drawn::countDown);
            drawn.await(60, TimeUnit.SECONDS);
        }
    }

    /** What is retained: the live-object histogram, largest first, into target/memory-probe-histo-N.txt. */
    private static void histogram(int after) throws Exception {
        Path out = Path.of("target", "memory-probe-histo-" + after + ".txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                String.valueOf(ProcessHandle.current().pid()), "GC.class_histogram").redirectOutput(out.toFile())
                .redirectErrorStream(true).start();
        p.waitFor(120, TimeUnit.SECONDS);
        System.out.println("histogram after " + after + " interactions: " + out);
    }

    private static void report(int after) throws Exception {
        System.gc();
        Thread.sleep(500);
        System.gc();
        Thread.sleep(500);
        Runtime rt = Runtime.getRuntime();
        long heapMb = (rt.totalMemory() - rt.freeMemory()) / (1024 * 1024);
        System.out.printf("after %d interactions: RSS %d MB, heap after full GC %d MB (committed %d MB)%n", after, rssMb(),
                heapMb, rt.totalMemory() / (1024 * 1024));
    }

    static long rssMb() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
            }
        }
        return -1;
    }
}
