package com.gpurental.compare;

import com.gpurental.advice.Candidate;
import com.gpurental.advice.Rejection;
import com.gpurental.catalog.Gpu;
import java.util.List;

/**
 * The figures and series behind every comparison chart, as plain records (no JavaFX), so the
 * app and the PDF draw the same charts. FP16 is on the dense basis for every GPU.
 */
public record Comparison(
        List<Entry> entries,
        BarChartData bandwidth,
        BarChartData fp16Dense,
        BarChartData monthlyCost,
        BarChartData termCost,
        ScatterData costVsSpeed,
        BreakEvenData breakEven) {

    /** A compared GPU: its best candidate, or why it was rejected (pinned anyway). */
    public record Entry(Gpu gpu, int colour, Candidate candidate, Rejection rejection) {
        public boolean rejected() {
            return candidate == null;
        }
    }

    public Comparison {
        entries = List.copyOf(entries);
    }
}
