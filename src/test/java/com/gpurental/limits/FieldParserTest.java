package com.gpurental.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What people type into number fields, and the message for each kind of mistake: its key and arguments (the field, the
 * text as typed, the maximum, an example); each key's sentence once (required, not a number, not positive, too large,
 * not whole).
 */
class FieldParserTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static FieldParser.Parsed<Integer> users(String text) {
        // The concurrent-users field as WorkloadModel configures it: at most 1,000,000, example 100.
        return FieldParser.wholeNumber(text, "field.concurrentUsers", 1_000_000, "100", false);
    }

    private static FieldParser.Parsed<Double> hours(String text) {
        // The hours-per-day field as WorkloadModel configures it: at most 24, example 8.
        return FieldParser.number(text, "field.hoursPerDay", 24, "8", false);
    }

    @ParameterizedTest(name = "\"{0}\" reads as {1}")
    @CsvSource(delimiter = '|', value = {
        "100,000|100000",       // ASCII grouping comma
        "1，000|1000",          // full-width comma (Chinese input method)
        "１２８|128",            // full-width digits
        "４，０９６|4096",        // both
        "  42  |42",            // surrounding spaces
        "1 000|1000",           // a space as thousands separator
    })
    void groupingAndFullWidthDigitsAreRead(String text, int expected) {
        FieldParser.Parsed<Integer> r = users(text);
        assertTrue(r.ok(), () -> "unexpected error " + r.error());
        assertEquals(expected, r.value());
    }

    /** "1e3" was taken as 1,000 days; exponent notation is not a number people type into these fields. */
    @Test
    void exponentNotationIsRefusedNamingTheField() {
        FieldParser.Parsed<Double> days = FieldParser.number("1e3", InputLimits.DURATION_DAYS, false);
        assertNull(days.value());
        assertEquals(Message.of("error.field.notNumber", Message.of("field.durationDays"), "1e3", "30"), days.error());
        assertNull(FieldParser.money("8E3", "field.budget", "8,928").value());
        assertEquals(1000.0, FieldParser.number("1,000", InputLimits.DURATION_DAYS, false).value());
    }

    /** The budget takes "8千" and "1.2万" as the parameter field takes "700亿". */
    @Test
    void aBudgetWrittenWithChineseMagnitudesIsRead() {
        assertEquals(new BigDecimal("8000.00"), FieldParser.money("8千", "field.budget", "8,928").value());
        assertEquals(new BigDecimal("12000.00"), FieldParser.money("1.2万元", "field.budget", "8,928").value());
        assertEquals(new BigDecimal("8000.00"), FieldParser.money("¥8k", "field.budget", "8,928").value());
        // Chinese numerals too (issue 33: "八千" and "十万" were refused while "10万" worked)
        assertEquals(new BigDecimal("8000.00"), FieldParser.money("八千", "field.budget", "8,928").value());
        assertEquals(Message.of("error.field.notNumber", Message.of("field.budget"), "八千多", "8,928"),
                FieldParser.money("八千多", "field.budget", "8,928").error());
    }

    @Test
    void fullWidthDecimalPointIsRead() {
        assertEquals(7.5, hours("７．５").value());
    }

    @Test
    void emptyOptionalFieldMeansDefaultWithoutError() {
        assertEquals(new FieldParser.Parsed<Integer>(null, null), users(""));
        assertEquals(new FieldParser.Parsed<Integer>(null, null), users("   "));
        assertEquals(new FieldParser.Parsed<Integer>(null, null), users(null));
    }

    @Test
    void emptyRequiredFieldNamesTheFieldAndAnExample() {
        FieldParser.Parsed<Double> r = FieldParser.number("", "field.hoursPerDay", 24, "8", true);
        assertEquals(Message.of("error.field.required", Message.of("field.hoursPerDay"), "8"), r.error());
        assertEquals("Hours of use per day is required (e.g. 8).", EN.format(r.error()));
    }

    @Test
    void zeroIsNotAccepted() {
        FieldParser.Parsed<Integer> r = users("0");
        assertEquals(Message.of("error.field.notPositive", Message.of("field.concurrentUsers"), "0", "100"), r.error());
        assertEquals("Concurrent users must be greater than zero, not 0 (e.g. 100).", EN.format(r.error()));
        assertEquals("并发用户数必须大于零，当前为 0（例如 100）。", ZH.format(r.error()));
    }

    @Test
    void negativeIsNotAccepted() {
        FieldParser.Parsed<Double> r = hours("-5");
        assertNull(r.value());
        assertEquals(Message.of("error.field.notPositive", Message.of("field.hoursPerDay"), "-5", "8"), r.error());
    }

    @Test
    void tooLargeNamesTheMaximumWithGrouping() {
        FieldParser.Parsed<Integer> r = users("2,000,000");
        assertEquals(Message.of("error.field.tooLarge", Message.of("field.concurrentUsers"), "2,000,000", "1,000,000", "100"),
                r.error());
        assertEquals("Concurrent users: 2,000,000 is more than the maximum 1,000,000 (e.g. 100).", EN.format(r.error()));
    }

    @Test
    void theMaximumItselfIsAccepted() {
        assertEquals(24.0, hours("24").value());
        assertEquals(1_000_000, users("1,000,000").value());
    }

    @Test
    void aFractionIsNotAWholeNumber() {
        FieldParser.Parsed<Integer> r = users("2.5");
        assertEquals(Message.of("error.field.notWhole", Message.of("field.concurrentUsers"), "2.5", "100"), r.error());
        assertEquals("Concurrent users must be a whole number, not 2.5 (e.g. 100).", EN.format(r.error()));
        assertEquals("并发用户数必须是整数，当前为 2.5（例如 100）。", ZH.format(r.error()));
    }

    @Test
    void aWholeNumberWrittenWithDecimalsIsWhole() {
        assertEquals(100, users("100.0").value());
    }

    @Test
    void lettersAreNotANumber() {
        FieldParser.Parsed<Integer> r = users("abc");
        assertEquals(Message.of("error.field.notNumber", Message.of("field.concurrentUsers"), "abc", "100"), r.error());
        assertEquals("Concurrent users: \"abc\" is not a number (e.g. 100).", EN.format(r.error()));
        assertEquals("并发用户数：“abc”不是数字（例如 100）。", ZH.format(r.error()));
    }

    @Test
    void aFractionIsFineWhereFractionsAreAllowed() {
        assertEquals(7.5, hours("7.5").value());
    }

    // ------------------------------------------------------------------ money

    @ParameterizedTest(name = "\"{0}\" is {1} yuan")
    @CsvSource(delimiter = '|', value = {
        "8928|8928.00",
        "8,928|8928.00",
        "¥8,928|8928.00",          // the way the app shows money
        "￥8,928|8928.00",          // full-width yen sign
        "8928元|8928.00",
        "1,411.2|1411.20",
        "１０，０００|10000.00",
        "0.005|0.01",             // rounded half-up to the fen
    })
    void moneyAcceptsTheWaysPeopleWriteYuan(String text, String expected) {
        FieldParser.Parsed<BigDecimal> r = FieldParser.money(text, "field.budget", "8,928");
        assertTrue(r.ok(), () -> "unexpected error " + r.error());
        assertEquals(new BigDecimal(expected), r.value());
    }

    @Test
    void emptyBudgetIsNoBudgetAndNoError() {
        assertEquals(new FieldParser.Parsed<BigDecimal>(null, null), FieldParser.money("", "field.budget", "8,928"));
        assertEquals(new FieldParser.Parsed<BigDecimal>(null, null), FieldParser.money(" ¥ ", "field.budget", "8,928"));
    }

    @Test
    void negativeOrZeroBudgetIsRejected() {
        assertEquals(Message.of("error.field.notPositive", Message.of("field.budget"), "-100", "8,928"),
                FieldParser.money("-100", "field.budget", "8,928").error());
        assertEquals(Message.of("error.field.notPositive", Message.of("field.budget"), "0", "8,928"),
                FieldParser.money("0", "field.budget", "8,928").error());
    }

    @Test
    void budgetAboveOneTrillionYuanIsRejected() {
        // the budget's maximum: InputLimits.MONTHLY_BUDGET, ¥10^12
        assertEquals(Message.of("error.field.tooLarge", Message.of("field.budget"), "2,000,000,000,000", "1,000,000,000,000",
                "8,928"), FieldParser.money("2,000,000,000,000", "field.budget", "8,928").error());
    }

    @Test
    void budgetInWordsIsNotANumber() {
        // "一万" is read as 10,000 now (issue 33); words that are no number are still refused
        assertEquals(new BigDecimal("10000.00"), FieldParser.money("一万", "field.budget", "8,928").value());
        assertEquals(Message.of("error.field.notNumber", Message.of("field.budget"), "一万左右", "8,928"),
                FieldParser.money("一万左右", "field.budget", "8,928").error());
    }
}
