package com.gpurental;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Starts the desktop app in a second JVM set up for a quick first window, when it can.
 *
 * <p>Why: started with a plain {@code java -jar}, the first page took about 2.0 s on a two-core
 * machine. About 0.6 s of that is loading and verifying some 2,000 classes, about 0.4 s is the
 * optimising (C2) compiler's threads taking the cores from the start-up work. A jar cannot carry JVM
 * options, so this launcher starts {@code java} once more with
 * <ul>
 * <li>{@code -XX:SharedArchiveFile=gpu-rental-advisor.jsa}: a class-data-sharing archive of the
 * start-up classes, already parsed and verified, made by {@code mvn package} next to the jar
 * (from {@code src/main/cds/startup.classlist});</li>
 * <li>{@code -XX:TieredStopAtLevel=1}: the quick (C1) compiler only; the engine and the PDF export
 * measured as fast or faster with it (a first PDF export 0.45 s instead of 0.78 s);</li>
 * <li>{@code -XX:+UseSerialGC}: a desktop app's small heap needs no parallel collector threads.</li>
 * </ul>
 * and waits for it, passing on its exit code. Measured with {@code --startup-probe} (README, "Measured
 * speed"): median 1.6–1.9 s in one JVM, 0.9–1.3 s relaunched. The price is a second, idle JVM (the
 * launcher, about 45 MB) while the app runs.
 *
 * <p>Not relaunched, the app then runs in this JVM as before: when the user gave JVM options other
 * than {@code -D…}, {@code -Xmx}, {@code -Xms}, {@code -Xss} (a debugger, an agent, their own tuning
 * must not be silently dropped or doubled); when not running from a jar (IDE, {@code mvn javafx:run},
 * tests) or with more on the class path than the jar; inside the relaunched JVM; with
 * {@code -Dgpu.advisor.relaunch=false}; or when the child JVM cannot be started.
 *
 * <p>Which archive, if any, and making one for a moved jar or another JDK: {@link StartupArchive}.
 */
public final class FastLaunch {

    /** Set in the relaunched JVM. */
    static final String CHILD = "gpu.advisor.child";
    /** The launching JVM's start time (ms since the epoch), for the start-up probe. */
    static final String LAUNCHED_AT = com.gpurental.launch.LaunchTime.PROPERTY;
    /** {@code false}: never relaunch. */
    static final String RELAUNCH = "gpu.advisor.relaunch";
    /** The archive the relaunched JVM was given (a per-user one is removed by it if it could not use it). */
    static final String ARCHIVE = "gpu.advisor.archive";
    /**
     * Environment variables whose JVM options are among this JVM's options and so already on the
     * relaunch command; inherited as well, they would be applied (and announced) twice.
     */
    static final List<String> OPTION_VARIABLES = List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS");

    static final List<String> TUNING = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private static final Pattern FORWARDABLE = Pattern.compile("-D.+|-Xm[sx]\\d+[kKmMgG]?|-Xss\\d+[kKmMgG]?");

    private FastLaunch() {
    }

    /**
     * Runs the app in a relaunched JVM and returns its exit code, or empty when the app should run in
     * this JVM.
     */
    static OptionalInt run(String[] args) {
        if (Boolean.getBoolean(CHILD) || "false".equalsIgnoreCase(System.getProperty(RELAUNCH))) {
            return OptionalInt.empty();
        }
        Path jar = runningJar();
        if (jar == null) {
            return OptionalInt.empty();
        }
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        Path java = javaExecutable();
        StartupArchive.Plan archive = StartupArchive.plan(jar, StartupArchive.Built.read(),
                System.getProperty("java.vm.version", ""), System.getProperty("java.vm.vendor", ""),
                StartupArchive.cacheDir());
        Optional<List<String>> command = command(java, jar, runtime.getInputArguments(), args, runtime.getStartTime(),
                archive.use());
        if (command.isEmpty()) {
            return OptionalInt.empty();
        }
        Process child;
        try {
            ProcessBuilder builder = new ProcessBuilder(command.get()).inheritIO();
            builder.environment().keySet().removeAll(OPTION_VARIABLES);
            child = builder.start();
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
        Maker maker = archive.make() == null ? null : new Maker(java, jar, archive.make(), child);
        // If this launcher is stopped (kill, logout), the app and an archive being made go with it.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            child.destroy();
            if (maker != null) {
                maker.stop();
            }
        }, "stop-app"));
        try {
            int code = child.waitFor();
            if (maker != null) {
                maker.finish();
            }
            return OptionalInt.of(code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            child.destroy();
            return OptionalInt.of(1);
        }
    }

    /** Makes the missing archive 20 s into the session, while this launcher only waits anyway. */
    private static final class Maker {
        private final Thread thread;
        private final java.util.concurrent.atomic.AtomicBoolean making = new java.util.concurrent.atomic.AtomicBoolean();
        private final List<Process> processes = new java.util.concurrent.CopyOnWriteArrayList<>();

        Maker(Path java, Path jar, Path archive, Process app) {
            thread = new Thread(() -> {
                try {
                    Thread.sleep(TimeUnit.SECONDS.toMillis(20));
                } catch (InterruptedException e) {
                    return;
                }
                if (app.isAlive() && making.compareAndSet(false, true)) {
                    StartupArchive.make(java, jar, archive, Duration.ofMinutes(2), processes::add);
                }
            }, "startup-archive");
            thread.setDaemon(true);
            thread.start();
        }

        /** The app has ended: a wait is cancelled, an archive being made is finished (within 90 s). */
        void finish() throws InterruptedException {
            if (making.compareAndSet(false, true)) {
                thread.interrupt();
            }
            thread.join(TimeUnit.SECONDS.toMillis(90));
        }

        /** The launcher is being stopped: so is the dump (its half-written file is removed next time). */
        void stop() {
            processes.forEach(Process::destroy);
        }
    }

    /**
     * The command that relaunches the app, or empty when it must not be relaunched.
     *
     * @param java      the java executable (null: unknown)
     * @param jar       the application jar
     * @param jvmArgs   the options this JVM was started with
     * @param args      the application's arguments
     * @param startedAt this JVM's start (ms since the epoch)
     * @param archive   the class-data-sharing archive to start with (null: none)
     */
    static Optional<List<String>> command(Path java, Path jar, List<String> jvmArgs, String[] args, long startedAt,
            Path archive) {
        if (java == null || !Files.isExecutable(java)) {
            return Optional.empty();
        }
        for (String option : jvmArgs) {
            if (!FORWARDABLE.matcher(option).matches()) {
                return Optional.empty();
            }
        }
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(TUNING);
        if (archive != null) {
            command.add("-XX:SharedArchiveFile=" + archive);
        }
        command.addAll(jvmArgs);
        command.add("-D" + CHILD + "=true");
        command.add("-D" + LAUNCHED_AT + "=" + startedAt);
        if (archive != null) {
            command.add("-D" + ARCHIVE + "=" + archive);
        }
        command.add("-cp");
        command.add(jar.toString());
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return Optional.of(command);
    }

    /**
     * In the relaunched JVM: a per-user archive it was given but could not use (damaged after it was
     * made) is removed, so the launcher makes a good one in a later session.
     */
    static void checkArchive() {
        checkArchive(System.getProperty(ARCHIVE), System.getProperty("java.vm.info"), StartupArchive.cacheDir());
    }

    /** Removes {@code archive} if it is a per-user one (under {@code cacheDir}) that the JVM did not use. */
    static boolean checkArchive(String archive, String vmInfo, Path cacheDir) {
        return archive != null && Path.of(archive).startsWith(cacheDir)
                && StartupArchive.dropIfUnused(Path.of(archive), vmInfo);
    }

    /**
     * When the app was launched (ms since the epoch): the launching JVM's start when it was
     * relaunched, so that the start-up probe counts the launcher too.
     */
    public static long launchedAt() {
        return com.gpurental.launch.LaunchTime.launchedAt();
    }

    private static Path runningJar() {
        try {
            var source = FastLaunch.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return null;
            }
            Path path = Path.of(source.getLocation().toURI());
            // Only the jar on the class path: the child gets just the jar, so anything more would be lost.
            boolean onlyTheJar = !System.getProperty("java.class.path", "").contains(java.io.File.pathSeparator);
            return onlyTheJar && Files.isRegularFile(path) && path.getFileName().toString().endsWith(".jar") ? path : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    private static Path javaExecutable() {
        // The very executable this JVM runs in (javaw on Windows stays javaw: no console window).
        Optional<String> self = ProcessHandle.current().info().command();
        if (self.isPresent()) {
            return Path.of(self.get());
        }
        boolean windows = System.getProperty("os.name", "").startsWith("Windows");
        return Path.of(System.getProperty("java.home"), "bin", windows ? "java.exe" : "java");
    }
}
