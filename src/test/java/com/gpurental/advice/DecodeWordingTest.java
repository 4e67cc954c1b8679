package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * "The speed is set by the memory bandwidth" is not said where the engine's own compute cap holds the speed, and
 * "compute matters less" is not said of a batch of many answers written together, where compute matters most.
 */
class DecodeWordingTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** Qwen2.5-7B FP16 for 1,024 users at once, 512 tokens each: a batch job. */
    private static final String BATCH = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen2.5-7b\""
            + "},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":512,\"concurrentUsers\":1024,\"tokensPerSecondPerUser\":5}"
                    + ","
            + "\"rental\":{\"durationDays\":7}";

    @Test
    void aComputeBoundBatchIsNotSaidToBeLimitedByMemoryBandwidth() {
        Advice a = advise(BATCH);
        Candidate lead = a.leading().orElseThrow();
        // 1,024 × 2 × 7.6 × 10⁹ FLOPs per step on the A800's 312 TFLOPS take longer than reading the weights and caches.
        assertEquals("a800-80g", lead.gpu().id());
        String decode = lead.reasons().stream().filter(r -> r.key().startsWith("reason.decode")).map(EN::format)
                .findFirst().orElseThrow();
        // The serving stage (docs/domain.md §9.3, serving.ClosedLoop): 1,024 in flight, each sending her next request
        // when her answer is done, all decode at once on the one A800: a step of 1,024 sequences, 1,024 × 2 × 7.6 × 10⁹
        // FLOPs on 312 TFLOPS at 40 %, 124.9 ms; their prompts (297 tokens, 11.0 ms each) take 29.5 % of the card. A round
        // is 1,024 × 0.011 + 215 × 0.1249 = 38.1 s (26.9 requests/s), each answer 38.1 s: 177 ms a token, 5.6 tokens/s,
        // above the buyer's 5. (It was 35.8 with the rate at the targets' pace, 23.8 requests/s, which left most of the
        // 1,024 idle.) The batch is compute-bound.
        assertEquals("About 5.6 tokens/s per user with 1,024 users at once (with this many answers written together the"
                + " card's compute, not its memory bandwidth, sets the speed).", decode);
        for (Candidate c : a.candidates()) {
            assertTrue(c.versusLead() == null || !c.versusLead().key().equals("versus.cheaperBandwidthBound"),
                    () -> c.gpu().id() + ": " + EN.format(c.versusLead()));
        }
    }

    @Test
    void oneUserStillReadsTheModelOncePerToken() {
        Candidate lead = advise(AdvisorFixture.LLAMA2_7B_CHAT).leading().orElseThrow();
        assertTrue(lead.reasons().stream().anyMatch(r -> r.key().equals("reason.decode")));
    }
}
