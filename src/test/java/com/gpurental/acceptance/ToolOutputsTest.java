package com.gpurental.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The tools' raw outputs in their documented formats (src/test/resources/acceptance/outputs): nvidia-smi's CSV
 * query with units in the header and after each value, its banner, {@code topo -m}, {@code nvlink -s};
 * {@code npu-smi info}'s two-row table (as posted in vllm-ascend and HAMi issues); {@code rocm-smi --csv} (as in
 * LocalAI PR 7761); hy-smi's plain rows; lscpu, {@code free -b}, {@code lsblk -P}, dd's summary; vLLM's and SGLang's
 * benchmark lines.
 */
class ToolOutputsTest {

    static String out(String name) throws IOException {
        return Files.readString(FakeMachine.OUTPUTS.resolve(name));
    }

    @Test
    void nvidiaQueryReadsEachCardByItsHeaderWithUnits() throws IOException {
        List<Delivered.Gpu> gpus = ToolOutputs.nvidiaQuery(out("h100-query.csv"));
        assertEquals(8, gpus.size());
        Delivered.Gpu g = gpus.get(0);
        assertEquals("NVIDIA H100 80GB HBM3", g.name());
        assertEquals(81559.0, g.memoryMib());
        assertEquals(700.0, g.powerLimitW());
        assertEquals(700.0, g.powerDefaultLimitW());
        assertEquals(1980.0, g.maxSmClockMhz());
        assertEquals(5, g.pcieGenMax());
        assertEquals(16, g.pcieWidthMax());
    }

    @Test
    void nvidiaQueryWithoutUnitsAndWithNotSupportedCells() {
        String csv = "name, memory.total [MiB], power.limit [W], power.default_limit [W]\n"
                + "NVIDIA GeForce RTX 4090, 24564, [N/A], [Not Supported]\n"
                + "NVIDIA GeForce RTX 40"; // the last line cut short
        List<Delivered.Gpu> gpus = ToolOutputs.nvidiaQuery(csv);
        assertEquals(1, gpus.size());
        assertEquals(24564.0, gpus.get(0).memoryMib());
        assertNull(gpus.get(0).powerLimitW());
        assertNull(gpus.get(0).powerDefaultLimitW());
    }

    @Test
    void bannerGivesDriverAndCuda() throws IOException {
        assertEquals("12.4", ToolOutputs.cudaVersion(out("nvidia-smi-banner.txt")));
        assertEquals("550.54.15", ToolOutputs.driverVersion(out("nvidia-smi-banner.txt")));
    }

    @Test
    void topologyCountsNvlinkPairsAndSkipsTheHeaderAndNics() throws IOException {
        // 8 GPUs: 28 pairs, all NV18; the PCIe machine: PIX, NODE and SYS only.
        assertEquals(List.of(28, 28), List.of(ToolOutputs.topoPairs(out("h100-topo.txt"))[0],
                ToolOutputs.topoPairs(out("h100-topo.txt"))[1]));
        int[] pcie = ToolOutputs.topoPairs(out("h100-pcie-topo.txt"));
        assertEquals(0, pcie[0]);
        assertEquals(28, pcie[1]);
    }

    @Test
    void nvlinkStatusSumsTheActiveLinksOfTheWeakestCard() throws IOException {
        double[] h100 = ToolOutputs.nvlinkFewest(out("h100-nvlink.txt"));
        assertEquals(18, h100[0]);
        assertEquals(18 * 26.562, h100[1], 1e-9);
        double[] h800 = ToolOutputs.nvlinkFewest(out("h800-nvlink.txt"));
        assertEquals(8, h800[0]); // an H800: 8 links, about 425 GB/s both ways
        assertEquals(0, ToolOutputs.nvlinkFewest(out("h100-pcie-nvlink.txt"))[0]);
        assertNull(ToolOutputs.nvlinkFewest(""));
    }

    @Test
    void npuSmiReadsEachChipWithItsHbm() throws IOException {
        List<Delivered.Gpu> npus = ToolOutputs.npuSmi(out("npu-smi-910b.txt"));
        assertEquals(4, npus.size());
        assertEquals("910B3", npus.get(0).name());
        assertEquals(65536.0, npus.get(0).memoryMib()); // 64 GB of HBM
        assertEquals("23.0.rc3", ToolOutputs.npuVersion(out("npu-smi-910b.txt")));
        assertEquals("ascend-910b", DeviceNames.idOf("910B3"));
    }

    @Test
    void rocmSmiCsvAndHySmiPlainRows() throws IOException {
        List<Delivered.Gpu> amd = ToolOutputs.rocmSmi(out("rocm-smi.csv"));
        assertEquals(2, amd.size());
        assertEquals("AMD Instinct MI300X", amd.get(0).name());
        assertEquals(206141652992.0 / (1 << 20), amd.get(0).memoryMib()); // 196,592 MiB
        assertEquals("mi300x", DeviceNames.idOf(amd.get(0).name()));
        List<Delivered.Gpu> hygon = ToolOutputs.rocmSmi(out("hy-smi.txt"));
        assertEquals(2, hygon.size());
        assertEquals("Z100L", hygon.get(0).name());
        assertEquals(34342961152.0 / (1 << 20), hygon.get(0).memoryMib());
        assertEquals("hygon-z100", DeviceNames.idOf("Z100L"));
    }

    @Test
    void systemToolsCpuRamDisksAndRead() throws IOException {
        assertEquals("Intel(R) Xeon(R) Platinum 8468", ToolOutputs.lscpu(out("lscpu.txt"), "Model name"));
        assertEquals("192", ToolOutputs.lscpu(out("lscpu.txt"), "CPU(s)"));
        assertEquals(2163813294080L, ToolOutputs.freeTotalBytes(out("free.txt")));
        List<Delivered.Disk> disks = ToolOutputs.lsblk(out("lsblk-nvme.txt"));
        assertEquals(3, disks.size());
        assertEquals(Delivered.DiskKind.SATA_SSD, disks.get(0).kind());
        assertEquals(Delivered.DiskKind.NVME, disks.get(1).kind());
        assertEquals(Delivered.DiskKind.SATA_SSD, ToolOutputs.lsblk(out("lsblk-sata.txt")).get(1).kind());
        // zram and empty disks are not disks; a virtual machine's vda says nothing of its bus
        List<Delivered.Disk> vm = ToolOutputs.lsblk("NAME=\"zram0\" SIZE=\"0\" ROTA=\"0\" TRAN=\"\" TYPE=\"disk\" MODEL=\"\"\n"
                + "NAME=\"vda\" SIZE=\"274877906944\" ROTA=\"1\" TRAN=\"\" TYPE=\"disk\" MODEL=\"\"\n");
        assertEquals(1, vm.size());
        assertEquals(Delivered.DiskKind.VIRTUAL, vm.get(0).kind());
        // 536,870,912 bytes in 0.186172 s = 2,883.7 MB/s; in 1.03245 s = 520.0 MB/s
        assertEquals(536870912 / 0.186172 / 1e6, ToolOutputs.ddMbPerS(out("dd-nvme.txt")), 1e-9);
        assertEquals(520.0, ToolOutputs.ddMbPerS(out("dd-sata.txt")), 0.05);
    }

    @Test
    void networkPortsFromSysfsAndInfiniband() {
        List<Delivered.Port> ports = ToolOutputs.ports("net eth0 25000 up\nnet eth1 -1 down\n"
                + "ib mlx5_0/1 200 Gb/sec (4X HDR) 4: ACTIVE\n");
        assertEquals(3, ports.size());
        assertEquals(25000L, ports.get(0).speedMbPerS());
        assertNull(ports.get(1).speedMbPerS());
        assertEquals(200_000L, ports.get(2).speedMbPerS());
        assertTrue(ports.get(2).up());
    }

    @Test
    void benchmarksGiveTokensPerSecondAtBatchOne() throws IOException {
        assertEquals(128 / 5.2, ToolOutputs.vllmTokensPerSecond(out("vllm-latency.txt"), 128), 1e-9); // 24.6
        assertEquals(25.56, ToolOutputs.sglangTokensPerSecond(out("sglang-one-batch.txt")));
    }

    @Test
    void reportedNamesStandForTheirCards() {
        assertEquals("h100-sxm", DeviceNames.idOf("NVIDIA H100 80GB HBM3"));
        assertEquals("h100-pcie", DeviceNames.idOf("NVIDIA H100 PCIe"));
        assertEquals("rtx-4090d", DeviceNames.idOf("NVIDIA GeForce RTX 4090 D"));
        assertEquals("rtx-4090", DeviceNames.idOf("NVIDIA GeForce RTX 4090"));
        assertEquals("h20", DeviceNames.idOf("NVIDIA H20"));
        assertEquals("h200", DeviceNames.idOf("NVIDIA H200"));
        assertEquals("a100-80g", DeviceNames.idOf("NVIDIA A100-SXM4-80GB"));
        assertEquals("a100-40g", DeviceNames.idOf("NVIDIA A100-PCIE-40GB"));
        assertEquals("a10", DeviceNames.idOf("NVIDIA A10"));
        assertEquals("t4", DeviceNames.idOf("Tesla T4"));
        assertNull(DeviceNames.idOf("NVIDIA Graphics Device"));
    }
}
