package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Plan;
import com.gpurental.pricing.QuoteMode;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.results.ResultsPageViewModel;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * "One rental choice, not two": step 4's way of renting and the results page's mode filters are one state,
 * the one the engine resolved (the advice's allowed modes), shown the same on both pages.
 */
class RentalModesOneStateTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final RentalPageViewModel rental = new RentalPageViewModel(context);
    private final ResultsPageViewModel results = new ResultsPageViewModel(context);

    @Test
    void containersByTheHourOnStepFourAreTheOnlyModesTickedOnTheResults() {
        UiFixture.seventyBChatHourly(model);
        rental.rentalModeProperty().set(Plan.RentalChoice.HOURLY);
        // Before: every results box stayed ticked while bare-metal was silently left out.
        assertEquals(EnumSet.of(QuoteMode.HOURLY, QuoteMode.DAILY, QuoteMode.WEEKLY), results.effectiveModes().get());
        assertTrue(results.modeAllowed(QuoteMode.HOURLY));
        assertEquals(false, results.modeAllowed(QuoteMode.MONTHLY));
    }

    @Test
    void untickingTheHourOnTheResultsKeepsTheOtherContainerModesAndLetsTheAdvisorChoose() {
        UiFixture.seventyBChatHourly(model);
        rental.rentalModeProperty().set(Plan.RentalChoice.HOURLY);
        results.allowMode(QuoteMode.MONTHLY, true);
        assertEquals(Plan.RentalChoice.AUTO, rental.rentalModeProperty().get(), "step 4 shows the one state: the advisor chooses");
        assertEquals(EnumSet.of(QuoteMode.HOURLY, QuoteMode.DAILY, QuoteMode.WEEKLY, QuoteMode.MONTHLY),
                results.effectiveModes().get());
        // The recommendation's mode is always one the plan allows.
        QuoteMode recommended = model.advice().modeAdvice().recommended();
        assertTrue(results.effectiveModes().get().contains(recommended), recommended::toString);
    }

    @Test
    void choosingAWayToRentOnStepFourReplacesTheResultsFilters() {
        UiFixture.seventyBChatHourly(model);
        results.allowMode(QuoteMode.HOURLY, false);
        rental.rentalModeProperty().set(Plan.RentalChoice.MONTHLY);
        Set<QuoteMode> modes = results.effectiveModes().get();
        assertEquals(EnumSet.of(QuoteMode.MONTHLY, QuoteMode.QUARTERLY), modes);
        assertEquals(QuoteMode.MONTHLY, model.advice().leading().orElseThrow().quote().mode());
    }
}
