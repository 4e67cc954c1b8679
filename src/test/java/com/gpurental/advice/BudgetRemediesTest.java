package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Budget remedies in the order issue 32 gives them, each keeping the project: fewer requests in flight (in people), fewer
 * hours a day, a shorter context, an FP8 KV cache, quantized weights, a smaller or distilled model of the same family,
 * and another family only when none of these fits. Each line is the engine's own pricing of the changed plan. Prices
 * from the bundled catalog: A800 80GB ¥4.98 a card-hour (a800-console-hourly), H20 ¥6.20 (h20-container-hourly),
 * RTX 4090 bare-metal ¥7,920 a server-month of 8 cards rented pro rata (rtx-4090-baremetal-monthly, seed 003's table),
 * 720 hours a month.
 */
class BudgetRemediesTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    /** Qwen2.5-32B in BF16 for 64 requests in flight with a 32,768-token context, 90 days, ¥30,000 a month. */
    private static final String QWEN_32B_LONG_CONTEXT = "\"scenario\":\"inference\",\"preset\":\"chat-inference\","
            + "\"model\":{\"id\":\"qwen2.5-32b\"},\"precision\":\"bf16\","
            + "\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":64},"
            + "\"rental\":{\"durationDays\":90},\"budget\":{\"monthlyCny\":30000}";

    private static String remedy(Suggestion s) {
        return ((Message) s.description().args().get(0)).key();
    }

    @Test
    void theRemediesComeInTheIssuesOrderEachPricedByTheEngine() {
        Advice a = AdvisorFixture.advise(QWEN_32B_LONG_CONTEXT);
        // The lead, 8 × H20 by the hour: 8 × ¥6.20 × 720 = ¥35,712 a month, over the ¥30,000.
        assertEquals(new BigDecimal("35712.00"), a.leading().orElseThrow().cost().monthlyCostCny().amount());
        List<Suggestion> s = a.budget().suggestions();
        assertEquals(List.of("suggest.fewerInFlight", "suggest.hours", "suggest.context", "suggest.kvCache",
                "suggest.sameFamily"), s.stream().map(BudgetRemediesTest::remedy).toList(), s::toString);
        // ¾ of 64 in flight = 48 (the least change that fits): 8 × A800 × ¥4.98 × 720 = ¥28,684.80 a month
        assertEquals("Serve 48 requests in flight instead of 64: 8 × NVIDIA A800 80GB SXM, container by the hour",
                EN.format(s.get(0).description()));
        assertEquals("同时进行的请求从 64 个减到 48 个：8 张 NVIDIA A800 80GB SXM，容器按小时", ZH.format(s.get(0).description()));
        assertEquals("48 people get an answer at the same moment instead of 64: in the busiest minutes the others wait"
                + " in a queue before their answer starts.", EN.format(s.get(0).downsides().get(0)));
        assertEquals(new BigDecimal("28684.80"), s.get(0).monthlyCostCny().amount());
        // 12 hours a day by the hour: 8 × ¥6.20 × 12 × 30 = ¥17,856 a month
        assertEquals(new BigDecimal("17856.00"), s.get(1).monthlyCostCny().amount());
        // Half the context and the FP8 KV cache both halve the cache: 24 × RTX 4090, 24 × ¥990 = ¥23,760 a month
        assertEquals(RentalMode.MONTHLY, s.get(2).mode());
        assertEquals(new BigDecimal("23760.00"), s.get(2).monthlyCostCny().amount());
        assertEquals(new BigDecimal("23760.00"), s.get(3).monthlyCostCny().amount());
        assertEquals("模型的对话记忆改用 FP8 存储（原为 FP16）：24 张 NVIDIA GeForce RTX 4090，裸金属按月", ZH.format(s.get(3).description()));
        assertEquals(KvPrecision.FP8, s.get(3).plan().inference().kvCachePrecision());
        // The largest smaller model of the same generation that fits: Qwen2.5-14B on 8 × A800, 8 × ¥4.98 × 720 =
        // ¥28,684.80. It was 6 × H20 (¥26,784), 3 copies of 2: 64 users over 3 copies put 22 on one, and a copy holds 21 at
        // the 32,768-token context (CopyModel.requestsHeld) — the serving stage now holds every user in flight
        // (serving.ClosedLoop), where the open model held only those its rate at the targets' pace kept busy.
        assertEquals("qwen2.5-14b", s.get(4).plan().model().id());
        assertEquals(new BigDecimal("28684.80"), s.get(4).monthlyCostCny().amount());
        // Every line keeps the term's budget: ¥30,000 × 3 = ¥90,000
        for (Suggestion each : s) {
            assertTrue(each.termCostCny().amount().compareTo(new BigDecimal("90000")) <= 0, each.toString());
        }
    }

    @Test
    void fewerPeopleSaysHowManyRequestsInFlightThatIs() {
        // 2,000 people × 30% × 10 requests an hour ÷ 3,600 = 1.667 a second × (1 s + 300 ÷ 15 s) = 35 in flight;
        // ¾ of the people, 1,500, are 27 in flight and still need the lead's cards; ½, 1,000, are 0.833 × 21 = 17.5 → 18.
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"chat-inference\","
                + "\"model\":{\"id\":\"qwen2.5-32b\"},\"precision\":\"bf16\",\"inference\":{\"contextTokens\":16384,"
                + "\"tokensPerSecondPerUser\":15,\"promptTokens\":8192,\"answerTokens\":300,"
                + "\"users\":{\"people\":2000,\"busyShare\":30,\"requestsPerHour\":10}},"
                + "\"rental\":{\"durationDays\":180},\"budget\":{\"monthlyCny\":30000}");
        Suggestion people = a.budget().suggestions().get(0);
        assertEquals("Serve 1,000 people instead of 2,000 (18 requests in flight in the busiest hour instead of 35): "
                + "8 × NVIDIA A800 80GB SXM, container by the hour", EN.format(people.description()));
        assertEquals("服务人数从 2,000 人减到 1,000 人（最忙的一小时同时进行的请求从 35 个减到 18 个）：8 张 NVIDIA A800 80GB SXM，容器按小时",
                ZH.format(people.description()));
        assertEquals(1000, people.plan().inference().users().people());
        // 8 × ¥4.98 × 720 = ¥28,684.80 a month, 6 months ¥172,108.80
        assertEquals(new BigDecimal("172108.80"), people.termCostCny().amount());
    }

    @Test
    void deepSeekR1KeepsItsFamilyWithTheDistilledModelTheCatalogLists() {
        // DeepSeek-R1 for 200 requests in flight, ¥40,000 a month (the lead, 16 × H20 at its cluster estimate, is ¥71,424):
        // its own weights at INT4, then R1-Distill-Llama-70B
        // (the largest model distilled from it), never another family's model while these fit.
        Advice a = AdvisorFixture.advise("\"scenario\":\"inference\",\"preset\":\"chat-inference\","
                + "\"model\":{\"id\":\"deepseek-r1\"},\"inference\":{\"contextTokens\":8192,\"concurrentUsers\":200},"
                + "\"rental\":{\"durationDays\":90},\"budget\":{\"monthlyCny\":40000}");
        List<Suggestion> s = a.budget().suggestions();
        assertEquals(List.of("suggest.precision", "suggest.distilled"), s.stream().map(BudgetRemediesTest::remedy).toList(),
                s::toString);
        assertEquals("deepseek-r1-distill-llama-70b", s.get(1).plan().model().id());
        assertEquals("Use DeepSeek-R1-Distill-Llama-70B, distilled from DeepSeek-R1 (70.6B parameters instead of 671B): "
                + "8 × NVIDIA H20 96GB, container by the hour", EN.format(s.get(1).description()));
        assertEquals("改用由 DeepSeek-R1 蒸馏的 DeepSeek-R1-Distill-Llama-70B（70.6B 参数，原为 671B）：8 张 NVIDIA H20 96GB，容器按小时",
                ZH.format(s.get(1).description()));
        // 8 × ¥6.20 × 720 = ¥35,712 a month
        assertEquals(new BigDecimal("35712.00"), s.get(1).monthlyCostCny().amount());
    }

    @Test
    void closenessPutsTheDistilledModelThenTheGenerationThenTheFamily() {
        ModelPreset r1 = CATALOG.model("deepseek-r1").orElseThrow();
        ModelPreset qwen72 = CATALOG.model("qwen2.5-72b").orElseThrow();
        assertEquals(0, BudgetRemedies.closeness(r1, CATALOG.model("deepseek-r1-distill-qwen-32b").orElseThrow()));
        assertEquals(3, BudgetRemedies.closeness(r1, CATALOG.model("qwen2.5-32b").orElseThrow()));
        assertEquals(1, BudgetRemedies.closeness(qwen72, CATALOG.model("qwen2.5-32b").orElseThrow()));
        assertEquals(2, BudgetRemedies.closeness(qwen72, CATALOG.model("qwen3-32b").orElseThrow()));
        assertEquals(3, BudgetRemedies.closeness(qwen72, CATALOG.model("chatglm3-6b").orElseThrow()));
    }

    @Test
    void anotherFamilyOnlyWhenNothingOfTheProjectFits() {
        // Request 12 (Qwen2.5-72B for 100, ¥3,000 a month): Qwen2.5-7B of the same family fits, so no other family.
        Advice a = AdvisorFixture.advise(AdvisorFixture.plan("\"scenario\":\"inference\",\"preset\":\"chat-inference\","
                + "\"model\":{\"id\":\"qwen2.5-72b\"},\"precision\":\"fp16\",\"inference\":{\"contextTokens\":4096,"
                + "\"concurrentUsers\":100,\"tokensPerSecondPerUser\":10},\"rental\":{\"durationDays\":90},"
                + "\"budget\":{\"monthlyCny\":3000}"));
        List<Suggestion> s = a.budget().suggestions();
        assertEquals(List.of("suggest.sameFamily"), s.stream().map(BudgetRemediesTest::remedy).toList(), s::toString);
        assertFalse(s.get(0).plan().model().id().startsWith("chatglm"));
    }

    @Test
    void aBatchJobIsNotToldToRunFewerHoursADay() throws Exception {
        // 10 million items in 5 days need 69.4 items a second at 8 h a day against 23.1 round the clock
        // (BatchJobSizingTest): 3 × the cards for a third of the hours, the same card-hours and bill, so fewer hours a day
        // is no remedy for a batch job's budget; a service keeps it (theRemediesComeInTheIssuesOrder…)
        ResolvedPlan batch = PlanResolver.resolve(AdvisorFixture.plan(String.format(BatchJobSizingTest.QWEN3_10M, 24, "")),
                CATALOG, "plan.json");
        List<String> changes = BudgetRemedies.keepingTheModel(batch).stream().flatMap(List::stream)
                .map(v -> v.change().key()).toList();
        assertFalse(changes.contains("suggest.hours"), changes::toString);
        ResolvedPlan service = PlanResolver.resolve(AdvisorFixture.plan(QWEN_32B_LONG_CONTEXT), CATALOG, "plan.json");
        assertTrue(BudgetRemedies.keepingTheModel(service).stream().flatMap(List::stream)
                .anyMatch(v -> v.change().key().equals("suggest.hours")));
    }

    /** Audit 31/32 §5 (p/q-llama-budget.json): Llama-3.3-70B for 500 staff with a 32,768-token context, ¥6,000 a month. */
    private static final String LLAMA_33_LONG_CONTEXT = "\"scenario\":\"inference\",\"preset\":\"chat-inference\","
            + "\"model\":{\"id\":\"llama-3.3-70b\"},\"inference\":{\"contextTokens\":32768,"
            + "\"users\":{\"people\":500,\"busyShare\":30,\"requestsPerHour\":6}},"
            + "\"rental\":{\"durationDays\":180},\"budget\":{\"monthlyCny\":6000}";

    @Test
    void aSmallerModelHoldsThePlansContextAndSaysItIsOfAnEarlierGeneration() {
        // Llama-3-8B (8,192 tokens, Meta Llama 3 model card) and Llama-2-13B (4,096, Llama 2 paper Table 1) do not hold
        // the plan's 32,768 tokens: the one smaller Llama that does is Llama-3.1-8B (131,072), of the 3.1 line, older
        // than 3.3 — said so, never "the same family, keeps its prompts and tools". DeepSeek-R1-Distill-Llama-8B reasons
        // before it answers: another kind of model, not offered as a Llama.
        Advice a = AdvisorFixture.advise(LLAMA_33_LONG_CONTEXT);
        assertEquals(List.of("llama-3.1-8b"), BudgetRemedies.sameFamily(a.plan(), CATALOG).stream()
                .map(v -> v.plan().model().id()).distinct().toList());
        Suggestion s = a.budget().suggestions().stream().filter(x -> remedy(x).equals("suggest.otherGeneration"))
                .findFirst().orElseThrow(() -> new AssertionError(a.budget().suggestions().toString()));
        assertEquals("Use Llama-3.1-8B, a smaller model of an earlier generation of the same family (8B parameters instead of"
                + " 70.6B): 1 × NVIDIA A800 80GB SXM, container by the hour", EN.format(s.description()));
        assertEquals("改用同系列较早一代的更小模型 Llama-3.1-8B（8B 参数，原为 70.6B）：1 张 NVIDIA A800 80GB SXM，容器按小时",
                ZH.format(s.description()));
        assertEquals("Llama-3.1-8B is smaller than Llama-3.3-70B and of an earlier generation: its prompt format and tool"
                + " calling can differ from Llama-3.3-70B's, and it usually answers less well; test it on your own questions"
                + " before you commit.", EN.format(s.downsides().get(0)));
        assertEquals("Llama-3.1-8B 比 Llama-3.3-70B 小，且是较早的一代：提示词格式和工具调用可能与 Llama-3.3-70B 不同，回答质量通常也较低；"
                + "请先用自己的问题测试再决定。", ZH.format(s.downsides().get(0)));
        // 1 × A800 by the hour: ¥4.98 × 720 = ¥3,585.60 a month, 6 months ¥21,513.60
        assertEquals(new BigDecimal("3585.60"), s.monthlyCostCny().amount());
        assertEquals(new BigDecimal("21513.60"), s.termCostCny().amount());
    }

    @Test
    void atAnEightThousandTokenContextTheNewestReleaseComesFirst() {
        // 8,192 tokens: Llama-3.1-8B (released 2024-07-23) before Llama-3-8B (2024-04-18), both 8.03B; Llama-2 (4,096) out.
        Advice a = AdvisorFixture.advise(fromFields(LLAMA_33_LONG_CONTEXT).contextTokens(8192).plan());
        assertEquals(List.of("llama-3.1-8b", "llama-3-8b"), BudgetRemedies.sameFamily(a.plan(), CATALOG).stream()
                .map(v -> v.plan().model().id()).distinct().toList());
    }

    @Test
    void aGenerationIsTheIdWithoutItsSizesAndItsAgeIsItsRelease() {
        assertEquals("llama-3.3", BudgetRemedies.generation("llama-3.3-70b"));
        assertEquals("qwen3", BudgetRemedies.generation("qwen3-235b-a22b"));
        assertEquals("qwen3", BudgetRemedies.generation("qwen3-0.6b"));
        assertEquals("mixtral", BudgetRemedies.generation("mixtral-8x7b"));
        ModelPreset llama33 = CATALOG.model("llama-3.3-70b").orElseThrow();
        ModelPreset llama31 = CATALOG.model("llama-3.1-8b").orElseThrow();
        assertEquals(2, BudgetRemedies.closeness(llama33, llama31));
        assertEquals(1, BudgetRemedies.closeness(CATALOG.model("llama-3.1-70b").orElseThrow(), llama31));
        assertEquals(3, BudgetRemedies.closeness(llama33, CATALOG.model("deepseek-r1-distill-llama-8b").orElseThrow()));
        // Qwen3-32B is Qwen3-235B-A22B's generation (its old stem, "qwen3-235b", made it only "family")
        assertEquals(1, BudgetRemedies.closeness(CATALOG.model("qwen3-235b-a22b").orElseThrow(),
                CATALOG.model("qwen3-32b").orElseThrow()));
        // 2024-07-23 before 2024-12-06: earlier; Qwen2.5 has no release date in the catalog, so its version: 2.5 before 3
        assertEquals(-1, BudgetRemedies.newer(llama33, llama31));
        assertEquals(1, BudgetRemedies.newer(CATALOG.model("qwen2.5-72b").orElseThrow(),
                CATALOG.model("qwen3-32b").orElseThrow()));
    }
}
