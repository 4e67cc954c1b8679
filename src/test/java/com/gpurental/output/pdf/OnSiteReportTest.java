package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.RenderInput;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The review's inline inspection (examples/requests/06-inline-inspection.json: 10 MB images over a 100 Mbit/s line,
 * 800 ms against 200) is headed in the PDF with the engine's answer, on-site hardware, in the summary box and as the
 * title of the recommendation section; the rented price is printed as a reference.
 */
class OnSiteReportTest {

    private static final Path INSPECTION = Path.of("examples/requests/06-inline-inspection.json");

    @TempDir
    Path dir;

    @Test
    void theReportIsHeadedWithTheOnSiteAnswerInBothLanguages() throws Exception {
        RenderInput in = ReportFixture.input(INSPECTION);
        String en = ReportFixture.text(ReportFixture.export(in, Messages.forLocale(Messages.EN), dir, "en.pdf"))
                .replaceAll("\\s+", " ");
        // the plain first page: the on-site answer, then the data-centre price as a reference sentence of its own
        assertTrue(en.contains("In short (for approval) On-site (edge) hardware needed Put 2 × NVIDIA GeForce RTX 4090 (or cards "
                + "of the same class) next "
                + "to the production line, bought or rented delivered to the plant; rent data-centre GPUs only to train or "
                + "retrain the model. Reference price if rented in a data centre: bare-metal by the month, ¥1,980.00 a "
                + "month, ¥5,940.00 for the whole 90-day term"), en);
        assertTrue(en.contains("3 On-site (edge) hardware needed"), en);
        // 2 of 8 cards pro rata, ¥7,920 ÷ 8 × 2 = ¥1,980, as seed 003's quick-reference rows price a share (issue 32)
        assertTrue(en.contains("For reference, rented in a data centre: 2 × NVIDIA GeForce RTX 4090 · bare-metal by the"
                + " month · ¥1,980.00 per month · ¥5,940.00 for the 90-day term"), en);
        assertFalse(en.contains("3 Recommendation"), en);
        String zh = ReportFixture.text(ReportFixture.export(in, Messages.forLocale(Messages.ZH), dir, "zh.pdf"))
                .replaceAll("\\s+", " ");
        assertTrue(zh.contains("简要回答（供审批） 需要现场（边缘）硬件 在产线旁部署 2 张 NVIDIA GeForce RTX 4090"), zh);
        assertTrue(zh.contains("3 需要现场（边缘）硬件"), zh);
        assertFalse(zh.contains("3 推荐方案"), zh);
    }
}
