package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.advise;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.output.json.AdviceJson;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.serving.ServingFit;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * rental.peak through the advice (issue 31 item 6, tester M2): the base sized for the base load, the peak's extra cards
 * the extra copies the capacity stage finds for the peak's rate ({@link PeakSizing}), billed on the peak's days only.
 */
class PeakWindowAdviceTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static final String DOUBLE_11 = "\"preset\":\"chat-inference\",\"rental\":{\"mode\":\"hybrid\","
            + "\"durationDays\":90,\"peak\":{\"days\":14,\"hoursPerDay\":14,\"multiple\":4}}";

    /** The tester's customer-service chat: Llama-3.3-70B in FP8, 4 × the traffic for 14 days of 90, 14 h a day. */
    private static String customerService(int people) {
        return "\"preset\":\"chat-inference\",\"model\":{\"id\":\"llama-3.3-70b\"},\"precision\":\"fp8\","
                + "\"inference\":{\"users\":{\"people\":" + people + ",\"busyShare\":30,\"requestsPerHour\":10}},"
                + "\"rental\":{\"mode\":\"hybrid\",\"durationDays\":90,"
                + "\"peak\":{\"days\":14,\"hoursPerDay\":14,\"multiple\":4}}";
    }

    @Test
    void aHybridWithAPeakWindowBillsThePeakCardsOnlyOnThePeakDays() {
        Advice a = advise(DOUBLE_11);
        Candidate lead = a.leading().orElseThrow();
        RentalCost q = lead.cost();
        assertEquals(RentalMode.HYBRID, q.mode());
        // The same rental without the window bills the peak every day of the 90: the window's is cheaper by the 76
        // days left out (worked exactly for the RTX 4090 case in PeakWindowTest).
        RentalCost everyDay = CostCalculator.hybrid(q.offers().get(0), q.offers().get(1), q.cards(), q.peakCards(), 14,
                null, new Term(90, 90, 0));
        RentalCost window = CostCalculator.hybrid(q.offers().get(0), q.offers().get(1), q.cards(), q.peakCards(), 14,
                14, new Term(90, 90, 0));
        assertEquals(window.termCostCny(), q.termCostCny());
        assertTrue(q.peakCards() == 0 || window.termCostCny().compareTo(everyDay.termCostCny()) < 0);
    }

    @Test
    void thePeakRentsTheExtraCopiesItsRateNeedsNotTheBaseTimesTheMultiple() {
        // 6,000 people × 30 % × 10 an hour ÷ 3,600 = 5 requests/s; 4 × 5 = 20 requests/s at the peak. The base is one
        // 8-card copy (tensor parallel 8) of RTX 4090s, which carries 9.12 requests/s within the targets (the capacity
        // stage); 20 ÷ 9.12 → 3 copies, 1 in the base, so the peak adds 2 copies = 16 cards — not 8 × (4 − 1) = 24.
        Advice a = advise(customerService(6000));
        Candidate lead = a.leading().orElseThrow();
        ServingFit fit = lead.deployment().serving();
        assertEquals(8, lead.cards());
        assertEquals(1, fit.layout().copies());
        PeakSizing peak = a.plan().peakSizing(fit);
        assertEquals(20.0, peak.peakRate(), 1e-9);
        assertEquals(3, peak.copiesNeeded());
        assertEquals(2, peak.extraCopies());
        assertEquals(16, lead.cost().peakCards());
        // 20 requests/s × 22.5 s each (1 s to the first token + 215 tokens ÷ 10 a second) = 450 in flight
        assertEquals(450, peak.peakInFlight());
        // base: 1 server × ¥7,920 × 3 months = ¥23,760; peak: 16 cards × 14 h × 14 days × ¥1.96 = ¥6,146.56
        PeakRental rental = a.peak();
        assertEquals(new BigDecimal("23760.00"), rental.baseTermCny().amount());
        assertEquals(new BigDecimal("6146.56"), rental.peakTermCny().amount());
        assertEquals(new BigDecimal("29906.56"), lead.cost().termCostCny().amount());
        assertEquals(14, rental.peakDays());
        assertTrue(lead.reasons().stream().anyMatch(r -> r.key().equals("peak.arithmetic")), lead.reasons()::toString);
        assertEquals("plain.costPeak", a.plain().cost().key());
    }

    @Test
    void theCheapestWayWithAPeakWindowIsTheHybridNotTheBaseAloneByTheMonth() {
        // Left to the advice ("auto"), the customer service used to be costed by the month for the base alone
        // (¥23,760 for the 90 days): the cheapest on paper, with the Double-11 peak dropped without a word. Only a hybrid
        // bills the peak's extra cards when they run, so auto with a peak is the hybrid, said in a note and the reason.
        Advice auto = advise(fromFields(customerService(6000)).rentalMode("auto").plan());
        Advice hybrid = advise(customerService(6000));
        Candidate lead = auto.leading().orElseThrow();
        assertEquals(RentalMode.HYBRID, lead.cost().mode());
        assertEquals(16, lead.cost().peakCards());
        assertEquals(hybrid.leading().orElseThrow().cost().termCostCny(), lead.cost().termCostCny());
        assertEquals(new BigDecimal("29906.56"), lead.cost().termCostCny().amount());
        assertEquals(Plan.RentalChoice.HYBRID, auto.plan().rentalMode());
        assertTrue(auto.plan().notes().stream().anyMatch(n -> n.key().equals("note.peakAutoHybrid")),
                auto.plan().notes()::toString);
        assertEquals("mode.reason.hybridWindow.auto", auto.modeAdvice().reason().key());
        assertEquals("mode.reason.hybridWindow", hybrid.modeAdvice().reason().key());
        assertNotNull(auto.peak(), "every paper states the peak from Advice.peak()");
        // a card without both a monthly bare-metal and an hourly offer says why it cannot take the peak, not "no offer in
        // the chosen modes" to a buyer who chose none (session 19 tester, H)
        assertTrue(auto.rejected().stream().filter(r -> r.code() == Rejection.Code.MODE_NOT_OFFERED)
                .allMatch(r -> r.reason().key().equals("reject.modeNotOffered.peak")), auto.rejected()::toString);
        assertTrue(auto.rejected().stream().anyMatch(r -> r.code() == Rejection.Code.MODE_NOT_OFFERED),
                auto.rejected()::toString);
        assertTrue(hybrid.rejected().stream().filter(r -> r.code() == Rejection.Code.MODE_NOT_OFFERED)
                .allMatch(r -> r.reason().key().equals("reject.modeNotOffered")), hybrid.rejected()::toString);
    }

    @Test
    void aFilterThatRulesTheHybridOutKeepsTheCheapestOtherWayAndSaysThePeakIsLeftOut() {
        // The docs helper's find: auto + a peak + filters.modes ["hourly","monthly"] was refused as "no rental mode".
        Advice a = advise(fromFields(customerService(6000)).rentalMode("auto").filterModes("hourly", "monthly").plan());
        Candidate lead = a.leading().orElseThrow();
        assertTrue(lead.cost().mode() == RentalMode.HOURLY || lead.cost().mode() == RentalMode.MONTHLY, lead.cost()::toString);
        assertEquals(Plan.RentalChoice.AUTO, a.plan().rentalMode());
        assertTrue(a.plan().notes().stream().anyMatch(n -> n.key().equals("note.peakOnlyHybrid")), a.plan().notes()::toString);
        assertNull(a.peak());
    }

    @Test
    void theJsonAnswerCarriesThePeakInItsTwoPartsWithItsArithmetic() {
        // The figures of thePeakRentsTheExtraCopiesItsRateNeedsNotTheBaseTimesTheMultiple, as advise --format json
        // writes them under rental.peak (docs/cli.md): the same values every paper prints, from Advice.peak().
        Advice a = advise(customerService(6000));
        com.fasterxml.jackson.databind.JsonNode peak = AdviceJson
                .toJson(a, Messages.forLocale(Messages.EN)).get("rental").get("peak");
        assertEquals(8, peak.get("baseCards").asInt());
        assertEquals(0, new BigDecimal("23760").compareTo(peak.get("baseTermCostCny").decimalValue()));
        assertEquals(16, peak.get("peakCards").asInt());
        assertEquals(14, peak.get("peakDays").asInt());
        assertEquals(90, peak.get("termDays").asInt());
        assertEquals(4.0, peak.get("multiple").asDouble(), 0.0);
        assertEquals(0, new BigDecimal("6146.56").compareTo(peak.get("peakTermCostCny").decimalValue()));
        assertEquals(450, peak.get("sizing").get("peakInFlight").asInt());
        assertEquals(3, peak.get("sizing").get("copiesNeeded").asInt());
        assertEquals(2, peak.get("sizing").get("extraCopies").asInt());
        assertEquals("the base of 8 cards by the month, ¥23,760.00 for the term; the peak (4 × the usual load) on 14 of the "
                + "90 days, 14 hours a day, 16 more cards by the hour (2 more copies of the model), ¥6,146.56",
                peak.get("sentence").asText());
        // a rental without a peak has none
        assertNull(AdviceJson.toJson(advise("\"preset\":\"chat-inference\""),
                Messages.forLocale(Messages.EN)).get("rental").get("peak"));
    }

    @Test
    void aPeakTheBaseCopiesCarryRentsNoExtraCards() {
        // 3,000 people → 2.5 requests/s; 4 × 2.5 = 10 at the peak. The base is 2 copies of 4 RTX 4090s, 5.92 requests/s
        // each (11.8 together): 10 ÷ 5.92 → 2 copies, both in the base, so no card is rented by the hour.
        Advice a = advise(customerService(3000));
        Candidate lead = a.leading().orElseThrow();
        assertEquals(RentalMode.HYBRID, lead.cost().mode());
        assertEquals(0, lead.cost().peakCards());
        assertEquals(2, a.plan().peakSizing(lead.deployment().serving()).copiesNeeded());
        assertEquals("peak.rental.none", a.peak().sentence().key());
        assertEquals(BigDecimal.ZERO.setScale(2), a.peak().peakTermCny().amount().setScale(2));
        assertEquals("mode.reason.hybridNoPeak", a.modeAdvice().reason().key());
    }

    @Test
    void withoutAPeakWindowThereIsNoPeakSizing() {
        Advice a = advise("\"preset\":\"chat-inference\",\"rental\":{\"mode\":\"monthly\",\"durationDays\":90}");
        assertNull(a.peak());
        assertNull(a.plan().peakSizing(a.leading().orElseThrow().deployment().serving()));
        assertNotNull(a.leading().orElseThrow().cost());
    }

    @Test
    void aBudgetSuggestionKeepsThePeak() {
        // A mode change or fewer hours keeps the rental's peak (BudgetAdvisor builds them with withModeAndHours).
        Plan.Rental r = new Plan.Rental(Plan.RentalChoice.HYBRID, 90.0, 24.0, null, null, null,
                new Plan.Peak(14, 14.0, 4.0));
        assertEquals(r.peak(), r.withModeAndHours(Plan.RentalChoice.MONTHLY, 12.0).peak());
    }

    @Test
    void aBudgetSuggestionSaysWhenItsCostLeavesThePeakOutAndRentsWhatTheRankingRecommends() {
        // Audit 31/32 §5 (p/g-peak-budget.json): 6,000 staff, 4 × the load on 14 of 90 days, 14 h a day, ¥8,000 a month
        // (¥24,000 for the term). The lead, 8 × RTX 4090 hybrid, costs ¥29,906.56: over.
        Advice a = advise("\"preset\":\"chat-inference\",\"model\":{\"id\":\"llama-3.3-70b\"},\"precision\":\"fp8\","
                + "\"inference\":{\"users\":{\"people\":6000,\"busyShare\":30,\"requestsPerHour\":10}},"
                + "\"rental\":{\"mode\":\"auto\",\"durationDays\":90,\"peak\":{\"days\":14,\"hoursPerDay\":14,\"multiple\":4}},"
                + "\"budget\":{\"monthlyCny\":8000}");
        assertEquals(new BigDecimal("29906.56"), a.leading().orElseThrow().cost().termCostCny().amount());
        List<Suggestion> s = a.budget().suggestions();
        assertEquals(List.of("suggest.mode", "suggest.fewerPeople", "suggest.hours", "suggest.otherGeneration"),
                s.stream().map(x -> ((Message) x.description().args().get(0)).key()).toList(), s::toString);
        // Each rents the changed plan's first choice: never the RTX 5090 the lead refuses as not sold in China (it was
        // "Serve 4,500 people …: 4 × RTX 5090, hybrid"). Half the people, 3,000, on 8 × RTX 4090: the base's two copies
        // carry the 4 × peak (10 requests/s against 2 × 5.92), so the hybrid is its base, 3 months × ¥7,920 = ¥23,760.
        s.forEach(x -> assertEquals("rtx-4090", x.gpuId(), x::toString));
        assertEquals(3000, s.get(1).plan().inference().users().people());
        assertEquals(RentalMode.HYBRID, s.get(1).mode());
        assertEquals(new BigDecimal("23760.00"), s.get(1).termCostCny().amount());
        // 12 hours a day by the hour costs the base only, 8 × ¥1.96 × 12 h × 90 days = ¥16,934.40, and says the peak is
        // not covered; its plan keeps the peak (a hybrid's monthly base costs the same at 12 hours as at 24).
        Suggestion hours = s.get(2);
        assertEquals(RentalMode.HOURLY, hours.mode());
        assertEquals(new BigDecimal("16934.40"), hours.termCostCny().amount());
        assertEquals("The service is available only 12 hours a day. Its cost is the base load's only: the peak of 4 × the base"
                + " load is not covered (a hybrid rental covers it).", EN.format(hours.downsides().get(0)));
        assertEquals("服务每天只运行 12 小时。其费用只按基础负载计算：未包含 4 倍于基础负载的高峰（混合租赁可覆盖高峰）。",
                ZH.format(hours.downsides().get(0)));
        assertEquals(new Plan.Peak(14, 14.0, 4.0), hours.plan().rental().peak());
    }
}
