package com.gpurental.bench;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.GpuFit;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.budget.BudgetPageViewModel;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.TaskExecutor;
import com.gpurental.ui.memory.MemoryPageViewModel;
import com.gpurental.ui.model.Settings;
import com.gpurental.ui.model.WorkloadModel;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The wizard's recompute after one input change (goal: well within one 16 ms frame): the
 * user types into "concurrent users", the shared {@link WorkloadModel} takes a snapshot, re-runs the
 * engine on the bundled catalog and publishes the advice, which the pages read. Each call
 * alternates the text between "1" and "2" so that every call is a real change.
 *
 * <ul>
 *   <li>{@code plainModel}: the 70B chat plan of docs/domain.md §3 (FP16, 4,096 tokens, 30 days, hourly), no budget.</li>
 *   <li>{@code overBudget}: the same with a ¥5,000 monthly budget, so every recompute also re-runs the
 *       engine for the over-budget suggestions (the most work one keystroke can cause).</li>
 *   <li>{@code withWizardViewModels}: over budget, with the shell and all page view models attached to
 *       the model (their bindings are invalidated on each change), and the budget page's status text,
 *       the memory page's GPU table rows and the shell's summary read back as a page would.</li>
 * </ul>
 * No JavaFX toolkit is started: properties and bindings work without it; what this leaves out is the
 * views' own layout and rendering.
 *
 * <p>Run only this class: {@code mvn -o -q test-compile exec:exec -Dbench=UiRecompute} (the pom's
 * {@code bench} property is the JMH include regex). Sample-time mode reports the median (p0.50) and the
 * tail (p0.99) in microseconds.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class UiRecomputeBenchmark {

    private static final LocalDate PRICE_DATE = LocalDate.of(2026, 11, 29);

    private WorkloadModel plain;
    private WorkloadModel overBudget;
    private WorkloadModel withViews;
    private Wizard wizard;
    private StringBinding budgetStatus;
    private ObjectBinding<List<GpuFit>> memoryRows;
    private StringBinding summary;
    private boolean flip;

    private static AppContext context(Catalog catalog) {
        return new AppContext(catalog, new Advisor(catalog, PRICE_DATE), Settings.inMemory(Messages.EN), null,
                TaskExecutor.sameThread(), Messages.EN);
    }

    private static void seventyB(WorkloadModel m, String budget) {
        m.runBatch(() -> {
            m.applyPreset("llm-inference");
            m.parameters.set("70B");
            m.precision.set(Precision.FP16);
            m.contextTokens.set("4096");
            m.concurrentUsers.set("1");
            m.durationDays.set("30");
            m.rentalMode.set(Plan.RentalChoice.HOURLY);
            m.budget.set(budget);
        });
    }

    @Setup(Level.Trial)
    public void setUp() {
        Catalog catalog = CatalogLoader.bundled();
        plain = context(catalog).model();
        seventyB(plain, "");
        overBudget = context(catalog).model();
        seventyB(overBudget, "5000");
        AppContext shared = context(catalog);
        withViews = shared.model();
        wizard = new Wizard(shared);
        // The bindings a page holds, made once as the views do.
        budgetStatus = new BudgetPageViewModel(shared).statusText();
        memoryRows = new MemoryPageViewModel(shared).fitsProperty();
        summary = wizard.shell().summary();
        seventyB(withViews, "5000");
        // Fail fast rather than measure an error path or a plan that skips the suggestions.
        if (!plain.errors().isEmpty() || plain.advice().leading().isEmpty()
                || overBudget.advice().budget().suggestions().isEmpty()
                || withViews.advice().budget().suggestions().isEmpty()) {
            throw new IllegalStateException("the benchmark plans no longer exercise the engine");
        }
    }

    private String nextUsers() {
        flip = !flip;
        return flip ? "2" : "1";
    }

    @Benchmark
    public Advice plainModel() {
        plain.concurrentUsers.set(nextUsers());
        return plain.advice();
    }

    @Benchmark
    public Advice overBudget() {
        overBudget.concurrentUsers.set(nextUsers());
        return overBudget.advice();
    }

    @Benchmark
    public Object withWizardViewModels() {
        withViews.concurrentUsers.set(nextUsers());
        Advice a = withViews.advice();
        return new Object[] {a, budgetStatus.get(), memoryRows.get(), summary.get()};
    }
}
