package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.Layout;
import com.gpurental.serving.LoadShape;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * The promised context window fits at least once (tester report M2, docs/domain.md §9.1 "Memory of a request"): beside
 * the typical load, the cache holds one request that fills the plan's window — the rule vLLM enforces at start-up
 * ("The model's max seq len is larger than the maximum number of tokens that can be stored in KV cache", PR #2163).
 */
class MemoryWindowTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** The tester's plan (plans/ds.json): DeepSeek-R1 FP8, the preset's 32k window, 200 staff, one year. */
    private static final String DEEPSEEK = "\"title\":\"ds\",\"scenario\":\"inference\",\"preset\":\"deepseek-private\","
            + "\"model\":{\"id\":\"deepseek-r1\"},\"precision\":\"fp8\",\"inference\":{\"contextTokens\":32768,"
            + "\"tokensPerSecondPerUser\":10,\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}},"
            + "\"rental\":{\"durationDays\":365}";

    /** DeepSeek-V3/R1's latent cache: (kv_lora_rank 512 + qk_rope_head_dim 64) × 61 layers × 2 bytes a token. */
    private static final double LATENT_BYTES_PER_TOKEN = 576.0 * 61 * 2;

    @Test
    void theServingLoadCarriesThePromisedWindowBesideTheTypicalLength() {
        ResolvedPlan rp = AdvisorFixture.advise(DEEPSEEK).plan();
        LoadShape load = ServingInputs.load(rp);
        assertEquals(354 + 215, load.contextTokens(), "a chat turn: 354 + 215 tokens (LMSYS-Chat-1M)");
        assertEquals(32_768, load.windowTokens(), "the window the plan and its card promise");
        assertEquals(3, load.inFlight());
    }

    @Test
    void eightH20NoLongerHoldDeepSeekOnceOneRequestMayFillThe32kWindow() {
        ResolvedPlan rp = AdvisorFixture.advise(DEEPSEEK).plan();
        Workload w = rp.workload();
        Gpu h20 = CATALOG.gpu("h20").orElseThrow();
        LoadShape load = ServingInputs.load(rp);
        CopyModel copy = new CopyModel(w, h20, Layout.tensor(8, 1, 1), load, 1);
        double weightsPerCard = 672.883 / 8; // FP8 weights, 16-bit embeddings and head (the breakdown's 672.9 GB)
        double window = LATENT_BYTES_PER_TOKEN * 32_768 / 1e9; // 2.302 GB: one request at the whole window
        double typical = LATENT_BYTES_PER_TOKEN * 569 * 3 / 1e9; // 0.120 GB: 3 requests of 569 tokens
        assertEquals(2.302, window, 0.001);
        assertEquals(0.120, typical, 0.001);
        // the larger of the two, counted once; every card of the tensor-parallel group keeps the whole latent cache
        assertEquals(window, copy.kvCacheGb(3), 1e-9);
        assertEquals(window, copy.kvPerCardGb(3), 1e-9);
        // (84.11 + 2.30 + 1 GB overhead) × 1.2 spare = 104.9 GB a card > 96 GiB = 103.08 GB
        assertEquals((weightsPerCard + window + 1) * 1.2, copy.perCardGb(3), 0.01);
        assertEquals(104.9, copy.perCardGb(3), 0.05);
        assertTrue(copy.perCardGb(3) > h20.capacityGb());
        assertEquals(0, copy.requestsHeld(), "not even one request of the promised window fits");
        // the typical load alone (the old rule) fitted: (84.11 + 0.12 + 1) × 1.2 = 102.3 GB, the tester's "0.8 GB spare"
        CopyModel typicalOnly = new CopyModel(w, h20, Layout.tensor(8, 1, 1), new LoadShape(3, load.requestsPerSecond(),
                354, 215, 569, load.prefixCacheShare()), 1);
        assertEquals(102.28, typicalOnly.perCardGb(3), 0.01);
    }

    @Test
    void theAdviceNoLongerRecommendsEightH20AndSaysHowTheCacheWasSized() {
        Advice a = AdvisorFixture.advise(DEEPSEEK);
        Candidate lead = a.leading().orElseThrow();
        assertFalse(lead.gpu().id().equals("h20") && lead.cards() == 8, "8 × H20 cannot hold one 32k request");
        // the memory shown is the engine's one cache figure: at least one request of the whole window
        assertTrue(a.memory().kvCacheGb() >= 2.30, "KV " + a.memory().kvCacheGb());
        String zh = ZH.format(a.kvCacheCopiesNote());
        assertTrue(zh.startsWith("KV 缓存按两者中较大的一项计：最忙时 3 个请求各按实际长度 569 个 token，共 0.1 GB；或一个请求占满计划"
                + "承诺的 32,768 个 token 上下文窗口，2.3 GB（本方案取后者）。"), zh);
        assertTrue(EN.format(a.kvCacheCopiesNote()).startsWith("The KV cache is sized for the larger of two: the 3 requests "
                + "in flight at the busiest time at their actual length of 569 tokens, 0.1 GB; or one request filling the "
                + "promised 32,768-token context window, 2.3 GB (the larger here)."), EN.format(a.kvCacheCopiesNote()));
    }

    @Test
    void aWindowTheLoadAlreadyFillsAddsNothingAndNoNote() {
        // the buyer gives the requests in flight without a prompt: each may fill its window, so the window rule adds nothing
        Advice a = AdvisorFixture.advise("\"preset\":\"chat-inference\",\"inference\":{\"contextTokens\":4096,"
                + "\"concurrentUsers\":4}");
        LoadShape load = ServingInputs.load(a.plan());
        assertEquals(load.contextTokens(), load.windowTokens());
        assertNull(a.kvWindowNote());
    }

    @Test
    void aBatchJobsWindowIsItsItemsLength() {
        Advice a = AdvisorFixture.advise("\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen2.5-7b\"},"
                + "\"precision\":\"bf16\",\"batch\":{\"items\":10000000,\"inputTokens\":1500,\"outputTokens\":200,"
                + "\"deadlineDays\":5}");
        LoadShape load = ServingInputs.load(a.plan());
        assertEquals(1700, load.windowTokens());
        assertNull(a.kvWindowNote());
    }
}
