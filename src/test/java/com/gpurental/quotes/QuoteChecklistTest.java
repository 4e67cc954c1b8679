package com.gpurental.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Checklist items 8 (budget) and 12 (vendor terms) read the recommended quote. */
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
        // 丙 for the 33-day term: 150 × 2 × 33 × 1.06 = ¥10,494; a ¥9,000 monthly budget allows 9,000 × 33 ÷ 30 = ¥9,900.
        ChecklistItem budget = item(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.BING)
                + ",\"budget\":{\"monthlyCny\":9000}", "budget");
        assertEquals("the quote of 丙数据: Over budget: ¥10,494.00 for the 33-day term against ¥9,900.00 (¥9,000.00 a month), "
                + "¥594.00 over.",
                EN.format(budget.evidence()));
        ChecklistItem total = item(QuoteFixture.quotes(QuoteFixture.BING) + ",\"budget\":{\"totalCny\":11000}", "budget");
        assertEquals("the quote of 丙数据: Within budget: ¥10,494.00 for the 33-day term against a total budget of ¥11,000.00 "
                + "(¥506.00 to "
                + "spare).",
                EN.format(total.evidence()));
    }

    @Test
    void theBudgetItemCountsWholeBilledMonthsAsTheAdviceDoes() {
        // 乙 alone: ¥60,000 a month but two whole months (¥120,000) for the 33-day term; a ¥70,000 monthly budget allows
        // ¥77,000 for 33 days, so the term is over although one month is within.
        ChecklistItem budget = item(QuoteFixture.quotes(QuoteFixture.YI) + ",\"budget\":{\"monthlyCny\":70000}", "budget");
        assertTrue(EN.format(budget.evidence()).startsWith("the quote of 乙算力: Over budget: ¥120,000.00 for the 33-day term"),
                EN.format(budget.evidence()));
    }

    @Test
    void vendorTermsAreRecordedOnlyWhenTheQuoteMeetsTheNeed() {
        // 丙: 99.9% availability, cards replaced within 4 h, special invoice, valid until 2026-12-15.
        ChecklistItem vendor = item(QuoteFixture.quotes(QuoteFixture.BING), "vendor");
        assertEquals("the quote of 丙数据 states 99.9% availability, the card replacement time and a special VAT invoice, "
                + "valid until 2026-12-15; read its data-security and early-termination terms too", EN.format(vendor.evidence()));
        // 甲 offers 99.5%, below the 99.9% a chat service needs: left to a manual tick.
        org.junit.jupiter.api.Assertions.assertFalse(vendor.done(), "a help beside item 12: the buyer ticks it");
        assertNull(item(QuoteFixture.quotes(QuoteFixture.JIA), "vendor").evidence());
        assertNull(item("", "vendor").evidence(), "no quotes, nothing established");
    }
}
