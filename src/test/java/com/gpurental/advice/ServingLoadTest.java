package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.serving.LoadShape;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * The serving stage sizes the load the buyer reads (issue 31, docs/domain.md §9.1): one source of the default prompt and
 * answer ({@code serving.RequestKind}, through the resolved {@code serving.Load}), the buyer's own request rate, and the
 * prefix-cache share the plan gives.
 */
class ServingLoadTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    static final String STAFF_200 = "\"preset\":\"deepseek-private\",\"inference\":{\"users\":{\"people\":200,"
            + "\"busyShare\":30,\"requestsPerHour\":6}},\"rental\":{\"durationDays\":365}";

    private static ResolvedPlan resolve(String fields) throws InputException {
        return resolve(plan(fields));
    }

    private static ResolvedPlan resolve(Plan plan) throws InputException {
        return PlanResolver.resolve(plan, CATALOG, "plan.json");
    }

    @Test
    void theSizingTakesTheLoadsOwnPromptAnswerAndRate() throws InputException {
        ResolvedPlan rp = resolve(STAFF_200);
        LoadShape shape = ServingInputs.load(rp);
        // A chat turn with one earlier turn as its history: 69.5 + 214.5 + 69.5 = 354 tokens (LMSYS-Chat-1M,
        // Assumptions.CHAT_TURN_PROMPT_TOKENS) — the load's own figures. The preset's DeepSeek-R1 thinks before it answers
        // (catalog reasoning): its answer defaults to 1,527 tokens with the thinking, DeepSeek-R1's mean output in
        // production (Assumptions.REASONING_ANSWER_TOKENS, ServeGen; it was LMSYS-Chat-1M's 215 for every model).
        assertEquals(354, rp.load().promptTokens());
        assertEquals(354, shape.promptTokens());
        assertEquals(1527, shape.answerTokens());
        // 200 × 30 % × 6 ÷ 3,600 = 0.1 requests/s, as the arithmetic says; 0.1 × (1 + 1,527 ÷ 10) = 15.37 → 16 in flight
        // (with the 215-token answer: 3; Little's law on the rounded-up 16 would give 16 ÷ 153.7 = 0.104).
        assertEquals(0.1, shape.requestRate(ServingInputs.targets(rp)), 1e-12);
        assertEquals(16, shape.inFlight(), 1e-12);
        // a default prompt is a chat's history: DeepSeek's measured 56.3 % prefix-cache hits
        assertEquals(0.563, shape.prefixCacheShare(), 1e-12);
    }

    @Test
    void theCapacitySentenceAndTheArithmeticSayTheSameLoad() {
        Advice a = AdvisorFixture.advise(STAFF_200);
        Candidate lead = a.leading().orElseThrow();
        String capacity = lead.reasons().stream().filter(r -> r.key().equals("reason.capacity")).map(EN::format)
                .findFirst().orElseThrow();
        assertEquals(0.1, lead.deployment().serving().loadRate(), 1e-12);
        // the sentence's load is the arithmetic's: 0.1 requests/s, 16 in flight (3 before DeepSeek-R1's answer defaulted to
        // its 1,527 tokens with the thinking, Assumptions.REASONING_ANSWER_TOKENS: 0.1 × 153.7 s = 15.37 → 16)
        assertEquals(true, capacity.startsWith("Under the load: 0.1 requests/s (16 in flight);"), capacity);
        // 20 % in the busiest hour: 200 × 0.2 × 6 ÷ 3,600 = 0.0667 requests/s, said to three figures as the arithmetic
        // says it (it read "0.1", beside the arithmetic's 0.0667: session 19 tester, J)
        Advice twenty = AdvisorFixture.advise(fromFields(STAFF_200).busyShare(20).plan());
        String said = twenty.leading().orElseThrow().reasons().stream().filter(r -> r.key().equals("reason.capacity"))
                .map(EN::format).findFirst().orElseThrow();
        assertEquals(true, said.startsWith("Under the load: 0.0667 requests/s ("), said);
    }

    @Test
    void thePlansPrefixCacheShareIsTheOneSized() throws InputException {
        ResolvedPlan rp = resolve(fromFields(STAFF_200).set("inference.prefixCacheShare", 80).plan());
        assertEquals(0.8, ServingInputs.load(rp).prefixCacheShare(), 1e-12);
        // a typed prompt is counted uncached unless the plan gives a share
        ResolvedPlan typed = resolve(fromFields(STAFF_200).promptTokens(2000).plan());
        assertEquals(2000, ServingInputs.load(typed).promptTokens());
        assertEquals(0, ServingInputs.load(typed).prefixCacheShare(), 1e-12);
        assertNull(typed.load().prefixCacheShare());
    }

    @Test
    void aLoadInTheBuyersWordsHoldsItsPromptAndAnswerAndRoomForOneRequestOfTheWindow() throws InputException {
        ResolvedPlan rp = resolve(STAFF_200);
        // deepseek-private's window is 32,768 tokens (catalog.json); a chat turn holds its 354 + 1,527 = 1,881 tokens
        // (DeepSeek-R1's default answer with its thinking, Assumptions.REASONING_ANSWER_TOKENS, ServeGen; 569 with 215)
        assertEquals(32_768, rp.workload().contextTokens());
        assertEquals(1881, ServingInputs.load(rp).contextTokens());
        Candidate lead = AdvisorFixture.advise(STAFF_200).leading().orElseThrow();
        // DeepSeek-R1's latent cache: 61 layers × (512 + 64) × 2 bytes = 70,272 bytes a token (FP8 weights keep a
        // 16-bit cache). With its default answer with the thinking (1,527 tokens, Assumptions.REASONING_ANSWER_TOKENS,
        // ServeGen) 16 requests of 1,881 tokens are in flight; the lead is 16 × H100 SXM with data-parallel attention, each
        // of its 16 ranks caching its own request: 1,881 × 70,272 B = 0.132 GB a card (with LMSYS-Chat-1M's 215: 3 × 569
        // tokens on each card of 8 × H20, 0.120 GB). One request may fill the promised 32,768-token window, 2.303 GB, and
        // must fit within vLLM's default 90 % of the card (docs/domain.md §9.1); the typical load sets the cache shown
        assertEquals(32_768, ServingInputs.load(rp).windowTokens());
        assertEquals(1881.0 * 70_272 / 1e9, lead.memory().kvCachePerCardGb(), 1e-9);
    }

    @Test
    void aContextTheBuyerSetOrRequestsInFlightGivenOutrightHoldTheWholeWindow() throws InputException {
        // a window other than the scenario's default is her need: every request may fill it
        ResolvedPlan typed = resolve(fromFields(STAFF_200).contextTokens(65_536).plan());
        assertEquals(65_536, ServingInputs.load(typed).contextTokens());
        // the scenario's own window, as the wizard fills it in, is no need of hers
        ResolvedPlan wizard = resolve(fromFields(STAFF_200).contextTokens(32_768).plan());
        // 354 + 1,527 (DeepSeek-R1's default answer with its thinking, Assumptions.REASONING_ANSWER_TOKENS; 569 with 215)
        assertEquals(1881, ServingInputs.load(wizard).contextTokens());
        // the expert's requests in flight are sessions, each may fill its context
        ResolvedPlan given = resolve("\"preset\":\"deepseek-private\",\"inference\":{\"concurrentUsers\":40}");
        assertEquals(32_768, ServingInputs.load(given).contextTokens());
    }

    static final String RAG_32B = "\"preset\":\"llm-inference\",\"model\":{\"parameters\":\"32B\"},\"precision\":\"fp8\","
            + "\"inference\":{\"contextTokens\":32768,\"promptTokens\":16000,\"answerTokens\":500,\"concurrentUsers\":32},"
            + "\"rental\":{\"durationDays\":90}";

    @Test
    void aTypedPromptHoldsItsPromptAndAnswerNotTheWindow() throws InputException {
        // A RAG request holds its 16,000-token prompt and 500-token answer in the cache, whatever the 32,768-token window
        // the model allows (vLLM's paged cache allocates blocks as tokens arrive, not the window up front)
        ResolvedPlan rp = resolve(RAG_32B);
        assertEquals(16_500, ServingInputs.load(rp).contextTokens());
        // the window stays the bound: a prompt and answer beyond it are refused at the prompt's field
        InputException beyond = org.junit.jupiter.api.Assertions.assertThrows(
                InputException.class, () -> resolve(fromFields(RAG_32B).promptTokens(30_000).answerTokens(4000)
                        .plan()));
        assertEquals(true, beyond.getMessage().contains("error.plan.promptBeyondContext"), beyond.getMessage());
        Candidate lead = AdvisorFixture.advise(RAG_32B).leading().orElseThrow();
        // a 32B dense model of the generic shape: 64 layers × 8 KV heads × 128 × 2 (K, V) × 2 bytes = 262,144 bytes a
        // token; 32 requests × 16,500 tokens × 262,144 B = 138.4 GB (was 3 copies × 11 requests × 32,768 tokens =
        // 283.5 GB, three servers of 8 × RTX 4090 for ¥71,280 where one of 8 × RTX 5090 serves for ¥41,970)
        assertEquals(32L * 16_500 * 262_144 / 1e9, lead.memory().kvCacheGb(), 0.05);
        // RTX 5090 would serve on one server of 8 for less, but it is not sold in China (NotSoldInChinaTest): the lead
        // is the card sold there, on two servers, not three
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(16, lead.cards());
        // two servers of 8 × RTX 4090, each copy holding half the requests: ¥47,520 for the 90 days (was three, ¥71,280)
        assertEquals(new BigDecimal("47520.00"), lead.cost().termCostCny().amount());
    }
}
