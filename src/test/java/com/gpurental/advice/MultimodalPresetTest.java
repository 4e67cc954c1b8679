package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ModelPreset;
import org.junit.jupiter.api.Test;

/**
 * The multimodal preset is served by a vision-language model, not the text-only Qwen2.5-32B it named before:
 * Qwen3-VL-32B-Instruct (its config.json and model card, catalog.json), whose vision encoder counts in the weights.
 */
class MultimodalPresetTest {

    @Test
    void thePresetDefaultsToQwen3Vl32bWithItsPublishedShape() {
        assertEquals("qwen3-vl-32b", AdvisorFixture.CATALOG.scenario("multimodal-inference").orElseThrow().defaults().modelId());
        ModelPreset vl = AdvisorFixture.CATALOG.model("qwen3-vl-32b").orElseThrow();
        // config.json text_config: 64 layers, hidden 5120, 64 heads, 8 KV heads, head_dim 128, vocab 151,936.
        assertEquals(64, vl.layers());
        assertEquals(5120, vl.hiddenSize());
        assertEquals(64, vl.attentionHeads());
        assertEquals(8, vl.kvHeads());
        assertEquals(128, vl.headDim());
        assertEquals(151_936, vl.vocabSize());
        // 33.4B in all: the text model's 32.76B (Qwen3-32B's shape) and the vision encoder's about 0.6B. Every
        // parameter is used for each image and its prompt: dense, not a mixture of experts.
        assertEquals(33.4, vl.parametersB(), 1e-9);
        assertFalse(vl.moe());
        assertTrue(vl.parametersB() > AdvisorFixture.CATALOG.model("qwen3-32b").orElseThrow().parametersB());
        assertNotNull(vl.source().url());
    }

    @Test
    void theVisionEncoderCountsInTheWeightsOfTheMultimodalRequest() {
        // examples/requests/08-multimodal.json: INT8, 4 users × 4,096 tokens. Weights = 33.4B × 1 byte + the
        // embeddings and head kept at 16 bits (2 × 151,936 × 5,120 = 1.556B, one byte more each) = 34.96 GB; the
        // text-only Qwen2.5-32B gave 34.1 GB.
        Advice a = advise("\"scenario\":\"inference\",\"preset\":\"multimodal-inference\",\"model\":{\"id\":\"qwen3-vl-32b\"},"
                + "\"precision\":\"int8\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":4,"
                + "\"tokensPerSecondPerUser\":20,\"promptTokens\":2048,\"answerTokens\":300},\"rental\":{\"durationDays\":14},"
                + "\"budget\":{\"totalCny\":10000}");
        assertEquals(33.4 + 2 * 151_936 * 5_120 / 1e9, a.memory().weightsGb(), 0.01);
        // The plan's default model is the preset's: the same advice without a model named.
        Advice byPreset = advise("\"scenario\":\"inference\",\"preset\":\"multimodal-inference\"");
        assertEquals(33.4, byPreset.plan().workload().architecture().parametersB(), 1e-9);
        assertEquals(a.memory().weightsGb(), byPreset.memory().weightsGb(), 1e-9);
    }
}
