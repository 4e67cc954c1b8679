package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Per-GPU memory fit for the memory check: every catalog GPU, whether or not it has a price. Worked out once by the
 * {@link Advisor} and carried by the {@link Advice} ({@link Advice#memoryCheck()}).
 */
public final class MemoryCheck {

    private MemoryCheck() {
    }

    /**
     * @param memory       the advice's memory need (its spare is taken out again for the utilisation)
     * @param allReference the reference-priced configurations, then those that need a quote
     * @param rejected     the GPUs refused or left out
     */
    static List<GpuFit> of(ResolvedPlan plan, MemoryBreakdown memory, List<Candidate> allReference,
                           List<Rejection> rejected, Catalog catalog) {
        List<GpuFit> rows = new ArrayList<>();
        for (Gpu gpu : catalog.gpus()) {
            Candidate best = allReference.stream().filter(c -> c.gpu().id().equals(gpu.id())).findFirst().orElse(null);
            Rejection rejection = rejected.stream().filter(r -> r.gpu().id().equals(gpu.id())).findFirst().orElse(null);
            Integer cards = null;
            double perCard = Double.NaN;
            if (gpu.memoryGib() != null) {
                for (int n : GpuSizer.cardCounts(plan.maxCards())) {
                    MemoryBreakdown b = MemoryModel.breakdown(plan.workload(), n);
                    if (b.perCardGb() <= gpu.capacityGb()) {
                        cards = n;
                        perCard = b.perCardGb();
                        break;
                    }
                }
            }
            double utilization = Double.isNaN(perCard) ? Double.NaN
                    : perCard / (1 + memory.appliedSpareFraction()) / gpu.capacityGb();
            rows.add(new GpuFit(gpu, cards, perCard, utilization, best, rejection));
        }
        return rows;
    }
}
