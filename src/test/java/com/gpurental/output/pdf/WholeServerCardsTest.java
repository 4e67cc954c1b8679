package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.text.AdviceText;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 1-card training whose bare-metal month is an 8-card server's price: the PDF's rental table and the advise text
 * say that the whole server is billed, beside the ¥7,920 (a bare "1 | ¥7,920" read as one card's month).
 */
class WholeServerCardsTest {

    private static final Path LORA = Path.of("examples/lora-7b-training.json");

    @Test
    void thePdfRentalTableSaysTheWholeServerIsBilled(@TempDir Path dir) throws Exception {
        String zh = ReportFixture.text(ReportFixture.export(ReportFixture.input(LORA), Messages.forLocale(Messages.ZH),
                dir, "zh.pdf"));
        assertTrue(zh.contains("裸金属按月 1（按 8 卡整机计价） ¥7,920 ¥7,920 30 天"), zh);
        String en = ReportFixture.text(ReportFixture.export(ReportFixture.input(LORA), Messages.forLocale(Messages.EN),
                dir, "en.pdf"));
        assertTrue(en.contains("1 (billed as the whole") && en.contains("8-card server)"), en);
    }

    @Test
    void theAdviseTextNamesTheWholeServerBesideTheMonth() {
        Advice a = ReportFixture.advise(LORA);
        String zh = AdviceText.render(a, Messages.forLocale(Messages.ZH));
        assertTrue(zh.contains("\n  裸金属按月：卡数 1（按 8 卡整机计价），每月 ¥7,920，租期合计 ¥7,920\n"), zh);
        String en = AdviceText.render(a, Messages.forLocale(Messages.EN));
        assertTrue(en.contains("\n  bare-metal by the month: cards 1 (billed as the whole 8-card server), ¥7,920 per month,"
                + " ¥7,920 for the term\n"), en);
        // The hourly container rents the one card alone: no such line.
        assertFalse(en.contains("container by the hour: cards"), en);
    }
}
