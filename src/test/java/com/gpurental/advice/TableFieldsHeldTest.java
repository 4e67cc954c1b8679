package com.gpurental.advice;

import static com.gpurental.advice.AdvisorFixture.CATALOG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.json.InputException;
import com.gpurental.plan.Plan;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The resolver holds every number of the field table to its field's range in one loop (issue 35): a plan built in code
 * reaches it without the plan reader's check, so a field refused by the reader is refused here too, with the reader's
 * message, and a value refused on its resolved value (the context) is not refused twice.
 */
class TableFieldsHeldTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    @Test
    void everyTableFieldIsHeldToItsRangeInAPlanBuiltInCode() {
        // InputLimits.HOURS_PER_DAY: more than 0, up to 24 (e.g. 8); MICRO_BATCH: 1 to 4,096 (e.g. 1); PEAK_DAYS: 1 to
        // 3,650 (e.g. 14)
        Plan plan = Plan.empty().withTraining(new Plan.Training(null, null, null, 0, null, null))
                .withRental(new Plan.Rental(null, null, 30.0, null, null, null, new Plan.Peak(4000, null, null)));
        InputException e = assertThrows(InputException.class, () -> PlanResolver.resolve(plan, CATALOG, "plan.json"));
        assertEquals(List.of("training.microBatch", "rental.hoursPerDay", "rental.peak.days"),
                e.problems().stream().map(p -> p.path()).toList());
        assertEquals(List.of(
                "plan.json: training.microBatch: Micro-batch: 0 is outside the valid range 1 to 4,096 (e.g. 1).",
                "plan.json: rental.hoursPerDay: Hours of use per day: 30 is outside the valid range: more than 0, up to 24 (e.g. "
                        + "8).",
                "plan.json: rental.peak.days: Peak days: 4000 is outside the valid range 1 to 3,650 (e.g. 14)."),
                List.of(e.render(EN).split(System.lineSeparator())));
    }

    @Test
    void aContextRefusedOnItsResolvedValueIsRefusedOnce() {
        Plan plan = Plan.empty().withInference(new Plan.Inference(2_000_000, null, null));
        InputException e = assertThrows(InputException.class, () -> PlanResolver.resolve(plan, CATALOG, "plan.json"));
        assertEquals(List.of("inference.contextTokens"), e.problems().stream().map(p -> p.path()).toList());
    }
}
