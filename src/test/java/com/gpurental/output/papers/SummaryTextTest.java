package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.checklist.Checklist;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/** The text to paste: what, how many, price source, cost per month and term, budget, open checks; ≤ ~300 characters. */
class SummaryTextTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @Test
    void chineseSummaryOfTheSeventyBillionChatPlan() {
        String text = SummaryText.render(PapersFixture.chat(), ZH);

        // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928 a month; 33 billable days = ¥9,820.80; budget ¥8,000 a month.
        // Nothing fits that budget without giving up part of the need, so it is not headed 推荐, and the
        // budget line names the monthly budget beside the budget for the term.
        assertEquals("""
                【70B 客服模型，FP16，一个月】GPU 租赁方案
                需求：大模型推理（通用），70B 参数，16 位精度（FP16）；显存需求 172 GB（含 20% 余量）。
                预算内没有可行方案；能满足需求的首选：2 张 NVIDIA H20 96GB，容器按小时，每月 ¥8,928.00，租期 33 天合计 ¥9,820.80。
                价格来源：国内 GPU 租赁平台价目表（2026），截至 2026年11月1日。
                预算：没有方案在预算之内（每月预算 ¥8,000.00，租期预算 ¥8,800.00）；能满足需求的首选方案超出 ¥1,020.80。
                理由：模型分在 2 张卡上一起运行，能同时服务约 1 人，每人每秒约 22 个词元。在能满足需求的方案中，它最便宜。
                待办：超出预算。预算内的办法：服务每天运行 12 小时（原为 24 小时）：2 张 NVIDIA H20 96GB，容器按小时，每月 ¥4,464.00（整个租期 ¥4,910.40）。否则请申请追加预算。\
                签约前按本方案试跑 1 天，约 ¥297.60，确认速度和稳定性。
                待完成检查 4 项：预算、配套硬件、试跑测试、供应商条款。
                """, text);
    }

    @Test
    void chineseSummaryStaysWithinThreeHundredCharacters() {
        String text = SummaryText.render(PapersFixture.chat(), ZH);

        // 300 characters before issue 33 added the plain why and the two things to do (about 100 more)
        assertTrue(text.codePointCount(0, text.length()) <= SummaryText.MAX_CHARACTERS, text.length() + ": " + text);
    }

    @Test
    void englishSummarySaysTheSameInEnglish() {
        String text = SummaryText.render(PapersFixture.chat(), EN);

        assertTrue(text.contains("Nothing fits the budget; first choice that meets the need: 2 × NVIDIA H20 96GB, container by "
                + "the hour: "
                + "¥8,928.00 per month, ¥9,820.80 for a term of 33 days."), text);
        assertTrue(text.contains("Budget: nothing fits (¥8,000.00 a month, ¥8,800.00 for the term); the first choice that meets "
                + "the "
                + "need "
                + "is ¥1,020.80 over."), text);
        assertTrue(text.contains("4 checks still open: budget, supporting hardware, trial benchmark, vendor terms."), text);
        assertFalse(text.contains("!"), "no missing key: " + text);
    }

    @Test
    void tickedChecksLeaveTheOpenList() {
        ChecklistState state = ChecklistState.EMPTY;
        for (String id : Checklist.IDS) {
            state = state.with(id, new ChecklistState.Entry(true, ""));
        }
        RenderInput in = RenderInput.of(PapersFixture.chat().advice(), PapersFixture.CATALOG, state, PapersFixture.DATE);

        String text = SummaryText.render(in, ZH);

        assertTrue(text.endsWith("12 项采购前检查已全部完成。\n"), text);
    }

    @Test
    void everyChecklistItemHasAShortNameInBothLanguages() {
        for (String id : Checklist.IDS) {
            assertTrue(ZH.has("papers.check." + id), id);
            assertTrue(EN.has("papers.check." + id), id);
        }
    }
}
