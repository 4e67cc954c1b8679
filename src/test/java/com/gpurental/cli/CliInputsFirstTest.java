package com.gpurental.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 36: papers are written only after every input the command names has been read. */
class CliInputsFirstTest {

    private static final Clock DAY = Clock.fixed(Instant.parse("2026-12-01T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void aTruncatedAcceptanceResultLeavesNoPdfBehind() {
        Path pdf = dir.resolve("advice.pdf");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                DAY, null).run("advise", "examples/chat-70b.json", "--pdf", pdf.toString(), "--acceptance",
                "examples/acceptance/chat-70b-truncated.result.json", "--lang", "en");
        assertEquals(Cli.BAD_INPUT, code, err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(pdf), "the PDF was written before the result was refused");
    }
}
