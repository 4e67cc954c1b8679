package com.gpurental.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.TestCatalogs;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, "Absurd shapes sized silently": every number of a config.json or a stored architecture held to the
 * field's range (the plan's own where the plan has the field), the counts of a stored architecture counted again, and
 * a config.json read as strictly as a plan (duplicated keys, trailing garbage, two documents refused).
 */
class ConfigRangesTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** Qwen/Qwen3-8B's config.json (the fields that size it). */
    private static final String QWEN3_8B = """
            {"model_type": "qwen3", "hidden_size": 4096, "num_hidden_layers": 36, "num_attention_heads": 32,
             "num_key_value_heads": 8, "head_dim": 128, "intermediate_size": 12288, "vocab_size": 151936,
             "max_position_embeddings": 40960, "tie_word_embeddings": false, "torch_dtype": "bfloat16"}""";

    /** Qwen/Qwen3-30B-A3B's config.json (the fields that size it). */
    private static final String QWEN3_30B_A3B = """
            {"model_type": "qwen3_moe", "hidden_size": 2048, "num_hidden_layers": 48, "num_attention_heads": 32,
             "num_key_value_heads": 4, "head_dim": 128, "intermediate_size": 6144, "moe_intermediate_size": 768,
             "num_experts": 128, "num_experts_per_tok": 8, "decoder_sparse_step": 1, "mlp_only_layers": [],
             "vocab_size": 151936, "max_position_embeddings": 40960, "tie_word_embeddings": false}""";

    private static String problems(ConfigJson.Result r, Messages m) {
        return r.problems().stream().map(m::format).collect(Collectors.joining(" | "));
    }

    private static ConfigJson.Result with(String config, String field, String value) {
        return ConfigJson.parse(config.replaceFirst("\"" + field + "\": [^,}]+", "\"" + field + "\": " + value));
    }

    @Test
    void zeroKvHeadsIsRefusedWithTheRangeNotSizedWithoutAKvCache() {
        ConfigJson.Result r = with(QWEN3_8B, "num_key_value_heads", "0");
        assertFalse(r.ok());
        assertEquals("config.json: \"num_key_value_heads\" is 0, outside the valid range 1 to 10,000.", problems(r, EN));
        assertEquals("config.json：“num_key_value_heads”为 0，超出有效范围 1 至 10,000。", problems(r, ZH));
    }

    @Test
    void layersBeyondSixtyFourBitsDoNotWrapToOne() {
        ConfigJson.Result r = with(QWEN3_8B, "num_hidden_layers", "18446744073709551617");
        assertEquals("config.json: \"num_hidden_layers\" is 18446744073709551617, outside the valid range 1 to 10,000.",
                problems(r, EN));
    }

    @Test
    void aBillionLayersAreRefusedBeforeAnythingIsAllocated() {
        ConfigJson.Result r = with(QWEN3_30B_A3B, "num_hidden_layers", "2147483647");
        assertEquals("config.json: \"num_hidden_layers\" is 2147483647, outside the valid range 1 to 10,000.",
                problems(r, EN));
    }

    @Test
    void aZeroHiddenSizeIsRefused() {
        assertEquals("config.json: \"hidden_size\" is 0, outside the valid range 1 to 1,000,000.",
                problems(with(QWEN3_8B, "hidden_size", "0"), EN));
    }

    @Test
    void zeroExpertsMoreExpertsPerTokenThanExpertsAndASparseStepOfZeroAreRefused() {
        assertEquals("config.json: \"num_experts\" is 0, outside the valid range 1 to 38,400.",
                problems(with(QWEN3_30B_A3B, "num_experts", "0"), EN));
        assertEquals("config.json: num_experts_per_tok (1,000) is more than the experts per layer (128).",
                problems(with(QWEN3_30B_A3B, "num_experts_per_tok", "1000"), EN));
        assertEquals("config.json: \"decoder_sparse_step\" is 0, outside the valid range 1 to 10,000.",
                problems(with(QWEN3_30B_A3B, "decoder_sparse_step", "0"), EN));
    }

    @Test
    void duplicatedKeysTrailingGarbageAndTwoDocumentsAreRefusedAsThePlanReaderRefusesThem() {
        ConfigJson.Result twice = ConfigJson.parse(QWEN3_8B.replace("{\"model_type\": \"qwen3\",",
                "{\"model_type\": \"qwen3\", \"num_hidden_layers\": 2,"));
        assertEquals("This is not a config.json: not valid JSON at line 1, column 89: the field \"num_hidden_layers\""
                + " appears twice.", problems(twice, EN));
        assertFalse(ConfigJson.parse(QWEN3_8B + " garbage").ok());
        ConfigJson.Result two = ConfigJson.parse(QWEN3_8B + "\n" + QWEN3_8B);
        assertEquals("This is not a config.json: not valid JSON at line 4, column 1: there is more after the end of the"
                + " document.", problems(two, EN));
    }

    @Test
    void aFileThePlanPointsToIsNotQuoted() {
        ConfigJson.Result r = ConfigJson.parse("sk-live-7f3a9c1e5b\n".getBytes(StandardCharsets.UTF_8), false);
        assertFalse(problems(r, EN).contains("sk-live"), problems(r, EN));
        assertFalse(problems(r, ZH).contains("sk-live"), problems(r, ZH));
        assertEquals("This is not a config.json: not valid JSON at line 1, column 1: a word that is not a JSON value"
                + " (text needs double quotes).", problems(r, EN));
    }

    @Test
    void noLibraryInternalsInAConfigsMessage() {
        ConfigJson.Result r = ConfigJson.parse(QWEN3_8B.replace("151936", "NaN"));
        assertFalse(problems(r, EN).contains("JsonReadFeature"), problems(r, EN));
        assertFalse(problems(r, ZH).contains("JsonReadFeature"), problems(r, ZH));
        assertFalse(problems(r, ZH).contains("Non-standard"), problems(r, ZH));
    }

    @Test
    void aGbkConfigIsReadNotRefusedWithInputLengthOne() {
        String gbk = QWEN3_8B.replace("{\"model_type\"", "{\"_name_or_path\": \"通义千问\", \"model_type\"");
        ConfigJson.Result r = ConfigJson.parse(gbk.getBytes(java.nio.charset.Charset.forName("GBK")), true);
        assertTrue(r.ok(), () -> problems(r, EN));
    }

    @Test
    void aStoredArchitecturesCountsAreCountedAgainNotTrusted() {
        ModelShape s = ConfigJson.parse(QWEN3_8B).shape();
        ObjectNode stored = ModelShapeJson.toJson(s);
        stored.put("parametersB", 1e308);
        assertEquals("model.architecture: the field \"parametersB\" is missing or not a valid figure; import the"
                + " config.json again.", problems(ModelShapeJson.fromJson(stored), EN));
        stored = ModelShapeJson.toJson(s);
        stored.put("parametersB", 70.0);
        stored.put("activeParametersB", 70.0);
        assertEquals("model.architecture: the stored count of 70B parameters does not follow from the stored shapes"
                + " (8.2B); import the config.json again.", problems(ModelShapeJson.fromJson(stored), EN));
        stored = ModelShapeJson.toJson(s);
        stored.put("kvHeads", 0);
        assertEquals("model.architecture: \"kvHeads\" is 0, outside the valid range 1 to 10,000; import the config.json"
                + " again.", problems(ModelShapeJson.fromJson(stored), EN));
        stored = ModelShapeJson.toJson(s);
        stored.put("layers", new java.math.BigInteger("18446744073709551617"));
        assertFalse(ModelShapeJson.fromJson(stored).ok());
    }

    @Test
    void everyModelOfTheCatalogStoredAndReadAgainIsTheSame() {
        int read = 0;
        for (ModelPreset m : TestCatalogs.shipped().models()) {
            if (m.config() != null) {
                ConfigJson.Result again = ModelShapeJson.fromJson(ModelShapeJson.toJson(m.config()));
                assertTrue(again.ok(), () -> m.id() + ": " + problems(again, EN));
                assertEquals(m.config(), again.shape(), m.id());
                read++;
            }
        }
        assertTrue(read >= 10, read + " models with a config.json");
    }

    @Test
    void aStoredArchitectureSavedBeforeTheCountingShapesStillReads() {
        for (ModelPreset m : TestCatalogs.shipped().models()) {
            if (m.config() != null) {
                ObjectNode older = ModelShapeJson.toJson(m.config());
                older.remove(java.util.List.of("denseIntermediateSize", "sharedIntermediateSize", "qLoraRank", "vHeadDim",
                        "attentionBias", "qkNorm"));
                ConfigJson.Result again = ModelShapeJson.fromJson(older);
                assertTrue(again.ok(), () -> m.id() + ": " + problems(again, EN));
                assertEquals(m.config().parametersB(), again.shape().parametersB(), 0.0, m.id());
            }
        }
    }
}
