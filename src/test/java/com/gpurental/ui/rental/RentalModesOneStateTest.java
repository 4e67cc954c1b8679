package com.gpurental.ui.rental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.RentalMode;
import com.gpurental.plan.Plan;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
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
        assertEquals(EnumSet.of(RentalMode.HOURLY, RentalMode.DAILY, RentalMode.WEEKLY), results.effectiveModes().get());
        assertTrue(results.modeAllowed(RentalMode.HOURLY));
        assertEquals(false, results.modeAllowed(RentalMode.MONTHLY));
    }

    @Test
    void untickingTheHourOnTheResultsKeepsTheOtherContainerModesAndLetsTheAdvisorChoose() {
        UiFixture.seventyBChatHourly(model);
        rental.rentalModeProperty().set(Plan.RentalChoice.HOURLY);
        results.allowMode(RentalMode.MONTHLY, true);
        assertEquals(Plan.RentalChoice.AUTO, rental.rentalModeProperty()
                .get(), "step 4 shows the one state: the advisor chooses");
        assertEquals(EnumSet.of(RentalMode.HOURLY, RentalMode.DAILY, RentalMode.WEEKLY, RentalMode.MONTHLY),
                results.effectiveModes().get());
        // The recommendation's mode is always one the plan allows.
        RentalMode recommended = model.advice().modeAdvice().recommended();
        assertTrue(results.effectiveModes().get().contains(recommended), recommended::toString);
    }

    @Test
    void choosingAWayToRentOnStepFourReplacesTheResultsFilters() {
        UiFixture.seventyBChatHourly(model);
        results.allowMode(RentalMode.HOURLY, false);
        rental.rentalModeProperty().set(Plan.RentalChoice.MONTHLY);
        Set<RentalMode> modes = results.effectiveModes().get();
        assertEquals(EnumSet.of(RentalMode.MONTHLY, RentalMode.QUARTERLY), modes);
        assertEquals(RentalMode.MONTHLY, model.advice().leading().orElseThrow().cost().mode());
    }
}
