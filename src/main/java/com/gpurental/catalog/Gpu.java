package com.gpurental.catalog;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One GPU model with its specifications. Every figure is nullable: an unknown figure stays
 * {@code null} and is shown as "unknown", never guessed. FP16 and INT8 figures are kept on a
 * dense basis with the with-sparsity figure beside it, never mixed. A figure whose public sources
 * disagree is null as a single value and kept in {@code ranges} (field name → published spread).
 *
 * <p>{@code memoryGb} is the vendor's capacity figure, which is binary: bytes = memoryGb × 2^30
 * (nvidia-smi: 81,920 MiB for an A100 80GB). Compare memory needs (GB = 10^9 bytes) with
 * {@link #capacityGb()}, never with {@code memoryGb}.
 *
 * @param devicesPerCard devices the system sees per card (an MI250 is two 64 GB dies: 2); 1 for most cards
 * @param architecture   the maker's name of the chip generation ("Ampere", "Hopper", "CDNA 3", "Da Vinci"), or null
 *                       when unknown; it says whether the card computes in FP8 ({@link #fp8TensorCores()})
 * @param inferenceOnly  the maker sells the card for inference only (the Ascend 310P in the Atlas 300I Pro): its
 *                       software stack does not train on it, so a training job never rents it
 * @param soldInChinaAs  the catalog ids of the variants sold in China in this card's place, when the card itself is not
 *                       sold there under the US export rules (the RTX 5090: the RTX 5090D and 5090D V2); empty for most
 * @param variants       the forms the card is rented in under the same name ({@link GpuVariant}); empty for most
 * @param soldInChinaUntil the day the card stopped being sold new in China under the US export rules, when it was sold
 *                       there before (the RTX 4090: 2023-11-17): rentals there run the older stock, so the China variant
 *                       is a question to ask, not a reason to rank it after others; null for a card never sold there
 * @param fp64Tflops     double precision (FP64, vector, not the FP64 tensor-core figure) TFLOPS, or null when no public
 *                       figure exists: the figure scientific codes that need double precision are judged by
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
        Map<String, FigureRange> ranges,
        int devicesPerCard,
        String architecture,
        Double fp64Tflops,
        List<String> soldInChinaAs,
        boolean inferenceOnly,
        List<GpuVariant> variants,
        java.time.LocalDate soldInChinaUntil) {

    /** The variant whose figures the catalog holds, or null for a card rented in one form. */
    public GpuVariant catalogVariant() {
        return variants.stream().filter(GpuVariant::catalogFigures).findFirst().orElse(null);
    }

    /** Bytes per catalog memory GB: binary, 2^30 (GiB); the source is given at {@code
     * sizing.Assumptions.CAPACITY_BYTES_PER_CATALOG_GB}. */
    public static final double BYTES_PER_MEMORY_GB = 1L << 30;

    public Gpu {
        sources = List.copyOf(sources);
        soldInChinaAs = soldInChinaAs == null ? List.of() : List.copyOf(soldInChinaAs);
        variants = variants == null ? List.of() : List.copyOf(variants);
        ranges = ranges == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(ranges));
        if (devicesPerCard < 1) {
            throw new IllegalArgumentException("devicesPerCard must be at least 1: " + devicesPerCard);
        }
    }

    /**
     * The architectures whose tensor cores compute in FP8 (docs/gpu-specs.md "FP8"): NVIDIA Ada Lovelace, Hopper and
     * Blackwell (the makers' architecture whitepapers: fourth- and fifth-generation Tensor Cores with FP8), AMD CDNA 3
     * (MI300X). Ampere, Turing, Volta, CDNA 2, Huawei Da Vinci (Ascend 910B/310) have none: FP16/BF16 and INT8 only.
     */
    public static final java.util.Set<String> FP8_ARCHITECTURES = java.util.Set.of("Ada Lovelace", "Hopper", "Blackwell",
            "CDNA 3");

    /** A card rented in one form only, and never sold in China before a China variant replaced it. */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources, Map<String, FigureRange> ranges,
               int devicesPerCard, String architecture, Double fp64Tflops, List<String> soldInChinaAs,
               boolean inferenceOnly) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, ranges,
                devicesPerCard, architecture, fp64Tflops, soldInChinaAs, inferenceOnly, List.of(), null);
    }

    /** A card that trains as well as it serves (not made for inference only). */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources, Map<String, FigureRange> ranges,
               int devicesPerCard, String architecture, Double fp64Tflops, List<String> soldInChinaAs) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, ranges,
                devicesPerCard, architecture, fp64Tflops, soldInChinaAs, false);
    }

    /** A card that is sold in China under its own name (no China-only variant in the catalog). */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources, Map<String, FigureRange> ranges,
               int devicesPerCard, String architecture, Double fp64Tflops) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, ranges,
                devicesPerCard, architecture, fp64Tflops, List.of());
    }

    /** A card without a double-precision figure (FP64 unknown). */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources, Map<String, FigureRange> ranges,
               int devicesPerCard, String architecture) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, ranges,
                devicesPerCard, architecture, null);
    }

    /** The catalog's card without its architecture (unknown). */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources, Map<String, FigureRange> ranges,
               int devicesPerCard) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, ranges,
                devicesPerCard, (String) null);
    }

    /**
     * Whether the card's tensor cores compute in FP8. A model released in FP8 still runs on a card without them, but
     * weight-only (weights held as FP8, dequantized and computed in BF16/FP16: vLLM's Marlin W8A16 kernels) or upcast
     * to BF16. An unknown architecture counts as none: FP8 compute is never assumed.
     */
    public boolean fp8TensorCores() {
        return architecture != null && FP8_ARCHITECTURES.contains(architecture);
    }

    /** A GPU the system sees as one device per card (the catalog's {@code devicesPerCard} left out). */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources, Map<String, FigureRange> ranges) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, ranges, 1);
    }

    /** A GPU whose figures are all single values or unknown. */
    public Gpu(String id, String name, String vendor, Double memoryGb, String memoryType, Double bandwidthGbPerS,
               Double fp16DenseTflops, Double fp16SparseTflops, Double fp32Tflops, Double int8DenseTops,
               Double int8SparseTops, Double tdpW, Interconnect interconnect, SoftwareStack stack, boolean domestic,
               FormFactor formFactor, LocalizedText notes, List<Source> sources) {
        this(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops, fp32Tflops,
                int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources, Map.of());
    }

    /**
     * A card rebuilt by a third party (the 48 GB RTX 4090s some Chinese platforms rent): no maker's warranty.
     * The catalog marks it by an id ending in {@code -mod}.
     */
    public boolean modified() {
        return id.endsWith("-mod");
    }

    /** Memory capacity in bytes (memoryGb × 2^30), or null when unknown. */
    public Double capacityBytes() {
        return memoryGb == null ? null : memoryGb * BYTES_PER_MEMORY_GB;
    }

    /** Memory capacity in GB = 10^9 bytes (an "80 GB" card holds 85.9), the unit of memory needs; null if unknown. */
    public Double capacityGb() {
        return memoryGb == null ? null : memoryGb * BYTES_PER_MEMORY_GB / 1e9;
    }

    /** GDDR, HBM or other, from {@code memoryType}: decides the decode bandwidth share. */
    public MemoryTechnology memoryTechnology() {
        return MemoryTechnology.of(memoryType);
    }

    /** The published spread of {@code field} when its sources disagree, or null. */
    public FigureRange range(String field) {
        return ranges.get(field);
    }

    /** Memory bandwidth as a range: the single figure (no spread), the published spread, or null when unknown. */
    public FigureRange bandwidthRange() {
        if (bandwidthGbPerS != null) {
            Confidence c = confidenceOf("bandwidthGbPerS");
            return new FigureRange(bandwidthGbPerS, bandwidthGbPerS, bandwidthGbPerS, c == null ? Confidence.U : c, null);
        }
        return ranges.get("bandwidthGbPerS");
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
