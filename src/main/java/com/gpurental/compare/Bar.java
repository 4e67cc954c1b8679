package com.gpurental.compare;

import com.gpurental.catalog.FigureRange;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.text.Messages;

/**
 * One GPU's figure in a bar chart. {@code value} null means no single figure (shown in words, never as zero):
 * {@code range} is then the published spread when the sources disagree (Ascend 910B bandwidth 400–1,600 GB/s),
 * else null ("unknown"). {@code rejected} marks a GPU pinned although the engine rejected it.
 */
public record Bar(String gpuId, LocalizedText label, Double value, boolean rejected, int colour, FigureRange range) {

    public Bar(String gpuId, LocalizedText label, Double value, boolean rejected, int colour) {
        this(gpuId, label, value, rejected, colour, null);
    }

    /** A bar named the same in both languages. */
    public Bar(String gpuId, String label, Double value, boolean rejected, int colour, FigureRange range) {
        this(gpuId, LocalizedText.same(label), value, rejected, colour, range);
    }

    /** A bar named the same in both languages. */
    public Bar(String gpuId, String label, Double value, boolean rejected, int colour) {
        this(gpuId, LocalizedText.same(label), value, rejected, colour, null);
    }

    /** "400–1,600 (sources disagree)" or "unknown", for a bar without a single figure. */
    public String missingText(Messages m, int decimals) {
        return Figures.rangeOrUnknown(range, decimals, m);
    }
}
