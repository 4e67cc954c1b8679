package com.gpurental.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.json.ProblemAssertions;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The counts of a plan ("70B", "700亿", "1.5T") are read once, by the plan reader, through their fields' descriptors:
 * a bad one is refused there with its path, in the words the engine used when it read them itself, and a good one
 * reaches the engine as a number with the text as typed kept for the file.
 */
class PlanCountsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Plan parse(String fields) throws InputException {
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1," + fields + "}";
        return PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8));
    }

    private static void assertProblem(String fields, String path, String key, String english, String chinese) {
        ProblemAssertions.assertOnlyProblem(() -> parse(fields), path, key, english, chinese);
    }

    @Test
    void badParameterTextIsReportedAtModelParameters() {
        assertProblem("\"model\":{\"parameters\":\"seventy billion\"}", "model.parameters", "error.params.notNumber",
                "Parameter count: \"seventy billion\" is not a parameter count. Enter a count such as 7B, 70亿 or 0.5B.",
                "参数量：“seventy billion”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。");
        assertProblem("\"model\":{\"parameters\":\"200T\"}", "model.parameters", "error.params.tooLarge",
                "Parameter count: \"200T\" is more than 100T, which no model has. Enter a count such as 70B.",
                "参数量：“200T”超过 100T（100 万亿），没有这么大的模型。请填写例如 70B。");
        assertProblem("\"model\":{\"parameters\":0}", "model.parameters", "error.params.zero",
                "Parameter count: \"0\" is zero. Enter a positive count such as 7B.",
                "参数量：“0”为零。请填写正数，例如 7B。");
        assertProblem("\"model\":{\"parameters\":0.0}", "model.parameters", "error.params.zero",
                "Parameter count: \"0.0\" is zero. Enter a positive count such as 7B.",
                "参数量：“0.0”为零。请填写正数，例如 7B。");
        assertProblem("\"model\":{\"parameters\":\"\"}", "model.parameters", "error.params.empty",
                "Parameter count is empty. Enter a count such as 7B, 70亿 or 0.5B.",
                "参数量为空。请填写参数量，例如 7B、70亿 或 0.5B。");
    }

    @Test
    void badActiveParametersAreReportedAtModelActiveParameters() {
        assertProblem("\"model\":{\"parameters\":\"70B\",\"activeParameters\":\"-3B\"}", "model.activeParameters",
                "error.params.negative", "Active parameters: \"-3B\" is negative. Enter a positive count such as 7B.",
                "激活参数量：“-3B”是负数。请填写正数，例如 7B。");
    }

    @Test
    void badTrainingTokensAreReportedAtTrainingTokensInTheWordsOfTokens() {
        assertProblem("\"scenario\":\"training\",\"training\":{\"tokens\":\"-1T\"}", "training.tokens", "error.params.negative",
                "Training data (tokens): \"-1T\" is negative. Enter a positive count such as 7B.",
                "训练数据量（词元）：“-1T”是负数。请填写正数，例如 7B。");
        assertProblem("\"scenario\":\"training\",\"training\":{\"tokens\":\"abc\"}", "training.tokens", "error.tokens.notNumber",
                "Training data (tokens): \"abc\" is not a token count. Enter a count such as 2B, 20亿 or 1.5T.",
                "训练数据量（词元）：“abc”不是有效的词元数量。请填写例如 2B、20亿 或 1.5T。");
    }

    @Test
    void aTypeErrorAndABadCountInOneFileAreReportedTogether() {
        // The count used to be read by the engine, after the reader had stopped at the type error: the user fixed one
        // and was then told of the other.
        InputException e = assertThrows(InputException.class, () -> parse(
                "\"model\":{\"parameters\":\"70X\"},\"inference\":{\"concurrentUsers\":\"many\"}"));
        assertEquals(List.of("model.parameters", "inference.concurrentUsers"),
                e.problems().stream().map(InputProblem::path).toList());
        String n = System.lineSeparator();
        assertEquals("plan.json: model.parameters: Parameter count: \"70X\" is not a parameter count. Enter a count such as "
                + "7B, 70亿 or 0.5B." + n + "plan.json: inference.concurrentUsers: Concurrent users must be a whole number, "
                + "from 1 to 1,000,000, e.g. 100.", e.render(EN));
        assertEquals("plan.json：model.parameters：参数量：“70X”不是有效的参数量。请填写例如 7B、70亿 或 0.5B。" + n
                + "plan.json：inference.concurrentUsers：并发用户数必须是整数，有效范围 1 至 1,000,000，例如 100。", e.render(ZH));
    }

    @Test
    void aCountReachesThePlanAsANumberAndKeepsTheTextAsTyped() throws Exception {
        Plan p = parse("\"model\":{\"parameters\":\"700亿\",\"activeParameters\":\"7,000,000,000\"},"
                + "\"training\":{\"tokens\":\"1.5T\"}");
        assertEquals(new Count(70, "700亿"), p.model().parameters());
        assertEquals(new Count(7, "7,000,000,000"), p.model().activeParameters());
        assertEquals(new Count(1500, "1.5T"), p.training().tokens());
        String written = PlanJson.write(p);
        assertTrue(written.contains("\"parameters\" : \"700亿\""), written);
        assertTrue(written.contains("\"activeParameters\" : \"7,000,000,000\""), written);
        assertTrue(written.contains("\"tokens\" : \"1.5T\""), written);
        assertEquals(p, PlanJson.parse("again.json", written.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aNumberOfBillionsIsKeptAsTheCountTheWizardShows() throws Exception {
        assertEquals(new Count(13, "13B"), parse("\"model\":{\"parameters\":13}").model().parameters());
        assertEquals(new Count(0.5, "0.5B"), parse("\"model\":{\"parameters\":0.50}").model().parameters());
    }

    @Test
    void aCountParsedThroughTheTokensFieldSpeaksOfTokens() {
        assertEquals("error.tokens.tooLarge", Count.parse(PlanFields.TOKENS, "200000T").error().key());
        assertEquals("error.params.tooLarge", Count.parse(PlanFields.PARAMETERS, "200000T").error().key());
        assertEquals(new Count(0.35, "350M"), Count.parse(PlanFields.TOKENS, "350M").value());
    }

    @Test
    void aCountThatIsNoneCannotBeMadeInCode() {
        assertThrows(IllegalArgumentException.class, () -> Count.of("seventy"));
        assertThrows(IllegalArgumentException.class, () -> new Count(0, "0"));
        assertThrows(IllegalArgumentException.class, () -> new Count(Double.NaN, "NaN"));
        assertThrows(IllegalArgumentException.class, () -> new Count(100_001, "100001B"));
        assertThrows(NullPointerException.class, () -> new Count(70, null));
        assertEquals(new Count(70, "70B"), Count.of("70B"));
    }
}
