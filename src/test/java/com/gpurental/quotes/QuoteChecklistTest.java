package com.gpurental.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.advice.Advice;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Checklist items 8 (budget) and 12 (vendor terms) read the recommended quote (issue 11). */
class QuoteChecklistTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);

    private static ChecklistItem item(String extra, String id) {
        Advice a = QuoteFixture.advise(QuoteFixture.plan(extra));
        QuoteComparison q = a.quotes();
        List<ChecklistItem> items = Checklist.items(a, List.of(), ChecklistState.EMPTY, q);
        return items.stream().filter(i -> i.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void theBudgetItemChecksTheRecommendedQuote() {
        // 丙 per 30 days: 150 × 2 × 30 × 1.06 = ¥9,540, over a ¥9,000 monthly budget.
        ChecklistItem budget = item(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.BING) + ",\"budget\":{\"monthlyCny\":9000}", "budget");
        assertEquals("the quote of 丙数据 costs ¥9,540 per 30 days, over the monthly budget of ¥9,000", EN.format(budget.evidence()));
        ChecklistItem total = item(QuoteFixture.quotes(QuoteFixture.BING) + ",\"budget\":{\"totalCny\":11000}", "budget");
        assertEquals("the quote of 丙数据 costs ¥10,494 for the term, within the budget of ¥11,000", EN.format(total.evidence()));
    }

    @Test
    void vendorTermsAreRecordedOnlyWhenTheQuoteMeetsTheNeed() {
        // 丙: 99.9% availability, cards replaced within 4 h, special invoice, valid until 2026-12-15.
        ChecklistItem vendor = item(QuoteFixture.quotes(QuoteFixture.BING), "vendor");
        assertEquals("the quote of 丙数据 states 99.9% availability, the card replacement time and a special VAT invoice, "
                + "valid until 2026-12-15; read its data-security and early-termination terms too", EN.format(vendor.evidence()));
        // 甲 offers 99.5%, below the 99.9% a chat service needs: left to a manual tick.
        assertNull(item(QuoteFixture.quotes(QuoteFixture.JIA), "vendor").evidence());
        assertNull(item("", "vendor").evidence(), "no quotes, nothing established");
    }
}
