package com.gpurental.units;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A price per unit of use in yuan: per card-hour, per card-day, per card-month (a server's price shared over its
 * cards). Making one is the engine's one rounding of a rate: half up to {@link #SCALE} decimals, once, here. A rate is
 * not money that is paid: what a rental costs is the rate × the units billed, rounded to the fen as a {@link Cny}.
 *
 * @param yuan the yuan per unit, with {@link #SCALE} decimals
 */
public record CnyRate(BigDecimal yuan) implements Comparable<CnyRate> {

    /**
     * Decimals a rate keeps: six, a millionth of a yuan. An 8-card server's month shared per card (¥84,480 ÷ 8 =
     * ¥10,560.000000) and a 1, 2, 4 or 8-card price are exact; a month over its 720 hours keeps a millionth of a yuan
     * per card-hour, far below the fen every cost line is rounded to.
     */
    public static final int SCALE = 6;

    public CnyRate {
        yuan = yuan.setScale(SCALE, RoundingMode.HALF_UP);
    }

    /** {@code price} for {@code units} units (cards, hours), per unit: ¥84,480 for 8 cards → ¥10,560.000000 a card. */
    public static CnyRate per(BigDecimal price, long units) {
        return new CnyRate(price.divide(BigDecimal.valueOf(units), SCALE, RoundingMode.HALF_UP));
    }

    /** This rate over a unit {@code parts} times smaller: a card-month's rate per card-hour ({@code per(720)}). */
    public CnyRate per(long parts) {
        return per(yuan, parts);
    }

    /** The rate as money, to the fen: ¥6.465278 an hour is shown ¥6.47. */
    public Cny fen() {
        return Cny.rounded(yuan);
    }

    /**
     * This rate ÷ {@code reference} (1.069 = 6.9 % above the reference), kept to {@link Cny#QUOTIENT_SCALE} decimals:
     * a ratio, not money.
     */
    public BigDecimal ratioTo(CnyRate reference) {
        return Cny.quotient(yuan, reference.yuan);
    }

    @Override
    public int compareTo(CnyRate other) {
        return yuan.compareTo(other.yuan);
    }

    /** The yuan per unit as plain digits ("6.500000"). */
    @Override
    public String toString() {
        return yuan.toPlainString();
    }
}
