package com.gpurental.pricing;

import com.gpurental.catalog.RentalMode;
import com.gpurental.catalog.Offer;
import java.math.BigDecimal;
import java.util.List;

/**
 * The cost of renting {@code cards} cards for a term, in CNY to the fen.
 *
 * @param monthlyCostCny cost of one month (30 days, 720 h) of this rental at the planned use
 * @param termCostCny    cost of the whole billable term, with whole periods billed
 * @param billedDays     days paid for (whole months or weeks round up), ≥ the billable days
 * @param peakCards      for hybrid: cards rented by the hour on top of the monthly base (else 0)
 * @param offers         the offers used (one, or monthly + hourly for hybrid)
 */
public record RentalCost(
        RentalMode mode,
        int cards,
        int peakCards,
        BigDecimal monthlyCostCny,
        BigDecimal termCostCny,
        int billedDays,
        List<Offer> offers) {

    public RentalCost {
        offers = List.copyOf(offers);
    }

    public Offer offer() {
        return offers.get(0);
    }
}
