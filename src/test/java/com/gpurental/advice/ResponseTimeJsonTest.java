package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.plan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    private static final String RAG = "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"qwen2.5-32b\"},"
            + "\"precision\":\"bf16\",\"inference\":{\"contextTokens\":16384,\"concurrentUsers\":10,\"tokensPerSecondPerUser\":20,"
            + "\"promptTokens\":8192,\"answerTokens\":300},\"rental\":{\"durationDays\":30}";

    @Test
    void everyInferenceCandidateCarriesItsResponseTimeInTheJson() {
        Advice a = advise(RAG);
        // The 4 × RTX 5090 option misses the chat target on the cautious estimate, so options that meet it rank first
        // (Ranking.CAVEATS); its response time is still in the JSON.
        Candidate lead = a.candidates().stream().filter(c -> c.gpu().id().equals("rtx-5090")).findFirst().orElseThrow();
        int index = a.candidates().indexOf(lead);
        assertTrue(Boolean.TRUE.equals(a.leading().orElseThrow().responseMeetsTarget()), "the recommendation meets it");
        // 4 × RTX 5090, tensor parallel 4: 8,192 × 2 × 32.76e9 FLOPs ÷ (4 × 209.5e12 × 0.40 prefill × the group's
        // PCIe efficiency) = 1.815 s on the slow end, 0.956 s at 0.76: past the chat target of 1 s.
        assertEquals("rtx-5090", lead.gpu().id());
        assertEquals(4, lead.deployment().tensorParallel());
        JsonNode rt = AdviceJson.toJson(a, EN).get("candidates").get(index).get("responseTime");
        assertEquals(8192, rt.get("promptTokens").asInt());
        assertEquals(300, rt.get("answerTokens").asInt());
        assertEquals(1.815, rt.get("timeToFirstTokenS").asDouble(), 1e-9);
        assertEquals(0.956, rt.get("timeToFirstTokenFastS").asDouble(), 1e-9);
        assertEquals(9.82, rt.get("replyS").asDouble(), 1e-9);
        assertEquals(1.0, rt.get("targetS").asDouble(), 1e-9);
        assertFalse(rt.get("meets").asBoolean());
        assertEquals(Boolean.FALSE, lead.responseMeetsTarget());
        // the ratio of the two ends is the prefill band, 0.76 ÷ 0.40
        assertEquals(0.76 / 0.40, lead.responseTime().firstTokenSlowS() / lead.responseTime().firstTokenFastS(), 1e-9);
    }

    @Test
    void theDefaultPromptIsTheContextLessTheMeanAnswer() {
        Advice a = advise(RAG.replace(",\"promptTokens\":8192,\"answerTokens\":300", ""));
        Candidate lead = a.leading().orElseThrow();
        assertEquals(215, lead.responseTime().answerTokens());
        assertEquals(16384 - 215, lead.responseTime().promptTokens());
    }

    @Test
    void theLengthsAreSavedAndMustFitTheContext() throws Exception {
        Plan p = plan(RAG);
        assertEquals(8192, p.inference().promptTokens());
        Plan back = PlanJson.parse("again.json", PlanJson.write(p).getBytes(StandardCharsets.UTF_8));
        assertEquals(p.inference(), back.inference());
        InputException e = assertThrows(InputException.class,
                () -> AdvisorFixture.advisor().advise(plan(RAG.replace("\"contextTokens\":16384", "\"contextTokens\":8192"))));
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
        assertEquals("40,000 个 token 的提示词放不进 32,768 个 token 的上下文（回答也要占用上下文）：请加大上下文长度或缩短提示词。",
                Messages.forLocale(Messages.ZH).format(e.problems().get(0).problem()));
        InputException answer = assertThrows(InputException.class, () -> AdvisorFixture.advisor().advise(AdvisorFixture.plan(
                "\"inference\":{\"contextTokens\":4096,\"answerTokens\":5000}")));
        assertEquals("An answer of 5,000 tokens does not fit the context of 4,096 tokens (the prompt needs room in it too): "
                + "raise the context length or shorten the answer.", EN.format(answer.problems().get(0).problem()));
    }
}
