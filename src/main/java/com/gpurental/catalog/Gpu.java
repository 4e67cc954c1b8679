package com.gpurental.catalog;

import com.gpurental.units.MemorySize;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One GPU model with its specifications. Every figure is nullable: an unknown figure stays
 * {@code null} and is shown as "unknown", never guessed. FP16 and INT8 figures are kept on a
 * dense basis with the with-sparsity figure beside it, never mixed. A figure whose public sources
 * disagree is null as a single value and kept in {@code ranges} (field name → published spread).
 *
 * <p>{@code memoryGb} is the vendor's capacity figure as the catalog writes it, which is binary: bytes = memoryGb × 2^30
 * (nvidia-smi: 81,920 MiB for an A100 80GB). Outside the catalog, read it as {@link #memory()}, a {@link MemorySize}
 * that does the conversion; compare memory needs (GB = 10^9 bytes) with {@link #capacityGb()}, never with
 * {@code memoryGb}.
 *
 * @param devicesPerCard devices the system sees per card (an MI250 is two 64 GB dies: 2); 1 for most cards
 * @param architecture   the maker's name of the chip generation ("Ampere", "Hopper", "CDNA 3", "Da Vinci"), or null
 *                       when unknown; it says whether the card computes in FP8 ({@link #fp8TensorCores()})
 * @param inferenceOnly  the maker sells the card for inference only (the Ascend 310P in the Atlas 300I Pro): its
 *                       software stack does not train on it, so a training job never rents it
 * @param soldInChinaAs  the catalog ids of the variants sold in China in this card's place, when the card itself is not
 *                       sold there under the US export rules (the RTX 5090: the RTX 5090D and 5090D V2); empty for most
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
        boolean inferenceOnly) {

    public Gpu {
        sources = List.copyOf(sources);
        soldInChinaAs = soldInChinaAs == null ? List.of() : List.copyOf(soldInChinaAs);
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

    /** The card's memory (the catalog's {@code memoryGb} read as binary GiB), or null when unknown. */
    public MemorySize memory() {
        return memoryGb == null ? null : MemorySize.ofGiB(memoryGb);
    }

    /**
     * The vendor's figure in binary GiB, as the maker prints it ("80 GB") and as card-class rules are written ("at least
     * 16 GB per card"), or null when unknown. Not a memory need's unit: compare needs with {@link #capacityGb()}.
     */
    public Double memoryGib() {
        return memoryGb == null ? null : memory().gib();
    }

    /** The memory each device the system sees holds (an MI250's 128 GB is two 64 GB dies), or null when unknown. */
    public MemorySize memoryPerDevice() {
        return memoryGb == null ? null : memory().dividedBy(devicesPerCard);
    }

    /** Memory capacity in bytes (memoryGb × 2^30), or null when unknown. */
    public Double capacityBytes() {
        return memoryGb == null ? null : memory().bytes();
    }

    /** Memory capacity in GB = 10^9 bytes (an "80 GB" card holds 85.9), the unit of memory needs; null if unknown. */
    public Double capacityGb() {
        return memoryGb == null ? null : memory().gb();
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
