package com.gpurental.units;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * An amount of money in yuan (CNY), always to the fen (¥0.01). Making one is the engine's one rounding of money: half
 * up, once, when a cost line is complete (docs/domain.md §3); sums and whole multiples of amounts stay exact, so they
 * never round again.
 *
 * @param amount the yuan, with two decimals
 */
public record Cny(BigDecimal amount) implements Comparable<Cny> {

    /** ¥0.00. */
    public static final Cny ZERO = new Cny(BigDecimal.ZERO);

    /**
     * Decimals a quotient keeps on its way to a cost line (a month's share of a term, VAT at a percent, a residual
     * value) and a ratio of two rates: ten, so that only the one rounding to the fen decides a figure.
     */
    public static final int QUOTIENT_SCALE = 10;

    public Cny {
        amount = amount.setScale(2, RoundingMode.HALF_UP);
    }

    /** {@code exact} rounded to the fen, half up: 1,411.195 → ¥1,411.20. The one rounding. */
    public static Cny rounded(BigDecimal exact) {
        return new Cny(exact);
    }

    /** An amount written in yuan ("8928", "1411.20"), rounded to the fen. */
    public static Cny of(String yuan) {
        return new Cny(new BigDecimal(yuan));
    }

    /** {@code dividend ÷ divisor} to {@link #QUOTIENT_SCALE} decimals, half up: exact yuan, not yet a cost line. */
    public static BigDecimal quotient(BigDecimal dividend, BigDecimal divisor) {
        return dividend.divide(divisor, QUOTIENT_SCALE, RoundingMode.HALF_UP);
    }

    /** {@code dividend ÷ divisor} as a cost line: the quotient ({@link #quotient}) rounded to the fen. */
    public static Cny roundedQuotient(BigDecimal dividend, BigDecimal divisor) {
        return rounded(quotient(dividend, divisor));
    }

    public Cny plus(Cny other) {
        return new Cny(amount.add(other.amount));
    }

    public Cny minus(Cny other) {
        return new Cny(amount.subtract(other.amount));
    }

    /** This amount {@code n} times over (n months, n cards): exact, no rounding. */
    public Cny times(long n) {
        return new Cny(amount.multiply(BigDecimal.valueOf(n)));
    }

    public boolean isNegative() {
        return amount.signum() < 0;
    }

    @Override
    public int compareTo(Cny other) {
        return amount.compareTo(other.amount);
    }

    /** The yuan as plain digits with two decimals ("1411.20"), as JSON and the plan file write money. */
    @Override
    public String toString() {
        return amount.toPlainString();
    }
}
