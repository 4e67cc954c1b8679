package com.gpurental.catalog;

import java.util.List;

/**
 * One GPU model with its specifications. Every figure is nullable: an unknown figure stays
 * {@code null} and is shown as "unknown", never guessed. FP16 and INT8 figures are kept on a
 * dense basis with the with-sparsity figure beside it, never mixed.
 *
 * @param devicesPerCard devices the system sees per card (an MI250 is two 64 GB dies: 2); 1 for most cards
 */
public record Gpu(
        String id,
        String name,
        String vendor,
        Double memoryGb,
        String memoryType,
        Double bandwidthGbPerS,
        Double fp16DenseTflops,
        Double fp16SparseTflops,
        Double fp32Tflops,
        Double int8DenseTops,
        Double int8SparseTops,
        Double tdpW,
        Interconnect interconnect,
        SoftwareStack stack,
        boolean domestic,
        FormFactor formFactor,
        LocalizedText notes,
        List<Source> sources,
        int devicesPerCard) {

    public Gpu {
        sources = List.copyOf(sources);
        if (devicesPerCard < 1) {
            throw new IllegalArgumentException("devicesPerCard must be at least 1: " + devicesPerCard);
        }
    }

    /** A card the system sees as one device (the catalog's {@code devicesPerCard} left out). */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, 1);
    }

    /** The weakest confidence among the sources that support {@code field}; null when none names it. */
    public Confidence confidenceOf(String field) {
        Confidence worst = null;
        for (Source s : sources) {
            if (s.fields().contains(field) && (worst == null || s.confidence().compareTo(worst) > 0)) {
                worst = s.confidence();
            }
        }
        return worst;
    }
}
