package com.gpurental.ui.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.PlanDocument;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two app processes on one data folder, as the README promises: "two running windows never write, offer or delete
 * each other's work". Each window is a JVM of its own ({@link WindowProcess}), so the operating system's file locks
 * are what is tested, not the JVM's own table. The first window's recovery scan used to open its own lock file a
 * second time; closing that descriptor dropped the window's POSIX lock, and the second process then offered, restored
 * and deleted the first one's live work.
 */
class TwoProcessesTest {

    @TempDir
    Path dir;

    private final List<Window> windows = new ArrayList<>();

    /** One running window process and its command line. */
    private static final class Window {
        final Process process;
        final BufferedReader out;
        final PrintStream in;

        Window(Path appData) throws IOException {
            process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                    WindowProcess.class.getName(), appData.toString()).redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            in = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
            assertEquals("ready", out.readLine());
        }

        String say(String command) throws IOException {
            in.println(command);
            return out.readLine();
        }

        void kill() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL: no shutdown hook, no clean close
            assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        }
    }

    private Window window() throws IOException {
        Window w = new Window(dir.resolve("appdata"));
        windows.add(w);
        return w;
    }

    @AfterEach
    void killAll() {
        windows.forEach(w -> w.process.destroyForcibly());
    }

    private static String titleIn(Path work) throws Exception {
        return PlanDocument.read(work).plan().title();
    }

    @Test
    @Timeout(300) // a hung child fails the test instead of hanging the build; nothing here is timed
    void neitherProcessOffersRestoresOrDeletesTheOthersWorkAndAKilledOnesIsOffered() throws Exception {
        Window a = window();
        assertEquals("-", a.say("start restore"), "an empty folder: nothing to offer");
        assertEquals("ok", a.say("title Work of A"));
        Path aWork = Path.of(a.say("work"));
        assertEquals("Work of A", titleIn(aWork));

        Window b = window();
        assertEquals("-", b.say("start restore"), "A is running: its work is not offered to B");
        assertTrue(Files.exists(aWork), "nor restored and deleted by B");
        assertEquals("Work of A", titleIn(aWork));

        Path plan = dir.resolve("chat" + PlanDocument.EXTENSION);
        assertEquals("ok", a.say("saveas " + plan));
        assertEquals("quiet", a.say("open " + plan), "a window is not warned about itself");
        assertEquals("warned", b.say("open " + plan), "the same plan in two windows is said");
        assertEquals("warned", a.say("open " + plan), "in both");

        assertEquals("ok", a.say("title Latest of A"));
        assertEquals("ok", b.say("title Work of B"));
        Path bWork = Path.of(b.say("work"));
        Window c = window();
        assertEquals("-", c.say("start discard"), "two running windows: nothing to offer, nothing discarded");
        assertEquals("Latest of A", titleIn(aWork));
        assertEquals("Work of B", titleIn(bWork));
        assertEquals("bye", c.say("quit"));

        a.kill();

        Window d = window();
        String offered = d.say("start later");
        assertTrue(offered.startsWith("Latest of A — autosaved "), "the killed window's latest work: " + offered);
        assertTrue(!offered.contains("|"), "B is still running: only A's work is offered: " + offered);
        assertEquals("Latest of A", titleIn(aWork), "'Later' keeps it");
        assertEquals("Work of B", titleIn(bWork));
        assertEquals("bye", d.say("quit"));
        assertEquals("bye", b.say("quit"));
        assertTrue(Files.exists(aWork), "offered again at the next start");
    }
}
