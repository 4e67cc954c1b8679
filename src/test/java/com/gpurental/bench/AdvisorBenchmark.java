package com.gpurental.bench;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.TimeUnit;
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
 * One full {@link Advisor#advise} (resolve, size every GPU, price every offer, rank, rental-mode advice, budget
 * check with its re-run suggestions) for examples/chat-70b.json — the docs/domain.md 70B check with a ¥8,000 budget, so
 * the over-budget suggestions re-run the engine — against the bundled catalog and a generated 10,000-offer catalog.
 * Goals: under 1 ms and under 50 ms median on the project's 2-core machine.
 *
 * <p>Run: {@code mvn -o -q test-compile exec:exec} (the pom's exec configuration runs {@code org.openjdk.jmh.Main
 * com.gpurental.bench}); the annotations keep the default run short. Sample-time mode reports the median (p0.50).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class AdvisorBenchmark {

    private static final LocalDate PRICE_DATE = LocalDate.of(2026, 11, 1);

    private Plan plan;
    private Advisor bundled;
    private Advisor tenThousandOffers;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Path file = Path.of("examples/chat-70b.json");
        plan = Files.exists(file) ? PlanJson.read(file) : PlanJson.parse("chat-70b.json",
                CHAT_70B.getBytes(StandardCharsets.UTF_8));
        bundled = new Advisor(CatalogLoader.bundled(), PRICE_DATE);
        tenThousandOffers = new Advisor(GeneratedCatalog.withOffers(10_000), PRICE_DATE);
        // Fail fast rather than measure an error path.
        if (bundled.advise(plan).budget().suggestions().isEmpty() || tenThousandOffers.advise(plan).candidates().isEmpty()) {
            throw new IllegalStateException("the benchmark plan no longer exercises the whole engine");
        }
    }

    @Benchmark
    public Advice adviseBundledCatalog() throws InputException {
        return bundled.advise(plan);
    }

    @Benchmark
    public Advice adviseTenThousandOffers() throws InputException {
        return tenThousandOffers.advise(plan);
    }

    /** The same plan as examples/chat-70b.json, for runs from another working directory. */
    private static final String CHAT_70B = """
            {"format":"gpu-rental-plan","version":1,"scenario":"inference","preset":"llm-inference",
             "model":{"parameters":"70B"},"precision":"fp16",
             "inference":{"contextTokens":4096,"concurrentUsers":1,"tokensPerSecondPerUser":20},
             "rental":{"mode":"auto","durationDays":30,"hoursPerDay":24},"budget":{"monthlyCny":8000}}""";
}
