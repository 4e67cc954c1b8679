package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.catalog.RentalMode;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Chinese typography in every Chinese text and paper, the convention the app keeps (docs/architecture.md, "Chinese
 * text"): full-width punctuation in Chinese sentences and lists (、，：；（）), no space after a full stop or next to
 * any full-width mark, a normal space between a Chinese character and an Arabic number or a Latin word ("2 张",
 * "4 × H20 卡"), except in a date written the Chinese way (2026年12月1日) and a Chinese number (70亿); and 你, never 您.
 */
class ChineseTypographyTest {

    private static final String HAN = "\\u4e00-\\u9fff";

    /** Each rule: what it finds, in words for the failure message. */
    private static final Map<String, Pattern> RULES = Map.of(
            "half-width punctuation against Chinese", Pattern.compile("[" + HAN + "）][,:;!?]|[,:;!?] ?[" + HAN + "（]"),
            "a list in a Chinese line joined with \", \"", Pattern.compile("[：、][^。：\\n]*\\w, \\w|（[^）]*, [^）]*）"),
            "half-width brackets in Chinese", Pattern.compile("[" + HAN + "，。]\\((?!_[A-Z]\\))|\\)[" + HAN + "，。]"
                    + "|\\([^()\\n]*[" + HAN + "][^()\\n]*\\)"),
            "a space after or before a full-width mark", Pattern.compile("[。，、；：！？（“][ \\u3000\\u00a0\\u2009]+(?=\\S)"
                    + "|(?<=\\S)[ \\u3000\\u00a0\\u2009]+[。，、；：！？）”]"),
            "no space between a number and its measure word", Pattern.compile("\\d(张|台|个|天|种|项|位|份|小时|分钟|卡)"),
            "no space between a Chinese character and a number", Pattern.compile("[" + HAN + "&&[^年月]]\\d"),
            "您 (the app says 你)", Pattern.compile("您"));

    /**
     * A space between two Chinese characters ("比甲云少", "请于 与采购方约定的日期前"); after a Chinese number (70亿 或 0.5B)
     * the space is the one before a number. Not applied to a PDF's text, whose table cells the text reader joins
     * with spaces.
     */
    private static final Pattern HAN_SPACE_HAN = Pattern.compile("[" + HAN + "&&[^亿]] +[" + HAN + "]");

    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    @Test
    void theChineseBundlesKeepTheConvention() {
        ResourceBundle zh = Messages.loadBundle(Messages.ZH);
        List<String> bad = new ArrayList<>();
        for (String key : new TreeSet<>(Collections.list(zh.getKeys()))) {
            bad.addAll(breaches(key, zh.getString(key).replace("\\n", "\n"), true));
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void theRulesFindWhatTheyAreFor() {
        // each sample was seen in a Chinese paper before the fix
        assertEquals(1, breaches(true, "已比较 3 种 GPU：NVIDIA H20 96GB, NVIDIA GeForce RTX 4090").size());
        assertEquals(1, breaches(true, "按整期计费：16 天租期要付 30 天的费用。 尾段改按小时租。").size());
        assertEquals(1, breaches(true, "请于 与采购方约定的日期前报价").size());
        assertEquals(1, breaches(true, "计费 4张").size());
        assertEquals(1, breaches(true, "您的工作不会自动保存").size());
        assertEquals(1, breaches(true, "Huawei Ascend 310B: 速度不够").size());
        assertEquals(1, breaches(true, "每卡显存(GB)").size());
        // the convention itself passes: dates, Chinese numbers, the menus' access keys, Latin text
        assertEquals(List.of(), breaches(true, "2026年12月1日 · 7B、70亿 或 0.5B · 文件(_F) · 4 × NVIDIA H20 96GB，共 2 台服务器。"
                + "Qwen2.5-72B (BF16), 8 cards"));
    }

    @Test
    void aChineseValueTakesNoSpaceWhereALatinOneDoes() {
        // "{0} 的计费方式为{1}"; the vendor's name decides the space, not the pattern
        assertEquals("丙数据的计费方式为容器按天，", ZH.format("quote.flag.modeNotAllowed", "丙数据",
                RentalMode.DAILY, null).substring(0, 14));
        assertEquals("AutoDL 的计费方式为容器按天，", ZH.format("quote.flag.modeNotAllowed", "AutoDL",
                RentalMode.DAILY, null).substring(0, 18));
        // "比 {0} 少", between two Chinese characters
        assertEquals("丙数据是能承载的报价中最便宜的：33 天租期含税 ¥10,494.00，比甲云少 ¥154.00。", ZH.format("quote.reason.cheapest",
                "丙数据", new BigDecimal("10494"), 33, new BigDecimal("154"), "甲云"));
        assertEquals("AutoDL 是能承载的报价中最便宜的：33 天租期含税 ¥10,494.00，比 Gpushare 少 ¥154.00。", ZH.format(
                "quote.reason.cheapest", "AutoDL", new BigDecimal("10494"), 33, new BigDecimal("154"),
                "Gpushare"));
    }

    static Stream<String> examples() throws Exception {
        List<String> all = new ArrayList<>();
        for (Path folder : List.of(Path.of("examples"), Path.of("examples", "requests"))) {
            try (Stream<Path> files = Files.list(folder)) {
                files.filter(p -> p.toString().endsWith(".json")).map(Path::toString).sorted().forEach(all::add);
            }
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyChinesePaperOfEveryExampleKeepsTheConvention(String example) throws Exception {
        Advice a = PapersFixture.advise(Path.of(example));
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        List<String[]> papers = new ArrayList<>();
        papers.add(new String[] {"text", AdviceText.render(a, ZH)});
        papers.add(new String[] {"summary", SummaryText.render(in, ZH)});
        papers.addAll(PapersFixture.paperFiles(a, in, ZH, dir));
        List<String> bad = new ArrayList<>();
        for (String[] paper : papers) {
            for (String line : paper[1].split("\\R|\\t")) {
                // the text's own list marks ("  ! ", "  - ") are not punctuation
                bad.addAll(breaches(paper[0], line.replaceFirst("^\\s*[!*•→-] ", ""), !paper[0].endsWith("pdf")));
            }
        }
        assertEquals(List.of(), bad, example);
        assertTrue(papers.stream().allMatch(p -> p[1].chars().anyMatch(c -> c >= 0x4e00 && c <= 0x9fff)), example);
    }

    /** What in {@code text} breaks a rule, each as "where: rule: «the text around it»". */
    private static List<String> breaches(boolean spaces, String text) {
        return breaches("", text, spaces);
    }

    /** What in {@code text} breaks a rule ({@code spaces}: also a space between two Chinese characters). */
    private static List<String> breaches(String where, String text, boolean spaces) {
        List<String> found = new ArrayList<>();
        if (text.chars().noneMatch(c -> c >= 0x4e00 && c <= 0x9fff)) {
            return found; // English (a source's title, a command) keeps its own punctuation
        }
        Map<String, Pattern> rules = new TreeMap<>(RULES);
        if (spaces) {
            rules.put("a space between two Chinese characters", HAN_SPACE_HAN);
        }
        for (Map.Entry<String, Pattern> rule : rules.entrySet()) {
            Matcher m = rule.getValue().matcher(text);
            while (m.find()) {
                found.add(where + ": " + rule.getKey() + ": «" + text.substring(Math.max(0, m.start() - 20),
                        Math.min(text.length(), m.end() + 20)) + "»");
            }
        }
        return found;
    }
}
