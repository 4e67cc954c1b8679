package com.gpurental;

import com.gpurental.launch.AppDirs;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Which class-data-sharing archive the relaunched JVM ({@link FastLaunch}) gets, and making one for a
 * jar that has none.
 *
 * <p>An archive serves only the jar at the path it was made for, by the JVM that made it. {@code mvn
 * package} makes one next to the jar; a jar that was moved or copied (the usual way a user gets it),
 * or run by another JDK, gets its own in the per-user folder ({@code cds/} under {@link AppDirs}),
 * made once by the launcher while the app runs — 20 s after the start, so not during it; about 5 s of
 * one core and 35 MB, and only one archive is kept. The next start then takes about 1.1 s instead of
 * 1.5 s. A failed attempt is not repeated for a week; an archive the JVM turns out not to use (damaged
 * later) is removed by the app and made again. JDK 17 cannot use an archive for a jar whose path has a
 * space or a non-ASCII character, so none is made for such a path (nor in a per-user folder whose path
 * has one).
 */
final class StartupArchive {

    static final String CLASS_LIST = "/cds/startup.classlist";
    static final String BUILT = "/startup-archive.properties";
    private static final String PREFIX = "gpu-rental-advisor-";

    private StartupArchive() {
    }

    /** What to do: pass {@code use} to the JVM (null: none); make {@code make} while the app runs (null: nothing). */
    record Plan(Path use, Path make) {
        static final Plan NONE = new Plan(null, null);
    }

    /** The JVM that made the build's archive and the jar it was made for, recorded by the build. */
    record Built(String vmVersion, String vmVendor, String jarPath) {
        static final Built UNKNOWN = new Built("", "", "");

        static Built read() {
            try (InputStream in = StartupArchive.class.getResourceAsStream(BUILT)) {
                if (in == null) {
                    return UNKNOWN;
                }
                Map<String, String> p = new HashMap<>();
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                    int eq = line.indexOf('=');
                    if (!line.startsWith("#") && eq > 0) {
                        p.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
                    }
                }
                return new Built(p.getOrDefault("vm.version", ""), p.getOrDefault("vm.vendor", ""),
                        p.getOrDefault("jar.path", ""));
            } catch (IOException e) {
                return UNKNOWN;
            }
        }
    }

    /**
     * The archive for {@code jar} run by the JVM {@code vmVersion}/{@code vmVendor}.
     *
     * @param cacheDir the per-user folder for archives (null: none)
     */
    static Plan plan(Path jar, Built built, String vmVersion, String vmVendor, Path cacheDir) {
        Path besideTheJar = besideTheJar(jar);
        boolean builtHere = vmVersion.equals(built.vmVersion()) && vmVendor.equals(built.vmVendor())
                && !built.jarPath().isEmpty() && samePath(jar, Path.of(built.jarPath()));
        if (builtHere && Files.isRegularFile(besideTheJar)) {
            return new Plan(besideTheJar, null);
        }
        if (cacheDir == null || !usable(jar) || !usable(cacheDir)) {
            return Plan.NONE;
        }
        String key;
        try {
            key = key(jar, Files.size(jar), Files.getLastModifiedTime(jar).toMillis(), vmVersion, vmVendor);
        } catch (IOException e) {
            return Plan.NONE;
        }
        Path cached = cacheDir.resolve(key + ".jsa");
        if (Files.isRegularFile(cached)) {
            return new Plan(cached, null);
        }
        if (recentlyFailed(cacheDir.resolve(key + ".failed"))) {
            return Plan.NONE;
        }
        return new Plan(null, cached);
    }

    /** The per-user folder for archives of moved or copied jars. */
    static Path cacheDir() {
        return AppDirs.dataDir().resolve("cds");
    }

    /** The archive {@code mvn package} makes: {@code NAME.jsa} next to {@code NAME.jar}. */
    static Path besideTheJar(Path jar) {
        String name = jar.getFileName().toString();
        String base = name.endsWith(".jar") ? name.substring(0, name.length() - 4) : name;
        return jar.resolveSibling(base + ".jsa");
    }

    /** One name per jar place, jar build and JVM: a rebuilt jar or another JDK gets a new archive. */
    static String key(Path jar, long size, long modified, String vmVersion, String vmVendor) {
        String identity = jar.toAbsolutePath().normalize() + "|" + size + "|" + modified + "|" + vmVersion + "|" + vmVendor;
        return PREFIX + String.format("%08x", identity.hashCode());
    }

    /** Whether JDK 17 can use an archive for this path: printable ASCII, no spaces. */
    static boolean usable(Path path) {
        return path.toAbsolutePath().toString().matches("[\\x21-\\x7e]+");
    }

    /**
     * Makes {@code target} for {@code jar} with {@code java -Xshare:dump}, then checks it with
     * {@code -Xshare:on} (which fails on an archive that cannot be mapped) before it is synced to disk
     * and moved into place, so a start never sees a half or bad archive; the other archives in the
     * folder are removed. One instance makes at a time (a lock file); the others skip. A failed dump is
     * remembered ({@code KEY.failed}) for {@link #RETRY_AFTER}, not at every start; a timeout or a dump
     * stopped by a signal is not held against the jar.
     *
     * @param started receives the dump process (so that a stopped launcher can stop it too)
     * @return whether the archive is now there
     */
    static boolean make(Path java, Path jar, Path target, Duration timeout, Consumer<Process> started) {
        Path dir = target.getParent();
        String stem = target.getFileName().toString().replaceFirst("\\.jsa$", "");
        long pid = ProcessHandle.current().pid();
        Path list = dir.resolve(stem + "." + pid + ".classlist");
        Path partial = dir.resolve(stem + "." + pid + ".tmp");
        try {
            Files.createDirectories(dir);
            try (FileChannel lockFile = FileChannel.open(dir.resolve(".lock"),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock lock = lockFile.tryLock()) {
                if (lock == null) {
                    return false; // another instance is making it
                }
                removeLeftovers(dir);
                try (InputStream in = StartupArchive.class.getResourceAsStream(CLASS_LIST)) {
                    if (in == null) {
                        return false;
                    }
                    Files.copy(in, list, StandardCopyOption.REPLACE_EXISTING);
                }
                Process dump = start(java, started, "-Xshare:dump", "-Xlog:cds=off", "-XX:SharedClassListFile=" + list,
                        "-XX:SharedArchiveFile=" + partial, "-cp", jar.toString());
                if (!dump.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    dump.destroyForcibly();
                    return false;
                }
                int code = dump.exitValue();
                if (code >= 128) {
                    return false; // stopped by a signal (logout, kill): try again another time
                }
                if (code != 0 || !Files.isRegularFile(partial) || Files.size(partial) == 0) {
                    return failed(dir, stem, "java -Xshare:dump exit code " + code);
                }
                Process check = start(java, started, "-Xshare:on", "-Xlog:cds=off", "-XX:SharedArchiveFile=" + partial,
                        "-cp", jar.toString(), Main.class.getName(), "--help");
                if (!check.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    check.destroyForcibly();
                    return false;
                }
                if (check.exitValue() != 0) {
                    return failed(dir, stem, "the new archive does not load (exit code " + check.exitValue() + ")");
                }
                try (FileChannel written = FileChannel.open(partial,
                        StandardOpenOption.READ)) {
                    written.force(true);
                }
                makeWritable(target);
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                removeOthers(dir, target);
                return true;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (IOException | RuntimeException e) {
            return Files.isRegularFile(target);
        } finally {
            deleteQuietly(list);
            deleteQuietly(partial);
        }
    }

    /** How long a failed attempt holds: a full disk or a broken JDK may be fixed by then. */
    static final Duration RETRY_AFTER = Duration.ofDays(7);

    /** An archive the JVM did not use (it says so in {@code java.vm.info}) is removed, to be made again. */
    static boolean dropIfUnused(Path archive, String vmInfo) {
        if (archive == null || vmInfo == null || vmInfo.contains("sharing")) {
            return false;
        }
        deleteQuietly(archive);
        return !Files.exists(archive);
    }

    private static Process start(Path java, Consumer<Process> started, String... args)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().keySet().removeAll(FastLaunch.OPTION_VARIABLES);
        Process p = builder.start();
        started.accept(p);
        return p;
    }

    private static boolean failed(Path dir, String stem, String why) throws IOException {
        Files.writeString(dir.resolve(stem + ".failed"), why + System.lineSeparator());
        return false;
    }

    /** Whether a failure marker still holds (younger than {@link #RETRY_AFTER}); an old one is removed. */
    static boolean recentlyFailed(Path marker) {
        try {
            if (!Files.exists(marker)) {
                return false;
            }
            if (Files.getLastModifiedTime(marker).toInstant().isBefore(Instant.now().minus(RETRY_AFTER))) {
                deleteQuietly(marker);
                return false;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Files of a dump whose launcher is gone ({@code KEY.PID.tmp}, {@code KEY.PID.classlist}). */
    private static void removeLeftovers(Path dir) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, PREFIX + "*.{tmp,classlist}")) {
            for (Path f : files) {
                String[] parts = f.getFileName().toString().split("\\.");
                boolean alive = parts.length == 3 && parts[1].matches("\\d+")
                        && ProcessHandle.of(Long.parseLong(parts[1])).map(ProcessHandle::isAlive).orElse(false);
                if (!alive) {
                    deleteQuietly(f);
                }
            }
        } catch (IOException e) {
            // tidying only
        }
    }

    /** Earlier archives (other jars, other JDKs) and their markers; one in use stays until next time. */
    private static void removeOthers(Path dir, Path keep) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, PREFIX + "*.{jsa,failed}")) {
            for (Path f : files) {
                if (!f.equals(keep)) {
                    deleteQuietly(f);
                }
            }
        } catch (IOException e) {
            // tidying only
        }
    }

    private static void makeWritable(Path f) {
        // the JVM writes archives read-only; Windows refuses to delete or replace a read-only file
        if (Files.exists(f)) {
            f.toFile().setWritable(true);
        }
    }

    private static void deleteQuietly(Path f) {
        try {
            makeWritable(f);
            Files.deleteIfExists(f);
        } catch (IOException | RuntimeException e) {
            // in use (Windows keeps a mapped archive open) or gone: left for next time
        }
    }

    private static boolean samePath(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
