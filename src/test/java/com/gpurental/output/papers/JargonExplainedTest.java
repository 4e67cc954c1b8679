package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfReport;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Words a buyer understands: PUE, token, SLA, TOPS, ZeRO-3, MFU, nvidia-smi, the decode that memory bandwidth limits
 * and the engine's ranking were printed without a word of explanation. On the screen's and the papers' own words each
 * is explained where it stands; each paper also ends with a glossary of the terms it uses.
 */
class JargonExplainedTest {

    @TempDir
    Path dir;

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** What an explanation of each term says, in the line that uses it (zh, en). */
    private static final Map<String, List<String>> INLINE = Map.of(
            "pue", List.of("耗电", "power"),
            "sla", List.of("服务等级协议", "service level agreement"),
            "zero3", List.of("每张卡只存", "each card holding only its share"),
            "tops", List.of("万亿次", "trillions of"),
            "nvidiaSmi", List.of("命令", "command"),
            "mfu", List.of("利用率", "utilisation"));

    static Stream<String> examples() {
        return Stream.of("chat-70b.json", "chat-70b-quotes.json", "domestic-training.json", "lora-7b-training.json",
                "vision-inspection.json");
    }

    @Test
    void theWordsTheIssueNamedAreGoneOrExplainedInTheLineThatUsesThem() {
        for (Messages m : new Messages[] {ZH, EN}) {
            int lang = m == ZH ? 0 : 1;
            ResourceBundle b = Messages.loadBundle(m.locale());
            for (String key : Collections.list(b.getKeys())) {
                String value = b.getString(key);
                // the glossary explains; the acceptance kit's lines name the commands a vendor's technician runs
                // (nvidia-smi, npu-smi …), and the acceptance record carries the glossary
                // a scenario card's short indicators ("INT8 ≥140 TOPS") carry the glossary as a tooltip (tested below)
                if (key.startsWith("glossary.") || key.startsWith("acceptance.") || key.startsWith("scenario.ind.")) {
                    continue;
                }
                assertFalse(value.contains("解码受显存带宽限制") || value.contains("按引擎排序")
                        || value.contains("nvidia-smi 显示") || value.contains("bandwidth bound decode")
                        || value.contains("by the engine"), key + ": " + value);
                for (Glossary.Term t : Glossary.usedIn(value)) {
                    List<String> says = INLINE.get(t.id());
                    if (says != null) {
                        assertTrue(value.contains(says.get(lang)), () -> key + " uses " + t.id()
                                + " without saying what it is (\"" + says.get(lang) + "\"): " + value);
                    }
                }
            }
        }
    }

    @Test
    void onScreenATokenIsExplainedByTheHelpOfTheFieldsThatAskInTokensAndEveryTermHasItsLine() {
        assertTrue(ZH.get("help.tokens").contains("一个词元约等于 1–2 个汉字"), ZH.get("help.tokens"));
        for (Glossary.Term t : Glossary.TERMS) {
            for (Messages m : new Messages[] {ZH, EN}) {
                String line = m.format(t.key());
                assertFalse(line.startsWith("!"), t.key());
                assertTrue(t.usedIn(line), () -> "the line of " + t.id() + " names it: " + line);
            }
        }
        // a scenario card's indicator carries the glossary as its tooltip
        assertEquals(ZH.format("glossary.tops"), Glossary.tip(ZH.format("scenario.ind.int8", 140), ZH));
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyChinesePaperExplainsEveryTermItUses(String example) throws Exception {
        Advice a = PapersFixture.advise(Path.of("examples", example));
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        int termsSeen = 0;
        for (Messages m : new Messages[] {ZH, EN}) {
            List<String[]> papers = PapersFixture.paperFiles(a, in, m, dir);
            for (String[] paper : papers) {
                String flat = flat(paper[1]);
                List<Glossary.Term> used = Glossary.usedIn(paper[1]);
                termsSeen += used.size();
                for (Glossary.Term t : used) {
                    String line = m.format(t.key());
                    String meaning = paper[0].endsWith("xlsx") ? line.substring(Math.max(line.indexOf('：'), line.indexOf(": "))
                            + 1)
                            : line;
                    assertTrue(flat.contains(flat(meaning)), () -> example + " " + paper[0] + " (" + m.locale()
                            + ") uses " + t.id() + " and does not explain it:\n" + paper[1]);
                }
            }
        }
        assertTrue(termsSeen > 0, example + ": its papers use none of the terms (the check would prove nothing)");
    }

    @Test
    void theReportsPriceSourcesSayTheirGradeInWords() throws Exception {
        Advice a = PapersFixture.advise(Path.of("examples", "chat-70b.json"));
        Path report = dir.resolve("grades.pdf");
        PdfReport.write(new RenderInput(a, PapersFixture.CATALOG, null, ChecklistState.EMPTY, PapersFixture.DATE), ZH, report);
        String text = PapersFixture.pdfText(report);
        assertTrue(text.contains("S 多个来源一致") || text.contains("V 厂商文件") || text.contains("U 未经证实"), text);
    }

    /** The text without spaces and line breaks (a paper wraps a long line anywhere). */
    private static String flat(String s) {
        return s.replaceAll("\\s+", "");
    }
}
