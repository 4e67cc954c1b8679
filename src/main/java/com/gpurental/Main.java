package com.gpurental;

import com.gpurental.cli.Cli;
import com.gpurental.json.InputException;
import com.gpurental.launch.StartupMarks;
import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.text.Messages;
import com.gpurental.ui.app.App;
import java.time.Clock;
import java.util.Locale;

/**
 * Entry point of the jar: with no arguments (or only GUI options such as
 * {@code --startup-probe}, {@code --lang en}, {@code --catalog FILE}) it opens the desktop app; with a
 * command ({@code advise …}) it runs headless. The installed app (jpackage, {@code mvn -Pdist package})
 * starts this class with the start-up tuning in its launcher's options; {@code java -jar} runs untuned.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        boolean guiOptions = args.length == 0 || args[0].startsWith("--") && !args[0].equals("--help")
                || args[0].endsWith(".json");
        if (guiOptions) {
            StartupMarks.mark("main");
            // the support log is opened by the app's warm-up thread (ui.app.Warmup), off the way to the first page
            try {
                App.launchApp(args);
            } catch (UnsupportedOperationException e) {
                // JavaFX cannot open a window: no display (a server, an SSH session without X).
                System.err.println(Messages.forLocale(language(args)).format("app.noDisplay",
                        String.valueOf(e.getMessage())));
                System.exit(2);
            }
            return;
        }
        Clock clock = Clock.systemDefaultZone();
        System.exit(new Cli(System.out, System.err, clock, pdfWriter()).run(args));
    }

    /**
     * The {@code advise --pdf} writer: the PDF summary of what the command read (the saved document's comparison and
     * checklist, dated by the command's today). A failed write becomes an {@link InputException}: one clear line naming
     * the file, exit code 2.
     */
    public static Cli.PdfWriter pdfWriter() {
        return (input, messages, out) -> {
            try {
                PdfReport.write(input, messages, out);
            } catch (PdfExportException e) {
                throw new InputException(out.toString(), null, e.message());
            }
        };
    }

    /** The language asked for with {@code --lang}, else the system's. */
    private static Locale language(String[] args) {
        for (int i = 0; i < args.length - 1; i++) {
            if ("--lang".equals(args[i]) && Messages.parseLanguage(args[i + 1]) != null) {
                return Messages.parseLanguage(args[i + 1]);
            }
        }
        return Messages.isChinese(Locale.getDefault())
                ? Messages.ZH : Messages.EN;
    }
}
