package com.gpurental.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** A rate in yuan per unit, rounded half up to six decimals once (docs/domain.md §3), and money's quotients. */
class CnyRateTest {

    @Test
    void aServerPriceSharedPerCardIsExactToSixDecimals() {
        // catalog h100-sxm-baremetal-monthly: ¥84,480 per 8-card server → ¥10,560 a card (CostCalculatorTest's figure).
        assertEquals(new BigDecimal("10560.000000"), CnyRate.per(new BigDecimal("84480"), 8).yuan());
        // catalog rtx-5090-baremetal-monthly: ¥13,990 per 8 cards → ¥1,748.75 a card.
        assertEquals(new BigDecimal("1748.750000"), CnyRate.per(new BigDecimal("13990"), 8).yuan());
    }

    @Test
    void aMonthPerHourRoundsHalfUpAtTheSixthDecimalOnce() {
        // ¥10,560 ÷ 720 h = 14.6666666… → 14.666667; ÷ 3 cards = 0.3333333… → 0.333333 (half up, below the half).
        assertEquals(new BigDecimal("14.666667"), CnyRate.per(new BigDecimal("10560"), 8 * 90).yuan());
        assertEquals(new BigDecimal("14.666667"), CnyRate.per(new BigDecimal("84480"), 8).per(720).yuan());
        assertEquals(new BigDecimal("0.333333"), CnyRate.per(BigDecimal.ONE, 3).yuan());
        assertEquals(new BigDecimal("0.000001"), new CnyRate(new BigDecimal("0.0000005")).yuan());
    }

    @Test
    void aRateIsShownToTheFenAndComparedByValue() {
        assertEquals(Cny.of("14.67"), CnyRate.per(new BigDecimal("10560"), 720).fen());
        assertTrue(new CnyRate(new BigDecimal("6.2")).compareTo(new CnyRate(new BigDecimal("6.50"))) < 0);
        assertEquals(new CnyRate(new BigDecimal("6.5")), new CnyRate(new BigDecimal("6.500000")));
        assertEquals("6.500000", new CnyRate(new BigDecimal("6.5")).toString());
    }

    @Test
    void aRatioOfTwoRatesKeepsTenDecimals() {
        // ¥6.50 against a reference of ¥6.20 a card-hour: 1.048387096774… → 1.0483870968.
        assertEquals(new BigDecimal("1.0483870968"),
                new CnyRate(new BigDecimal("6.50")).ratioTo(new CnyRate(new BigDecimal("6.20"))));
    }

    @Test
    void aQuotientKeepsTenDecimalsAndBecomesACostLineOnlyWhenRounded() {
        // issue 32: a quarter's ¥99,534 ÷ 3 = ¥33,178 a month; ¥100 ÷ 3 = 33.3333333333 → ¥33.33.
        assertEquals(new BigDecimal("33178.0000000000"), Cny.quotient(new BigDecimal("99534"), BigDecimal.valueOf(3)));
        assertEquals(new BigDecimal("33.3333333333"), Cny.quotient(new BigDecimal("100"), BigDecimal.valueOf(3)));
        assertEquals(Cny.of("33.33"), Cny.roundedQuotient(new BigDecimal("100"), BigDecimal.valueOf(3)));
        assertEquals(Cny.of("0.67"), Cny.roundedQuotient(new BigDecimal("2"), BigDecimal.valueOf(3)));
    }
}
