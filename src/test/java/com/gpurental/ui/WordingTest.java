package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.gpurental.text.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** English plurals, Chinese quotes and counts of people. */
class WordingTest {

    private static final Messages EN = UiFixture.EN;
    private static final Messages ZH = UiFixture.ZH;

    @Test
    void oneCardOneUserOneDayInEnglish() {
        assertEquals("About 31.7 tokens/s per user with 1 user at once (each token of the answer reads the model from the card's "
                + "memory once, so the speed is set by the memory bandwidth).",
                EN.format("reason.decode", 31.7, 1));
        assertEquals("About 12 tokens/s per user with 4 users at once (each token of the answer reads the model from the card's "
                + "memory once, so the speed is set by the memory bandwidth).",
                EN.format("reason.decode", 12, 4));
        assertEquals("Fits and can be rented: 1 card, container by the hour.",
                EN.format("memory.rentable", 1, "container by the hour"));
        assertEquals("Fits on 1 card; no catalog price: ask vendors for a quote.", EN.format("memory.needsQuote", 1));
        // a card's capacity, not the load (session 20 audit: "能同时服务约 1 人" beside "每张卡并发用户数 3.8" read as two answers)
        assertEquals("31.7 tokens/s per user · up to 1 user per card",
                EN.format("results.speedWithUsers", "31.7 tokens/s per user", 1));
        assertEquals("Too slow: training takes about 2.3 days on 1 card, the target is 1 day.",
                EN.format("reject.trainingTime", 2.3, 1, 1));
    }

    @Test
    void noBundleSaysCardsOrUsersWithBracketedPlurals() throws IOException {
        for (String bundle : Messages.BUNDLES) {
            Properties p = load(bundle.replace('.', '/') + "_en.properties");
            for (String key : p.stringPropertyNames()) {
                String v = p.getProperty(key);
                assertFalse(v.contains("(s)"), () -> key + " = " + v);
            }
        }
    }

    @Test
    void everyTextIsAValidPatternInBothLanguages() throws IOException {
        List<String> bad = new ArrayList<>();
        for (String bundle : Messages.BUNDLES) {
            for (String lang : List.of("_en", "_zh")) {
                Properties p = load(bundle.replace('.', '/') + lang + ".properties");
                for (String key : p.stringPropertyNames()) {
                    try {
                        new MessageFormat(p.getProperty(key));
                    } catch (IllegalArgumentException e) {
                        bad.add(key + lang + ": " + e.getMessage());
                    }
                }
            }
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void chineseTextsQuoteWithChineseQuotationMarks() throws IOException {
        List<String> ascii = new ArrayList<>();
        for (String bundle : Messages.BUNDLES) {
            Properties p = load(bundle.replace('.', '/') + "_zh.properties");
            for (String key : p.stringPropertyNames()) {
                // A quoted placeholder or Chinese word: “{0}”, “含稀疏”. (JSON examples such as "70B" stay as typed.)
                if (p.getProperty(key).matches("(?s).*\"(\\{\\d\\}|[\\u4e00-\\u9fff]+)\".*")) {
                    ascii.add(key);
                }
            }
        }
        assertEquals(List.of(), ascii);
        assertEquals("未知模型“llama-9”；请使用：a，或直接填写参数量（例如 \"70B\"）。",
                ZH.format("error.plan.unknownModel", "llama-9", "a"));
    }

    /**
     * Issue 33: Chinese screens and papers said "token" 138 times beside a glossary line "token（词元）"; they say
     * 词元. A text the user types or a program prints, quoted as it is ("tokens/s: 12345" in a training log), stays.
     */
    @Test
    void chineseTextsSayCiYuanNotToken() throws IOException {
        Pattern token = Pattern.compile("(?i)(?<![A-Za-z_])tokens?(?![A-Za-z_])");
        List<String> english = new ArrayList<>();
        for (String bundle : Messages.BUNDLES) {
            Properties p = load(bundle.replace('.', '/') + "_zh.properties");
            for (String key : p.stringPropertyNames()) {
                String unquoted = p.getProperty(key).replaceAll("\"[^\"]*\"", "\"\"");
                if (token.matcher(unquoted).find()) {
                    english.add(key);
                }
            }
        }
        assertEquals(List.of(), english);
        assertEquals("能同时服务约 50 人，每人每秒约 15 个词元", ZH.format("plain.load.users", 50, 15));
    }

    /** The catalogs' Chinese descriptions too (the scenario cards on step 1 read them; session 19 tester, K). */
    @Test
    void theCatalogsChineseTextsSayCiYuanNotToken() throws IOException {
        Pattern token = Pattern.compile("(?i)(?<![A-Za-z_])tokens?(?![A-Za-z_])");
        List<String> english = new ArrayList<>();
        for (String file : List.of("catalog.json", "src/test/resources/catalog.json")) {
            com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(Path.of(file).toFile());
            zhTexts(root, file, english, token);
        }
        assertEquals(List.of(), english);
    }

    private static void zhTexts(com.fasterxml.jackson.databind.JsonNode node, String path, List<String> found,
                                Pattern token) {
        node.fields().forEachRemaining(e -> {
            if (e.getKey().equals("zh") && e.getValue().isTextual() && token.matcher(e.getValue().asText()).find()) {
                found.add(path + ": " + e.getValue().asText());
            }
            zhTexts(e.getValue(), path + "." + e.getKey(), found, token);
        });
        if (node.isArray()) {
            node.forEach(n -> zhTexts(n, path + "[]", found, token));
        }
    }

    @Test
    void aFractionalNumberOfUsersIsNotCountedAsPeopleInChinese() {
        // "6.5 位用户" counts people; a share of a card's capacity is a number of concurrent users.
        assertEquals("每位用户 31.7 词元/秒 · 每张卡最多可承载的并发用户数 4.5",
                ZH.format("results.speedWithUsers", "每位用户 31.7 词元/秒", 4.5));
        assertEquals("在每位用户 20 词元/秒时，每张卡可支撑的并发用户数最多为 6.5。", ZH.format("reason.usersPerCard", 6.5, 20));
        assertFalse(ZH.format("reject.usersPerCard", 6.5, 8).contains("位"));
        assertFalse(ZH.format("reject.users", 6.5, 8, 2).contains("位用户"));
    }

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = WordingTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        }
        return p;
    }
}
