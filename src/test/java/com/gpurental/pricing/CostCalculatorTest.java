package com.gpurental.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.catalog.CatalogLoader;
import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.Source;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Cost rules of docs/domain.md §3, to the fen, on the reference prices of docs/gpu-specs.md. */
class CostCalculatorTest {

    private static final Term THIRTY_DAYS = Term.forTask(30);

    private static Offer offer(String id) {
        return CatalogLoader.bundled().offers().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    /**
     * The catalog's offer as a vendor would state it that rents a share of a server pro rata ({@code sharesRented}
     * true). The bundled offers do not say, so they bill whole servers; the docs/domain.md §3 pro-rata checks hold for
     * an offer that states it.
     */
    private static Offer statingShares(String id) {
        Offer o = offer(id);
        return new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(), o.asOf(), o.notes(), false, true);
    }

    /**
     * The catalog's offer as a vendor quote that does not say whether a share of a server is rented ({@code sharesRented}
     * null): whole servers are billed, the default for such a quote (docs/domain.md §3.8). The bundled offers from seed
     * 003's market table state the seed's pro-rata terms (issue 32).
     */
    private static Offer notSaying(String id) {
        Offer o = offer(id);
        return new Offer(o.id(), o.gpuId(), o.mode(), o.priceCny(), o.perCards(), o.source(), o.asOf(), o.notes(), false, null);
    }

    private static Offer made(RentalMode mode, String price, int perCards) {
        return new Offer("t-" + mode.json(), "rtx-4090", mode, new BigDecimal(price), perCards,
                new Source("test", null, Confidence.S, List.of()), LocalDate.of(2026, 11, 1), LocalizedText.EMPTY);
    }

    private static BigDecimal cny(String amount) {
        return new BigDecimal(amount);
    }

    @Test
    void twoH20ContainersFor720HoursCost8928() {
        // docs/domain.md §3 check: 2 × H20 container 720 h = ¥8,928 (¥6.20 per card-hour, docs/gpu-specs.md primary list).
        RentalCost q = CostCalculator.quote(offer("h20-container-hourly"), 2, THIRTY_DAYS, 24);
        assertEquals(cny("8928.00"), q.monthlyCostCny().amount());
        assertEquals(RentalMode.HOURLY, q.mode());
        // The 33-day term (30 + 10%): 6.20 × 2 × 24 × 33.
        assertEquals(cny("9820.80"), q.termCostCny().amount());
        assertEquals(33, q.billedDays());
    }

    @Test
    void oneRtx4090ContainerFor720HoursCosts1411Yuan20() {
        // docs/domain.md §3 check: 1 × RTX 4090 container 720 h = ¥1,411.20 (¥1.96 per card-hour).
        assertEquals(cny("1411.20"), CostCalculator.quote(offer("rtx-4090-container-hourly"), 1, THIRTY_DAYS, 24)
                .monthlyCostCny().amount());
    }

    @Test
    void twoRtx5090BareMetalForAMonthCost3497Yuan50WhereTheVendorRentsShares() {
        // docs/domain.md §3 check: 2 × RTX 5090 bare-metal month = ¥13,990 / 8 × 2 = ¥3,497.50, on an offer that
        // states that a share of the server is rented.
        RentalCost q = CostCalculator.quote(statingShares("rtx-5090-baremetal-monthly"), 2, THIRTY_DAYS, 24);
        assertEquals(cny("3497.50"), q.monthlyCostCny().amount());
        assertEquals(RentalMode.MONTHLY, q.mode());
    }

    @Test
    void aShareOfAServerWhoseOfferDoesNotSaySharesAreRentedBillsTheWholeServer() {
        // An 8-card RTX 5090 server at ¥13,990 a month that does not say that shares are rented (sharesRented null):
        // 2 cards bill the whole server; 9 cards bill 2 servers, ¥27,980; 8 cards are one server either way.
        Offer server = notSaying("rtx-5090-baremetal-monthly");
        assertEquals(null, server.sharesRented());
        assertEquals(cny("13990.00"), CostCalculator.quote(server, 2, THIRTY_DAYS, 24).monthlyCostCny().amount());
        assertEquals(cny("27980.00"), CostCalculator.quote(server, 9, THIRTY_DAYS, 24).monthlyCostCny().amount());
        assertEquals(cny("13990.00"), CostCalculator.quote(server, 8, THIRTY_DAYS, 24).monthlyCostCny().amount());
        assertEquals(16, CostCalculator.billedCards(server, 9));
        assertEquals(2, CostCalculator.billedCards(statingShares("rtx-5090-baremetal-monthly"), 2));
        // a per-card offer bills the cards used
        assertEquals(3, CostCalculator.billedCards(offer("rtx-4090-container-hourly"), 3));
    }

    @Test
    void eightAscend910bBareMetalForAMonthCost15600() {
        // docs/domain.md §3 check: 8 × Ascend 910B bare-metal month = ¥15,600 (one whole 8-card server).
        assertEquals(cny("15600.00"), CostCalculator.quote(offer("ascend-910b-baremetal-monthly"), 8, THIRTY_DAYS, 24)
                .monthlyCostCny().amount());
    }

    @Test
    void fourH100AreHalfAnEightCardServer() {
        // docs/domain.md §3: a part of a server is pro-rated per card where the vendor rents shares, 4 × H100 = ¥84,480
        // / 8 × 4 = ¥42,240 — seed 003's row "13B模型全参训练 H100 80GB 4卡 裸金属按月 ~¥42,240", which the bundled
        // offer states (issue 32); an offer that does not say so bills the whole server.
        assertEquals(cny("42240.00"), CostCalculator.quote(offer("h100-sxm-baremetal-monthly"), 4, THIRTY_DAYS, 24)
                .monthlyCostCny().amount());
        assertEquals(cny("84480.00"), CostCalculator.quote(notSaying("h100-sxm-baremetal-monthly"), 4, THIRTY_DAYS, 24)
                .monthlyCostCny().amount());
        assertEquals(cny("10560.000000"), offer("h100-sxm-baremetal-monthly").pricePerCardCny().yuan());
    }

    @Test
    void thirtyTaskDaysAreThirtyThreeBillableDays() {
        // docs/domain.md §3: rental term = task duration + 10% buffer.
        assertEquals(33, Term.forTask(30).billableDays());
        assertEquals(30.0, Term.forTask(30).taskDays(), 0.0);
        // Rounded up to whole days.
        assertEquals(1, Term.forTask(0.5).billableDays());
        assertEquals(12, Term.forTask(10.1).billableDays());
        assertEquals(99, Term.forTask(90).billableDays());
        assertEquals(11, Term.forTask(10).billableDays());
    }

    @Test
    void aTermMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> Term.forTask(0));
        assertThrows(IllegalArgumentException.class, () -> Term.forTask(-3));
        assertThrows(IllegalArgumentException.class, () -> Term.forTask(Double.NaN));
    }

    @Test
    void bareMetalBillsWholeMonths() {
        // docs/domain.md §3: whole months are billed; a 33-day term on a monthly offer pays two months.
        // (one card of a server whose vendor rents shares: ¥7,920 / 8 = ¥990 a month)
        RentalCost q = CostCalculator.quote(statingShares("rtx-4090-baremetal-monthly"), 1, THIRTY_DAYS, 24);
        assertEquals(cny("990.00"), q.monthlyCostCny().amount());
        assertEquals(cny("1980.00"), q.termCostCny().amount());
        assertEquals(60, q.billedDays());
        // 27 task days → 30 billable days → exactly one month.
        RentalCost one = CostCalculator.quote(statingShares("rtx-4090-baremetal-monthly"), 1, Term.forTask(27), 24);
        assertEquals(30, Term.forTask(27).billableDays());
        assertEquals(cny("990.00"), one.termCostCny().amount());
        assertEquals(30, one.billedDays());
    }

    @Test
    void containersBillTheHoursUsedEachDay() {
        // container hourly: price per card-hour × cards × hours per day × days.
        RentalCost q = CostCalculator.quote(offer("rtx-4090-container-hourly"), 4, Term.forTask(10), 8);
        assertEquals(cny("1881.60"), q.monthlyCostCny().amount());   // 1.96 × 4 × 8 × 30
        assertEquals(cny("689.92"), q.termCostCny().amount());       // 1.96 × 4 × 8 × 11
        assertEquals(11, q.billedDays());
    }

    @Test
    void dailyWeeklyAndQuarterlyOffersBillWholePeriods() {
        Term term = Term.forTask(10); // 11 billable days
        RentalCost daily = CostCalculator.quote(made(RentalMode.DAILY, "300", 1), 2, term, 8);
        assertEquals(cny("18000.00"), daily.monthlyCostCny().amount());   // 300 × 2 × 30, whatever the hours
        assertEquals(cny("6600.00"), daily.termCostCny().amount());       // 300 × 2 × 11
        RentalCost weekly = CostCalculator.quote(made(RentalMode.WEEKLY, "700", 1), 1, term, 24);
        assertEquals(cny("3000.00"), weekly.monthlyCostCny().amount());   // 700 × 30 / 7
        assertEquals(cny("1400.00"), weekly.termCostCny().amount());      // two whole weeks
        assertEquals(14, weekly.billedDays());
        RentalCost quarterly = CostCalculator.quote(made(RentalMode.QUARTERLY, "24000", 8), 8, Term.forTask(100), 24);
        assertEquals(cny("8000.00"), quarterly.monthlyCostCny().amount()); // a quarter is three months
        assertEquals(cny("48000.00"), quarterly.termCostCny().amount());   // 110 days → two quarters
        assertEquals(180, quarterly.billedDays());
    }

    @Test
    void rtx4090BreakEvenIs505Point1HoursAMonth() {
        // docs/domain.md §3: break-even = bare-metal monthly price ÷ hourly price; RTX 4090: 7,920 / 8 / 1.96 = 505.1 h.
        assertEquals(cny("505.1"), CostCalculator.breakEvenHoursPerMonth(offer("rtx-4090-baremetal-monthly"),
                offer("rtx-4090-container-hourly")));
        // Ascend 910B: 15,600 / 8 / 3.58 = 544.7 h.
        assertEquals(cny("544.7"), CostCalculator.breakEvenHoursPerMonth(offer("ascend-910b-baremetal-monthly"),
                offer("ascend-910b-container-hourly")));
        // A quarterly price counts as three months: 24,000 / 8 / 3 / 1.96 = 510.2 h.
        assertEquals(cny("510.2"), CostCalculator.breakEvenHoursPerMonth(made(RentalMode.QUARTERLY, "24000", 8),
                offer("rtx-4090-container-hourly")));
    }

    @Test
    void hybridIsAMonthlyBasePlusHourlyPeaks() {
        // docs/domain.md §3: hybrid = bare-metal for the base load + containers for peaks.
        // 4 × RTX 4090 by the month (4 × 990, a vendor that rents shares) + 2 by the hour for 6 h a day (1.96 × 2 × 6 × 30).
        RentalCost q = CostCalculator.hybrid(statingShares("rtx-4090-baremetal-monthly"), offer("rtx-4090-container-hourly"), 4,
                2, 6,
                THIRTY_DAYS);
        assertEquals(RentalMode.HYBRID, q.mode());
        assertEquals(4, q.cards());
        assertEquals(2, q.peakCards());
        assertEquals(cny("4665.60"), q.monthlyCostCny().amount());           // 3,960 + 705.60
        assertEquals(cny("8696.16"), q.termCostCny().amount());              // 2 months 7,920 + 1.96 × 2 × 6 × 33 = 776.16
        assertEquals(60, q.billedDays());
        assertEquals(2, q.offers().size());
        assertThrows(IllegalArgumentException.class, () -> CostCalculator.hybrid(offer("rtx-4090-container-hourly"),
                offer("rtx-4090-container-hourly"), 1, 1, 4, THIRTY_DAYS));
    }

    @Test
    void serverPricesArePerCardOfAnEightCardServer() {
        assertEquals(cny("990.000000"), offer("rtx-4090-baremetal-monthly").pricePerCardCny().yuan());
        assertEquals(cny("1748.750000"), offer("rtx-5090-baremetal-monthly").pricePerCardCny().yuan());
        assertEquals(cny("1.960000"), offer("rtx-4090-container-hourly").pricePerCardCny().yuan());
        assertEquals(cny("1748.75"), CostCalculator.monthlyPerCard(offer("rtx-5090-baremetal-monthly"), 8).amount());
        assertEquals(cny("470.40"), CostCalculator.monthlyPerCard(offer("rtx-4090-container-hourly"), 8).amount());
    }
}
