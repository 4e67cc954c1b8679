package com.gpurental.compare;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.gpurental.catalog.Confidence;
import com.gpurental.catalog.FigureRange;
import com.gpurental.catalog.LocalizedText;
import com.gpurental.compare.ChartDescription.Axis;
import com.gpurental.compare.ChartDescription.Bars;
import com.gpurental.compare.ChartDescription.Scatter;
import com.gpurental.compare.ChartDescription.Tick;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one description both chart painters draw: round ticks written as the chart shows them, the bars', points' and
 * lines' words, in both languages. Built from hand-made chart records, so no catalog price moves these figures.
 */
class ChartDescriberTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static List<String> texts(Axis axis) {
        return axis.ticks().stream().map(Tick::text).toList();
    }

    @Test
    void aMoneyAxisRunsToARoundSumAndWritesItsTicksAsMoney() {
        // ¥71,424 at most: a fifth is 14,284.8, so the step is 20,000 (1, 2, 2.5, 5 × 10ⁿ) and the axis ends at 80,000.
        BarChartData cost = new BarChartData("chart.cost", "chart.axis.cost", 0, List.of(
                new Bar("h20", "NVIDIA H20 96GB", 8928.0, false, 0),
                new Bar("h100-sxm", "NVIDIA H100 SXM 80GB", 71424.0, false, 1)));
        Bars en = ChartDescriber.bars(cost, EN);
        assertEquals(List.of("¥0", "¥20,000", "¥40,000", "¥60,000", "¥80,000"), texts(en.valueAxis()));
        assertEquals(80000, en.valueAxis().max());
        assertEquals(20000, en.valueAxis().step());
        assertEquals("¥40,000", en.valueAxis().textAt(40000));
        assertEquals("", en.valueAxis().textAt(30000), "no label between ticks");
        assertEquals("¥8,928", en.bars().get(0).valueText());
        assertEquals("NVIDIA H20 96GB: ¥8,928/month", en.bars().get(0).tip());
        assertEquals("H20 96GB", en.bars().get(0).category());
        assertEquals("Monthly cost for this workload", en.title());
        assertEquals("¥ per month", en.valueAxis().label());
        assertEquals("Chart, Monthly cost for this workload: NVIDIA H20 96GB: ¥8,928/month; "
                + "NVIDIA H100 SXM 80GB: ¥71,424/month", en.spoken());
        Bars zh = ChartDescriber.bars(cost, ZH);
        assertEquals("NVIDIA H20 96GB：¥8,928/月", zh.bars().get(0).tip());
        assertEquals("¥20,000", zh.valueAxis().ticks().get(1).text());
    }

    @Test
    void aFigureNobodyPublishedIsWordsNotAZeroBarAndAloneItDrawsNoScale() {
        BarChartData bandwidth = new BarChartData("chart.bandwidth", "chart.axis.bandwidth", 0, List.of(
                new Bar("ascend-910b", "Huawei Ascend 910B", null, false, 2,
                        new FigureRange(400, 1000, 1600, Confidence.U, "test")),
                new Bar("x", "Some GPU", null, true, 3)));
        Bars en = ChartDescriber.bars(bandwidth, EN);
        assertEquals("400–1,600 (sources disagree)", en.bars().get(0).valueText());
        assertEquals("Ascend 910B", en.bars().get(0).category());
        assertEquals("unknown", en.bars().get(1).valueText());
        assertEquals("Some GPU (rejected)", en.bars().get(1).name());
        assertEquals("Some GPU (rejected) unknown", en.bars().get(1).tip());
        assertEquals(List.of(), en.valueAxis().ticks(), "no scale when every figure is unknown");
        assertEquals(1, en.valueAxis().max(), "a painter never divides by zero");
    }

    @Test
    void aPlainFigureKeepsItsDecimalsAndUnit() {
        // 989.4 TFLOPS: a fifth is 197.9, so steps of 200 to 1,000.
        Bars fp16 = ChartDescriber.bars(new BarChartData("chart.fp16", "chart.axis.fp16", 1, List.of(
                new Bar("h100-sxm", "NVIDIA H100 SXM 80GB", 989.4, false, 1))), EN);
        assertEquals(List.of("0", "200", "400", "600", "800", "1,000"), texts(fp16.valueAxis()));
        assertEquals("989.4", fp16.bars().get(0).valueText());
        assertEquals("NVIDIA H100 SXM 80GB: 989.4 TFLOPS (dense FP16)", fp16.bars().get(0).tip());
    }

    @Test
    void theScatterStartsItsCostAxisAtZeroAndSaysWhichWayIsBetter() {
        ScatterData data = new ScatterData("chart.scatter", "chart.axis.cost", "chart.axis.msPerImage", false, List.of(
                new ScatterPoint("rtx-4090", "NVIDIA GeForce RTX 4090", 2822.4, 4.2, false, 0),
                new ScatterPoint("l40s", "NVIDIA L40S", 5904.0, 3.1, true, 1)),
                List.of(Message.of("chart.missing.needsQuote", "NVIDIA H20 96GB")));
        Scatter en = ChartDescriber.scatter(data, EN);
        // ¥5,904: a fifth is 1,180.8, step 2,000; speeds to 4.2 ms: a fifth 0.84, step 1, axis to 5 (a decimal at most under 10,
        // none here).
        assertEquals(List.of("¥0", "¥2,000", "¥4,000", "¥6,000"), texts(en.x()));
        assertEquals(List.of("0", "1", "2", "3", "4", "5"), texts(en.y()));
        assertEquals("ms per image · lower is better", en.yCaption());
        assertEquals("Speed axis: ms per image, lower is better", en.direction());
        assertEquals("RTX 4090", en.points().get(0).shortName());
        assertEquals("NVIDIA GeForce RTX 4090: ¥2,822.40/month, 4.2 ms per image\n"
                + "NVIDIA GeForce RTX 4090: not dominated", en.points().get(0).tip());
        assertEquals("NVIDIA L40S: dominated (another option is at least as cheap and at least as fast, and better in one)",
                en.points().get(1).legend());
        assertEquals("Not in this chart: NVIDIA H20 96GB has no price yet (needs a quote).", en.missingNote());
        assertEquals(EN.get("report.chart.dominatedNote"), en.dominatedNote());
        Scatter zh = ChartDescriber.scatter(data, ZH);
        assertEquals("每张图毫秒数 · 越低越好", zh.yCaption());
        assertEquals("图中未显示：NVIDIA H20 96GB 尚无价格（需询价）。", zh.missingNote());
    }

    @Test
    void aScatterWithoutPointsSaysWhyOrThatNoSpeedIsKnown() {
        Scatter none = ChartDescriber.scatter(new ScatterData("chart.scatter", "chart.axis.cost",
                "chart.axis.tokensPerSecond", true, List.of(), List.of()), EN);
        assertEquals(EN.get("report.chart.scatterNone"), none.missingNote());
        assertNull(none.dominatedNote());
        Scatter why = ChartDescriber.scatter(new ScatterData("chart.scatter", "chart.axis.cost",
                "chart.axis.tokensPerSecond", true, List.of(), List.of(Message.of("chart.missing.rejected", "NVIDIA T4"))), EN);
        assertEquals("No point to draw: NVIDIA T4 is not recommended for this plan.", why.missingNote());
    }

    @Test
    void theBreakEvenChartRunsToAMonthsHoursAndMarksThePlanAndTheCrossing() {
        // 2 × ¥1.96 an hour against ¥7,920 a month: ¥2,822.40 at 720 h, no crossing within the month (2,020.4 h).
        List<double[]> hourly = new ArrayList<>();
        for (int h = 0; h <= 720; h += 60) {
            hourly.add(new double[] {h, 3.92 * h});
        }
        List<double[]> monthly = List.of(new double[] {0, 7920}, new double[] {720, 7920});
        BreakEvenData beyond = new BreakEvenData("rtx-4090",
                LocalizedText.same("2 × NVIDIA GeForce RTX 4090"), 2, hourly, monthly,
                new BigDecimal("2020.4"), 240, 0, null, true);
        ChartDescription.BreakEven en = ChartDescriber.breakEven(beyond, EN);
        assertEquals(List.of("0", "120", "240", "360", "480", "600", "720"), texts(en.x()));
        assertEquals("", en.x().textAt(780), "nothing past a month is labelled");
        assertEquals(List.of("¥0", "¥2,000", "¥4,000", "¥6,000", "¥8,000"), texts(en.y()));
        assertEquals("Break-even: hourly against monthly · 2 × NVIDIA GeForce RTX 4090", en.title());
        assertEquals(240.0, en.plannedHours());
        assertEquals("planned: 240 h", en.plannedText());
        assertNull(en.crossing(), "2,020.4 h is beyond the axis");
        assertEquals("Break-even at 2,020.4 hours a month for 2 × NVIDIA GeForce RTX 4090", en.conclusion());
        assertEquals("2 × NVIDIA GeForce RTX 4090, container by the hour: ¥2,822.40/month at 720 h a month",
                en.hourly().tip());

        // ¥990 a month against ¥1.96 an hour: they cross at 505.1 h, inside the month.
        BreakEvenData within = new BreakEvenData("rtx-4090",
                LocalizedText.same("1 × NVIDIA GeForce RTX 4090"), 1,
                List.of(new double[] {0, 0}, new double[] {720, 1411.2}), List.of(new double[] {0, 990}, new double[] {720, 990}),
                new BigDecimal("505.1"), 0, 0, null, true);
        ChartDescription.BreakEven crossing = ChartDescriber.breakEven(within, ZH);
        assertArrayEquals(new double[] {505.1, 990}, crossing.crossing(), 1e-9);
        assertNull(crossing.plannedHours(), "no planned hours, no marker");
        assertEquals("1 × NVIDIA GeForce RTX 4090：每月使用 505.1 小时为盈亏平衡点", crossing.conclusion());
    }
}
