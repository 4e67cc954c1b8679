package com.gpurental.pricing;

import com.gpurental.units.Cny;
import java.math.BigDecimal;

/**
 * The one rounding of money in the engine: every cost line, catalog offer, vendor quote or ownership, is rounded to
 * the fen (¥0.01), half up (docs/domain.md §3), and only once, when the line is complete. The rounding itself is
 * {@link Cny}'s, the money type the engine's records are moving to; until they carry it, this hands its amount back
 * as a {@code BigDecimal}.
 */
public final class Money {

    /** ¥0.00, the figure of a cost line that does not apply. */
    public static final BigDecimal ZERO_FEN = Cny.ZERO.amount();

    private Money() {
    }

    /** {@code amount} rounded to the fen, half up: 1,411.195 → 1,411.20. */
    public static BigDecimal fen(BigDecimal amount) {
        return Cny.rounded(amount).amount();
    }
}
