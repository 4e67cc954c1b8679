package com.gpurental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged jar and the class-data-sharing archive {@code mvn package} made for it: the archive must
 * really serve the app's classes (a JVM silently ignores an archive that does not match, so "it starts"
 * proves nothing).
 */
class StartupArchiveIT {

    @Test
    void theArchiveServesTheAppsClasses() throws Exception {
        Path jar = Path.of(System.getProperty("app.jar", "target/gpu-rental-advisor.jar")).toAbsolutePath();
        Path archive = StartupArchive.besideTheJar(jar);
        assertTrue(Files.isRegularFile(jar), jar + " is missing");
        assertTrue(Files.isRegularFile(archive), archive + " is missing: mvn package makes it");
        // JDK 17 does not use an archive for a jar whose path has a space or a non-ASCII character
        // (README, "Measured speed"); the app then starts without it.
        assumeTrue(StartupArchive.usable(jar), "path with a space or non-ASCII character: " + jar);

        String out = classLoading(Path.of(System.getProperty("java.home"), "bin", "java"), archive, jar);
        assertTrue(out.contains("com.gpurental.Main source: shared objects file"),
                "the archive was not used for the app's own classes:\n"
                        + out.lines().filter(l -> l.contains("com.gpurental")).findFirst().orElse(out));
    }

    @Test
    void theBuildsArchiveIsTheOneTheLauncherPicksForThisJar() {
        Path jar = Path.of(System.getProperty("app.jar", "target/gpu-rental-advisor.jar")).toAbsolutePath();
        assumeTrue(StartupArchive.usable(jar), "path with a space or non-ASCII character: " + jar);
        StartupArchive.Plan plan = StartupArchive.plan(jar, StartupArchive.Built.read(),
                System.getProperty("java.vm.version"), System.getProperty("java.vm.vendor"), null);
        assertEquals(new StartupArchive.Plan(StartupArchive.besideTheJar(jar), null), plan);
    }

    @Test
    void aMovedJarGetsAnArchiveOfItsOwnThatServesItsClasses(@TempDir Path dir) throws Exception {
        Path built = Path.of(System.getProperty("app.jar", "target/gpu-rental-advisor.jar")).toAbsolutePath();
        assumeTrue(StartupArchive.usable(dir), "temporary folder with a space or non-ASCII character: " + dir);
        Path jar = Files.copy(built, dir.resolve("gpu-rental-advisor.jar"));
        StartupArchive.Plan plan = StartupArchive.plan(jar, StartupArchive.Built.read(),
                System.getProperty("java.vm.version"), System.getProperty("java.vm.vendor"), dir.resolve("cds"));
        assertEquals(null, plan.use());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        assertTrue(StartupArchive.make(java, jar, plan.make(), Duration.ofMinutes(3), p -> { }));
        assertEquals(new StartupArchive.Plan(plan.make(), null), StartupArchive.plan(jar, StartupArchive.Built.read(),
                System.getProperty("java.vm.version"), System.getProperty("java.vm.vendor"), dir.resolve("cds")));
        try (var left = Files.list(dir.resolve("cds"))) {
            assertEquals(List.of(plan.make()), left.filter(f -> !f.getFileName().toString().equals(".lock")).toList(),
                    "only the archive (and the lock file) is left");
        }
        String out = classLoading(java, plan.make(), jar);
        assertTrue(out.contains("com.gpurental.Main source: shared objects file"), "the archive was not used");
    }

    private static String classLoading(Path java, Path archive, Path jar) throws Exception {
        Process p = new ProcessBuilder(java.toString(), "-Xshare:auto", "-XX:SharedArchiveFile=" + archive,
                "-Xlog:class+load=info:stdout", "-cp", jar.toString(), Main.class.getName(), "--help")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }
}
