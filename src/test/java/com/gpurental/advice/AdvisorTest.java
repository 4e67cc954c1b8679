package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.ANY_STACK;
import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SEVENTY_B_CHAT;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.candidate;
import static com.gpurental.advice.AdvisorFixture.candidates;
import static com.gpurental.advice.AdvisorFixture.cny;
import static com.gpurental.advice.AdvisorFixture.describe;
import static com.gpurental.advice.AdvisorFixture.hourly;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static com.gpurental.advice.AdvisorFixture.withOffers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.Source;
import com.gpurental.text.Messages;
import com.gpurental.units.Cny;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Advisor behaviour of "The engine": ranking, filters and rejections (budget, warnings and rental mode have classes of their
 * own). */
class AdvisorTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    // ------------------------------------------------------------------ ranking

    @Test
    void candidatesAreRankedCheapestForTheTermFirstAmongThoseShownToMeetTheNeed() {
        Advice a = advise(ANY_STACK + SEVENTY_B_CHAT);
        List<Candidate> shown = a.candidates().stream().filter(Candidate::needShown).toList();
        // cheapest first among those without a caveat, then those with one (the RTX 5090, not sold in China: issue 32)
        List<Cny> costs = shown.stream().filter(c -> Ranking.caveat(c) == null)
                .map(c -> c.cost().termCostCny()).toList();
        assertEquals(costs.stream().sorted().toList(), costs);
        int firstCaveat = shown.stream().map(Ranking::caveat).toList().indexOf(Warning.Code.CHINA_VARIANT);
        assertTrue(shown.stream().skip(firstCaveat).allMatch(c -> Ranking.caveat(c) != null), shown::toString);
        // 4 × A800 by the hour (¥4.98 × 4 × 24 h × 33 days = ¥15,776.64) among them.
        assertEquals(List.of("h20 2 hourly", "rtx-4090 8 hourly", "a800-80g 4 hourly", "rtx-4090 8 monthly",
                        "h100-sxm 4 monthly"),
                a.candidates().stream().limit(5).map(c -> c.gpu().id() + " " + c.cards() + " " + c.cost().mode().json())
                        .toList());
        // The Ascend 910B has no published bandwidth: whether it reaches 20 tokens/s cannot be shown. One server of 8
        // does not reach it; a second server is a second pipeline stage, which the token passes after the first: it
        // adds memory, not speed (docs/domain.md §3.6), so no count of 910B cards is fast enough (it was left out at
        // 16 cards while the two servers' bandwidth was summed). Every candidate left is shown to meet the need.
        assertEquals(a.candidates().size(), shown.size());
        Rejection ascend = rejection(a, "ascend-910b");
        assertEquals(Rejection.Code.TOO_SLOW, ascend.code());
        // Issue 32: the rejection names the fewest cards that hold the model (4), a real option, not the search's 256.
        // The count named is where one request is answered fastest (8 cards, tensor parallel 8), a real option.
        assertEquals("At 8 cards, where one request is answered fastest (about 18.7 tokens/s), no layout of Huawei Ascend "
                + "910B carries the load (0.093 requests/s) within the targets, 20 tokens/s per user; more cards add copies, "
                + "not speed per request.", EN.format(ascend.reason()));
        assertNull(a.whyNotCheapest(), "the H20 is the cheapest fit");
    }

    @Test
    void theCustomerServicePresetRecommendsACardShownToServeFiftyUsers() {
        // 100 users × 10 tokens/s, at least 50 users per card. The 910B's speed cannot be estimated, so it is
        // not recommended first; the recommendation says why the cheaper 910B is not it when it is cheaper.
        Advice a = advise(ANY_STACK + "\"preset\":\"chat-inference\",\"rental\":{\"durationDays\":90}");
        Candidate lead = a.leading().orElseThrow();
        assertTrue(lead.needShown(), describe(a.candidates()));
        assertNotEquals("ascend-910b", lead.gpu().id());
        assertTrue(lead.usersPerCard() >= 50, lead.toString());
        Candidate ascend = candidates(a, "ascend-910b").get(0);
        assertFalse(ascend.needShown());
        assertTrue(a.candidates().indexOf(ascend) > a.candidates().indexOf(lead));
        if (ascend.cost().termCostCny().compareTo(lead.cost().termCostCny()) < 0) {
            assertNotNull(a.whyNotCheapest());
        }
    }

    @Test
    void atEqualCostTheFasterCandidateComesFirst() throws Exception {
        // Same price per card-hour for an A100 80GB (2,039 GB/s) and an H100 PCIe (2,000 GB/s): the A100 decodes faster.
        Catalog catalog = withOffers(hourly("h100-pcie", "9.00"), hourly("a100-80g", "9.00"));
        Advice a = new Advisor(catalog, PRICE_DATE).advise(plan(LLAMA2_7B_CHAT));
        List<String> order = a.candidates().stream().map(c -> c.gpu().id())
                .filter(id -> id.equals("h100-pcie") || id.equals("a100-80g"))
                .toList();
        assertEquals(List.of("a100-80g", "h100-pcie"), order);
        Candidate a100 = candidate(a, "a100-80g", RentalMode.HOURLY);
        Candidate h100 = candidate(a, "h100-pcie", RentalMode.HOURLY);
        assertEquals(a100.cost().termCostCny(), h100.cost().termCostCny());
        assertTrue(a100.tokensPerSecond() > h100.tokensPerSecond());
    }

    @Test
    void eachModeIsQuotedOnItsCheapestOfferPerCard() throws Exception {
        // A vendor that rents a share of a server (SHARES_RENTED). RTX 4090 by the month: the server list's
        // 7,920 / 8 = ¥990 per card, a single card at ¥985 (cheaper per card), and another at ¥990 (a tie: the first listed
        // stays). By the hour: ¥1.96, ¥1.98 and ¥1.97.
        Source quote = new Source("test quote", null, Confidence.S, List.of());
        Offer single = new Offer("single-985", "rtx-4090", RentalMode.MONTHLY, cny("985"), 1, quote, PRICE_DATE,
                LocalizedText.EMPTY);
        Offer tie = new Offer("single-990", "rtx-4090", RentalMode.MONTHLY, cny("990"), 1, quote, PRICE_DATE,
                LocalizedText.EMPTY);
        Offer between = new Offer("hourly-197", "rtx-4090", RentalMode.HOURLY, cny("1.97"), 1, quote, PRICE_DATE,
                LocalizedText.EMPTY);
        Advice a = new Advisor(AdvisorFixture.sharesRented(withOffers(tie, single, between)), PRICE_DATE)
                .advise(plan(LLAMA2_7B_CHAT));
        assertEquals(1, candidates(a, "rtx-4090").stream().filter(c -> c.cost().mode() == RentalMode.MONTHLY).count());
        assertEquals("single-985", candidate(a, "rtx-4090", RentalMode.MONTHLY).cost().offer().id());
        assertEquals(cny("985.00"), candidate(a, "rtx-4090", RentalMode.MONTHLY).cost().monthlyCostCny().amount());
        assertEquals("rtx-4090-container-hourly", candidate(a, "rtx-4090", RentalMode.HOURLY).cost().offer().id());
        Advice tied = new Advisor(AdvisorFixture.sharesRented(withOffers(tie, between)), PRICE_DATE).advise(plan(LLAMA2_7B_CHAT));
        assertEquals("rtx-4090-baremetal-monthly", candidate(tied, "rtx-4090", RentalMode.MONTHLY).cost().offer().id());
    }

    @Test
    void everyCandidateExplainsItselfInPlainLanguage() {
        Candidate lead = advise(SEVENTY_B_CHAT).leading().orElseThrow();
        // 22.1 tokens/s (was 27.5) with the HBM central share 0.45 and the all-reduce floor of two cards.
        assertEquals(List.of(
                        "2 × NVIDIA H20 96GB hold the 172 GB needed (86 GB per card including the 20% spare; a card holds "
                                + "103.1 GB, its 96 GB as marketed being binary).",
                        // the serving stage's p95 time per token at the load: one user alone decodes one sequence a
                        // step, 44.9 ms → 22.3 tokens/s (serving.ClosedLoop; 21.9 when the open model's p95 batch was 3,
                        // 22.1 at one request's mean step)
                        "About 22.3 tokens/s per user with 1 user at once (each token of the answer reads the model from the "
                                + "card's memory once, so the speed is set by the memory bandwidth).",
                        // (one first-token figure: the idle copy's "Response time (one request …)" sentence is retired;
                        // the first token shown is the p95 at the load, below)
                        // 1 user in flight at the copy's own pace (serving.ClosedLoop): her prefill and 215 tokens,
                        // 1 ÷ (0.135 + 215 × 0.0449 s) = 1 ÷ 9.79 s = 0.102 requests/s (three figures, as the load says
                        // it; it was 0.093 at the targets' pace, 1 ÷ (215 × 50 ms)); the pair carries 0.729 at the most
                        // users it serves within the targets
                        "Under the load: 1 user in flight, sending her next request when her answer is done: 0.102 "
                                + "requests/s at the copy's own pace; the copy carries up to 0.729 requests/s within the "
                                + "targets (14% used). At this load the first token comes within 0.18 s (0.12–0.34 s) "
                                + "and each token within 44.9 ms (24–61.5 ms) for 95% of the requests. Modelled as "
                                + "continuous batching with chunked prefill, 56.3% of each prompt from the prefix cache, "
                                + "and the users as a closed loop: a prompt waits behind at most the other users' prompts, "
                                + "never behind its own user's.",
                        // How the cards run.
                        "2 × NVIDIA H20 96GB in one server, tensor parallel 2.",
                        "Rented as container by the hour: ¥8,928.00 per month, ¥9,820.80 for the 33-day term."),
                lead.reasons().stream().map(EN::format).toList());
        assertEquals("2 张 NVIDIA H20 96GB 可容纳所需的 172 GB（每张卡 86 GB，含 20% 余量；每张卡可容纳 103.1 GB，即标称的 96 GB "
                + "按 1 GB = 2^30 字节计）。" /* not the jargon 二进制口径 */, ZH.format(lead.reasons().get(0)));
        // 140 GB + 1.342 GB per step over 4,000 GB/s × 2 cards × HBM share 0.45 (Assumptions.DECODE_SHARE_HBM central)
        // × NVLink 2-card efficiency 0.97, plus the tensor-parallel floor of 80 layers × 0.060 ms.
        // That is one request's mean step; the speed shown is the serving stage's p95 at the load (docs/domain.md §9.3):
        // one user alone decodes one sequence a step, its cache at her mean length (prompt + half the answer), 1 ÷ 44.9 ms
        // = 22.25 tokens/s against 22.1 (serving.ClosedLoop; 21.9 when the open model's p95 batch was 3).
        double oneStep = 1 / ((140e9 + 1.34217728e9) / (2 * 4000e9 * 0.45 * 0.97) + 80 * 0.060e-3);
        assertEquals(22.09, oneStep, 0.01);
        assertEquals(1 / lead.deployment().serving().tpotS().central(), lead.tokensPerSecond(), 1e-9);
        assertEquals(22.25, lead.tokensPerSecond(), 0.01);
    }

    // ------------------------------------------------------------------ filters and rejections

    @Test
    void domesticOnlyKeepsOnlyDomesticGpus() {
        // docs/domain.md §1: a domestic (信创) requirement filters to domestic parts.
        Advice a = advise("\"scenario\":\"training\",\"model\":{\"id\":\"qwen2.5-7b\"},\"training\":{\"method\":\"full\",\"tokens"
                + "\":\"1B\"},"
                + "\"domesticOnly\":true");
        assertFalse(a.candidates().isEmpty());
        a.candidates().forEach(c -> assertTrue(c.gpu().domestic(), c.gpu().id()));
        Set<String> notDomestic = a.rejected().stream().filter(r -> r.code() == Rejection.Code.NOT_DOMESTIC)
                .map(r -> r.gpu().id()).collect(Collectors.toSet());
        Set<String> foreign = CATALOG.gpus().stream().filter(g -> !g.domestic()).map(Gpu::id).collect(Collectors.toSet());
        assertEquals(foreign, notDomestic);
        assertEquals(21, notDomestic.size(), "14 and the 7 China-market cards");
        Rejection r = rejection(a, "h100-sxm");
        assertEquals("reject.notDomestic", r.reason().key());
        assertEquals("ascend-910b", a.leading().orElseThrow().gpu().id());
    }

    @Test
    void aGpuWithoutAPriceIsSizedFullyAndNeedsAQuote() {
        // Every GPU that fits is sized, priced or not; an unpriced one is a candidate that "needs a quote",
        // after the priced ones, never rejected.
        Advice a = advise(ANY_STACK + SEVENTY_B_CHAT);
        assertTrue(a.rejected().stream().noneMatch(r -> r.gpu().id().equals("mi300x")));
        Candidate mi300x = a.needsQuote().stream().filter(c -> c.gpu().id().equals("mi300x")).findFirst().orElseThrow();
        assertTrue(mi300x.needsQuote());
        assertNull(mi300x.cost());
        // One MI300X holds the 70B model but decodes at 18.7 tokens/s at the HBM share, below the 20 asked: two cards.
        assertEquals(2, mi300x.cards());
        assertNotNull(mi300x.tokensPerSecond(), "sized fully: its speed is estimated");
        assertEquals(Speed.Metric.TOKENS_PER_SECOND_PER_USER, mi300x.speed().metric());
        assertEquals("Needs a quote: the catalog has no rental price for 2 × AMD Instinct MI300X; ask vendors for the 33-day "
                + "term.",
                EN.format(mi300x.reasons().stream().filter(r -> r.key().equals("reason.needsQuote")).findFirst().orElseThrow()));
        // The Hygon Z100, whose speed cannot be estimated, is "not enough data to judge", not a fit.
        // The China-market cards without a dated price; the 310P's 64 cards beside 2 × H20 are left out.
        // (The V100's 16 cards beside 2 × H20 are left out too since the decode calibration.)
        assertEquals(Set.of("h100-pcie", "h200", "a100-80g", "mi250", "mi300x", "h800-80g", "l20",
                        "rtx-4090d", "rtx-4090-48g-mod", "rtx-5090d", "rtx-5090d-v2"),
                a.needsQuote().stream().map(x -> x.gpu().id()).collect(Collectors.toSet()));
        assertEquals(a.candidates().size() + a.needsQuote().size(), a.allCandidates().size());
        assertEquals(a.needsQuote(), a.allCandidates().subList(a.candidates().size(), a.allCandidates().size()));
    }

    @Test
    void aScenarioMinimumRulesOutGpusBelowIt() {
        // docs/domain.md §2 vision-inspection: ≥140 TOPS INT8 per card; the T4 has 130.
        Advice a = advise(ANY_STACK + "\"preset\":\"vision-inspection\",\"rental\":{\"durationDays\":90}");
        Rejection t4 = rejection(a, "t4");
        assertEquals(Rejection.Code.MISSES_INDICATOR, t4.code());
        assertEquals("Misses a key indicator: INT8 per card (TOPS, trillions of 8-bit integer operations per second) is 130, the "
                + "scenario needs at least 140.", EN.format(t4.reason()));
        Rejection hygon = rejection(a, "hygon-z100");
        assertEquals("Its INT8 per card (TOPS, trillions of 8-bit integer operations per second) is not published, so the "
                + "scenario's minimum cannot be confirmed.",
                EN.format(hygon.reason()));
    }

    @Test
    void aLatencyTargetRulesOutSlowGpus() {
        // 20 MP × 403 GFLOPs/MP = 8.06 TOPs per image; an RTX 4090 at 660.6 × 0.4 TOPS takes 30.5 ms.
        Advice a = advise("\"preset\":\"vision-inspection\",\"vision\":{\"latencyMs\":20},\"rental\":{\"durationDays\":90}");
        Rejection r = rejection(a, "rtx-4090");
        assertEquals(Rejection.Code.TOO_SLOW, r.code());
        assertEquals("Too slow: about 30.5 ms per image, the target is 20 ms.", EN.format(r.reason()));
        a.candidates().forEach(c -> assertTrue(c.latencyMs() <= 20, c.gpu().id()));
    }

    @Test
    void theCardLimitRejectsGpusThatNeedMore() {
        Advice a = advise(SEVENTY_B_CHAT + ",\"filters\":{\"maxCards\":2}");
        a.candidates().forEach(c -> assertTrue(c.cards() <= 2));
        Rejection r = rejection(a, "rtx-4090");
        assertEquals(Rejection.Code.TOO_MANY_CARDS, r.code());
        assertEquals("Needs more than 2 cards: Does not fit: 2 cards would each need 86 GB, and a card holds 25.8 GB "
                + "(its 24 GB as marketed are binary).",
                EN.format(r.reason()));
    }

    @Test
    void aModeFilterKeepsOnlyThatModeAndSaysWhatIsOffered() {
        Advice a = advise(SEVENTY_B_CHAT + ",\"filters\":{\"modes\":[\"monthly\"]}");
        a.candidates().forEach(c -> assertEquals(RentalMode.MONTHLY, c.cost().mode()));
        Rejection h20 = rejection(a, "h20");
        assertEquals(Rejection.Code.MODE_NOT_OFFERED, h20.code());
        // the mode by its name, not its code
        assertEquals("No offer in the chosen rental mode; it is offered: container by the hour.", EN.format(h20.reason()));
    }

    @Test
    void aShapeLeftOutIsBorrowedFromTheNearestModelAndSaidSo() {
        // "When the architecture is unknown, derive it from the nearest preset and say so."
        Advice a = advise(SEVENTY_B_CHAT);
        // From the current dense models with grouped-query attention (catalog sizeReference): Llama-3.3-70B.
        assertEquals("llama-3.3-70b", a.plan().workload().architecture().derivedFrom());
        assertEquals("The model's layers and attention heads were not given: they are taken from Llama-3.3-70B (70.6B "
                + "parameters), "
                + "a current dense model with grouped-query attention nearest in size. If the model is another one, choose it "
                + "on the model page.", EN.format(a.assumptions().get(0)));
    }

}
