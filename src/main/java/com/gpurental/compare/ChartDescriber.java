package com.gpurental.compare;

import com.gpurental.compare.ChartDescription.Axis;
import com.gpurental.compare.ChartDescription.BarItem;
import com.gpurental.compare.ChartDescription.Bars;
import com.gpurental.compare.ChartDescription.Line;
import com.gpurental.compare.ChartDescription.Point;
import com.gpurental.compare.ChartDescription.Scatter;
import com.gpurental.compare.ChartDescription.Tick;
import com.gpurental.text.Messages;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Turns the engine's chart records into {@link ChartDescription}s in the user's language: the one place that picks
 * an axis' round ticks, writes a chart's money ("¥8,928/month"), its tooltips and its sentences. The app and the PDF
 * paint what this hands them.
 */
public final class ChartDescriber {

    /** The break-even chart's hour axis is labelled every 120 h (five days of 24 h). */
    static final int HOUR_STEP = 120;

    private ChartDescriber() {
    }

    // ---- bars ---------------------------------------------------------------------------------

    public static Bars bars(BarChartData data, Messages m) {
        boolean money = isMoney(data.axisKey());
        DoubleFunction<String> format = v -> money ? m.money(BigDecimal.valueOf(v)) : m.number(v, data.decimals());
        List<BarItem> items = new ArrayList<>();
        List<String> spoken = new ArrayList<>();
        for (Bar b : data.bars()) {
            String label = b.label().in(m.locale());
            String name = b.rejected() ? m.format("chart.rejected", label) : label;
            String category = b.rejected() ? m.format("chart.rejected", shortName(label)) : shortName(label);
            if (b.value() == null) {
                String missing = b.missingText(m, data.decimals());
                items.add(new BarItem(b.gpuId(), name, category, null, missing, category + " " + missing, b.colour(),
                        b.rejected()));
            } else {
                items.add(new BarItem(b.gpuId(), name, category, b.value(), format.apply(b.value()), barTip(b, data, m),
                        b.colour(), b.rejected()));
            }
            spoken.add(items.get(items.size() - 1).tip());
        }
        boolean anyKnown = items.stream().anyMatch(i -> i.value() != null);
        Axis axis = new Axis(m.get(data.axisKey()), anyKnown ? ticks(data.max(), format) : List.of());
        String title = m.get(data.titleKey());
        return new Bars(title, axis, items, accessibleSummary(title, spoken, m));
    }

    private static boolean isMoney(String axisKey) {
        return "chart.axis.cost".equals(axisKey) || "chart.axis.termCost".equals(axisKey);
    }

    /**
     * A bar's tooltip: money the one way the app writes it ("H20 96GB: ¥8,928/month", as the scatter's points and the
     * tables say it), other figures with their axis unit ("989.4 TFLOPS (dense FP16)").
     */
    public static String barTip(Bar b, BarChartData data, Messages m) {
        if ("chart.axis.cost".equals(data.axisKey())) {
            return m.format("chart.tip.cost", b.label(), moneyPerMonth(b.value(), m));
        }
        if ("chart.axis.termCost".equals(data.axisKey())) {
            return m.format("chart.tip.termCost", b.label(), m.money(BigDecimal.valueOf(b.value())));
        }
        return b.label().in(m.locale()) + ": " + m.number(b.value(), data.decimals()) + " " + m.get(data.axisKey());
    }

    // ---- scatter ------------------------------------------------------------------------------

    public static Scatter scatter(ScatterData data, Messages m) {
        double maxCost = data.points().stream().mapToDouble(ScatterPoint::monthlyCostCny).max().orElse(0);
        double maxSpeed = data.points().stream().mapToDouble(ScatterPoint::speed).max().orElse(0);
        Axis x = new Axis(m.get(data.xAxisKey()), ticks(maxCost, v -> m.money(BigDecimal.valueOf(v))));
        double speedTop = last(niceTicks(maxSpeed));
        Axis y = new Axis(m.get(data.yAxisKey()), ticks(maxSpeed, v -> m.number(v, speedTop < 10 ? 1 : 0)));
        String better = m.get(data.higherIsBetter() ? "chart.higherBetter" : "chart.lowerBetter");
        String yCaption = y.label() + " · " + better;
        String direction = m.format("chart.speedDirection", m.format("chart.axisWithDirection", y.label(), better));
        List<Point> points = new ArrayList<>();
        List<String> spoken = new ArrayList<>();
        for (ScatterPoint p : data.points()) {
            String said = m.format("chart.point", p.label(), moneyPerMonth(p.monthlyCostCny(), m),
                    m.number(p.speed(), 1) + " " + y.label());
            String legend = m.format(p.dominated() ? "chart.dominated" : "chart.notDominated", p.label());
            String label = p.label().in(m.locale());
            points.add(new Point(p.gpuId(), label, shortName(label), p.monthlyCostCny(), p.speed(),
                    p.dominated(), p.colour(), said + "\n" + legend, legend));
            spoken.add(said);
        }
        boolean anyDominated = points.stream().anyMatch(Point::dominated);
        String title = m.get(data.titleKey());
        return new Scatter(title, x, y, yCaption, direction, points, missingNote(data, m),
                anyDominated ? m.get("report.chart.dominatedNote") : null, accessibleSummary(title, spoken, m));
    }

    /** In words, why compared GPUs have no point: "" when all have one. */
    private static String missingNote(ScatterData data, Messages m) {
        String why = String.join(m.get("chart.reasonSeparator"), data.missing().stream().map(m::format).toList());
        if (data.points().isEmpty()) {
            return data.missing().isEmpty() ? m.get("report.chart.scatterNone") : m.format("chart.scatterEmpty", why);
        }
        return data.missing().isEmpty() ? "" : m.format("chart.scatterMissing", why);
    }

    // ---- break-even ---------------------------------------------------------------------------

    public static ChartDescription.BreakEven breakEven(BreakEvenData data, Messages m) {
        int hours = data.axisHours();
        List<Tick> hourTicks = new ArrayList<>();
        for (int h = 0; h <= hours; h += HOUR_STEP) {
            hourTicks.add(new Tick(h, m.number(h, 0)));
        }
        double maxCost = 0;
        for (double[] p : data.hourly()) {
            maxCost = Math.max(maxCost, p[1]);
        }
        for (double[] p : data.monthly()) {
            maxCost = Math.max(maxCost, p[1]);
        }
        Axis x = new Axis(m.get("chart.axis.hours"), hourTicks);
        Axis y = new Axis(m.get("chart.axis.cost"), ticks(maxCost, v -> m.money(BigDecimal.valueOf(v))));
        String[] tips = breakEvenTips(data, m);
        Line hourly = new Line(m.get("chart.series.hourly"), data.hourly(), tips[0]);
        Line monthly = new Line(m.get("chart.series.monthly"), data.monthly(), tips[1]);
        boolean plannedShown = data.plannedHours() > 0 && data.plannedHours() <= hours;
        double[] crossing = null;
        String conclusion = null;
        if (data.breakEvenHours() != null) {
            double at = data.breakEvenHours().doubleValue();
            if (at <= hours) {
                crossing = new double[] {at, data.monthly().isEmpty() ? 0 : data.monthly().get(0)[1]};
            }
            conclusion = m.format(data.hourlyCheaperAtAnyUse() ? "chart.breakEvenBeyondMonth" : "chart.breakEvenAt",
                    at, data.label(), hours);
        }
        String title = m.get("chart.breakEven") + " · " + data.label().in(m.locale());
        return new ChartDescription.BreakEven(title, x, y, hourly, monthly, data.colour(),
                plannedShown ? data.plannedHours() : null,
                plannedShown ? m.format("report.chart.planned", data.plannedHours()) : null, crossing, conclusion,
                accessibleSummary(title, List.of(tips), m));
    }

    /**
     * The two lines' tooltips, money written as every chart writes it: "container by the hour: ¥1,411.20/month at
     * 720 h" and "bare-metal by the month: ¥990/month at any hours".
     */
    public static String[] breakEvenTips(BreakEvenData data, Messages m) {
        double[] full = data.hourly().get(data.hourly().size() - 1);
        String hourly = m.format("chart.tip.hourlyLine", data.label(), m.get("chart.series.hourly"),
                moneyPerMonth(full[1], m), (int) full[0]);
        String monthly = m.format("chart.tip.monthlyLine", data.label(), m.get("chart.series.monthly"),
                moneyPerMonth(data.monthly().get(0)[1], m));
        return new String[] {hourly, monthly};
    }

    // ---- shared -------------------------------------------------------------------------------

    /** "¥8,928/month" · "¥8,928/月": the one way a chart writes a monthly amount (bars, points, lines). */
    public static String moneyPerMonth(double cny, Messages m) {
        return m.format("chart.moneyPerMonth", m.money(BigDecimal.valueOf(cny)));
    }

    /**
     * What a screen reader says for a chart: its title and every bar, point or line as its tooltip says it
     * ("Chart, Monthly cost: H20 96GB: ¥8,928/month; …"), in the user's language.
     */
    public static String accessibleSummary(String title, List<String> parts, Messages m) {
        return m.format("chart.accessible", title, String.join(m.get("chart.accessibleSeparator"), parts));
    }

    /** Short name for a narrow axis: drops the vendor prefix ("NVIDIA H20 96GB" → "H20 96GB"). */
    public static String shortName(String label) {
        return label.replace("NVIDIA GeForce ", "").replace("NVIDIA ", "").replace("AMD Instinct ", "")
                .replace("Huawei ", "").replace("Hygon ", "");
    }

    private static List<Tick> ticks(double max, DoubleFunction<String> text) {
        List<Tick> ticks = new ArrayList<>();
        for (double v : niceTicks(max)) {
            ticks.add(new Tick(v, text.apply(v)));
        }
        return ticks;
    }

    private static double last(double[] values) {
        return values[values.length - 1];
    }

    /** Round tick values from 0 to a round number at or above {@code max}, 4–6 steps of 1, 2, 2.5 or 5 × 10ⁿ. */
    static double[] niceTicks(double max) {
        if (!(max > 0)) {
            return new double[] {0, 1};
        }
        double raw = max / 5;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = magnitude;
        for (double s : new double[] {1, 2, 2.5, 5, 10}) {
            if (s * magnitude >= raw) {
                step = s * magnitude;
                break;
            }
        }
        int n = (int) Math.ceil(max / step - 1e-9);
        double[] t = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            t[i] = i * step;
        }
        return t;
    }
}
