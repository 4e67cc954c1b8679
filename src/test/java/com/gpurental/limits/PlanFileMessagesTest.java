package com.gpurental.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.json.InputException;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A bad plan file's message says the JSON path once (in front), names the field by its label on screen, says what is
 * wrong and gives a valid range or a right example written as JSON: it was "rental.durationDays：rental.durationDays
 * 必须是数字，例如 24" (the path twice, no label, and 24 is no example of a duration).
 */
class PlanFileMessagesTest {

    private static final String HEAD = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
            + "\"model\":{\"parameters\":\"70B\"}";

    private static String refused(String fields, Messages m) {
        byte[] doc = (HEAD + fields + "}").getBytes(StandardCharsets.UTF_8);
        return assertThrows(InputException.class, () -> PlanJson.parse("p.json", doc)).render(m);
    }

    // the ranges and examples are InputLimits' (DURATION_DAYS: more than 0, at most 3,650, e.g. 30; MONTHLY_BUDGET:
    // more than 0, at most 10^12, e.g. 8,928 on screen, 8928 in a file)
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        ",\"rental\":{\"durationDays\":\"abc\"}|p.json：rental.durationDays：任务时长（天）必须是数字，须大于 0、不超过 3,650，例如 30。"
            + "|p.json: rental.durationDays: Task duration (days) must be a number, more than 0 and at most 3,650, e.g. 30.",
        ",\"rental\":{\"durationDays\":true}|p.json：rental.durationDays：任务时长（天）必须是数字，须大于 0、不超过 3,650，例如 30。"
            + "|p.json: rental.durationDays: Task duration (days) must be a number, more than 0 and at most 3,650, e.g. 30.",
        ",\"budget\":{\"monthlyCny\":\"lots\"}|p.json：budget.monthlyCny：预算：“lots”不是数字（例如 8,928）。"
            + "|p.json: budget.monthlyCny: Budget: \"lots\" is not a number (e.g. 8,928).",
        ",\"precision\":\"fp12\"|p.json：precision：精度：“fp12”不是允许的取值；请使用：fp32、bf16、fp16、fp8、int8、int4。"
            + "|p.json: precision: Precision: \"fp12\" is not allowed; use one of: fp32, bf16, fp16, fp8, int8, int4.",
        ",\"domesticOnly\":\"yes\"|p.json：domesticOnly：只考虑信创（国产）产品必须是 true 或 false，例如 false。"
            + "|p.json: domesticOnly: Domestic (Xinchuang) products only must be true or false, e.g. false.",
        ",\"inference\":{\"concurrentUsers\":\"100\"}|p.json：inference.concurrentUsers：并发用户数必须是整数，有效范围 1 至 "
            + "1,000,000，例如 100。|p.json: inference.concurrentUsers: Concurrent users must be a whole number, from 1 to "
            + "1,000,000, e.g. 100.",
        ",\"rental\":{\"durationDays\":5000}|p.json：rental.durationDays：任务时长（天）：5000 超出有效范围：须大于 0、不超过 3,650"
            + "（例如 30）。|p.json: rental.durationDays: Task duration (days): 5000 is outside the valid range: more than 0, up to "
            + "3,650 (e.g. 30).",
        ",\"training\":\"lora\"|p.json：training：此项必须是对象 { ... }。|p.json: training: This value must be an object { ... }.",
    })
    void aBadFieldIsNamedByItsLabelWithThePathOnceAndARightValue(String fields, String zh, String en) {
        assertEquals(zh, refused(fields, Messages.forLocale(Messages.ZH)));
        assertEquals(en, refused(fields, Messages.forLocale(Messages.EN)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"zh|p.json：第 1 行第 2 列不是有效的 JSON：", "en|p.json: Not valid JSON at line 1, column 2: "})
    void aFileThatIsNoJsonHasNoPathInItsMessage(String lang, String start) {
        Messages m = Messages.forLocale(lang.equals("zh") ? Messages.ZH : Messages.EN);
        String said = assertThrows(InputException.class,
                () -> PlanJson.parse("p.json", "{x".getBytes(StandardCharsets.UTF_8))).render(m);
        assertEquals(start, said.substring(0, start.length()), said);
    }
}
