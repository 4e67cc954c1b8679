package com.gpurental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class FastLaunchTest {

    @TempDir
    Path dir;
    Path javaExe;
    Path jar;

    @BeforeEach
    void files() throws Exception {
        javaExe = Files.createFile(dir.resolve("java"));
        assertTrue(javaExe.toFile().setExecutable(true));
        jar = Files.createFile(dir.resolve("gpu-rental-advisor.jar"));
    }

    @Test
    void relaunchesWithTheArchiveTheTuningTheUsersPropertiesAndTheArguments() throws Exception {
        Path archive = dir.resolve("gpu-rental-advisor.jsa");
        List<String> command = FastLaunch.command(javaExe, jar, List.of("-Duser.home=/tmp/h", "-Xmx2g"),
                new String[] {"--lang", "zh", "plan.json"}, 1_700_000_000_123L, archive).orElseThrow();
        assertEquals(List.of(javaExe.toString(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-XX:SharedArchiveFile=" + archive, "-Duser.home=/tmp/h", "-Xmx2g",
                "-Dgpu.advisor.child=true", "-Dgpu.advisor.launchedAt=1700000000123", "-Dgpu.advisor.archive=" + archive,
                "-cp", jar.toString(), "com.gpurental.Main", "--lang", "zh", "plan.json"), command);
    }

    @Test
    void withoutAnArchiveItStillRelaunchesTuned() {
        List<String> command = FastLaunch.command(javaExe, jar, List.of(), new String[0], 5L, null).orElseThrow();
        // -Xms48m: a small initial heap keeps the resident memory bounded (issue 14); not added when the user gives
        // -Xms/-Xmx (the test above).
        assertEquals(List.of(javaExe.toString(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xms48m",
                "-Dgpu.advisor.child=true", "-Dgpu.advisor.launchedAt=5", "-cp", jar.toString(), "com.gpurental.Main"),
                command);
    }

    @Test
    void theUsersOwnJvmOptionsAreNeverDroppedSoItDoesNotRelaunch() {
        for (String option : List.of("-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
                "-javaagent:/opt/agent.jar", "-XX:+UseG1GC", "-Xshare:off", "-Xlog:gc", "-ea",
                "--add-opens=java.base/java.lang=ALL-UNNAMED", "-Xmxbig")) {
            assertEquals(Optional.empty(), FastLaunch.command(javaExe, jar, List.of("-Dx=y", option), new String[0], 0L, null),
                    option);
        }
    }

    @Test
    void noJavaNoRelaunch() {
        assertEquals(Optional.empty(), FastLaunch.command(null, jar, List.of(), new String[0], 0L, null));
    }

    @Test
    @DisabledOnOs(OS.WINDOWS) // every regular file counts as executable there
    void aJavaThatCannotBeRunNoRelaunch() throws Exception {
        Path notExecutable = Files.createFile(dir.resolve("java-copy"));
        assertEquals(Optional.empty(), FastLaunch.command(notExecutable, jar, List.of(), new String[0], 0L, null));
    }

    @Test
    void theLaunchTimeIsTheEarlierOfThisJvmAndTheLauncher() {
        long thisJvm = java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
        String was = System.getProperty(FastLaunch.LAUNCHED_AT);
        try {
            System.clearProperty(FastLaunch.LAUNCHED_AT);
            assertEquals(thisJvm, FastLaunch.launchedAt());
            System.setProperty(FastLaunch.LAUNCHED_AT, String.valueOf(thisJvm - 80));
            assertEquals(thisJvm - 80, FastLaunch.launchedAt());
            System.setProperty(FastLaunch.LAUNCHED_AT, String.valueOf(thisJvm + 80));
            assertEquals(thisJvm, FastLaunch.launchedAt());
        } finally {
            if (was == null) {
                System.clearProperty(FastLaunch.LAUNCHED_AT);
            } else {
                System.setProperty(FastLaunch.LAUNCHED_AT, was);
            }
        }
    }

    @Test
    void testsRunFromClassesNotAJarSoTheyNeverRelaunch() {
        assertTrue(FastLaunch.run(new String[] {"--startup-probe"}).isEmpty());
    }

    @Test
    void theRelaunchedJvmRemovesOnlyAPerUserArchiveItCouldNotUse() throws Exception {
        Path cache = Files.createDirectories(dir.resolve("cds"));
        Path cached = Files.writeString(cache.resolve("gpu-rental-advisor-0000aaaa.jsa"), "damaged");
        Path built = Files.writeString(dir.resolve("gpu-rental-advisor.jsa"), "not used either");
        assertFalse(FastLaunch.checkArchive(built.toString(), "mixed mode, emulated-client", cache));
        assertTrue(Files.exists(built), "the build's archive is never removed by the app");
        assertFalse(FastLaunch.checkArchive(cached.toString(), "mixed mode, emulated-client, sharing", cache));
        assertTrue(Files.exists(cached), "an archive in use stays");
        assertTrue(FastLaunch.checkArchive(cached.toString(), "mixed mode, emulated-client", cache));
        assertFalse(Files.exists(cached));
        assertFalse(FastLaunch.checkArchive(null, "mixed mode", cache));
    }
}
