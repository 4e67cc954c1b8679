package com.gpurental.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.RecordingDialogs;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.WorkloadModel;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The wizard frame without a toolkit: Next/Back, step states, the language switch, the summary line. */
class ShellViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final ShellViewModel shell = new Wizard(context).shell();

    private Map<Step, StepState> states() {
        Map<Step, StepState> states = new EnumMap<>(Step.class);
        for (Step s : Step.values()) {
            states.put(s, shell.stateOf(s).get());
        }
        return states;
    }

    @Test
    void startsOnTheScenarioWithBackDisabledAndNextEnabled() {
        assertEquals(Step.SCENARIO, shell.current());
        assertTrue(shell.backDisabledProperty().get());
        assertFalse(shell.nextDisabledProperty().get());
    }

    @Test
    void nextAndBackWalkTheStepsInOrder() {
        shell.next();
        assertEquals(Step.MODEL, shell.current());
        shell.next();
        shell.next();
        shell.next();
        assertEquals(Step.BUDGET, shell.current());
        shell.back();
        assertEquals(Step.RENTAL, shell.current());
        assertFalse(shell.backDisabledProperty().get());
    }

    /** File › New (Ctrl+N): the step bar starts again — no green "done" tab left from the plan before. */
    @Test
    void aNewPlanClearsTheDoneTabsOfThePlanBefore() {
        Wizard wizard = new Wizard(context);
        ShellViewModel shell = wizard.shell();
        var results = shell.stateOf(Step.RESULTS);
        for (int i = 0; i < Step.RESULTS.ordinal(); i++) {
            shell.next();
        }
        assertEquals(Step.RESULTS, shell.current());
        shell.goTo(Step.SCENARIO);
        assertEquals(StepState.DONE, results.get());
        assertEquals(StepState.DONE, shell.stateOf(Step.MODEL).get());

        assertTrue(wizard.newPlan());

        assertEquals(StepState.TODO, results.get(), "a binding made before the new plan follows it");
        Map<Step, StepState> states = new EnumMap<>(Step.class);
        for (Step s : Step.values()) {
            states.put(s, s == Step.SCENARIO ? StepState.CURRENT : StepState.TODO);
        }
        Map<Step, StepState> now = new EnumMap<>(Step.class);
        for (Step s : Step.values()) {
            now.put(s, shell.stateOf(s).get());
        }
        assertEquals(states, now);
    }

    @Test
    void nextIsDisabledOnTheLastStep() {
        assertTrue(shell.goTo(Step.CHECKLIST));
        assertTrue(shell.nextDisabledProperty().get());
        shell.next();
        assertEquals(Step.CHECKLIST, shell.current());
    }

    @Test
    void badParameterCountDisablesNextOnTheModelPageAndFixingItEnablesIt() {
        shell.next();
        model.parameters.set("abc");
        assertTrue(shell.nextDisabledProperty().get());
        shell.next();
        assertEquals(Step.MODEL, shell.current(), "Next must not leave a page with a bad input");
        model.parameters.set("-5");
        assertTrue(shell.nextDisabledProperty().get());
        model.parameters.set("70B");
        assertFalse(shell.nextDisabledProperty().get());
        shell.next();
        assertEquals(Step.MEMORY, shell.current());
    }

    @Test
    void aBadFieldMarksItsOwnStepAsProblemAndNoOther() {
        shell.next();
        model.parameters.set("abc");
        Map<Step, StepState> expected = new EnumMap<>(Step.class);
        expected.put(Step.SCENARIO, StepState.DONE);
        expected.put(Step.MODEL, StepState.PROBLEM);
        expected.put(Step.MEMORY, StepState.TODO);
        expected.put(Step.RENTAL, StepState.TODO);
        expected.put(Step.BUDGET, StepState.TODO);
        expected.put(Step.RESULTS, StepState.TODO);
        expected.put(Step.QUOTES, StepState.TODO);
        expected.put(Step.CHECKLIST, StepState.TODO);
        assertEquals(expected, states());
    }

    @Test
    void badHoursMarkTheRentalStepWhileTheUserIsElsewhere() {
        model.hoursPerDay.set("25");
        assertEquals(StepState.PROBLEM, shell.stateOf(Step.RENTAL).get());
        assertEquals(StepState.CURRENT, shell.stateOf(Step.SCENARIO).get());
        assertFalse(shell.nextDisabledProperty().get(), "the scenario page itself is fine");
        assertTrue(shell.goTo(Step.RENTAL), "the bad page itself can be reached to fix it");
        assertTrue(shell.nextDisabledProperty().get());
    }

    @Test
    void theStepBarCannotJumpPastABadPage() {
        model.parameters.set("abc");
        assertFalse(shell.goTo(Step.BUDGET));
        assertEquals(Step.SCENARIO, shell.current());
        assertTrue(shell.goTo(Step.MODEL));
        assertEquals(Step.MODEL, shell.current());
    }

    @Test
    void visitedStepsAreDoneAndLaterOnesToDo() {
        shell.next();
        shell.next();
        assertEquals(StepState.DONE, shell.stateOf(Step.SCENARIO).get());
        assertEquals(StepState.DONE, shell.stateOf(Step.MODEL).get());
        assertEquals(StepState.CURRENT, shell.stateOf(Step.MEMORY).get());
        assertEquals(StepState.TODO, shell.stateOf(Step.RENTAL).get());
        shell.back();
        assertEquals(StepState.DONE, shell.stateOf(Step.MEMORY).get(), "a step once visited stays done");
    }

    @Test
    void pageProblemSaysWhyNextIsDisabledInTheCurrentLanguage() {
        shell.next();
        assertEquals("", shell.pageProblem().get());
        model.parameters.set("abc");
        assertEquals("Fix the marked fields to continue.", shell.pageProblem().get());
        shell.switchLanguage(Messages.ZH);
        assertEquals("请先修正标红的字段再继续。", shell.pageProblem().get());
    }

    @Test
    void stepTitlesAreNumberedAndFollowTheLanguage() {
        assertEquals("2. Model size", shell.stepTitle(Step.MODEL).get());
        shell.switchLanguage(Messages.ZH);
        assertEquals("2. 模型规模", shell.stepTitle(Step.MODEL).get());
    }

    /** Issue 33: a recommendation in the header before any input was a guess the buyer had not asked for. */
    @Test
    void theHeaderShowsNoRecommendationBeforeAnyInputNorAfterANewPlan() {
        Wizard wizard = new Wizard(context);
        assertEquals("", wizard.shell().summary().get());
        UiFixture.seventyBChatHourly(model);
        assertEquals("Now: Rent 1 server with 2 × NVIDIA H20 96GB, container by the hour, ¥8,928.00 per month",
                wizard.shell().summary().get());
        ((RecordingDialogs) context.dialogs()).confirmAnswer = Optional.of(false); // don't save
        assertTrue(wizard.newPlan());
        assertEquals("", wizard.shell().summary().get());
        // The buyer goes on without giving the load: step 2 marks 每人每小时请求数 必填, and the scenario's default in
        // flight is no answer of hers yet (audit 33 §12: 8 × RTX 4090, ¥7,920 a month, beside the empty field).
        wizard.shell().next();
        assertEquals("Give the people using the service and their requests per hour on step 2 (Model size) to see a "
                + "recommendation here", wizard.shell().summary().get());
        wizard.shell().switchLanguage(Messages.ZH);
        assertEquals("在第 2 步（模型规模）填写使用人数和每人每小时请求数后，这里显示推荐", wizard.shell().summary().get());
        model.people.set("200");
        assertEquals("请先修正标红的字段：当前推荐和费用会随之更新。", wizard.shell().summary().get(),
                "people without their requests an hour: the field is marked red (LoadResolver), still no answer");
        model.requestsPerHour.set("6");
        assertTrue(wizard.shell().summary().get().startsWith("当前推荐："), wizard.shell().summary().get());
    }

    @Test
    void summaryNamesTheLeadingConfigurationAndItsMonthlyCost() {
        UiFixture.seventyBChatHourly(model);
        // docs/domain.md §3: 2 × H20 container 720 h = ¥8,928.
        assertEquals("Now: Rent 1 server with 2 × NVIDIA H20 96GB, container by the hour, ¥8,928.00 per month", shell.summary()
                .get());
        model.precision.set(Precision.INT8);
        assertEquals("Now: Rent 1 × NVIDIA H20 96GB, container by the hour, ¥4,464.00 per month", shell.summary().get());
    }

    /**
     * The inspection preset's 10 MB image over the default 100 Mbit/s line takes 800 ms of its 200 ms target: the
     * header says the engine's answer, hardware at the line, not a rental; a 10 Gbit/s line (8 ms) is rented again.
     */
    @Test
    void anInspectionLineNoDataCentreCanServeIsSummedUpAsOnSiteHardware() {
        model.applyPreset("vision-inspection");
        assertEquals("Now: on-site hardware, 2 × NVIDIA GeForce RTX 4090 class next to the line", shell.summary().get());
        model.linkMbps.set("10000");
        assertTrue(shell.summary().get().startsWith("Now: Rent 1 server with 2 × "), shell.summary().get());
    }

    @Test
    void aJobShorterThanAMonthIsSummedUpByItsTermsCostNotAMonthItNeverRents() {
        UiFixture.seventyBChatHourly(model);
        model.durationDays.set("5");
        // 2 × H20 by the hour at ¥6.20 a card-hour (¥8,928 ÷ 2 cards ÷ 720 h); 5 days + the 10 % buffer of a job = 5.5
        // days billed, a 6-day term as Results states it: 2 × 24 h × 5.5 days × ¥6.20 = ¥1,636.80
        assertEquals("Now: Rent 1 server with 2 × NVIDIA H20 96GB, container by the hour, ¥1,636.80 for 6 days",
                shell.summary().get());
        shell.switchLanguage(Messages.ZH);
        assertTrue(shell.summary().get().endsWith("容器按小时，6 天共 ¥1,636.80"), shell.summary().get());
    }

    @Test
    void whileAFieldIsInvalidTheSummaryShowsNoFigureOfTheLastValidInput() {
        UiFixture.seventyBChatHourly(model);
        model.hoursPerDay.set("2");
        assertEquals("Now: Rent 1 server with 2 × NVIDIA H20 96GB, container by the hour, ¥744.00 per month", shell.summary()
                .get());
        model.hoursPerDay.set("25"); // the next keystroke of "24"… one too many: 2–24 allowed
        assertEquals("Fix the field marked red: the recommendation and its cost update then.", shell.summary().get());
        model.hoursPerDay.set("24");
        assertEquals("Now: Rent 1 server with 2 × NVIDIA H20 96GB, container by the hour, ¥8,928.00 per month", shell.summary()
                .get());
    }

    @Test
    void switchingLanguageKeepsEveryInputAndIsRemembered() {
        UiFixture.seventyBChatHourly(model);
        model.budget.set("5000");
        var before = model.snapshot().plan();
        shell.switchLanguage(Messages.ZH);
        assertEquals(Locale.SIMPLIFIED_CHINESE, shell.language());
        assertTrue(context.messages().isChinese());
        assertEquals(Messages.ZH, context.settings().languageOr(Messages.EN));
        assertEquals(before, model.snapshot().plan());
        assertEquals("70B", model.parameters.get());
        shell.switchLanguage(Messages.EN);
        assertEquals(Messages.EN, context.settings().languageOr(Messages.ZH));
        assertEquals(before, model.snapshot().plan());
    }

    @Test
    void switchingToTheCurrentLanguageChangesNothing() {
        Messages before = context.messages();
        shell.switchLanguage(Locale.ENGLISH);
        assertTrue(before == context.messages(), "the texts must not be rebuilt for nothing");
    }

    @Test
    void generalErrorIsEmptyWhenEveryProblemBelongsToAField() {
        model.parameters.set("abc");
        assertEquals("", shell.generalError().get());
    }
}
