package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Offer;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Peaks with a window (issue 31 item 6): a Double-11 service with 4 × the traffic for 14 days of a 90-day quarter,
 * 14 hours a day, on RTX 4090s (catalog.json: ¥7,920 an 8-card server a month bare metal, ¥1.96 a card-hour container).
 * The base of 16 cards is 2 servers × ¥7,920 × 3 months = ¥47,520; the 48 peak cards (16 × (4 − 1)) by the hour.
 */
class PeakWindowTest {

    private static final Catalog CATALOG = CatalogLoader.bundled();
    private static final Offer MONTHLY = offer("rtx-4090-baremetal-monthly");
    private static final Offer HOURLY = offer("rtx-4090-container-hourly");
    private static final Term QUARTER = new Term(90, 90, 0);

    private static Offer offer(String id) {
        return CATALOG.offers().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void twoPeakWeeksAreBilledTwoWeeks() {
        // 48 cards × 14 h × 14 days × ¥1.96 = ¥18,439.68; with the base ¥47,520 → ¥65,959.68 (the figure).
        RentalCost q = CostCalculator.hybrid(MONTHLY, HOURLY, 16, 48, 14, 14, QUARTER);
        assertEquals(new BigDecimal("65959.68"), q.termCostCny().amount());
        // The month: ¥15,840 base + the peak's ¥18,439.68 spread over the quarter's 3 months (× 30 ÷ 90) = ¥6,146.56.
        assertEquals(new BigDecimal("21986.56"), q.monthlyCostCny().amount());
    }

    @Test
    void withoutAWindowThePeakIsBilledEveryDayOfTheTerm() {
        // 48 × 14 h × 90 days × ¥1.96 = ¥118,540.80 + ¥47,520 = ¥166,060.80: what the plan could not avoid before.
        assertEquals(new BigDecimal("166060.80"), CostCalculator.hybrid(MONTHLY, HOURLY, 16, 48, 14, null, QUARTER)
                .termCostCny().amount());
        // A window as long as the term is the whole term.
        assertEquals(new BigDecimal("166060.80"), CostCalculator.hybrid(MONTHLY, HOURLY, 16, 48, 14, 90, QUARTER)
                .termCostCny().amount());
    }
}
