package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.PlainText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new buyer's papers (issue 33, session 18 tester): the peak on every paper (M3), the monthly price to ask for under the
 * approval's answer (m5), the reason a cheaper option was not chosen on a batch job's approval (m8).
 */
class PeakAndTrialPapersTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** The tester's customer-service chat with a Double-11 peak: 6,000 people, 4 × the load 14 of 90 days, 14 h a day. */
    static final String PEAK = """
            {"format":"gpu-rental-plan","version":1,"title":"客服对话，双十一高峰","scenario":"inference",
             "preset":"chat-inference","model":{"id":"llama-3.3-70b"},"precision":"fp8",
             "inference":{"users":{"people":6000,"busyShare":30,"requestsPerHour":10}},
             "rental":{"mode":"hybrid","durationDays":90,"peak":{"days":14,"hoursPerDay":14,"multiple":4}},
             "budget":{"monthlyCny":60000}}""";

    /** 10 million documents, 2,000 tokens in and 200 out, within 5 days (issue 31's batch job). */
    static final String BATCH = """
            {"format":"gpu-rental-plan","version":1,"title":"合同摘要批处理","scenario":"inference",
             "preset":"chat-inference","model":{"id":"qwen2.5-32b"},"precision":"bf16",
             "batch":{"items":10000000,"inputTokens":2000,"outputTokens":200,"deadlineDays":5},
             "budget":{"totalCny":100000}}""";

    @TempDir
    Path dir;

    static Advice advise(String json) {
        try {
            return new Advisor(PapersFixture.CATALOG, PapersFixture.DATE).advise(PlanJson.parse("plan.json",
                    json.getBytes(StandardCharsets.UTF_8)));
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static String flat(String s) {
        return s.replaceAll("\\s+", "");
    }

    @Test
    void everyPaperStatesTheBaseAndThePeakFromTheAdvicesOneValue() throws Exception {
        Advice a = advise(PEAK);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        // base: 1 server × ¥7,920 × 3 months = ¥23,760; peak: 4 × 5 requests/s = 20, one 8-card copy carries 9.12 → 3
        // copies, 2 more = 16 cards × 14 h × 14 days × ¥1.96 = ¥6,146.56 (PeakWindowAdviceTest)
        assertEquals("基础按月租 8 张卡，整个租期 ¥23,760.00；高峰（平时 4 倍的负载）在 90 天中的 14 天、每天 14 小时，另按小时租 16 张卡"
                + "（多 2 套模型），共 ¥6,146.56", ZH.format(a.peak().sentence()));
        assertEquals("the base of 8 cards by the month, ¥23,760.00 for the term; the peak (4 × the usual load) on 14 of the 90"
                + " days, 14 hours a day, 16 more cards by the hour (2 more copies of the model), ¥6,146.56",
                EN.format(a.peak().sentence()));
        for (Messages m : new Messages[] {ZH, EN}) {
            // in the headline's one sentence the base's ¥23,760 is to the fen beside the peak's ¥6,146.56 (audit 33 §9)
            String peak = flat(m.format(a.peak().sentence())).replace("¥23,760.00", "¥23,760.00");
            assertTrue(flat(PlainText.headline(a, m)).contains(peak), "the plain sentence");
            assertTrue(flat(SummaryText.render(in, m)).contains(peak), "the text summary");
            // the RFQ states the need, not the priced sentence: no reference price for the bidders (tester session 19)
            assertTrue(RfqSpec.lines(in, m).stream().anyMatch(r -> r[1].equals(RfqSpec.peakNeed(a.peak(), m))), "the RFQ");
            assertTrue(RfqSpec.lines(in, m).stream().noneMatch(r -> flat(r[1]).contains(peak)), "no price in the RFQ");
            Path approval = dir.resolve("approval-" + m.locale() + ".pdf");
            ApprovalPdf.write(in, m, approval);
            String text = flat(PapersFixture.pdfText(approval));
            assertTrue(text.contains(peak), "the approval's answer:\n" + text);
            // the need says the peak's days and hours beside the base's 24 hours a day (tester: "每天使用 24 小时" alone)
            assertTrue(text.contains(flat(m.format(a.peak().need()))), text);
            assertEquals(1, PapersFixture.pdfPages(approval));
        }
        assertEquals("高峰：90 天中有 14 天、每天 14 小时，负载为平时的 4 倍。", ZH.format(a.peak().need()));
        assertEquals("基础：整个租期 90 天按月租 8 张卡；高峰（平时 4 倍的负载）：其中 14 天、每天 14 小时，另按小时租 16 张卡（多 2 套模型）；"
                + "请分别报按月的基础价和按小时的高峰价", RfqSpec.peakNeed(a.peak(), ZH));
        assertEquals("Base: 8 cards by the month for the whole 90-day term; peak (4 × the usual load): on 14 of those days, 14"
                + " hours a day, 16 more cards by the hour (2 more copies of the model); quote the monthly base and the hourly"
                + " peak separately", RfqSpec.peakNeed(a.peak(), EN));
    }

    @Test
    void theApprovalAsksForTheMonthlyPriceUnderItsAnswer() throws Exception {
        // examples/requests/12: 90 days on 4 × A800 by the hour; the engine's mode reason asks for a monthly price (m5)
        Advice a = PapersFixture.advise(Path.of("examples/requests/12-budget-too-small.json"));
        Message ask = a.plain().actions().stream().filter(x -> x.key().equals("plain.action.askMonthly")).findFirst()
                .orElseThrow();
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        for (Messages m : new Messages[] {ZH, EN}) {
            Path approval = dir.resolve("ask-" + m.locale() + ".pdf");
            ApprovalPdf.write(in, m, approval);
            String text = flat(PapersFixture.pdfText(approval));
            int answer = text.indexOf(flat(m.get("papers.approval.plain")));
            int asked = text.indexOf(flat(m.format(ask)));
            int options = text.indexOf(flat(m.get("papers.approval.options")));
            // (a crowded page drops the one-row table before the why: then there is no options heading)
            assertTrue(answer >= 0 && answer < asked && (options < 0 || asked < options),
                    "under the answer, before the options:\n" + text);
            assertEquals(asked, text.lastIndexOf(flat(m.format(ask))), "said once");
        }
    }

    @Test
    void aBatchJobsApprovalGivesTheReasonTheCheaperOptionWasNotChosen() throws Exception {
        // m8: "它不是最便宜的……理由见工程细节" on a paper without the engineering detail; the ranking's own reason, plainly:
        // 40 × RTX 5090 for ¥13,824 against 24 × A800 for ¥14,342.40 (24 × ¥4.98 × 24 h × 5 days)
        Advice a = advise(BATCH);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        assertEquals("更便宜的 40 张 NVIDIA GeForce RTX 5090（整个租期 ¥13,824.00，本方案 ¥14,342.40）不在中国销售，国内平台标为这款的"
                + "可能是参数更低的替代版本，因此推荐在中国销售的卡。", ZH.format(a.plain().why().get(a.plain().why().size() - 1)));
        for (Messages m : new Messages[] {ZH, EN}) {
            Path approval = dir.resolve("batch-" + m.locale() + ".pdf");
            ApprovalPdf.write(in, m, approval);
            String text = flat(PapersFixture.pdfText(approval));
            // the Chinese page has room for both reasons; the English one, longer, keeps the first (ApprovalPdf.FITS)
            assertTrue(!m.isChinese() || text.contains(flat(m.format(a.plain().why().get(a.plain().why().size() - 1)))),
                    text);
            assertFalse(text.contains(m.isChinese() ? "理由见工程细节" : "seetheengineeringdetail"), text);
        }
    }
}
