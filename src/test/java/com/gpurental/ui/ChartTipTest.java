package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.compare.Bar;
import com.gpurental.compare.BarChartData;
import com.gpurental.ui.controls.Charts;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 10: chart tooltips write money one way, as everywhere else ("¥8,928", never "8,928 ¥"). */
class ChartTipTest {

    @Test
    void aCostBarsTooltipWritesMoneyLikeTheRestOfTheApp() {
        // 2 × H20 by the hour, 720 h: 6.20 × 2 × 720 = ¥8,928 a month (DOMAIN.md §3).
        Bar h20 = new Bar("h20", "NVIDIA H20 96GB", 8928.0, false, 0);
        BarChartData cost = new BarChartData("chart.cost", "chart.axis.cost", 0, List.of(h20));
        assertEquals("NVIDIA H20 96GB: ¥8,928 per month", Charts.barTip(h20, cost, UiFixture.EN));
        assertEquals("NVIDIA H20 96GB：每月 ¥8,928", Charts.barTip(h20, cost, UiFixture.ZH));
    }

    @Test
    void otherBarsKeepTheirUnit() {
        Bar h100 = new Bar("h100-sxm", "NVIDIA H100 SXM 80GB", 989.4, false, 1);
        BarChartData fp16 = new BarChartData("chart.fp16", "chart.axis.fp16", 1, List.of(h100));
        assertEquals("NVIDIA H100 SXM 80GB: 989.4 " + UiFixture.EN.get("chart.axis.fp16"), Charts.barTip(h100, fp16, UiFixture.EN));
    }
}
