package com.gpurental.sizing;

/**
 * Every planning assumption and calibration constant as a named constant with its source — the one place they
 * live. They are shown to the user (results page, PDF) so nobody mistakes an estimate for a measurement; the
 * reference tests ({@code ReferenceFiguresTest}) check them against published figures.
 */
public final class Assumptions {

    private Assumptions() {
    }

    // ------------------------------------------------------------------ units

    /**
     * Model sizes, KV cache, activations and every memory part the engine reports are in GB = 10^9 bytes, as model
     * sizes are quoted (Llama-3-8B at FP16 = 16.06 GB = 14.96 GiB).
     */
    public static final double BYTES_PER_GB = 1e9;

    /**
     * Bytes per catalog {@code memoryGb}: vendors' "80 GB" / "24 GB" of GPU memory are binary. nvidia-smi shows
     * 81,920 MiB for an A100 80GB (= 80 × 2^30 bytes = 85.9 × 10^9) and 24,564 MiB for an RTX 4090 (12 MiB below
     * 24 × 2^30, held by the driver and covered by {@link #OVERHEAD_GB_PER_CARD}). So a catalog {@code memoryGb} is
     * GiB: capacity in bytes = memoryGb × 2^30 (DOMAIN.md §3 "Memory capacity units").
     */
    public static final double CAPACITY_BYTES_PER_CATALOG_GB = com.gpurental.catalog.Gpu.BYTES_PER_MEMORY_GB;

    // ------------------------------------------------------------------ memory

    /** Default spare kept on top of the computed need: 20% (DOMAIN.md §3; plan {@code memory.sparePercent}). */
    public static final double DEFAULT_SPARE_PERCENT = 20;
    /** Smallest and largest spare a plan may set (0 = none; vLLM reserves 10%: gpu_memory_utilization 0.90). */
    public static final double MIN_SPARE_PERCENT = 0;
    public static final double MAX_SPARE_PERCENT = 50;

    /** The default spare as a fraction (0.20); a plan's {@code memory.sparePercent} overrides it per workload. */
    public static final double HEADROOM = DEFAULT_SPARE_PERCENT / 100.0;

    /**
     * Runtime overhead per card: CUDA/CANN context, framework and activation workspace for
     * inference (DOMAIN.md §3 "a documented per-card constant (about 1 GB)").
     */
    public static final double OVERHEAD_GB_PER_CARD = 1.0;

    /** KV cache precision when the plan names none: FP16, the default of vLLM, TGI and llama.cpp. */
    public static final KvPrecision DEFAULT_KV_PRECISION = KvPrecision.FP16;

    // ------------------------------------------------------------------ weight formats (effective bits per weight)

    /** FP8 E4M3 with one scale per tensor: 8 bits (vLLM / NIM FP8 checkpoints keep embeddings and head in BF16). */
    public static final double FP8_BITS = 8.0;

    /** INT8 weight-only with one FP16 scale per output channel: 8 + 16/4096 ≈ 8.0 bits. */
    public static final double INT8_BITS = 8.0;

    /**
     * AWQ / GPTQ INT4, group size 128 (AutoAWQ / AutoGPTQ layout): 4-bit weights plus one FP16 scale and one 4-bit
     * zero point per group of 128 = 4 + 20/128 = 4.156 bits (DOMAIN.md §3: 4.1–4.25 bits); embeddings and output head
     * are not quantized (16 bits).
     */
    public static final double INT4_G128_BITS = 4.0 + (16.0 + 4.0) / 128.0;

    /**
     * QLoRA NF4 with double quantization: 4 bits + 8/64 + 32/(64·256) = 4.127 bits (Dettmers et al., arXiv 2305.14314
     * §3 "Double Quantization"); bitsandbytes leaves embeddings and head in BF16.
     */
    public static final double NF4_DQ_BITS = 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0);

    /**
     * GGUF Q4_K_M averages about 4.85 bits per weight over the whole file (DOMAIN.md §3: Llama-3-8B Q4_K_M is a
     * 4.92 GB file for 8.03 B parameters = 4.90 bits; Llama-2-13B q4_K_M 7.87 GB for 13.02 B = 4.84 bits).
     */
    public static final double GGUF_Q4_K_M_BITS = 4.85;

    // ------------------------------------------------------------------ decode speed

    /**
     * Share of the published memory bandwidth a single decode stream reaches, by memory technology, as
     * (low, central, high). Measured as model bytes read per token / (bandwidth × seconds per token):
     * <ul>
     *   <li>GDDR: llama.cpp, Llama-3-8B F16 (16.06 GB), XiongjieDai/GPU-Benchmarks-on-LLM-Inference (May 2024):
     *       RTX 4090 54.34 tok/s → 0.87 of 1008 GB/s; L40S 43.42 tok/s → 0.81 of 864 GB/s. Central = their mean.</li>
     *   <li>HBM: same benchmark: A100 SXM 80GB 53.18 tok/s → 0.42 of 2039 GB/s; A100 PCIe 80GB 54.56 tok/s → 0.45 of
     *       1935 GB/s; H100 PCIe 67.79 tok/s → 0.54 of 2000 GB/s; NVIDIA NIM Llama-3-70B FP8 on 2 × H100 SXM,
     *       18.58 ms/token → 72.65 GB / (2 × 3350 GB/s × 0.01858 s) = 0.584 of the pair, 0.60 per card before the
     *       catalog's 2-card NVLink scaling (0.97). Central = the median of the four (0.495 → 0.50).</li>
     *   <li>Other / unknown memory: the whole published spread, central its median.</li>
     * </ul>
     * Replaces the former single 60% (DOMAIN.md §3 "MBU about 0.6").
     */
    public static final Estimate DECODE_SHARE_GDDR = new Estimate(0.81, 0.84, 0.87);
    public static final Estimate DECODE_SHARE_HBM = new Estimate(0.42, 0.50, 0.60);
    public static final Estimate DECODE_SHARE_OTHER = new Estimate(0.42, 0.57, 0.87);

    /** One share for callers that want a single figure (it replaced the former 0.6): the HBM central, 0.50. */
    public static final double DECODE_MBU = DECODE_SHARE_HBM.central();

    /** Compute utilisation for batched decode and vision inference (same basis as training MFU). */
    public static final double INFERENCE_MFU = 0.40;

    // ------------------------------------------------------------------ training time

    /**
     * Model FLOPs utilisation of training as (low, central, high): central 40% (EleutherAI Transformer Math 101:
     * 120–180 of an A100's 312 TFLOPS); the band spans published runs, each = 6 × params × tokens / (GPU-hours ×
     * peak): Llama-3-8B ≈15% (1.3 M H100-hours for 15 T tokens, Meta model card), OPT-175B ≈21% (with restarts,
     * arXiv 2205.01068), BLOOM-176B ≈32% (1,082,990 A100-hours for 366 B tokens, BigScience), LLaMA-7B ≈43%
     * (82,432 A100-hours, 1 T tokens) and LLaMA-65B ≈48% (1,022,362 A100-hours, 1.4 T tokens; arXiv 2302.13971),
     * rounded up to 50%. LLaMA-13B's 135,168 A100-hours for 1 T tokens imply 51%, just above the band: the fast end is
     * not a hard limit (ReferenceFiguresTest checks it lies within 5% of it).
     */
    public static final Estimate TRAINING_MFU_BAND = new Estimate(0.15, 0.40, 0.50);

    /** Central MFU (Transformer Math 101: 120–180 of 312 TFLOPS ≈ 0.4). */
    public static final double TRAINING_MFU = TRAINING_MFU_BAND.central();

    /** FLOPs per parameter per training token: forward 2 + backward 4 (Kaplan et al. 2020; Transformer Math 101). */
    public static final double TRAINING_FLOPS_PER_PARAM_TOKEN = 6.0;

    /** FLOPs per parameter per generated token (forward pass). */
    public static final double DECODE_FLOPS_PER_PARAM_TOKEN = 2.0;

    /** Mixed-precision Adam: FP32 master copy 4 + momentum 4 + variance 4 bytes per trainable parameter (ZeRO §3). */
    public static final double ADAM_MIXED_OPTIMIZER_BYTES = 12.0;

    /** Pure FP32 Adam: momentum 4 + variance 4 bytes per parameter. */
    public static final double ADAM_FP32_OPTIMIZER_BYTES = 8.0;

    /** QLoRA keeps the frozen base in NF4 with double quantization (arXiv 2305.14314): 4.127 bits ≈ 0.52 byte. */
    public static final WeightFormat QLORA_BASE_FORMAT = WeightFormat.NF4_DOUBLE_QUANT;

    /** LoRA rank used to count trainable parameters (a common default; arXiv 2106.09685 uses 1–64). */
    public static final int LORA_RANK = 16;

    /** LoRA adapters on the four attention projections (q, k, v, o): 4 matrices × 2 factors. */
    public static final int LORA_MATRICES_PER_LAYER = 8;

    /** Bytes per trainable adapter parameter: weights 2 + gradients 2 + Adam 12 (DOMAIN.md §3 "~16 bytes"). */
    public static final double LORA_BYTES_PER_TRAINABLE = 16.0;

    /** Default fine-tuning setup practitioners run (DOMAIN.md §3). */
    public static final int DEFAULT_SEQUENCE_LENGTH = 2048;
    public static final int DEFAULT_MICRO_BATCH = 1;

    /** Rental term = task duration + 10% buffer (DOMAIN.md §3). */
    public static final double TERM_BUFFER = 0.10;

    /** 1 month = 30 days = 720 hours (DOMAIN.md §3). */
    public static final int DAYS_PER_MONTH = 30;
    public static final int HOURS_PER_MONTH = 720;
    public static final int DAYS_PER_WEEK = 7;
    public static final int DAYS_PER_QUARTER = 90;

    /** Prices older than this many days are flagged as stale (DOMAIN.md §4 "older than a few months"). */
    public static final int STALE_PRICE_DAYS = 90;

    /** Rented memory above this multiple of the need is over-specified (DOMAIN.md §4). */
    public static final double OVERSPEC_MEMORY_FACTOR = 2.0;

    /** A candidate costing more than this multiple of the cheapest fitting one is over-specified. */
    public static final double OVERSPEC_COST_FACTOR = 2.0;

    /** Cards per server: beyond this a configuration spans servers and needs fast networking. */
    public static final int CARDS_PER_SERVER = 8;

    /** PCIe-only training beyond this many cards scales poorly (DOMAIN.md §3, §4). */
    public static final int PCIE_TRAINING_CARD_LIMIT = 4;

    /** Upper bound of the card search when the user sets none. */
    public static final int DEFAULT_MAX_CARDS = 256;

    /** Days of paid but unused rental that trigger the idle-term warning. */
    public static final int IDLE_DAYS_WARNING = 7;
}
