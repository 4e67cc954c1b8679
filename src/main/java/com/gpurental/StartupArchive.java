package com.gpurental;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Which class-data-sharing archive the relaunched JVM ({@link FastLaunch}) gets, and making one for a
 * jar that has none.
 *
 * <p>An archive serves only the jar at the path it was made for, by the JVM that made it. {@code mvn
 * package} makes one next to the jar; a jar that was moved or copied (the usual way a user gets it),
 * or run by another JDK, gets its own in the per-user folder ({@code cds/} under {@link AppDirs}),
 * made once by the launcher while the app runs — 20 s after the start, so not during it; about 5 s of
 * one core and 35 MB, and only one archive is kept. The next start then takes about 1.1 s instead of
 * 1.5 s. A failed attempt is remembered and not repeated for that jar. JDK 17 cannot use an archive
 * for a jar whose path has a space or a non-ASCII character, so none is made for such a path.
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
                java.util.Map<String, String> p = new java.util.HashMap<>();
                for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\\R")) {
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
        if (Files.exists(cacheDir.resolve(key + ".failed"))) {
            return Plan.NONE;
        }
        return new Plan(null, cached);
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
     * Makes {@code target} for {@code jar} with {@code java -Xshare:dump}: into a temporary file first,
     * then moved into place, so a start never sees half an archive; the other archives in the folder are
     * removed. A failure is remembered ({@code KEY.failed}) so it is not tried at every start.
     *
     * @return whether the archive is now there
     */
    static boolean make(Path java, Path jar, Path target, Duration timeout) {
        Path dir = target.getParent();
        String stem = target.getFileName().toString().replaceFirst("\\.jsa$", "");
        long pid = ProcessHandle.current().pid();
        Path list = dir.resolve(stem + "." + pid + ".classlist");
        Path partial = dir.resolve(stem + "." + pid + ".tmp");
        try {
            Files.createDirectories(dir);
            try (InputStream in = StartupArchive.class.getResourceAsStream(CLASS_LIST)) {
                if (in == null) {
                    return false;
                }
                Files.copy(in, list, StandardCopyOption.REPLACE_EXISTING);
            }
            ProcessBuilder builder = new ProcessBuilder(java.toString(), "-Xshare:dump", "-Xlog:cds=off",
                    "-XX:SharedClassListFile=" + list, "-XX:SharedArchiveFile=" + partial, "-cp", jar.toString())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().keySet().removeAll(List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"));
            Process dump = builder.start();
            if (!dump.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                dump.destroyForcibly();
                return failed(dir, stem, "took longer than " + timeout.toSeconds() + " s");
            }
            if (dump.exitValue() != 0 || !Files.isRegularFile(partial) || Files.size(partial) == 0) {
                return failed(dir, stem, "java -Xshare:dump exit code " + dump.exitValue());
            }
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            removeOthers(dir, target);
            return true;
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

    private static boolean failed(Path dir, String stem, String why) throws IOException {
        Files.writeString(dir.resolve(stem + ".failed"), why + System.lineSeparator());
        return false;
    }

    /** Earlier archives (other jars, other JDKs) and leftovers older than an hour; one in use stays. */
    private static void removeOthers(Path dir, Path keep) {
        Instant hourAgo = Instant.now().minus(Duration.ofHours(1));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, PREFIX + "*")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                boolean leftover = name.endsWith(".tmp") || name.endsWith(".classlist");
                boolean old = Files.getLastModifiedTime(f).toInstant().isBefore(hourAgo);
                if (!f.equals(keep) && (!leftover || old)) {
                    deleteQuietly(f);
                }
            }
        } catch (IOException e) {
            // tidying only
        }
    }

    private static void deleteQuietly(Path f) {
        try {
            Files.deleteIfExists(f);
        } catch (IOException e) {
            // in use (Windows keeps a mapped archive open) or gone: left for next time
        }
    }

    private static boolean samePath(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
