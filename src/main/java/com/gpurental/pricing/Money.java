package com.gpurental.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The one rounding of money in the engine: every cost line, catalog offer, vendor quote or ownership, is rounded to
 * the fen (¥0.01), half up (docs/domain.md §3), and only once, when the line is complete.
 */
public final class Money {

    /** ¥0.00, the figure of a cost line that does not apply. */
    public static final BigDecimal ZERO_FEN = BigDecimal.ZERO.setScale(2);

    private Money() {
    }

    /** {@code amount} rounded to the fen, half up: 1,411.195 → 1,411.20. */
    public static BigDecimal fen(BigDecimal amount) {
        return amount.setScale(2, RoundingMode.HALF_UP);
    }
}
