package com.gpurental.advice;

import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Message;

/**
 * The servers' RAM, storage and network the recommendation needs besides its cards (docs/domain.md §4, §8.6), worked
 * out once here: the warning, the request for quotation, the checklist and the acceptance check state these figures
 * and no others (issue 33: the quote form asked for "≥1 TB" and "≥32 GB" of RAM in one cell, the checklist for
 * 100 Gb/s where the request asked 200 Gb/s a card).
 *
 * @param training   a training (NVMe storage at a read speed) rather than serving (RAM and an SSD)
 * @param ramGb      RAM each server needs, GB = 10^9 bytes, scaled to the model ({@link #inferenceRamGb} for serving,
 *                   {@link #trainingRamGb} for a training)
 * @param weightsGb  the model's weights as stored, which each server's disk holds; null without a model architecture
 * @param nvmeMbPerS the storage read speed a training needs, MB/s; null for serving
 * @param servers    the servers the recommendation rents (1 without one)
 * @param network    the network between them
 * @param networkGbit the network's minimum, Gb/s (per card for RDMA, per server otherwise); null on one server
 */
public record SupportingHardware(boolean training, Integer ramGb, Double weightsGb, Integer nvmeMbPerS, int servers,
                                 Network network, Integer networkGbit) {

    /** Between the servers: nothing (one server), a network between servers each with their own copies, RDMA. */
    public enum Network { NONE, SERVERS, RDMA }

    /** One GiB in GB (10^9 bytes). */
    private static final double GIB_IN_GB = 1.073741824;
    /**
     * docs/domain.md §4 "Server RAM": the CPU memory a serving engine keeps for each card besides the weights, GiB —
     * vLLM's {@code --swap-space} default, 4 GiB per GPU (vLLM engine arguments).
     */
    static final int INFERENCE_RAM_GIB_PER_CARD = 4;
    /**
     * docs/domain.md §4 "Server RAM": the RAM sizes a server is configured with, GB as sold (whole sets of DIMMs, up to
     * 32 × 64 GB = 2 TB as in MLPerf's H200-SXM-141GBx8 system); above 2 TB the next whole TB.
     */
    static final int[] SERVER_RAM_SIZES_GB = {32, 64, 128, 256, 512, 1024, 1536, 2048};

    /**
     * docs/domain.md §4 "Server RAM for training": the bytes a parameter takes in the server's memory while the training
     * process builds the model there — PyTorch creates it in FP32 (DeepSpeed, "Memory Requirements", General RAM: "4
     * (in 4*n_gpus): when pytorch creates a model it creates it in fp32 by default (4 bytes)").
     */
    static final int TRAINING_RAM_BYTES_PER_PARAMETER = 4;
    /** The same page's {@code additional_buffer_factor=1.5}, "an additional buffer factor to be conservative". */
    static final double TRAINING_RAM_BUFFER_FACTOR = 1.5;
    /**
     * docs/domain.md §4 "Server RAM for training": a training server has at least this much RAM, GB — the seed's training
     * row for models up to 7B ("配套硬件 64GB 内存 + 2TB NVMe SSD"); a larger model needs more.
     */
    static final int TRAINING_RAM_FLOOR_GB = 64;

    /** What the advice's recommendation needs; without one, what one server of the plan's workload needs. */
    public static SupportingHardware of(Advice a) {
        return of(a.plan(), a.leading().orElse(null));
    }

    /** The same for a plan and its recommendation (null: none) before the advice is put together. */
    static SupportingHardware of(ResolvedPlan rp, Candidate lead) {
        boolean training = rp.workload().training();
        Deployment d = lead == null ? null : lead.deployment();
        int servers = d == null ? 1 : Math.max(1, d.servers());
        Network network = servers <= 1 ? Network.NONE : d.needsRdma() ? Network.RDMA : Network.SERVERS;
        Integer gbit = switch (network) {
            case NONE -> null;
            // NVIDIA's HGX reference architecture (an RDMA NIC per GPU) serves training and serving alike
            case RDMA -> Assumptions.RDMA_GBIT_PER_CARD;
            case SERVERS -> Assumptions.SERVERS_NETWORK_GBIT;
        };
        Double weightsGb = training ? null : Advice.weightsGb(rp);
        Architecture arch = rp.workload().architecture();
        Integer ramGb = training ? trainingRamGb(arch == null ? null : arch.parametersB())
                : inferenceRamGb(weightsGb, d == null ? 1 : Math.max(1, d.cardsPerServer()));
        return new SupportingHardware(training, ramGb, weightsGb, training ? Assumptions.TRAINING_NVME_MB_PER_S : null,
                servers, network, gbit);
    }

    /**
     * The RAM each serving server needs, GB (docs/domain.md §4 "Server RAM"): the engine loads the weights through the
     * server's memory (safetensors are memory-mapped, so the file's pages sit in RAM while they are copied to the cards)
     * and keeps {@link #INFERENCE_RAM_GIB_PER_CARD} GiB a card besides; a whole copy's weights are counted on
     * every server (the cautious reading for a copy over several servers); never below the seed's
     * {@link Assumptions#INFERENCE_RAM_GB}; rounded up to a size servers are sold with. Without a model: the floor.
     */
    static int inferenceRamGb(Double weightsGb, int cardsInServer) {
        if (weightsGb == null) {
            return Assumptions.INFERENCE_RAM_GB;
        }
        return soldSize(Math.max(Assumptions.INFERENCE_RAM_GB,
                weightsGb + cardsInServer * INFERENCE_RAM_GIB_PER_CARD * GIB_IN_GB));
    }

    /**
     * The RAM each training server needs, GB (docs/domain.md §4 "Server RAM for training"): the process that loads the
     * checkpoint builds the whole model in the server's memory in FP32 ({@link #TRAINING_RAM_BYTES_PER_PARAMETER}) with
     * DeepSpeed's buffer factor {@link #TRAINING_RAM_BUFFER_FACTOR} — DeepSpeed's "General RAM" for ZeRO-2/ZeRO-3 without
     * CPU offload, params × 4 × 1.5, for one loading process a server (DeepSpeed's zero.Init, FSDP's
     * cpu_ram_efficient_loading); never below the seed's {@link #TRAINING_RAM_FLOOR_GB} for a training server;
     * rounded up to a size servers are sold with. Without a model: the floor.
     *
     * @param parametersB the model's parameters, billions (all experts of a mixture of experts)
     */
    static int trainingRamGb(Double parametersB) {
        if (parametersB == null) {
            return TRAINING_RAM_FLOOR_GB;
        }
        return soldSize(Math.max(TRAINING_RAM_FLOOR_GB,
                parametersB * TRAINING_RAM_BYTES_PER_PARAMETER * TRAINING_RAM_BUFFER_FACTOR));
    }

    /** The smallest RAM size servers are sold with that holds the need, GB. */
    private static int soldSize(double needGb) {
        for (int size : SERVER_RAM_SIZES_GB) {
            if (size >= needGb) {
                return size;
            }
        }
        return (int) Math.ceil(needGb / 1024) * 1024;
    }

    /** The one sentence that states these minimums ("推理需要每台服务器至少 32 GB 内存…", "训练需要…至少 64 GB 内存"). */
    public Message sentence() {
        String key = "hardware." + (training ? "training" : weightsGb == null ? "inference" : "inferenceDisk") + "."
                + network.name();
        return training ? Message.of(key, nvmeMbPerS / 1000.0, servers, networkGbit, ramGb)
                : Message.of(key, ramGb, servers, networkGbit, weightsGb);
    }
}
