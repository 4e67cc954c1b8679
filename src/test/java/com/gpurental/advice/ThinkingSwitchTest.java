package com.gpurental.advice;

import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.units.Cny;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hybrid model answers with or without its reasoning (issue 31; catalog {@code thinkingSwitch}: Qwen3 "enable_thinking"
 * defaults to true in its chat template, GLM-4.5 starts in thinking mode, both model cards). With thinking on, the plan's
 * choice or the model's default, an answer is the reasoning answer, 1,527 tokens (Assumptions.REASONING_ANSWER_TOKENS,
 * ServeGen); off, LMSYS-Chat-1M's 215 (Assumptions.DEFAULT_ANSWER_TOKENS). The answer says which was assumed and what
 * the other would cost.
 */
class ThinkingSwitchTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** Qwen3-32B at BF16 for 2,000 staff, 30 % in the busiest hour, 6 requests an hour each (20 tokens/s per user). */
    private static String qwen(String thinking) {
        return "\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-32b\"},\"inference\":{" + thinking
                + "\"users\":{\"people\":2000,\"busyShare\":30,\"requestsPerHour\":6}}";
    }

    @Test
    void theCatalogMarksTheHybridModelsAndTheModelsWithAnMtpHead() {
        List<String> hybrid = AdvisorFixture.CATALOG.models().stream().filter(ModelPreset::thinkingSwitch)
                .map(ModelPreset::id).toList();
        assertEquals(List.of("qwen3-0.6b", "qwen3-1.7b", "qwen3-4b", "qwen3-8b", "qwen3-14b", "qwen3-32b", "qwen3-30b-a3b",
                "qwen3-235b-a22b", "glm-4.5", "glm-4.5-air"), hybrid);
        assertTrue(AdvisorFixture.CATALOG.model("qwen3-32b").orElseThrow().thinkingByDefault(), "Qwen3 starts thinking");
        assertEquals(List.of("deepseek-v3", "deepseek-r1"), AdvisorFixture.CATALOG.models().stream().filter(ModelPreset::mtp)
                .map(ModelPreset::id).toList());
    }

    @Test
    void byDefaultAHybridModelIsSizedThinkingAndSaysWhatSwitchingItOffSaves() {
        Advice a = AdvisorFixture.advise(qwen(""));
        // 2,000 × 30 % × 6 ÷ 3,600 = 1 request/s; 1 s + 1,527 ÷ 20 tokens/s = 77.35 s in service → 78 in flight
        assertEquals(1527, a.plan().load().answerTokens());
        assertEquals(78, a.plan().load().inFlight());
        assertEquals("Qwen3-32B", a.plan().load().thinkingModel());
        Candidate lead = a.leading().orElseThrow();
        assertEquals(2, lead.cards());
        assertEquals("a800-80g", lead.gpu().id());
        // the same plan with thinking off, by the same stages: 1 s + 215 ÷ 20 = 11.75 s → 12 in flight on one A800
        // (the hourly container at ¥4.98 × 720 h = ¥3,585.60 a month)
        Warning w = a.warnings().stream().filter(x -> x.code() == Warning.Code.THINKING_ON).findFirst().orElseThrow();
        assertEquals(List.of("Qwen3-32B", 1527, 215, 1, AdvisorFixture.CATALOG.gpu("a800-80g").orElseThrow().displayName(),
                Cny.of("3585.60"), ThinkingSaving.CHEAPER), w.text().args());
        Message plain = PlainAnswer.actions(a, lead).stream().filter(m -> m.key().equals("plain.action.THINKING_ON"))
                .findFirst().orElseThrow();
        assertEquals("本估算按 Qwen3-32B 开启思考计，每次回答约 1,527 个词元（含思考）；关闭思考后每次约 215 个词元，只需 1 张 "
                + "NVIDIA A800 80GB SXM，每月约 ¥3,585.60。签约前试跑一天，按实测回答长度核对。", ZH.format(plain));
        assertEquals("This estimate takes Qwen3-32B with thinking on, about 1,527 tokens an answer with the reasoning; with "
                + "thinking off an answer is about 215 tokens, and 1 × NVIDIA A800 80GB SXM at about ¥3,585.60 a month would do. "
                + "Run a one-day trial before signing and check the measured answer length.", EN.format(plain));
        assertTrue(a.warnings().stream().noneMatch(x -> x.code() == Warning.Code.REASONING_ANSWER));
    }

    @Test
    void thinkingOnAsGivenIsTheModelsDefault() {
        Advice on = AdvisorFixture.advise(qwen("\"thinking\":true,"));
        assertEquals(1527, on.plan().load().answerTokens());
        assertEquals(78, on.plan().load().inFlight());
        assertEquals(2, on.leading().orElseThrow().cards());
    }

    @Test
    void thinkingOffIsSizedOnTheOrdinaryAnswerAndSaysWhatThinkingWouldCost() {
        Advice a = AdvisorFixture.advise(qwen("\"thinking\":false,"));
        assertEquals(215, a.plan().load().answerTokens());
        assertEquals(12, a.plan().load().inFlight());
        assertNull(a.plan().load().thinkingModel());
        assertEquals(1, a.leading().orElseThrow().cards());
        assertTrue(a.warnings().stream().noneMatch(x -> x.code() == Warning.Code.THINKING_ON));
        assertTrue(a.assumptions().contains(Message.of("note.thinkingOff", "Qwen3-32B", 215, 1527)), a.assumptions()::toString);
        assertEquals("Qwen3-32B 按关闭思考计：每次回答约 215 个词元（LMSYS-Chat-1M 的平均回答）；开启思考时每次约 1,527 个词元"
                + "（含思考），所需卡数会增加。", ZH.format(Message.of("note.thinkingOff", "Qwen3-32B", 215, 1527)));
    }

    @Test
    void anAnswerLengthGivenWinsOverTheSwitch() {
        Advice a = AdvisorFixture.advise(qwen("\"answerTokens\":500,"));
        assertEquals(500, a.plan().load().answerTokens());
        assertNull(a.plan().load().thinkingModel());
        assertTrue(a.warnings().stream().noneMatch(x -> x.code() == Warning.Code.THINKING_ON));
    }

    @Test
    void aSwitchTheModelDoesNotHaveIsANoteNotAChange() {
        // DeepSeek-R1 always reasons: "thinking off" leaves its reasoning answer
        Advice r1 = AdvisorFixture.advise(fromFields(ReasoningAnswerTest.DS).thinking(false).plan());
        assertEquals(1527, r1.plan().load().answerTokens());
        assertTrue(r1.assumptions().contains(Message.of("note.thinkingAlways", "DeepSeek-R1")));
        // Llama-3.1-70B has no thinking mode: "thinking on" leaves the ordinary answer
        Advice llama = AdvisorFixture.advise("\"preset\":\"llm-inference\",\"model\":{\"id\":\"llama-3.1-70b\"},"
                + "\"inference\":{\"thinking\":true,\"concurrentUsers\":4}");
        assertEquals(215, llama.plan().load().answerTokens());
        assertTrue(llama.assumptions().contains(Message.of("note.thinkingNoSwitch", "Llama-3.1-70B")));
        assertEquals("Llama-3.1-70B has no thinking switch: the plan's thinking setting is ignored; the answer length given "
                + "or the default is used.", EN.format(Message.of("note.thinkingNoSwitch", "Llama-3.1-70B")));
    }
}
