package com.gpurental.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.TestCatalogs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model library's entries, each read from its config.json (kept in catalog.json), against the
 * parameter counts their model cards publish. Each test names the card and its tolerance: a card rounds, and some
 * makers count without embeddings or with a vision encoder.
 */
class ModelLibraryTest {

    private static final Catalog CATALOG = TestCatalogs.shipped();

    private static ModelShape shape(String id) {
        ModelPreset m = CATALOG.model(id).orElseThrow(() -> new AssertionError("no model " + id));
        assertNotNull(m.config(), id + " has no config.json in the catalog");
        return m.config();
    }

    private static void assertWithin(double expected, double actual, double tolerance) {
        assertTrue(Math.abs(actual - expected) <= tolerance * expected,
                () -> "expected " + expected + " ± " + tolerance * 100 + "%, was " + actual);
    }

    @Test
    void deepSeekV3And671BWith37BActive() {
        // deepseek-ai/DeepSeek-V3 model card: "671B total parameters with 37B activated for each token" (main model,
        // without the 14B multi-token-prediction module). Tolerance 1.5% (the card rounds).
        ModelShape s = shape("deepseek-v3");
        assertWithin(671, s.parametersB(), 0.005);
        assertWithin(37, s.activeParametersB(), 0.015);
        assertEquals(AttentionKind.MLA, s.attention());
        assertEquals("fp8", s.releasePrecision());
        // DeepSeek-V3's README_WEIGHTS: "Activation parameters: 36.6B (including 0.9B for the output Head)" — without the
        // input embedding (0.93 B): 37.55 − 0.93 = 36.6. Tolerance 0.5%.
        assertWithin(36.6, s.activeParametersB() - s.embeddingParametersB() / 2, 0.005);
    }

    @Test
    void deepSeekR1HasV3sShape() {
        // DeepSeek-R1 model card: "DeepSeek-R1 ... 671B total, 37B activated", built on DeepSeek-V3-Base.
        assertEquals(shape("deepseek-v3"), shape("deepseek-r1"));
    }

    @Test
    void qwen3MoeCountsMatchTheirCards() {
        // Qwen/Qwen3-30B-A3B model card: 30.5B total, 3.3B activated; KerasHub's qwen3_moe_30b_a3b_en preset lists
        // 30,532,122,624 parameters — reproduced to the parameter.
        ModelShape small = shape("qwen3-30b-a3b");
        assertEquals(30_532_122_624L, Math.round(small.parametersB() * 1e9));
        assertWithin(3.3, small.activeParametersB(), 0.02);
        // Qwen/Qwen3-235B-A22B model card: 235B total, 22B activated, 94 layers, 128 experts, 8 activated. Tolerance 1%.
        ModelShape large = shape("qwen3-235b-a22b");
        assertWithin(235, large.parametersB(), 0.005);
        assertWithin(22, large.activeParametersB(), 0.01);
        assertEquals(128, large.routedExperts());
        assertEquals(8, large.expertsPerToken());
        assertEquals(94, large.moeLayers());
    }

    @Test
    void qwen3DenseCountsWithAndWithoutEmbeddings() {
        // Qwen3 model cards, "Number of Parameters" and "(Non-Embedding)": 0.6B / 0.44B, 4.0B / 3.6B, 8.2B / 6.95B,
        // 14.8B / 13.2B, 32.8B / 31.2B. Tolerance 1% (the cards round to two or three figures).
        double[][] cards = {{0.6, 0.44}, {4.0, 3.6}, {8.2, 6.95}, {14.8, 13.2}, {32.8, 31.2}};
        String[] ids = {"qwen3-0.6b", "qwen3-4b", "qwen3-8b", "qwen3-14b", "qwen3-32b"};
        for (int i = 0; i < ids.length; i++) {
            ModelShape s = shape(ids[i]);
            assertWithin(cards[i][0], s.parametersB(), 0.01);
            assertWithin(cards[i][1], s.parametersB() - s.embeddingParametersB(), 0.01);
            assertEquals(AttentionKind.GQA, s.attention(), ids[i]);
        }
    }

    @Test
    void glm45CountsAsZhipuDoesWithoutEmbeddings() {
        // zai-org/GLM-4.5 model card: "355 billion total parameters and 32 billion active parameters"; GLM-4.5-Air
        // "106 billion total parameters and 12 billion active". Total within 1%; Z.ai's active figure leaves out the
        // embeddings and head, so it is compared without them, within 2%.
        ModelShape glm = shape("glm-4.5");
        assertWithin(355, glm.parametersB(), 0.01);
        assertWithin(32, glm.activeParametersB() - glm.embeddingParametersB(), 0.02);
        ModelShape air = shape("glm-4.5-air");
        assertWithin(106, air.parametersB(), 0.01);
        assertWithin(12, air.activeParametersB() - air.embeddingParametersB(), 0.02);
    }

    @Test
    void kimiK2IsATrillionWith32BActive() {
        // moonshotai/Kimi-K2-Instruct model card: "1 trillion total parameters and 32 billion activated parameters",
        // 384 experts, 8 selected, MLA. Hugging Face lists the checkpoint at 1.03T: tolerance 3% on the round "1T".
        ModelShape k = shape("kimi-k2");
        assertWithin(1000, k.parametersB(), 0.03);
        assertWithin(32, k.activeParametersB(), 0.03);
        assertEquals(AttentionKind.MLA, k.attention());
        assertEquals(384, k.routedExperts());
    }

    @Test
    void llamaCountsMatchTheirCards() {
        // Meta's model cards: Llama 3.1 405B, Llama 3.3 70B (70.6B on Hugging Face); Llama 4 Scout "17B active, 109B
        // total", Maverick "17B active, 400B total" — both totals include the vision encoder, not counted here:
        // tolerance 2%.
        assertWithin(405, shape("llama-3.1-405b").parametersB(), 0.005);
        assertWithin(70.6, shape("llama-3.3-70b").parametersB(), 0.005);
        ModelShape scout = shape("llama-4-scout");
        assertWithin(109, scout.parametersB(), 0.02);
        assertWithin(17, scout.activeParametersB(), 0.02);
        ModelShape maverick = shape("llama-4-maverick");
        assertWithin(400, maverick.parametersB(), 0.02);
        assertWithin(17, maverick.activeParametersB(), 0.02);
        assertEquals(24, maverick.moeLayers()); // interleave_moe_layer_step 2: every other layer of 48
    }

    @Test
    void gemma3KeepsFiveLocalLayersToOneGlobal() {
        // google/gemma-3-27b-it: 27B; Gemma 3 technical report (arXiv 2503.19786): 5 local layers of a 1,024-token window
        // per global layer. 62 layers: 10 global, 52 local. Tolerance 1% on 27B.
        ModelShape g = shape("gemma-3-27b");
        assertWithin(27, g.parametersB(), 0.01);
        assertEquals(1024, g.slidingWindow());
        assertEquals(52, g.slidingWindowLayers());
    }

    @Test
    void everyNewEntryHasItsSourceDateContextAndSearchNames() {
        List<ModelPreset> library = CATALOG.models().stream().filter(m -> m.config() != null).toList();
        assertTrue(library.size() >= 27, "library has " + library.size());
        for (ModelPreset m : library) {
            assertNotNull(m.released(), m.id());
            assertNotNull(m.maxContextTokens(), m.id());
            assertNotNull(m.releasePrecision(), m.id());
            assertTrue(m.source().url().startsWith("https://huggingface.co/") && m.source().url().endsWith("/config.json"),
                    m.id());
            assertFalse(m.aliases().isEmpty(), m.id());
        }
    }

    @Test
    void chineseNamesFindTheModel() {
        // "满血版" (full-strength) is the 671B model people ask for, R1 or V3 — never a distill.
        assertEquals(List.of("deepseek-v3", "deepseek-r1"), find("DeepSeek 满血版"));
        assertEquals(List.of("deepseek-r1-distill-qwen-32b"), find("R1 蒸馏 32B"));
        assertTrue(find("通义千问 Qwen3").containsAll(List.of("qwen3-8b", "qwen3-32b", "qwen3-235b-a22b")));
        assertEquals(List.of("kimi-k2"), find("kimi k2"));
    }

    private static List<String> find(String query) {
        return CATALOG.models().stream().filter(m -> m.matches(query)).map(ModelPreset::id).toList();
    }
}
