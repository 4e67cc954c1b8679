package com.gpurental.acceptance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every number a machine printed goes through one checked parser with its range; no output crashes a parser
 * (issue 36: 23-digit {@code free -b}, {@code CPU(s): 99999999999}, "1.2.3" seconds) and no pattern is quadratic on
 * a long line (issue 36: 45 s on one 150 KB line).
 */
class MachineNumbersTest {

    @Test
    void wellFormedNumbersInRangeAreRead() {
        assertEquals(81559.0, MachineNumbers.decimal("81559", 1, 1e7));
        assertEquals(0.31, MachineNumbers.decimal(" 0.31 ", 0, 10));
        assertEquals(1.5e-3, MachineNumbers.decimal("1.5e-3", 0, 10));
        assertEquals(1_081_234_567_168L, MachineNumbers.whole("1081234567168", 1, 1L << 50));
        assertEquals(128, MachineNumbers.count("128", 1, 1_000_000));
    }

    @Test
    void garbageAndOutOfRangeAreNotRead() {
        for (String s : List.of("1.2.3", "12345678901234567890123", "99999999999", "NaN", "Infinity", "-5", "", "0x10",
                "1e2147483648", "١٢٣", "5 5")) {
            assertNull(MachineNumbers.decimal(s, 0, 1e9), s);
            assertNull(MachineNumbers.whole(s, 0, 1_000_000_000), s);
        }
        assertNull(MachineNumbers.count("99999999999", 1, 1_000_000));
        assertNull(MachineNumbers.decimal("1e400", 0, Double.MAX_VALUE));
    }

    /** The outputs issue 36 names end as "not read", not as an exception. */
    @Test
    void theToolOutputsOfTheIssueDoNotCrash() {
        assertNull(ToolOutputs.freeTotalBytes("              total        used\nMem:   12345678901234567890123   1   1\n"));
        assertNull(ToolOutputs.ddMbPerS("536870912 bytes (537 MB, 512 MiB) copied, 1.2.3 s, 1.7 GB/s\n"));
        assertNull(ToolOutputs.ddMbPerS("99999999999999999999999999 bytes (x) copied, 0.3 s, 1.7 GB/s\n"));
        assertEquals(List.of(), ToolOutputs.nvidiaQuery("name, memory.total [MiB]\nH100, 1.2.3 MiB\n").stream()
                .filter(g -> g.memoryMib() != null).toList());
        assertNull(ToolOutputs.vllmTokensPerSecond("Avg latency: 1.2.3 seconds", 128));
        assertNull(ToolOutputs.sglangTokensPerSecond("Decode.  median latency: 0.02 s, median throughput: 1.2.3 token/s"));
        Delivered d = ResultFile.read("x", "", "", List.of(new Probe("lscpu", "ok", 0, "", "CPU(s): 99999999999\n"),
                new Probe("free", "ok", 0, "", "Mem: 12345678901234567890123 0 0\n")), List.of(), true);
        assertNull(d.cpuThreads());
        assertNull(d.ramBytes());
    }

    /**
     * Lines of 2 MB (a quadratic pattern would need hours on them) read in well under the guard's minute: each
     * former backtracking pattern (dd, lsblk pairs, NVLink speeds, InfiniBand rate, npu-smi rows, the CSV header's
     * units) meets the run of characters it used to retry at every position.
     */
    @Test
    void longLinesAreReadInLinearTime() {
        String digits = "1".repeat(2_000_000);
        String letters = "A".repeat(2_000_000);
        String brackets = "[".repeat(2_000_000);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            assertNull(ToolOutputs.ddMbPerS(digits + " bytes " + digits));
            assertEquals(List.of(), ToolOutputs.lsblk(letters));
            assertEquals(0.0, ToolOutputs.nvlinkFewest("GPU 0: x\n Link 0: " + digits + " GB/s")[0]);
            assertEquals(0, ToolOutputs.ports("ib mlx5_0/1 " + digits).stream().filter(p -> p.speedMbPerS() != null).count());
            assertEquals(List.of(), ToolOutputs.npuSmi("| 0 " + "|".repeat(2_000_000)));
            assertEquals(List.of(), ToolOutputs.nvidiaQuery("name " + brackets + "\nH100\n"));
            assertNull(ToolOutputs.sglangTokensPerSecond("Decode. " + "median throughput:".repeat(100_000)));
            assertNull(TrainingLog.tokensPerSecond("tokens/s " + digits.substring(0, 100) + "x" + digits));
            assertEquals(List.of(), List.copyOf(LoadTest.fromTable("Serving Benchmark Result\n" + letters + ":" + digits)
                    .keySet()));
        });
    }
}
