package com.gpurental.output.papers;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** A PDF's pages as images (for printing through the system's print dialog). */
public final class PdfPages {

    private PdfPages() {
    }

    /** Every page rendered in colour at {@code dpi} dots per inch. */
    public static List<BufferedImage> render(Path pdf, float dpi) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFRenderer renderer = new PDFRenderer(doc);
            List<BufferedImage> pages = new ArrayList<>();
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                pages.add(renderer.renderImageWithDPI(i, dpi, ImageType.RGB));
            }
            return pages;
        }
    }
}
