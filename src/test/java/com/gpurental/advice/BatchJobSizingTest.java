package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static com.gpurental.advice.AdvisorFixture.plan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.serving.BatchRun;
import com.gpurental.serving.Targets;
import com.gpurental.text.Messages;
import org.junit.jupiter.api.Test;

/**
 * A batch job is sized on throughput against its deadline, prefill counted (issue 31 item 4, docs/domain.md §9.4): 10
 * million documents, 2,000 tokens in and 200 out, within 5 days. The review found it given 4 × H20 whose prefill alone
 * takes longer than the deadline.
 */
class BatchJobSizingTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    /** The chat preset's Qwen2.5-7B at FP16 (catalog.json). */
    static final String DOCS_10M = "\"preset\":\"chat-inference\",\"batch\":{\"items\":10000000,\"inputTokens\":2000,"
            + "\"outputTokens\":200,\"deadlineDays\":5}";

    /**
     * One item's prefill on one H20, central: 2,000 tokens × (2 × 7.61 B + 4 × 28 layers × 28 heads × 128 × the mean
     * position 1,000) = 3.1243e13 FLOPs ÷ (148 TFLOPS × the prefill MFU 0.58, ServingAssumptions.SERVING_PREFILL_MFU) =
     * 0.36397 s.
     */
    private static final double PREFILL_S = 2000 * (2 * 7.61e9 + 4.0 * 28 * 28 * 128 * 1000) / (148e12 * 0.58);

    @Test
    void fourH20DoNotFinishInFiveDaysTheirPrefillAloneTakesTenAndAHalf() throws InputException {
        ResolvedPlan rp = PlanResolver.resolve(plan(DOCS_10M), CATALOG, "plan.json");
        Gpu h20 = CATALOG.gpu("h20").orElseThrow();
        // 10^7 items × 0.36397 s ÷ 4 cards ÷ 86,400 = 10.53 days of prefill alone, against 5
        assertEquals(10.53, 1e7 * PREFILL_S / 4 / 86_400, 0.01);
        GpuSizer.Result four = new GpuSizer(CATALOG).fitAt(rp, h20, 4);
        assertNull(four.sizing(), "4 × H20 cannot finish the job in 5 days");
        assertEquals(Rejection.Code.TOO_SLOW, four.rejection().code());
        assertEquals(Targets.NONE, ServingInputs.targets(rp), "a batch job has no latency target");
        assertEquals(5.0, rp.durationDays(), "rented for its deadline");
    }

    @Test
    void theH20CandidateFinishesWithinTheDeadlineAndSaysHowLongThePrefillTakes() {
        Advice a = AdvisorFixture.advise(DOCS_10M);
        Candidate h20 = AdvisorFixture.candidate(a, "h20", RentalMode.HOURLY);
        // 42.1 card-days of prefill need more than 8 cards for 5 days; the next count is two whole servers.
        assertEquals(16, h20.cards());
        ResolvedPlan rp = a.plan();
        BatchRun run = BatchRun.of(rp.workload(), h20.gpu(), h20.deployment().serving(), ServingInputs.load(rp), 1.0,
                10_000_000L);
        // 10^7 × 0.36397 s ÷ 16 copies ÷ 86,400 = 2.633 days of prefill
        assertEquals(1e7 * PREFILL_S / 16 / 86_400, run.prefillDays(), 1e-6);
        assertEquals(2.633, run.prefillDays(), 0.001);
        assertTrue(run.days().central() <= 5, run.days().toString());
        assertTrue(run.days().central() > run.prefillDays(), "decode shares the cards: " + run.days());
        String note = h20.reasons().stream().filter(r -> r.key().equals("reason.batchRun")).map(EN::format)
                .findFirst().orElseThrow();
        assertTrue(note.startsWith("Batch job: 10,000,000 items of 2,000 tokens in and 200 out; the 16 copies finish "
                + "about "), note);
        assertTrue(note.contains("against the 5-day deadline, 2.6 days of it processing the prompts (prefill;"), note);
    }
}
