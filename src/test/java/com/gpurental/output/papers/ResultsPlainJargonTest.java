package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.PlainText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33 (a new buyer reading in Chinese): the plain layer of Results — its headline, the "why" under it and the
 * things to do ({@link PlainText}, what the page's first screen shows) — and the text summary name no engineer's word
 * (FP8, KV 缓存, 张量并行, 注意力数据并行 and the glossary's engineering list) unless the same sentence says it in plain
 * words first, the engineer's word in brackets after it: "8 位精度（FP8）".
 */
class ResultsPlainJargonTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** The words a new buyer did not know, beside the glossary's engineering list. */
    private static final List<Pattern> JARGON = List.of(Pattern.compile("(?<![A-Za-z])(FP8|FP16|BF16|FP32|INT8|INT4)"),
            Pattern.compile("KV"), Pattern.compile("张量并行"), Pattern.compile("注意力数据并行"), Pattern.compile("潜在注意力"));

    @TempDir
    Path dir;

    /** The examples, the typical requests, and DeepSeek-R1 at FP8 (latent attention, many servers: the tester's plan). */
    private List<Path> plans() throws Exception {
        List<Path> all = new ArrayList<>();
        for (Path folder : List.of(Path.of("examples"), Path.of("examples", "requests"))) {
            try (Stream<Path> files = Files.list(folder)) {
                files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(all::add);
            }
        }
        Path deepSeek = dir.resolve("deepseek-r1.json");
        Files.writeString(deepSeek, "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"DeepSeek-R1 客服\","
                + "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"deepseek-r1\"},\"precision\":\"fp"
                        + "8\","
                + "\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":200,\"tokensPerSecondPerUser\":15},"
                + "\"rental\":{\"durationDays\":180},\"budget\":{\"monthlyCny\":200000}}");
        all.add(deepSeek);
        return all;
    }

    @Test
    void thePlainLayerOfResultsAndTheSummaryExplainEveryEngineersWordTheyUse() throws Exception {
        List<String> bad = new ArrayList<>();
        for (Path plan : plans()) {
            Advice a = PapersFixture.advise(plan);
            RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
            List<String> texts = new ArrayList<>(List.of(PlainText.headline(a, ZH), PlainText.why(a, ZH),
                    SummaryText.render(in, ZH)));
            texts.addAll(PlainText.actions(a, ZH));
            for (String text : texts) {
                for (String sentence : text.split("[。；\\n]")) {
                    if (sentence.startsWith("【")) {
                        continue; // the plan's title, as the buyer typed it ("70B 客服模型，FP16，一个月")
                    }
                    unexplained(sentence).forEach(w -> bad.add(plan.getFileName() + ": " + w + " in «" + sentence + "»"));
                }
            }
        }
        assertEquals(List.of(), bad);
    }

    @Test
    void theSummarySaysThePrecisionInPlainWords() throws Exception {
        Path deepSeek = plans().get(plans().size() - 1);
        Advice a = PapersFixture.advise(deepSeek);
        String summary = SummaryText.render(RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY,
                PapersFixture.DATE), ZH);
        assertTrue(summary.contains("需求：客服对话，671B 参数，8 位精度（FP8）；"), summary);
    }

    @Test
    void theCheckFindsWhatTheTesterFound() {
        assertEquals(List.of("FP8"), unexplained("需求：客服对话，671B 参数，FP8"));
        assertEquals(List.of("KV", "张量并行"), unexplained("张量并行组里的每张卡都要各存一份完整的 KV 缓存"));
        assertEquals(List.of(), unexplained("需求：客服对话，671B 参数，8 位精度（FP8）"));
        assertEquals(List.of(), unexplained("对话记忆（KV 缓存）占 120 GB"));
    }

    /** The engineer's words in one sentence that no plain word before them explains ("…（FP8）" is explained). */
    private static List<String> unexplained(String sentence) {
        String rest = sentence.replaceAll("[\\p{IsHan}\\w]（[^（）]*）", "");
        List<String> found = new ArrayList<>();
        for (Pattern p : JARGON) {
            Matcher m = p.matcher(rest);
            while (m.find()) {
                found.add(m.group());
            }
        }
        Glossary.engineeringIn(rest).stream().map(Glossary.Term::id)
                .filter(id -> !List.of("kvCache", "tensorParallel", "latentAttention").contains(id)).forEach(found::add);
        return found;
    }
}
