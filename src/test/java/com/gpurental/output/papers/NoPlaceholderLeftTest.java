package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every example plan, in both languages, through the text, the report, the approval summary, the request for
 * quotation and the summary to paste: no message is left with an unfilled placeholder ("含 {5}% 余量" was printed
 * when the quote sizing built a reason with fewer arguments than the message had grown).
 */
class NoPlaceholderLeftTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+[,}]");
    /** A text key missing from the bundle shows as "!report.speed.col.tokens!". */
    private static final Pattern MISSING_KEY = Pattern.compile("![a-zA-Z][\\w.]*\\.[\\w.]*!");

    @TempDir
    Path dir;

    static Stream<String> examples() {
        return Stream.of("chat-70b.json", "chat-70b-quotes.json", "domestic-training.json", "lora-7b-training.json",
                "vision-inspection.json");
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyRenderingFillsEveryPlaceholder(String example) throws Exception {
        Advice a = PapersFixture.advise(Path.of("examples", example));
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        for (Messages m : new Messages[] {Messages.forLocale(Messages.EN), Messages.forLocale(Messages.ZH)}) {
            assertNone(example + " text", AdviceText.render(a, m));
            assertNone(example + " summary", SummaryText.render(in, m));
            Path report = dir.resolve("report.pdf");
            PdfReport.write(new RenderInput(a, PapersFixture.CATALOG, null, ChecklistState.EMPTY, PapersFixture.DATE), m, report);
            assertNone(example + " report", PapersFixture.pdfText(report));
            Path approval = dir.resolve("approval.pdf");
            ApprovalPdf.write(in, m, approval);
            assertNone(example + " approval", PapersFixture.pdfText(approval));
            // The approval summary is one page for every example (it holds fewer lines when a plan has many).
            org.junit.jupiter.api.Assertions.assertEquals(1, PapersFixture.pdfPages(approval), example + " approval pages");
            Path rfq = dir.resolve("rfq.pdf");
            RfqPdf.write(in, m, rfq);
            assertNone(example + " rfq", PapersFixture.pdfText(rfq));
            // The workbooks too, every sheet and cell (the comparison headed its speed column with a missing key).
            Path xlsx = dir.resolve("comparison.xlsx");
            ComparisonXlsx.write(in, m, xlsx);
            assertNone(example + " comparison xlsx", PapersFixture.workbookText(xlsx));
            Path form = dir.resolve("form.xlsx");
            RfqXlsx.write(in, m, form);
            assertNone(example + " quote form xlsx", PapersFixture.workbookText(form));
        }
    }

    private static void assertNone(String what, String text) {
        assertFalse(PLACEHOLDER.matcher(text).find(), () -> what + " has an unfilled placeholder:\n" + text);
        assertFalse(MISSING_KEY.matcher(text).find(), () -> what + " shows a missing text key:\n" + text);
    }
}
