package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.ANY_STACK;
import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SEVENTY_B_CHAT;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.candidate;
import static com.gpurental.advice.AdvisorFixture.hourly;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static com.gpurental.advice.AdvisorFixture.warning;
import static com.gpurental.advice.AdvisorFixture.warnings;
import static com.gpurental.advice.AdvisorFixture.withOffers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.RentalMode;
import com.gpurental.text.Messages;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Advisor behaviour of "The engine": the pitfalls it warns about (docs/domain.md §4). */
class AdvisorWarningsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    // ------------------------------------------------------------------ warnings (docs/domain.md §4)

    @Test
    void paidIdleDaysOfAWholeMonthAreWarnedAbout() {
        // A 33-day term billed by the month pays 60 days.
        Warning w = warning(candidate(advise(SEVENTY_B_CHAT), "rtx-4090", RentalMode.MONTHLY), Warning.Code.IDLE_TERM);
        assertEquals("Whole periods are billed: 60 days paid for a 33-day term (27 idle days).", EN.format(w.text()));
        assertEquals("按整期计费：33 天租期要付 60 天的费用（闲置 27 天）。", ZH.format(w.text()));
        assertTrue(warnings(candidate(advise(SEVENTY_B_CHAT), "h20", RentalMode.HOURLY), Warning.Code.IDLE_TERM).isEmpty());
    }

    @Test
    void moreThanEightCardsSpanServersAndNeedFastNetworking() {
        // DeepSeek-R1 FP8 (672.9 GB of weights): 16 × H20 run one copy over 2 servers. (Llama-2-70B on 16 × RTX 4090 did
        // until PCIe-only cards were limited to one server per copy: they now run 3 copies of 8, no network between.)
        Candidate h20 = candidate(advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":"
                // 60 days: a cluster held 3 months or more is rented as bare metal (issue 32, ClusterRentalTest)
                + "\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},\"rental\":{\"durationDays\":6"
                        + "0}"),
                "h20", RentalMode.HOURLY);
        assertEquals(16, h20.cards());
        assertTrue(h20.multiServer());
        // docs/domain.md §8.6: one copy over several servers is a cluster (it read "the servers need fast networking (at
        // least 100 Gbps, better InfiniBand/RoCE)"); RDMA ≥ 200 Gb/s a card (Assumptions.RDMA_GBIT_PER_CARD), one rack or
        // zone, a multi-node serving engine, and all of it in the quote.
        Warning cluster = warning(h20, Warning.Code.MULTI_SERVER);
        assertEquals("One copy of the model spans 2 servers (16 cards): that is a cluster, not 2 separate servers. It needs"
                + " RDMA networking between the servers (InfiniBand or RoCE, at least 200 Gb/s per card), the servers in the"
                + " same rack or availability zone, and a serving engine that runs one model over several servers (vLLM or"
                + " SGLang multi-node, with pipeline or tensor parallelism across the servers).", EN.format(cluster.text()));
        assertEquals("Put it in the quote: the RDMA type and bandwidth per card between the servers, that they stand in the"
                + " same rack or zone, and that the vendor's image runs vLLM or SGLang over several nodes; have the model run"
                + " across the servers on the trial before signing.", EN.format(cluster.action()));
        assertEquals("一套模型跨 2 台服务器（共 16 张卡）：这是一个集群，而不是 2 台各自独立的服务器。服务器之间需要 RDMA 网络"
                + "（InfiniBand 或 RoCE，每张卡至少 200 Gb/s），服务器放在同一机柜或同一可用区，并且推理框架要支持一个模型跨多台"
                + "服务器运行（vLLM 或 SGLang 多机部署，跨服务器的流水线并行或张量并行）。", ZH.format(cluster.text()));
        assertTrue(ZH.format(cluster.action()).startsWith("写进报价："), ZH.format(cluster.action()));
        assertEquals(1, warnings(h20, Warning.Code.MULTI_SERVER).size());
        // The plan-level supporting-hardware note no longer says "clusters need at least 100 Gbps" beside it.
        Advice r1 = advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":"
                + "\"deepseek-r1\"},\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},\"rental\":{\"durationDays\":9"
                        + "0}");
        Warning hardware = r1.warnings().stream().filter(x -> x.code() == Warning.Code.SUPPORTING_HARDWARE).findFirst()
                .orElseThrow();
        // one statement of each minimum (issue 33, advice.SupportingHardware): RAM (docs/domain.md §4 "Server RAM": the
        // copy's 672.9 GB of FP8 weights + 8 × 4 GiB = 707.3 GB → 1,024 GB), the disk for those weights, the 200 Gb/s a
        // card of MULTI_SERVER
        assertEquals("Check the supporting hardware: inference needs at least 1,024 GB of RAM in each server and an SSD that"
                + " holds the model's 672.9 GB of weights, and RDMA of at least 200 Gb/s per card between the 2 servers.",
                EN.format(hardware.text()));
        assertTrue(warnings(candidate(advise(SEVENTY_B_CHAT), "rtx-4090", RentalMode.HOURLY), Warning.Code.MULTI_SERVER)
                .isEmpty());
    }

    @Test
    void pricesOlderThanThreeMonthsAreStale() throws Exception {
        Candidate fresh = new Advisor(CATALOG, PRICE_DATE.plusDays(90)).advise(plan(SEVENTY_B_CHAT)).leading().orElseThrow();
        assertTrue(warnings(fresh, Warning.Code.STALE_PRICE).isEmpty());
        Candidate old = new Advisor(CATALOG, LocalDate.of(2027, 6, 1)).advise(plan(SEVENTY_B_CHAT)).leading().orElseThrow();
        Warning w = warning(old, Warning.Code.STALE_PRICE);
        assertEquals("The price is a reference from 2026-11-01 (212 days old).", EN.format(w.text()));
        assertEquals("warning.STALE_PRICE.action", w.action().key());
        Candidate justStale = new Advisor(CATALOG, PRICE_DATE.plusDays(91)).advise(plan(SEVENTY_B_CHAT)).leading().orElseThrow();
        assertEquals(1, warnings(justStale, Warning.Code.STALE_PRICE).size());
    }

    @Test
    void pricesDerivedFromTheMarketArticleAreUnverified() {
        Warning w = warning(candidate(advise(LLAMA2_7B_CHAT), "a10", RentalMode.HOURLY), Warning.Code.UNVERIFIED_PRICE);
        assertEquals("The price is derived from a market article (Chinese GPU rental market article (2025–26)) and is not "
                + "confirmed.",
                EN.format(w.text()));
        assertEquals("warning.UNVERIFIED_PRICE.action", w.action().key());
        assertTrue(warnings(candidate(advise(LLAMA2_7B_CHAT), "h20", RentalMode.HOURLY), Warning.Code.UNVERIFIED_PRICE)
                .isEmpty());
    }

    @Test
    void optionsOnDifferentSoftwareStacksAreFlagged() {
        // docs/domain.md §4: CUDA, ROCm, CANN and DTK do not mix in one cluster.
        // A full fine-tune of Qwen2.5-7B: the 4 × Ascend 910B (CANN) lead the CUDA options.
        String training = ANY_STACK
                + "\"scenario\":\"training\",\"model\":{\"id\":\"qwen2.5-7b\"},\"training\":{\"method\":\"full\",\"tokens\":\"1B"
                + "\"}";
        Warning w = advise(training).warnings().stream().filter(x -> x.code() == Warning.Code.MIXED_STACKS).findFirst()
                .orElseThrow();
        assertEquals("The options use different software stacks (CANN, CUDA); they cannot be mixed in one cluster.",
                EN.format(w.text()));
        Advice domestic = advise(training + ",\"domesticOnly\":true");
        assertTrue(domestic.warnings().stream().noneMatch(x -> x.code() == Warning.Code.MIXED_STACKS));
    }

    @Test
    void supportingHardwareIsAlwaysAChecklistItem() {
        // docs/domain.md §4: training needs NVMe ≥1 GB/s; inference ≥32 GB RAM and, "Server RAM", the weights + 4 GiB a
        // card (140 GB + up to 8 × 4.29 GB ≤ 174.4 GB → 256 GB); several servers ≥100 Gbps. A plan on one server is told
        // nothing about clusters (it read "clusters need at least 100 Gbps networking", issue 33).
        Warning inference = advise(SEVENTY_B_CHAT).warnings().get(0);
        assertEquals(Warning.Code.SUPPORTING_HARDWARE, inference.code());
        assertEquals("Check the supporting hardware: inference needs at least 256 GB of RAM in the server and an SSD that holds"
                + " the model's 140 GB of weights.", EN.format(inference.text())); // 70B × 2 bytes at FP16
        Warning training = advise("\"scenario\":\"training\",\"training\":{\"method\":\"lora\"}").warnings().get(0);
        // training RAM (SupportingHardware.trainingRamGb): max(64 GB, the seed's 7B training row; DeepSpeed's general RAM)
        assertEquals("Check the supporting hardware: training needs at least 64 GB of RAM and NVMe storage that reads at least"
                + " 1 GB/s in the server.", EN.format(training.text()));
    }

    @Test
    void farMoreMemoryOrMoneyThanNeededIsOverSpecified() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        Advice a = AdvisorFixture.adviseSharesRented(SEVENTY_B_CHAT);
        Warning w = warning(candidate(a, "h100-sxm", RentalMode.MONTHLY), Warning.Code.OVER_SPECIFIED);
        // 4 × H100 "80 GB" = 4 × 80 × 2^30 bytes = 343.6 GB rented.
        assertEquals("Over-specified: 343.6 GB of memory rented for 174.4 GB needed, or ¥84,480.00 against ¥9,820.80 for the "
                + "cheapest fit.",
                EN.format(w.text()));
        assertTrue(warnings(a.leading().orElseThrow(), Warning.Code.OVER_SPECIFIED).isEmpty());
    }

    @Test
    void theCheapestFitIsNeverCalledOverSpecified() {
        // LoRA on Llama-2-7B needs 18.3 GB; the cheapest fit for the term is one 64 GB Ascend 910B. Its spare memory
        // costs nothing, so it carries no "choose the cheaper configuration" warning; a dearer 96 GB H20 does.
        Advice a = advise(ANY_STACK + "\"scenario\":\"training\",\"preset\":\"small-training\",\"model\":{\"id\":\"llama-2-7b\"},"
                + "\"training\":{\"method\":\"lora\",\"tokens\":\"0.2B\"}");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        assertTrue(lead.gpu().memoryGb() > 2 * lead.memory().requiredGb());
        assertTrue(warnings(lead, Warning.Code.OVER_SPECIFIED).isEmpty(), lead.warnings()::toString);
        Candidate h20 = candidate(a, "h20", RentalMode.HOURLY);
        assertTrue(h20.cost().termCostCny().compareTo(lead.cost().termCostCny()) > 0);
        assertEquals(1, warnings(h20, Warning.Code.OVER_SPECIFIED).size());
    }

    @Test
    void unknownSpeedIsWarnedNotShownAsZero() throws Exception {
        // Hygon Z100: bandwidth unconfirmed and no published spread (docs/gpu-specs.md), priced here by the user.
        // Without a speed need (a training with no deadline) it is a candidate whose speed is said to be unknown (priced
        // low enough, for its assumed 30 days, not to be left out beside the ¥35.80 of the cheapest known option).
        Advice a = new Advisor(withOffers(hourly("hygon-z100", "0.04")), PRICE_DATE)
                .advise(plan(ANY_STACK + "\"scenario\":\"training\","
                + "\"preset\":\"llm-training\",\"model\":{\"id\":\"llama-2-7b\"},\"training\":{\"method\":\"lora\",\"tokens\":\"0"
                        + ".1B\"}"));
        Candidate hygon = candidate(a, "hygon-z100", RentalMode.HOURLY);
        assertNull(hygon.trainingDays());
        assertEquals("The speed of Hygon DCU Z100 cannot be estimated: its memory bandwidth or FP16 figure is not published.",
                EN.format(warning(hygon, Warning.Code.SPEED_UNKNOWN).text()));
        // With a speed need (20 tokens/s per user) an unknown speed never beats a known one: it is not
        // enough data to judge, however cheap.
        Advice needed = new Advisor(withOffers(hourly("hygon-z100", "0.01")), PRICE_DATE)
                .advise(plan(ANY_STACK + LLAMA2_7B_CHAT));
        Rejection r = rejection(needed, "hygon-z100");
        assertEquals(Rejection.Code.INSUFFICIENT_DATA, r.code());
        assertEquals("Not enough data to judge: Hygon DCU Z100 has no published memory bandwidth to check the 20 tokens/s per "
                + "user against; ask the vendor for measured figures before comparing it.", EN.format(r.reason()));
    }

    @Test
    void gpusPricedByTheUserGetTheirOwnCaveats() throws Exception {
        // MI250 is two 64 GB devices; MI300X's INT8 figure is [U]; Hygon has no FP16 figure, so no training time.
        Catalog catalog = withOffers(hourly("mi250", "12.00"), hourly("mi300x", "8.00"), hourly("hygon-z100", "1.00"));
        Advisor advisor = new Advisor(catalog, PRICE_DATE);
        Advice vision = advisor.advise(plan(ANY_STACK
                + "\"preset\":\"vision-inspection\",\"rental\":{\"mode\":\"auto\",\"durationDays\":90}"));
        assertEquals("AMD Instinct MI250: each card is 2 devices of 64 GB; software sees 2 GPUs of 64 GB, not one of 128 GB.",
                EN.format(warning(candidate(vision, "mi250", RentalMode.HOURLY), Warning.Code.TWO_DEVICES).text()));
        assertEquals("Figures used here are widely quoted but unconfirmed: int8DenseTops.",
                EN.format(warning(candidate(vision, "mi300x", RentalMode.HOURLY), Warning.Code.UNVERIFIED_SPEC).text()));
        Advice training = advisor.advise(plan(ANY_STACK + "\"scenario\":\"training\",\"training\":{\"method\":\"lora\"}"));
        Candidate hygon = candidate(training, "hygon-z100", RentalMode.HOURLY);
        assertNull(hygon.trainingDays());
        assertEquals("The task duration could not be estimated; the cost assumes 30 days.",
                EN.format(warning(hygon, Warning.Code.DURATION_ASSUMED).text()));
    }

}
