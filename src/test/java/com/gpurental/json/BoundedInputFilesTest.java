package com.gpurental.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one bounded, ordinary-file-only input path (issue 36, "Crashes and hangs from file contents"): a FIFO must not
 * hang the reader, a device must not be read, a file over the cap is refused before it fills memory, and a very long
 * path is shortened in the message.
 */
class BoundedInputFilesTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    @Test
    void aFifoIsRefusedInsteadOfWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("plan.json");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(made, "mkfifo (Linux, macOS)");
        // Opening a FIFO for reading blocks until a writer comes; the guard only turns a hang into a failure.
        InputException e = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> assertThrows(InputException.class, () -> InputFiles.read(fifo)));
        assertEquals(fifo + ": Cannot read " + fifo + ": it is not an ordinary file (a device, a pipe or a socket)."
                + " Choose a saved file.", e.render(EN));
        assertEquals(fifo + "：无法读取 " + fifo + "：这不是普通文件（而是设备、管道或套接字）。请选择一个已保存的文件。", e.render(ZH));
    }

    @Test
    void aFileOverItsCapIsRefusedAndOneAtTheCapIsRead() throws Exception {
        Path big = dir.resolve("quotes.csv");
        Files.write(big, new byte[2 * 1024 * 1024 + 1]);
        InputException e = assertThrows(InputException.class, () -> InputFiles.read(big, 2 * 1024 * 1024));
        assertEquals(big + ": Cannot read " + big + ": it is larger than 2 MB, far more than a plan, a catalog or a"
                + " quote sheet holds.", e.render(EN));
        Path fits = dir.resolve("fits.csv");
        Files.write(fits, new byte[] {'a', 'b'});
        assertArrayEquals(new byte[] {'a', 'b'}, InputFiles.read(fits, 2));
    }

    @Test
    void aVeryLongPathIsShortenedInTheMessage() {
        String longName = "a".repeat(100_000) + ".json";
        InputException e = assertThrows(InputException.class, () -> InputFiles.read(Path.of(longName)));
        String shown = e.render(EN);
        assertTrue(shown.length() < 600, shown.length() + " characters");
        assertTrue(shown.contains("a…a"), shown);
        assertTrue(shown.contains(".json"), "the file's end (its type) is kept: " + shown);
        assertFalse(shown.contains("a".repeat(200)), shown);
        assertEquals(InputFiles.PATH_CHARS, InputFiles.shown(longName).codePointCount(0, InputFiles.shown(longName).length()));
        assertEquals("/tmp/plan.json", InputFiles.shown("/tmp/plan.json"));
    }
}
