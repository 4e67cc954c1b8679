package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A variant rented under the card's name that the plan's need excludes (docs/gpu-specs.md "Variants under one name";
 * issue 32): a warning with what to ask for, a thing to do on the plain layer and the request for quotation's line.
 * Variant figures from the bundled catalog: 910B4 32 GB (HAMi's device list, 32,768 MiB), A800 80GB PCIe 1,935 GB/s
 * against the SXM's 2,039, A800 40GB PCIe 40 GB, H100 PCIe 2,000 GB/s against the SXM's 3,350.
 */
class VariantWarningsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** examples/domestic-training.json: Qwen2.5-7B full fine-tuning on 1B tokens, domestic only (4 × Ascend 910B). */
    static final String DOMESTIC_FULL_7B = "\"scenario\":\"training\",\"preset\":\"llm-training\",\"model\":{\"id\":"
            + "\"qwen2.5-7b\"},\"precision\":\"bf16\",\"training\":{\"method\":\"full\",\"tokens\":\"1B\"},"
            + "\"domesticOnly\":true,\"rental\":{\"mode\":\"auto\",\"hoursPerDay\":24},\"budget\":{\"totalCny\":20000}";

    /** Llama-2-13B full fine-tuning on 1B tokens: 4 × A800 lead, the cards of one training together. */
    static final String FULL_13B = "\"scenario\":\"training\",\"preset\":\"llm-training\",\"model\":{\"id\":\"llama-2-13b\"},"
            + "\"precision\":\"bf16\",\"training\":{\"method\":\"full\",\"tokens\":\"1B\"},\"rental\":{\"mode\":\"auto\","
            + "\"hoursPerDay\":24}";

    /** Qwen2.5-7B at FP16 for 30 users in flight: one card per copy. */
    static final String CHAT_7B = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen2.5-7b\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":30,"
            + "\"tokensPerSecondPerUser\":10},\"rental\":{\"durationDays\":30,\"bufferPercent\":10}";

    private static Warning warning(Candidate c, Warning.Code code) {
        return c.warnings().stream().filter(w -> w.code() == code).findFirst().orElse(null);
    }

    private static Candidate option(Advice a, String gpu, int cards) {
        return a.allCandidates().stream().filter(c -> c.gpu().id().equals(gpu) && c.cards() == cards).findFirst()
                .orElseThrow();
    }

    @Test
    void the32Gb910b4DoesNotFitAPlanThatNeeds38GbACard() {
        Advice a = AdvisorFixture.advise(DOMESTIC_FULL_7B);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        assertEquals(4, lead.cards());
        // the engine's per-card need, 38.2 GB with the 20% spare, against the 910B4's 32 × 2^30 bytes = 34.4 GB
        assertEquals(38.2, lead.memory().perCardGb(), 0.05);
        Warning w = warning(lead, Warning.Code.VARIANT_MEMORY);
        assertEquals("910B4 (32 GB) does not fit: each card must hold 38.2 GB here, and a card rented as \"Huawei Ascend"
                + " 910B\" may be that variant.", EN.format(w.text()));
        assertEquals("Ask in writing for 910B1, 910B2, 910B3, 910B4-1 (64 GB a card): the request for quotation asks which"
                + " variant is offered, and the acceptance check reads each card's memory on the server.",
                EN.format(w.action()));
        assertEquals("910B4（32 GB）放不下：本方案每张卡需容纳 38.2 GB，而标为“华为昇腾 910B”出租的卡可能就是这一版本。",
                ZH.format(w.text()));
        assertEquals("请写明所供版本：910B1、910B2、910B3、910B4-1（每卡 64 GB 及以上），不接受 910B4（32 GB）。",
                ZH.format(a.variantRequirement()));
        assertTrue(a.plain().actions().stream().map(EN::format).toList().contains("Ask in writing for 910B1, 910B2, 910B3,"
                + " 910B4-1 (64 GB a card): 910B4 (32 GB) under the same name does not have the memory."));
        assertNull(Ranking.caveat(lead), "a question to ask, not a reason to rank the card after others");
    }

    @Test
    void a910bPlanThatFitsIn32GbACardNamesNoVariant() {
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":"
                + "\"qwen2.5-7b\"},\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":4},"
                + "\"domesticOnly\":true,\"rental\":{\"durationDays\":30}");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        assertTrue(lead.memory().perCardGb() < 32 * 1.073741824, () -> "needs " + lead.memory().perCardGb());
        assertNull(warning(lead, Warning.Code.VARIANT_MEMORY));
        assertNull(a.variantRequirement());
    }

    @Test
    void aTrainingOnFourA800sAsksForTheSxmModuleWhichAlsoRulesOutThe40GbCard() {
        Advice a = AdvisorFixture.advise(FULL_13B);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("a800-80g", lead.gpu().id());
        assertEquals(4, lead.cards());
        // 64.7 GB a card, more than the A800 40GB PCIe's 40 × 2^30 bytes = 42.9 GB; asking for the SXM module already
        // rules out that PCIe card, so the memory is not asked for a second time
        assertEquals(64.7, lead.memory().perCardGb(), 0.05);
        assertNull(warning(lead, Warning.Code.VARIANT_MEMORY));
        Warning link = warning(lead, Warning.Code.VARIANT_LINK);
        // training is compute-bound: the PCIe card's dense FP16 is the SXM's 312, so only the link is lost
        assertEquals("The figures here are the A800 80GB SXM's: its 4 cards exchange data over NVLink at 400 GB/s. A card"
                + " rented under the same name may be a PCIe card (A800 80GB PCIe, A800 40GB PCIe), which joins cards over"
                + " PCIe (at most a two-card bridge), so the cards wait longer on each other; the A800 80GB PCIe computes as"
                + " fast on its own: what is lost is the exchange between the cards.", EN.format(link.text()));
        assertEquals("这里的参数是 A800 80GB SXM 的：4 张卡之间通过 NVLink 以 400 GB/s 交换数据。同名出租的卡可能是 PCIe 版（A800 80GB"
                + " PCIe、A800 40GB PCIe），只能经 PCIe 互联（最多两卡桥接），卡间等待更久；A800 80GB PCIe 单卡速度相同：损失在卡间的数据交换。",
                ZH.format(link.text()));
        assertEquals("State which variant is offered: the A800 80GB SXM (NVLink), not a PCIe card (A800 80GB PCIe, A800 40GB"
                + " PCIe).", EN.format(a.variantRequirement()));
        List<String> actions = a.plain().actions().stream().map(EN::format).toList();
        assertTrue(actions.contains("Ask in writing for the A800 80GB SXM (fast-link version), not a PCIe card: the cards work"
                + " together."), actions::toString);
    }

    @Test
    void oneA800CopyThatNeedsMoreThan40GbAsksForThe80GbCards() {
        // Qwen2.5-32B at FP16 on one card per copy? No: a copy of 32B needs two A800s. Qwen2.5-14B at FP16 for 8 users
        // needs one A800 a copy with more than the 40GB PCIe card's 42.9 GB.
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":"
                + "\"qwen2.5-14b\"},\"precision\":\"fp16\",\"inference\":{\"contextTokens\":8192,\"concurrentUsers\":8},"
                + "\"rental\":{\"durationDays\":30}");
        Candidate a800 = option(a, "a800-80g", 1);
        double need = a800.memory().perCardGb();
        assertTrue(need > 40 * 1.073741824 && need < 80 * 1.073741824, () -> "needs " + need);
        assertEquals("A800 40GB PCIe (40 GB) does not fit: each card must hold " + EN.number(need, 1) + " GB here, and a card"
                + " rented as \"NVIDIA A800 80GB SXM\" may be that variant.",
                EN.format(warning(a800, Warning.Code.VARIANT_MEMORY).text()));
        assertEquals("Ask in writing for A800 80GB SXM, A800 80GB PCIe (80 GB a card): the request for quotation asks which"
                + " variant is offered, and the acceptance check reads each card's memory on the server.",
                EN.format(warning(a800, Warning.Code.VARIANT_MEMORY).action()));
        // one copy a card: the speed warning names the 80 GB PCIe card, 5.1% slower
        assertTrue(EN.format(warning(a800, Warning.Code.VARIANT_SPEED).text()).endsWith("about 5.1% slower than shown."));
    }

    @Test
    void aSpeedOnTheSxmFiguresSaysThePcieCardIsSlowerByItsBandwidth() {
        Advice a = AdvisorFixture.advise(CHAT_7B);
        // (1 − 1,935 ÷ 2,039) × 100 = 5.1%: decode reads the weights once a token, so its speed goes with the bandwidth
        assertEquals("The speed here is the A800 80GB SXM's. A card rented as \"NVIDIA A800 80GB SXM\" may be the A800 80GB"
                + " PCIe: the A800 80GB PCIe reads memory at 1,935 GB/s against 2,039 GB/s, so it generates tokens about"
                + " 5.1% slower than shown.", EN.format(warning(option(a, "a800-80g", 1), Warning.Code.VARIANT_SPEED).text()));
        // (1 − 2,000 ÷ 3,350) × 100 = 40.3%
        assertEquals("这里的速度按 H100 SXM5 80GB 估算。标为“NVIDIA H100 SXM 80GB”出租的卡可能是 H100 PCIe 80GB：H100 PCIe 80GB"
                + " 的显存带宽为 2,000 GB/s（对比 3,350 GB/s），生成速度约比这里慢 40.3%。",
                ZH.format(warning(option(a, "h100-sxm", 1), Warning.Code.VARIANT_SPEED).text()));
        // the H800 PCIe's figures are unknown: said so, not copied from the H100 PCIe
        assertEquals("The speed here is the H800 SXM 80GB's. A card rented as \"NVIDIA H800 SXM 80GB\" may be the H800 PCIe"
                + " 80GB: the H800 PCIe 80GB's memory and compute figures are not published, so its speed is unknown.",
                EN.format(warning(option(a, "h800-80g", 1), Warning.Code.VARIANT_SPEED).text()));
        // the lead (2 × RTX 4090) has no variant under its name to exclude
        assertNull(a.variantRequirement());
    }

    @Test
    void theRtx4090IsRentedFromOlderStockAndStaysTheSeedsLoraCard() {
        // Seed 003's quick reference: 7B LoRA on 1 × RTX 4090 (examples/lora-7b-training.json). The RTX 4090 has not
        // been sold new in China since 2023-11-17; the rentals there are the cards sold before, so the China variant is
        // a question to ask and not a caveat that ranks the card after others (unlike the never-sold RTX 5090).
        Advice a = AdvisorFixture.advise("\"scenario\":\"training\",\"preset\":\"small-training\",\"model\":{\"id\":"
                + "\"llama-2-7b\"},\"precision\":\"bf16\",\"training\":{\"method\":\"lora\",\"tokens\":\"0.2B\","
                + "\"sequenceLength\":2048,\"microBatch\":1},\"rental\":{\"mode\":\"auto\",\"hoursPerDay\":24}");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(1, lead.cards());
        assertNull(Ranking.caveat(lead));
        Warning w = warning(lead, Warning.Code.CHINA_STOCK);
        // (1 − 147.1 ÷ 165.2) × 100 = 11%: the RTX 4090D's dense FP16 against the RTX 4090's
        assertEquals("NVIDIA GeForce RTX 4090 has not been sold new in China since 2023-11-17 (US export rules of 17 October"
                + " 2023); platforms there rent the cards sold before that, and the card sold in its place is NVIDIA GeForce"
                + " RTX 4090D, with about 11% less compute. A platform that lists \"NVIDIA GeForce RTX 4090\" may rent the"
                + " NVIDIA GeForce RTX 4090D: the speed here is the full NVIDIA GeForce RTX 4090's.", EN.format(w.text()));
        assertEquals("请供应商书面说明出租的是 NVIDIA GeForce RTX 4090 还是 NVIDIA GeForce RTX 4090D（验收检查会用 nvidia-smi 命令读出"
                + "卡名），NVIDIA GeForce RTX 4090D 的报价按其自身参数比较。", ZH.format(w.action()));
        assertNull(warning(lead, Warning.Code.CHINA_VARIANT));
    }
}
