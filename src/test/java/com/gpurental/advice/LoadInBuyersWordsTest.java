package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.plan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.json.ProblemAssertions;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.PlanJson;
import com.gpurental.serving.Load;
import com.gpurental.text.Messages;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The load in the buyer's words (issue 31 item 1): people → a request rate → requests in flight, which size the cards. */
class LoadInBuyersWordsTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static ResolvedPlan resolve(String fields) throws InputException {
        return PlanResolver.resolve(plan(fields), CATALOG, "plan.json");
    }

    @Test
    void twoHundredStaffAreThreeRequestsInFlightOnTheChatPreset() throws InputException {
        // 200 × 30 % × 6 an hour ÷ 3,600 = 0.1 a second; the chat preset's targets: first token 1 s
        // (Assumptions.CHAT_FIRST_TOKEN_TARGET_S), 215 tokens (LMSYS-Chat-1M mean answer) at 10 tokens/s (catalog.json
        // chat-inference) → 22.5 s in service; Little's law 0.1 × 22.5 = 2.25 → 3 in flight.
        ResolvedPlan rp = resolve("\"preset\":\"chat-inference\",\"inference\":{\"users\":{\"people\":200,"
                + "\"busyShare\":30,\"requestsPerHour\":6}}");
        Load load = rp.load();
        assertEquals(Load.Source.PEOPLE, load.source());
        assertEquals(0.1, load.requestsPerSecond(), 1e-12);
        assertEquals(22.5, load.serviceTimeS(), 1e-12);
        assertEquals(3, load.inFlight());
        assertEquals(3, rp.workload().concurrentUsers(), "the cards are sized on the requests in flight, not the 200");
        // A chat turn's prompt: 354 tokens (LMSYS-Chat-1M, two turns: 69.5 + 214.5 + 69.5).
        assertEquals(354, load.promptTokens());
        assertNull(load.prefixCacheShare());
        assertEquals("200 人 × 30% 在最忙的一小时使用 × 每人每小时 6 次 → 每秒 0.1 次请求；按目标每次约 22.5 秒（首个词元不超过 1 秒 + "
                + "215 个词元 ÷ 每秒 10 个），约 3 个同时进行。", ZH.format(load.arithmetic()));
        assertEquals("200 people × 30% in the busiest hour × 6 requests an hour each → 0.1 requests a second; each takes "
                + "about 22.5 s at the targets (first token within 1 s + 215 tokens at 10 a second), so about 3 in flight.",
                EN.format(load.arithmetic()));
    }

    @Test
    void theExpertsRequestsInFlightWinAndSaySo() throws InputException {
        ResolvedPlan rp = resolve("\"preset\":\"chat-inference\",\"inference\":{\"concurrentUsers\":40,"
                + "\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}}");
        assertEquals(Load.Source.GIVEN, rp.load().source());
        assertEquals(40, rp.workload().concurrentUsers());
        assertTrue(rp.notes().stream().anyMatch(n -> n.key().equals("note.loadGivenWins")));
        assertEquals("40 requests in flight, as given.", EN.format(rp.load().arithmetic()));
    }

    @Test
    void withoutAShareEveryoneIsAssumedInTheBusiestHourAndANoteSaysSo() throws InputException {
        // 50 × 100 % × 12 ÷ 3,600 = 0.1667/s × 22.5 s = 3.75 → 4 in flight.
        ResolvedPlan rp = resolve("\"preset\":\"chat-inference\",\"inference\":{\"users\":{\"people\":50,"
                + "\"requestsPerHour\":12}}");
        assertEquals(4, rp.load().inFlight());
        assertTrue(rp.notes().stream().anyMatch(n -> n.key().equals("note.loadBusyShareDefault")));
    }

    @Test
    void aBatchJobIsItsItemsOverItsDeadline() throws InputException {
        // 10,000,000 items in 5 days: 10^7 ÷ 432,000 s = 23.148/s; service 1 s + 200 ÷ 10 = 21 s → 486.1 → 487 in flight.
        ResolvedPlan rp = resolve("\"preset\":\"chat-inference\",\"inference\":{\"contextTokens\":4096},"
                + "\"batch\":{\"items\":10000000,\"inputTokens\":2000,\"outputTokens\":200,\"deadlineDays\":5}");
        Load load = rp.load();
        assertEquals(Load.Source.BATCH, load.source());
        assertEquals(1e7 / 432_000, load.requestsPerSecond(), 1e-9);
        assertEquals(487, load.inFlight());
        assertEquals(2000, load.promptTokens());
        // a batch job in its own terms (docs/domain.md §9.4): items a day and an hour, not requests in flight at chat pace
        assertEquals("10,000,000 条 ÷ 5 天 → 每天需完成 2,000,000 条（每小时约 83,333 条），每条输入 2,000 个词元、输出 200 个。",
                ZH.format(load.arithmetic()));
    }

    @Test
    void aShareWithoutPeopleAsksForThePeople() {
        ProblemAssertions.assertOnlyProblem(() -> resolve("\"preset\":\"chat-inference\",\"inference\":{\"users\":"
                        + "{\"busyShare\":30}}"), "inference.users.people", "error.plan.peopleMissing",
                "People using the service: needed with the share in the busiest hour or the requests per hour, from 1 to "
                        + "100,000,000, e.g. 200.",
                "使用人数：填写了最忙时段使用比例或每人每小时请求数时需要填写此项，有效范围 1 至 100,000,000，例如 200。");
    }

    @Test
    void peopleWithoutTheirRequestsAnHourAskForThem() {
        ProblemAssertions.assertOnlyProblem(() -> resolve("\"preset\":\"chat-inference\",\"inference\":{\"users\":"
                        + "{\"people\":200}}"), "inference.users.requestsPerHour", "error.plan.requestsPerHourMissing",
                "Requests per person per hour: needed to work out the load from the number of people, more than 0 and at "
                        + "most 3,600, e.g. 6.",
                "每人每小时请求数：按使用人数计算负载需要此项，须大于 0、不超过 3,600，例如 6。");
    }

    @Test
    void aBusyShareAboveAHundredPercentIsRefusedWithItsRange() {
        // The plan reader refuses it (the same InputLimits.BUSY_SHARE the resolver and the wizard hold it to).
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"inference\":{\"users\":"
                + "{\"people\":200,\"busyShare\":130,\"requestsPerHour\":6}}}";
        ProblemAssertions.assertOnlyProblem(() -> PlanJson.parse("plan.json",
                        json.getBytes(StandardCharsets.UTF_8)), "inference.users.busyShare",
                "error.limit.aboveZero",
                "Share in the busiest hour (%): 130 is outside the valid range: more than 0, up to 100 (e.g. 30).",
                "最忙时段使用比例（%）：130 超出有效范围：须大于 0、不超过 100（例如 30）。");
    }

    @Test
    void theAnswerCarriesTheLoadAndTheTextSaysTheSentence() {
        // "私有化部署 DeepSeek 满血版，给 200 名员工用" (issue 31): sized on the 16 requests in flight, not on 200 users
        // (0.1 requests/s × (1 s + 1,527 ÷ 10 tokens/s) = 15.37 → 16: DeepSeek-R1's default answer with its thinking,
        // Assumptions.REASONING_ANSWER_TOKENS from ServeGen's DeepSeek-R1 trace; 3 with LMSYS-Chat-1M's 215).
        Advice a = AdvisorFixture.advise("\"preset\":\"deepseek-private\",\"inference\":{\"users\":{\"people\":200,"
                + "\"busyShare\":30,\"requestsPerHour\":6}}");
        com.fasterxml.jackson.databind.JsonNode load = AdviceJson.toJson(a, EN).get("load");
        assertEquals(0.1, load.get("requestsPerSecond").asDouble(), 0.0);
        assertEquals(16, load.get("inFlight").asInt());
        assertEquals("people", load.get("source").asText());
        assertEquals(ZH.format(a.plan().load().arithmetic()),
                AdviceJson.toJson(a, ZH).get("load").get("arithmetic").asText());
        assertTrue(AdviceText.render(a, ZH).contains("负载：200 人 × 30% 在最忙的一小时使用"));
        assertEquals(16, a.plan().workload().concurrentUsers());
    }

    @Test
    void aTrainingHasNoLoad() throws InputException {
        assertNull(resolve("\"scenario\":\"training\"").load());
    }
}
