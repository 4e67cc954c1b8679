package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PDF's quote comparison: all quotes with their lines, the flags, the choice and why, rent or buy. */
class QuotePdfTest {

    private static final Path PLAN = Path.of("examples/chat-70b-quotes.json");

    @TempDir
    Path dir;

    @Test
    void theEnglishPdfCarriesTheWorkedCheck() throws Exception {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(PLAN), Messages.forLocale(Messages.EN),
                dir, "q.pdf"));
        assertTrue(text.contains("Vendor quotes side by side"), text);
        // 丙 ¥10,494 (9,900 + VAT 594), 甲 ¥10,648 (10,296 + 132 + 220), 乙 ¥120,000.
        for (String figure
                : new String[] {"¥10,494.00", "¥9,900.00", "¥594.00", "¥10,648.00", "¥10,296.00", "¥132.00", "¥220.00", "¥120,000"
                + ".00"}) {
            assertTrue(text.contains(figure), figure);
        }
        assertTrue(text.contains("丙数据 is the cheapest quote that fits"), text);
        assertTrue(text.contains("6.9% above the reference price of 2026-11-01"), text);
        assertTrue(text.contains("Whole servers only"), text);
        assertTrue(text.contains("¥42,867.20"), "owning per month");
        // The 116.7% break-even is said in plain words.
        assertTrue(text.replaceAll("\\s+", " ").contains("at this price, buying never pays off"), text);
        // The server named by its GPU's name (not the catalog id h20), and the conclusion said once.
        assertTrue(text.replaceAll("\\s+", " ").contains("Owning the server (8 × NVIDIA H20 96GB) per month ¥42,867.20"), text);
        assertEquals(1, text.replaceAll("\\s+", " ").split("never pays off", -1).length - 1, text);
        // Checklist item 8 uses the advice's verdict on the recommended quote: ¥10,494 for 33 days against ¥13,200.
        String flat = text.replaceAll("\\s+", " ");
        assertTrue(flat.contains("the quote of 丙数据: Within budget: ¥10,494.00 for the 33-day term against ¥13,200.00 (¥12,000.00 "
                + "a"
                + " month)"), flat);
    }

    @Test
    void theRecommendationIsTheCheapestFittingQuote() throws Exception {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(PLAN), Messages.forLocale(Messages.EN),
                dir, "q.pdf"))
                .replaceAll("\\s+", " ");
        // The summary and section 3 name the vendor; ¥9,540 = 30 days × 2 cards × ¥150 × 1.06, ¥10,494 = 33 days.
        assertTrue(text.contains("In short (for approval) 丙数据's quote: Rent 1 server with 2 × NVIDIA H20 96GB; container by "
                + "the day, ¥9,540.00 a month, ¥10,494.00 for the whole 33-day term"), text);
        assertTrue(text.contains("2 × NVIDIA H20 96GB · 丙数据 · container by the day · ¥9,540.00 per month · ¥10,494.00 for the "
                + "33-day "
                + "term"),
                text);
        assertTrue(text.contains("Within budget: ¥10,494.00 for the 33-day term against ¥13,200.00"), text);
        assertTrue(text.contains("NVIDIA H20 96GB · 甲云"), "the other quotes are the alternatives");
        assertTrue(text.contains("The recommendation costs ¥154.00 less for the term"), text);
    }

    @Test
    void theChinesePdfSaysItInChinese() throws Exception {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(PLAN), Messages.forLocale(Messages.ZH),
                dir, "q.pdf"));
        assertTrue(text.contains("供应商报价比价"), text);
        assertTrue(text.contains("丙数据是能承载的报价中最便宜的"), text);
        assertTrue(text.contains("¥42,867.20"));
        String zh = text.replaceAll("\\s+", "");
        assertTrue(zh.contains("自购整机（8张NVIDIAH2096GB）每月合计¥42,867.20"), text);
        assertEquals(1, zh.split("永远不划算", -1).length - 1, text);
        assertFalse(text.contains("Vendor quotes"), "no English section title in the Chinese PDF");
        assertTrue(text.replaceAll("\\s+", "").contains("丙数据报价：租1台服务器，装2张NVIDIAH2096GB；容器按天，每月¥9,540.00，整个租期33天共¥10,494.00"),
                text);
    }

    @Test
    void aPlanWithoutQuotesHasNoQuoteSection() throws Exception {
        String text = ReportFixture.text(ReportFixture.export(ReportFixture.input(ReportFixture.CHAT_70B),
                Messages.forLocale(Messages.EN), dir, "q.pdf"));
        assertFalse(text.contains("Vendor quotes side by side"));
    }
}
