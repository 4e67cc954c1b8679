package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.RentalMode;
import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.rental.RentalPageViewModel;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 31, B1: a batch plan (items, tokens in and out, a deadline; no {@code rental} section) opened in the app showed a
 * 30-day term, the general inference preset's, where the headless {@code advise} rents it for its 10-day deadline
 * (docs/domain.md §9.4): the screen said ¥14,342.40 for 4 × A800 and the CLI ¥4,780.80, and the plan saved again carried
 * {@code "durationDays": 30}.
 */
class BatchPlanTermTest {

    /** Qwen3-235B-A22B at FP8, 2,000,000 items of 2,000 tokens in and 200 out within 10 days; no rental section. */
    static final String BATCH_235B = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
            + "\"preset\":\"llm-inference\",\"model\":{\"id\":\"qwen3-235b-a22b\"},\"precision\":\"fp8\","
            + "\"batch\":{\"items\":2000000,\"inputTokens\":2000,\"outputTokens\":200,\"deadlineDays\":10}}";

    static Plan plan(String json) throws InputException {
        return PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8));
    }

    private static Candidate a800Hourly(Advice a) {
        return a.candidates().stream().filter(c -> c.gpu().id().equals("a800-80g") && c.cost().mode() == RentalMode.HOURLY)
                .findFirst().orElseThrow(() -> new AssertionError(a.candidates().stream()
                        .map(c -> c.gpu().id() + " " + c.cost().mode()).toList()));
    }

    @Test
    void theAppRentsABatchPlanForItsDeadlineAsTheHeadlessAdviceDoes() throws InputException {
        Plan plan = plan(BATCH_235B);
        // what `advise plan.json` prints: the engine on the plan as read
        Advice cli = new Advisor(UiFixture.CATALOG, UiFixture.PRICE_DATE).advise(plan);
        WorkloadModel model = UiFixture.context().model();

        model.load(plan);

        assertEquals(Map.of(), model.errors());
        Advice app = model.advice();
        assertEquals(10.0, cli.term().taskDays(), 0.0);
        assertEquals(cli.term().taskDays(), app.term().taskDays(), 0.0);
        assertEquals(cli.term().billableDays(), app.term().billableDays());
        // 4 × A800 by the hour at ¥4.98 a card-hour (catalog.json) × 24 h × 10 days = ¥4,780.80, not 30 days' ¥14,342.40
        assertEquals(0, new BigDecimal("4780.80").compareTo(a800Hourly(cli).cost().termCostCny().amount()));
        assertEquals(0, a800Hourly(cli).cost().termCostCny().compareTo(a800Hourly(app).cost().termCostCny()));
        // the term field is left blank: the deadline decides it, as in the file
        assertEquals("", model.durationDays.get());
        assertEquals("10", model.batchDeadlineDays.get());
        assertEquals(true, model.batchJob.get(), "step 2 asks for the batch job");
    }

    @Test
    void theRentalPageSaysTheBlankTermIsTheDeadline() throws InputException {
        AppContext context = UiFixture.context();
        RentalPageViewModel page = new RentalPageViewModel(context);

        context.model().load(plan(BATCH_235B));

        assertEquals("empty = the deadline (10 days)", page.durationPrompt().get());
        // a batch job is rented for its deadline without a buffer (ResolvedPlan.defaultBufferPercent: 0 for a service)
        assertEquals("Billable term: 10 days (10 task days + 0% buffer)", page.termText().get());
        assertEquals("0% by default (batch job)", page.bufferPrompt().get());
        assertEquals(false, page.peakWindowShown().get(), "a batch job has no peak");
    }

    @Test
    void aBatchPlanSavedFromTheAppCarriesNoInventedTermAndReopensUnchanged() throws InputException {
        Plan plan = plan(BATCH_235B);
        WorkloadModel model = UiFixture.context().model();
        model.load(plan);

        Plan saved = model.snapshot().plan();

        assertNull(saved.rental().durationDays(), "no 30-day term of the preset's");
        assertEquals(new Plan.Batch(2_000_000, 2000, 200, 10.0), saved.inference().batch());
        Plan reread = plan(PlanJson.write(saved));
        WorkloadModel other = UiFixture.context().model();
        other.load(reread);
        assertEquals(saved, other.snapshot().plan());
        assertEquals(model.advice().term(), other.advice().term());
    }

    @Test
    void aBatchJobAndAPeakWindowSurviveTheWizardInputs() throws InputException {
        // the plan's batch (inference.batch) and peak window (rental.peak) read into the wizard's fields and back
        Plan plan = plan("{\"format\":\"gpu-rental-plan\",\"version\":1,\"scenario\":\"inference\","
                + "\"preset\":\"chat-inference\",\"batch\":{\"items\":2000000,\"inputTokens\":2000,\"outputTokens\":200,"
                + "\"deadlineDays\":10},\"rental\":{\"mode\":\"hybrid\",\"peak\":{\"days\":3,\"hoursPerDay\":14,"
                + "\"multiple\":2}}}");
        WorkloadModel model = UiFixture.context().model();

        model.load(plan);

        assertEquals(Map.of(), model.errors());
        assertEquals("2000000", model.batchItems.get());
        assertEquals("2000", model.batchInputTokens.get());
        assertEquals("200", model.batchOutputTokens.get());
        assertEquals("10", model.batchDeadlineDays.get());
        assertEquals("3", model.peakDays.get());
        assertEquals("14", model.peakWindowHours.get());
        assertEquals("2", model.peakMultiple.get());
        Plan saved = model.snapshot().plan();
        assertEquals(plan.inference().batch(), saved.inference().batch());
        assertEquals(plan.rental().peak(), saved.rental().peak());
        assertNull(saved.rental().durationDays());
        WorkloadModel other = UiFixture.context().model();
        other.load(plan(PlanJson.write(saved)));
        assertEquals(saved, other.snapshot().plan());
    }
}
