package com.gpurental.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.gpurental.acceptance.Acceptance;
import com.gpurental.acceptance.AcceptanceCheck;
import com.gpurental.acceptance.AcceptanceText;
import com.gpurental.acceptance.Delivered;
import com.gpurental.acceptance.MeasuredRun;
import com.gpurental.acceptance.ResultFile;
import com.gpurental.acceptance.TrialKit;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.json.InputProblem;
import com.gpurental.output.RenderInput;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.json.QuotesJson;
import com.gpurental.output.papers.AcceptancePdf;
import com.gpurental.output.papers.Paper;
import com.gpurental.output.papers.SummaryText;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.MeasurementsFile;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanDocument;
import com.gpurental.plan.PlanJson;
import com.gpurental.plan.ProjectDates;
import com.gpurental.quotes.QuoteComparison;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * The headless command: {@code advise PLAN.json [--format json|text] [--lang zh|en]
 * [--catalog FILE] [--pdf OUT.pdf]}, and the papers: {@code --format summary} (the text to paste),
 * {@code --xlsx OUT.xlsx}, {@code --approval OUT.pdf}, {@code --rfq OUT.pdf}, {@code --rfq-xlsx OUT.xlsx}; with
 * {@code --acceptance RESULT.json} the load test's measurement is kept in the plan file unless {@code --plan-read-only}. Exit
 * codes: 0 success, 2 bad input (one clear message on
 * stderr, no stack trace), 1 anything unexpected.
 */
public final class Cli {

    public static final int OK = 0;
    public static final int UNEXPECTED = 1;
    public static final int BAD_INPUT = 2;
    /** {@code --acceptance}: no line fails, some need a look. */
    public static final int ACCEPTANCE_WARN = 3;
    /** {@code --acceptance}: at least one line fails — the machine is not as quoted. */
    public static final int ACCEPTANCE_FAIL = 4;

    /** Writes the PDF; installed by the report module so the CLI does not depend on it directly. */
    public interface PdfWriter {
        void write(RenderInput input, Messages messages, Path out) throws Exception;
    }

    private final PrintStream out;
    private final PrintStream err;
    private final Clock clock;
    private final PdfWriter pdf;

    public Cli(PrintStream out, PrintStream err, Clock clock, PdfWriter pdf) {
        this.out = out;
        this.err = err;
        this.clock = clock;
        this.pdf = pdf;
    }

    public int run(String... args) {
        Locale lang = Messages.isChinese(Locale.getDefault()) ? Messages.ZH : Messages.EN;
        for (int i = 0; i < args.length - 1; i++) {
            if ("--lang".equals(args[i]) && Messages.parseLanguage(args[i + 1]) != null) {
                lang = Messages.parseLanguage(args[i + 1]);
            }
        }
        Messages m = Messages.forLocale(lang);
        try {
            return advise(args, m);
        } catch (InputException e) {
            err.println(e.render(m));
            return BAD_INPUT;
        } catch (UsageException e) {
            err.println(m.format(e.message));
            err.println(m.get("cli.usage"));
            err.println(m.get("cli.usage.papers"));
            err.println(m.get("cli.usage.acceptance"));
            err.println(m.get("cli.usage.measurement"));
            return BAD_INPUT;
        } catch (RuntimeException e) {
            err.println(m.format("cli.unexpected", String.valueOf(e)));
            if (System.getenv("GPU_RENTAL_TRACE") != null) {
                e.printStackTrace(err);
            }
            return UNEXPECTED;
        }
    }

    private static final class UsageException extends Exception {
        final Message message;

        UsageException(Message message) {
            super(message.key());
            this.message = message;
        }
    }

    /** The command line of {@code advise}, checked: the plan, the output format and the files to write. */
    private static final class Options {
        String planFile;
        String format = "text";
        boolean formatGiven;
        String catalogFile;
        String pdfFile;
        String kitDir;
        String acceptanceFile;
        String acceptancePdf;
        boolean planReadOnly;
        final Map<Paper, Path> papers = new EnumMap<>(Paper.class);

        static Options parse(String[] args) throws UsageException {
            Options o = new Options();
            for (int i = 1; i < args.length; i++) {
                String a = args[i];
                switch (a) {
                    case "--format" -> {
                        o.format = value(args, ++i, a);
                        o.formatGiven = true;
                        if (!o.format.equals("json") && !o.format.equals("text") && !o.format.equals("summary")) {
                            throw new UsageException(Message.of("cli.badValue", a, o.format, "json, text, summary"));
                        }
                    }
                    case "--lang" -> {
                        String v = value(args, ++i, a);
                        if (Messages.parseLanguage(v) == null) {
                            throw new UsageException(Message.of("cli.badValue", a, v, "zh, en"));
                        }
                    }
                    case "--catalog" -> o.catalogFile = value(args, ++i, a);
                    case "--pdf" -> o.pdfFile = value(args, ++i, a);
                    case "--trial-kit" -> o.kitDir = value(args, ++i, a);
                    case "--acceptance" -> o.acceptanceFile = value(args, ++i, a);
                    case "--acceptance-pdf" -> o.acceptancePdf = value(args, ++i, a);
                    case "--plan-read-only" -> o.planReadOnly = true;
                    default -> {
                        if (Paper.ofOption(a) != null) {
                            o.papers.put(Paper.ofOption(a), Path.of(value(args, ++i, a)));
                            continue;
                        }
                        if (a.startsWith("--") || o.planFile != null) {
                            throw new UsageException(Message.of("cli.unknownOption", a));
                        }
                        o.planFile = a;
                    }
                }
            }
            if (o.planFile == null) {
                throw new UsageException(Message.of("cli.noPlan"));
            }
            if (o.acceptancePdf != null && o.acceptanceFile == null) {
                throw new UsageException(Message.of("cli.acceptanceNeedsResult"));
            }
            if (o.planReadOnly && o.acceptanceFile == null) {
                throw new UsageException(Message.of("cli.readOnlyNeedsResult"));
            }
            return o;
        }
    }

    private void writePdf(RenderInput input, Messages m, String pdfFile) throws InputException {
        if (pdf == null) {
            throw new IllegalStateException("PDF export is not available");
        }
        try {
            pdf.write(input, m, Path.of(pdfFile));
        } catch (InputException e) {
            throw e;
        } catch (UncheckedIOException e) {
            throw new InputException(pdfFile, null, Message.of("error.pdf.write", pdfFile,
                    String.valueOf(e.getCause().getMessage())));
        } catch (RuntimeException e) {
            throw e; // a bug in the writer is unexpected (exit 1), not bad input
        } catch (Exception e) {
            throw new InputException(pdfFile, null, Message.of("error.pdf.write", pdfFile, String.valueOf(e.getMessage())));
        }
        err.println(m.format("cli.pdfWritten", pdfFile));
    }

    private int advise(String[] args, Messages m) throws InputException, UsageException {
        // "advise --help" answered "Unknown option"; help anywhere prints the usage.
        boolean help = Arrays.stream(args).anyMatch(a -> a.equals("--help") || a.equals("-h"));
        if (args.length == 0 || help || args[0].equals("help")) {
            out.println(m.get("cli.usage"));
            out.println(m.get("cli.usage.papers"));
            out.println(m.get("cli.usage.acceptance"));
            out.println(m.get("cli.usage.measurement"));
            return args.length == 0 ? BAD_INPUT : OK;
        }
        if (!args[0].equals("advise")) {
            throw new UsageException(Message.of("cli.unknownCommand", args[0]));
        }
        Options o = Options.parse(args);
        String planFile = o.planFile;
        String format = o.format;
        String catalogFile = o.catalogFile;
        String pdfFile = o.pdfFile;
        String kitDir = o.kitDir;
        String acceptanceFile = o.acceptanceFile;
        String acceptancePdf = o.acceptancePdf;
        Map<Paper, Path> papers = o.papers;
        Catalog catalog = catalogFile == null ? CatalogLoader.bundled() : CatalogLoader.load(Path.of(catalogFile));
        // Read as the app saves it, so the app's own fields (checklist, compared, quoteDrafts) are known.
        PlanDocument.Read read = PlanDocument.readChecked(Path.of(planFile));
        for (InputProblem w : read.warnings()) {
            err.println(m.format(Message.of("error.at", w.file(), w.path(), w.problem()))); // the plan still runs
        }
        Plan plan = read.document().plan();
        // One today for the run: the advisor checks prices against it and every paper is dated with it.
        LocalDate today = LocalDate.now(clock);
        Advisor advisor = new Advisor(catalog, today);
        Advice advice = advisor.advise(plan, planFile);
        // Every input is read before any paper is written: a truncated result must not leave a PDF behind and exit 2.
        Delivered delivered = acceptanceFile == null ? null
                : ResultFile.read(Path.of(acceptanceFile));
        Advice ordered = advice; // what the kit was made for: the delivered machine is checked against it
        PlanDocument document = measured(read.document(), advice, catalog, delivered, acceptanceFile, today, m);
        if (document != read.document()) {
            keepMeasurement(Path.of(planFile), document.plan().measurements(), o.planReadOnly, m);
        }
        if (document != read.document()) {
            plan = document.plan();
            advice = advisor.advise(plan, planFile);
        }
        QuoteComparison quotes = quoteComparison(advice, catalog, planFile);
        // Every paper from the saved document as the app reopens it: its compared GPUs and its checklist.
        RenderInput paperInput = RenderInput.ofDocument(advice, catalog, document, today);
        if (pdfFile != null) {
            writePdf(paperInput, m, pdfFile);
        }
        if (papers.containsKey(Paper.RFQ) || papers.containsKey(Paper.RFQ_XLSX)) {
            // A quote deadline already past or after the start is said (the letter is still written).
            Message late = ProjectDates.deadlineProblem(plan.project().quoteDeadline(),
                    plan.project().startDate(), today);
            if (late != null) {
                err.println(m.format(late));
            }
        }
        for (Map.Entry<Paper, Path> e : papers.entrySet()) {
            e.getKey().write(paperInput, m, e.getValue());
            err.println(m.format("cli.fileWritten", e.getValue().toString()));
        }
        if (format.equals("summary")) {
            out.print(SummaryText.render(paperInput, m));
        } else if (format.equals("json")) {
            try {
                out.println(PlanJson.MAPPER.writeValueAsString(QuotesJson.append(AdviceJson.toJson(advice, m), quotes, m)));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        } else if (o.formatGiven || pdfFile == null && papers.isEmpty() && kitDir == null && acceptanceFile == null) {
            // Files written are said on the error stream; the readable advice is printed too when asked for.
            out.print(AdviceText.render(advice, m));
        }
        if (kitDir != null) {
            writeKit(advice, m, Path.of(kitDir));
        }
        return acceptanceFile == null ? OK : acceptance(ordered, m, Path.of(acceptanceFile), delivered, acceptancePdf, today);
    }

    /**
     * Issue 34, measured beats estimated: the document with the result's load test kept in its plan's measurements (the
     * advice printed and every paper are then sized on it), or the document as it is without one.
     */
    private PlanDocument measured(PlanDocument document, Advice advice, Catalog catalog,
                                  Delivered delivered,
                                  String acceptanceFile, LocalDate today, Messages m) throws InputException {
        Measurement measured = delivered == null ? null : MeasuredRun.of(
                advice, delivered, String.valueOf(Path.of(acceptanceFile).getFileName()),
                InputFiles.read(Path.of(acceptanceFile)), today);
        if (measured == null) {
            Message why = MeasuredRun.notKept(delivered);
            if (why != null) {
                err.println(m.format(why)); // a throttled or unfinished run is not trusted silently
            }
            return document;
        }
        Plan plan = document.plan().withMeasurements(document.plan().measurements().with(measured));
        Object gpu = catalog.gpu(measured.gpu()).<Object>map(g -> g.displayName()).orElse(measured.gpu());
        err.println(m.format("cli.measured", measured.source(), measured.decodeTokensPerSecondPerUser(),
                measured.concurrency(), measured.cards(), gpu));
        return new PlanDocument(plan, document.checklist(), document.compared(), document.quoteDrafts(),
                document.ownershipDraft());
    }

    /**
     * Issue 34: the measurement just imported kept in the plan file's measurements section (atomically, nothing else
     * changed), unless {@code --plan-read-only}; what was done is said on stderr. A plan that cannot take it is said too,
     * and the run goes on: the advice printed is sized on the measurement either way.
     */
    private void keepMeasurement(Path planFile, Measurement.Measurements now, boolean readOnly,
                                 Messages m) {
        String file = planFile.toString();
        if (readOnly) {
            err.println(m.format("cli.measurementReadOnly", file));
            return;
        }
        Measurement kept = now.items().get(now.items().size() - 1); // with() adds it last
        try {
            MeasurementsFile.Kept k = MeasurementsFile.keep(planFile, kept);
            err.println(k.written() ? m.format("cli.measurementKept", file, k.count())
                    : m.format("cli.measurementAlready", file));
        } catch (InputException e) {
            err.println(m.format("cli.measurementNotKept", file, e.render(m)));
        } catch (IOException e) {
            err.println(m.format("cli.measurementNotKept", file, String.valueOf(e.getMessage())));
        }
    }

    /** The check script and its instruction for the rented machine. */
    private void writeKit(Advice advice, Messages m, Path dir) throws InputException {
        try {
            TrialKit.write(advice, m, dir);
        } catch (IOException e) {
            throw new InputException(dir.toString(), null, Message.of("acceptance.error.write", dir.toString(),
                    String.valueOf(e.getMessage())));
        }
        err.println(m.format("cli.kitWritten", dir.toString(), TrialKit.SCRIPT,
                TrialKit.INSTRUCTIONS));
    }

    /** The delivered machine against the plan, every line's verdict; the exit code says the worst. */
    private int acceptance(Advice advice, Messages m, Path result, Delivered d, String pdfOut,
                           LocalDate today) throws InputException {
        Acceptance a = AcceptanceCheck.check(advice, d);
        out.print(AcceptanceText.render(a, String.valueOf(result.getFileName()), m));
        if (pdfOut != null) {
            AcceptancePdf.write(a, advice, m, today, Path.of(pdfOut));
            err.println(m.format("cli.fileWritten", pdfOut));
        }
        return switch (a.overall()) {
            case PASS -> OK;
            case WARN -> ACCEPTANCE_WARN;
            case FAIL -> ACCEPTANCE_FAIL;
        };
    }

    /** The vendors' quotes of the plan compared; a quote naming a GPU the catalog lacks is bad input. */
    private QuoteComparison quoteComparison(Advice advice, Catalog catalog, String planFile) throws InputException {
        QuoteComparison quotes = advice.quotes();
        if (!quotes.problems().isEmpty()) {
            throw new InputException(quotes.problems().stream()
                    .map(p -> new InputProblem(planFile, p.path(), p.problem())).toList());
        }
        return quotes;
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) {
            throw new UsageException(Message.of("cli.missingValue", option));
        }
        return args[i];
    }
}
