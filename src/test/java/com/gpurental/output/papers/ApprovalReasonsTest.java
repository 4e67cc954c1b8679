package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The approval's reasons when the page has room for fewer than the plain layer gives: the first ones, with the last —
 * why this option over the others (the cheapest, the quote chosen) — kept in place of the one before it (session 16:
 * a quote-led approval dropped "丙数据 是能承载的报价中最便宜的" and kept the memory sentence).
 */
class ApprovalReasonsTest {

    private static final Message WORK = Message.of("a");
    private static final Message MEMORY = Message.of("b");
    private static final Message CHOICE = Message.of("c");
    private static final List<Message> WHY = List.of(WORK, MEMORY, CHOICE);

    @Test
    void roomForAllShowsAllInOrder() {
        assertEquals(WHY, ApprovalPdf.shownReasons(WHY, 3));
        assertEquals(WHY, ApprovalPdf.shownReasons(WHY, 6));
    }

    @Test
    void whenReasonsGiveWayTheChoiceIsKept() {
        assertEquals(List.of(WORK, CHOICE), ApprovalPdf.shownReasons(WHY, 2));
    }

    @Test
    void roomForOneOrNoneKeepsTheFirstOrNothing() {
        assertEquals(List.of(WORK), ApprovalPdf.shownReasons(WHY, 1));
        assertEquals(List.of(), ApprovalPdf.shownReasons(WHY, 0));
    }

    @TempDir
    Path dir;

    /**
     * Session 20 audit: the tester's DeepSeek plan (over budget, a cluster at its estimate, over two servers) lost its
     * 选择理由 to the run of actions that decide the order. A crowded page now drops the one-row table (the answer in
     * short states the same cards, way and price; the price source and tax basis stay in a line) before the why.
     */
    @Test
    void aCrowdedChineseApprovalKeepsItsWhyOnOnePage() throws Exception {
        Advice a = PeakAndTrialPapersTest.advise(TesterPlans.DEEPSEEK);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG,
                ChecklistState.EMPTY, PapersFixture.DATE);
        Messages zh = Messages.forLocale(Messages.ZH);
        Path pdf = dir.resolve("approval.pdf");
        ApprovalPdf.write(in, zh, pdf);
        String text = PapersFixture.pdfText(pdf);
        assertTrue(text.contains(zh.get("papers.approval.reason")), text);
        assertTrue(text.contains("价格来源：国内 GPU 租赁平台价目表（2026）"), text);
        assertEquals(1, PapersFixture.pdfPages(pdf));
    }

    /**
     * Audit 33 §4: 10 of 68 approvals had no 选择理由 (the DeepSeek plans in English among them: three long actions kept,
     * the why given way). The why never gives way now; the things to do fold into "N more" first. Every example, request,
     * catalog preset and tester plan, in both languages: one page with the reason heading.
     */
    @Test
    void everyApprovalKeepsItsWhyOnOnePage() throws Exception {
        Map<String, Advice> plans = new LinkedHashMap<>();
        for (Path example : PlainLayerTest.examples()) {
            plans.put(example.toString(), PapersFixture.advise(example));
        }
        plans.putAll(PlainLayerTest.requestsPresetsAndTesterPlans());
        assertEquals(5 + 12 + PapersFixture.CATALOG.scenarios().size() + 5, plans.size());
        for (var e : plans.entrySet()) {
            Advice a = e.getValue();
            assertTrue(a.leading().isPresent() && !a.plain().why().isEmpty(), e.getKey() + ": a lead and its why");
            RenderInput in = RenderInput.of(a, PapersFixture.CATALOG,
                    ChecklistState.EMPTY, PapersFixture.DATE);
            for (Messages m : List.of(Messages.forLocale(Messages.ZH),
                    Messages.forLocale(Messages.EN))) {
                Path pdf = dir.resolve("approval-" + m.locale() + ".pdf");
                ApprovalPdf.write(in, m, pdf);
                String text = PapersFixture.pdfText(pdf);
                assertTrue(text.contains(m.get("papers.approval.reason")), e.getKey() + " " + m.locale() + ":\n" + text);
                assertEquals(1, PapersFixture.pdfPages(pdf), e.getKey() + " " + m.locale());
            }
        }
    }
}
