package com.gpurental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartupArchiveTest {

    private static final String VM = "17.0.15+6";
    private static final String VENDOR = "Debian";

    @TempDir
    Path dir;
    Path jar;
    Path cache;

    @BeforeEach
    void files() throws Exception {
        jar = Files.writeString(Files.createDirectories(dir.resolve("target")).resolve("gpu-rental-advisor.jar"), "jar");
        cache = dir.resolve("home").resolve("cds");
    }

    private StartupArchive.Built builtHere() {
        return new StartupArchive.Built(VM, VENDOR, jar.toString());
    }

    @Test
    void theBuildsArchiveServesTheJarWhereItWasBuiltOnTheSameJvm() throws Exception {
        Path beside = Files.createFile(dir.resolve("target").resolve("gpu-rental-advisor.jsa"));
        assertEquals(new StartupArchive.Plan(beside, null), StartupArchive.plan(jar, builtHere(), VM, VENDOR, cache));
    }

    @Test
    void anotherJvmOrAMovedJarGetsItsOwnArchiveMadeOnce() throws Exception {
        Files.createFile(dir.resolve("target").resolve("gpu-rental-advisor.jsa"));
        StartupArchive.Plan otherJdk = StartupArchive.plan(jar, builtHere(), "25+36", "Eclipse Adoptium", cache);
        assertNull(otherJdk.use());
        assertEquals(cache, otherJdk.make().getParent());

        Path moved = Files.copy(jar, Files.createDirectories(dir.resolve("Desktop")).resolve("gpu-rental-advisor.jar"));
        StartupArchive.Plan plan = StartupArchive.plan(moved, builtHere(), VM, VENDOR, cache);
        assertNull(plan.use(), "the build's archive does not fit a moved jar");
        assertTrue(plan.make().getFileName().toString().matches("gpu-rental-advisor-[0-9a-f]{8}\\.jsa"), plan.toString());

        Files.createDirectories(cache);
        Files.writeString(plan.make(), "archive");
        assertEquals(new StartupArchive.Plan(plan.make(), null), StartupArchive.plan(moved, builtHere(), VM, VENDOR, cache));
    }

    @Test
    void aFailedAttemptIsNotRepeated() throws Exception {
        Path target = StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, VM, VENDOR, cache).make();
        Files.createDirectories(cache);
        Files.writeString(cache.resolve(target.getFileName().toString().replace(".jsa", ".failed")), "exit 1");
        assertEquals(StartupArchive.Plan.NONE, StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, VM, VENDOR, cache));
    }

    @Test
    void aRebuiltJarOrAnotherJdkIsANewArchive() throws Exception {
        String first = StartupArchive.key(jar, 100, 1_000, VM, VENDOR);
        assertEquals(first, StartupArchive.key(jar, 100, 1_000, VM, VENDOR));
        assertNotEquals(first, StartupArchive.key(jar, 101, 1_000, VM, VENDOR));
        assertNotEquals(first, StartupArchive.key(jar, 100, 2_000, VM, VENDOR));
        assertNotEquals(first, StartupArchive.key(jar, 100, 1_000, "17.0.16", VENDOR));
        assertNotEquals(first, StartupArchive.key(dir.resolve("other.jar"), 100, 1_000, VM, VENDOR));
        Path plan = StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, VM, VENDOR, cache).make();
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 60_000));
        assertNotEquals(plan, StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, VM, VENDOR, cache).make());
    }

    @Test
    void noArchiveForPathsJdk17CannotUse() throws Exception {
        Path spaced = Files.writeString(Files.createDirectories(dir.resolve("My Apps")).resolve("gpu-rental-advisor.jar"), "jar");
        assertEquals(StartupArchive.Plan.NONE, StartupArchive.plan(spaced, builtHere(), VM, VENDOR, cache));
        Path chinese = Files.writeString(Files.createDirectories(dir.resolve("工具")).resolve("gpu-rental-advisor.jar"), "jar");
        assertEquals(StartupArchive.Plan.NONE, StartupArchive.plan(chinese, builtHere(), VM, VENDOR, cache));
        assertEquals(StartupArchive.Plan.NONE, StartupArchive.plan(jar, builtHere(), VM, VENDOR, dir.resolve("张三").resolve("cds")));
        assertEquals(StartupArchive.Plan.NONE, StartupArchive.plan(jar, builtHere(), VM, VENDOR, null));
        assertTrue(StartupArchive.usable(Path.of("/opt/app/gpu-rental-advisor.jar")));
        assertFalse(StartupArchive.usable(Path.of("/opt/my app/gpu-rental-advisor.jar")));
    }

    @Test
    void theArchiveSitsNextToTheJarUnderItsName() {
        assertEquals(dir.resolve("target").resolve("gpu-rental-advisor.jsa"), StartupArchive.besideTheJar(jar));
        assertEquals(Path.of("/opt/app/advisor-1.2.jsa"), StartupArchive.besideTheJar(Path.of("/opt/app/advisor-1.2.jar")));
    }

    @Test
    void theBuildRecordsTheJvmAndJarOfItsArchive() {
        // surefire runs the tests with the JDK that runs Maven, which also makes the archive
        StartupArchive.Built built = StartupArchive.Built.read();
        assertEquals(System.getProperty("java.vm.version"), built.vmVersion());
        assertEquals(System.getProperty("java.vm.vendor"), built.vmVendor());
        assertTrue(built.jarPath().endsWith("gpu-rental-advisor.jar"), built.jarPath());
    }
}
