package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.InterconnectType;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.ScalingTable;
import com.gpurental.catalog.Source;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The one place that picks the offer pricing a GPU (issue 35: a direct test of the stage). Figures from the frozen
 * test catalog (src/test/resources/catalog.json, as of 2026-11-01) or from the offers written here.
 */
class OfferBookTest {

    private static final Catalog CATALOG = CatalogLoader.bundled();
    private static final Source QUOTE = new Source("test quote", null, Confidence.S, List.of());
    private static final LocalDate DAY = LocalDate.of(2026, 11, 1);

    private static Offer offer(String id, RentalMode mode, String price, int perCards) {
        return new Offer(id, "rtx-4090", mode, new BigDecimal(price), perCards, QUOTE, DAY, LocalizedText.EMPTY);
    }

    /** The test catalog's cards with only {@code offers}. */
    private static OfferBook book(Offer... offers) {
        List<ScalingTable> scaling = Arrays.stream(InterconnectType.values())
                .map(t -> CATALOG.scalingTable(t).orElseThrow()).toList();
        return OfferBook.of(new Catalog("test", CATALOG.asOf(), CATALOG.gpus(), List.of(offers), CATALOG.models(),
                CATALOG.scenarios(), scaling));
    }

    @Test
    void theCheapestOfferOfEachModePricesTheGpu() {
        // catalog.json: rtx-4090-container-hourly ¥1.96 and rtx-4090-console-hourly ¥1.98 a card-hour; one
        // bare-metal month of the 8-card server ¥7,920
        OfferBook.GpuOffers rtx = OfferBook.of(CATALOG).forGpu("rtx-4090");
        assertTrue(rtx.priced());
        assertEquals("rtx-4090-container-hourly", rtx.hourly().id());
        assertEquals("rtx-4090-baremetal-monthly", rtx.bareMetal().id());
        assertEquals(List.of(RentalMode.HOURLY, RentalMode.MONTHLY), rtx.perMode().stream().map(Offer::mode).toList());
    }

    @Test
    void theBreakEvenBillsTheWholeServerOfAnOfferThatDoesNotRentShares() {
        // the market list's figures (catalog.json): ¥7,920 a month for an 8-card server, ¥1.96 a card-hour
        Offer hour = offer("hour", RentalMode.HOURLY, "1.96", 1);
        Offer wholeServers = offer("server", RentalMode.MONTHLY, "7920", 8);
        OfferBook.GpuOffers whole = book(wholeServers, hour).forGpu("rtx-4090");
        // one card billing the whole server: ¥7,920 ÷ ¥1.96 = 4,040.8 h (beyond the 720 h of a month)
        assertEquals(new BigDecimal("4040.8"), whole.breakEven(1).hoursPerMonth());
        assertTrue(whole.breakEven(1).hourlyCheaperAtAnyUse());
        // all 8 cards: ¥7,920 ÷ (8 × ¥1.96) = 505.1 h
        assertEquals(new BigDecimal("505.1"), whole.breakEven(8).hoursPerMonth());
        assertFalse(whole.breakEven(8).hourlyCheaperAtAnyUse());
        // the same server where a share is rented pro rata: one card's ¥990 ÷ ¥1.96 = 505.1 h
        Offer shares = new Offer("shares", "rtx-4090", RentalMode.MONTHLY, new BigDecimal("7920"), 8, QUOTE, DAY,
                LocalizedText.EMPTY, false, true);
        assertEquals(new BigDecimal("505.1"), book(shares, hour).forGpu("rtx-4090").breakEven(1).hoursPerMonth());
    }

    @Test
    void aGpuWithoutPricesHasNoOffersAndNoBreakEven() {
        OfferBook.GpuOffers none = OfferBook.of(CATALOG).forGpu("no-such-gpu");
        assertFalse(none.priced());
        assertEquals(List.of(), none.perMode());
        assertNull(none.hourly());
        assertNull(none.bareMetal());
        assertNull(none.breakEven(1));
        assertEquals(List.of(), none.quotes(EnumSet.allOf(RentalMode.class), 1, Term.forTask(30), 24, 1, 4));
    }

    @Test
    void offersAreComparedPerCardAndATieKeepsTheFirstInCatalogOrder() {
        // ¥8,000 for 8 cards is ¥1,000 a card: the single card at ¥990 is cheaper although its price is lower per offer
        Offer server = offer("server", RentalMode.MONTHLY, "8000", 8);
        Offer single = offer("single", RentalMode.MONTHLY, "990", 1);
        assertEquals("single", book(server, single).forGpu("rtx-4090").bareMetal().id());
        // ¥7,920 for 8 cards is ¥990 a card, the same as the single card: the first one listed wins
        Offer sameRate = offer("same-rate", RentalMode.MONTHLY, "7920", 8);
        assertEquals("same-rate", book(sameRate, single).forGpu("rtx-4090").bareMetal().id());
        assertEquals("single", book(single, sameRate).forGpu("rtx-4090").bareMetal().id());
        assertEquals(0, OfferBook.perCardCompare(sameRate, single));
        assertTrue(OfferBook.perCardCompare(server, single) > 0);
    }

    @Test
    void aQuarterCountsAsThreeMonthsWhenTheBareMetalOfferIsChosen() {
        // ¥2,700 a quarter = ¥900 a month, below the ¥990 month: the quarter is the bare-metal offer
        Offer month = offer("month", RentalMode.MONTHLY, "990", 1);
        Offer quarter = offer("quarter", RentalMode.QUARTERLY, "2700", 1);
        Offer hour = offer("hour", RentalMode.HOURLY, "1.96", 1);
        OfferBook.GpuOffers o = book(month, quarter, hour).forGpu("rtx-4090");
        assertEquals("quarter", o.bareMetal().id());
        assertEquals(List.of("hour", "month", "quarter"), o.perMode().stream().map(Offer::id).toList());
        // ¥900 ÷ ¥1.96 = 459.2 h
        assertEquals(new BigDecimal("459.2"), o.breakEven(1).hoursPerMonth());
        // ¥3,000 a quarter = ¥1,000 a month: now the month is cheaper
        Offer dearQuarter = offer("dear-quarter", RentalMode.QUARTERLY, "3000", 1);
        assertEquals("month", book(month, dearQuarter, hour).forGpu("rtx-4090").bareMetal().id());
    }

    @Test
    void quotesCoverTheAllowedModesAndAHybridOnlyWithAPeak() {
        OfferBook.GpuOffers o = book(offer("month", RentalMode.MONTHLY, "990", 1), offer("hour", RentalMode.HOURLY, "1.96", 1))
                .forGpu("rtx-4090");
        Term term = Term.forTask(20); // 20 days + 10 % = 22 days
        assertEquals(22, term.billableDays());
        Set<RentalMode> all = EnumSet.allOf(RentalMode.class);
        List<RentalCost> quotes = o.quotes(all, 1, term, 24, 1, 4);
        assertEquals(List.of(RentalMode.HOURLY, RentalMode.MONTHLY, RentalMode.HYBRID),
                quotes.stream().map(RentalCost::mode).toList());
        // by the hour: 1.96 × 24 × 22 = ¥1,034.88; bare metal: one month ¥990
        assertEquals(new BigDecimal("1034.88"), quotes.get(0).termCostCny().amount());
        assertEquals(new BigDecimal("990.00"), quotes.get(1).termCostCny().amount());
        // no peak cards: no hybrid; a mode not allowed: not quoted
        assertEquals(List.of(RentalMode.HOURLY), o.quotes(EnumSet.of(RentalMode.HOURLY, RentalMode.HYBRID), 1, term, 24, 0, 4)
                .stream().map(RentalCost::mode).toList());
    }
}
