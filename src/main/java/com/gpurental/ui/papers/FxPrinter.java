package com.gpurental.ui.papers;

import com.gpurental.output.papers.PdfPages;
import com.gpurental.support.SupportLog;
import com.gpurental.text.Messages;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.print.PageLayout;
import javafx.print.PrinterJob;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Window;

/**
 * Prints a PDF through the system's print dialog: the pages are rendered to images with PDFBox (150 dpi) and each
 * is scaled to the printable area of the page the user chose.
 *
 * <p>On Windows and macOS that is the platform's own dialog (in the system's language). On Linux JavaFX would show
 * AWT's dialog, whose X11 event thread beside JavaFX's GTK one crashed the JVM on "Print" (SIGSEGV in
 * {@code XEventsQueued}, seen here with a CUPS-PDF printer); it is also English only. There the app asks with its own
 * small dialog (printer and copies, in the user's language) and prints without AWT's.
 */
public final class FxPrinter implements PapersViewModel.Printer {

    static final float DPI = 150;

    private final Window owner;
    private final Supplier<Messages> messages;

    public FxPrinter(Window owner, Supplier<Messages> messages) {
        this.owner = owner;
        this.messages = messages;
    }

    static boolean ownDialog() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux");
    }

    /** True when the system knows at least one printer (JavaFX asks the platform's print service). */
    @Override
    public boolean available() {
        try {
            return javafx.print.Printer.getDefaultPrinter() != null || !javafx.print.Printer.getAllPrinters().isEmpty();
        } catch (RuntimeException | LinkageError e) {
            // A platform without a print pipeline (a headless one) has no printer either.
            return false;
        }
    }

    @Override
    public boolean print(Path pdf, String jobName) throws Exception {
        if (!available()) {
            throw new PapersViewModel.NoPrinterException();
        }
        List<BufferedImage> pages = PdfPages.render(pdf, DPI);
        PrinterJob job;
        try {
            job = PrinterJob.createPrinterJob();
        } catch (RuntimeException | LinkageError e) {
            job = null;
        }
        if (job == null) {
            throw new PapersViewModel.NoPrinterException();
        }
        job.getJobSettings().setJobName(jobName);
        boolean go = ownDialog() ? PrintChoiceDialog.choose(job, messages.get(), owner) : job.showPrintDialog(owner);
        if (!go) {
            SupportLog.LOG.info("print: cancelled in the dialog");
            job.cancelJob();
            return false;
        }
        PageLayout layout = job.getJobSettings().getPageLayout();
        for (BufferedImage page : pages) {
            ImageView view = new ImageView(toFx(page));
            view.setPreserveRatio(true);
            view.setFitWidth(layout.getPrintableWidth());
            view.setFitHeight(layout.getPrintableHeight());
            if (!job.printPage(view)) {
                job.cancelJob();
                return false;
            }
        }
        boolean done = job.endJob();
        String summary = "print: " + pages.size() + " page(s) to " + job.getPrinter().getName() + ", "
                + (done ? "sent" : "not sent: " + job.getJobStatus());
        SupportLog.LOG.info(summary);
        return done;
    }

    private static WritableImage toFx(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] argb = image.getRGB(0, 0, w, h, null, 0, w);
        WritableImage fx = new WritableImage(w, h);
        fx.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
        return fx;
    }
}
