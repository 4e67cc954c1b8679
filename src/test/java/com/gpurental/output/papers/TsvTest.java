package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TsvTest {

    @Test
    void rowsBecomeTabSeparatedLinesAndCellsNeverSpill() {
        String tsv = Tsv.of(List.of("GPU", "每月"), List.of(List.of("NVIDIA H20 96GB", "¥8,928.00"), List.of("a\tb\nc", "")));

        assertEquals("GPU\t每月\nNVIDIA H20 96GB\t¥8,928.00\na b c\t\n", tsv);
    }
}
