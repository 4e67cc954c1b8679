package com.gpurental.sizing;

/**
 * Every planning assumption as a named constant with its source. These are shown to the user
 * (results page, PDF) so nobody mistakes an estimate for a measurement.
 */
public final class Assumptions {

    private Assumptions() {
    }

    /** 1 GB = 10^9 bytes, as GPU vendors count memory. */
    public static final double BYTES_PER_GB = 1e9;

    /** Keep 20% of each card's memory spare (DOMAIN.md §3). */
    public static final double HEADROOM = 0.20;

    /**
     * Runtime overhead per card: CUDA/CANN context, framework and activation workspace for
     * inference (DOMAIN.md §3 "a documented per-card constant (about 1 GB)").
     */
    public static final double OVERHEAD_GB_PER_CARD = 1.0;

    /** KV cache is kept in FP16 whatever the weight precision (vLLM default). */
    public static final double KV_BYTES = 2.0;

    /** Model FLOPs utilisation for training (EleutherAI Transformer Math 101: 120–180 of 312 TFLOPS ≈ 0.4). */
    public static final double TRAINING_MFU = 0.40;

    /** Memory-bandwidth utilisation in decode (DOMAIN.md §3: about 0.6). */
    public static final double DECODE_MBU = 0.60;

    /** Compute utilisation for batched decode and vision inference (same basis as training MFU). */
    public static final double INFERENCE_MFU = 0.40;

    /** FLOPs per parameter per training token: forward 2 + backward 4 (Kaplan et al. 2020; Transformer Math 101). */
    public static final double TRAINING_FLOPS_PER_PARAM_TOKEN = 6.0;

    /** FLOPs per parameter per generated token (forward pass). */
    public static final double DECODE_FLOPS_PER_PARAM_TOKEN = 2.0;

    /** Mixed-precision Adam: FP32 master copy 4 + momentum 4 + variance 4 bytes per trainable parameter (ZeRO §3). */
    public static final double ADAM_MIXED_OPTIMIZER_BYTES = 12.0;

    /** Pure FP32 Adam: momentum 4 + variance 4 bytes per parameter. */
    public static final double ADAM_FP32_OPTIMIZER_BYTES = 8.0;

    /** QLoRA keeps the frozen base in 4-bit NF4 ≈ 0.5 byte per parameter (arXiv 2305.14314). */
    public static final double QLORA_BASE_BYTES = 0.5;

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
