package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.GpuFit;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.TitledPane;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, session 20 audit gap 6: the memory page of DeepSeek-R1 for 200 staff showed the engineer's paragraph ("KV 缓存：最忙时
 * 16 个请求 … vLLM 启动时的检查 …") and "标称 80 GiB = 85.9 GB（10 亿字节）" in plain view. Nothing of the glossary's
 * engineering list ({@link Glossary#ENGINEERING}) is shown outside the folded engineering details; the fold keeps the
 * engine's sentences.
 */
class MemoryPlainScreenTest extends WizardRobotTest {

    /** The tester's plan /work/plans/ds.json (the deepseek-private preset for 200 staff, ¥50,000 a month, a year). */
    static final String DEEPSEEK_FOR_200 = "{\"title\":\"DeepSeek-R1 for 200 staff\",\"scenario\":\"inference\","
            + "\"preset\":\"deepseek-private\",\"inference\":{\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}},"
            + "\"budget\":{\"monthlyCny\":50000},\"rental\":{\"durationDays\":365}}";

    @Override
    protected RobotFixture fixture() {
        return new RobotFixture(Messages.ZH, m -> {
            try {
                m.load(PlanJson.parse("ds", DEEPSEEK_FOR_200.getBytes(StandardCharsets.UTF_8)));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, Step.MEMORY);
    }

    /** Every text drawn on the page outside a folded part (a folded pane's title counts, its content not). */
    private static void shown(Node n, List<String> texts) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null) {
            texts.add(l.getText());
        }
        if (n instanceof Text t) {
            texts.add(t.getText());
        }
        if (n instanceof TitledPane pane && !pane.isExpanded()) {
            return;
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> shown(c, texts));
        }
    }

    /** The texts of the page and of every row of its table that name an engineering term. */
    private List<String> engineersWordsOutsideTheFold() {
        List<String> texts = new ArrayList<>();
        interact(() -> shown(node("#requiredCaption").getScene().getRoot(), texts));
        // every row of the table, shown or scrolled off
        Messages m = context.messagesProperty().get();
        for (GpuFit f : new MemoryPageViewModel(context).fitsProperty().get()) {
            texts.add(MemoryPageViewModel.cardMemory(f.gpu(), m));
            texts.add(MemoryPageViewModel.fitsText(f, m));
            texts.add(MemoryPageViewModel.note(f, m));
        }
        return texts.stream().filter(t -> !Glossary.engineeringIn(t).isEmpty()).toList();
    }

    @Test
    void noEngineersWordIsShownOutsideTheFold() {
        assertEquals(List.of(), engineersWordsOutsideTheFold());
    }

    @Test
    void noEngineersWordIsShownOutsideTheFoldInEnglish() {
        // "FP8 and INT8 halve the KV cache" stood under the English precision switch
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.EN)));
        assertEquals("Memory check", text(".page-title"));
        assertEquals(List.of(), engineersWordsOutsideTheFold());
    }

    @Test
    void theCaptionSaysInOneSentenceThatItFitsAndTheFoldKeepsTheEnginesParagraph() {
        // The engine's KvWindow for the plan: 16 requests at the busiest time, the 32,768-token window fits on each
        // of the 16 H20 (the same figures as the folded sentence below).
        assertEquals("按 16 张 NVIDIA H20 96GB 计的总需求（每张卡 71.1 GB），含 20% 余量\n"
                + "放得下：最忙时 16 个请求同时进行，每张卡的显存够用；一位用户贴入最长的文档（32,768 个词元）也放得下。",
                text("#requiredCaption"));
        String fold = text("#engineerText");
        assertTrue(fold.startsWith("KV 缓存：最忙时 16 个请求各按实际长度"), fold);
        assertTrue(fold.contains("vLLM"), fold);
        assertTrue(text("#unitDetail").contains("1 GiB = 1,073,741,824 字节"), text("#unitDetail"));
    }

    @Test
    void aCardsMemoryReadsAsWhatItHoldsAndWhatItIsSoldAs() {
        // H20: 96 GiB as sold = 96 × 1,073,741,824 bytes = 103.1 GB of 10^9 bytes (catalog.json)
        GpuFit h20 = new MemoryPageViewModel(context).fitsProperty().get().stream().filter(f -> f.gpu().id().equals("h20"))
                .findFirst()
                .orElseThrow();
        assertEquals("103.1 GB\n（标称 96 GB）", MemoryPageViewModel.cardMemory(h20.gpu(), context.messagesProperty().get()));
    }
}
