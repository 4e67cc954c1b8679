package com.gpurental.bench;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.compare.Comparison;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import com.gpurental.ui.results.ComparisonCharts;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.GridPane;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Recompute and redraw the comparison after a change — re-run the engine, rebuild the
 * comparison records, give the six charts their new figures (the results page keeps its charts
 * and updates them), apply CSS and lay them out in a 1240-wide scene ({@code redrawLayout}), and additionally render them to an
 * image ({@code redrawRendered}, the
 * software pipeline, so an upper bound). Goal: under 50 ms. Runs on a headless Monocle toolkit.
 *
 * <p>Run: {@code mvn -o -q test-compile exec:exec -Dexec.args="..."} is not needed — the pom runs
 * every benchmark in com.gpurental.bench; to run only this one:
 * {@code mvn -o -q test-compile exec:exec -Djmh.include=ChartRedraw} (see README).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
    "-Dprism.text=t2k", "-Djava.awt.headless=true"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ChartRedrawBenchmark {

    private Advisor advisor;
    private Catalog catalog;
    private Plan plan;
    private Messages messages;
    private Scene scene;
    private GridPane grid;
    private int users;
    private ComparisonCharts charts;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.get(30, TimeUnit.SECONDS);
        catalog = CatalogLoader.bundled();
        advisor = new Advisor(catalog, LocalDate.of(2026, 11, 1));
        plan = PlanJson.read(Path.of("examples/chat-70b.json"));
        messages = Messages.forLocale(Messages.ZH);
        onFx(() -> {
            Platform.setImplicitExit(false);
            grid = new GridPane();
            charts = new ComparisonCharts(grid);
            scene = new Scene(grid, 1240, 1000);
            scene.getStylesheets().add(ChartRedrawBenchmark.class.getResource("/styles/app.css").toExternalForm());
            return null;
        });
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        Platform.exit();
    }

    /** A change of input (concurrent users) → engine → comparison records → charts, CSS and layout. */
    @Benchmark
    public Object redrawLayout() throws Exception {
        return onFx(() -> redraw(false));
    }

    /** As above, and rendered to pixels. */
    @Benchmark
    public Object redrawRendered() throws Exception {
        return onFx(() -> redraw(true));
    }

    private Object redraw(boolean render) throws Exception {
        users = users % 8 + 1;
        Plan changed = plan.withInference(new Plan.Inference(4096, users, 20.0));
        Advice advice = advisor.advise(changed);
        Comparison c = ComparisonBuilder.build(advice, catalog, List.of("h20", "ascend-910b", "rtx-4090", "rtx-5090"), null);
        // The results page's own chart grid: built once, then given new figures.
        charts.show(c, messages);
        grid.applyCss();
        grid.layout();
        if (render) {
            return grid.snapshot(null, new WritableImage(1240, 1000));
        }
        return grid;
    }

    private static <T> T onFx(Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable t) {
                result.completeExceptionally(t);
            }
        });
        return result.get(60, TimeUnit.SECONDS);
    }
}
