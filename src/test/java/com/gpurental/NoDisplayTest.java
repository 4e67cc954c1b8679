package com.gpurental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * Started where no window can open (a server, SSH without X), the app says so in one line in the
 * user's language, names the headless alternative and exits with 2 — no stack trace.
 */
@EnabledOnOs(OS.LINUX)
class NoDisplayTest {

    private static Result run(String lang) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        // English JVM messages whatever the machine's locale (--lang picks the app's language)
        ProcessBuilder pb = new ProcessBuilder(java.toString(), "-Dsun.stderr.encoding=UTF-8",
                "-Duser.language=en", "-Duser.country=US",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "--lang", lang);
        pb.environment().remove("DISPLAY");
        pb.environment().remove("WAYLAND_DISPLAY");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the app did not give up");
        return new Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    private record Result(int code, String output) {
        /** The last line: JavaFX may log its own class-path warning (two lines) before it. */
        String lastLine() {
            List<String> lines = output.lines().toList();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    @Test
    void englishOneClearLineAndExitCode2() throws Exception {
        Result r = run("en");
        assertEquals(2, r.code(), r.output());
        assertEquals("Cannot open the app window: no display is available (Unable to open DISPLAY). Run it on a "
                + "desktop, or use the headless command without one, for example: java -jar gpu-rental-advisor.jar "
                + "advise examples/chat-70b.json", r.lastLine());
        assertFalse(r.output().contains("\tat "), "no stack trace");
    }

    @Test
    void chineseToo() throws Exception {
        Result r = run("zh");
        assertEquals(2, r.code(), r.output());
        assertEquals("无法打开程序窗口：没有可用的显示器（Unable to open DISPLAY）。请在桌面环境中运行；没有显示器时可用命令行方式，"
                + "例如：java -jar gpu-rental-advisor.jar advise examples/chat-70b.json", r.lastLine());
        assertFalse(r.output().contains("\tat "), "no stack trace");
    }
}
