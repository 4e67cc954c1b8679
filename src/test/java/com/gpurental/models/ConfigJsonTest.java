package com.gpurental.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/** A config.json read field by field; a missing field or an unknown family is named, never guessed. */
class ConfigJsonTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** Qwen/Qwen3-8B's config.json as published (the fields that size it, plus some that do not). */
    private static final String QWEN3_8B = """
            {"architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3", "hidden_size": 4096,
             "num_hidden_layers": 36, "num_attention_heads": 32, "num_key_value_heads": 8, "head_dim": 128,
             "intermediate_size": 12288, "vocab_size": 151936, "max_position_embeddings": 40960,
             "tie_word_embeddings": false, "torch_dtype": "bfloat16", "rope_theta": 1000000,
             "sliding_window": null, "use_sliding_window": false}""";

    @Test
    void readsQwen3EightBAndCountsItFromTheShapes() {
        ConfigJson.Result r = ConfigJson.parse(QWEN3_8B);
        assertTrue(r.ok(), () -> r.problems().toString());
        ModelShape s = r.shape();
        // Qwen3-8B model card: 8.2B parameters, 6.95B without embeddings; 36 layers, 32 Q heads, 8 KV heads.
        assertEquals(8.19, s.parametersB(), 0.005);
        assertEquals(6.95, s.parametersB() - s.embeddingParametersB(), 0.005);
        assertEquals(AttentionKind.GQA, s.attention());
        assertEquals("bf16", s.releasePrecision());
        assertEquals(40960, s.maxPositionEmbeddings());
        assertTrue(r.notes().isEmpty(), r.notes().toString());
    }

    @Test
    void readsDeepSeekV3sLatentAttentionExpertsAndFp8() {
        String v3 = """
                {"model_type": "deepseek_v3", "hidden_size": 7168, "num_hidden_layers": 61, "num_attention_heads": 128,
                 "num_key_value_heads": 128, "intermediate_size": 18432, "moe_intermediate_size": 2048,
                 "n_routed_experts": 256, "n_shared_experts": 1, "num_experts_per_tok": 8, "first_k_dense_replace": 3,
                 "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64,
                 "qk_nope_head_dim": 128, "v_head_dim": 128, "vocab_size": 129280, "max_position_embeddings": 163840,
                 "tie_word_embeddings": false, "num_nextn_predict_layers": 1,
                 "quantization_config": {"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8",
                   "weight_block_size": [128, 128]}}""";
        ConfigJson.Result r = ConfigJson.parse(v3);
        assertTrue(r.ok(), () -> r.problems().toString());
        ModelShape s = r.shape();
        assertEquals(AttentionKind.MLA, s.attention());
        assertEquals(576, s.kvElementsPerTokenPerLayer()); // kv_lora_rank 512 + qk_rope_head_dim 64
        assertEquals(58, s.moeLayers()); // 61 layers, the first 3 dense
        assertEquals("fp8", s.releasePrecision());
        assertEquals(671.03, s.parametersB(), 0.01);
        assertEquals("1 multi-token-prediction layer (num_nextn_predict_layers) not counted: serving engines load them "
                + "only for speculative decoding.", EN.format(r.notes().get(0)));
    }

    @Test
    void aMissingFieldIsNamedInBothLanguages() {
        ConfigJson.Result r = ConfigJson.parse(QWEN3_8B.replace("\"num_key_value_heads\": 8,", ""));
        assertFalse(r.ok());
        assertNull(r.shape());
        assertEquals("config.json: the field \"num_key_value_heads\" is missing; qwen3 needs it.",
                EN.format(r.problems().get(0)));
        assertEquals("config.json：缺少字段“num_key_value_heads”，qwen3 需要该字段。", ZH.format(r.problems().get(0)));
    }

    @Test
    void anUnsupportedFamilyIsNamedNotGuessed() {
        ConfigJson.Result r = ConfigJson.parse("{\"model_type\": \"rwkv\", \"hidden_size\": 4096}");
        assertFalse(r.ok());
        assertTrue(EN.format(r.problems().get(0)).startsWith("config.json: model_type \"rwkv\" is not a family this "
                + "version reads (it reads: llama, mistral, mixtral, qwen2, qwen3, qwen3_moe, deepseek_v2, deepseek_v3,"),
                EN.format(r.problems().get(0)));
        assertTrue(ZH.format(r.problems().get(0)).startsWith("config.json：本版本不能读取 model_type 为“rwkv”的模型系列"));
    }

    @Test
    void textThatIsNotJsonSaysSo() {
        ConfigJson.Result r = ConfigJson.parse("hidden_size = 4096");
        assertFalse(r.ok());
        assertTrue(EN.format(r.problems().get(0))
                .startsWith("This is not a config.json: not valid JSON at line 1, column 1: \"hidden_size\" is not a JSON value"),
                EN.format(r.problems().get(0)));
    }

    @Test
    void gemma3sTextConfigAndWindowPatternAreRead() {
        String gemma = """
                {"model_type": "gemma3", "text_config": {"model_type": "gemma3_text", "hidden_size": 5376,
                 "num_hidden_layers": 62, "num_attention_heads": 32, "num_key_value_heads": 16, "head_dim": 128,
                 "intermediate_size": 21504, "vocab_size": 262208, "sliding_window": 1024, "sliding_window_pattern": 6,
                 "max_position_embeddings": 131072}, "torch_dtype": "bfloat16"}""";
        ConfigJson.Result r = ConfigJson.parse(gemma);
        assertTrue(r.ok(), () -> r.problems().toString());
        assertEquals(52, r.shape().slidingWindowLayers());
        assertEquals(1024, r.shape().slidingWindow());
        assertTrue(r.shape().tiedEmbeddings()); // Gemma's default in Transformers, and said so
        assertEquals("Read the text model of this gemma3 configuration (text_config); the vision encoder is not counted.",
                EN.format(r.notes().get(0)));
    }

    @Test
    void theStoredArchitectureRoundTrips() {
        ModelShape s = ConfigJson.parse(QWEN3_8B).shape();
        assertEquals(s, ModelShapeJson.fromJson(ModelShapeJson.toJson(s)).shape());
    }
}
