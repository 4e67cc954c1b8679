package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.ANY_STACK;
import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SEVENTY_B_CHAT;
import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.advice.AdvisorFixture.candidate;
import static com.gpurental.advice.AdvisorFixture.candidates;
import static com.gpurental.advice.AdvisorFixture.describe;
import static com.gpurental.advice.AdvisorFixture.plan;
import static com.gpurental.advice.AdvisorFixture.rejection;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.catalog.Source;
import com.gpurental.json.InputException;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Advisor behaviour of "The engine": ranking, filters, budget, warnings, rental-mode advice. */
class AdvisorTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static BigDecimal cny(String amount) {
        return new BigDecimal(amount);
    }

    private static List<Warning> warnings(Candidate c, Warning.Code code) {
        return c.warnings().stream().filter(w -> w.code() == code).toList();
    }

    private static Warning warning(Candidate c, Warning.Code code) {
        List<Warning> found = warnings(c, code);
        assertEquals(1, found.size(), () -> c.gpu().id() + " " + c.cost().mode() + " warnings " + c.warnings());
        return found.get(0);
    }

    /** The bundled catalog with extra offers (for GPUs the reference lists leave unpriced). */
    private static Catalog withOffers(Offer... extra) {
        List<Offer> offers = new ArrayList<>(CATALOG.offers());
        offers.addAll(Arrays.asList(extra));
        List<ScalingTable> scaling = Arrays.stream(InterconnectType.values())
                .map(t -> CATALOG.scalingTable(t).orElseThrow()).toList();
        return new Catalog("test", CATALOG.asOf(), CATALOG.gpus(), offers, CATALOG.models(), CATALOG.scenarios(), scaling);
    }

    private static Offer hourly(String gpu, String price) {
        return new Offer("test-" + gpu, gpu, RentalMode.HOURLY, cny(price), 1,
                new Source("test quote", null, Confidence.S, List.of()),
                PRICE_DATE, LocalizedText.EMPTY);
    }

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

    // ------------------------------------------------------------------ budget

    @Test
    void withinTheMonthlyBudget() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        Advice a = AdvisorFixture.adviseSharesRented(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":10000}");
        assertEquals(BudgetCheck.Status.WITHIN, a.budget().status());
        assertEquals(BudgetCheck.Kind.MONTHLY, a.budget().kind());
        // The whole 33-day term (¥9,820.80) against the budget for 33 days: ¥10,000 × 33 / 30 = ¥11,000.
        assertEquals(cny("9820.80"), a.budget().costCny().amount());
        assertEquals(cny("10000"), a.budget().budgetCny());
        assertEquals(cny("11000.00"), a.budget().verdict().budgetForTermCny());
        assertEquals("Within budget: ¥9,820.80 for the 33-day term against ¥11,000.00 (¥10,000.00 a month).",
                EN.format(a.budget().verdict().sentence()));
        assertTrue(a.budget().suggestions().isEmpty());
        assertEquals(Boolean.TRUE, a.leading().orElseThrow().withinBudget());
        assertEquals(Boolean.FALSE, candidate(a, "h100-sxm", RentalMode.MONTHLY).withinBudget());
    }

    @Test
    void withoutABudgetTheStatusIsUnknown() {
        Advice a = advise(SEVENTY_B_CHAT);
        assertEquals(BudgetCheck.Status.UNKNOWN, a.budget().status());
        assertEquals(BudgetCheck.Kind.NONE, a.budget().kind());
        assertNull(a.budget().budgetCny());
        assertEquals(cny("9820.80"), a.budget().costCny().amount());
        a.candidates().forEach(c -> assertNull(c.withinBudget()));
    }

    @Test
    void overBudgetSuggestsInt8OnOneH20At4464() {
        // docs/domain.md §1 step 5: if over budget, lower precision (FP16→INT8) among others. The 70B chat at ¥8,000/month:
        // 2 × H20 cost ¥8,928; at INT8 one H20 holds it for ¥4,464.
        Advice a = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        assertEquals(BudgetCheck.Status.OVER, a.budget().status());
        assertEquals(cny("9820.80"), a.budget().costCny().amount());
        assertEquals("Over budget: ¥9,820.80 for the 33-day term against ¥8,800.00 (¥8,000.00 a month), ¥1,020.80 over.",
                EN.format(a.budget().verdict().sentence()));
        assertEquals("超出预算：33 天租期合计 ¥9,820.80，对应预算 ¥8,800.00（每月 ¥8,000.00），超出 ¥1,020.80。",
                ZH.format(a.budget().verdict().sentence()));
        Suggestion int8 = a.budget().suggestions().stream()
                .filter(s -> ((Message) s.description().args().get(0)).equals(
                        Message.of("suggest.precision", Message.of("papers.precision.FP16"),
                                Message.of("papers.precision.INT8"))))
                .findFirst().orElseThrow();
        assertEquals("h20", int8.gpuId());
        assertEquals(1, int8.cards());
        assertEquals(RentalMode.HOURLY, int8.mode());
        assertEquals(cny("4464.00"), int8.monthlyCostCny().amount());
        assertTrue(int8.withinBudget());
        assertEquals("Run the model at INT8 instead of FP16: 1 × NVIDIA H20 96GB, container by the hour",
                EN.format(int8.description()));
        assertEquals("模型从 16 位精度（FP16）改为 8 位整数精度（INT8）运行：1 张 NVIDIA H20 96GB，容器按小时", ZH.format(int8.description()));
        // Applying INT8 says what the buyer gives up.
        assertEquals("Answer quality may drop at INT8: check it on your own questions before you commit.",
                EN.format(int8.downsides().get(0)));
        assertEquals(List.of("h20-container-hourly"), int8.cost().offers().stream().map(o -> o.id()).toList());
    }

    @Test
    void suggestionsAreOnlyChangesThatFitTheBudgetOnTheWholeTermOneLinePerResult() {
        // At ¥8,000 a month a bare-metal month of 8 × RTX 4090 (¥7,920) costs ¥15,840 for the 33-day job (two
        // whole months): not within the ¥8,800 for the term, so not a suggestion; no line repeats another's result.
        Advice a = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        List<Suggestion> all = a.budget().suggestions();
        assertFalse(all.isEmpty());
        for (Suggestion s : all) {
            assertTrue(s.withinBudget(), s.toString());
            assertTrue(s.termCostCny().amount().compareTo(cny("8800.00")) <= 0, s.toString());
            assertFalse(s.downsides().isEmpty(), s.toString());
        }
        assertTrue(all.stream().noneMatch(s -> s.mode() == RentalMode.MONTHLY && s.gpuId().equals("rtx-4090")), all::toString);
        assertEquals(all.size(), all.stream().map(s -> s.gpuId() + s.cards() + s.mode() + s.termCostCny()).distinct().count());
        // In the order of the remedies (issue 32), not of their cost: fewer hours a day before quantized weights,
        // each remedy's least change that fits (INT8, not INT4 as well).
        assertEquals(List.of("suggest.hours", "suggest.precision"), all.stream()
                .map(s -> ((Message) s.description().args().get(0)).key()).toList());
    }

    @Test
    void aOneHourJobIsBilledForTheHoursItUsesAndHeldAgainstOneMonthsBudget() {
        // A one-hour job on 2 × H20 was billed as a 24-hour day (¥297.60) and flagged over a monthly budget.
        // 1 h + 10% = 1.1 h, started hours billed: 2 h × 2 cards × ¥6.20 = ¥24.80, within one month's ¥8,000.
        Advice a = advise(fromFields(SEVENTY_B_CHAT).durationDays(0.0416666667).set("budget.monthlyCny", 8000).plan());
        Candidate lead = a.leading().orElseThrow();
        assertEquals("h20", lead.gpu().id());
        assertEquals(cny("24.80"), lead.cost().termCostCny().amount());
        assertEquals(BudgetCheck.Status.WITHIN, a.budget().status());
        assertEquals("Within budget: the 1-day job costs ¥24.80, inside one month's budget of ¥8,000.00.",
                EN.format(a.budget().verdict().sentence()));
    }

    @Test
    void everySuggestionIsCheaperThanNowAndReproducibleByTheEngine() throws Exception {
        Advice a = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        // 12 hours a day and INT8 (one line per remedy, its least change that fits: issue 32)
        assertEquals(2, a.budget().suggestions().size(), a.budget().suggestions()::toString);
        for (Suggestion s : a.budget().suggestions()) {
            assertTrue(s.termCostCny().amount().compareTo(cny("9820.80")) < 0, s.toString());
            // Re-running the engine on the suggested plan gives that configuration at that cost.
            Advice rerun = AdvisorFixture.advisor().advise(s.plan());
            Candidate c = candidate(rerun, s.gpuId(), s.mode());
            assertEquals(s.cards(), c.cards());
            assertEquals(s.monthlyCostCny(), c.cost().monthlyCostCny());
            assertEquals(s.termCostCny(), c.cost().termCostCny());
        }
        // Those that get under the budget come first.
        List<Boolean> within = a.budget().suggestions().stream().map(Suggestion::withinBudget).toList();
        assertEquals(within.stream().sorted((x, y) -> Boolean.compare(y, x)).toList(), within);
    }

    @Test
    void overATotalBudgetComparesTheWholeTerm() {
        // Full fine-tune of Qwen2.5-7B on domestic cards: 8 × 7.61e9 × 1e9 ÷ (4 × 320 TFLOPS × HFU 0.57 × HCCS 0.90 ÷
        // NVLink 0.93) = 1.0 day of training (docs/domain.md §3.5), + 10% = 27 started hours on 4 × Ascend 910B at
        // ¥3.58 per card-hour = ¥386.64 on the central estimate. The term holds the cautious end instead (the slow end
        // at HFU 0.38, Llama 3 405B's lowest measured MFU, arXiv 2407.21783 Table 4, issue 32; ÷ 0.9 effective time:
        // 1.663 days = 39.9 h → 40 started hours, a 2-day term): 4 × 3.58 × 40 = ¥572.80 against ¥380 (billed by the
        // hours used, not 2 whole days; at the former 0.15 it was 102 h, ¥1,460.64).
        Advice a = advise("\"scenario\":\"training\",\"model\":{\"id\":\"qwen2.5-7b\"},\"training\":{\"method\":\"full\",\"tokens"
                + "\":\"1B\"},"
                + "\"domesticOnly\":true,\"budget\":{\"totalCny\":380}");
        assertEquals(BudgetCheck.Status.OVER, a.budget().status());
        assertEquals(BudgetCheck.Kind.TOTAL, a.budget().kind());
        assertEquals(cny("572.80"), a.budget().costCny().amount());
        // the central term (1.0 day + 10% → 2 days) holds the cautious 1.66 days too: one term, no second cost
        assertEquals(null, a.leading().orElseThrow().atCentralEstimate());
        assertEquals("Over budget: ¥572.80 for the 2-day term against a total budget of ¥380.00 (¥192.80 over).",
                EN.format(a.budget().verdict().sentence()));
        // On the cautious term no change of the plan comes within ¥380 (LoRA trains as many days on this basis): nothing
        // fits, and the headline says so with the cheapest option and the gap.
        for (Suggestion s : a.budget().suggestions()) {
            assertTrue(s.termCostCny().amount().compareTo(cny("380")) <= 0, s.toString());
        }
        assertTrue(a.budget().nothingFits());
        assertEquals("Nothing fits the budget: ¥380.00 in total for the 2-day term; the first choice that meets the need is "
                + "4 × Huawei Ascend 910B (container by the hour) at ¥572.80 for the term, ¥192.80 over.",
                EN.format(a.budget().headline()));
    }

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
        assertEquals("一份模型跨 2 台服务器（共 16 张卡）：这是一个集群，而不是 2 台各自独立的服务器。服务器之间需要 RDMA 网络"
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

    // ------------------------------------------------------------------ rental mode (docs/domain.md §3)

    @Test
    void aTermOfThirtyDaysOrLessRentsContainers() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // 20 task days → 22-day term, 8 h a day: 1.96 × 8 × 22 = ¥344.96 against one bare-metal month of ¥990.
        Advice a = AdvisorFixture.adviseSharesRented(fromFields(LLAMA2_7B_CHAT).durationDays(20).hoursPerDay(8).plan());
        assertEquals(RentalMode.HOURLY, a.modeAdvice().recommended());
        assertEquals("The term is 22 days (30 or less): rent containers by the hour (¥344.96 for the term against ¥990.00 by the "
                + "month).",
                EN.format(a.modeAdvice().reason()));
    }

    @Test
    void aShortButRoundTheClockTermCanStillFavourAMonth() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // 720 h a month is above the RTX 4090's break-even of 505.1 h: one month (¥990) beats 22 days by the hour (¥1,034.88).
        Advice a = AdvisorFixture.adviseSharesRented(fromFields(LLAMA2_7B_CHAT).durationDays(20).plan());
        assertEquals(RentalMode.MONTHLY, a.modeAdvice().recommended());
        assertEquals("The term is only 22 days, but 720 hours of use a month is above the break-even of 505.1 hours: "
                + "a bare-metal month is cheaper.", EN.format(a.modeAdvice().reason()));
    }

    @Test
    void aTermOfThreeMonthsOrMoreRentsBareMetal() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // 90 task days → 99-day term → 4 whole months ¥3,960 against 1.96 × 24 × 99 = ¥4,656.96 by the hour.
        Advice a = AdvisorFixture.adviseSharesRented(fromFields(LLAMA2_7B_CHAT).durationDays(90).plan());
        assertEquals(RentalMode.MONTHLY, a.modeAdvice().recommended());
        assertEquals("The term is 99 days (3 months or more): rent bare-metal by the month (¥3,960.00 against ¥4,656.96 by the "
                + "hour).",
                EN.format(a.modeAdvice().reason()));
        assertEquals("租期 99 天（3 个月及以上）：建议按月租裸金属（¥3,960.00，按小时需 ¥4,656.96）。", ZH.format(a.modeAdvice().reason()));
    }

    /**
     * The chat preset for 90 days uses 720 h a month, above the break-even, yet containers are cheaper over the
     * 99-day term (bare metal bills 4 whole months). The reason said "720 hours ... is below the break-even of 607.2
     * hours"; it now gives the two term costs, which are what decided.
     */
    @Test
    void aLongTermAboveTheBreakEvenThatStaysOnContainersSaysWhyWithoutContradictingItsHours() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // with the 10% buffer this case is about (a 90-day service takes none by default)
        // 18 hours a day (540 h a month, above the break-even): the chat preset's leader is 2 × RTX 4090 since the RTX
        // 5090, not sold in China, comes after the cards sold there (issue 32).
        Advice a = AdvisorFixture.adviseSharesRented("\"preset\":\"chat-inference\",\"rental\":{\"mode\":\"auto\","
                + "\"durationDays\":90,\"bufferPercent\":10,\"hoursPerDay\":18}");
        String reason = EN.format(a.modeAdvice().reason());
        assertFalse(reason.contains("below the break-even"), reason);
        // RTX 4090 × 2: 2 × 1.96 × 18 h × 99 days = ¥6,985.44 by the hour; by the month 2 × ¥990 (¥7,920 ÷ 8 pro rata)
        // × 4 whole months (120 days) = ¥7,920; the break-even is 7,920 ÷ 8 ÷ 1.96 = 505.1 h a month, below the 540 used.
        assertEquals(505.1, a.modeAdvice().breakEvenHoursPerMonth().doubleValue(), 1e-9);
        // and, a service of 3 months or more by the hour, asks for a monthly or yearly price (issue 32)
        assertEquals("The term is 99 days, but containers stay cheaper here (¥6,985.44 against ¥7,920.00 by the month, which"
                + " bills whole months: 120 days). For a 99-day service, ask the vendor for a monthly or yearly price"
                + ": container by the hour, it is ¥2,116.80 a month, ¥6,985.44 for the term, the figure to"
                + " negotiate down from.", reason);
        assertEquals("租期 99 天，但这里租容器仍更便宜（¥6,985.44，按月租需 ¥7,920.00：按整月计费，共 120 天）。99 天的服务，"
                + "请向供应商询问包月或包年价格：目前（容器按小时）每月 ¥2,116.80，整个租期 ¥6,985.44，可作为议价的参考。",
                ZH.format(a.modeAdvice().reason()));
    }

    @Test
    void aLongButLightTermStaysOnContainers() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // 8 h a day = 240 h a month, below the 505.1 h break-even: 1.96 × 8 × 99 = ¥1,552.32 against ¥3,960.
        Advice a = AdvisorFixture.adviseSharesRented(fromFields(LLAMA2_7B_CHAT).durationDays(90).hoursPerDay(8).plan());
        assertEquals(RentalMode.HOURLY, a.modeAdvice().recommended());
        assertEquals("The term is 99 days, but 240 hours of use a month is below the break-even of 505.1 hours: "
                + "containers by the hour stay cheaper.", EN.format(a.modeAdvice().reason()));
    }

    @Test
    void betweenOneAndThreeMonthsTheCheaperModeWins() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // 40 task days → 44-day term: two bare-metal months ¥1,980 against 1.96 × 24 × 44 = ¥2,069.76 by the hour.
        Advice a = AdvisorFixture.adviseSharesRented(fromFields(LLAMA2_7B_CHAT).durationDays(40).plan());
        assertEquals(RentalMode.MONTHLY, a.modeAdvice().recommended());
        assertEquals("The term is 44 days, between one and three months: bare-metal by the month is cheaper "
                + "(¥1,980.00 against ¥2,069.76 for container by the hour).", EN.format(a.modeAdvice().reason()));
        // no hybrid row: the plan has no peak (a made-up one of half the base read as advice, s21 check)
        List<RentalMode> modes = a.modeAdvice().quotesByMode().stream().map(q -> q.mode()).toList();
        assertEquals(List.of(RentalMode.HOURLY, RentalMode.MONTHLY), modes);
    }

    @Test
    void aGpuRentedByTheDayRatherThanTheHourStillGetsRentalAdvice() throws Exception {
        // No hourly offer means no break-even hours; the advice used to fail on the missing figure
        // (a NullPointerException in Message). A100 80GB by the day or by the month only.
        Offer daily = new Offer("test-daily", "a100-80g", RentalMode.DAILY, cny("45"), 1,
                new Source("test quote", null, Confidence.S, List.of()), PRICE_DATE, LocalizedText.EMPTY);
        Offer monthly = new Offer("test-monthly", "a100-80g", RentalMode.MONTHLY, cny("900"), 1,
                new Source("test quote", null, Confidence.S, List.of()), PRICE_DATE, LocalizedText.EMPTY);
        Advisor advisor = new Advisor(withOffers(daily, monthly), PRICE_DATE);
        // 22-day term: 45 × 22 = ¥990 by the day against one month at ¥900.
        Advice shortTerm = advisor.advise(fromFields(LLAMA2_7B_CHAT).durationDays(20).plan());
        assertEquals("a100-80g", shortTerm.leading().orElseThrow().gpu().id());
        assertNull(shortTerm.modeAdvice().breakEvenHoursPerMonth());
        assertEquals(RentalMode.MONTHLY, shortTerm.modeAdvice().recommended());
        assertEquals("The term is only 22 days, but a bare-metal month is cheaper here (¥900.00 against ¥990.00 for containers).",
                EN.format(shortTerm.modeAdvice().reason()));
        // 99-day term at ¥25 a day: ¥2,475 against four months at ¥3,600.
        Offer cheapDaily = new Offer("test-daily", "a100-80g", RentalMode.DAILY, cny("25"), 1,
                new Source("test quote", null, Confidence.S, List.of()), PRICE_DATE, LocalizedText.EMPTY);
        Advice longTerm = new Advisor(withOffers(cheapDaily, monthly), PRICE_DATE)
                .advise(fromFields(LLAMA2_7B_CHAT).durationDays(90).plan());
        assertEquals(RentalMode.DAILY, longTerm.modeAdvice().recommended());
        // The reason also says the month bills whole months (4 × 30 = 120 days).
        // ¥25 × 30 = ¥750 a month by the day: a service of 3 months asks for a monthly or yearly price (issue 32)
        assertEquals("The term is 99 days, but containers stay cheaper here (¥2,475.00 against ¥3,600.00 by the month, which"
                + " bills whole months: 120 days). For a 99-day service, ask the vendor for a monthly or yearly price"
                + ": container by the day, it is ¥750.00 a month, ¥2,475.00 for the term, the figure to negotiate"
                + " down from.", EN.format(longTerm.modeAdvice().reason()));
        assertTrue(ZH.format(longTerm.modeAdvice().reason()).startsWith(
                "租期 99 天，但这里租容器仍更便宜（¥2,475.00，按月租需 ¥3,600.00：按整月计费，共 120 天）。99 天的服务"));
    }

    @Test
    void aGpuOfferedInOneModeOnlyIsAdvisedThatMode() {
        Advice a = advise(SEVENTY_B_CHAT);
        assertEquals(RentalMode.HOURLY, a.modeAdvice().recommended());
        assertEquals("NVIDIA H20 96GB is only offered container by the hour in the catalog.", EN.format(a.modeAdvice().reason()));
        assertNull(a.modeAdvice().breakEvenHoursPerMonth());
    }

    @Test
    void hybridRentsAMonthlyBaseAndHourlyPeaks() {
        // one card of a server rented pro rata: a vendor that rents shares (SHARES_RENTED; the bundled offers do not
        // say so and bill the whole server)
        // docs/domain.md §3: hybrid = bare-metal base + containers for peaks. No peak given: 1 card for 4 h a day.
        Advice a = AdvisorFixture.adviseSharesRented(fromFields(LLAMA2_7B_CHAT).rentalMode("hybrid").plan());
        a.candidates().forEach(c -> assertEquals(RentalMode.HYBRID, c.cost().mode()));
        Candidate lead = a.leading().orElseThrow();
        assertEquals("rtx-4090", lead.gpu().id());
        assertEquals(1, lead.cost().peakCards());
        // 990 a month for the base card + 1.96 × 1 × 4 × 30 = 235.20 for the peak card.
        assertEquals(cny("1225.20"), lead.cost().monthlyCostCny().amount());
        assertEquals(RentalMode.HYBRID, a.modeAdvice().recommended());
        assertEquals("Hybrid rental with no peak given: assumed 1 extra card by the hour for 4 hours a day.",
                EN.format(a.assumptions().get(0)));
    }

    @Test
    void noFittingConfigurationLeavesNothingToAdvise() {
        Advice a = advise(SEVENTY_B_CHAT + ",\"filters\":{\"maxCards\":1}");
        assertTrue(a.candidates().isEmpty());
        assertTrue(a.leading().isEmpty());
        assertNull(a.modeAdvice().recommended());
        assertEquals("mode.reason.none", a.modeAdvice().reason().key());
        assertEquals(BudgetCheck.Status.UNKNOWN, a.budget().status());
        assertEquals(33, a.term().billableDays());
    }

    @Test
    void theChatPresetServesItsUsersPerCard() {
        // docs/domain.md §2 chat-inference: ≥50 users per card at the target speed (100 users, 10 tokens/s each).
        Advice a = advise("\"preset\":\"chat-inference\"");
        assertFalse(a.candidates().isEmpty());
        assertTrue(a.candidates().stream().anyMatch(c -> c.tokensPerSecond() != null));
        for (Candidate c : a.candidates()) {
            if (c.tokensPerSecond() == null) {
                // Without a published bandwidth the speed cannot be estimated: said, not hidden.
                assertNull(c.usersPerCard());
                assertEquals(1, warnings(c, Warning.Code.SPEED_UNKNOWN).size(), c.gpu().id());
                // ... and it is not said to meet the scenario's users-per-card indicator.
                assertTrue(c.reasons().stream().noneMatch(r -> r.key().equals("reason.indicators")), c.gpu().id());
            } else if (c.usersPerCard() >= 50) {
                assertEquals("Meets the key indicators of the scenario \"Customer-service chat\".", EN.format(c.reasons().stream()
                        .filter(r -> r.key().equals("reason.indicators")).findFirst().orElseThrow()));
                assertTrue(c.tokensPerSecond() >= 10, c.gpu().id() + " " + c.tokensPerSecond());
                assertTrue(warnings(c, Warning.Code.PRESET_CHECK).isEmpty(), c.gpu().id());
            } else {
                // The preset's 50 users per card is a check, not a wall: cards serving the 100 users asked
                // in total stay, with the rule as a warning and no claim that they meet the key indicators.
                assertEquals(1, warnings(c, Warning.Code.PRESET_CHECK).size(), c.gpu().id());
                assertTrue(c.reasons().stream().noneMatch(r -> r.key().equals("reason.indicators")), c.gpu().id());
                assertTrue(c.usersPerCard() * c.cards() >= 100, c.gpu().id() + " " + c.usersPerCard());
                assertTrue(c.tokensPerSecond() >= 10, c.gpu().id() + " " + c.tokensPerSecond());
            }
        }
    }

    @Test
    void theSameInputGivesTheSameAdvice() throws InputException {
        Advice one = advise(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}");
        Advice two = AdvisorFixture.advisor().advise(plan(SEVENTY_B_CHAT + ",\"budget\":{\"monthlyCny\":8000}"));
        assertEquals(one, two);
    }
}
