package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.compare.Bar;
import com.gpurental.compare.BarChartData;
import com.gpurental.compare.BreakEvenData;
import com.gpurental.compare.ChartDescriber;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.UiFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chart tooltips write money one way, as everywhere else ("¥8,928", never "8,928 ¥"). */
class ChartTipTest {

    @Test
    void aCostBarsTooltipWritesMoneyLikeTheRestOfTheApp() {
        // 2 × H20 by the hour, 720 h: 6.20 × 2 × 720 = ¥8,928 a month (docs/domain.md §3).
        Bar h20 = new Bar("h20", "NVIDIA H20 96GB", 8928.0, false, 0);
        BarChartData cost = new BarChartData("chart.cost", "chart.axis.cost", 0, List.of(h20));
        assertEquals("NVIDIA H20 96GB: ¥8,928/month", ChartDescriber.barTip(h20, cost, UiFixture.EN));
        assertEquals("NVIDIA H20 96GB：¥8,928/月", ChartDescriber.barTip(h20, cost, UiFixture.ZH));
    }

    @Test
    void otherBarsKeepTheirUnit() {
        Bar h100 = new Bar("h100-sxm", "NVIDIA H100 SXM 80GB", 989.4, false, 1);
        BarChartData fp16 = new BarChartData("chart.fp16", "chart.axis.fp16", 1, List.of(h100));
        assertEquals("NVIDIA H100 SXM 80GB: 989.4 " + UiFixture.EN.get("chart.axis.fp16"),
                ChartDescriber.barTip(h100, fp16, UiFixture.EN));
    }

    @Test
    void theBreakEvenLinesWriteMoneyTheSameWay() throws Exception {
        // Vision plan: 2 × RTX 4090 (one carries the images, one spare: N+1), 2 × ¥1.96 an hour × 720 h = ¥2,822.40;
        // bare-metal 2 of the 8-card server's ¥7,920 pro rata, 2 × 7,920 / 8 = ¥1,980 a month (the bundled offer states
        // the share as its source, seed 003, prices a part of a server in its quick-reference rows; issue 32).
        Plan plan = PlanJson.parse("vision",
                Files.readAllBytes(Path.of("examples/vision-inspection.json")));
        Advice a = new Advisor(UiFixture.CATALOG, UiFixture.PRICE_DATE).advise(plan);
        BreakEvenData be = ComparisonBuilder.build(a, UiFixture.CATALOG,
                List.of("rtx-4090", "rtx-5090"), null).breakEven();
        String[] en = ChartDescriber.breakEvenTips(be, UiFixture.EN);
        assertEquals("2 × NVIDIA GeForce RTX 4090, container by the hour: ¥2,822.40/month at 720 h a month", en[0]);
        assertEquals("2 × NVIDIA GeForce RTX 4090, bare-metal by the month: ¥1,980/month at any hours", en[1]);
        String[] zh = ChartDescriber.breakEvenTips(be, UiFixture.ZH);
        assertEquals("2 × NVIDIA GeForce RTX 4090，容器按小时：每月使用 720 小时为 ¥2,822.40/月", zh[0]);
        assertEquals("2 × NVIDIA GeForce RTX 4090，裸金属按月：¥1,980/月，与使用小时数无关", zh[1]);
    }

    @Test
    void aScatterPointsTooltipWritesMoneyTheSameWay() {
        assertEquals("¥8,928/month", ChartDescriber.moneyPerMonth(8928, UiFixture.EN));
        assertEquals("¥9,820.80/月", ChartDescriber.moneyPerMonth(9820.8, UiFixture.ZH));
    }

    @Test
    void aNameTooWideForItsBarIsBrokenAtTheSpaceNearestItsMiddle() {
        // At 1024×700 "32 × H100 SXM 80GB" between two other names was hidden by JavaFX as overlapping.
        assertEquals("32 × H100\nSXM 80GB", Charts.broken("32 × H100 SXM 80GB"));
        assertEquals("16 ×\nH20 96GB", Charts.broken("16 × H20 96GB"));
        assertEquals("Ascend", Charts.broken("Ascend"), "no space, no break");
    }
}
