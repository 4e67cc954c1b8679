package com.gpurental.pricing;

import static com.gpurental.sizing.Assumptions.DAYS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.HOURS_PER_DAY;
import static com.gpurental.sizing.Assumptions.HOURS_PER_MONTH;

import com.gpurental.sizing.Assumptions;
import com.gpurental.units.Cny;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

/**
 * The one costing of a rental: {@link PriceTerms} + a term + cards → the cost lines (docs/domain.md §3 and §7; 1 month =
 * 30 days = 720 h). A catalog offer, a vendor's quote and the parts of owning a server are costed here alike:
 * <ul>
 *   <li>the days held are the term, or the minimum term when that is longer;</li>
 *   <li>months and quarters held are calendar months from the term's start date ({@link BillingCalendar}: a 365-day
 *       rental holds 12 months, not 13 of 30 days); a minimum term of 90 days is 3 months; the 30-day month only
 *       pro-rates;</li>
 *   <li>pay-as-you-go bills the hours used: hours per day × days held (each day's started hours rounded up where billed
 *       by the started hour), and over a rental term held for itself never more than the task's wall-clock hours with
 *       the buffer ({@link Term#billableHours}); whole periods held are billed whatever the hours used;</li>
 *   <li>the cards billed round up to whole servers where every started server is billed whole;</li>
 *   <li>storage above the included quota and bandwidth are monthly prices, pro-rated per day over the days billed;</li>
 *   <li>a price stated without VAT gets its VAT rate added, so every cost compares including VAT.</li>
 * </ul>
 * Each line is rounded to the fen once, a {@link Cny} (a quotient on the way keeps {@link Cny#QUOTIENT_SCALE}
 * decimals); the total is their sum.
 */
public final class Costing {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    /** The cost lines of one rental, each rounded to the fen; {@code total} is their sum. */
    public record Lines(int billedCards, int billedDays, Cny gpu, Cny storage, Cny bandwidth, Cny vat, Cny total) {
    }

    private Costing() {
    }

    /**
     * The cost over a rental term. Pay-as-you-go bills the term's hours used ({@link Term#billableHours}: never more
     * than the task's wall-clock hours with the buffer, started hours counted); a minimum term longer than the rental is
     * held (and paid) in full, at the hours per day over all its days.
     */
    public static Lines cost(PriceTerms t, int cards, Term term, double hoursPerDay, BigDecimal dataGb) {
        boolean heldForTheTerm = t.minimumDays() <= term.billableDays();
        // a vendor billing by the started hour bills each day's hours whole: the cap counts them so too (8.5 h a day
        // over 30 days bills 270 h, where the cap on 8.5 h had cut it to 255: found by session 19's days-a-week work)
        double capHours = t.startedHours() ? Math.ceil(hoursPerDay) : hoursPerDay;
        return cost(t, cards, term.billableDays(), new Use(hoursPerDay, term.daysPerWeek()), dataGb,
                heldForTheTerm ? term.billableHours(capHours) : null, term.start());
    }

    /** The cost over {@code days} days held at {@code hoursPerDay}, with no cap on the hours (a 30-day month). */
    public static Lines cost(PriceTerms t, int cards, int days, double hoursPerDay, BigDecimal dataGb) {
        return cost(t, cards, days, hoursPerDay, Assumptions.DEFAULT_DAYS_PER_WEEK, dataGb);
    }

    /** The same, the work run {@code daysPerWeek} days a week ({@link Term#usedDays}). */
    public static Lines cost(PriceTerms t, int cards, int days, double hoursPerDay, int daysPerWeek, BigDecimal dataGb) {
        return cost(t, cards, days, new Use(hoursPerDay, daysPerWeek), dataGb, null, null);
    }

    /** Hours a day on the days the work runs, and how many days a week it runs. */
    private record Use(double hoursPerDay, int daysPerWeek) {
    }

    private static Lines cost(PriceTerms t, int cards, int days, Use use, BigDecimal dataGb, BigDecimal hoursCap,
                              LocalDate start) {
        int held = Math.max(days, t.minimumDays());
        int billedCards = t.billedCards(cards);
        BigDecimal hours;
        int billedDays;
        // the days the extras are pro-rated over: the days billed, or 30 a month held
        int extraDays;
        if (t.monthlyPeriods()) {
            int perPeriod = t.periodDays() / DAYS_PER_MONTH;
            int months = Math.max(BillingCalendar.months(start, days), BillingCalendar.months(null, t.minimumDays()));
            int periods = (months + perPeriod - 1) / perPeriod;
            extraDays = periods * t.periodDays();
            billedDays = Math.max(days, BillingCalendar.days(start, periods * perPeriod));
            hours = BigDecimal.valueOf((long) extraDays * HOURS_PER_DAY);
        } else if (t.payAsYouGo()) {
            BigDecimal perDay = BigDecimal.valueOf(use.hoursPerDay());
            if (t.startedHours()) {
                perDay = perDay.setScale(0, RoundingMode.CEILING);
            }
            // the hours of the days the work runs: held × days a week ÷ 7 (Assumptions.DEFAULT_DAYS_PER_WEEK)
            hours = perDay.multiply(Term.usedDays(held, use.daysPerWeek()));
            if (hoursCap != null) {
                hours = hours.min(hoursCap);
            }
            billedDays = held;
            extraDays = held;
        } else {
            // a day's price is paid on the days the work runs, a started day whole; a week, month or quarter is held
            int used = t.periodDays() == 1 ? Term.usedDays(held, use.daysPerWeek()).setScale(0, RoundingMode.CEILING)
                    .intValueExact() : held;
            int periods = (used + t.periodDays() - 1) / t.periodDays();
            billedDays = periods * t.periodDays();
            // the extras (storage, bandwidth) are kept every day held
            extraDays = Math.max(billedDays, held);
            hours = BigDecimal.valueOf((long) billedDays * HOURS_PER_DAY);
        }
        Cny gpu = Cny.rounded(perUnit(t.priceCny().multiply(BigDecimal.valueOf(billedCards)).multiply(hours), t));
        PriceTerms.Extras x = t.extras();
        BigDecimal dayShare = BigDecimal.valueOf(extraDays);
        Cny storage = Cny.ZERO;
        if (dataGb != null && x.storageCnyPerGbMonth() != null) {
            BigDecimal above = dataGb.subtract(x.includedStorageGb()).max(BigDecimal.ZERO);
            storage = Cny.roundedQuotient(above.multiply(x.storageCnyPerGbMonth()).multiply(dayShare),
                    BigDecimal.valueOf(DAYS_PER_MONTH));
        }
        Cny bandwidth = Cny.ZERO;
        if (x.bandwidthCnyPerMonth() != null) {
            bandwidth = Cny.roundedQuotient(x.bandwidthCnyPerMonth().multiply(dayShare), BigDecimal.valueOf(DAYS_PER_MONTH));
        }
        Cny net = gpu.plus(storage).plus(bandwidth);
        Cny vat = Cny.ZERO;
        if (t.vatPercent() != null) {
            vat = Cny.roundedQuotient(net.amount().multiply(t.vatPercent()), HUNDRED);
        }
        return new Lines(billedCards, billedDays, gpu, storage, bandwidth, vat, net.plus(vat));
    }

    /**
     * A month of the rental under its own billing and minimum term (issue 32): the cost of the months its minimum term
     * holds (one when it has none or a shorter one), each line ÷ their number. A 90-day minimum: the quarter's cost ÷ 3
     * (¥99,534 for the quarter → ¥33,178 a month), never the minimum period's whole cost as "a month".
     */
    public static Lines perMonth(PriceTerms t, int cards, double hoursPerDay, BigDecimal dataGb) {
        return perMonth(t, cards, hoursPerDay, Assumptions.DEFAULT_DAYS_PER_WEEK, dataGb);
    }

    /** The same, the work run {@code daysPerWeek} days a week. */
    public static Lines perMonth(PriceTerms t, int cards, double hoursPerDay, int daysPerWeek, BigDecimal dataGb) {
        int months = Math.max(1, BillingCalendar.months(null, t.minimumDays()));
        Lines held = cost(t, cards, months * DAYS_PER_MONTH, hoursPerDay, daysPerWeek, dataGb);
        if (months == 1) {
            return held;
        }
        BigDecimal n = BigDecimal.valueOf(months);
        Cny gpu = Cny.roundedQuotient(held.gpu().amount(), n);
        Cny storage = Cny.roundedQuotient(held.storage().amount(), n);
        Cny bandwidth = Cny.roundedQuotient(held.bandwidth().amount(), n);
        Cny vat = Cny.roundedQuotient(held.vat().amount(), n);
        return new Lines(held.billedCards(), DAYS_PER_MONTH, gpu, storage, bandwidth, vat,
                gpu.plus(storage).plus(bandwidth).plus(vat));
    }

    /**
     * A month's rate of the cards at the planned use, pro rata to the billed period (a catalog offer's monthly figure,
     * docs/domain.md §3): pay-as-you-go at hours per day × 30 days, a period price over 720 h (a week's price × 30/7,
     * a quarter's ÷ 3), without extras or VAT. What a vendor's quote costs for 30 days under its own whole periods and
     * minimum term is {@link #cost(PriceTerms, int, int, double, BigDecimal)}'s.
     */
    public static Cny monthlyRate(PriceTerms t, int cards, double hoursPerDay) {
        return monthlyRate(t, cards, hoursPerDay, Assumptions.DEFAULT_DAYS_PER_WEEK);
    }

    /**
     * The same, the work run {@code daysPerWeek} days a week: pay-as-you-go at hours per day × the month's 30 days ×
     * days a week ÷ 7 ({@link Term#usedDays}: 9 h × 21.4285714286 days = 192.857142857 h at 5 a week).
     */
    public static Cny monthlyRate(PriceTerms t, int cards, double hoursPerDay, int daysPerWeek) {
        // a day's price is paid on the days the work runs (21.4285714286 days × 24 h at 5 a week), longer periods held
        BigDecimal hours = t.payAsYouGo()
                ? BigDecimal.valueOf(hoursPerDay).multiply(Term.usedDays(DAYS_PER_MONTH, daysPerWeek))
                : t.periodDays() == 1 ? Term.usedDays(DAYS_PER_MONTH, daysPerWeek).multiply(BigDecimal.valueOf(HOURS_PER_DAY))
                : BigDecimal.valueOf(HOURS_PER_MONTH);
        return Cny.rounded(perUnit(t.priceCny().multiply(BigDecimal.valueOf(t.billedCards(cards))).multiply(hours), t));
    }

    /** The price per card-hour, VAT included where the price is stated without it (a rate: {@link CnyRate}'s rounding). */
    public static CnyRate cardHourCny(PriceTerms t) {
        BigDecimal perHour = Cny.quotient(t.priceCny(), unitDivisor(t));
        if (t.vatPercent() != null) {
            perHour = perHour.multiply(BigDecimal.ONE.add(Cny.quotient(t.vatPercent(), HUNDRED)));
        }
        return new CnyRate(perHour);
    }

    /** {@code amount} ÷ the price unit (hours × cards), exact where the unit is one card-hour ({@link Cny#quotient}). */
    private static BigDecimal perUnit(BigDecimal amount, PriceTerms t) {
        BigDecimal divisor = unitDivisor(t);
        return divisor.equals(BigDecimal.ONE) ? amount : Cny.quotient(amount, divisor);
    }

    private static BigDecimal unitDivisor(PriceTerms t) {
        return BigDecimal.valueOf((long) t.unitHours() * t.unitCards());
    }
}
