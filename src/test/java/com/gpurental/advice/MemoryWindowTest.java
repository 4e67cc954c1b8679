package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.serving.CopyModel;
import com.gpurental.serving.Layout;
import com.gpurental.serving.LoadShape;
import com.gpurental.sizing.KvWindow;
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
    static final String DEEPSEEK = "\"title\":\"ds\",\"scenario\":\"inference\",\"preset\":\"deepseek-private\","
            + "\"model\":{\"id\":\"deepseek-r1\"},\"precision\":\"fp8\",\"inference\":{\"contextTokens\":32768,"
            + "\"tokensPerSecondPerUser\":10,\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}},"
            + "\"rental\":{\"durationDays\":365}";

    /**
     * A builder of the same plan with a chat answer of 215 tokens given (LMSYS-Chat-1M's mean response): a length the plan gives
     * is the
     * one sized, whatever the model's default (ReasoningAnswerTest) — 3 requests of 354 + 215 tokens in flight.
     */
    static PlanBuilder deepseek215() {
        return fromFields(DEEPSEEK).answerTokens(215);
    }

    /** DeepSeek-V3/R1's latent cache: (kv_lora_rank 512 + qk_rope_head_dim 64) × 61 layers × 2 bytes a token. */
    private static final double LATENT_BYTES_PER_TOKEN = 576.0 * 61 * 2;

    @Test
    void theServingLoadCarriesThePromisedWindowBesideTheTypicalLength() {
        ResolvedPlan rp = AdvisorFixture.advise(DEEPSEEK).plan();
        LoadShape load = ServingInputs.load(rp);
        // DeepSeek-R1 thinks before it answers: its answer defaults to 1,527 tokens with the thinking (its mean output in
        // production, Assumptions.REASONING_ANSWER_TOKENS, ServeGen); it was LMSYS-Chat-1M's 215, 569 tokens, 3 in flight
        assertEquals(354 + 1527, load.contextTokens(), "a chat turn: 354 (LMSYS-Chat-1M) + 1,527 tokens (ServeGen)");
        assertEquals(32_768, load.windowTokens(), "the window the plan and its card promise");
        assertEquals(16, load.inFlight(), "0.1 requests/s × (1 + 1,527 ÷ 10) s = 15.37 → 16");
    }

    @Test
    void eightH20HoldDeepSeekWithOneRequestOfThe32kWindowWithinTheEnginesShareOfTheCard() {
        ResolvedPlan rp = AdvisorFixture.advise(deepseek215().plan()).plan();
        Workload w = rp.workload();
        Gpu h20 = CATALOG.gpu("h20").orElseThrow();
        LoadShape load = ServingInputs.load(rp);
        CopyModel copy = new CopyModel(w, h20, Layout.tensor(8, 1, 1), load, 1);
        double weightsPerCard = 672.883 / 8; // FP8 weights, 16-bit embeddings and head (the breakdown's 672.9 GB)
        double window = LATENT_BYTES_PER_TOKEN * 32_768 / 1e9; // 2.302 GB: one request at the whole window
        double typical = LATENT_BYTES_PER_TOKEN * 569 * 3 / 1e9; // 0.120 GB: 3 requests of 569 tokens
        assertEquals(2.302, window, 0.001);
        assertEquals(0.120, typical, 0.001);
        // the typical load with the 20 % spare: (84.11 + 0.12 + 1) × 1.2 = 102.28 GB a card;
        // one request of the whole window within vLLM's default 90 % of the card (ServingAssumptions.ENGINE_MEMORY_SHARE):
        // (84.11 + 2.30 + 1) ÷ 0.9 = 97.1 GB a card — it fits beside the spare, so the typical load sets the memory
        assertEquals((weightsPerCard + typical + 1) * 1.2, copy.perCardGb(3), 0.01);
        assertEquals(102.28, copy.perCardGb(3), 0.01);
        assertFalse(copy.windowDecides(3));
        assertEquals(typical, copy.kvCacheGb(3), 1e-9);
        assertTrue(copy.perCardGb(3) < h20.capacityGb(), "96 GiB = 103.08 GB");
        // at a 128k window the one request (9.2 GB a card) no longer fits: (84.11 + 9.21 + 1) ÷ 0.9 = 104.8 GB > 103.08
        CopyModel longWindow = new CopyModel(w, h20, Layout.tensor(8, 1, 1), new LoadShape(3, load.requestsPerSecond(),
                354, 215, 569, load.prefixCacheShare(), 131_072), 1);
        assertTrue(longWindow.windowDecides(3));
        assertEquals((weightsPerCard + LATENT_BYTES_PER_TOKEN * 131_072 / 1e9 + 1) / 0.9, longWindow.perCardGb(3), 0.01);
        assertTrue(longWindow.perCardGb(3) > h20.capacityGb());
    }

    @Test
    void theAdviceSaysHowTheCacheWasSizedAndThatTheLongRequestFits() {
        Advice a = AdvisorFixture.advise(deepseek215().plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(8, lead.cards());
        String zh = ZH.format(a.kvCacheCopiesNote());
        assertTrue(zh.startsWith("KV 缓存：最忙时 3 个请求各按实际长度 569 个词元，共 0.1 GB，另留 20% 余量；一个请求占满计划承诺的 "
                + "32,768 个词元上下文窗口需 2.3 GB，按推理引擎默认只用每张卡 90% 显存核对（vLLM 启动时的检查），放得下。"), zh);
        assertTrue(EN.format(a.kvCacheCopiesNote()).startsWith("The KV cache: the 3 requests in flight at the busiest time at "
                + "their actual length of 569 tokens, 0.1 GB, with a 20% spare; one request filling the promised 32,768-token "
                + "context window needs 2.3 GB, checked within the 90 % of each card the serving engine uses by default "
                + "(vLLM's start-up check): it fits."), EN.format(a.kvCacheCopiesNote()));
    }

    @Test
    void theServingStageHandsOverWhetherTheWindowDecidedAndTheShareItWasCheckedWithin() {
        // the default 20 % spare: the long request is checked within vLLM's default 90 % of a card (1 ÷ (1 + 11.1 %)),
        // and the typical load sets the memory (102.28 GB a card against the window's 97.1 GB, the test above)
        KvWindow k = AdvisorFixture.advise(deepseek215().plan()).memory().kvWindow();
        assertFalse(k.decides());
        assertFalse(k.buyersShare());
        assertEquals(90.0, k.memorySharePercent(), 1e-9);
        assertEquals(90.0, k.engineSharePercent(), 1e-9);
        assertEquals(100.0 / 9, k.windowSparePercent(), 1e-9);
        assertEquals(20.0, k.loadSparePercent(), 1e-9);
        assertEquals(3, k.requests());
        assertEquals(LATENT_BYTES_PER_TOKEN * 32_768 / 1e9, k.windowGb(), 1e-9);
        assertEquals(LATENT_BYTES_PER_TOKEN * 569 * 3 / 1e9, k.loadGb(), 1e-9);
    }

    @Test
    void aBuyersSpareOfFivePercentIsTheShareTheNoteNames() {
        // spare 5 %: the window is checked with her 5 % (ServingAssumptions.windowSparePercent = min(5, 11.1)), i.e.
        // within 100 ÷ 1.05 = 95.2 % of a card (vLLM --gpu-memory-utilization 0.952), not the engine's 90 %. Per card:
        // typical (84.11 + 0.12 + 1) × 1.05 = 89.5 GB, the window (84.11 + 2.30 + 1) × 1.05 = 91.8 GB: the window decides
        Advice a = AdvisorFixture.advise(deepseek215().set("memory.sparePercent", 5).plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(8, lead.cards());
        KvWindow k = a.memory().kvWindow();
        assertTrue(k.decides());
        assertTrue(k.buyersShare());
        assertEquals(100 / 1.05, k.memorySharePercent(), 1e-9);
        assertEquals(5.0, k.windowSparePercent(), 1e-9);
        assertEquals(5.0, a.memory().sparePercent(), 1e-9);
        assertEquals((672.883 / 8 + LATENT_BYTES_PER_TOKEN * 32_768 / 1e9 + 1) * 1.05, a.memory().perCardGb(), 0.01);
        assertEquals("KV 缓存：最忙时 3 个请求各按实际长度 569 个词元，共 0.1 GB，另留 5% 余量；一个请求占满计划承诺的 32,768 个"
                + "词元上下文窗口需 2.3 GB，按所选的 5% 余量核对：每张卡只用 95.2% 显存（推理引擎默认用 90%，须相应调高；vLLM "
                + "启动时的检查），本方案的显存由它决定，余量按 5% 计。", ZH.format(a.kvWindowNote()).split("。用户")[0] + "。");
        assertEquals("The KV cache: the 3 requests in flight at the busiest time at their actual length of 569 tokens, 0.1 GB, "
                + "with a 5% spare; one request filling the promised 32,768-token context window needs 2.3 GB, checked "
                + "within 95.2 % of each card, the share your 5% spare leaves, above the serving engine default of 90 %, "
                + "which is to be raised to it (vLLM's start-up check): here it sets the memory, with a spare of 5%.",
                EN.format(a.kvWindowNote()).split(" A user")[0]);
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
