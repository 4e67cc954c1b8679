package com.gpurental.compare;

import com.gpurental.catalog.FigureRange;
import com.gpurental.catalog.Gpu;
import com.gpurental.text.Messages;

/**
 * A specification figure in words, the same on screen and in the PDF: the single figure, the published spread when
 * the sources disagree ("400–1,600 (sources disagree)"), or "unknown".
 */
public final class Figures {

    private Figures() {
    }

    /** The spread in words, or "unknown" without one. */
    public static String rangeOrUnknown(FigureRange range, int decimals, Messages m) {
        if (range == null) {
            return m.get("chart.unknown");
        }
        return m.format("chart.range", m.number(range.low(), decimals), m.number(range.high(), decimals));
    }

    /** Memory bandwidth as a bare number of GB/s ("1,008"), its spread, or "unknown". */
    public static String bandwidth(Gpu g, Messages m) {
        return g.bandwidthGbPerS() != null ? m.number(g.bandwidthGbPerS(), 0)
                : rangeOrUnknown(g.range("bandwidthGbPerS"), 0, m);
    }

    /** Memory bandwidth for a narrow table cell: "1,008", "400–1,600" (the spread alone) or "unknown". */
    public static String bandwidthShort(Gpu g, Messages m) {
        FigureRange r = g.bandwidthGbPerS() == null ? g.range("bandwidthGbPerS") : null;
        return r == null ? bandwidth(g, m) : m.format("chart.rangeShort", m.number(r.low(), 0), m.number(r.high(), 0));
    }

    /** Memory bandwidth with its unit for a sentence: "1,008 GB/s", "400–1,600 GB/s (sources disagree)", "unknown". */
    public static String bandwidthWithUnit(Gpu g, Messages m) {
        if (g.bandwidthGbPerS() != null) {
            return m.format("report.unit.gbPerS", g.bandwidthGbPerS());
        }
        FigureRange r = g.range("bandwidthGbPerS");
        return r == null ? m.get("common.unknown")
                : m.format("chart.rangeGbPerS", m.number(r.low(), 0), m.number(r.high(), 0));
    }

    /** Dense FP16 TFLOPS ("148"), its spread, or "unknown". */
    public static String fp16Dense(Gpu g, Messages m) {
        return g.fp16DenseTflops() != null ? m.number(g.fp16DenseTflops(), 1)
                : rangeOrUnknown(g.range("fp16DenseTflops"), 1, m);
    }
}
