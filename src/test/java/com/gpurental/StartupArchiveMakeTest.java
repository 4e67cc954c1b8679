package com.gpurental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Making a per-user archive, with a stand-in for {@code java} (a shell script) that dumps, fails, is
 * killed or hangs on demand; the real dump is exercised by StartupArchiveIT.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class StartupArchiveMakeTest {

    @TempDir
    Path dir;
    Path jar;
    Path cache;
    Path target;

    @BeforeEach
    void files() throws Exception {
        jar = Files.writeString(dir.resolve("gpu-rental-advisor.jar"), "jar");
        cache = dir.resolve("cds");
        target = StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, "17", "Test", cache).make();
    }

    /** A "java" that runs {@code onDump} for -Xshare:dump (with $archive set) and {@code onCheck} for -Xshare:on. */
    private Path java(String onDump, String onCheck) throws Exception {
        Path script = dir.resolve("java");
        Files.writeString(script, "#!/bin/sh\n"
                + "archive=''\nfor a in \"$@\"; do case \"$a\" in -XX:SharedArchiveFile=*) archive=\"${a#*=}\";; esac; done\n"
                + "case \"$1\" in\n  -Xshare:dump) " + onDump + " ;;\n  -Xshare:on) " + onCheck + " ;;\nesac\n");
        assertTrue(script.toFile().setExecutable(true));
        return script;
    }

    private List<String> names() throws Exception {
        try (Stream<Path> files = Files.list(cache)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> !n.equals(".lock")).sorted().toList();
        }
    }

    private String stem() {
        return target.getFileName().toString().replace(".jsa", "");
    }

    @Test
    void aGoodDumpIsCheckedMovedIntoPlaceAndReplacesTheOldArchive() throws Exception {
        Files.createDirectories(cache);
        Files.writeString(cache.resolve("gpu-rental-advisor-00000000.jsa"), "an old jar's archive");
        Files.writeString(cache.resolve("gpu-rental-advisor-11111111.failed"), "an old jar's failure");
        List<Process> started = new ArrayList<>();
        assertTrue(StartupArchive.make(java("echo archive > \"$archive\"; exit 0", "exit 0"), jar, target,
                Duration.ofSeconds(30), started::add));
        assertEquals(List.of(target.getFileName().toString()), names());
        assertEquals("archive\n", Files.readString(target));
        assertEquals(2, started.size(), "the dump and the check");
        assertEquals(new StartupArchive.Plan(target, null), StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, "17", "Test", cache));
    }

    @Test
    void aFailedDumpIsRememberedForAWeekThenTriedAgain() throws Exception {
        assertFalse(StartupArchive.make(java("exit 1", "exit 0"), jar, target, Duration.ofSeconds(30), p -> { }));
        assertEquals(List.of(stem() + ".failed"), names());
        assertEquals("java -Xshare:dump exit code 1", Files.readString(cache.resolve(stem() + ".failed")).strip());
        assertEquals(StartupArchive.Plan.NONE, StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, "17", "Test", cache));

        Files.setLastModifiedTime(cache.resolve(stem() + ".failed"),
                FileTime.from(Instant.now().minus(StartupArchive.RETRY_AFTER).minusSeconds(60)));
        assertEquals(new StartupArchive.Plan(null, target), StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, "17", "Test", cache));
        assertEquals(List.of(), names(), "the old marker is gone");
    }

    @Test
    void anArchiveThatDoesNotLoadIsNeverMovedIntoPlace() throws Exception {
        assertFalse(StartupArchive.make(java("echo broken > \"$archive\"", "exit 1"), jar, target, Duration.ofSeconds(30), p -> { }));
        assertEquals(List.of(stem() + ".failed"), names());
        assertEquals("the new archive does not load (exit code 1)", Files.readString(cache.resolve(stem() + ".failed")).strip());
    }

    @Test
    void aDumpStoppedByASignalOrTooSlowIsNotHeldAgainstTheJar() throws Exception {
        assertFalse(StartupArchive.make(java("kill -9 $$", "exit 0"), jar, target, Duration.ofSeconds(30), p -> { }));
        assertEquals(List.of(), names());
        assertFalse(StartupArchive.make(java("sleep 20", "exit 0"), jar, target, Duration.ofMillis(500), p -> { }));
        assertEquals(List.of(), names());
        assertEquals(new StartupArchive.Plan(null, target), StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, "17", "Test", cache));
    }

    @Test
    void leftoversOfALauncherThatIsGoneAreRemovedThoseOfARunningOneStay() throws Exception {
        Files.createDirectories(cache);
        long gone = ProcessHandle.current().pid() + 1_000_000;
        long running = ProcessHandle.current().pid();
        Files.writeString(cache.resolve(stem() + "." + gone + ".tmp"), "half an archive");
        Files.writeString(cache.resolve(stem() + "." + gone + ".classlist"), "list");
        Files.writeString(cache.resolve("gpu-rental-advisor-22222222." + running + ".tmp"), "being made");
        assertTrue(StartupArchive.make(java("echo archive > \"$archive\"", "exit 0"), jar, target, Duration.ofSeconds(30), p -> { }));
        // Compared as sets: the archive's name is a hash, which may sort before or after "22222222" (issue 9).
        assertEquals(java.util.Set.of("gpu-rental-advisor-22222222." + running + ".tmp", target.getFileName().toString()),
                java.util.Set.copyOf(names()));
    }

    @Test
    void anArchiveTheJvmDidNotUseIsRemovedToBeMadeAgain() throws Exception {
        Files.createDirectories(cache);
        Path archive = Files.writeString(target, "damaged");
        assertTrue(archive.toFile().setReadOnly(), "archives are read-only, as the JVM writes them");
        assertFalse(StartupArchive.dropIfUnused(archive, "mixed mode, emulated-client, sharing"));
        assertTrue(Files.exists(archive));
        assertTrue(StartupArchive.dropIfUnused(archive, "mixed mode, emulated-client"));
        assertFalse(Files.exists(archive));
        assertEquals(new StartupArchive.Plan(null, target), StartupArchive.plan(jar, StartupArchive.Built.UNKNOWN, "17", "Test", cache));
    }
}
