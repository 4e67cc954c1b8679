package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.Main;
import com.gpurental.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code advise PLAN --format summary --xlsx --approval --rfq --rfq-xlsx}: files written atomically, today's exit codes. */
class CliPapersTest {

    private static final Clock CLOCK = Clock.fixed(PapersFixture.DATE.atStartOfDay().toInstant(ZoneOffset.UTC), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                CLOCK, Main.pdfWriter()).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private List<String> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void formatSummaryPrintsTheTextToPaste() {
        assertEquals(Cli.OK, run("advise", "examples/chat-70b.json", "--format", "summary", "--lang", "zh"), err());

        // nothing fits the ¥8,000 budget without giving up part of the need: not headed 推荐
        assertTrue(out().contains("预算内没有可行方案；能满足需求的首选：2 张 NVIDIA H20 96GB，容器按小时，每月 ¥8,928.00，租期 33 天合计 ¥9,820.80。"), out());
        assertEquals("", err());
    }

    @Test
    void allFourPapersInOneRun() {
        Path xlsx = dir.resolve("比较.xlsx");
        Path approval = dir.resolve("approval.pdf");
        Path rfq = dir.resolve("rfq.pdf");
        Path form = dir.resolve("form.xlsx");

        int code = run("advise", "examples/chat-70b.json", "--lang", "en", "--xlsx", xlsx.toString(), "--approval",
                approval.toString(), "--rfq", rfq.toString(), "--rfq-xlsx", form.toString());

        assertEquals(Cli.OK, code, err());
        assertEquals("", out(), "files only: no text on stdout");
        for (Path p : List.of(xlsx, approval, rfq, form)) {
            assertTrue(err().contains("Written: " + p), err());
        }
        assertEquals(0, new BigDecimal("9820.80").compareTo(PapersFixture.sheet(xlsx, 0).get(1).getCell(5).asNumber()));
        assertTrue(PapersFixture.pdfText(approval).contains("Purchase request: GPU compute rental"));
        assertTrue(PapersFixture.pdfText(rfq).contains("Request for quotation: GPU compute rental"));
        assertEquals("Vendor", PapersFixture.sheet(form, 0).get(0).getCell(0).getText(), "the quote form, headed in English");
    }

    @Test
    void anUnwritableTargetIsExitTwoWithOneLineAndNoLeftovers() throws IOException {
        Path bad = dir.resolve("missing").resolve("a.xlsx");

        int code = run("advise", "examples/chat-70b.json", "--lang", "zh", "--xlsx", bad.toString());

        assertEquals(Cli.BAD_INPUT, code);
        assertTrue(err().contains("无法写入 " + bad), err());
        assertEquals(1, err().strip().lines().count(), err());
        assertEquals(List.of(), listing());
    }

    @Test
    void aMissingValueAndABadFormatAreUsageErrors() {
        assertEquals(Cli.BAD_INPUT, run("advise", "examples/chat-70b.json", "--approval"));
        assertTrue(err().contains("--approval"), err());

        assertEquals(Cli.BAD_INPUT, run("advise", "examples/chat-70b.json", "--format", "wechat", "--lang", "en"));
        assertTrue(err().contains("json, text, summary"), err());
    }
}
