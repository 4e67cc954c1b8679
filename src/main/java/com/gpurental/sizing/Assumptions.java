package com.gpurental.sizing;

import com.gpurental.units.MemorySize;

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
    public static final double BYTES_PER_GB = MemorySize.BYTES_PER_GB;

    /**
     * Bytes per catalog {@code memoryGb}: vendors' "80 GB" / "24 GB" of GPU memory are binary. nvidia-smi shows
     * 81,920 MiB for an A100 80GB (= 80 × 2^30 bytes = 85.9 × 10^9) and 24,564 MiB for an RTX 4090 (12 MiB below
     * 24 × 2^30, held by the driver and covered by {@link #OVERHEAD_GB_PER_CARD}). So a catalog {@code memoryGb} is
     * GiB: capacity in bytes = memoryGb × 2^30 (docs/domain.md §3 "Memory capacity units").
     */
    public static final double CAPACITY_BYTES_PER_CATALOG_GB = MemorySize.BYTES_PER_GIB;

    // ------------------------------------------------------------------ memory

    /** Default spare kept on top of the computed need: 20% (docs/domain.md §3; plan {@code memory.sparePercent}). */
    public static final double DEFAULT_SPARE_PERCENT = 20;
    /** Smallest and largest spare a plan may set (0 = none; vLLM reserves 10%: gpu_memory_utilization 0.90). */
    public static final double MIN_SPARE_PERCENT = 0;
    public static final double MAX_SPARE_PERCENT = 50;

    /** The default spare as a fraction (0.20); a plan's {@code memory.sparePercent} overrides it per workload. */
    public static final double HEADROOM = DEFAULT_SPARE_PERCENT / 100.0;

    /**
     * Runtime overhead per card: CUDA/CANN context, framework and activation workspace for
     * inference (docs/domain.md §3 "a documented per-card constant (about 1 GB)").
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
     * zero point per group of 128 = 4 + 20/128 = 4.156 bits (docs/domain.md §3: 4.1–4.25 bits); embeddings and output head
     * are not quantized (16 bits).
     */
    public static final double INT4_G128_BITS = 4.0 + (16.0 + 4.0) / 128.0;

    /**
     * QLoRA NF4 with double quantization: 4 bits + 8/64 + 32/(64·256) = 4.127 bits (Dettmers et al., arXiv 2305.14314
     * §3 "Double Quantization"); bitsandbytes leaves embeddings and head in BF16.
     */
    public static final double NF4_DQ_BITS = 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0);

    /**
     * GGUF Q4_K_M averages about 4.85 bits per weight over the whole file (docs/domain.md §3: Llama-3-8B Q4_K_M is a
     * 4.92 GB file for 8.03 B parameters = 4.90 bits; Llama-2-13B q4_K_M 7.87 GB for 13.02 B = 4.84 bits).
     */
    public static final double GGUF_Q4_K_M_BITS = 4.85;

    // ------------------------------------------------------------------ decode speed

    /**
     * Share of the published memory bandwidth a single decode stream reaches, by memory technology, as
     * (low, central, high). Measured as model bytes read per token / (bandwidth × seconds per token):
     * <ul>   <li>GDDR: llama.cpp, Llama-3-8B F16 (16.06 GB), XiongjieDai/GPU-Benchmarks-on-LLM-Inference (May 2024):
     *       RTX 4090 54.34 tok/s → 0.87 of 1008 GB/s; L40S 43.42 tok/s → 0.81 of 864 GB/s. Central = their mean.</li>
     *   <li>HBM: same benchmark: A100 SXM 80GB 53.18 tok/s → 0.42 of 2039 GB/s; A100 PCIe 80GB 54.56 tok/s → 0.45 of
     *       1935 GB/s; H100 PCIe 67.79 tok/s → 0.54 of 2000 GB/s; NVIDIA NIM Llama-3-70B FP8 on 2 × H100 SXM,
     *       18.58 ms/token → 72.65 GB / (2 × 3350 GB/s × 0.01858 s) = 0.584 of the pair, 0.60 per card before the
     *       catalog's 2-card NVLink scaling (0.97). The model makers' own batch-1 tables: Qwen2.5 speed
     *       benchmark (QwenLM docs, vLLM 0.6.3, A100 80GB, input 1, 2,048 tokens generated): Qwen2.5-7B BF16
     *       84.28 tok/s → 15.23 GB × 84.28 = 0.63 of 2039 GB/s, Qwen2.5-32B BF16 22.13 tok/s → 65.53 GB → 0.71; Qwen3
     *       speed benchmark (QwenLM docs, SGLang 0.4.6.post1, H20 96GB, same method): Qwen3-8B BF16 81.73 tok/s →
     *       16.38 GB → 0.335 of 4000 GB/s, Qwen3-14B 47.10 → 29.54 GB → 0.348, Qwen3-32B 20.72 → 65.52 GB → 0.339.
     *       Low 0.33 the end of these nine, central their median 0.45; high 0.77: vLLM at batch 1 in 2026, Llama-3.1-8B
     *       BF16 → 0.74 on H100 SXM (InferenceBench), 0.77 on A100 40GB (J. Musgrave); fast end only, docs/domain.md §3.</li>
     *   <li>Other / unknown memory: the whole published spread, central its median.</li>
     * </ul> Replaces the former single 60% (docs/domain.md §3 "MBU about 0.6").
     */
    public static final Estimate DECODE_SHARE_GDDR = new Estimate(0.81, 0.84, 0.87);
    public static final Estimate DECODE_SHARE_HBM = new Estimate(0.33, 0.45, 0.77);
    public static final Estimate DECODE_SHARE_OTHER = new Estimate(0.33, 0.57, 0.87);

    /**
     * Share of the BF16 share a weight-only quantized format reaches (its kernels dequantize on the fly), as (low,
     * central, high), each measured against BF16 in the same table, engine and GPU:
     * <ul>
     *   <li>INT4 (AWQ/GPTQ): Qwen2.5 vLLM A100 — 72B GPTQ-Int4 1 card 16.47 tok/s × 41.45 GB = 0.335 of 2039 GB/s
     *       against 32B BF16's 0.711 → 0.47; 32B AWQ 51.92 × 19.32 GB → 0.69; 7B AWQ 148.10 × 5.57 GB → 0.64; Qwen3
     *       SGLang H20 AWQ-INT4 — 8B 144.11 × 6.10 GB → 0.66, 14B 96.49 × 9.98 GB → 0.69, 32B 47.67 × 19.32 GB →
     *       0.68. Central the median, 0.67.</li>
     *   <li>INT8 (GPTQ-Int8, vLLM A100): 7B 122.01 × 8.71 GB → 0.83; 32B 37.57 × 34.32 GB → 0.89.</li>
     *   <li>FP8 (SGLang H20): 8B 1.06, 14B 1.14, 32B 1.17 of BF16 — no penalty, counted as 1.</li>
     * </ul>
     * This is why 4-bit 72B on one A100 runs at 16 tokens/s, not the 25 the bare bandwidth share gave.
     */
    public static final Estimate DECODE_FORMAT_FACTOR_INT4 = new Estimate(0.47, 0.67, 0.69);
    public static final Estimate DECODE_FORMAT_FACTOR_INT8 = new Estimate(0.83, 0.86, 0.89);

    /**
     * FP8 weights on a card without FP8 tensor cores (Ampere A100/A800/A10, Volta, Turing, Ascend): vLLM serves them
     * weight-only with its Marlin W8A16 kernels — weights kept in 8 bits, dequantized and multiplied in BF16/FP16 — the
     * same kind of kernel as INT8 weight-only, so the same measured factor ({@link #DECODE_FORMAT_FACTOR_INT8}: GPTQ-Int8
     * on A100, vLLM). Memory stays that of FP8; the compute is FP16's (docs/domain.md §3.6).
     */
    public static final Estimate DECODE_FORMAT_FACTOR_FP8_WEIGHT_ONLY = DECODE_FORMAT_FACTOR_INT8;

    /**
     * A per-token floor of a mixture-of-experts decode step, in seconds per MoE layer (routing, the small
     * expert products, and with tensor parallelism the all-reduce of each layer), added to the memory- or compute-bound
     * time, as (low, central, high). Each = (measured ms per token − active bytes at the engine's measured dense share
     * of the same table) ÷ layers: Qwen3 speed benchmark (SGLang, H20, batch 1): Qwen3-30B-A3B BF16 on 1 card 137.18
     * tok/s → (7.29 − 6.71 GB / 1360 GB/s) / 48 = 0.049 ms; Qwen3-235B-A22B BF16 TP 8 74.50 tok/s → (13.42 − 4.08) / 94
     * = 0.099 ms, FP8 TP 4 71.65 tok/s → 0.103 ms; SGLang v0.4.1.post2 release notes (PR #2643, 2024-12-29):
     * DeepSeek-V3 on 8 × H200, batch 1, 30.29 tok/s → (33.0 − 2.3) / 61 = 0.50 ms. Central: the model maker's own
     * 235B figure, 0.10 ms. With it MoE decode runs at 10–25% of the active-weight roofline, as measured.
     */
    public static final Estimate MOE_LAYER_FLOOR_SECONDS = new Estimate(0.049e-3, 0.10e-3, 0.50e-3);

    /**
     * The per-layer floor of a mixture of experts with multi-head latent attention (DeepSeek-V3/R1 and the models on
     * its architecture, Kimi-K2), seconds per layer as (low, central, high), derived like {@link
     * #MOE_LAYER_FLOOR_SECONDS} from the published batch-1 measurements of that family: (measured ms per token − the
     * engine's own central read time of the active weights on that layout) ÷ 61 layers. Its decode steps pay far more
     * per layer than Qwen3's (the absorbed latent-attention kernels, routing over 256 experts in groups, block-scaled
     * FP8 products of one token); the Qwen3-derived central (0.10 ms) put DeepSeek-R1 FP8 on 2 × 8 H20 at 107 tok/s
     * against some 30 measured.
     * <ul>
     *   <li>SGLang v0.4.1.post2 release notes (sgl-project/sglang PR #2643, 2024-12-29): DeepSeek-V3 FP8, TP 8 on
     *       8 × H200, batch 1, input 128, output 256: 30.29 tok/s → (33.01 − 2.48 ms) ÷ 61 = 0.50 ms;</li>
     *   <li>vllm-project/vllm issue #30832 (2025-12-17): DeepSeek-V3.2 on 8 × H20, vLLM 0.13, TP 8, one request:
     *       30 tok/s → (33.33 − 2.99) ÷ 61 = 0.50 ms (V3.2 is V3's architecture with a sparse-attention indexer);</li>
     *   <li>tenstorrent/tt-inference-server issue #356 (2025-07-09): DeepSeek-R1-0528 on 16 × H100 (2 servers,
     *       SGLang over InfiniBand), concurrency 1, 128 in / 128 out: TPOT 23.1 ms → (23.1 − 3.55 − 0.06 hop) ÷ 61 =
     *       0.32 ms, the fastest published;</li>
     *   <li>sgl-project/sglang issue #3656 (2025-02-18): DeepSeek-R1 on 2 × 8 H100, SGLang 19 tok/s (vLLM 30 on the same
     *       servers) as one user reported it → (52.6 − 3.55 − 0.06) ÷ 61 = 0.80 ms, the slowest.</li>
     * </ul>
     * Central: the median of the first three, 0.50 ms (the first two agree within 1 %); low and high the fastest and
     * the slowest. Multi-token prediction (speculative decoding with DeepSeek's MTP head) is not counted: it is an
     * option of the serving engine to confirm on the trial, not a property of the cards.
     */
    public static final Estimate MLA_MOE_LAYER_FLOOR_SECONDS = new Estimate(0.32e-3, 0.50e-3, 0.80e-3);

    /**
     * A per-token floor of dense tensor-parallel decode (two all-reduces a layer), seconds per layer, as (low,
     * central, high), measured like {@link #MOE_LAYER_FLOOR_SECONDS}: NVIDIA NIM Llama-3-70B FP8 on 2 × H100 18.58 ms →
     * (18.58 − 36.3 GB / 2010 GB/s) / 80 = 0.0065 ms; Qwen2.5 speed benchmark (vLLM, A100): 72B BF16 TP 2 18.19 tok/s →
     * (54.98 − 72.7 GB / 1450 GB/s) / 80 = 0.060 ms; TP 4 31.37 tok/s → (31.88 − 25.07) / 80 = 0.085 ms.
     */
    public static final Estimate TP_LAYER_FLOOR_SECONDS = new Estimate(0.0065e-3, 0.060e-3, 0.085e-3);

    /**
     * The hop of a decode step from one pipeline stage (one server) to the next over RDMA, seconds per hop, as (low,
     * central, high). At batch 1 a token passes the stages one after another: each stage reads its share of the
     * weights on its own tensor-parallel group, then hands one hidden-state vector (7,168 × 2 bytes for DeepSeek-V3) to
     * the next server. No published batch-1 measurement of the hop alone was found; it is taken as one measured
     * communication step of tensor-parallel decode, {@link #TP_LAYER_FLOOR_SECONDS} (0.0065–0.060–0.085 ms): a
     * 14 KB send over 200–400 Gb/s takes under a microsecond to transfer, so the latency of one collective dominates.
     */
    public static final Estimate PIPELINE_HOP_SECONDS = TP_LAYER_FLOOR_SECONDS;

    /** One share for callers that want a single figure (it replaced the former 0.6): the HBM central, 0.50. */
    public static final double DECODE_MBU = DECODE_SHARE_HBM.central();

    /** Compute utilisation for batched decode and vision inference (same basis as training MFU). */
    public static final double INFERENCE_MFU = 0.40;

    // ------------------------------------------------------------------ training time

    /**
     * Hardware FLOPs utilisation (HFU) of training as (low, central, high): the share of the dense FP16/BF16 peak the
     * cards actually compute at, counting every FLOP they do — with activation checkpointing the forward pass again
     * ({@link #TRAINING_RECOMPUTE_FLOPS_PER_PARAM_TOKEN}). Each figure is a published measurement of end-to-end
     * training throughput on NVLink servers joined by InfiniBand/RoCE, so it already includes the multi-card losses of
     * such a cluster (docs/domain.md §3.5):
     * <ul>
     *   <li>high 71.1%: MosaicML llm-foundry training benchmarks (scripts/train/benchmarking/README.md, "A100 80GB
     *       with 1600 Gbps node-node interconnect (RoCE)"): MPT-70B, sequence 2,048, 64 × A100-80GB, full activation
     *       checkpointing, MFU 53.33%, HFU 71.1% — the highest published figure for a 65–70B model on the A100,
     *       the card of the LLaMA runs;</li>
     *   <li>central 57.0%: the median of the published figures with recomputation — Narayanan et al., "Efficient
     *       Large-Scale Language Model Training on GPU Clusters Using Megatron-LM" (SC21, arXiv 2104.04473) §5.1: 44%
     *       of the A100's peak for the smallest model and 52% for the 1 T model on 3,072 A100s, end to end, "eq. (3)
     *       assumes activation recomputation"; the Megatron-LM README (Korthikanti et al., arXiv 2205.05198): HFU 57.0%
     *       for the 530 B and 1 T models; PaLM 540B (Chowdhery et al., arXiv 2204.02311): HFU 57.8% on 6,144 TPU v4;
     *       MosaicML's 71.1% above. Median of {44, 52, 57.0, 57.8, 71.1} = 57.0;</li>
     *   <li>low 38%: the lowest utilisation measured on a large NVLink + RDMA cluster among the published runs of
     *       2022–2024 — Llama 3 405B, BF16 MFU 38–43% on 8,192–16,384 H100 (Llama Team, "The Llama 3 Herd of Models",
     *       arXiv 2407.21783, Table 4: 38% at 16,384 GPUs and a 131k sequence); PaLM 540B 46.2% MFU on 6,144 TPU v4
     *       (arXiv 2204.02311 §4); MegaScale 55.2% MFU for a 175 B model on 12,288 GPUs (Jiang et al., arXiv
     *       2402.15627). Hardware FLOPs are at least the model FLOPs, so a run's MFU bounds its HFU from below: 38% is
     *       the slow end. The former 15% came from the Llama-3-8B model card's total GPU-hours (1.3 M H100-hours for
     *       15 T tokens), a project's whole budget rather than a measured throughput, and put the cautious end at 3.8
     *       × the centre: it rented about four times the cards (issue 32). The cautious end is now 0.57 ÷ 0.38 = 1.5 ×
     *       the centre.</li>
     * </ul>
     * Worked on this basis, the best published runs fall inside the range: LLaMA-65B (1,022,362 A100-hours for 1.4 T
     * tokens, arXiv 2302.13971 Table 15) needs 63.6% HFU with checkpointing, Llama-2-70B (1,720,320 A100-hours for 2 T
     * tokens, arXiv 2307.09288 Table 2) 57.1%, LLaMA-13B 68% (ReferenceFiguresTest). It replaces the former model-FLOPs
     * band (15–40–50%), which was multiplied by a multi-card scaling efficiency as well: that counted the losses twice
     * and put these runs below the fast end.
     */
    public static final Estimate TRAINING_HFU_BAND = new Estimate(0.38, 0.57, 0.711);

    /**
     * Extra FLOPs per parameter per training token with activation checkpointing: the forward pass is run again in the
     * backward pass, 2 more, so the hardware does 8 × N × T instead of 6 × N × T (Narayanan et al., SC21, eq. 4:
     * end-to-end training time ≈ 8 T P ÷ (n X); Korthikanti et al., arXiv 2205.05198 §5).
     */
    public static final double TRAINING_RECOMPUTE_FLOPS_PER_PARAM_TOKEN = 2.0;

    /** FLOPs per parameter per training token: forward 2 + backward 4 (Kaplan et al. 2020; Transformer Math 101). */
    public static final double TRAINING_FLOPS_PER_PARAM_TOKEN = 6.0;

    /**
     * FLOPs per base parameter per training token with LoRA or QLoRA (docs/domain.md §3.5): forward 2, backward 2. The
     * backward pass of a layer is two products of the forward's size, one for the gradient of its input (which the
     * layers below need) and one for the gradient of its weights; a frozen base weight needs only the first. The
     * adapters' own FLOPs (6 × their parameters, a fraction of a percent of the base's 4 at rank 16) are left out.
     * Sources: Hu et al., "LoRA", arXiv 2106.09685 §4.2 (no gradients for the vast majority of the parameters; 25 %
     * faster training than full fine-tuning of GPT-3 175B, measured); NVIDIA NeMo Automodel PR #786 (2025-11-07),
     * "TFLOPS multiplier for PEFT: (1 + 1 + trainable ratio) / 3"; Lightning-AI lit-gpt PR #420 (2023-08-15), FLOPs of
     * frozen parameters counted without weight gradients (estimate 768 against 709 TFLOPs measured with the profiler).
     * Activation checkpointing adds the forward again ({@link #TRAINING_RECOMPUTE_FLOPS_PER_PARAM_TOKEN}): 6 × N × T.
     */
    public static final double TRAINING_LORA_FLOPS_PER_PARAM_TOKEN = 4.0;

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

    /** Bytes per trainable adapter parameter: weights 2 + gradients 2 + Adam 12 (docs/domain.md §3 "~16 bytes"). */
    public static final double LORA_BYTES_PER_TRAINABLE = 16.0;

    /** Default fine-tuning setup practitioners run (docs/domain.md §3). */
    public static final int DEFAULT_SEQUENCE_LENGTH = 2048;
    public static final int DEFAULT_MICRO_BATCH = 1;

    /** Rental term = task duration + 10% buffer (docs/domain.md §3), for a task of uncertain length. */
    public static final double TERM_BUFFER = 0.10;

    /**
     * The buffer belongs to tasks whose length is uncertain — a training or a batch job (research compute)
     * may run longer than estimated — so they default to {@link #TERM_BUFFER} (10 %). A service rented for a fixed
     * period (chat, inference, inspection) ends on its date: no buffer (a 90-day service is rented 90 days, not 99).
     * The plan may set {@code rental.bufferPercent} (0 to 100).
     */
    public static final double DEFAULT_BUFFER_PERCENT_UNCERTAIN = TERM_BUFFER * 100;
    public static final double DEFAULT_BUFFER_PERCENT_SERVICE = 0;

    /**
     * A training deadline is met on the cautious estimate — the slow end of the engine's own range — with
     * slack for restarts: the share of wall-clock time a large run actually trains. Meta's Llama 3 405B pre-training
     * kept "higher than 90% effective training time" through 466 job interruptions in a 54-day snapshot (Llama Team,
     * "The Llama 3 Herd of Models", arXiv:2407.21783, July 2024, §3.3.4). Cautious days = slow-end days ÷ 0.90.
     */
    public static final double TRAINING_EFFECTIVE_TIME = 0.90;

    // --- response time (prefill and the whole reply) -----------------------------------------------------

    /**
     * Prefill (prompt processing) efficiency: the share of the dense FP16 figure a prompt pass reaches. High end: 76 %
     * model FLOPs utilisation processing input tokens (Pope et al., Google, "Efficiently Scaling Transformer
     * Inference", MLSys 2023, abstract: PaLM 540B, large-batch prefill); low end: 40 %, the model FLOPs utilisation
     * Transformer Math 101 gives as reachable in training (120–180 of an A100's 312 TFLOPS; docs/domain.md §3), as a
     * single short prompt fills the card less than a large batch.
     */
    public static final double PREFILL_EFFICIENCY_LOW = 0.40;
    public static final double PREFILL_EFFICIENCY_HIGH = 0.76;

    /**
     * The answer a reply time is estimated for: 215 tokens, the mean response of LMSYS-Chat-1M (Zheng et al., 2023,
     * "LMSYS-Chat-1M: A Large-Scale Real-World LLM Conversation Dataset", Table 1: 214.5 tokens per response).
     */
    public static final int DEFAULT_ANSWER_TOKENS = 215;
    /** A thinking model's answer with its thinking, tokens: DeepSeek-R1's mean in production (ServeGen; docs/domain.md §3.9). */
    public static final int REASONING_ANSWER_TOKENS = 1527;

    // --- the load in the buyer's words (docs/domain.md §3.9) ----------------------------------------------

    /**
     * A chat turn's prompt, tokens: the second turn of a two-turn conversation, which carries the first turn's prompt and
     * answer as its history: 69.5 + 214.5 + 69.5 = 353.5 → 354 (LMSYS-Chat-1M, Zheng et al., 2023, Table 1: 2.0 turns per
     * conversation, 69.5 tokens per prompt, 214.5 per response).
     */
    public static final int CHAT_TURN_PROMPT_TOKENS = 354;

    /**
     * A RAG request's prompt, tokens: the retrieved passages and the question, 2 × 1,024 + 70 = 2,118 (LlamaIndex's
     * defaults: chunks of 1,024 tokens, the 2 most similar retrieved, {@code Settings.chunk_size} and
     * {@code similarity_top_k}; the question as LMSYS-Chat-1M's mean prompt of 69.5 tokens).
     */
    public static final int RAG_PROMPT_TOKENS = 2 * 1024 + 70;

    /**
     * The share of the people using the service in its busiest hour where the plan gives none: all of them, the
     * cautious end (a note says so; the buyer narrows it).
     */
    public static final double LOAD_DEFAULT_BUSY_SHARE = 1.0;

    /**
     * The answer speed a request's service time is worked at where the scenario names none: 10 tokens/s per user, the
     * chat preset's target (catalog.json, scenario chat-inference).
     */
    public static final double LOAD_FALLBACK_TOKENS_PER_SECOND = 10;

    /**
     * The scenarios' targets for the time to first token, seconds: a chat must start answering
     * within 1 s, a multimodal request (image and question) within 3 s.
     */
    public static final double CHAT_FIRST_TOKEN_TARGET_S = 1.0;
    public static final double MULTIMODAL_FIRST_TOKEN_TARGET_S = 3.0;

    // --- double precision (scientific codes) ------------------------------------------------------------

    /**
     * A card built for double precision runs FP64 at half its FP32 rate or better: A100 9.7 of 19.5 TFLOPS, H100 SXM
     * 34 of 66.9, V100 7.8 of 15.7, MI300X 81.7 of 163.4 (the vendors' datasheets, catalog.json); consumer and
     * inference cards run it at 1/32 (T4, A10) or 1/64 (RTX 4090, RTX 5090, L40S, L20) and the export parts H20 and
     * H800 at about 1/44 and 1/67. A card whose FP64 is below a quarter of its FP32 is one of the second family: codes
     * that need double precision (VASP, CP2K, Gaussian, most CFD solvers) run there at a small fraction of its
     * headline speed. A quarter lies between the two families with a factor of two or more on either side.
     */
    public static final double FP64_HPC_MIN_RATIO = 0.25;

    // --- inline visual inspection (the image's way to the cards) ---------------------------------------

    /**
     * One image as sent, MB per megapixel, when the plan gives no file size: an assumption. The review put
     * 500,000 images of 20 MP a day at 2.5–10 TB, 5–20 MB an image (8-bit raw is 1 byte a pixel, 20 MB; JPEG less);
     * its middle, 0.5 MB per megapixel, is taken. Give the camera's real file size ({@code vision.imageMb}).
     */
    public static final double JPEG_MB_PER_MEGAPIXEL = 0.5;

    /**
     * The line from the production line to rented cards, Mbit/s, when the plan gives none: a 100 Mbit/s dedicated
     * internet line (the example). The preset's 25 Gbps Ethernet is the network inside the plant, not the
     * line to a data centre. Give the real uplink ({@code vision.linkMbps}).
     */
    public static final double DEFAULT_LINK_MBPS = 100;

    /**
     * Decoding the JPEG and cutting it into the model's input tiles, ms per megapixel on the host: an assumption
     * range, not a measurement — 1 ms (a hardware JPEG decoder such as nvJPEG on data-centre cards, or several CPU
     * threads) to 5 ms (one CPU core at about 200 megapixels per second). 20 MP: 20–100 ms. Measure it on the trial.
     */
    public static final double DECODE_MS_PER_MEGAPIXEL_LOW = 1;
    public static final double DECODE_MS_PER_MEGAPIXEL_HIGH = 5;

    /** A production line keeps one spare card beyond those its images need (N+1): a failed card stops no line. */
    public static final int PRODUCTION_SPARE_CARDS = 1;

    /**
     * The calendar of every price (docs/domain.md §3): 1 day = 24 h, 1 week = 7 days = 168 h, 1 month = 30 days = 720 h,
     * 1 quarter = 90 days = 2,160 h, 1 year (of an owned server) = 12 months; defined only here. The work runs every day
     * unless rental.daysPerWeek says fewer: then billed by the hour or day on days × d ÷ 7 (§3.8 "Days a week").
     */
    public static final int HOURS_PER_DAY = 24;
    public static final int DAYS_PER_WEEK = 7;
    public static final int DAYS_PER_MONTH = 30;
    public static final int MONTHS_PER_QUARTER = 3;
    public static final int MONTHS_PER_YEAR = 12;
    public static final int DAYS_PER_QUARTER = MONTHS_PER_QUARTER * DAYS_PER_MONTH;
    public static final int HOURS_PER_WEEK = DAYS_PER_WEEK * HOURS_PER_DAY;
    public static final int HOURS_PER_MONTH = DAYS_PER_MONTH * HOURS_PER_DAY;
    public static final int HOURS_PER_QUARTER = DAYS_PER_QUARTER * HOURS_PER_DAY;
    public static final int DEFAULT_DAYS_PER_WEEK = DAYS_PER_WEEK;

    /**
     * Months and years as vendors sell them (包月/包年, docs/domain.md §3.8 "Calendar billing"): a month held is a calendar
     * month from the rental's start date and a year is 12 of them, so a 365-day rental holds 12 months, never 13. The
     * 30-day month ({@link #DAYS_PER_MONTH}) only pro-rates a price. Without a start date a month is a twelfth of this
     * 365-day year (30.42 days): 365 days → 12 months, 90 days → 3, 31 days → 2.
     */
    public static final int DAYS_PER_YEAR = 365;

    /** Prices older than this many days are flagged as stale (docs/domain.md §4 "older than a few months"). */
    public static final int STALE_PRICE_DAYS = 90;

    /** Rented memory above this multiple of the need is over-specified (docs/domain.md §4). */
    public static final double OVERSPEC_MEMORY_FACTOR = 2.0;

    /** A candidate costing more than this multiple of the cheapest fitting one is over-specified. */
    public static final double OVERSPEC_COST_FACTOR = 2.0;

    /** Cards per server: beyond this a configuration spans servers and needs fast networking. */
    public static final int CARDS_PER_SERVER = 8;

    /**
     * The RDMA bandwidth per card, in Gb/s, that a model split over several servers asks for between them
     * (docs/domain.md §8.6: 200–400 Gb/s per card is common). NVIDIA's HGX AI Factory reference architecture (H100/H200/
     * B200, "Network logical architecture") joins the servers by an RDMA fabric with one NIC per GPU on a
     * rail-optimised leaf-spine network; its MLPerf Inference v4.1 H200-SXM-141GBx8 system carries 400 Gb/s InfiniBand
     * NICs (mlcommons/inference_results_v4.1, systems/H200-SXM-141GBx8_TRT_MaxQ.json). 200 Gb/s a card is the low end
     * asked for, not a measured need.
     */
    public static final int RDMA_GBIT_PER_CARD = 200;

    /**
     * docs/domain.md §4 (supporting hardware): inference needs at least this much RAM in each server, GB = 10^9 bytes —
     * the seed's floor; a model whose weights pass through the server's memory needs more (§4 "Server RAM").
     */
    public static final int INFERENCE_RAM_GB = 32;
    /** docs/domain.md §4: a training reads its data from NVMe storage at no less than this, MB/s (1 GB/s). */
    public static final int TRAINING_NVME_MB_PER_S = 1000;
    /** docs/domain.md §4: several servers each running their own copies need at least this network, Gb/s. */
    public static final int SERVERS_NETWORK_GBIT = 100;

    /** PCIe-only training beyond this many cards scales poorly (docs/domain.md §3, §4). */
    public static final int PCIE_TRAINING_CARD_LIMIT = 4;

    /** Upper bound of the card search when the user sets none. */
    public static final int DEFAULT_MAX_CARDS = 256;

    /** Days of paid but unused rental that trigger the idle-term warning. */
    public static final int IDLE_DAYS_WARNING = 7;
}
