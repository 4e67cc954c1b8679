package com.gpurental.catalog;

import com.gpurental.units.MemorySize;
import java.time.LocalDate;

/**
 * One form a catalog card is rented in under the same name (docs/gpu-specs.md "Variants under one name"): the Ascend
 * 910B as 910B1–B4 with 64 or 32 GB, the A800/H800/H100 as the SXM module or the PCIe card. The catalog's figures are
 * those of the variant marked {@code catalogFigures}; the others state the figures that differ. Every figure is
 * resolved when the catalog is read: one the variant does not state is the card's own, and one it states as
 * {@code null} is unknown (never guessed).
 *
 * @param name            the variant's name as vendors write it ("910B4", "A800 80GB PCIe")
 * @param catalogFigures  the catalog's figures are this variant's
 * @param memoryGb        memory per card, the vendor's (binary) GB; null when unknown
 * @param bandwidthGbPerS memory bandwidth; null when unknown or a published spread
 * @param fp16DenseTflops dense FP16/BF16 tensor throughput; null when unknown
 * @param interconnect    how its cards join; null when unknown
 * @param sameAs          the catalog id of the card this variant is listed as on its own (the H100 PCIe), or null
 * @param source          where the variant's figures come from, with its grade
 * @param reviewed        when the source was reviewed
 */
public record GpuVariant(String name, boolean catalogFigures, Double memoryGb, Double bandwidthGbPerS,
                         Double fp16DenseTflops, Interconnect interconnect, String sameAs, Source source,
                         LocalDate reviewed) {

    /** Memory capacity in GB = 10^9 bytes, the unit of memory needs ({@link Gpu#capacityGb()}); null if unknown. */
    public Double capacityGb() {
        return memoryGb == null ? null : MemorySize.ofGiB(memoryGb).gb();
    }

    /**
     * The vendor's figure in binary GiB, as the variant's name prints it ("910B4, 32 GB"), or null when unknown; a label,
     * not a memory need's unit: compare needs with {@link #capacityGb()} (the same split as {@link Gpu#memoryGib()}).
     */
    public Double memoryGib() {
        return memoryGb;
    }

    /** Whether its cards join over a fast link (NVLink, HCCS, Infinity Fabric); false when unknown. */
    public boolean fastLink() {
        return interconnect != null && interconnect.type() != null && interconnect.type().fastLink();
    }
}
