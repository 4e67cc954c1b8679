package com.gpurental.advice;

import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.Plan;
import com.gpurental.serving.RequestKind;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model that thinks before it answers (catalog {@code reasoning}: DeepSeek-R1, its distills, QwQ) writes its chain of
 * thought as output, decoded and cached like the answer. Where the plan gives no answer length it is sized on
 * DeepSeek-R1's mean output in production, thinking included: 1,527 tokens (Assumptions.REASONING_ANSWER_TOKENS; ServeGen,
 * Alibaba, arXiv 2505.09999, its public DeepSeek-R1 trace, docs/domain.md §3.9), not LMSYS-Chat-1M's 215-token chat
 * answer; the plain layer says the length and the risk as a thing to do (tester 2026-12-06, B1).
 */
class ReasoningAnswerTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** The tester's plans/ds.json: DeepSeek-R1 FP8, 200 staff, 30 % busy, 6 requests an hour each, 32k, 10 tokens/s. */
    static final String DS = MemoryWindowTest.DEEPSEEK;

    private static Plan answer(int tokens) {
        return fromFields(DS).answerTokens(tokens).plan();
    }

    @Test
    void theCatalogMarksTheModelsThatThinkFirst() {
        List<String> thinking = AdvisorFixture.CATALOG.models().stream()
                .filter(ModelPreset::reasoning).map(ModelPreset::id).toList();
        assertEquals(List.of("deepseek-r1", "deepseek-r1-distill-qwen-7b", "deepseek-r1-distill-llama-8b",
                "deepseek-r1-distill-qwen-14b", "deepseek-r1-distill-qwen-32b", "deepseek-r1-distill-llama-70b", "qwq-32b"),
                thinking);
    }

    @Test
    void aThinkingModelsAnswerDefaultsToItsMeanOutputWithinTheContextLessItsPrompt() {
        assertEquals(1527, Assumptions.REASONING_ANSWER_TOKENS);
        assertEquals(1527, RequestKind.CHAT_TURN.answerTokens(32_768, true));
        assertEquals(215, RequestKind.CHAT_TURN.answerTokens(32_768, false));
        // the chat preset's 2,048 tokens hold it beside a chat turn's 354-token prompt (2,048 − 354 = 1,694 ≥ 1,527);
        // it was cut to half the context, 1,024, and still said to be DeepSeek-R1's mean (session 19 tester, B)
        assertEquals(1527, RequestKind.CHAT_TURN.answerTokens(2048, true));
        assertEquals(354, RequestKind.CHAT_TURN.promptTokens(2048, 1527));
        // a context too short for it: the larger of half the context and the context less the prompt (1,200 − 354 = 846)
        assertEquals(846, RequestKind.CHAT_TURN.answerTokens(1200, true));
        assertEquals(670, RequestKind.CHAT_TURN.answerTokens(1024, true)); // 1,024 − 354
    }

    @Test
    void theTestersDeepSeekPlanIsSizedOnTheAnswerWithItsThinking() {
        Advice a = AdvisorFixture.advise(DS);
        // 200 × 30 % × 6 ÷ 3,600 = 0.1 requests/s; (1 s + 1,527 ÷ 10 tokens/s) = 153.7 s in service; 0.1 × 153.7 = 15.37
        // → 16 in flight (3 with the 215-token chat answer). Their cache (16 × (354 + 1,527) tokens × 70,272 B = 2.1 GB)
        // no longer fits beside the weights on 8 × H20, whose spare was 0.8 GB a card: 16 × H20 over 2 servers, a year's
        // bare-metal cluster at its container estimate (ClusterRentalTest).
        assertEquals(1527, a.plan().load().answerTokens());
        assertEquals(16, a.plan().load().inFlight());
        assertEquals("DeepSeek-R1", a.plan().load().thinkingModel());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(16, lead.cards());
        // 16 × ¥6.20 a card-hour × 720 h (catalog offer h20-container-hourly, 2026-11-01), the cluster's estimate
        assertEquals(0, new BigDecimal("71424").compareTo(lead.cost().monthlyCostCny().amount()), lead.cost().monthlyCostCny()
                .amount()
                .toPlainString());
    }

    @Test
    void theAnswerLengthThePlanGivesIsTheOneSized() {
        // the tester's plan with LMSYS-Chat-1M's 215 given: 3 in flight on 8 × H20 at ¥35,712 a month, as before the
        // default — and nothing said about thinking, as the plan gave the length
        Advice chat = AdvisorFixture.advise(answer(215));
        assertEquals(215, chat.plan().load().answerTokens());
        assertEquals(3, chat.plan().load().inFlight());
        assertNull(chat.plan().load().thinkingModel());
        Candidate lead = chat.leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(8, lead.cards());
        assertEquals(0, new BigDecimal("35712").compareTo(lead.cost().monthlyCostCny().amount()));
        assertTrue(chat.warnings().stream().noneMatch(w -> w.code() == Warning.Code.REASONING_ANSWER));
        // the default's own length given: the same sizing as the default, without the warning
        Advice given = AdvisorFixture.advise(answer(1527));
        assertEquals(16, given.plan().load().inFlight());
        assertEquals(16, given.leading().orElseThrow().cards());
        assertTrue(given.warnings().stream().noneMatch(w -> w.code() == Warning.Code.REASONING_ANSWER));
    }

    @Test
    void thePlainLayerSaysTheLengthAssumedAndTheRiskAsAThingToDo() {
        Advice a = AdvisorFixture.advise(DS);
        String zh = a.plain().actions().stream().map(ZH::format).filter(s -> s.startsWith("DeepSeek-R1")).findFirst()
                .orElseThrow();
        assertEquals("DeepSeek-R1 先输出思考过程再回答；本估算按每次回答约 1,527 个词元（含思考）计。若多为数学、代码等难题，"
                + "回答可达数千词元，所需卡数会成倍增加：签约前试跑一天，按实测回答长度核对。", zh);
        String en = a.plain().actions().stream().map(EN::format).filter(s -> s.startsWith("DeepSeek-R1")).findFirst()
                .orElseThrow();
        assertEquals("DeepSeek-R1 reasons before it answers; this estimate takes about 1,527 tokens an answer, reasoning "
                + "included. Hard maths or code questions can run to thousands of tokens and multiply the cards: run a "
                + "one-day trial before signing and check the measured answer length.", en);
        // the engineer's layer names the source
        Warning w = a.warnings().stream().filter(x -> x.code() == Warning.Code.REASONING_ANSWER).findFirst().orElseThrow();
        assertTrue(ZH.format(w.text()).contains("ServeGen，arXiv 2505.09999"), ZH.format(w.text()));
        assertTrue(AdviceText.render(a, ZH).contains(zh));
        // and the load's sentence, which the approval summary keeps when the things to do fold, says it too
        assertEquals("同时处理约 16 个请求，足够 200 名员工（按最忙时 30% 在用、每人每小时 6 次，每次回答约 1,527 个词元，含思考），"
                + "每个回答每秒约 20 个词元", ZH.format(PlainAnswer.served(a.plan(), 20)));
        assertEquals("handles about 16 requests at once, enough for 200 staff (with 30% using it in the busiest hour, 6 "
                + "requests an hour each, each answer about 1,527 tokens with its reasoning), each answer at about 20 tokens a "
                + "second", EN.format(PlainAnswer.served(a.plan(), 20)));
    }

    @Test
    void aModelThatDoesNotThinkFirstKeepsTheChatAnswer() {
        // DeepSeek-V3, the same architecture without the chain of thought: LMSYS-Chat-1M's 215 tokens, 3 in flight
        Advice a = AdvisorFixture.advise(fromFields(DS).modelId("deepseek-v3").plan());
        assertEquals(215, a.plan().load().answerTokens());
        assertEquals(3, a.plan().load().inFlight());
        assertFalse(a.warnings().stream().anyMatch(w -> w.code() == Warning.Code.REASONING_ANSWER));
    }

    @Test
    void aDistillThinksFirstToo() {
        // R1-Distill-Qwen-32B (its preset, 20 tokens/s) for 100 staff: 0.05 × (1 + 1,527 ÷ 20) = 3.87 → 4 in flight (1 with
        // 215); still one A800 80GB
        Advice a = AdvisorFixture.advise("\"preset\":\"r1-distill-service\",\"inference\":{\"users\":{\"people\":100,"
                + "\"busyShare\":30,\"requestsPerHour\":6}},\"rental\":{\"durationDays\":90}");
        assertEquals(1527, a.plan().load().answerTokens());
        assertEquals(4, a.plan().load().inFlight());
        assertEquals("DeepSeek-R1-Distill-Qwen-32B", a.plan().load().thinkingModel());
        assertEquals(1, a.leading().orElseThrow().cards());
    }
}
