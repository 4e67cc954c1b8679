package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The RAM each serving server needs (docs/domain.md §4 "Server RAM"): max(the seed's 32 GB, one copy's weights + 4 GiB
 * a card in the server), rounded up to 32, 64, 128, 256, 512 GB, 1, 1.5 or 2 TB, beyond that the next whole TB. The
 * weights pass through the server's memory as the engine memory-maps them (vLLM issue #759), vLLM keeps 4 GiB a GPU
 * besides (its --swap-space default), and servers are sold with whole sets of DIMMs (MLPerf's H200 × 8: 32 × 64 GB).
 */
class ServerRamTest {

    @Test
    void withoutAModelTheSeedsFloorOf32Gb() {
        assertEquals(32, SupportingHardware.inferenceRamGb(null, 8));
    }

    @Test
    void aSevenBillionModelOnOneCardKeepsTheSeeds32Gb() {
        // Qwen2.5-7B at FP16: 15.2 GB + 4.29 = 19.5 GB, below the floor
        assertEquals(32, SupportingHardware.inferenceRamGb(15.2, 1));
    }

    @Test
    void deepSeekR1OnEightH20NeedsOneTerabyte() {
        // 672.9 GB of FP8 weights (docs/domain.md §8.5) + 8 × 4.29 = 707.3 GB → 1,024 GB
        assertEquals(1024, SupportingHardware.inferenceRamGb(672.9, 8));
    }

    @Test
    void midSizedModelsRoundUpToTheNextSizeSold() {
        // R1-Distill-Qwen-32B at BF16 on 8 cards: 65.5 + 34.4 = 99.9 GB → 128 GB
        assertEquals(128, SupportingHardware.inferenceRamGb(65.5, 8));
        // Qwen2.5-72B at FP16 on 8 cards: 145.4 + 34.4 = 179.8 GB → 256 GB; on 2 cards 154.0 GB → 256 GB
        assertEquals(256, SupportingHardware.inferenceRamGb(145.4, 8));
        assertEquals(256, SupportingHardware.inferenceRamGb(145.4, 2));
        // exactly at a size: 512 − 34.4 = 477.6 GB of weights still fits 512 GB; a little more takes 1 TB
        assertEquals(512, SupportingHardware.inferenceRamGb(477.6, 8));
        assertEquals(1024, SupportingHardware.inferenceRamGb(477.7, 8));
    }

    @Test
    void beyondTwoTerabytesTheNextWholeTerabyte() {
        // DeepSeek-R1 at BF16 (1,342 GB) + 34.4 = 1,376.4 GB → 1.5 TB; 2,100 GB of weights → 2,134.4 GB → 3 TB
        assertEquals(1536, SupportingHardware.inferenceRamGb(1342.0, 8));
        assertEquals(3072, SupportingHardware.inferenceRamGb(2100.0, 8));
    }

    // docs/domain.md §4 "Server RAM for training": max(the seed's 64 GB training row, parameters × 4 bytes (FP32, as
    // PyTorch builds the model) × 1.5 (DeepSpeed's additional_buffer_factor)), rounded up to a size sold — DeepSpeed's
    // "Memory Requirements" General RAM for ZeRO-2/3 without offload, for the one process a server that loads the model

    @Test
    void aTrainingWithoutAModelKeepsTheSeedsTrainingFloorOf64Gb() {
        assertEquals(64, SupportingHardware.trainingRamGb(null));
    }

    @Test
    void aSevenBillionTrainingGetsTheSeeds64Gb() {
        // Qwen2.5-7B (7.6 B parameters): 7.6 × 4 × 1.5 = 45.6 GB → 64 GB, the seed's row for 7B training
        assertEquals(64, SupportingHardware.trainingRamGb(7.6));
        // 10.6 B: 63.6 GB still fits 64 GB; 10.7 B: 64.2 GB → 128 GB
        assertEquals(64, SupportingHardware.trainingRamGb(10.6));
        assertEquals(128, SupportingHardware.trainingRamGb(10.7));
    }

    @Test
    void largerTrainingsScaleWithTheParameters() {
        // 13B: 78 GB → 128 GB; 70B: 420 GB → 512 GB; DeepSeek-V3's 671B: 4,026 GB → 4,096 GB (past 2 TB, whole TBs)
        assertEquals(128, SupportingHardware.trainingRamGb(13.0));
        assertEquals(512, SupportingHardware.trainingRamGb(70.0));
        assertEquals(4096, SupportingHardware.trainingRamGb(671.0));
    }
}
