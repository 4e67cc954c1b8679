package com.gpurental.pricing;

import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
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
        Cny monthlyCostCny,
        Cny termCostCny,
        int billedDays,
        List<Offer> offers) {

    public RentalCost {
        offers = List.copyOf(offers);
    }

    public Offer offer() {
        return offers.get(0);
    }

    /**
     * Cards paid for: whole servers when the offer bills every started server whole (a hybrid's monthly base), else
     * the cards used; a vendor's quote, costed without a catalog offer, bills the cards it states.
     */
    public int billedCards() {
        return offers.isEmpty() ? cards : CostCalculator.billedCards(offer(), cards);
    }

    /**
     * The cards as every table shows them: the cards used, with the whole servers billed when a server price is paid
     * for fewer cards than it holds (1 card on an 8-card server's month is the whole server's price), and a hybrid's
     * peak cards.
     */
    public Message cardsLabel() {
        int billed = billedCards();
        Message base = billed > cards
                ? Message.of("rental.cards.wholeServer", cards, offer().perCards(), billed / offer().perCards())
                : Message.of("rental.cards", cards);
        return peakCards > 0 ? Message.of("rental.cards.hybrid", base, peakCards) : base;
    }
}
