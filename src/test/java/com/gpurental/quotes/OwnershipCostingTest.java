package com.gpurental.quotes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.pricing.Costing;
import com.gpurental.pricing.PriceTerms;
import com.gpurental.purchase.Ownership;
import com.gpurental.text.Messages;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rent or buy worked by hand (docs/domain.md §7), each line rounded to the fen on its own, against the frozen catalog's
 * H20 at ¥6.20 per card-hour.
 */
class OwnershipCostingTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Catalog CATALOG = CatalogLoader.bundled();

    private static Ownership owning(String price, int cards, String gpu, String kw, String pue, String kwh, String hosting,
                                    String ops, int years, String residual) {
        return new Ownership(new BigDecimal(price), cards, gpu, new BigDecimal(kw), new BigDecimal(pue), new BigDecimal(kwh),
                new BigDecimal(hosting), new BigDecimal(ops), years, new BigDecimal(residual));
    }

    @Test
    void owningIsFourServerPricesCostedLikeAnyOffer() {
        // The worked check's server: ¥1,200,000 less 10% over 36 months, 6.5 kW × 1.3 × ¥0.80 an hour, ¥3,000 hosting a
        // month, ¥60,000 operations a year, all for the server's 8 cards.
        OwnershipCosting.Terms t = OwnershipCosting.terms(owning("1200000", 8, "h20", "6.5", "1.3", "0.80", "3000", "60000",
                3, "10"));
        assertEquals(new PriceTerms(new BigDecimal("1080000.0000000000"), 36 * 720, 8, 30, false, 0, 8, true, null,
                PriceTerms.Extras.NONE), t.depreciation());
        assertEquals(new PriceTerms(new BigDecimal("6.7600"), 1, 8, 0, false, 0, 8, true, null, PriceTerms.Extras.NONE),
                t.power());
        assertEquals(new PriceTerms(new BigDecimal("3000"), 720, 8, 30, false, 0, 8, true, null, PriceTerms.Extras.NONE),
                t.hosting());
        assertEquals(new PriceTerms(new BigDecimal("60000"), 12 * 720, 8, 30, false, 0, 8, true, null, PriceTerms.Extras.NONE),
                t.operations());
        assertTrue(t.power().payAsYouGo(), "power is paid for the hours used");
        // One 30-day month of each through the one costing: 30,000.00, 4,867.20 at 24 h a day, 3,000.00, 5,000.00.
        assertEquals(new BigDecimal("30000.00"), Costing.cost(t.depreciation(), 8, 30, 24, null).total().amount());
        assertEquals(new BigDecimal("4867.20"), Costing.cost(t.power(), 8, 30, 24, null).total().amount());
        assertEquals(new BigDecimal("2433.60"), Costing.cost(t.power(), 8, 30, 12, null).total().amount());
        assertEquals(new BigDecimal("3000.00"), Costing.cost(t.hosting(), 8, 30, 24, null).total().amount());
        assertEquals(new BigDecimal("5000.00"), Costing.cost(t.operations(), 8, 30, 24, null).total().amount());
        // The rent: a card-hour price on the hours used, ¥6.50 × 8 × 720 h = 37,440.00.
        assertEquals(new BigDecimal("37440.00"),
                Costing.cost(OwnershipCosting.rentTerms(new CnyRate(new BigDecimal("6.500000"))), 8, 30, 24, null).total()
                        .amount());
    }

    @Test
    void everyLineIsRoundedToTheFenOnItsOwn() {
        // Depreciation (100,000 − 7.5%) / 24 months = 3,854.1666… → 3,854.17; power 0.35 kW × 1.25 × ¥0.6123 =
        // ¥0.26788125 an hour × 7.5 h × 30 = 225 h → 60.27328125 → 60.27; hosting 1,234.565 → 1,234.57 (half up);
        // operations 10,000 / 12 = 833.333… → 833.33; the month 5,982.34.
        OwnershipCost o = OwnershipCosting.cost(owning("100000", 4, "h20", "0.35", "1.25", "0.6123", "1234.565", "10000", 2,
                "7.5"), 7.5, List.of(), CATALOG);
        assertEquals(new BigDecimal("3854.17"), o.depreciationCny().amount());
        assertEquals(new BigDecimal("60.27"), o.powerCny().amount());
        assertEquals(new BigDecimal("1234.57"), o.hostingCny().amount());
        assertEquals(new BigDecimal("833.33"), o.operationsCny().amount());
        assertEquals(new BigDecimal("5982.34"), o.monthlyCostCny().amount());
        // Rent: the catalog's ¥6.20 × 4 cards × 225 h = 5,580.00. Break-even: fixed 5,922.07 / ((6.20 × 4 − 0.26788125)
        // × 720 = 17,663.1255) = 33.5%; the plan's use 7.5 / 24 = 31.25% → 31.3.
        assertEquals(new BigDecimal("6.200000"), o.rentCnyPerCardHour().yuan());
        assertEquals(new BigDecimal("5580.00"), o.rentMonthlyCostCny().amount());
        assertEquals(new BigDecimal("33.5"), o.breakEvenUtilizationPercent());
        assertFalse(o.neverPaysOff());
        assertEquals("Owning costs ¥5,982.34 a month; renting the same cards for the plan's hours costs ¥5,580.00. At the plan's"
                + " use (31.3%) renting costs less; owning pays only above 33.5% use.", EN.format(o.verdict()));
    }

    @Test
    void aCheapServerInUseAllDayCostsLessThanRenting() {
        // 100,000 / 36 = 2,777.78; 6.5 × 1.3 × 0.80 × 720 = 4,867.20; hosting 3,000 → 10,644.98 against 6.20 × 8 × 720
        // = 35,712.00; break-even 5,777.78 / ((49.60 − 6.76) × 720 = 30,844.80) = 18.7%.
        OwnershipCost o = OwnershipCosting.cost(owning("100000", 8, "h20", "6.5", "1.3", "0.80", "3000", "0", 3, "0"),
                24, List.of(), CATALOG);
        assertEquals(new BigDecimal("2777.78"), o.depreciationCny().amount());
        assertEquals(new BigDecimal("4867.20"), o.powerCny().amount());
        assertEquals(new BigDecimal("0.00"), o.operationsCny().amount());
        assertEquals(new BigDecimal("10644.98"), o.monthlyCostCny().amount());
        assertEquals(new BigDecimal("35712.00"), o.rentMonthlyCostCny().amount());
        assertEquals(new BigDecimal("18.7"), o.breakEvenUtilizationPercent());
        assertEquals("Owning costs ¥10,644.98 a month; renting the same cards for the plan's hours costs ¥35,712.00. At the "
                + "plan's"
                + " use (100%) owning costs less; they break even at 18.7% use.", EN.format(o.verdict()));
    }

    /**
     * The same server used 24 h on 5 days a week (issue 32, docs/domain.md §3.8 "Days a week"): power and rent on 30 × 5 ÷
     * 7 = 21.4285714286 days, 514.2857142864 h; depreciation and hosting are held by the month.
     */
    @Test
    void aServerUsedOnWorkingDaysPaysPowerAndRentOnThoseDaysOnly() {
        // power 6.76 × 514.2857142864 = 3,476.5714285761 → 3,476.57; 2,777.78 + 3,476.57 + 3,000 = 9,254.35; rent 6.20 × 8
        // × 514.2857142864 = 25,508.5714285 → 25,508.57; the plan's use 24 × 5 ÷ (24 × 7) = 71.4%; the break-even 18.7%
        OwnershipCost o = OwnershipCosting.cost(owning("100000", 8, "h20", "6.5", "1.3", "0.80", "3000", "0", 3, "0"),
                24, 5, List.of(), CATALOG);
        assertEquals(new BigDecimal("2777.78"), o.depreciationCny().amount());
        assertEquals(new BigDecimal("3476.57"), o.powerCny().amount());
        assertEquals(new BigDecimal("9254.35"), o.monthlyCostCny().amount());
        assertEquals(new BigDecimal("25508.57"), o.rentMonthlyCostCny().amount());
        assertEquals(new BigDecimal("18.7"), o.breakEvenUtilizationPercent());
        assertEquals("Owning costs ¥9,254.35 a month; renting the same cards for the plan's hours costs ¥25,508.57. At the"
                + " plan's use (71.4%) owning costs less; they break even at 18.7% use.", EN.format(o.verdict()));
    }

    @Test
    void powerDearerThanAnHourOfRentNeverPaysOff() {
        // 100 kW × 1 × ¥1 = ¥100 an hour against 6.20 × 4 = ¥24.80 of rent: no break-even.
        OwnershipCost o = OwnershipCosting.cost(owning("100000", 4, "h20", "100", "1", "1", "0", "0", 3, "0"), 10,
                List.of(), CATALOG);
        assertEquals(new BigDecimal("30000.00"), o.powerCny().amount());
        assertEquals(new BigDecimal("32777.78"), o.monthlyCostCny().amount());
        assertEquals(new BigDecimal("7440.00"), o.rentMonthlyCostCny().amount());
        assertNull(o.breakEvenUtilizationPercent());
        assertEquals("Owning costs ¥32,777.78 a month; renting the same cards for the plan's hours costs ¥7,440.00, and owning"
                + " never pays: an hour of rent costs less than its power.", EN.format(o.verdict()));
    }

    @Test
    void aGpuWithoutAnyRentalPriceIsCostedAloneAndSaysSo() {
        OwnershipCost o = OwnershipCosting.cost(owning("100000", 4, "no-such-gpu", "1", "1", "1", "0", "0", 3, "0"), 24,
                List.of(), CATALOG);
        assertEquals(new BigDecimal("3497.78"), o.monthlyCostCny().amount());
        assertNull(o.rentCnyPerCardHour());
        assertNull(o.rentMonthlyCostCny());
        assertNull(o.breakEvenUtilizationPercent());
        assertEquals("The break-even between owning and renting is unknown: no rental price for no-such-gpu to compare with.",
                EN.format(o.verdict()));
    }
}
