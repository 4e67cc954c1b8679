package com.gpurental.units;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Binary against decimal memory (docs/domain.md §3.2 "Memory capacity units"): a vendor's "96 GB" is 96 × 2^30 bytes,
 * every memory need is in 10^9 bytes.
 */
class MemorySizeTest {

    @Test
    void anH20sNinetySixGibHoldsOneHundredThreePointZeroSevenNineDecimalGb() {
        // 96 × 1,073,741,824 = 103,079,215,104 bytes: the 103.08 GB the memory check and the advice JSON print for H20.
        MemorySize h20 = MemorySize.ofGiB(96);
        assertEquals(103_079_215_104.0, h20.bytes(), 0.0);
        assertEquals(103.079215104, h20.gb(), 1e-12);
        assertEquals(96.0, h20.gib(), 0.0);
    }

    @Test
    void anA100EightyGibIsTheEightyOneThousandNineHundredTwentyMibNvidiaSmiShows() {
        // nvidia-smi on an A100 80GB: 81,920 MiB (docs/domain.md §3.2).
        assertEquals(81_920.0, MemorySize.ofGiB(80).mib(), 0.0);
        assertEquals(80.0, MemorySize.ofMiB(81_920).gib(), 0.0);
        assertEquals(85.89934592, MemorySize.ofGiB(80).gb(), 1e-12);
    }

    @Test
    void aDecimalGbIsTenToTheNinthBytesAndLessThanAGib() {
        assertEquals(1e9, MemorySize.ofGB(1).bytes(), 0.0);
        // 10^9 / 2^30 = 0.931322574615478515625 (exact in binary).
        assertEquals(0.931322574615478515625, MemorySize.ofGB(1).gib(), 0.0);
        assertEquals(16.06, MemorySize.ofGB(16.06).gb(), 1e-12);
    }

    @Test
    void anMi250sHundredTwentyEightGibOverItsTwoDiesIsSixtyFourEach() {
        assertEquals(64.0, MemorySize.ofGiB(128).dividedBy(2).gib(), 0.0);
        assertEquals(65_536.0, MemorySize.ofGiB(128).dividedBy(2).mib(), 0.0);
    }
}
