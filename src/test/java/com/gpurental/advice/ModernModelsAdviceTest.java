package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.sizing.Precision;
import org.junit.jupiter.api.Test;

/** Issue 19: the 2026 requests sized with the models' own architectures. */
class ModernModelsAdviceTest {

    private static final com.gpurental.text.Messages EN =
            com.gpurental.text.Messages.forLocale(com.gpurental.text.Messages.EN);

    private static final String R1_10_USERS_32K = "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"id\":\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},"
            + "\"rental\":{\"durationDays\":30,\"hoursPerDay\":24}";

    @Test
    void deepSeekR1TenUsersAt32kCachesAbout23GbAndDefaultsToFp8() {
        Advice a = advise(R1_10_USERS_32K);
        // MLA: (512 + 64) values × 61 layers × 2 bytes = 70,272 bytes a token; × 32,768 × 10 = 23.03 GB.
        assertEquals(23.03, a.memory().kvCacheGb(), 0.01);
        assertEquals(Precision.FP8, a.plan().workload().precision());
        // FP8 body (669.18 B params × 1 byte) + BF16 embeddings and head (1.853 B × 2 bytes) = 672.9 GB.
        assertEquals(672.9, a.memory().weightsGb(), 0.2);
    }

    @Test
    void aBareSevenBillionOnTheChatPresetTakesACurrentGqaShape() {
        Advice a = advise("\"preset\":\"chat-inference\",\"model\":{\"parameters\":\"7B\"}");
        // Qwen2.5-7B (the size reference nearest 7B): 28 layers × 4 KV heads × 128 × 2 × 2 bytes = 57,344 bytes a token;
        // × 2,048 tokens × 100 users = 11.74 GB (Llama-2-7B's 32 KV heads gave 107 GB).
        assertEquals(11.74, a.memory().kvCacheGb(), 0.01);
        assertEquals("qwen2.5-7b", a.plan().workload().architecture().derivedFrom());
    }

    @Test
    void aBareCountOfHundredsOfBillionsAsksWhichModel() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(com.gpurental.json.InputException.class,
                () -> AdvisorFixture.advisor().advise(AdvisorFixture.plan("\"model\":{\"parameters\":\"671B\"}")));
        String en = EN.format(e.problems().get(0).problem());
        assertTrue(en.startsWith("671B parameters: most models of 100B parameters and more are mixtures of experts"), en);
        assertTrue(en.contains("deepseek-v3"), en);
    }
}
