package com.gpurental.report;

import static com.gpurental.report.PageWriter.BODY;
import static com.gpurental.report.PageWriter.FAINT_RULE;
import static com.gpurental.report.PageWriter.INK;
import static com.gpurental.report.PageWriter.MUTED;
import static com.gpurental.report.PageWriter.RULE;

import com.gpurental.compare.Bar;
import com.gpurental.compare.BarChartData;
import com.gpurental.compare.BreakEvenData;
import com.gpurental.compare.Palette;
import com.gpurental.compare.ScatterData;
import com.gpurental.compare.ScatterPoint;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * The comparison charts drawn as vector graphics from the engine's chart records: horizontal
 * bars (the GPU names stay readable), cost against speed, break-even lines and the stacked
 * memory bar. A null figure is written "unknown" where its bar would be, never drawn as zero.
 */
final class Charts {

    private static final float BAR = 11;
    private static final float BAR_GAP = 6;

    private Charts() {
    }

    /** One segment of the stacked memory bar. */
    record Segment(String label, double value, int rgb) {
    }

    // ---- bar chart --------------------------------------------------------------------------

    static void bars(PageWriter w, Messages m, BarChartData data, boolean money) throws IOException {
        float lh = w.lineHeight(BODY);
        List<Bar> bars = data.bars();
        float plotHeight = bars.size() * (BAR + BAR_GAP) + BAR_GAP;
        float height = lh + plotHeight + lh + lh + 8;
        w.ensure(height);
        ReportFont f = w.font();
        float top = w.y();
        w.text(m.get(data.titleKey()), w.left(), top - BODY * f.ascent(), BODY, INK);

        DoubleFunction<String> format = v -> money ? m.money(BigDecimal.valueOf(v)) : m.number(v, data.decimals());
        List<String> labels = new ArrayList<>();
        float labelWidth = 0;
        for (Bar b : bars) {
            String label = b.rejected() ? m.format("chart.rejected", b.label()) : b.label();
            labels.add(label);
            labelWidth = Math.max(labelWidth, w.width(label, BODY));
        }
        labelWidth = Math.min(labelWidth, w.contentWidth() * 0.36f);
        float maxValueText = w.width(m.get("chart.unknown"), BODY);
        for (Bar b : bars) {
            if (b.value() == null) {
                maxValueText = Math.max(maxValueText, w.width(b.missingText(m, data.decimals()), BODY));
            }
        }
        for (Bar b : bars) {
            if (b.value() != null) {
                maxValueText = Math.max(maxValueText, w.width(format.apply(b.value()), BODY));
            }
        }
        float x0 = w.left() + labelWidth + 8;
        float x1 = w.right() - maxValueText - 6;
        double[] ticks = ticks(data.max());
        double axisMax = ticks[ticks.length - 1];

        float plotTop = top - lh;
        float plotBottom = plotTop - plotHeight;
        boolean anyKnown = bars.stream().anyMatch(b -> b.value() != null);
        for (double t : anyKnown ? ticks : new double[0]) { // no scale when every figure is unknown
            float x = (float) (x0 + (x1 - x0) * t / axisMax);
            w.line(x, plotTop, x, plotBottom, FAINT_RULE, 0.4f);
            String tl = format.apply(t);
            w.text(tl, x - w.width(tl, BODY) / 2, plotBottom - BODY * f.ascent() - 2, BODY, MUTED);
        }
        w.line(x0, plotTop, x0, plotBottom, RULE, 0.6f);
        w.line(x0, plotBottom, x1, plotBottom, RULE, 0.6f);

        float barTop = plotTop - BAR_GAP;
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            float mid = barTop - BAR / 2;
            float textBase = mid - BODY * (f.ascent() - f.descent()) / 2;
            String label = w.ellipsize(labels.get(i), BODY, labelWidth);
            w.text(label, x0 - 8 - w.width(label, BODY), textBase, BODY, b.rejected() ? MUTED : INK);
            int colour = Palette.rgb(b.colour());
            if (b.value() == null) {
                w.text(b.missingText(m, data.decimals()), x0 + 4, textBase, BODY, MUTED);
            } else {
                float len = (float) ((x1 - x0) * b.value() / axisMax);
                if (b.rejected()) {
                    w.rect(x0, barTop - BAR, len, BAR, PageWriter.tint(colour, 0.65f));
                    w.stroke(colour, 0.6f);
                    w.content().addRect(x0, barTop - BAR, len, BAR);
                    w.content().stroke();
                } else {
                    w.rect(x0, barTop - BAR, len, BAR, colour);
                }
                w.text(format.apply(b.value()), x0 + len + 4, textBase, BODY, INK);
            }
            barTop -= BAR + BAR_GAP;
        }
        String axis = m.get(data.axisKey());
        float axisBase = plotBottom - lh - BODY * f.ascent() - 1;
        w.text(axis, x0 + (x1 - x0) / 2 - w.width(axis, BODY) / 2, axisBase, BODY, MUTED);
        w.advance(height);
    }

    // ---- scatter ----------------------------------------------------------------------------

    /** Cost against speed; {@code notPlotted} names the compared GPUs without a point. */
    static void scatter(PageWriter w, Messages m, ScatterData data, List<String> notPlotted) throws IOException {
        List<ScatterPoint> points = data.points();
        if (points.isEmpty()) {
            return;
        }
        float lh = w.lineHeight(BODY);
        float plotHeight = 150;
        float height = lh + lh + 4 + plotHeight + lh + lh + 6;
        w.ensure(height + 2 * lh);
        ReportFont f = w.font();
        float top = w.y();
        w.text(m.get(data.titleKey()), w.left(), top - BODY * f.ascent(), BODY, INK);
        String yAxis = m.get(data.yAxisKey()) + " · " + m.get(data.higherIsBetter() ? "report.chart.higherBetter"
                : "report.chart.lowerBetter");

        double maxX = points.stream().mapToDouble(ScatterPoint::monthlyCostCny).max().orElse(1);
        double maxY = points.stream().mapToDouble(ScatterPoint::speed).max().orElse(1);
        double[] xt = ticks(maxX);
        double[] yt = ticks(maxY);
        double xMax = xt[xt.length - 1];
        double yMax = yt[yt.length - 1];
        DoubleFunction<String> yFormat = v -> m.number(v, yMax < 10 ? 1 : 0);
        float yLabelWidth = 0;
        for (double t : yt) {
            yLabelWidth = Math.max(yLabelWidth, w.width(yFormat.apply(t), BODY));
        }
        float x0 = w.left() + yLabelWidth + 6;
        float x1 = w.right() - 8;
        float plotTop = top - 2 * lh - 4;
        float plotBottom = plotTop - plotHeight;
        w.text(yAxis, w.left(), top - lh - BODY * f.ascent(), BODY, MUTED);

        for (double t : yt) {
            float y = (float) (plotBottom + plotHeight * t / yMax);
            w.line(x0, y, x1, y, FAINT_RULE, 0.4f);
            String s = yFormat.apply(t);
            w.text(s, x0 - 4 - w.width(s, BODY), y - BODY * (f.ascent() - f.descent()) / 2, BODY, MUTED);
        }
        for (double t : xt) {
            float x = (float) (x0 + (x1 - x0) * t / xMax);
            w.line(x, plotTop, x, plotBottom, FAINT_RULE, 0.4f);
            String s = m.money(BigDecimal.valueOf(t));
            float tx = t == 0 ? x : Math.min(x - w.width(s, BODY) / 2, w.right() - w.width(s, BODY));
            w.text(s, tx, plotBottom - BODY * f.ascent() - 2, BODY, MUTED);
        }
        w.line(x0, plotTop, x0, plotBottom, RULE, 0.6f);
        w.line(x0, plotBottom, x1, plotBottom, RULE, 0.6f);

        List<float[]> placed = new ArrayList<>();
        for (ScatterPoint p : points) {
            float px = (float) (x0 + (x1 - x0) * p.monthlyCostCny() / xMax);
            float py = (float) (plotBottom + plotHeight * p.speed() / yMax);
            placed.add(new float[] {px - 4, py - 4, px + 4, py + 4});
        }
        for (int i = 0; i < points.size(); i++) {
            ScatterPoint p = points.get(i);
            float px = (float) (x0 + (x1 - x0) * p.monthlyCostCny() / xMax);
            float py = (float) (plotBottom + plotHeight * p.speed() / yMax);
            int colour = Palette.rgb(p.colour());
            if (p.dominated()) {
                w.fill(0xFFFFFF);
                w.stroke(colour, 1.2f);
                circle(w, px, py, 3.4f);
                w.content().fillAndStroke();
            } else {
                w.fill(colour);
                circle(w, px, py, 3.6f);
                w.content().fill();
            }
            String label = p.label();
            float lw = w.width(label, BODY);
            float th = BODY * (f.ascent() + f.descent());
            float[] best = null;
            float[][] options = {
                {px + 6, py - th / 2}, {px - 6 - lw, py - th / 2}, {px + 6, py + 4}, {px + 6, py - th - 4},
                {px - 6 - lw, py + 4}, {px - 6 - lw, py - th - 4}, {px - lw / 2, py + 6}, {px - lw / 2, py - th - 6},
            };
            for (float[] o : options) {
                float[] r = {o[0], o[1], o[0] + lw, o[1] + th};
                if (r[0] < w.left() || r[2] > w.right() || r[1] < plotBottom - 2 || r[3] > plotTop + lh) {
                    continue;
                }
                if (placed.stream().noneMatch(q -> overlaps(q, r))) {
                    best = r;
                    break;
                }
            }
            if (best == null) {
                float bx = Math.max(w.left(), Math.min(px + 6, w.right() - lw));
                best = new float[] {bx, py - th / 2, bx + lw, py + th / 2};
            }
            placed.add(best);
            w.text(label, best[0], best[1] + BODY * f.descent(), BODY, INK);
        }
        String xAxis = m.get(data.xAxisKey());
        float axisBase = plotBottom - lh - BODY * f.ascent() - 1;
        w.text(xAxis, x0 + (x1 - x0) / 2 - w.width(xAxis, BODY) / 2, axisBase, BODY, MUTED);
        w.advance(height);
        if (points.stream().anyMatch(ScatterPoint::dominated)) {
            w.paragraph(m.get("report.chart.dominatedNote"), BODY, MUTED, 0);
        }
        if (!notPlotted.isEmpty()) {
            w.paragraph(m.format("report.chart.notPlotted", String.join(m.get("report.listSeparator"), notPlotted)),
                    BODY, MUTED, 0);
        }
    }

    private static boolean overlaps(float[] a, float[] b) {
        return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    }

    private static void circle(PageWriter w, float cx, float cy, float r) throws IOException {
        float k = 0.552284749831f * r;
        var cs = w.content();
        cs.moveTo(cx + r, cy);
        cs.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
        cs.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
        cs.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
        cs.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
        cs.closePath();
    }

    // ---- break-even -------------------------------------------------------------------------

    static void breakEven(PageWriter w, Messages m, BreakEvenData data) throws IOException {
        float lh = w.lineHeight(BODY);
        float plotHeight = 140;
        float height = lh + lh + 4 + plotHeight + lh + lh + lh + 6;
        w.ensure(height);
        ReportFont f = w.font();
        float top = w.y();
        w.text(m.get("chart.breakEven") + " — " + data.label(), w.left(), top - BODY * f.ascent(), BODY, INK);
        w.text(m.get("chart.axis.cost"), w.left(), top - lh - BODY * f.ascent(), BODY, MUTED);

        double maxY = 0;
        for (double[] p : data.hourly()) {
            maxY = Math.max(maxY, p[1]);
        }
        for (double[] p : data.monthly()) {
            maxY = Math.max(maxY, p[1]);
        }
        double[] yt = ticks(maxY);
        double yMax = yt[yt.length - 1];
        double xMax = data.hourly().isEmpty() ? data.axisHours() : data.hourly().get(data.hourly().size() - 1)[0];
        double[] xt = java.util.stream.IntStream.rangeClosed(0, data.axisHours() / 120).mapToDouble(i -> i * 120).toArray();
        float yLabelWidth = 0;
        for (double t : yt) {
            yLabelWidth = Math.max(yLabelWidth, w.width(m.money(BigDecimal.valueOf(t)), BODY));
        }
        float x0 = w.left() + yLabelWidth + 6;
        float x1 = w.right() - 8;
        float plotTop = top - 2 * lh - 4;
        float plotBottom = plotTop - plotHeight;
        for (double t : yt) {
            float y = (float) (plotBottom + plotHeight * t / yMax);
            w.line(x0, y, x1, y, FAINT_RULE, 0.4f);
            String s = m.money(BigDecimal.valueOf(t));
            w.text(s, x0 - 4 - w.width(s, BODY), y - BODY * (f.ascent() - f.descent()) / 2, BODY, MUTED);
        }
        for (double t : xt) {
            if (t > xMax) {
                continue;
            }
            float x = (float) (x0 + (x1 - x0) * t / xMax);
            w.line(x, plotTop, x, plotBottom, FAINT_RULE, 0.4f);
            String s = m.number(t, 0);
            w.text(s, x - w.width(s, BODY) / 2, plotBottom - BODY * f.ascent() - 2, BODY, MUTED);
        }
        w.line(x0, plotTop, x0, plotBottom, RULE, 0.6f);
        w.line(x0, plotBottom, x1, plotBottom, RULE, 0.6f);

        int colour = Palette.rgb(data.colour());
        polyline(w, data.hourly(), x0, x1, xMax, plotBottom, plotHeight, yMax, colour, false);
        polyline(w, data.monthly(), x0, x1, xMax, plotBottom, plotHeight, yMax, INK, true);

        if (data.plannedHours() > 0 && data.plannedHours() <= xMax) {
            float px = (float) (x0 + (x1 - x0) * data.plannedHours() / xMax);
            w.content().setLineDashPattern(new float[] {1.5f, 2f}, 0);
            w.line(px, plotBottom, px, plotTop, MUTED, 0.8f);
            w.content().setLineDashPattern(new float[] {}, 0);
            String s = m.format("report.chart.planned", data.plannedHours());
            float sw = w.width(s, BODY);
            float tx = px + 3 + sw > x1 ? px - 3 - sw : px + 3;
            w.text(s, tx, plotTop - BODY * f.ascent(), BODY, MUTED);
        }
        if (data.breakEvenHours() != null && data.breakEvenHours().doubleValue() <= xMax) {
            double bx = data.breakEvenHours().doubleValue();
            double by = data.monthly().isEmpty() ? 0 : data.monthly().get(0)[1];
            float px = (float) (x0 + (x1 - x0) * bx / xMax);
            float py = (float) (plotBottom + plotHeight * by / yMax);
            w.fill(INK);
            circle(w, px, py, 3f);
            w.content().fill();
        }

        float legendY = plotBottom - lh - BODY * f.ascent() - 1;
        String axis = m.get("chart.axis.hours");
        w.text(axis, x0 + (x1 - x0) / 2 - w.width(axis, BODY) / 2, legendY, BODY, MUTED);
        float ly = legendY - lh;
        float lx = x0;
        lx = legendLine(w, lx, ly, colour, false, m.get("chart.series.hourly"));
        lx = legendLine(w, lx + 14, ly, INK, true, m.get("chart.series.monthly"));
        w.advance(height);
        if (data.breakEvenHours() != null) {
            w.paragraph(m.format(data.hourlyCheaperAtAnyUse() ? "chart.breakEvenBeyondMonth" : "chart.breakEvenAt",
                    data.breakEvenHours().doubleValue(), data.label(), data.axisHours()), BODY, INK, 0);
        }
    }

    private static float legendLine(PageWriter w, float x, float baseline, int rgb, boolean dashed, String label)
            throws IOException {
        float mid = baseline + BODY * 0.3f;
        if (dashed) {
            w.content().setLineDashPattern(new float[] {4f, 2.5f}, 0);
        }
        w.line(x, mid, x + 18, mid, rgb, 1.6f);
        if (dashed) {
            w.content().setLineDashPattern(new float[] {}, 0);
        }
        w.text(label, x + 22, baseline, BODY, INK);
        return x + 22 + w.width(label, BODY);
    }

    private static void polyline(PageWriter w, List<double[]> points, float x0, float x1, double xMax, float yBottom,
                                 float height, double yMax, int rgb, boolean dashed) throws IOException {
        if (points.isEmpty()) {
            return;
        }
        var cs = w.content();
        w.stroke(rgb, 1.6f);
        if (dashed) {
            cs.setLineDashPattern(new float[] {4f, 2.5f}, 0);
        }
        for (int i = 0; i < points.size(); i++) {
            double[] p = points.get(i);
            float x = (float) (x0 + (x1 - x0) * p[0] / xMax);
            float y = (float) (yBottom + height * p[1] / yMax);
            if (i == 0) {
                cs.moveTo(x, y);
            } else {
                cs.lineTo(x, y);
            }
        }
        cs.stroke();
        if (dashed) {
            cs.setLineDashPattern(new float[] {}, 0);
        }
    }

    // ---- stacked memory bar -----------------------------------------------------------------

    /** One bar split into the parts of the memory need, with a legend that wraps under it. */
    static void stacked(PageWriter w, List<Segment> segments, java.util.function.Function<Segment, String> legend)
            throws IOException {
        float lh = w.lineHeight(BODY);
        float barHeight = 14;
        double total = segments.stream().mapToDouble(Segment::value).sum();
        if (total <= 0) {
            return;
        }
        // lay the legend out first to know its height
        List<float[]> positions = new ArrayList<>();
        float x = w.left();
        int row = 0;
        for (Segment s : segments) {
            float itemWidth = 12 + w.width(legend.apply(s), BODY) + 14;
            if (x + itemWidth > w.right() && x > w.left()) {
                row++;
                x = w.left();
            }
            positions.add(new float[] {x, row});
            x += itemWidth;
        }
        float height = barHeight + 6 + (row + 1) * lh + 4;
        w.ensure(height);
        ReportFont f = w.font();
        float top = w.y();
        float bx = w.left();
        for (Segment s : segments) {
            float len = (float) (w.contentWidth() * s.value() / total);
            w.rect(bx, top - barHeight, len, barHeight, s.rgb());
            bx += len;
        }
        w.stroke(0xFFFFFF, 0.8f);
        bx = w.left();
        for (int i = 0; i < segments.size() - 1; i++) {
            bx += (float) (w.contentWidth() * segments.get(i).value() / total);
            w.line(bx, top - barHeight, bx, top, 0xFFFFFF, 0.8f);
        }
        for (int i = 0; i < segments.size(); i++) {
            Segment s = segments.get(i);
            float[] p = positions.get(i);
            float base = top - barHeight - 6 - p[1] * lh - BODY * f.ascent();
            w.rect(p[0], base - 0.5f, 8, 8, s.rgb());
            w.text(legend.apply(s), p[0] + 12, base, BODY, INK);
        }
        w.advance(height);
    }

    // ---- axis ticks -------------------------------------------------------------------------

    /** Round tick values from 0 to a nice number at or above {@code max} (4–6 intervals). */
    static double[] ticks(double max) {
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
