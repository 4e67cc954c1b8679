package com.gpurental.pricing;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Offer;
import com.gpurental.catalog.RentalMode;
import com.gpurental.sizing.Assumptions;
import com.gpurental.units.Cny;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The one place that decides which offer prices a GPU: the cheapest offer of each billing mode, per GPU, built once
 * per catalog. The advice, the comparison charts, the report's price list and the budget suggestions all read it, so
 * a quarterly and a monthly offer for the same GPU can never make two different break-even figures.
 */
public final class OfferBook {

    private final Map<String, GpuOffers> byGpu;

    private OfferBook(Map<String, GpuOffers> byGpu) {
        this.byGpu = byGpu;
    }

    public static OfferBook of(Catalog catalog) {
        Map<String, Map<RentalMode, Offer>> best = new HashMap<>();
        for (Offer o : catalog.offers()) {
            best.computeIfAbsent(o.gpuId(), k -> new EnumMap<>(RentalMode.class))
                    .merge(o.mode(), o, (kept, next) -> perCardCompare(next, kept) < 0 ? next : kept);
        }
        Map<String, GpuOffers> byGpu = new HashMap<>();
        best.forEach((id, modes) -> byGpu.put(id, new GpuOffers(id, modes)));
        return new OfferBook(byGpu);
    }

    /** The offers for one GPU (empty when the catalog has no price for it). */
    public GpuOffers forGpu(String gpuId) {
        GpuOffers offers = byGpu.get(gpuId);
        return offers != null ? offers : new GpuOffers(gpuId, Map.of());
    }

    /** Compares price per card (price ÷ cards it is quoted for) exactly, without dividing. */
    static int perCardCompare(Offer a, Offer b) {
        return a.priceCny().multiply(BigDecimal.valueOf(b.perCards()))
                .compareTo(b.priceCny().multiply(BigDecimal.valueOf(a.perCards())));
    }

    /**
     * One GPU's cheapest offer per billing mode. Within one mode every cost is proportional to the price per card,
     * so only these need quoting (the first in catalog order wins a tie).
     */
    public static final class GpuOffers {
        private final String gpuId;
        private final List<Offer> perMode;
        private final Offer hourly;
        private final Offer bareMetal;

        GpuOffers(String gpuId, Map<RentalMode, Offer> cheapest) {
            this.gpuId = gpuId;
            Map<RentalMode, Offer> sorted = new EnumMap<>(RentalMode.class);
            sorted.putAll(cheapest);
            this.perMode = List.copyOf(sorted.values());
            this.hourly = sorted.get(RentalMode.HOURLY);
            Offer bare = null;
            for (Offer o : perMode) {
                if (o.mode().bareMetal() && (bare == null
                        || monthlyPerCard(o).compareTo(monthlyPerCard(bare)) < 0)) {
                    bare = o;
                }
            }
            this.bareMetal = bare;
        }

        public String gpuId() {
            return gpuId;
        }

        public boolean priced() {
            return !perMode.isEmpty();
        }

        /** The cheapest offer of each mode, in mode order (hourly … quarterly). */
        public List<Offer> perMode() {
            return perMode;
        }

        /** The cheapest container offer by the hour, or null. */
        public Offer hourly() {
            return hourly;
        }

        /** The bare-metal offer with the lowest price per card-month (a quarter counts as three months), or null. */
        public Offer bareMetal() {
            return bareMetal;
        }

        /** Quotes every allowed mode's cheapest offer (and hybrid when allowed and both offers exist). */
        public List<RentalCost> quotes(Set<RentalMode> allowed, int cards, Term term, double hoursPerDay,
                                  int peakCards, double peakHoursPerDay) {
            return quotes(allowed, cards, term, hoursPerDay, peakCards, peakHoursPerDay, null);
        }

        /** {@link #quotes} with a hybrid's peak window: the peak cards billed on {@code peakDays} days (null: every day). */
        public List<RentalCost> quotes(Set<RentalMode> allowed, int cards, Term term, double hoursPerDay,
                                  int peakCards, double peakHoursPerDay, Integer peakDays) {
            List<RentalCost> quotes = new ArrayList<>();
            for (Offer o : perMode) {
                if (allowed.contains(o.mode())) {
                    quotes.add(CostCalculator.quote(o, cards, term, hoursPerDay));
                }
            }
            // a plan that asks for hybrid alone keeps it where its peak needs no extra cards (the base carries the peak)
            boolean hybridAsked = peakCards > 0 || allowed.equals(Set.of(RentalMode.HYBRID));
            if (allowed.contains(RentalMode.HYBRID) && hybridAsked && bareMetal != null && hourly != null) {
                quotes.add(CostCalculator.hybrid(bareMetal, hourly, cards, peakCards, peakHoursPerDay, peakDays, term));
            }
            return quotes;
        }

        /** Monthly against hourly renting for {@code cards} cards, or null without both kinds of offer. */
        public BreakEven breakEven(int cards) {
            return bareMetal == null || hourly == null ? null : BreakEven.of(bareMetal, hourly, cards);
        }

        private static Cny monthlyPerCard(Offer o) {
            return CostCalculator.monthlyPerCard(o, Assumptions.HOURS_PER_DAY);
        }
    }
}
