package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Printing renders each PDF page to an image: A4 at 150 dpi, with ink on it. */
class PdfPagesTest {

    @TempDir
    Path dir;

    @Test
    void theApprovalSummaryRendersAsOneA4PageWithInk() throws Exception {
        Path pdf = dir.resolve("a.pdf");
        ApprovalPdf.write(PapersFixture.chat(), Messages.forLocale(Messages.ZH), pdf);

        List<BufferedImage> pages = PdfPages.render(pdf, 150);

        assertEquals(1, pages.size());
        // A4 is 595.28 × 841.89 pt: 1240 × 1753 whole pixels at 150 dpi (PDFBox rounds the size down)
        assertEquals(1240, pages.get(0).getWidth());
        assertEquals(1753, pages.get(0).getHeight());
        long dark = 0;
        BufferedImage p = pages.get(0);
        for (int y = 0; y < p.getHeight(); y += 4) {
            for (int x = 0; x < p.getWidth(); x += 4) {
                if ((p.getRGB(x, y) & 0xFF) < 128) {
                    dark++;
                }
            }
        }
        assertTrue(dark > 1000, "text drawn: " + dark);
    }
}
