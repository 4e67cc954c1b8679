package com.gpurental.catalog;

import com.gpurental.units.MemorySize;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * @param variants       the forms the card is rented in under the same name ({@link GpuVariant}); empty for most
 * @param soldInChinaUntil the day the card stopped being sold new in China under the US export rules, when it was sold
 *                       there before (the RTX 4090: 2023-11-17): rentals there run the older stock, so the China variant
 *                       is a question to ask, not a reason to rank it after others; null for a card never sold there
 * @param soldInChinaAs  the catalog ids of the variants sold in China in this card's place, when the card itself is not
 *                       sold there under the US export rules (the RTX 5090: the RTX 5090D and 5090D V2); empty for most
 * @param nameZh         the card's name as Chinese buyers and vendors say it ("华为昇腾 910B"), or null where the
 *                       catalog name is said in Chinese too (NVIDIA's cards); shown through {@link #displayName()}
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
        LocalDate soldInChinaUntil,
        String nameZh) {

    /**
     * The card's name in each language, the one way every page and paper names a card to the user: the catalog name in
     * English, {@code nameZh} in Chinese where the catalog has one. {@link #name()} stays the catalog's key for matching.
     */
    public LocalizedText displayName() {
        return new LocalizedText(name, nameZh == null || nameZh.isBlank() ? name : nameZh);
    }

    /** The variant whose figures the catalog holds, or null for a card rented in one form. */
    public GpuVariant catalogVariant() {
        return variants.stream().filter(GpuVariant::catalogFigures).findFirst().orElse(null);
    }

    public Gpu {
        sources = List.copyOf(sources);
        soldInChinaAs = soldInChinaAs == null ? List.of() : List.copyOf(soldInChinaAs);
        variants = variants == null ? List.of() : List.copyOf(variants);
        ranges = ranges == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(ranges));
        if (devicesPerCard < 1) {
            throw new IllegalArgumentException("devicesPerCard must be at least 1: " + devicesPerCard);
        }
    }

    /**
     * The architectures whose tensor cores compute in FP8 (docs/gpu-specs.md "FP8"): NVIDIA Ada Lovelace, Hopper and
     * Blackwell (the makers' architecture whitepapers: fourth- and fifth-generation Tensor Cores with FP8), AMD CDNA 3
     * (MI300X). Ampere, Turing, Volta, CDNA 2, Huawei Da Vinci (Ascend 910B/310) have none: FP16/BF16 and INT8 only.
     */
    public static final Set<String> FP8_ARCHITECTURES = Set.of("Ada Lovelace", "Hopper", "Blackwell",
            "CDNA 3");

    /**
     * Whether the card's tensor cores compute in FP8. A model released in FP8 still runs on a card without them, but
     * weight-only (weights held as FP8, dequantized and computed in BF16/FP16: vLLM's Marlin W8A16 kernels) or upcast
     * to BF16. An unknown architecture counts as none: FP8 compute is never assumed.
     */
    public boolean fp8TensorCores() {
        return architecture != null && FP8_ARCHITECTURES.contains(architecture);
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

    /**
     * A card with every figure unknown (null), one device per card, no sources, ranges or China-only variants, sold for
     * training as well as inference: set what the card has.
     */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this card's fields, to change some of them. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.id = id;
        b.name = name;
        b.vendor = vendor;
        b.memoryGb = memoryGb;
        b.memoryType = memoryType;
        b.bandwidthGbPerS = bandwidthGbPerS;
        b.fp16DenseTflops = fp16DenseTflops;
        b.fp16SparseTflops = fp16SparseTflops;
        b.fp32Tflops = fp32Tflops;
        b.int8DenseTops = int8DenseTops;
        b.int8SparseTops = int8SparseTops;
        b.tdpW = tdpW;
        b.interconnect = interconnect;
        b.stack = stack;
        b.domestic = domestic;
        b.formFactor = formFactor;
        b.notes = notes;
        b.sources = sources;
        b.ranges = ranges;
        b.devicesPerCard = devicesPerCard;
        b.architecture = architecture;
        b.fp64Tflops = fp64Tflops;
        b.soldInChinaAs = soldInChinaAs;
        b.inferenceOnly = inferenceOnly;
        b.variants = variants;
        b.soldInChinaUntil = soldInChinaUntil;
        b.nameZh = nameZh;
        return b;
    }

    /** Builds a {@link Gpu} field by field, so no caller passes its figures by position. */
    public static final class Builder {
        private String id;
        private String name;
        private String vendor;
        private Double memoryGb;
        private String memoryType;
        private Double bandwidthGbPerS;
        private Double fp16DenseTflops;
        private Double fp16SparseTflops;
        private Double fp32Tflops;
        private Double int8DenseTops;
        private Double int8SparseTops;
        private Double tdpW;
        private Interconnect interconnect;
        private SoftwareStack stack;
        private boolean domestic;
        private FormFactor formFactor;
        private LocalizedText notes;
        private List<Source> sources;
        private Map<String, FigureRange> ranges;
        private int devicesPerCard;
        private String architecture;
        private Double fp64Tflops;
        private List<String> soldInChinaAs;
        private boolean inferenceOnly;
        private List<GpuVariant> variants = List.of();
        private LocalDate soldInChinaUntil;
        private String nameZh;

        private Builder() {
            sources = List.of();
            ranges = Map.of();
            devicesPerCard = 1;
            soldInChinaAs = List.of();
        }

        public Builder id(String id) {
            this.id = id;
            return this;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder vendor(String vendor) {
            this.vendor = vendor;
            return this;
        }

        public Builder memoryGb(Double memoryGb) {
            this.memoryGb = memoryGb;
            return this;
        }

        public Builder memoryType(String memoryType) {
            this.memoryType = memoryType;
            return this;
        }

        public Builder bandwidthGbPerS(Double bandwidthGbPerS) {
            this.bandwidthGbPerS = bandwidthGbPerS;
            return this;
        }

        public Builder fp16DenseTflops(Double fp16DenseTflops) {
            this.fp16DenseTflops = fp16DenseTflops;
            return this;
        }

        public Builder fp16SparseTflops(Double fp16SparseTflops) {
            this.fp16SparseTflops = fp16SparseTflops;
            return this;
        }

        public Builder fp32Tflops(Double fp32Tflops) {
            this.fp32Tflops = fp32Tflops;
            return this;
        }

        public Builder int8DenseTops(Double int8DenseTops) {
            this.int8DenseTops = int8DenseTops;
            return this;
        }

        public Builder int8SparseTops(Double int8SparseTops) {
            this.int8SparseTops = int8SparseTops;
            return this;
        }

        public Builder tdpW(Double tdpW) {
            this.tdpW = tdpW;
            return this;
        }

        public Builder interconnect(Interconnect interconnect) {
            this.interconnect = interconnect;
            return this;
        }

        public Builder stack(SoftwareStack stack) {
            this.stack = stack;
            return this;
        }

        public Builder domestic(boolean domestic) {
            this.domestic = domestic;
            return this;
        }

        public Builder formFactor(FormFactor formFactor) {
            this.formFactor = formFactor;
            return this;
        }

        public Builder notes(LocalizedText notes) {
            this.notes = notes;
            return this;
        }

        public Builder sources(List<Source> sources) {
            this.sources = sources;
            return this;
        }

        public Builder ranges(Map<String, FigureRange> ranges) {
            this.ranges = ranges;
            return this;
        }

        public Builder devicesPerCard(int devicesPerCard) {
            this.devicesPerCard = devicesPerCard;
            return this;
        }

        public Builder architecture(String architecture) {
            this.architecture = architecture;
            return this;
        }

        public Builder fp64Tflops(Double fp64Tflops) {
            this.fp64Tflops = fp64Tflops;
            return this;
        }

        public Builder soldInChinaAs(List<String> soldInChinaAs) {
            this.soldInChinaAs = soldInChinaAs;
            return this;
        }

        public Builder inferenceOnly(boolean inferenceOnly) {
            this.inferenceOnly = inferenceOnly;
            return this;
        }

        public Builder variants(List<GpuVariant> variants) {
            this.variants = variants;
            return this;
        }

        public Builder soldInChinaUntil(LocalDate soldInChinaUntil) {
            this.soldInChinaUntil = soldInChinaUntil;
            return this;
        }

        public Builder nameZh(String nameZh) {
            this.nameZh = nameZh;
            return this;
        }

        public Gpu build() {
            return new Gpu(id, name, vendor, memoryGb, memoryType, bandwidthGbPerS, fp16DenseTflops, fp16SparseTflops,
                    fp32Tflops, int8DenseTops, int8SparseTops, tdpW, interconnect, stack, domestic, formFactor, notes, sources,
                    ranges, devicesPerCard, architecture, fp64Tflops, soldInChinaAs, inferenceOnly, variants,
                    soldInChinaUntil, nameZh);
        }
    }
}
