package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.InputException;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The time to first token and the whole reply are in the advice JSON per candidate, for the plan's own prompt and
 * answer lengths (a company knowledge base: an 8,192-token RAG prompt, a 300-token answer).
 */
class ResponseTimeJsonTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    private static final String RAG = "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"qwen2.5-32b\""
            + "},"
            + "\"precision\":\"bf16\",\"inference\":{\"contextTokens\":16384,\"concurrentUsers\":10,\"tokensPerSecondPerUser\":20"
                    + ","
            + "\"promptTokens\":8192,\"answerTokens\":300},\"rental\":{\"durationDays\":30}";

    @Test
    void everyInferenceCandidateCarriesItsResponseTimeInTheJson() {
        Advice a = advise(RAG);
        // Every inference candidate carries its response time and its capacity under the load (the serving stage,
        // docs/domain.md §9) in the JSON: one first-token figure, the p95 at the load (the idle copy's estimate retired).
        JsonNode candidates = AdviceJson.toJson(a, EN).get("candidates");
        for (int i = 0; i < a.candidates().size(); i++) {
            Candidate c = a.candidates().get(i);
            JsonNode rt = candidates.get(i).get("responseTime");
            assertEquals(8192, rt.get("promptTokens").asInt(), c.gpu().id());
            assertEquals(300, rt.get("answerTokens").asInt(), c.gpu().id());
            assertEquals(1.0, rt.get("targetS").asDouble(), 1e-9);
            // the first token is the serving stage's p95 at the load: its fast and slow ends
            assertEquals(c.deployment().serving().ttftS().high(), c.responseTime().firstTokenSlowS(), 1e-12);
            assertEquals(c.deployment().serving().ttftS().low(), c.responseTime().firstTokenFastS(), 1e-12);
            assertEquals(c.deployment().serving().ttftS().high(), rt.get("timeToFirstTokenS").asDouble(), 0.0005);
            JsonNode cap = candidates.get(i).get("capacity");
            assertEquals(c.deployment().serving().utilisation(), cap.get("utilisation").asDouble(), 0.0005);
            assertEquals(c.deployment().serving().tpotS().central() * 1000, cap.get("tpotP95Ms").asDouble(), 0.05);
            // 10 users in flight, each sending her next request when her answer is done (serving.ClosedLoop): the rate is
            // each candidate's own, 10 ÷ one round of the loop on its copy (it was 0.625 for every one, 10 ÷ (1 + 300 ×
            // 0.05) at the targets' pace)
            assertEquals(c.deployment().serving().loadRate(), cap.get("loadRequestsPerSecond").asDouble(), 0.0005);
            assertTrue(cap.get("requestsPerSecond").asDouble() >= cap.get("loadRequestsPerSecond").asDouble(), c.gpu().id());
            assertTrue(cap.get("tpotP95Ms").asDouble() <= 50.05, c.gpu().id() + ": the buyer's 20 tokens/s is hard");
        }
        // the lead, 4 × H100 (TP-4): a round is the 10 prompts, 10 × 0.270 s, and the 300 tokens of 10 answers in steps
        // of the 9.63 decoding at once, 10 × 300 × 19.19 ms ÷ 9.63 = 5.98 s: 10 ÷ 8.68 s = 1.152 requests/s
        assertEquals(1.152, candidates.get(0).get("capacity").get("loadRequestsPerSecond").asDouble(), 0.0005);
    }

    @Test
    void theDefaultPromptIsTheContextLessTheMeanAnswer() {
        Advice a = advise(fromFields(RAG).remove("inference.promptTokens").remove("inference.answerTokens").plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals(215, lead.responseTime().answerTokens());
        // a chat turn with one earlier turn as its history: 69.5 + 214.5 + 69.5 = 354 tokens (LMSYS-Chat-1M,
        // Assumptions.CHAT_TURN_PROMPT_TOKENS) — the load's own default (serving.RequestKind), one source for the
        // arithmetic and the sizing — no longer the whole context less the answer (16,169) nor 3.62 × the answer (778)
        assertEquals(354, lead.responseTime().promptTokens());
    }

    @Test
    void theLengthsAreSavedAndMustFitTheContext() throws Exception {
        Plan p = plan(RAG);
        assertEquals(8192, p.inference().promptTokens());
        Plan back = PlanJson.parse("again.json", PlanJson.write(p).getBytes(StandardCharsets.UTF_8));
        assertEquals(p.inference(), back.inference());
        InputException e = assertThrows(InputException.class,
                () -> AdvisorFixture.advisor().advise(fromFields(RAG).contextTokens(8192).plan()));
        assertEquals("A prompt of 8,192 tokens and an answer of 300 do not fit the context of 8,192 tokens: raise the context"
                + " length or shorten the prompt.", EN.format(e.problems().get(0).problem()));
        assertTrue(e.problems().get(0).path().contains("promptTokens"));
    }

    @Test
    void aPromptAloneBeyondTheContextIsSaidWithoutAPlaceholderForTheAnswer() {
        // The tester's plan: a 40,000-token prompt in a 32,768-token context and no answer length: no "an answer of —".
        InputException e = assertThrows(InputException.class, () -> AdvisorFixture.advisor().advise(AdvisorFixture.plan(
                "\"inference\":{\"contextTokens\":32768,\"promptTokens\":40000}")));
        assertEquals("A prompt of 40,000 tokens does not fit the context of 32,768 tokens (the answer needs room in it too): "
                + "raise the context length or shorten the prompt.", EN.format(e.problems().get(0).problem()));
        assertEquals("40,000 个词元的提示词放不进 32,768 个词元的上下文（回答也要占用上下文）：请加大上下文长度或缩短提示词。",
                Messages.forLocale(Messages.ZH).format(e.problems().get(0).problem()));
        InputException answer = assertThrows(InputException.class, () -> AdvisorFixture.advisor().advise(AdvisorFixture.plan(
                "\"inference\":{\"contextTokens\":4096,\"answerTokens\":5000}")));
        assertEquals("An answer of 5,000 tokens does not fit the context of 4,096 tokens (the prompt needs room in it too): "
                + "raise the context length or shorten the answer.", EN.format(answer.problems().get(0).problem()));
    }
}
