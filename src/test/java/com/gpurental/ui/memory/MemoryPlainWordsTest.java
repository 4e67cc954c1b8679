package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.GpuFit;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 33: the memory page's reasons were written for engineers ("张量并行组的卡数必须整除其 128 个注意力头", "按 1 GB =
 * 2^30 字节计", "只能通过 PCIe 通信"). The Chinese sentences shown say it plainly; the engineer's sentences stay, in the
 * folded details under the table.
 */
class MemoryPlainWordsTest {

    /** The engineer's words a plain sentence on this page must not use ("PCIe" alone is in card names: "H100 PCIe 80GB"). */
    static final List<String> JARGON = List.of("张量并行", "KV 头", "注意力头", "流水线", "2^30", "1,073,741,824", "通过 PCIe",
            "NVLink", "HCCS", "RDMA", "分组查询注意力", "潜在注意力");

    private static List<String> shown(MemoryPageViewModel page, Messages m) {
        List<String> texts = new ArrayList<>();
        texts.add(page.requiredCaption().get());
        texts.add(page.suggestionText().get());
        for (GpuFit f : page.fitsProperty().get()) {
            texts.add(MemoryPageViewModel.note(f, m));
        }
        return texts;
    }

    private static void assertPlain(List<String> texts) {
        for (String text : texts) {
            for (String word : JARGON) {
                assertTrue(!text.contains(word), "\"" + word + "\" in: " + text);
            }
        }
    }

    @Test
    void deepSeekR1sMemoryPageSaysItsReasonsPlainlyInChinese() {
        AppContext context = UiFixture.context(Messages.ZH);
        MemoryPageViewModel page = new MemoryPageViewModel(context);
        context.model().applyPreset("deepseek-private");
        List<String> texts = shown(page, UiFixture.ZH);
        assertPlain(texts);
        String detail = page.engineerDetail().get();
        // the cards whose reasons were put plainly keep the engine's sentence in the details: the PCIe-only cards
        assertTrue(detail.contains("只能通过 PCIe 通信"), detail);
        assertTrue(String.join("\n", texts).contains("这种卡之间没有高速互联"), texts.toString());
    }

    @Test
    void seventyBsMemoryPageSaysItsReasonsPlainlyInChinese() {
        AppContext context = UiFixture.context(Messages.ZH);
        MemoryPageViewModel page = new MemoryPageViewModel(context);
        UiFixture.seventyBChatHourly(context.model());
        assertPlain(shown(page, UiFixture.ZH));
    }

    @Test
    void theKvCopiesSentenceIsPlainWithTheSameFigures() {
        // the engine's Message memory.kvCopiesNote (copies, cards, GB): the page's plain wording of the same three figures
        Message copies = Message.of("memory.kvCopiesNote", 8, 8, 61.2);
        assertEquals("对话记忆要在这些卡上重复存放：8 张卡共存 8 份，计 61.2 GB，已计入上面的所需显存。",
                MemoryPageViewModel.plain(copies, UiFixture.ZH));
        assertTrue(UiFixture.ZH.format(copies).contains("张量并行"), "the engineer's sentence is unchanged");
    }

    @Test
    void thePrecisionChoicesReadPlainlyFirst() {
        assertEquals("8 位（FP8）", UiFixture.ZH.get("precision.choice.FP8"));
        assertEquals("16 位（BF16）", UiFixture.ZH.get("precision.choice.BF16"));
        assertEquals("4 位（INT4）", UiFixture.ZH.get("precision.choice.INT4"));
        assertEquals("8-bit (FP8)", UiFixture.EN.get("precision.choice.FP8"));
    }
}
