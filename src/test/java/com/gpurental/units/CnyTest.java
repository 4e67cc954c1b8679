package com.gpurental.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** Money to the fen, rounded half up once (docs/domain.md §3), the rounding {@code pricing.Money} promises. */
class CnyTest {

    @Test
    void aCostLineIsRoundedToTheFenHalfUpOnce() {
        // pricing.Money's own example: 1,411.195 → 1,411.20; just below the half fen rounds down; half up away from zero.
        assertEquals(new BigDecimal("1411.20"), Cny.rounded(new BigDecimal("1411.195")).amount());
        assertEquals(new BigDecimal("1411.19"), Cny.rounded(new BigDecimal("1411.1949999")).amount());
        assertEquals(new BigDecimal("-0.01"), Cny.rounded(new BigDecimal("-0.005")).amount());
    }

    @Test
    void wholeYuanGetTwoDecimalsAndEqualTheSameAmountWrittenOtherwise() {
        assertEquals("8928.00", Cny.of("8928").toString());
        assertEquals(Cny.of("8928"), Cny.of("8928.000"));
        assertEquals(Cny.ZERO, Cny.of("0"));
    }

    @Test
    void sumsAndMultiplesStayExact() {
        // ¥0.10 + ¥0.20 = ¥0.30 exactly (0.1 + 0.2 in double is 0.30000000000000004).
        assertEquals(Cny.of("0.30"), Cny.of("0.10").plus(Cny.of("0.20")));
        // ¥8,928 a month over 12 months: ¥107,136.00.
        assertEquals(Cny.of("107136.00"), Cny.of("8928").times(12));
        assertEquals(Cny.of("2911.80"), Cny.of("3000").minus(Cny.of("88.20")));
    }

    @Test
    void amountsCompareByValue() {
        assertTrue(Cny.of("88.20").compareTo(Cny.of("119.52")) < 0);
        assertTrue(Cny.of("88.20").minus(Cny.of("119.52")).isNegative());
        assertFalse(Cny.ZERO.isNegative());
    }
}
