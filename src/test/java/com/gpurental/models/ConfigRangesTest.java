package com.gpurental.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.TestCatalogs;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigInteger;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, "Absurd shapes sized silently": every number of a config.json or a stored architecture held to the
 * field's range (the plan's own where the plan has the field), the counts of a stored architecture counted again, and
 * a config.json read as strictly as a plan (duplicated keys, trailing garbage, two documents refused). A problem is
 * asserted as its message key and arguments (the field, the value as read, the range); each key's wording once.
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

    /** A config field outside its range: the field, the value as read, the smallest and the largest allowed. */
    private static Message range(String field, String value, long min, long max) {
        return Message.of("error.config.range", field, value, min, max);
    }

    private static ConfigJson.Result with(String config, String field, String value) {
        return ConfigJson.parse(config.replaceFirst("\"" + field + "\": [^,}]+", "\"" + field + "\": " + value));
    }

    @Test
    void zeroKvHeadsIsRefusedWithTheRangeNotSizedWithoutAKvCache() {
        ConfigJson.Result r = with(QWEN3_8B, "num_key_value_heads", "0");
        assertFalse(r.ok());
        // 1 to 10,000 heads (ConfigJson's ranges); the wording of error.config.range, once:
        assertEquals(List.of(range("num_key_value_heads", "0", 1, 10_000)), r.problems());
        assertEquals("config.json：“num_key_value_heads”为 0，超出有效范围 1 至 10,000。", problems(r, ZH));
    }

    @Test
    void layersBeyondSixtyFourBitsDoNotWrapToOne() {
        ConfigJson.Result r = with(QWEN3_8B, "num_hidden_layers", "18446744073709551617");
        assertEquals(List.of(range("num_hidden_layers", "18446744073709551617", 1, 10_000)), r.problems());
    }

    @Test
    void aBillionLayersAreRefusedBeforeAnythingIsAllocated() {
        ConfigJson.Result r = with(QWEN3_30B_A3B, "num_hidden_layers", "2147483647");
        assertEquals(List.of(range("num_hidden_layers", "2147483647", 1, 10_000)), r.problems());
    }

    @Test
    void aZeroHiddenSizeIsRefused() {
        assertEquals(List.of(range("hidden_size", "0", 1, 1_000_000)), with(QWEN3_8B, "hidden_size", "0").problems());
    }

    @Test
    void zeroExpertsMoreExpertsPerTokenThanExpertsAndASparseStepOfZeroAreRefused() {
        assertEquals(List.of(range("num_experts", "0", 1, 38_400)), with(QWEN3_30B_A3B, "num_experts", "0").problems());
        assertEquals("config.json: num_experts_per_tok (1,000) is more than the experts per layer (128).",
                problems(with(QWEN3_30B_A3B, "num_experts_per_tok", "1000"), EN));
        assertEquals(List.of(range("decoder_sparse_step", "0", 1, 10_000)),
                with(QWEN3_30B_A3B, "decoder_sparse_step", "0").problems());
    }

    @Test
    void duplicatedKeysTrailingGarbageAndTwoDocumentsAreRefusedAsThePlanReaderRefusesThem() {
        ConfigJson.Result twice = ConfigJson.parse(QWEN3_8B.replace("{\"model_type\": \"qwen3\",",
                "{\"model_type\": \"qwen3\", \"num_hidden_layers\": 2,"));
        assertEquals(List.of(Message.of("error.config.syntax", 1L, 89L,
                Message.of("error.json.duplicateKey", "num_hidden_layers"))),
                twice.problems());
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
        // the word is not echoed: error.json.unknownWordHidden, not the word Jackson met
        assertEquals(List.of(Message.of("error.config.syntax", 1L, 1L, Message.of("error.json.unknownWordHidden"))),
                r.problems());
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
        ConfigJson.Result r = ConfigJson.parse(gbk.getBytes(Charset.forName("GBK")), true);
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
        stored.put("layers", new BigInteger("18446744073709551617"));
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
                older.remove(List.of("denseIntermediateSize", "sharedIntermediateSize", "qLoraRank", "vHeadDim",
                        "attentionBias", "qkNorm"));
                ConfigJson.Result again = ModelShapeJson.fromJson(older);
                assertTrue(again.ok(), () -> m.id() + ": " + problems(again, EN));
                assertEquals(m.config().parametersB(), again.shape().parametersB(), 0.0, m.id());
            }
        }
    }
}
