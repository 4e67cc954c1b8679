package com.gpurental.pricing;

import static com.gpurental.sizing.Assumptions.DAYS_PER_MONTH;
import static com.gpurental.sizing.Assumptions.HOURS_PER_DAY;

import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * A catalog offer's cost: the offer becomes its {@link PriceTerms} and {@link Costing} costs it, the same function that
 * costs a vendor's quote. The rules of docs/domain.md §3 in exact decimal arithmetic (1 month = 30 days = 720 h):
 * <ul>
 *   <li>hourly: price per card-hour × cards × the hours used in the term (hours per day × days, but never more
 *       than the term's wall-clock hours, started hours billed: a one-hour job pays 2 hours with its buffer);</li>
 *   <li>daily / weekly: per card-day or card-week, whole days or weeks billed;</li>
 *   <li>monthly / quarterly: bare-metal prices per server are pro-rated per card only where the offer states that
 *       a share of a server is rented; otherwise every started server is billed whole; whole months (quarters) are
 *       billed;</li>
 *   <li>hybrid: bare-metal monthly base cards + hourly peak cards.</li>
 * </ul>
 */
public final class CostCalculator {

    private CostCalculator() {
    }

    /** The cost of {@code cards} cards on a catalog offer over a term: the offer's {@link PriceTerms} through {@link Costing}. */
    public static RentalCost quote(Offer offer, int cards, Term term, double hoursPerDay) {
        PriceTerms terms = PriceTerms.of(offer);
        Costing.Lines lines = Costing.cost(terms, cards, term, hoursPerDay, null);
        return new RentalCost(offer.mode(), cards, 0, Costing.monthlyRate(terms, cards, hoursPerDay, term.daysPerWeek()),
                lines.total(), lines.billedDays(), List.of(offer));
    }

    /**
     * Hybrid: {@code baseCards} on the bare-metal offer for the whole term plus {@code peakCards}
     * by the hour for {@code peakHoursPerDay} every day of the term.
     */
    public static RentalCost hybrid(Offer bareMetal, Offer hourly, int baseCards, int peakCards, double peakHoursPerDay,
            Term term) {
        return hybrid(bareMetal, hourly, baseCards, peakCards, peakHoursPerDay, null, term);
    }

    /**
     * Hybrid with a peak window (plan {@code rental.peak}, docs/domain.md §3.8): the base for the whole term, the peak cards
     * by the hour only on {@code peakDays} days of it (null: every day), {@code peakHoursPerDay} hours each. The month's
     * figure is the base's month plus the peak's cost spread over the term's months (term cost × 30 ÷ term days).
     */
    public static RentalCost hybrid(Offer bareMetal, Offer hourly, int baseCards, int peakCards, double peakHoursPerDay,
                                    Integer peakDays, Term term) {
        if (!bareMetal.mode().bareMetal() || hourly.mode() != RentalMode.HOURLY) {
            throw new IllegalArgumentException("hybrid needs a bare-metal and an hourly offer");
        }
        RentalCost base = quote(bareMetal, baseCards, term, HOURS_PER_DAY);
        boolean window = peakDays != null && peakDays < term.billableDays();
        RentalCost peak = hybridPeak(hourly, peakCards, peakHoursPerDay, peakDays, term);
        BigDecimal peakMonthly = !window ? peak.monthlyCostCny().amount() : Cny.quotient(peak.termCostCny().amount()
                .multiply(BigDecimal.valueOf(DAYS_PER_MONTH)), BigDecimal.valueOf(term.billableDays()));
        return new RentalCost(RentalMode.HYBRID, baseCards, peakCards,
                Cny.rounded(base.monthlyCostCny().amount().add(peakMonthly)),
                base.termCostCny().plus(peak.termCostCny()), base.billedDays(), List.of(bareMetal, hourly));
    }

    /**
     * A hybrid's peak part alone (what {@link #hybrid(Offer, Offer, int, int, double, Integer, Term)} adds to the base):
     * {@code peakCards} by the hour for {@code peakHoursPerDay} hours on {@code peakDays} days of the term (null, or as
     * many as the term: every day).
     */
    public static RentalCost hybridPeak(Offer hourly, int peakCards, double peakHoursPerDay, Integer peakDays, Term term) {
        boolean window = peakDays != null && peakDays < term.billableDays();
        return quote(hourly, peakCards, window ? new Term(peakDays, peakDays, 0) : term, peakHoursPerDay);
    }

    /**
     * The same rental costed over another term (a training's central estimate beside its cautious term): the quote's
     * offers, cards and peak cards, at the plan's hours per day.
     */
    public static RentalCost requote(RentalCost q, Term term, double hoursPerDay, double peakHoursPerDay) {
        return requote(q, term, hoursPerDay, peakHoursPerDay, null);
    }

    /** {@link #requote(RentalCost, Term, double, double)} with a hybrid's peak window ({@code peakDays}, null: every day). */
    public static RentalCost requote(RentalCost q, Term term, double hoursPerDay, double peakHoursPerDay, Integer peakDays) {
        return q.mode() == RentalMode.HYBRID
                ? hybrid(q.offers().get(0), q.offers().get(1), q.cards(), q.peakCards(), peakHoursPerDay, peakDays, term)
                : quote(q.offer(), q.cards(), term, hoursPerDay);
    }

    /**
     * Hours of use per month above which one card's share of a bare-metal month is cheaper than the hour:
     * monthly price per card ÷ hourly price per card (a quarterly price counts as three months), the offers' own rates
     * side by side. What a number of cards is billed, and its break-even, is {@link BreakEven}'s.
     */
    public static BigDecimal breakEvenHoursPerMonth(Offer bareMetal, Offer hourly) {
        if (!bareMetal.mode().bareMetal() || hourly.mode() != RentalMode.HOURLY) {
            throw new IllegalArgumentException("break-even needs a bare-metal and an hourly offer");
        }
        return BreakEven.monthlyPerCard(bareMetal).yuan().divide(hourly.pricePerCardCny().yuan(), 1, RoundingMode.HALF_UP);
    }

    /**
     * Monthly cost per card of an offer at the given hours per day (container) or flat (bare-metal): the offer's rate
     * per card, a server's price ÷ its cards, whether or not a share of the server can be rented (what one card can be
     * rented for is {@link #quote}'s).
     */
    public static Cny monthlyPerCard(Offer offer, double hoursPerDay) {
        Offer perCard = new Offer(offer.id(), offer.gpuId(), offer.mode(), offer.pricePerCardCny().yuan(), 1, offer.source(),
                offer.asOf(), offer.notes());
        return quote(perCard, 1, Term.forTask(1), hoursPerDay).monthlyCostCny();
    }

    /**
     * The cards an offer bills for {@code cards} used: every started server in full unless the offer states that a share
     * of a server is rented ({@link Offer#billsWholeServers}); a per-card offer bills the cards used.
     */
    public static int billedCards(Offer offer, int cards) {
        return PriceTerms.of(offer).billedCards(cards);
    }
}
