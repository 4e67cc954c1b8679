package com.gpurental.acceptance;

import java.util.List;

/**
 * What the acceptance script found on the delivered machine, read from the tools' raw outputs
 * ({@link ToolOutputs}). Every figure is nullable: what a tool did not say stays unknown.
 *
 * @param planId       the plan the kit was made for ({@link TrialKit#planId})
 * @param gpuTool      nvidia-smi, npu-smi, rocm-smi or hy-smi; empty when none answered
 * @param links        NVLink as {@code nvidia-smi nvlink -s} and {@code topo -m} show it; null when not read
 * @param ramBytes     total RAM ({@code free -b})
 * @param readMbPerS   the sequential read with direct I/O (dd), 10^6 bytes per second
 * @param notFound     tools the script looked for and did not find
 * @param complete     the file ends as the script ends it
 * @param gpuUnread    a GPU tool ran but what it printed could not be read (garbage, empty, cut, an error): the tool,
 *                     its status and first line; null when the GPUs were read or no GPU tool is installed
 * @param loads        the load test's runs (the plan's requests in flight first, then a step below and above)
 * @param trainingTokensPerS tokens per second the team's own training command logged (GPU_CHECK_TRAIN_CMD)
 */
public record Delivered(String planId, String planTitle, String gpuTool, List<Gpu> gpus, String driverVersion,
                        String cudaVersion, Links links, String cpuModel, Integer cpuThreads, Long ramBytes,
                        List<Disk> disks, Double readMbPerS, List<Port> ports, Decode decode, List<String> notFound,
                        List<Probe> probes, boolean complete, String gpuUnread, List<LoadTest> loads,
                        Double trainingTokensPerS) {

    public Delivered {
        loads = loads == null ? List.of() : List.copyOf(loads);
        gpus = List.copyOf(gpus);
        disks = List.copyOf(disks);
        ports = List.copyOf(ports);
        notFound = List.copyOf(notFound);
        probes = List.copyOf(probes);
    }

    /**
     * One GPU as its tool reports it. Memory in MiB (nvidia-smi's unit; npu-smi's "MB" is MiB as well: 65536 for a
     * 64 GB card); power in watts; PCIe generation and lane counts as the card and slot support them.
     */
    public record Gpu(String name, Double memoryMib, Double powerLimitW, Double powerDefaultLimitW, Double maxSmClockMhz,
                      Integer pcieGenMax, Integer pcieWidthMax) {
    }

    /**
     * NVLink: the fewest active links any GPU has, their summed speed per direction on that GPU and the card pairs
     * the topology matrix shows joined by NVLink ({@code NV#}) out of all pairs.
     */
    public record Links(Integer fewestActiveLinks, Double gbPerSPerDirection, int nvlinkPairs, int pairs) {
    }

    /** A whole disk ({@code lsblk -d}): {@code transport} nvme, sata, sas, usb or empty for virtual disks. */
    public record Disk(String name, Long sizeBytes, boolean rotational, String transport, String model) {

        public DiskKind kind() {
            if (name.startsWith("nvme") || "nvme".equals(transport)) {
                return DiskKind.NVME;
            }
            if (name.startsWith("vd") || name.startsWith("xvd")) {
                return DiskKind.VIRTUAL; // a virtual machine's disk: the bus it sits on is not visible
            }
            if (rotational) {
                return DiskKind.HDD;
            }
            return "sata".equals(transport) || "sas".equals(transport) ? DiskKind.SATA_SSD : DiskKind.OTHER_SSD;
        }
    }

    /**
     * How a disk is attached: NVMe, a SATA/SAS SSD, a spinning disk, a solid-state disk of unknown bus, or a virtual
     * machine's disk (only the measured read speed tells).
     */
    public enum DiskKind {
        NVME, SATA_SSD, OTHER_SSD, VIRTUAL, HDD
    }

    /** A network port: Ethernet ({@code /sys/class/net}) or InfiniBand ({@code /sys/class/infiniband}), in Mb/s. */
    public record Port(String name, boolean infiniband, Long speedMbPerS, boolean up) {
    }

    /**
     * The decode benchmark: which engine, tokens per second at batch 1, or why it did not run: {@code disabled},
     * {@code no-gpu}, {@code no-python}, {@code no-model}, {@code no-engine} (the script's reasons), {@code failed}
     * (it ran and printed no speed) or {@code unknown}.
     */
    public record Decode(String engine, Double tokensPerSecond, String skipped) {
    }

    /** The load test at the plan's own requests in flight (the first run), or null. */
    public LoadTest planLoad() {
        return loads.isEmpty() ? null : loads.get(0);
    }

    /** A probe's record by name, or null. */
    public Probe probe(String name) {
        return probes.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
    }

    /** The fastest port that is up, in Mb/s; null when none reports a speed. */
    public Long fastestPortMbPerS() {
        return ports.stream().filter(Port::up).map(Port::speedMbPerS).filter(s -> s != null && s > 0)
                .max(Long::compare).orElse(null);
    }

    /** The fastest kind of disk found (NVMe before SATA SSD before a spinning disk); null without disks. */
    public DiskKind bestDisk() {
        DiskKind best = null;
        for (Disk d : disks) {
            DiskKind k = d.kind();
            if (best == null || rank(k) < rank(best)) {
                best = k;
            }
        }
        return best;
    }

    private static int rank(DiskKind k) {
        return switch (k) {
            case NVME -> 0;
            case OTHER_SSD -> 1;
            case VIRTUAL -> 2;
            case SATA_SSD -> 3;
            case HDD -> 4;
        };
    }
}
