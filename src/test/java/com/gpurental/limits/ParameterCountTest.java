package com.gpurental.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Parameter counts as people type them ("The engine", first bullet). */
class ParameterCountTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @ParameterizedTest(name = "\"{0}\" = {1} billion")
    @CsvSource(delimiter = '|', value = {
            "7B            | 7",
            "7b            | 7",
            "70亿           | 7",
            "'7,000,000,000' | 7",
            "1.5T          | 1500",
            "350M          | 0.35",
            "0.5B          | 0.5",
            "７０B          | 70",
            "７０Ｂ         | 70",
            "70 B          | 70",
            "70            | 70",
            "4.2亿          | 0.42",
            "13.02B        | 13.02",
            "3千亿          | 300",
            "100T          | 100000",
            "'70,000M'     | 70",
            "'1,000,000'   | 0.001",
            "７，０００，０００，０００ | 7",
    })
    void readsCountsAsPeopleTypeThem(String text, double billions) {
        ParameterCount.Result r = ParameterCount.parse("field.parameters", text);
        assertTrue(r.ok(), () -> text + " rejected: " + r.error());
        // Exact, not approximately: 350M is 0.35B, not 0.35000000000000003B.
        assertEquals(billions, r.billions(), 0.0, text);
        assertNull(r.error());
    }

    @Test
    void bareNumberIsBillionsAndAPlainCountIsParameters() {
        assertEquals(70.0, ParameterCount.parse("field.parameters", "70").billions(), 0.0);
        assertEquals(0.001, ParameterCount.parse("field.parameters", "1,000,000").billions(), 0.0);
    }

    /**
     * "999999" was refused as "more than 100T" while "9999999" was read as 10 M parameters with no word. A
     * bare number between 100,000 and a million is now refused saying how bare numbers are read.
     */
    @Test
    void aBareNumberBetweenTheTwoReadingsSaysHowBareNumbersAreRead() {
        assertRejected("999999", "error.params.bareAmbiguous",
                "Parameter count: \"999999\" without a unit is read as billions (more than 100T, which no model has). A number"
                        + " without a unit is billions below 1,000,000 (70 = 70B) and a plain count of parameters from"
                        + " 1,000,000 on (7000000000 = 7B): write the unit, e.g. 70B or 350M.",
                "参数量：“999999”没有单位，按“十亿”计会超过 100T（100 万亿），没有这么大的模型。不带单位的数字小于 1,000,000 时按十亿计"
                        + "（70 = 70B），从 1,000,000 起按参数个数计（7000000000 = 7B）：请写明单位，例如 70B 或 350M。");
        assertEquals(0.009999999, ParameterCount.parse("field.parameters", "9999999").billions(), 1e-15);
        assertEquals(999.999, ParameterCount.parse("field.parameters", "999999M").billions(), 1e-12);
    }

    @Test
    void emptyIsRejectedNamingTheFieldWithAnExample() {
        assertRejected("", "error.params.empty",
                "Parameter count is empty. Enter a count such as 7B, 70亿 or 0.5B.",
                "参数量为空。请填写参数量，例如 7B、70亿 或 0.5B。");
        assertRejected("   ", "error.params.empty",
                "Parameter count is empty. Enter a count such as 7B, 70亿 or 0.5B.",
                "参数量为空。请填写参数量，例如 7B、70亿 或 0.5B。");
        assertRejected(null, "error.params.empty",
                "Parameter count is empty. Enter a count such as 7B, 70亿 or 0.5B.",
                "参数量为空。请填写参数量，例如 7B、70亿 或 0.5B。");
    }

    @Test
    void zeroIsRejected() {
        assertRejected("0", "error.params.zero",
                "Parameter count: \"0\" is zero. Enter a positive count such as 7B.",
                "参数量：“0”为零。请填写正数，例如 7B。");
        assertRejected("0B", "error.params.zero",
                "Parameter count: \"0B\" is zero. Enter a positive count such as 7B.",
                "参数量：“0B”为零。请填写正数，例如 7B。");
    }

    @Test
    void negativeIsRejected() {
        assertRejected("-7B", "error.params.negative",
                "Parameter count: \"-7B\" is negative. Enter a positive count such as 7B.",
                "参数量：“-7B”是负数。请填写正数，例如 7B。");
    }

    @Test
    void notANumberIsRejected() {
        for (String text : List.of("NaN", "abc", "Infinity", "7X", "1e3", "seven billion")) {
            assertRejected(text, "error.params.notNumber",
                    "Parameter count: \"" + text + "\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.",
                    "参数量：“" + text + "”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。");
        }
    }

    @Test
    void aCommaThatIsNotAThousandsSeparatorIsRejectedNotIgnored() {
        // "1,5B" written with a decimal comma must not become 15B.
        for (String text : List.of("1,5B", "1,0000", "7,00B", ",7B", "1.000,5B", "7,B")) {
            assertRejected(text, "error.params.notNumber",
                    "Parameter count: \"" + text + "\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.",
                    "参数量：“" + text + "”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。");
        }
    }

    @Test
    void moreThanOneHundredTrillionIsRejected() {
        assertRejected("200T", "error.params.tooLarge",
                "Parameter count: \"200T\" is more than 100T, which no model has. Enter a count such as 70B.",
                "参数量：“200T”超过 100T（100 万亿），没有这么大的模型。请填写例如 70B。");
        assertRejected("100.1T", "error.params.tooLarge",
                "Parameter count: \"100.1T\" is more than 100T, which no model has. Enter a count such as 70B.",
                "参数量：“100.1T”超过 100T（100 万亿），没有这么大的模型。请填写例如 70B。");
    }

    @Test
    void theMessageNamesTheFieldItWasGiven() {
        ParameterCount.Result r = ParameterCount.parse("field.trainingTokens", "lots");
        // A token count is said to be one (it read "is not a parameter count" until the new-user tester found it).
        assertEquals("Training data (tokens): \"lots\" is not a token count. Enter a count such as 2B, 20亿 or 1.5T.",
                EN.format(r.error()));
        assertEquals("训练数据量（词元）：“lots”不是有效的词元数量。请填写例如 2B、20亿 或 1.5T。", ZH.format(r.error()));
    }

    private static void assertRejected(String text, String key, String english, String chinese) {
        ParameterCount.Result r = ParameterCount.parse("field.parameters", text);
        assertFalse(r.ok(), () -> text + " accepted as " + r.billions());
        assertNull(r.billions());
        Message error = r.error();
        assertEquals(key, error.key());
        assertEquals(english, EN.format(error));
        assertEquals(chinese, ZH.format(error));
    }

    @Test
    void aTrainingsTokenCountIsSaidToBeATokenCount() {
        // "abc" in training.tokens is not "a parameter count"; 200T tokens is not "more than any model has".
        Messages en = Messages.forLocale(Messages.EN);
        org.junit.jupiter.api.Assertions.assertEquals("Training data (tokens): \"abc\" is not a token count. Enter a count such "
                + "as 2B, 20亿 or 1.5T.",
                en.format(ParameterCount.parse("field.trainingTokens", "abc").error()));
        org.junit.jupiter.api.Assertions.assertEquals("训练数据量（词元）：“abc”不是有效的词元数量。请填写例如 2B、20亿 或 1.5T。",
                Messages.forLocale(Messages.ZH).format(
                        ParameterCount.parse("field.trainingTokens", "abc").error()));
        org.junit.jupiter.api.Assertions.assertEquals("error.tokens.tooLarge",
                ParameterCount.parse("field.trainingTokens", "200T").error().key());
        org.junit.jupiter.api.Assertions.assertEquals("error.params.notNumber",
                ParameterCount.parse("field.parameters", "abc").error().key());
    }
}
