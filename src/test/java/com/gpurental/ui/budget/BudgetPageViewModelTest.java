package com.gpurental.ui.budget;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.BudgetCheck;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.Suggestion;
import com.gpurental.sizing.Precision;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.model.BudgetKind;
import com.gpurental.ui.model.WorkloadModel;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Step 5 without a toolkit: within / over, the leading costs, and one-click suggestions. */
class BudgetPageViewModelTest {

    private final AppContext context = UiFixture.context();
    private final WorkloadModel model = context.model();
    private final BudgetPageViewModel page = new BudgetPageViewModel(context);

    @BeforeEach
    void seventyB() {
        // docs/domain.md §3: 2 × H20 by the hour, 720 h = ¥8,928 a month.
        UiFixture.seventyBChatHourly(model);
    }

    @Test
    void aBudgetThatIsNotANumberGetsNoVerdictFromTheLastValidOne() {
        model.budget.set("9000");
        assertEquals(BudgetCheck.Status.WITHIN, page.statusProperty().get());
        model.budget.set("abc");
        assertEquals(BudgetCheck.Status.UNKNOWN, page.statusProperty().get());
        assertEquals("Fix the field marked red to check the budget.", page.statusText().get());
        Candidate first = page.leadingProperty().get().get(0);
        assertEquals(null, page.withinBudget(first), "no yes or no in the table either");
        model.budget.set("9000");
        assertEquals(Boolean.TRUE, page.withinBudget(page.leadingProperty().get().get(0)));
    }

    /** The suggestions were made for the last valid budget: while the field reads "abc" none can be applied. */
    @Test
    void whileTheBudgetIsUnreadableNoSuggestionCanBeApplied() {
        model.budget.set("5000");
        List<Suggestion> made = page.suggestionsProperty().get();
        assertFalse(made.isEmpty());
        assertFalse(page.suggestionsStale().get());
        model.budget.set("abc");
        assertTrue(page.suggestionsStale().get());
        Suggestion int8 = made.stream().filter(x -> x.plan().precision() == Precision.INT8).findFirst().orElseThrow();
        page.apply(int8);
        assertEquals(Precision.FP16, model.precision.get(), "not applied");
        assertEquals("abc", model.budget.get(), "the typed text stays for the user to correct");
        model.budget.set("5000");
        assertFalse(page.suggestionsStale().get());
    }

    /** Nothing says "within budget" of a budget that does not read: the suggestions lose their verdict with it. */
    @Test
    void whileTheBudgetIsUnreadableTheSuggestionsHaveNoVerdict() {
        model.budget.set("5000");
        Suggestion int8 = page.suggestionsProperty().get().stream()
                .filter(x -> x.plan().precision() == Precision.INT8).findFirst().orElseThrow();
        assertEquals(Boolean.TRUE, page.withinBudget(int8));
        model.budget.set("abc");
        assertEquals(null, page.withinBudget(int8));
        model.budget.set("5000");
        assertEquals(Boolean.TRUE, page.withinBudget(int8));
    }

    @Test
    void noBudgetSaysSo() {
        assertEquals(BudgetCheck.Status.UNKNOWN, page.statusProperty().get());
        assertEquals("No budget entered: enter one to check the options against it.", page.statusText().get());
        assertTrue(page.isValid());
    }

    @Test
    void monthlyBudgetAboveTheCostIsWithin() {
        page.budgetProperty().set("10,000");
        assertEquals(BudgetCheck.Status.WITHIN, page.statusProperty().get());
        assertEquals("Within budget: ¥9,820.80 for the 33-day term against ¥11,000.00 (¥10,000.00 a month).", page.statusText()
                .get());
        assertTrue(page.suggestionsProperty().get().isEmpty());
    }

    @Test
    void monthlyBudgetBelowTheCostIsOverByTheDifference() {
        page.budgetProperty().set("5000");
        assertEquals(BudgetCheck.Status.OVER, page.statusProperty().get());
        // The whole 33-day term (¥9,820.80) against ¥5,000 × 33 / 30 = ¥5,500: ¥4,320.80 over.
        // every change that fits gives up part of the need, so the banner says nothing fits, with the gap
        assertEquals("Nothing fits the budget: ¥5,000.00 a month, ¥5,500.00 for the 33-day term; the first choice that meets the "
                + "need is 2 × NVIDIA H20 96GB (container by the hour) at ¥9,820.80 for the term, ¥4,320.80 over.",
                page.statusText().get());
        context.messagesProperty().set(Messages.forLocale(Messages.ZH));
        assertEquals("没有方案在预算之内：每月预算 ¥5,000.00，33 天租期的预算 ¥5,500.00；能满足需求的首选方案是 2 张 NVIDIA H20 96GB（容器按小时），租期费用 ¥9,820.80，差额 "
                + "¥4,320.80。", page.statusText().get());
    }

    @Test
    void totalBudgetIsCheckedAgainstTheWholeTerm() {
        page.budgetKindProperty().set(BudgetKind.TOTAL);
        page.budgetProperty().set("10000");
        // 6.20 × 2 × 24 h × 33 billable days = ¥9,820.80.
        assertEquals("Within budget: ¥9,820.80 for the 33-day term against a total budget of ¥10,000.00 (¥179.20 to spare).",
                page.statusText().get());
        page.budgetProperty().set("9000");
        // every change that fits gives up part of the need, so the banner says nothing fits, with the gap
        assertEquals("Nothing fits the budget: ¥9,000.00 in total for the 33-day term; the first choice that meets the need is 2 "
                + "× NVIDIA H20 96GB (container by the hour) at ¥9,820.80 for the term, ¥820.80 over.", page.statusText().get());
    }

    @Test
    void leadingOptionsAreAtMostFiveBestFirst() {
        List<Candidate> leading = page.leadingProperty().get();
        // By the hour, 2 × H20, 8 × RTX 4090, 4 × A800 and 8 × RTX 5090; 16 × A10 beside 2 × H20 are left out
        // as no real alternative, so four of the five places are taken.
        assertEquals(4, model.advice().candidates().size());
        assertEquals(Math.min(BudgetPageViewModel.SHOWN_CANDIDATES, model.advice().candidates().size()), leading.size());
        assertEquals("h20", leading.get(0).gpu().id());
        assertEquals(model.advice().candidates().subList(0, leading.size()), leading);
    }

    @Test
    void aBudgetInWordsIsAProblemAtTheBudgetField() {
        // 一万 is read since Chinese numerals are (issue 33); words that are no number are still a problem
        page.budgetProperty().set("很多");
        assertFalse(page.isValid());
        assertEquals("Budget: \"很多\" is not a number (e.g. 8,928).", page.errorText(WorkloadModel.F_BUDGET).get());
    }

    @Test
    void applyingTheInt8SuggestionUpdatesTheModelAndTheAdvice() {
        page.budgetProperty().set("5000");
        Suggestion int8 = page.suggestionsProperty().get().stream()
                .filter(s -> s.plan().precision() == Precision.INT8).findFirst().orElseThrow();
        // docs/domain.md §3: at INT8 the 70B model fits one H20: 6.20 × 1 × 720 = ¥4,464 a month, ¥4,910.40 for 33 days,
        // within ¥5,000 × 33 / 30 = ¥5,500.
        assertEquals(new BigDecimal("4464.00"), int8.monthlyCostCny().amount());
        assertTrue(int8.withinBudget());
        page.apply(int8);
        assertEquals(Precision.INT8, model.precision.get());
        assertEquals("5000", model.budget.get(), "the budget stays");
        assertEquals("70B", model.parameters.get(), "the model stays");
        assertEquals(BudgetCheck.Status.WITHIN, page.statusProperty().get());
        Candidate leading = model.advice().leading().orElseThrow();
        assertEquals("h20", leading.gpu().id());
        assertEquals(1, leading.cards());
        assertEquals("Within budget: ¥4,910.40 for the 33-day term against ¥5,500.00 (¥5,000.00 a month).", page.statusText()
                .get());
    }

    @Test
    void everySuggestionDeliversTheCostItPromises() {
        page.budgetProperty().set("5000");
        List<Suggestion> suggestions = page.suggestionsProperty().get();
        assertFalse(suggestions.isEmpty());
        for (Suggestion s : suggestions) {
            AppContext fresh = UiFixture.context();
            new BudgetPageViewModel(fresh).apply(s);
            boolean delivered = fresh.model().advice().candidates().stream().anyMatch(c -> c.gpu().id().equals(s.gpuId())
                    && c.cards() == s.cards() && c.cost().mode() == s.mode()
                    && c.cost().monthlyCostCny().compareTo(s.monthlyCostCny()) == 0);
            assertTrue(delivered, () -> UiFixture.EN.format(s.description()) + " promised " + s.monthlyCostCny());
        }
    }
}
