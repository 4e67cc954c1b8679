package com.gpurental.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advisor;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.RentalMode;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.PlanJson;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Chinese text reads as Chinese — "该卡的报价方式：monthly" (a code), "速度 0.1 天（0–0.1）" (a speed in days),
 * the same figure rounded 5.2 in Chinese and 5.3 in English, half-width punctuation in Chinese sentences
 * ("Huawei Ascend 310B: 速度不够：", "（CANN, CUDA）"), and the jargon "二进制口径".
 */
class ChineseTextTest {

    /** Half-width punctuation against a Chinese character, or a ", " inside full-width brackets. */
    private static final Pattern HALF_WIDTH =
            Pattern.compile("[\\u4e00-\\u9fff）][,:;!?]|[,:;!?] ?[\\u4e00-\\u9fff（]|（[^）]*, [^）]*）");

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @Test
    void theChineseBundlesUseFullWidthPunctuationAndNoJargon() {
        ResourceBundle zh = Messages.loadBundle(Messages.ZH);
        List<String> bad = new ArrayList<>();
        for (Enumeration<String> keys = zh.getKeys(); keys.hasMoreElements(); ) {
            String key = keys.nextElement();
            String value = zh.getString(key);
            if (HALF_WIDTH.matcher(value).find() || value.contains("二进制口径")) {
                bad.add(key + "=" + value);
            }
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void aFigureIsRoundedTheSameWayInBothLanguages() {
        // 5.25 was "5.2" in Chinese (half-even) and "5.3" in English (a choice pattern rounds half up)
        assertEquals("耗时约 5.3 天", ZH.format("speed.value.TRAINING_DAYS", 5.25));
        assertEquals("5.3 days", EN.format("speed.value.TRAINING_DAYS", 5.25));
        assertEquals("0.2", ZH.number(0.15, 1));
        assertEquals("0.2", EN.number(0.15, 1));
    }

    @Test
    void aTrainingTimeReadsAsATimeNotASpeed() {
        assertEquals("耗时约 0.1 天（0–0.1 天）", ZH.format("speed.range.TRAINING_DAYS", 0.1, 0.04, 0.1));
        assertFalse(ZH.get("text.needsQuoteLine").contains("速度"));
    }

    @Test
    void listsAndCodesAreSaidInChinese() {
        assertEquals("CANN、CUDA", ZH.format("report.value.plain", List.of("CANN", "CUDA")));
        assertEquals("CANN, CUDA", EN.format("report.value.plain", List.of("CANN", "CUDA")));
        assertEquals("所选租赁方式下没有报价；该卡的报价方式：裸金属按月。", ZH.format("reject.modeNotOffered",
                List.of(RentalMode.MONTHLY)));
    }

    @Test
    void theChineseTextOfEveryExampleHasNoHalfWidthPunctuationInItsSentences() throws Exception {
        Advisor advisor = new Advisor(CatalogLoader.bundled(), LocalDate.of(2026, 11, 1));
        List<Path> plans;
        try (var files = Files.list(Path.of("examples"))) {
            plans = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        // plus the domestic service whose rejected list and mixed stacks showed "Huawei Ascend 310B: 速度不够："
        List<byte[]> docs = new ArrayList<>();
        for (Path p : plans) {
            docs.add(Files.readAllBytes(p));
        }
        docs.add(("{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\",\"preset\":\"llm-inference\","
                + "\"model\":{\"parameters\":\"32B\"},\"inference\":{\"concurrentUsers\":50},\"domesticOnly\":true}")
                .getBytes(StandardCharsets.UTF_8));
        for (byte[] doc : docs) {
            String text = AdviceText.render(advisor.advise(PlanJson.parse("plan.json", doc)), ZH);
            List<String> bad = new ArrayList<>();
            for (String raw : text.split("\\R")) {
                String line = raw.replaceFirst("^\\s*[!*-] ", ""); // the text's own list marks
                Matcher m = HALF_WIDTH.matcher(line);
                if (m.find() || line.contains("二进制口径") || line.matches(".*[\\u4e00-\\u9fff].*\\b(monthly|hourly|daily)\\b.*")) {
                    bad.add(line);
                }
            }
            assertEquals(List.of(), bad, text);
            assertTrue(text.contains("不推荐：") || !text.contains("Not recommended"));
        }
    }
}
