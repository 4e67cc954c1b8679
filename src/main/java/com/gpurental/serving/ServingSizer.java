package com.gpurental.serving;

import com.gpurental.catalog.Gpu;
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
        double rate = load.requestRate(targets);
        ServingFit best = null;
        for (Layout l : Layouts.of(n, w.architecture())) {
            if (l.multiServer() && !fastLink) {
                continue;
            }
            CopyModel copy = new CopyModel(w, g, l, load, efficiency.applyAsDouble(l.tensorParallel()));
            double perCard = copy.perCardGb(load.inFlight() / l.copies());
            if (g.capacityGb() == null || perCard > g.capacityGb()) {
                continue;
            }
            double share = rate / l.copies();
            if (!CapacityModel.meets(copy, share, asked, softEnd)) {
                continue;
            }
            double capacity = CapacityModel.capacity(copy, asked, softEnd);
            if (best == null || capacity * l.copies() > best.capacity()) {
                OperatingPoint central = CapacityModel.at(copy, share, 1);
                // a batch job gives no number in flight: the memory is the one its operating point holds
                double held = load.inFlight() > 0 ? perCard : copy.perCardGb(central.inFlight());
                best = new ServingFit(l, capacity, rate, central, CapacityModel.ttftRange(copy, central),
                        CapacityModel.tpotRange(copy, central), held, relax);
            }
        }
        return best;
    }

    /** The smallest memory per card any layout of {@code n} cards needs for the load, and that layout. */
    public static Miss memoryMiss(Workload w, Gpu g, int n, LoadShape load, boolean fastLink) {
        Miss best = null;
        for (Layout l : Layouts.of(n, w.architecture())) {
            if (l.multiServer() && !fastLink) {
                continue;
            }
            double perCard = new CopyModel(w, g, l, load, 1).perCardGb(load.inFlight() / l.copies());
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
            if (step != null && g.capacityGb() != null && copy.perCardGb(load.inFlight() / l.copies()) <= g.capacityGb()) {
                best = Math.max(best, 1 / step);
            }
        }
        return best;
    }
}
