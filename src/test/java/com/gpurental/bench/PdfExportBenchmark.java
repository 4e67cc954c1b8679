package com.gpurental.bench;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Goals: a typical plan exports in under 1 s and under 500 KB. The typical plan is the
 * docs/domain.md §3 70B chat plan (examples/chat-70b.json), the default comparison of three GPUs and
 * an empty checklist.
 *
 * <p>Run the simple timing (a fresh JVM: the first export includes loading the 5 MB font):
 * {@code mvn -o -q test-compile && java -cp "target/classes:target/test-classes:$(mvn -o -q
 * dependency:build-classpath -Dmdep.outputFile=/dev/stdout)" com.gpurental.bench.PdfExportBenchmark}
 * — or the JMH run: {@code mvn -o test-compile exec:exec} (all benchmarks in this package).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 20)
@Fork(2)
public class PdfExportBenchmark {

    @Param({"zh", "en"})
    public String lang;

    private RenderInput input;
    private Messages messages;
    private Path dir;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        input = typical();
        messages = Messages.forLocale(Messages.parseLanguage(lang));
        dir = Files.createTempDirectory("pdf-bench");
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    @Benchmark
    public long export() throws Exception {
        Path out = dir.resolve("report.pdf");
        PdfReport.write(input, messages, out);
        return Files.size(out);
    }

    static RenderInput typical() throws Exception {
        Catalog catalog = CatalogLoader.bundled();
        LocalDate date = LocalDate.of(2026, 11, 1);
        Advice advice = new Advisor(catalog, date).advise(PlanJson.read(Path.of("examples/chat-70b.json")));
        return RenderInput.of(advice, catalog, date);
    }

    /**
     * A plain timed run: the first (cold) export of a fresh JVM, then the median of 20 warm ones,
     * with the size. Besides wall time it prints the exporting thread's CPU time, which a busy
     * machine does not inflate (it leaves out the JIT and GC threads).
     */
    public static void main(String[] args) throws Exception {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        Path dir = Files.createTempDirectory("pdf-bench");
        RenderInput input = typical();
        for (String lang : new String[] {"zh", "en"}) {
            Messages m = Messages.forLocale(Messages.parseLanguage(lang));
            Path out = dir.resolve("report-" + lang + ".pdf");
            long t0 = System.nanoTime();
            long c0 = cpu.getCurrentThreadCpuTime();
            PdfReport.write(input, m, out);
            long cold = System.nanoTime() - t0;
            long coldCpu = cpu.getCurrentThreadCpuTime() - c0;
            long[] warm = new long[20];
            long[] warmCpu = new long[20];
            for (int i = 0; i < warm.length; i++) {
                long t = System.nanoTime();
                long c = cpu.getCurrentThreadCpuTime();
                PdfReport.write(input, m, out);
                warm[i] = System.nanoTime() - t;
                warmCpu[i] = cpu.getCurrentThreadCpuTime() - c;
            }
            Arrays.sort(warm);
            Arrays.sort(warmCpu);
            System.out.printf("%s: first export %d ms (thread CPU %d ms); warm median %d ms (thread CPU %d ms, min %d, max %d);"
                            + " size %,d bytes%n", lang, cold / 1_000_000, coldCpu / 1_000_000, warm[warm.length / 2] / 1_000_000,
                    warmCpu[warm.length / 2] / 1_000_000, warm[0] / 1_000_000, warm[warm.length - 1] / 1_000_000,
                    Files.size(out));
            Files.delete(out);
        }
        Files.delete(dir);
    }
}
