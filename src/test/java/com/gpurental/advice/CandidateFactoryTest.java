package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.LLAMA2_7B_CHAT;
import static com.gpurental.advice.AdvisorFixture.PRICE_DATE;
import static com.gpurental.advice.AdvisorFixture.SHARES_RENTED;
import static com.gpurental.plan.PlanBuilder.fromFields;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.pricing.CostCalculator;
import com.gpurental.pricing.OfferBook;
import com.gpurental.pricing.RentalCost;
import com.gpurental.pricing.Term;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The stage that turns a sized and priced configuration into a candidate (issue 35: its own test). Llama-2-7B at FP16 on
 * one RTX 4090 (24 GB); prices from the frozen test catalog (src/test/resources/catalog.json): ¥1.96 a card-hour.
 */
class CandidateFactoryTest {

    private static final CandidateFactory FACTORY = new CandidateFactory(PRICE_DATE, SHARES_RENTED);

    private static ResolvedPlan resolve(Plan plan) throws InputException {
        return PlanResolver.resolve(plan, SHARES_RENTED, "test-plan.json");
    }

    private static Sizing sizing(ResolvedPlan rp, String gpuId) {
        Gpu gpu = SHARES_RENTED.gpus().stream().filter(g -> g.id().equals(gpuId)).findFirst().orElseThrow();
        Sizing s = new GpuSizer(SHARES_RENTED).size(rp, gpu).sizing();
        assertEquals(1, s.cards(), "Llama-2-7B at FP16 fits one " + gpuId);
        return s;
    }

    @Test
    void aPricedConfigurationCarriesItsQuoteTermAndMemoryFigures() throws InputException {
        ResolvedPlan rp = resolve(fromFields(LLAMA2_7B_CHAT).durationDays(20).plan());
        Sizing s = sizing(rp, "rtx-4090");
        Term term = s.term(rp.bufferPercent());
        assertEquals(22, term.billableDays()); // 20 days + 10 %
        OfferBook.GpuOffers offers = OfferBook.of(SHARES_RENTED).forGpu("rtx-4090");
        RentalCost q = CostCalculator.quote(offers.hourly(), 1, term, 24); // 1.96 × 24 × 22 = ¥1,034.88
        Candidate c = FACTORY.make(rp, s, term, q, offers.breakEven(1));
        assertSame(q, c.cost());
        assertEquals(new BigDecimal("1034.88"), c.cost().termCostCny().amount());
        assertEquals(term, c.term());
        assertEquals(1, c.cards());
        // the margin is the card's memory less what one card holds; the use leaves the spare share out
        assertEquals(s.gpu().capacityGb() - s.memory().perCardGb(), c.marginGb(), 1e-12);
        assertEquals(s.memory().perCardGb() / (1 + s.memory().appliedSpareFraction()) / s.gpu().capacityGb(),
                c.memoryUtilization(), 1e-12);
        // the pipeline makes the same candidate (its budget verdict aside)
        Candidate piped = AdvisorFixture.candidate(new Advisor(SHARES_RENTED, PRICE_DATE).advise(rp.plan()), "rtx-4090",
                RentalMode.HOURLY);
        assertEquals(piped.cost(), c.cost());
        assertEquals(piped.reasons(), c.reasons());
        assertEquals(piped.warnings(), c.warnings());
    }

    @Test
    void aConfigurationWithoutAPriceSaysAQuoteIsNeeded() throws InputException {
        ResolvedPlan rp = resolve(fromFields(LLAMA2_7B_CHAT).plan());
        Sizing s = sizing(rp, "rtx-4090");
        Term term = s.term(rp.bufferPercent()); // 30 days + 10 % = 33 days
        Candidate c = FACTORY.make(rp, s, term, null, null);
        assertNull(c.cost());
        Message needsQuote = c.reasons().stream().filter(m -> m.key().equals("reason.needsQuote")).findFirst().orElseThrow();
        assertEquals(List.of(1, s.gpu().displayName(), 33), needsQuote.args());
    }

    @Test
    void onlyTheChatAndMultimodalScenariosHaveAFirstTokenTarget() {
        // sizing.Assumptions: 1 s for a chat, 3 s for a multimodal reply; none for the others
        assertEquals(Assumptions.CHAT_FIRST_TOKEN_TARGET_S, CandidateFactory.firstTokenTargetS("chat-inference"));
        assertEquals(1.0, CandidateFactory.firstTokenTargetS("chat-inference"));
        assertEquals(3.0, CandidateFactory.firstTokenTargetS("multimodal-inference"));
        assertNull(CandidateFactory.firstTokenTargetS("llm-inference"));
        assertNull(CandidateFactory.firstTokenTargetS("llm-training"));
    }

    @Test
    void aTrainingsDeadlineIsTheEarlierOfItsTargetAndTheRental() throws InputException {
        String training = "\"scenario\":\"training\",\"model\":{\"id\":\"llama-2-7b\"},"
                + "\"training\":{\"method\":\"lora\",\"tokens\":\"1B\",\"targetDays\":60}";
        assertEquals(60.0, CandidateFactory.trainingDeadline(resolve(fromFields(training).plan())));
        assertEquals(30.0, CandidateFactory.trainingDeadline(resolve(fromFields(training).durationDays(30).plan())));
        assertEquals(60.0, CandidateFactory.trainingDeadline(resolve(fromFields(training).durationDays(90).plan())));
        assertEquals(14.0, CandidateFactory.trainingDeadline(resolve(fromFields(training).remove("training.targetDays")
                .durationDays(14).plan())));
        assertNull(CandidateFactory.trainingDeadline(resolve(fromFields(training).remove("training.targetDays").plan())));
        // a service has no target of its own: the rental it is given (30 days) bounds it
        assertEquals(30.0, CandidateFactory.trainingDeadline(resolve(fromFields(LLAMA2_7B_CHAT).plan())));
    }
}
