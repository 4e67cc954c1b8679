package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.pricing.Term;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The term's buffer belongs to tasks of uncertain length (training, batch jobs), not to a service rented for
 * a fixed period. A 90-day service was rented 99 days and billed four months (¥13,685.76 against ¥10,492.50 for three).
 */
class TermBufferTest {

    private static final String SERVICE_90_DAYS = "\"scenario\":\"inference\",\"preset\":\"llm-inference\","
            + "\"model\":{\"parameters\":\"7B\"},\"precision\":\"fp16\","
            + "\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":20,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"mode\":\"monthly\",\"durationDays\":90,\"hoursPerDay\":24%s}";

    @Test
    void aTermAddsItsBufferRoundedUpToWholeDays() {
        assertEquals(99, Term.forTask(90, 10).billableDays());   // 90 × 1.1
        assertEquals(90, Term.forTask(90, 0).billableDays());
        assertEquals(365, Term.forTask(365, 0).billableDays()); // a one-year service: 365 days, not 402
        assertEquals(33, Term.forTask(30).billableDays());      // the default of a task of uncertain length stays 10 %
        // hours are capped by the buffered wall clock: 1 h + 25 % = 1.25 h started → 2 h; with no buffer exactly 1 h
        assertEquals(0, Term.forTask(1.0 / 24, 25).billableHours(24).compareTo(BigDecimal.valueOf(2)));
        assertEquals(0, Term.forTask(1.0 / 24, 0).billableHours(24).compareTo(BigDecimal.ONE));
        assertThrows(IllegalArgumentException.class, () -> Term.forTask(30, 101));
    }

    @Test
    void aNinetyDayServiceIsRentedNinetyDaysAndBilledThreeMonths() {
        Advice a = AdvisorFixture.advise(String.format(SERVICE_90_DAYS, ""));
        assertEquals(90, a.term().billableDays());
        assertEquals(0.0, a.term().bufferPercent());
        Candidate lead = a.leading().orElseThrow();
        assertEquals(RentalMode.MONTHLY, lead.cost().mode());
        assertEquals(90, lead.cost().billedDays()); // three whole months, not four
        assertEquals(0, lead.cost().termCostCny().compareTo(lead.cost().monthlyCostCny()
                .times(3)));
        Messages en = Messages.forLocale(Messages.EN);
        assertTrue(a.assumptions().stream().map(en::format).anyMatch(s -> s.startsWith(
                "Rental term = the fixed period of the service, without a buffer")), a.assumptions().toString());
        assertEquals("Task: 90 days; rental term without a buffer (a fixed-term service): 90 days.",
                en.format("text.term", a.term().taskDays(), a.term().billableDays(), a.term().bufferPercent()));
        assertEquals("任务：90 天；租期（固定期限的服务，不加缓冲）：90 天。", Messages.forLocale(Messages.ZH).format("text.term",
                a.term().taskDays(), a.term().billableDays(), a.term().bufferPercent()));
    }

    @Test
    void theUserMaySetABufferForAService() {
        Advice a = AdvisorFixture.advise(String.format(SERVICE_90_DAYS, ",\"bufferPercent\":10"));
        assertEquals(99, a.term().billableDays());
        assertEquals(120, a.leading().orElseThrow().cost().billedDays()); // 99 days take four whole months
    }

    @Test
    void aTrainingKeepsTheTenPercentBuffer() {
        Advice a = AdvisorFixture.advise("\"scenario\":\"training\",\"preset\":\"small-training\","
                + "\"model\":{\"parameters\":\"7B\"},\"precision\":\"bf16\","
                + "\"training\":{\"method\":\"lora\",\"tokens\":\"100M\"},\"rental\":{\"durationDays\":30}");
        assertEquals(10.0, a.term().bufferPercent());
        assertEquals(33, a.term().billableDays());
    }

    @Test
    void theBufferIsCheckedFromZeroToAHundredWithAClearMessage() {
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1," + String.format(SERVICE_90_DAYS, ",\"bufferPercent\":120")
                + "}";
        InputException e = assertThrows(InputException.class,
                () -> PlanJson.parse("p.json", json.getBytes(StandardCharsets.UTF_8)));
        assertEquals("rental.bufferPercent", e.problems().get(0).path());
        assertEquals("Term buffer (%): 120 is outside the valid range 0 to 100 (e.g. 10).",
                Messages.forLocale(Messages.EN).format(e.problems().get(0).problem()));
    }

    @Test
    void thePlanFileKeepsTheBuffer() throws InputException {
        Plan p = AdvisorFixture.plan(String.format(SERVICE_90_DAYS, ",\"bufferPercent\":5"));
        assertEquals(5.0, p.rental().bufferPercent());
        Plan back = PlanJson.parse("p.json", PlanJson.write(p).getBytes(StandardCharsets.UTF_8));
        assertEquals(5.0, back.rental().bufferPercent());
    }
}
