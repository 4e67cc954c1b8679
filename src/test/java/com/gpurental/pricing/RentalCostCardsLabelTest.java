package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Offer;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * The cards cell of every rental table: a server price paid for fewer cards than the server holds says that the
 * whole server is billed, in the engine's one message.
 */
class RentalCostCardsLabelTest {

    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Term THIRTY_DAYS = Term.forTask(30);

    /**
     * The catalog's offer as a vendor quote that does not say whether a share of a server is rented (sharesRented null),
     * which bills whole servers (docs/domain.md §3.8); the bundled offers from seed 003's table state pro-rata shares
     * (issue 32), so the whole-server labels are checked on such a quote.
     */
    private static Offer offer(String id) {
        Offer o = CatalogLoader.bundled().offers().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        return new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(), o.asOf(), o.notes(), false, null);
    }

    private static String zh(Message m) {
        return ZH.format(m);
    }

    @Test
    void oneCardOnAnEightCardServerMonthSaysTheWholeServerIsBilled() {
        // The RTX 4090 month is ¥7,920 for an 8-card server, on a quote that does not say a share is rented.
        RentalCost q = CostCalculator.quote(offer("rtx-4090-baremetal-monthly"), 1, THIRTY_DAYS, 24);
        assertEquals(8, q.billedCards());
        assertEquals(new BigDecimal("7920.00"), q.monthlyCostCny().amount());
        assertEquals("1（按 8 卡整机计价）", zh(q.cardsLabel()));
        assertEquals("1 (billed as the whole 8-card server)", EN.format(q.cardsLabel()));
    }

    @Test
    void cardsOverOneServerNameTheServersBilledAndAFullServerJustItsCards() {
        Offer server = offer("rtx-5090-baremetal-monthly");
        RentalCost nine = CostCalculator.quote(server, 9, THIRTY_DAYS, 24);
        assertEquals(16, nine.billedCards());
        assertEquals("9（按 2 台 8 卡整机计价）", zh(nine.cardsLabel()));
        assertEquals("9 (billed as 2 whole 8-card servers)", EN.format(nine.cardsLabel()));
        RentalCost eight = CostCalculator.quote(server, 8, THIRTY_DAYS, 24);
        assertEquals(8, eight.billedCards());
        assertEquals("8", zh(eight.cardsLabel()));
        assertEquals("8", EN.format(eight.cardsLabel()));
    }

    @Test
    void cardsRentedSinglyAreJustTheirNumberAndAHybridAddsItsPeak() {
        RentalCost hourly = CostCalculator.quote(offer("rtx-4090-container-hourly"), 1, THIRTY_DAYS, 24);
        assertEquals(1, hourly.billedCards());
        assertEquals("1", EN.format(hourly.cardsLabel()));
        RentalCost hybrid = CostCalculator.hybrid(offer("rtx-4090-baremetal-monthly"), offer("rtx-4090-container-hourly"),
                1, 2, 8, THIRTY_DAYS);
        assertEquals("1（按 8 卡整机计价） + 高峰 2", zh(hybrid.cardsLabel()));
        assertEquals("1 (billed as the whole 8-card server) + 2 at peaks", EN.format(hybrid.cardsLabel()));
    }
}
