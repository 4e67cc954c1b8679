package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.Main;
import com.gpurental.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Headless: the plan's project details reach the RFQ, a stale deadline is said, a bad date stops with exit 2. */
class CliProjectDetailsTest {

    /** 2026-11-01, the bundled prices' date. */
    private static final Clock CLOCK = Clock.fixed(PapersFixture.DATE.atStartOfDay().toInstant(ZoneOffset.UTC), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                CLOCK, Main.pdfWriter()).run(args);
    }

    private Path plan(String project) throws Exception {
        String json = Files.readString(PapersFixture.CHAT_70B).trim();
        Path p = dir.resolve("plan.json");
        Files.writeString(p, json.substring(0, json.lastIndexOf('}')) + ", \"project\": " + project + "}");
        return p;
    }

    @Test
    void theRfqCarriesTheDetailsAndAPastDeadlineIsSaidInChinese() throws Exception {
        Path plan = plan("{\"contact\": \"王芳 138-0000-0000\", \"quoteDeadline\": \"2026-10-20\", \"startDate\": \"2026-12-01\"}");
        Path rfq = dir.resolve("rfq.pdf");

        assertEquals(Cli.OK, run("advise", plan.toString(), "--lang", "zh", "--rfq", rfq.toString()),
                err.toString(StandardCharsets.UTF_8));

        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("报价截止日期 2026-10-20 已过（今天是 2026-11-01）：供应商来不及报价。请选择以后的日期。"), e);
        String text = PapersFixture.pdfText(rfq);
        assertTrue(text.contains("王芳 138-0000-0000") && text.contains("2026年12月1日"), text);
    }

    @Test
    void aDateNotWrittenAsIsoStopsWithExitTwoAndSaysWhere() throws Exception {
        Path plan = plan("{\"startDate\": \"12/1/2026\"}");

        assertEquals(Cli.BAD_INPUT, run("advise", plan.toString(), "--lang", "en", "--rfq", dir.resolve("r.pdf").toString()));

        String e = err.toString(StandardCharsets.UTF_8);
        // The plan-file message names the field as on screen after its JSON path.
        assertTrue(e.contains("project.startDate: Rental start must be a date like 2026-11-01, not \"12/1/2026\"."), e);
        assertTrue(!Files.exists(dir.resolve("r.pdf")), "nothing written");
    }
}
