package com.gpurental.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanDocument;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lock with a real second process: while it runs, its work is not anyone's to recover; once it is killed
 * (SIGKILL: no shutdown hook, no clean close), its work is found with its title, claimed by exactly one
 * instance, and released again untouched when not restored.
 */
class SessionStoreCrashTest {

    @TempDir
    Path dir;

    @Test
    void aRunningInstanceIsToldFromAKilledOne() throws Exception {
        Path sessions = dir.resolve("sessions");
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CrashingInstance.class.getName(), sessions.toString(),
                "Work of the other instance").redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("ready", out.readLine());
            SessionStore store = new SessionStore(sessions);
            assertEquals(List.of(), store.claimOrphans(), "a running instance's work is not an orphan");
            try (SessionStore.Session mine = store.open()) {
                mine.write("{}".getBytes(StandardCharsets.UTF_8));
                assertEquals(List.of(), store.claimOrphans(), "nor is this instance's own");
            }

            other.destroyForcibly();
            assertTrue(other.waitFor(30, TimeUnit.SECONDS));

            List<SessionStore.Orphan> orphans = store.claimOrphans();
            assertEquals(1, orphans.size());
            SessionStore.Orphan found = orphans.get(0);
            assertEquals("Work of the other instance", PlanDocument.read(found.workFile()).plan().title());
            assertEquals(List.of(), new SessionStore(sessions).claimOrphans(), "claimed: a second instance does not list it");
            found.release();
            List<SessionStore.Orphan> again = store.claimOrphans();
            assertEquals(1, again.size(), "released untouched: offered again");
            assertTrue(Files.exists(again.get(0).workFile()));
            again.forEach(SessionStore.Orphan::release);
        } finally {
            other.destroyForcibly();
        }
    }
}
