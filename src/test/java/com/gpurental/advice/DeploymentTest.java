package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.ANY_STACK;
import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.candidate;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.GpuNames;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.catalog.SoftwareStack;
import com.gpurental.json.InputException;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.pricing.RentalCost;
import com.gpurental.serving.Layout;
import com.gpurental.sizing.MemoryModel;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.WorkloadKind;
import com.gpurental.text.Messages;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * card counts a serving engine runs (tensor parallel within a server over a group that divides
 * the heads, copies of the model beyond it, whole servers when one cannot hold it), and the software stack as a
 * decision.
 */
class DeploymentTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** The seed's first quick-reference row (docs/domain.md §2: training below 7B → RTX 4090, LoRA). */
    private static final String LORA_7B = "\"scenario\":\"training\",\"preset\":\"small-training\",\"model\":{\"id\":\"llama-2-7b"
            + "\"},"
            + "\"precision\":\"bf16\",\"training\":{\"method\":\"lora\",\"tokens\":\"0.2B\"},\"rental\":{\"hoursPerDay\":24}";

    /** Customer-service case: a 70B model for 100 users at the preset's 10 tokens/s, 90 days. */
    private static final String CHAT_70B = "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"llama-2-"
            + "70b\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"concurrentUsers\":100},\"rental\":{\"durationDays\":90}";

    /** Qwen2.5-7B (28 heads, 4 KV heads) for 300 users at 20 tokens/s: more than one copy of the model. */
    private static final String QWEN_7B_300 = "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"qwen2"
            + ".5-7b\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"concurrentUsers\":300,\"tokensPerSecondPerUser\":20},\"rental\":{\"duratio"
                    + "nDays\":30}";

    /** Qwen2.5-7B FP16 for 30 users at 10 tokens/s, 4,096 tokens, 30 days. */
    private static final String QWEN_7B_30 = "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen2.5"
            + "-7b\"},"
            + "\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":30,\"tokensPerSecondPerUser\":10}"
                    + ","
            + "\"rental\":{\"durationDays\":30,\"bufferPercent\":10}"; // the 33-day term these figures were worked with

    private static List<Warning> warnings(Candidate c, Warning.Code code) {
        return c.warnings().stream().filter(w -> w.code() == code).toList();
    }

    // ------------------------------------------------------------------ software stack

    @Test
    void theSevenBLoraRowGivesAnRtx4090AgainForACudaTeam() {
        // The 910B was recommended for being ¥2.88 cheaper for the term; a CUDA team is not sent to CANN.
        Advice a = advise(LORA_7B);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(RentalMode.HOURLY, lead.cost().mode());
        Rejection ascend = rejection(a, "ascend-910b");
        assertEquals(Rejection.Code.OTHER_STACK, ascend.code());
        assertEquals("Runs on CANN, and your team's software runs on CUDA: porting it would take days to weeks of "
                + "engineering. To consider it, answer on step 1 that your software runs there or that you will port it.",
                EN.format(ascend.reason()));
        assertEquals("该卡使用 CANN 软件栈，而你团队的软件运行在 CUDA 上：迁移需要数天到数周的工程工作。如需考虑它，"
                + "请在第 1 步说明你的软件已能在该平台运行，或愿意迁移。", ZH.format(ascend.reason()));
        assertEquals(Rejection.Code.OTHER_STACK, rejection(a, "mi300x").code(), "ROCm is another stack too");
        assertTrue(a.allCandidates().stream().allMatch(c -> c.stack() == SoftwareStack.CUDA));
    }

    @Test
    void aTeamThatWillPortSeesTheAscendWithThePortingNamedAsACost() {
        Advice a = advise(ANY_STACK + LORA_7B);
        Candidate ascend = candidate(a, "ascend-910b", RentalMode.HOURLY);
        assertEquals(1, warnings(ascend, Warning.Code.PORTING).size());
        assertEquals("Huawei Ascend 910B runs on CANN; your team's software runs on CUDA. Moving it means porting the code, "
                + "re-validating accuracy and speed, and often other model builds: days to weeks of engineering.",
                EN.format(warnings(ascend, Warning.Code.PORTING).get(0).text()));
        assertTrue(ascend.reasons().stream().anyMatch(r -> r.key().equals("reason.porting")));
        Candidate rtx = candidate(a, "rtx-4090", RentalMode.HOURLY);
        assertTrue(warnings(rtx, Warning.Code.PORTING).isEmpty(), "CUDA needs no porting");
    }

    @Test
    void aTeamOnCannGetsTheCheaperAscendWithoutAPortingCost() {
        // 1 × 910B at ¥3.58 × 24 h × 1 day... the 910B's term (¥71.60) is below the 4090's (¥74.48 for 2 days).
        Advice a = advise("\"software\":\"cann\"," + LORA_7B);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        assertTrue(warnings(lead, Warning.Code.PORTING).isEmpty());
        assertEquals(Rejection.Code.OTHER_STACK, rejection(a, "hygon-z100").code(), "CANN is not DTK");
        assertEquals(Rejection.Code.OTHER_STACK, rejection(a, "mi250").code(), "nor ROCm");
    }

    @Test
    void domesticOnlyKeepsItsMeaningForACudaTeamAndNamesThePorting() {
        Advice a = advise(LORA_7B + ",\"domesticOnly\":true");
        assertFalse(a.candidates().isEmpty());
        for (Candidate c : a.allCandidates()) {
            assertTrue(c.gpu().domestic(), c.gpu().id());
            assertEquals(1, warnings(c, Warning.Code.PORTING).size(), c.gpu().id());
        }
        assertEquals(Rejection.Code.NOT_DOMESTIC, rejection(a, "rtx-4090").code());
    }

    @Test
    void thirteenBFullTrainingIsNotSentToTheAscendForACudaTeam() {
        Advice a = advise("\"scenario\":\"training\",\"preset\":\"llm-training\",\"model\":{\"id\":\"llama-2-13b\"},"
                + "\"precision\":\"bf16\",\"training\":{\"method\":\"full\",\"tokens\":\"1B\"}");
        assertTrue(a.allCandidates().stream().noneMatch(c -> c.gpu().id().startsWith("ascend")));
        assertEquals(SoftwareStack.CUDA, a.leading().orElseThrow().stack());
    }

    // ------------------------------------------------------------------ layouts

    @Test
    void aTensorParallelGroupDividesTheHeadsWithinOneServer() {
        // Qwen2.5-7B has 28 heads: groups of 1, 2 or 4 (28 ÷ 8 is not whole).
        assertEquals(List.of(new Deployment.Layout(1, 1, 8), new Deployment.Layout(2, 1, 4), new Deployment.Layout(4, 1, 2)),
                Deployment.layouts(8, 28));
        // 3 cards: three copies of a one-card model, never a group of 3.
        assertEquals(List.of(new Deployment.Layout(1, 1, 3)), Deployment.layouts(3, 40));
        // 48 cards of a 40-head model: copies of 1, 2, 4 or 8 cards, or copies over 2, 3 or 6 whole servers.
        assertEquals(List.of(new Deployment.Layout(1, 1, 48), new Deployment.Layout(2, 1, 24), new Deployment.Layout(4, 1, 12),
                new Deployment.Layout(8, 1, 6), new Deployment.Layout(8, 2, 3), new Deployment.Layout(8, 3, 2),
                new Deployment.Layout(8, 6, 1)), Deployment.layouts(48, 40));
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 16, 24), GpuSizer.inferenceCardCounts(24));
    }

    @Test
    void moreCardsThanOneCopyNeedsAreCopiesThatEachHoldAllTheWeights() {
        // The weights were counted once over any number of cards. 300 users on RTX 4090s: 2 copies of a
        // tensor-parallel pair, each serving 150 users.
        Advice a = advise(QWEN_7B_300);
        Candidate rtx = candidate(a, "rtx-4090", RentalMode.HOURLY);
        Deployment d = rtx.deployment();
        assertEquals(4, rtx.cards());
        assertEquals(2, d.tensorParallel());
        assertEquals(2, d.replicas());
        assertEquals(1, d.servers());
        assertEquals(Deployment.Kind.REPLICAS, d.kind());
        double oneCopy = MemoryModel.weightsGb(a.plan().workload().architecture(), Precision.FP16);
        assertEquals(2 * oneCopy, rtx.memory().weightsGb(), 1e-9);
        assertTrue(rtx.memory().perCardGb() > oneCopy / 2, "each card of a pair holds half of a whole copy");
        // Each request sees one copy (2 cards, PCIe 2-card efficiency) at its share of the load: the serving stage's p95
        // time per token (docs/domain.md §9.3, serving.ClosedLoop). A copy's 150 users all decode at once (149.6 at a
        // time), a step of 20.5 ms, and their prompts take 31.4 % of the copy (23.4 requests/s × 13.5 ms): a token every
        // 20.5 ÷ (1 − 0.314) = 29.8 ms, 33.5 tokens/s — below the 43.9 the 150 would get decoding with no prompt to
        // serve (Performance.tokensPerSecondPerUser).
        var w = GpuSizer.withUsers(a.plan().workload(), 150);
        double eff = CATALOG.scalingEfficiency(InterconnectType.PCIE, 2);
        assertEquals(1 / d.serving().tpotS().central(), rtx.tokensPerSecond(), 1e-9);
        assertEquals(33.51, rtx.tokensPerSecond(), 0.01);
        assertTrue(rtx.tokensPerSecond() < Performance.tokensPerSecondPerUser(w, rtx.gpu(), 2, 150, eff),
                String.valueOf(rtx.tokensPerSecond()));
        assertEquals("4 × NVIDIA GeForce RTX 4090 in one server: 2 replicas of 2 cards each (tensor parallel 2); every "
                + "replica holds all the weights and serves its share of the users behind a load balancer.",
                EN.format(d.note()));
        assertEquals("4 × NVIDIA GeForce RTX 4090，一台服务器：2 套模型，每套 2 张卡（张量并行 2）；每套都装下全部权重，"
                + "由负载均衡分担各自的用户。", ZH.format(d.note()));
        assertTrue(rtx.reasons().contains(d.note()), "the layout is one of the candidate's reasons");
    }

    @Test
    void noCandidateSplitsAModelOverMoreThanOneServersTensorParallelGroup() {
        for (String plan : List.of(CHAT_70B, QWEN_7B_300, AdvisorFixture.SEVENTY_B_CHAT,
                "\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":{\"id\":\"qwen2.5-72b\"},\"precision\":\"fp16"
                        + "\","
                        + "\"inference\":{\"concurrentUsers\":100,\"tokensPerSecondPerUser\":20},\"rental\":{\"durationDays\":30"
                                + "}")) {
            Advice a = advise(ANY_STACK + plan);
            int heads = a.plan().workload().architecture().attentionHeads();
            for (Candidate c : a.allCandidates()) {
                Deployment d = c.deployment();
                String id = c.cards() + " × " + c.gpu().id();
                assertTrue(d.tensorParallel() <= 8 && heads % d.tensorParallel() == 0, id);
                assertEquals(c.cards(), d.tensorParallel() * d.pipelineStages() * d.replicas(), id);
                // Every card holds at least its share of one whole copy of the weights.
                double oneCopy = c.memory().weightsGb() / d.replicas();
                assertTrue(c.memory().perCardGb() >= oneCopy / (d.tensorParallel() * d.pipelineStages()), id);
            }
        }
    }

    @Test
    void aModelOneServerCannotHoldRunsOverWholeServersWithRdma() {
        // DeepSeek-R1 in FP8 (672.9 GB of weights) does not fit one server of 8 × 96 GB: two servers with NVLink inside.
        Advice a = advise("\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"deepseek-r1\"},"
                + "\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},\"rental\":{\"durationDays\":30}");
        Candidate h20 = candidate(a, "h20", RentalMode.HOURLY);
        Deployment d = h20.deployment();
        assertEquals(16, h20.cards());
        assertEquals(Deployment.Kind.MULTI_SERVER, d.kind());
        assertEquals(2, d.servers());
        // Issue 31: a mixture of experts runs as the engines run it — data-parallel attention with the experts split over
        // the 16 cards (EP-16 over 2 servers, lmsys.org 2025-09-26), no pipeline stages, each card caching its own requests.
        assertEquals(1, d.pipelineStages());
        assertEquals(Layout.Attention.DATA, d.attention());
        assertEquals(16, d.expertParallel());
        assertEquals(2, d.serversPerReplica());
        assertTrue(d.needsRdma());
        assertEquals(1, warnings(h20, Warning.Code.MULTI_SERVER).size());
        assertEquals("16 × NVIDIA H20 96GB in 2 servers: each copy runs on 16 cards over 2 servers joined by RDMA with "
                + "data-parallel attention (each card runs the attention of its own requests and caches only theirs) and "
                + "the experts split over the 16 cards (expert parallelism).", EN.format(d.note()));
        // The few words of the Results page's and the PDF's alternatives table.
        assertEquals("2 servers × 8\ndata-parallel attention · expert parallel 16\n1 copy", EN.format(d.summary()));
        assertEquals("2 台 × 8 卡\n注意力数据并行 · 专家并行 16\n1 套模型",
                ZH.format(d.summary()));
        Deployment h200 = a.allCandidates().stream().filter(c -> c.gpu().id().equals("h200")).findFirst().orElseThrow()
                .deployment();
        assertEquals("8 cards in 1 server\ndata-parallel attention · expert parallel 8\n1 copy", EN.format(h200.summary()));
    }

    /** Advice on the bundled catalog with only the offers of PCIe-only cards. */
    private static Advice pcieOffersOnly(String fields) {
        Catalog c = AdvisorFixture.CATALOG;
        List<Offer> offers = c.offers().stream().filter(o -> c.gpu(o.gpuId()).orElseThrow()
                .interconnect().type() == InterconnectType.PCIE).toList();
        List<ScalingTable> scaling = Arrays.stream(
                InterconnectType.values()).map(t -> c.scalingTable(t).orElseThrow()).toList();
        try {
            return new Advisor(new Catalog("test", c.asOf(), c.gpus(), offers, c.models(),
                    c.scenarios(), scaling), AdvisorFixture.PRICE_DATE).advise(AdvisorFixture.plan(fields));
        } catch (InputException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void pcieOnlyCardsRunACopyWithinOneServerAndReplicateBeyondIt() {
        // Llama-2-70B in FP16 for 100 users on RTX 4090 (PCIe only): no copy over two servers (it was 16 cards over
        // 2 servers); three 8-card servers each hold a whole copy (138 GB of weights and 34 users' caches on 206 GB).
        // Priced on the PCIe cards' offers alone: beside 4 × A800 by the hour (the lead since the RTX 5090, not sold in
        // China, comes after the cards sold there, issue 32) 24 cards are left out as no real alternative.
        Candidate rtx = candidate(pcieOffersOnly(CHAT_70B), "rtx-4090", RentalMode.HOURLY);
        Deployment d = rtx.deployment();
        assertEquals(24, rtx.cards());
        assertEquals(1, d.pipelineStages());
        assertEquals(8, d.tensorParallel());
        assertEquals(3, d.replicas());
        assertFalse(d.needsRdma());
    }

    @Test
    void aQuoteOfThreeCardsForAModelTwoHoldIsNoGroupAnEngineRuns() throws Exception {
        // A 70B FP16 model (140 GB) on H20s: 2 or 4 cards form a tensor-parallel group; 3 cards are only three
        // one-card copies, each of which would hold all 140 GB.
        ResolvedPlan rp = PlanResolver.resolve(AdvisorFixture.plan(AdvisorFixture.SEVENTY_B_CHAT), CATALOG, "plan");
        GpuSizer sizer = new GpuSizer(CATALOG);
        var gpu = CATALOG.gpu("h20").orElseThrow();
        GpuSizer.Result three = sizer.sizeAt(rp, gpu, 3);
        assertEquals(Rejection.Code.TOO_MANY_CARDS, three.rejection().code());
        assertTrue(EN.format(three.rejection().reason()).startsWith("Does not fit on 3 cards as a serving engine runs it: "
                + "the largest group they allow is 1 card"), EN.format(three.rejection().reason()));
        assertEquals(2, sizer.sizeAt(rp, gpu, 2).sizing().deployment().tensorParallel());
        assertEquals(4, sizer.sizeAt(rp, gpu, 4).sizing().cards());
    }

    @Test
    void copiesOverSeveralServersNeedNoRdma() {
        Deployment d = Deployment.inference(new Deployment.Layout(2, 1, 12), "NVIDIA H20 96GB");
        assertEquals(3, d.servers());
        assertEquals(8, d.cardsPerServer());
        assertFalse(d.needsRdma(), "copies behind a load balancer do not talk to each other");
        assertTrue(Deployment.of(WorkloadKind.LLM_TRAINING, 16, "H100").needsRdma());
        assertFalse(Deployment.of(WorkloadKind.LLM_TRAINING, 8, "H100").needsRdma());
    }

    // ------------------------------------------------------------------ preset rules are checks

    @Test
    void fourH20ServingTheUsersAskedForAreNotRejectedByThePresetsUsersPerCard() {
        // 4 × H20 (one copy, tensor parallel 4) carry the 100 users' load — 100 in flight at 10 tokens/s and the
        // 1 s first token: 100 ÷ (1 + 215 × 0.1) = 4.4 requests/s of 354-token chat turns (serving.RequestKind), prefill
        // and decode under continuous batching (docs/domain.md §9) — below the preset's 50 per card. (6 with a
        // 778-token default prompt.)
        Advice a = advise(CHAT_70B);
        Candidate h20 = candidate(a, "h20", RentalMode.HOURLY);
        assertEquals(4, h20.cards());
        assertEquals(Deployment.Kind.TENSOR_PARALLEL, h20.deployment().kind());
        assertEquals(4, h20.deployment().tensorParallel());
        assertTrue(h20.usersPerCard() < 50, String.valueOf(h20.usersPerCard()));
        assertTrue(h20.usersPerCard() * 4 >= 100, String.valueOf(h20.usersPerCard()));
        // the buyer gave the load (100 in flight): the cards are sized to it, so the preset's users-per-card rule of
        // thumb is not raised as a concern (tester report M6: "每张卡约服务 2.5 个用户，低于该场景的 50 个" on 5 requests)
        assertTrue(warnings(h20, Warning.Code.PRESET_CHECK).stream().map(w -> EN.format(w.text()))
                .noneMatch(t -> t.contains("per card against the scenario")), String.valueOf(h20.warnings()));
        assertTrue(h20.reasons().stream().noneMatch(r -> r.key().equals("reason.indicators")));
        assertTrue(a.rejected().stream().noneMatch(r -> r.gpu().id().equals("h20")));
    }

    @Test
    void theJsonSaysHowEachCandidateRunsAndOnWhichStack() throws Exception {
        Advice a = advise(CHAT_70B);
        var tree = AdviceJson.toJson(a, EN);
        assertEquals("cuda", tree.get("software").asText());
        var first = tree.get("candidates").get(0);
        assertEquals("cuda", first.get("stack").asText());
        var d = first.get("deployment");
        Candidate lead = a.allCandidates().get(0);
        assertEquals(lead.deployment().cardsPerServer(), d.get("cardsPerServer").asInt());
        assertEquals(lead.deployment().servers(), d.get("servers").asInt());
        assertEquals(lead.deployment().tensorParallel(), d.get("tensorParallel").asInt());
        assertEquals(lead.deployment().replicas(), d.get("replicas").asInt());
        assertEquals(EN.format(lead.deployment().note()), d.get("note").asText());
        assertEquals(BigDecimal.ZERO.signum(), 0);
    }

    // ------------------------------------------------------------------ sensible alternatives

    @Test
    void alternativesFarDearerOrBiggerThanTheRecommendationAreLeftOutAndCounted() {
        // Qwen2.5-7B, 30 users: 2 × RTX 4090 by the hour (¥1.96 × 2 × 24 h × 33 days = ¥3,104.64) leads — the cheaper
        // 1 × RTX 5090 (¥2,280.96) comes after the cards sold in China (issue 32) — and 2 × T4 by the month (¥48,000)
        // costs more than 10 times as much: left out; 1 × A100 40GB at ¥750 a day (¥24,750) is within 10 times and
        // stays. One card of an RTX 5090 or H100 server is its pro-rata share (¥13,990 ÷ 8 = ¥1,748.75, ¥84,480 ÷ 8 =
        // ¥10,560 a month, as seed 003's quick-reference rows price a part of a server and the bundled offers state,
        // issue 32), so those stay among the alternatives.
        Advice a = advise(QWEN_7B_30);
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(new BigDecimal("3104.64"), lead.cost().termCostCny().amount());
        BigDecimal limit = lead.cost().termCostCny().amount().multiply(BigDecimal.TEN);
        for (Candidate c : a.candidates()) {
            assertTrue(c.cost().termCostCny().amount().compareTo(limit) <= 0, c.cards() + " × " + c.gpu().id());
        }
        Rejection t4 = rejection(a, "t4");
        assertEquals(Rejection.Code.LEFT_OUT, t4.code());
        assertEquals("Fits, but 2 × NVIDIA T4 16GB would cost ¥48,000.00 for the term, more than 10 times the recommendation "
                + "(2 × NVIDIA GeForce RTX 4090, ¥3,104.64): left out as no real alternative.", EN.format(t4.reason()));
        Warning left = a.warnings().stream().filter(w -> w.code() == Warning.Code.ALTERNATIVES_LEFT_OUT).findFirst()
                .orElseThrow();
        assertEquals("1 option was left out: each costs more than 10 times the recommendation (2 × NVIDIA GeForce RTX 4090) "
                + "for the term, or needs more than 4 times its cards and more than one server.", EN.format(left.text()));
        assertEquals("有 1 个方案未列出：其租期费用超过推荐方案（2 × NVIDIA GeForce RTX 4090）的 10 倍，或所需卡数超过其 4 倍且超过一台服务器。",
                ZH.format(left.text()));
    }

    @Test
    void manyMoreCardsThanTheRecommendationAreNoAlternativeUnlessCheaper() {
        // Llama-2-70B FP16 for one user at 20 tokens/s: 64 × Ascend 310P (no price) beside 2 × H20 are left out; 16 ×
        // RTX 4090 beside 8 × RTX 5090 stay when cheaper (Ranking.sensible).
        Advice a = advise(ANY_STACK + AdvisorFixture.SEVENTY_B_CHAT);
        // The 310P (PCIe only) would need a copy over several servers: not a deployment (GpuSizer), before any left-out.
        Rejection p310 = rejection(a, "ascend-310p");
        // One server of 310P holds the model; the rejection is for speed, named at the count where one request is
        // answered fastest (a real option, issue 32), not at a count of several PCIe servers no one would rent.
        assertEquals(Rejection.Code.TOO_SLOW, p310.code());
        assertTrue(EN.format(p310.reason()).startsWith("At 8 cards, where one request is answered fastest"),
                EN.format(p310.reason()));
        Candidate lead = a.leading().orElseThrow();
        Candidate cheaperAndBigger = Ranking.sensible(List.of(lead, withCards(lead, 16, "1.00")), lead).get(1);
        assertEquals(16, cheaperAndBigger.cards());
        assertEquals(List.of(lead), Ranking.sensible(List.of(lead, withCards(lead, 16, "100000.00")), lead));
    }

    @Test
    void anOptionWhoseSpeedCannotBeShownIsNotCalledCheaperWhenItIsDearer() {
        // "may be cheaper or faster" was said of an option six times the price.
        Advice a = advise(AdvisorFixture.SEVENTY_B_CHAT);
        Candidate lead = a.leading().orElseThrow();
        Candidate unshownDearer = unshown(withCards(lead, lead.cards(), "58924.80"));
        assertEquals("NVIDIA H20 96GB costs ¥49,104.00 more for the term, and whether it meets the speed need cannot be shown.",
                EN.format(Ranking.versus(lead, unshownDearer, a.plan().workload())));
        Candidate unshownCheaper = unshown(withCards(lead, lead.cards(), "100.00"));
        assertEquals("NVIDIA H20 96GB may be cheaper or faster, but whether it meets the speed need cannot be shown.",
                EN.format(Ranking.versus(lead, unshownCheaper, a.plan().workload())));
    }

    private static Candidate unshown(Candidate c) {
        return c.toBuilder().needShown(false).versusLead(null).vendorQuote(null).responseTime(null).responseTargetS(null)
                .atCentralEstimate(null).build();
    }

    private static Candidate withCards(Candidate c, int cards, String termCny) {
        RentalCost q = c.cost();
        RentalCost dear = new RentalCost(q.mode(), cards, q.peakCards(),
                q.monthlyCostCny(),
                Cny.of(termCny), q.billedDays(), q.offers());
        return c.toBuilder().cards(cards).cost(dear).versusLead(null).vendorQuote(null).responseTime(null)
                .responseTargetS(null).atCentralEstimate(null).build();
    }

    // ------------------------------------------------------------------ China-market cards

    @Test
    void theTwentyFourGigabyteRtx5090dV2NeedsASecondCardWhereThe5090dHoldsTheModel() {
        // Qwen2.5-7B FP16, 30 users × 4,096 tokens: (15.2 GB + 7.0 GB KV + 1 GB) × 1.2 ≈ 27.9 GB per card: more than the
        // V2's 24 GB (25.8 GB), less than the 5090D's 32 GB (34.4 GB). Neither has a dated price: both need a quote.
        Advice a = advise(QWEN_7B_30);
        // (the serving stage sizes them for the load; they may be left out beside a cheaper fit, so look at all of them)
        Candidate d = a.allCandidates().stream().filter(c -> c.gpu().id().equals("rtx-5090d")).findFirst().orElseThrow();
        Candidate v2 = a.allCandidates().stream().filter(c -> c.gpu().id().equals("rtx-5090d-v2")).findFirst().orElseThrow();
        assertEquals(1, d.cards());
        assertEquals(2, v2.cards());
        // one tensor-parallel pair carries the 30 requests' load (serving stage; it was two one-card copies)
        assertEquals(Deployment.Kind.TENSOR_PARALLEL, v2.deployment().kind());
        assertEquals("NVIDIA GeForce RTX 5090D V2 24GB", v2.gpu().name(), "the RFQ and the checks name the variant");
    }

    @Test
    void theModifiedFortyEightGigabyteRtx4090IsFlaggedWithoutAMakersWarranty() {
        Advice a = advise(QWEN_7B_30);
        Candidate mod = a.needsQuote().stream().filter(c -> c.gpu().id().equals("rtx-4090-48g-mod")).findFirst().orElseThrow();
        Warning w = warnings(mod, Warning.Code.MODIFIED_CARD).get(0);
        assertEquals("RTX 4090 48GB is a modified card: RTX 4090 boards rebuilt by a third party with 48 GB. Neither NVIDIA nor "
                + "the board maker gives a warranty, and its drivers and failure rate are not validated.", EN.format(w.text()));
        assertEquals("RTX 4090 48GB 是改装卡：由第三方把 RTX 4090 改装为 48 GB 显存。NVIDIA 和板卡厂商都不提供质保，驱动和故障率都未经验证。",
                ZH.format(w.text()));
        assertTrue(warnings(candidate(a, "rtx-4090", RentalMode.HOURLY), Warning.Code.MODIFIED_CARD).isEmpty());
        // A quote that writes "RTX 4090" is NVIDIA's card; "RTX 4090 48G" is the modified one.
        assertEquals("rtx-4090", GpuNames.find(CATALOG, "RTX 4090").orElseThrow().id());
        assertEquals("rtx-4090-48g-mod", GpuNames.find(CATALOG, "RTX 4090 48G").orElseThrow().id());
    }
}
