package com.gpurental.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Precision;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Rendering of engine messages (docs/architecture.md: money formatted with the locale, ¥8,928; never concatenation). */
class MessagesTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @Test
    void englishDaysAreSingularForOneAsShown() {
        // 0.96 is shown as 1 and so reads "1 day"; 1.04 too; 1.1 and 2 are days; the Chinese has no plural.
        assertEquals("about 1 day (estimated)", EN.format("report.value.daysEstimated", 0.96));
        assertEquals("about 1 day (estimated)", EN.format("report.value.daysEstimated", 1.04));
        assertEquals("about 1.1 days (estimated)", EN.format("report.value.daysEstimated", 1.1));
        assertEquals("about 2 days (estimated)", EN.format("report.value.daysEstimated", 2));
        assertEquals("约 1 天（估算）", ZH.format("report.value.daysEstimated", 0.96));
        // text where a number is chosen on is shown as it is, not an error
        assertEquals("about 0.9–4.2 days (estimated)", EN.format("report.value.daysEstimated", "0.9–4.2"));
    }

    @Test
    void moneyShowsFenOnlyWhenThereAreAny() {
        // docs/architecture.md: "format with the locale (¥8,928)"; docs/domain.md §3 check ¥1,411.20.
        assertEquals("¥8,928", EN.money(new BigDecimal("8928.00"))); // chart labels; sentences are to the fen (format)
        assertEquals("¥1,411.20", EN.money(new BigDecimal("1411.2")));
        assertEquals("¥3,497.50", ZH.money(new BigDecimal("3497.50")));
        assertEquals("¥42,240", ZH.money(new BigDecimal("42240")));
        assertEquals("¥0.01", EN.money(new BigDecimal("0.005")));
        assertEquals("¥8,000", EN.money(new BigDecimal("8E+3")));
    }

    @Test
    void argumentsRenderInTheMessageLanguage() {
        assertEquals("Rented as container by the hour: ¥8,928.00 per month, ¥9,820.80 for the 33-day term.",
                EN.format("reason.cost", RentalMode.HOURLY, new BigDecimal("8928.00"),
                        new BigDecimal("9820.80"), 33));
        assertEquals("容器按小时：每月 ¥8,928.00，33 天租期合计 ¥9,820.80。",
                ZH.format("reason.cost", RentalMode.HOURLY, new BigDecimal("8928.00"),
                        new BigDecimal("9820.80"), 33));
        // Doubles with one decimal at most; whole numbers grouped.
        assertEquals("Task: 30 days; rental term with 10% buffer: 4,096 days.", EN.format("text.term", 30.0, 4096, 10.0));
        assertEquals("Task: 1.3 days; rental term with 10% buffer: 2 days.", EN.format("text.term", 1.26, 2, 10.0));
        // Nested messages, enums, catalog texts.
        assertEquals("Run the model at INT8 instead of FP16: 1 × H20, container by the hour",
                EN.format("suggest.result", Message.of("suggest.precision", Precision.FP16, Precision.INT8), 1, "H20",
                        RentalMode.HOURLY));
        LocalizedText chat = new LocalizedText("Customer-service chat", "客服对话");
        assertEquals("Scenario: Customer-service chat", EN.format("text.scenario", chat));
        assertEquals("场景：客服对话", ZH.format("text.scenario", chat));
        // An unknown figure reads "unknown", not "null".
        assertEquals("Its unknown is not published, so the scenario's minimum cannot be confirmed.",
                EN.format("reject.unknownFigure", (Object) null));
        assertEquals("其未知未公开，无法确认是否满足场景最低要求。", ZH.format("reject.unknownFigure", (Object) null));
    }

    @Test
    void aMissingKeyIsVisibleNotSilent() {
        assertEquals("!no.such.key!", EN.get("no.such.key"));
        assertEquals(false, EN.has("no.such.key"));
    }

    @Test
    void theLanguageNeverFallsBackToTheMachineDefault() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
            assertEquals("Unknown command \"x\"; the command is \"advise\".", Messages.forLocale(Messages.EN)
                    .format("cli.unknownCommand", "x"));
            Locale.setDefault(Locale.US);
            assertEquals("未知命令“x”；命令为 \"advise\"。", Messages.forLocale(Messages.ZH).format("cli.unknownCommand", "x"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void languageCodesAreParsed() {
        assertSame(Messages.ZH, Messages.parseLanguage("zh"));
        assertSame(Messages.ZH, Messages.parseLanguage(" ZH-CN "));
        assertSame(Messages.ZH, Messages.parseLanguage("中文"));
        assertSame(Messages.EN, Messages.parseLanguage("en"));
        assertSame(Messages.EN, Messages.parseLanguage("English"));
        assertNull(Messages.parseLanguage("fr"));
        assertNull(Messages.parseLanguage(null));
        assertEquals(Messages.ZH, Messages.forLocale(Locale.TRADITIONAL_CHINESE).locale());
        assertEquals(Messages.EN, Messages.forLocale(Locale.GERMAN).locale());
    }

    @Test
    void oneDayIsSingularInEnglishAndNumbersKeepTheirGrouping() {
        assertEquals("Task: 1 day; rental term with 10% buffer: 2 days.", EN.format("text.term", 1, 2, 10.0));
        assertEquals("Task: 1,000 days; rental term with 10% buffer: 1,100 days.", EN.format("text.term", 1000, 1100, 10.0));
        assertEquals("Task: 0 days; rental term with 10% buffer: 0 days.", EN.format("text.term", 0, 0, 10.0));
        assertEquals("Billable term: 2 days (1 task day + 10% buffer)", EN.format("rental.term", 2, 1, 10.0));
        assertEquals("empty = estimate (1 day)", EN.format("rental.durationEstimate", 1));
        assertEquals("Whole periods are billed: 30 days paid for a 29-day term (1 idle day).",
                EN.format("warning.IDLE_TERM", 30, 29, 1));
        assertEquals("1 day", EN.format("report.value.days", 1));
        assertEquals("任务：1 天；含 10% 缓冲的租期：2 天。", ZH.format("text.term", 1, 2, 10.0));
        // task days are doubles: shown with one decimal like every figure, and chosen on as shown
        assertEquals("Task: 12.3 days; rental term with 10% buffer: 14 days.", EN.format("text.term", 12.34, 14, 10.0));
        assertEquals("Task: 1 day; rental term with 10% buffer: 2 days.", EN.format("text.term", 0.96, 2, 10.0));
        assertEquals("Task: 1,234.6 days; rental term with 10% buffer: 1,359 days.", EN.format("text.term", 1234.56, 1359, 10.0));
    }

    /**
     * Audit 33 §9 and the session 22 buyer check: one money format. The plain layer's "每月约 ¥8,928，整个租期 33 天共
     * ¥9,820.80" read as two precisions, and ¥868,992 on one line of the approval beside ¥868,992.00 on the next as two
     * figures: every amount a sentence states is to the fen, whole yuan too, nested sentences too, as a table column
     * ({@link Messages#fen}); chart axes keep {@link Messages#money}.
     */
    @Test
    void oneSentenceStatesItsMoneyInOneFormat() {
        Messages zh = Messages.forLocale(Messages.ZH);
        Cny month = Cny.of("8928"); // 2 × H20 × ¥6.20 × 720 h (docs/domain.md §3)
        Cny term = Cny.of("9820.80"); // the same over 33 billable days
        assertEquals("容器按小时，每月 ¥8,928.00，整个租期 33 天共 ¥9,820.80", zh.format("plain.cost", "容器按小时", month, 33,
                term));
        assertEquals("Rent 1 server with 2 × H20; container by the hour, ¥8,928.00 a month, ¥9,820.80 for the whole "
                + "33-day term", EN.format(Message.of("plain.headline", "Rent 1 server with 2 × H20",
                Message.of("plain.cost", "container by the hour", month, 33, term))));
        assertEquals("¥8,928.00 a month, ¥267,840.00 for the whole 900-day term", EN.format("plain.cost", "x", month, 900,
                Cny.of("267840")).substring(3), "whole yuan to the fen too");
        assertEquals("¥7,920.00", zh.fen(new BigDecimal("7920")));
        assertEquals("¥11,289.60", zh.fen(new BigDecimal("11289.6")));
    }
}
