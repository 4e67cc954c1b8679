package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.Gpu;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.sizing.MemoryModel;
import java.util.ArrayList;
import java.util.List;

/** Per-GPU memory fit for the memory check page: every catalog GPU, whether or not it has a price. */
public final class MemoryCheck {

    private MemoryCheck() {
    }

    public static List<GpuFit> of(Advice advice, Catalog catalog) {
        List<GpuFit> rows = new ArrayList<>();
        for (Gpu gpu : catalog.gpus()) {
            Candidate best = advice.allReference().stream().filter(c -> c.gpu().id().equals(gpu.id())).findFirst().orElse(null);
            Rejection rejection = advice.rejected().stream().filter(r -> r.gpu().id().equals(gpu.id())).findFirst().orElse(null);
            Integer cards = null;
            double perCard = Double.NaN;
            if (gpu.memoryGb() != null) {
                for (int n : GpuSizer.cardCounts(advice.plan().maxCards())) {
                    MemoryBreakdown b = MemoryModel.breakdown(advice.plan().workload(), n);
                    if (b.perCardGb() <= gpu.capacityGb()) {
                        cards = n;
                        perCard = b.perCardGb();
                        break;
                    }
                }
            }
            double utilization = Double.isNaN(perCard) ? Double.NaN
                    : perCard / (1 + advice.memory().appliedSpareFraction()) / gpu.capacityGb();
            rows.add(new GpuFit(gpu, cards, perCard, utilization, best, rejection));
        }
        return rows;
    }
}
