package com.gpurental.serving;

import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Workload;
import java.util.function.IntToDoubleFunction;

/**
 * Stage "layouts per card → capacity per layout" (docs/domain.md §9): whether {@code n} cards of a GPU carry the load,
 * and how. Each layout the engines run is tried; those whose memory holds the load's requests in flight and whose
 * copies meet the targets at their share of the rate are kept, the one with the most capacity wins.
 */
public final class ServingSizer {

    private ServingSizer() {
    }

    /** Why {@code n} cards do not carry the load: the memory per card of the smallest-per-card layout, or speed. */
    public record Miss(double perCardGb, boolean memory, Layout layout) {
    }

    /**
     * The fit of {@code n} cards, or null.
     *
     * @param efficiency the multi-card efficiency of a tensor-parallel group of the given size
     * @param fastLink   whether the cards are joined by NVLink/HCCS (a copy over several servers needs it)
     * @param relax      0, 1 or 2 ({@link ServingFit#relaxed})
     */
    public static ServingFit fit(Workload w, Gpu g, int n, LoadShape load, Targets targets,
                                 IntToDoubleFunction efficiency, boolean fastLink, int relax) {
        Targets asked = relax == 2 ? new Targets(targets.ttftHard() ? targets.ttftS() : null,
                targets.tpotHard() ? targets.tpotS() : null, targets.ttftHard(), targets.tpotHard()) : targets;
        int softEnd = relax == 1 ? 0 : 1;
        ServingFit best = null;
        for (Layout l : Layouts.of(n, w.architecture())) {
            if (l.multiServer() && !fastLink) {
                continue;
            }
            int serving = l.copies() - load.spareCopies();
            if (serving < 1) {
                continue;
            }
            CopyModel copy = new CopyModel(w, g, l, load, efficiency.applyAsDouble(l.tensorParallel()));
            // with a spare copy asked, the copies left when one is down hold the requests in flight and meet the targets
            double perCard = copy.perCardGb(load.inFlight() / serving);
            if (g.capacityGb() == null || perCard > g.capacityGb()) {
                continue;
            }
            ServingFit fit = load.closed() ? closed(copy, load, perCard, asked, softEnd, relax, serving)
                    : open(copy, load.requestRate(targets), perCard, asked, softEnd, relax, serving);
            if (fit != null && (best == null || fit.capacity() > best.capacity())) {
                best = fit;
            }
        }
        return best;
    }

    /**
     * Open arrivals (people's requests, a batch job): the copy at its share of the load's rate; {@code serving} copies
     * (all but the spare) must carry the load, the figures are those of all copies running.
     */
    private static ServingFit open(CopyModel copy, double rate, double perCard, Targets asked, int softEnd, int relax,
                                   int serving) {
        Layout l = copy.layout();
        double share = rate / l.copies();
        if (!CapacityModel.meets(copy, rate / serving, asked, softEnd)) {
            return null;
        }
        double capacity = CapacityModel.capacity(copy, asked, softEnd);
        OperatingPoint central = CapacityModel.at(copy, share, 1);
        // a batch job gives no number in flight: the memory is the one its operating point holds
        double held = copy.load().inFlight() > 0 ? perCard : copy.perCardGb(central.inFlight());
        return new ServingFit(l, capacity, rate, central, CapacityModel.ttftRange(copy, central),
                CapacityModel.tpotRange(copy, central), held, relax, CapacityModel.at(copy, share, 2).feasible());
    }

    /**
     * A closed population ({@link ClosedLoop}): each copy serves its share of the users, N ÷ copies, at the rate its own
     * speed lets them send; the ranges are the loop solved at each end of the estimate.
     */
    private static ServingFit closed(CopyModel copy, LoadShape load, double perCard, Targets asked, int softEnd,
                                     int relax, int serving) {
        Layout l = copy.layout();
        double users = load.inFlight() / l.copies();
        if (!ClosedLoop.meets(copy, load.inFlight() / serving, asked, softEnd)) {
            return null;
        }
        OperatingPoint fast = ClosedLoop.at(copy, users, 0);
        OperatingPoint central = ClosedLoop.at(copy, users, 1);
        OperatingPoint slow = ClosedLoop.at(copy, users, 2);
        return new ServingFit(l, ClosedLoop.capacity(copy, asked, softEnd), central.requestsPerSecond() * l.copies(),
                central, span(fast.ttftP95S(), central.ttftP95S(), slow.ttftP95S()),
                span(fast.tpotP95S(), central.tpotP95S(), slow.tpotP95S()), perCard, relax, slow.feasible());
    }

    /**
     * A time's range over the loop solved at each end: faster cards also let the users send sooner, so the fast end's
     * queue may be a little longer than the centre's; the range is what the three solutions span.
     */
    private static Estimate span(double fast, double central, double slow) {
        return new Estimate(Math.min(Math.min(fast, slow), central), central, Math.max(Math.max(fast, slow), central));
    }

    /** The smallest memory per card any layout of {@code n} cards needs for the load, and that layout. */
    public static Miss memoryMiss(Workload w, Gpu g, int n, LoadShape load, boolean fastLink) {
        Miss best = null;
        for (Layout l : Layouts.of(n, w.architecture())) {
            if (l.multiServer() && !fastLink) {
                continue;
            }
            if (l.copies() <= load.spareCopies()) {
                continue;
            }
            double perCard = new CopyModel(w, g, l, load, 1).perCardGb(load.inFlight() / (l.copies() - load.spareCopies()));
            if (best == null || perCard < best.perCardGb()) {
                best = new Miss(perCard, g.capacityGb() == null || perCard > g.capacityGb(), l);
            }
        }
        return best;
    }

    /**
     * The fastest a request is answered on {@code n} cards, tokens per second: one request alone on the layout whose
     * memory holds the load and whose step is shortest (central estimate); 0 when none holds it.
     */
    public static double fastestTokensPerSecond(Workload w, Gpu g, int n, LoadShape load,
                                                IntToDoubleFunction efficiency, boolean fastLink) {
        double best = 0;
        for (Layout l : Layouts.of(n, w.architecture())) {
            if (l.multiServer() && !fastLink) {
                continue;
            }
            CopyModel copy = new CopyModel(w, g, l, load, efficiency.applyAsDouble(l.tensorParallel()));
            Double step = copy.stepSeconds(1, 1);
            int serving = l.copies() - load.spareCopies();
            if (step != null && serving > 0 && g.capacityGb() != null
                    && copy.perCardGb(load.inFlight() / serving) <= g.capacityGb()) {
                best = Math.max(best, 1 / step);
            }
        }
        return best;
    }
}
